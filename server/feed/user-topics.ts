/**
 * The per-user `cashout` topic: each signed-in player's tickets and cash-out offers, sequenced and
 * resynced like the sports topics (own epoch, seq, history, heartbeats). The hub connection's
 * player is the one whose session cookie opened it; a topic runs while its player has subscribers.
 */
import type { CashoutEvent } from '../../schemas/betting.ts';
import type { CashoutEventsMessage, CashoutHeartbeatMessage, CashoutMessage } from '../../schemas/cashout-feed.ts';
import { CASHOUT_TOPIC, CLIENT_METHODS, PROTOCOL_VERSION } from '../../schemas/protocol.ts';
import type { Betting } from '../betting/index.ts';
import { ERROR_CODES } from '../../schemas/errors.ts';
import type { HubConnection } from '../hub/index.ts';
import { refusal, rememberUserGroup, type UserTopics } from './feed-hub.ts';
import { createStreamHistory, type StreamHistory } from './history.ts';

type Channel = { readonly epoch: string; seq: number; readonly history: StreamHistory<CashoutEventsMessage>; unwatchedSince: number | null };

export type CashoutTopics = UserTopics & {
  /** A heartbeat to every running topic; topics nobody watched for a while end. */
  heartbeat(): void;
};

export type CashoutTopicsDeps = {
  readonly epoch: string;
  readonly betting: Betting;
  /** The signed-in player of a session token, or null when the session has ended. */
  readonly sessionUser: (token: string) => Promise<number | null>;
  readonly broadcast: (group: string, message: CashoutMessage) => void;
  readonly groupSize: (group: string) => number;
  readonly emitTime?: () => number;
  readonly lingerMs?: number;
};

const userGroup = (userId: number) => `user:${userId}:${CASHOUT_TOPIC}`;
/** A snapshot read that raced with new events is read again, at most this often. */
const SNAPSHOT_ATTEMPTS = 3;

export function createCashoutTopics(deps: CashoutTopicsDeps): CashoutTopics {
  const emitTime = deps.emitTime ?? Date.now;
  const channels = new Map<number, Channel>();
  let runs = 0;
  const envelope = (c: Channel) => ({ v: PROTOCOL_VERSION as typeof PROTOCOL_VERSION, stream: CASHOUT_TOPIC as typeof CASHOUT_TOPIC, epoch: c.epoch, seq: c.seq, ts: emitTime() });

  deps.betting.onCashout((userId: number, events: CashoutEvent[]) => {
    const c = channels.get(userId);
    if (!c || events.length === 0) return; // nobody listening: a subscriber's snapshot will carry it
    c.seq += 1;
    const message: CashoutEventsMessage = { ...envelope(c), type: 'events', events };
    c.history.push(message);
    deps.broadcast(userGroup(userId), message);
  });

  function channelOf(userId: number): Channel {
    let c = channels.get(userId);
    if (!c) channels.set(userId, (c = { epoch: `${deps.epoch}.u${userId}.${++runs}`, seq: 0, history: createStreamHistory(200), unwatchedSince: null }));
    return c;
  }

  return {
    async subscribe(conn: HubConnection, token, lastSeq, epoch) {
      if (!token) throw refusal(ERROR_CODES.signInRequired, 'sign in first (the connection carries no session)', CASHOUT_TOPIC);
      const userId = await deps.sessionUser(token);
      if (userId === null) throw refusal(ERROR_CODES.signInRequired, 'the session has ended; sign in again', CASHOUT_TOPIC);
      const c = channelOf(userId);
      const group = userGroup(userId);
      let catchUp: CashoutMessage[] | null = epoch === c.epoch && lastSeq !== null ? c.history.since(lastSeq) : null;
      for (let attempt = 0; catchUp === null && attempt < SNAPSHOT_ATTEMPTS; attempt++) {
        const seq = c.seq;
        const snapshot = await deps.betting.cashoutSnapshot(userId);
        // Events published while the snapshot was read may or may not be in it: read it again.
        if (c.seq === seq) catchUp = [{ ...envelope(c), type: 'snapshot', snapshot }];
      }
      if (catchUp === null) throw refusal(ERROR_CODES.tryAgain, 'the tickets are changing too fast; try again', CASHOUT_TOPIC);
      conn.join(group);
      rememberUserGroup(conn, CASHOUT_TOPIC, group);
      for (const message of catchUp) conn.send(CLIENT_METHODS.feed, message);
    },
    heartbeat() {
      const now = emitTime();
      for (const [userId, c] of channels) {
        const group = userGroup(userId);
        if (deps.groupSize(group) > 0) {
          c.unwatchedSince = null;
          const beat: CashoutHeartbeatMessage = { ...envelope(c), type: 'heartbeat' };
          deps.broadcast(group, beat);
        } else if (c.unwatchedSince === null) c.unwatchedSince = now;
        else if (now - c.unwatchedSince >= (deps.lingerMs ?? 60_000)) channels.delete(userId);
      }
    },
  };
}
