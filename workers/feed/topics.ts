/**
 * Topic bookkeeping: which topics are followed and why, where each stands (stream-sync.ts, the pure
 * ordering and resync machine), the hub subscriptions that follow from that, and the timers that
 * time gaps out and retry resyncs. Raw wire messages come in here, are validated, ordered and
 * passed on in order; everything else the engine does is downstream of this.
 */
import type { GenericSchema } from 'valibot';
import { feedMessageSchema, type FeedMessage } from '../../schemas/feed.ts';
import { parseTopic, STREAMS, type FeedTopic, type Topic } from '../../schemas/protocol.ts';
import { check, type ValidationFailure } from '../../schemas/validate.ts';
import type { FeedStatus } from './contract.ts';
import { SubscriptionRefused, type FeedSocket, type TransportState } from './socket.ts';
import { gapTimedOut, initialSync, receive, syncRequested, type StreamSync, type SyncDecision, type SyncMessage } from './stream-sync.ts';

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
  /** A topic let go or refused: what was held of it goes. */
  readonly onDropped: (topic: FeedTopic) => void;
  /** Anything a view shows may have changed. */
  readonly onChange: () => void;
  readonly onInvalid: (failure: ValidationFailure) => void;
};

/** Topics outside the sports feed: the player's cashout topic and the live tables (`table/{key}`). */
export type SideTopic = Exclude<Topic, FeedTopic>;
const isSideTopic = (stream: unknown): stream is SideTopic => {
  const kind = typeof stream === 'string' ? parseTopic(stream)?.kind : undefined;
  return kind === 'cashout' || kind === 'table';
};

/** A side topic followed: its schema (its code loads when first needed) and where its ordered messages go. */
type Side<M extends SyncMessage = SyncMessage> = {
  sync: StreamSync<M>;
  readonly schema: GenericSchema<unknown, M>;
  readonly apply: (messages: readonly M[]) => void;
};

/** The followed topics and where each stands; one per engine. */
export class Topics {
  /** The topics followed, with how many reasons there are to follow each (the live feed always). */
  readonly #wanted = new Map<FeedTopic, number>([[STREAMS.live, 1]]);
  readonly #sync = new Map<FeedTopic, StreamSync<FeedMessage>>();
  readonly #subscriptions = new Map<Topic, SubscriptionStatus>();
  readonly #resyncRequestedAt = new Map<Topic, number>();
  /** Side topics followed: the cashout topic while a player is signed in, the live tables watched. */
  readonly #side = new Map<SideTopic, Side>();
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

  /** A side topic's status; null when it is not followed. */
  sideStatus(topic: SideTopic): FeedStatus | null {
    const side = this.#side.get(topic);
    return side ? this.#statusOf(side.sync, topic) : null;
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
    const stream = (raw as { stream?: unknown } | null)?.stream;
    if (isSideTopic(stream)) {
      const side = this.#side.get(stream);
      if (!side) return true; // not followed (any more): nothing to check it against
      const result = check(side.schema, raw);
      if (!result.ok) return this.#refuse(result.error);
      this.#decideSide(stream, side, receive(side.sync, result.value, now));
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
    for (const topic of this.#side.keys()) this.#subscribe(topic);
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

  /** Follows a side topic from scratch: `schema` validates its messages, `apply` takes them in order. */
  followSide<M extends SyncMessage>(topic: SideTopic, schema: GenericSchema<unknown, M>, apply: (messages: readonly M[]) => void, subscribeNow = true): void {
    this.#side.set(topic, { sync: initialSync<M>(), schema, apply } as unknown as Side);
    this.#subscriptions.delete(topic);
    if (subscribeNow && this.#transport === 'started') this.#subscribe(topic);
    this.#options.onChange();
  }

  /** Stops following a side topic: the house stops sending it. */
  unfollowSide(topic: SideTopic): void {
    if (!this.#side.delete(topic)) return;
    this.#subscriptions.delete(topic);
    this.#resyncRequestedAt.delete(topic);
    if (this.#transport === 'started') void this.#options.socket.unsubscribe(topic).catch(() => undefined);
    this.#options.onChange();
  }

  /** Asks again for resyncs that have waited too long (a refused topic waits for a reconnect). */
  retryOverdue(): void {
    const retry = (topic: Topic, s: StreamSync) => {
      const due = this.#options.now() - (this.#resyncRequestedAt.get(topic) ?? 0) > RESYNC_RETRY_MS;
      if (this.#transport === 'started' && s.resyncing && due && this.#subscriptions.get(topic) !== 'rejected') this.#subscribe(topic);
    };
    for (const [topic, s] of this.#sync) retry(topic, s);
    for (const [topic, side] of this.#side) retry(topic, side.sync);
  }

  /** The epochs of the followed topics, for the stored book. */
  epochs(): Partial<Record<FeedTopic, string>> {
    const epochs: Partial<Record<FeedTopic, string>> = {};
    for (const [topic, s] of this.#sync) if (s.epoch !== null) epochs[topic] = s.epoch;
    return epochs;
  }

  inspect() {
    return { sync: new Map(this.#sync), subscriptions: new Map(this.#subscriptions), side: new Map([...this.#side].map(([topic, side]) => [topic, side.sync])) };
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
    if (isSideTopic(topic)) {
      const side = this.#side.get(topic);
      if (!side) return;
      s = side.sync = syncRequested(side.sync);
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
    if (error instanceof SubscriptionRefused && !isSideTopic(topic) && this.#sync.has(topic)) {
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
      for (const [topic, side] of this.#side) this.#decideSide(topic, side, gapTimedOut(side.sync, now));
    }, GAP_WAIT_MS);
  }

  #decide(topic: FeedTopic, decision: SyncDecision<FeedMessage>): void {
    this.#sync.set(topic, decision.state);
    if (decision.apply.length > 0) this.#options.onFeed(decision.apply);
    if (decision.resync && this.#transport === 'started') this.#subscribe(topic);
    if (decision.state.pending.size > 0) this.#armGapTimer();
    this.#options.onChange();
  }

  #decideSide(topic: SideTopic, side: Side, decision: SyncDecision): void {
    side.sync = decision.state;
    if (decision.apply.length > 0) side.apply(decision.apply);
    if (decision.resync && this.#transport === 'started') this.#subscribe(topic);
    if (decision.state.pending.size > 0) this.#armGapTimer();
    this.#options.onChange();
  }

  #refuse(failure: ValidationFailure): false {
    this.#options.onInvalid(failure);
    return false;
  }
}
