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
import { createHash } from 'node:crypto';
import { dropTopic, refusal, rememberUserGroup, type UserTopics } from './feed-hub.ts';
import { createStreamHistory, type StreamHistory } from './history.ts';

type Channel = { readonly epoch: string; seq: number; readonly history: StreamHistory<CashoutEventsMessage>; unwatchedSince: number | null };

export type CashoutTopics = UserTopics & {
  /** A heartbeat to every running topic; topics nobody watched for a while end. */
  heartbeat(): void;
  /**
   * Sessions that just ended (logout, password change or reset): every connection that holds the
   * cash-out topic on one of them loses it at once (issue #12, finding 3).
   */
  revoke(tokenHashes: readonly string[]): void;
  /** Checks every holder's session again, dropping those whose session ended or expired. */
  recheck(): Promise<void>;
  /** Players whose cash-out topic runs (subscribed now, or lately enough to resume). */
  watchedUsers(): Set<number>;
  /** Sends a player's events from elsewhere (another node of the cluster) as this house's own. */
  deliver(userId: number, events: CashoutEvent[]): void;
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
  /** The hub's live connections, to find those holding a session's topic. */
  readonly connections?: () => Iterable<HubConnection>;
  /** How often (ms) holders' sessions are checked again from the heartbeat (default a minute). */
  readonly recheckMs?: number;
};

/** What a connection holding the cash-out topic holds it with. */
type Holder = { readonly token: string; readonly tokenHash: string; readonly userId: number };
const HOLDER_ITEM = 'cashout-holder';
const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('hex');

const userGroup = (userId: number) => `user:${userId}:${CASHOUT_TOPIC}`;
/** A snapshot read that raced with new events is read again, at most this often. */
const SNAPSHOT_ATTEMPTS = 3;

export function createCashoutTopics(deps: CashoutTopicsDeps): CashoutTopics {
  const emitTime = deps.emitTime ?? Date.now;
  const channels = new Map<number, Channel>();
  let runs = 0;
  let lastRecheck = emitTime();
  let rechecking = false;
  const envelope = (c: Channel) => ({ v: PROTOCOL_VERSION as typeof PROTOCOL_VERSION, stream: CASHOUT_TOPIC as typeof CASHOUT_TOPIC, epoch: c.epoch, seq: c.seq, ts: emitTime() });

  function deliver(userId: number, events: CashoutEvent[]): void {
    const c = channels.get(userId);
    if (!c || events.length === 0) return; // nobody listening: a subscriber's snapshot will carry it
    c.seq += 1;
    const message: CashoutEventsMessage = { ...envelope(c), type: 'events', events };
    c.history.push(message);
    deps.broadcast(userGroup(userId), message);
  }
  deps.betting.onCashout(deliver);

  function channelOf(userId: number): Channel {
    let c = channels.get(userId);
    if (!c) channels.set(userId, (c = { epoch: `${deps.epoch}.u${userId}.${++runs}`, seq: 0, history: createStreamHistory(200), unwatchedSince: null }));
    return c;
  }

  function holders(): [HubConnection, Holder][] {
    const found: [HubConnection, Holder][] = [];
    for (const conn of deps.connections?.() ?? []) {
      const holder = conn.items.get(HOLDER_ITEM) as Holder | undefined;
      if (holder) found.push([conn, holder]);
    }
    return found;
  }

  function drop(conn: HubConnection): void {
    conn.items.delete(HOLDER_ITEM);
    dropTopic(conn, CASHOUT_TOPIC);
  }

  const topics: CashoutTopics = {
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
      conn.items.set(HOLDER_ITEM, { token, tokenHash: tokenHashOf(token), userId } satisfies Holder);
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
      if (now - lastRecheck >= (deps.recheckMs ?? 60_000)) {
        lastRecheck = now;
        void topics.recheck();
      }
    },
    revoke(tokenHashes) {
      const ended = new Set(tokenHashes);
      for (const [conn, holder] of holders()) if (ended.has(holder.tokenHash)) drop(conn);
    },
    async recheck() {
      if (rechecking) return;
      rechecking = true;
      try {
        const byToken = new Map<string, [HubConnection, Holder][]>();
        for (const entry of holders()) byToken.set(entry[1].token, [...(byToken.get(entry[1].token) ?? []), entry]);
        for (const [token, entries] of byToken) {
          const userId = await deps.sessionUser(token).catch(() => undefined);
          if (userId === undefined) continue; // the database did not answer: try again next time
          for (const [conn, holder] of entries) if (userId !== holder.userId) drop(conn);
        }
      } finally {
        rechecking = false;
      }
    },
    deliver,
    watchedUsers() {
      // A channel lingers a while after its last subscriber; its history must stay complete for a
      // subscriber that comes back and resumes from it, so its player counts as watched.
      return new Set(channels.keys());
    },
  };
  return topics;
}
