/**
 * A sandbox's webhook outbox (ADR 0033): each event is kept with its body and sent in order per
 * subject (a payment, a chain transfer), so a later event never overtakes an earlier one; each
 * attempt is signed anew (webhook-signature.ts); one the house did not answer with 2xx is sent again
 * with growing waits until it is, so a house killed mid-way is told again once it is back.
 */
import { randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../db/db.ts';
import { signatureHeader } from './webhook-signature.ts';

/** Posts a webhook to the house; resolves with the HTTP status (0 when it could not be sent). */
export type Deliver = (body: string, headers: Record<string, string>) => Promise<number>;

export type OutboxOptions = {
  readonly db: Db;
  /** The events table: (seq, id, ref, body, attempts, next_attempt_at, delivered_at). */
  readonly table: 'sandbox_provider_events' | 'sandbox_chain_events';
  readonly secret: string;
  /** The signature header's name. */
  readonly header: string;
  readonly deliver: Deliver;
  /** The first resend waits this long, each next one twice as long, at most a minute. */
  readonly retryMs: number;
  readonly now: () => number;
};

const MAX_RETRY_WAIT_MS = 60_000;
const BATCH = 50;

export const eventId = (): string => `evt_${randomBytes(12).toString('hex')}`;
const at = (ms: number) => new Date(ms).toISOString();

export function createOutbox(options: OutboxOptions) {
  const { db, table, now } = options;
  return {
    /** Queues an event about `ref`, in the caller's transaction. */
    async add(tx: Queryable, id: string, ref: string, body: unknown): Promise<void> {
      await tx.query(`insert into ${table} (id, ref, body) values ($1, $2, $3)`, [id, ref, JSON.stringify(body)]);
    },

    /** Sends each subject's oldest unacknowledged event that is due; `closed` stops it between two sends. */
    async deliverDue(closed: () => boolean): Promise<void> {
      const due = await db.query<{ seq: bigint; body: string; attempts: number }>(
        `select e.seq, e.body, e.attempts
         from (select distinct on (ref) * from ${table} where delivered_at is null order by ref, seq) e
         where e.next_attempt_at <= $1 order by e.seq limit ${BATCH}`,
        [at(now())],
      );
      for (const event of due) {
        if (closed()) return;
        const status = await options
          .deliver(event.body, { 'content-type': 'application/json', [options.header]: signatureHeader(options.secret, now(), event.body) })
          .catch(() => 0);
        if (status >= 200 && status < 300) {
          await db.query(`update ${table} set delivered_at = $2, attempts = attempts + 1 where seq = $1`, [event.seq, at(now())]);
        } else {
          const wait = Math.min(MAX_RETRY_WAIT_MS, options.retryMs * 2 ** Math.min(event.attempts, 16));
          await db.query(`update ${table} set attempts = attempts + 1, next_attempt_at = $2 where seq = $1`, [event.seq, at(now() + wait)]);
        }
      }
    },
  };
}
