/**
 * The per-user `cashout` topic (schemas/protocol.ts): the signed-in player's open tickets with
 * their current cash-out offers, then offers, statuses and new tickets as events. Sequenced and
 * resynced exactly like the sports topics (same envelope, same snapshot / events / heartbeat).
 */
import * as v from 'valibot';
import { cashoutEventSchema, cashoutSnapshotSchema } from './betting.ts';
import { envelope as feedEnvelope } from './feed.ts';
import { CASHOUT_TOPIC } from './protocol.ts';

/** The sports topics' envelope, named `cashout`. */
const envelope = { ...feedEnvelope, stream: v.literal(CASHOUT_TOPIC) };

export const cashoutSnapshotMessageSchema = v.object({ ...envelope, type: v.literal('snapshot'), snapshot: cashoutSnapshotSchema });
export const cashoutEventsMessageSchema = v.object({ ...envelope, type: v.literal('events'), events: v.array(cashoutEventSchema) });
export const cashoutHeartbeatMessageSchema = v.object({ ...envelope, type: v.literal('heartbeat') });

export const cashoutMessageSchema = v.variant('type', [cashoutSnapshotMessageSchema, cashoutEventsMessageSchema, cashoutHeartbeatMessageSchema]);
export type CashoutMessage = v.InferOutput<typeof cashoutMessageSchema>;
export type CashoutEventsMessage = v.InferOutput<typeof cashoutEventsMessageSchema>;
export type CashoutHeartbeatMessage = v.InferOutput<typeof cashoutHeartbeatMessageSchema>;
