/**
 * Topic bookkeeping: which topics are followed and why, where each stands (stream-sync.ts, the pure
 * ordering and resync machine), the hub subscriptions that follow from that, and the timers that
 * time gaps out and retry resyncs. Raw wire messages come in here, are validated, ordered and
 * passed on in order; everything else the engine does is downstream of this.
 */
import type { GenericSchema } from 'valibot';
import type { CashoutMessage } from '../../schemas/cashout-feed.ts';
import { feedMessageSchema, type FeedMessage } from '../../schemas/feed.ts';
import { CASHOUT_TOPIC, STREAMS, type FeedTopic, type Topic } from '../../schemas/protocol.ts';
import { check, type ValidationFailure } from '../../schemas/validate.ts';
import type { FeedStatus } from './contract.ts';
import { SubscriptionRefused, type FeedSocket, type TransportState } from './socket.ts';
import { gapTimedOut, initialSync, receive, syncRequested, type StreamSync, type SyncDecision } from './stream-sync.ts';

/** Data older than this (no message, not even a heartbeat) is stale; the house beats every second. */
export const STALE_AFTER_MS = 3000;
/** How long a gap may wait for late messages before the stream is resynced. */
export const GAP_WAIT_MS = 500;
/** A resync not completed by then is asked for again. */
export const RESYNC_RETRY_MS = 5000;

/** SPEC STA-54: a subscription's request state. */
export type SubscriptionStatus = 'pending' | 'fulfilled' | 'rejected';

export type TopicsOptions = {
  readonly socket: FeedSocket;
  readonly now: () => number;
  /** Where a topic stood before a reload: its epoch, and the seq the restored book holds. */
  readonly restored: (topic: FeedTopic) => { readonly epoch: string | null; readonly seq: number };
  /** Messages of followed feed topics, in order, ready to fold. */
  readonly onFeed: (messages: readonly FeedMessage[]) => void;
  /** The player's cashout messages, in order. */
  readonly onCashout: (messages: readonly CashoutMessage[]) => void;
  /** A topic let go or refused: what was held of it goes. */
  readonly onDropped: (topic: FeedTopic) => void;
  /** Anything a view shows may have changed. */
  readonly onChange: () => void;
  readonly onInvalid: (failure: ValidationFailure) => void;
};

/** The followed topics and where each stands; one per engine. */
export class Topics {
  /** The topics followed, with how many reasons there are to follow each (the live feed always). */
  readonly #wanted = new Map<FeedTopic, number>([[STREAMS.live, 1]]);
  readonly #sync = new Map<FeedTopic, StreamSync<FeedMessage>>();
  readonly #subscriptions = new Map<Topic, SubscriptionStatus>();
  readonly #resyncRequestedAt = new Map<Topic, number>();
  /** The per-user cashout topic while a player is signed in, with its schema (loaded on sign-in). */
  #cashout: { sync: StreamSync<CashoutMessage>; readonly schema: GenericSchema<unknown, CashoutMessage> } | null = null;
  #transport: TransportState = 'stopped';
  #gapTimer: ReturnType<typeof setTimeout> | undefined;

  readonly #options: TopicsOptions;

  constructor(options: TopicsOptions) {
    this.#options = options;
    this.#sync.set(STREAMS.live, this.#restoredSync(STREAMS.live));
  }

  get transport(): TransportState {
    return this.#transport;
  }

  status(topic: FeedTopic): FeedStatus {
    return this.#statusOf(this.#sync.get(topic), topic);
  }

  cashoutStatus(): FeedStatus | null {
    return this.#cashout ? this.#statusOf(this.#cashout.sync, CASHOUT_TOPIC) : null;
  }

  /** Whether the house refused the topic (a match it no longer holds). */
  refused(topic: Topic): boolean {
    return this.#subscriptions.get(topic) === 'rejected';
  }

  followed(): IterableIterator<FeedTopic> {
    return this.#sync.keys();
  }

  isFollowed(topic: FeedTopic): boolean {
    return this.#wanted.has(topic);
  }

  /** Opens the socket: its messages and state changes come here. */
  start(): void {
    this.#options.socket.start({ onMessage: (raw) => void this.ingest(raw), onState: (state) => this.setTransport(state) });
  }

  async stop(): Promise<void> {
    clearTimeout(this.#gapTimer);
    this.#gapTimer = undefined;
    await this.#options.socket.stop();
    this.#transport = 'stopped';
  }

  /** Opens the connection anew (the player changed: the hub reads the session when it opens). */
  reconnect(): void {
    if (this.#transport !== 'stopped') this.#options.socket.reconnect();
  }

  /** Validates and takes one wire message; returns false when it was refused. */
  ingest(raw: unknown): boolean {
    const now = this.#options.now();
    if ((raw as { stream?: unknown } | null)?.stream === CASHOUT_TOPIC) {
      if (!this.#cashout) return true; // not signed in (any more): nothing to check it against
      const result = check(this.#cashout.schema, raw);
      if (!result.ok) return this.#refuse(result.error);
      this.#decideCashout(receive(this.#cashout.sync, result.value, now));
      return true;
    }
    const result = check(feedMessageSchema, raw);
    if (!result.ok) return this.#refuse(result.error);
    const state = this.#sync.get(result.value.stream);
    if (!state) return true; // a topic this engine does not follow (any more)
    this.#decide(result.value.stream, receive(state, result.value, now));
    return true;
  }

  /** The transport's state changed. A reconnect is a new connection: every topic is asked for again. */
  setTransport(state: TransportState): void {
    this.#transport = state;
    this.#options.onChange();
    if (state !== 'started') return;
    for (const topic of this.#sync.keys()) this.#subscribe(topic);
    if (this.#cashout) this.#subscribe(CASHOUT_TOPIC);
  }

  /** Follows a topic for one more reason (a betslip selection, a page). */
  follow(topic: FeedTopic): void {
    const count = this.#wanted.get(topic) ?? 0;
    this.#wanted.set(topic, count + 1);
    if (count > 0) return;
    this.#sync.set(topic, this.#restoredSync(topic));
    if (this.#transport === 'started') this.#subscribe(topic);
  }

  /** Drops one reason to follow a topic; with none left the house stops sending it and its data goes. */
  unfollow(topic: FeedTopic): void {
    const count = this.#wanted.get(topic) ?? 0;
    if (count > 1) return void this.#wanted.set(topic, count - 1);
    if (count === 0 || topic === STREAMS.live) return;
    this.#wanted.delete(topic);
    this.#sync.delete(topic);
    this.#subscriptions.delete(topic);
    this.#resyncRequestedAt.delete(topic);
    this.#options.onDropped(topic);
    if (this.#transport === 'started') void this.#options.socket.unsubscribe(topic).catch(() => undefined);
    this.#options.onChange();
  }

  /** Follows the player's cashout topic (`schema` validates it), or stops (null). */
  setCashout(schema: GenericSchema<unknown, CashoutMessage> | null): void {
    this.#cashout = schema ? { sync: initialSync<CashoutMessage>(), schema } : null;
    this.#subscriptions.delete(CASHOUT_TOPIC);
    this.#options.onChange();
  }

  /** Asks again for resyncs that have waited too long (a refused topic waits for a reconnect). */
  retryOverdue(): void {
    const retry = (topic: Topic, s: StreamSync) => {
      const due = this.#options.now() - (this.#resyncRequestedAt.get(topic) ?? 0) > RESYNC_RETRY_MS;
      if (this.#transport === 'started' && s.resyncing && due && this.#subscriptions.get(topic) !== 'rejected') this.#subscribe(topic);
    };
    for (const [topic, s] of this.#sync) retry(topic, s);
    if (this.#cashout) retry(CASHOUT_TOPIC, this.#cashout.sync);
  }

  /** The epochs of the followed topics, for the stored book. */
  epochs(): Partial<Record<FeedTopic, string>> {
    const epochs: Partial<Record<FeedTopic, string>> = {};
    for (const [topic, s] of this.#sync) if (s.epoch !== null) epochs[topic] = s.epoch;
    return epochs;
  }

  inspect() {
    return { sync: new Map(this.#sync), subscriptions: new Map(this.#subscriptions), cashout: this.#cashout?.sync ?? null };
  }

  #restoredSync(topic: FeedTopic): StreamSync<FeedMessage> {
    const { epoch, seq } = this.#options.restored(topic);
    return initialSync(epoch, seq);
  }

  #statusOf(s: StreamSync | undefined, topic: Topic): FeedStatus {
    if (!s || s.seq < 0) return 'connecting';
    if (this.#transport !== 'started') return 'reconnecting';
    if (this.#subscriptions.get(topic) === 'rejected') return 'stale';
    if (s.resyncing || s.epoch === null || this.#options.now() - s.heardAt > STALE_AFTER_MS) return 'stale';
    return 'live';
  }

  #subscribe(topic: Topic): void {
    let s: StreamSync;
    if (topic === CASHOUT_TOPIC) {
      if (!this.#cashout) return;
      s = this.#cashout.sync = syncRequested(this.#cashout.sync);
    } else {
      const state = this.#sync.get(topic);
      if (!state) return;
      s = syncRequested(state);
      this.#sync.set(topic, s as StreamSync<FeedMessage>);
    }
    this.#subscriptions.set(topic, 'pending');
    this.#resyncRequestedAt.set(topic, this.#options.now());
    this.#options.socket.subscribe(topic, s.seq < 0 ? null : s.seq, s.epoch).then(
      () => this.#subscriptions.set(topic, 'fulfilled'),
      (error: unknown) => this.#refused(topic, error),
    );
  }

  #refused(topic: Topic, error: unknown): void {
    this.#subscriptions.set(topic, 'rejected');
    // Refused by the house (a match it no longer holds): what we held of the topic is gone there too.
    if (error instanceof SubscriptionRefused && topic !== CASHOUT_TOPIC && this.#sync.has(topic)) {
      this.#sync.set(topic, initialSync());
      this.#options.onDropped(topic);
    }
    this.#options.onChange();
  }

  #armGapTimer(): void {
    if (this.#gapTimer !== undefined) return;
    this.#gapTimer = setTimeout(() => {
      this.#gapTimer = undefined;
      const now = this.#options.now();
      for (const [topic, s] of this.#sync) this.#decide(topic, gapTimedOut(s, now));
      if (this.#cashout) this.#decideCashout(gapTimedOut(this.#cashout.sync, now));
    }, GAP_WAIT_MS);
  }

  #decide(topic: FeedTopic, decision: SyncDecision<FeedMessage>): void {
    this.#sync.set(topic, decision.state);
    if (decision.apply.length > 0) this.#options.onFeed(decision.apply);
    if (decision.resync && this.#transport === 'started') this.#subscribe(topic);
    if (decision.state.pending.size > 0) this.#armGapTimer();
    this.#options.onChange();
  }

  #decideCashout(decision: SyncDecision<CashoutMessage>): void {
    if (!this.#cashout) return;
    this.#cashout.sync = decision.state;
    if (decision.apply.length > 0) this.#options.onCashout(decision.apply);
    if (decision.resync && this.#transport === 'started') this.#subscribe(CASHOUT_TOPIC);
    if (decision.state.pending.size > 0) this.#armGapTimer();
    this.#options.onChange();
  }

  #refuse(failure: ValidationFailure): false {
    this.#options.onInvalid(failure);
    return false;
  }
}
