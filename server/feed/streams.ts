/**
 * Turns the simulator's output into sequenced topic messages (schemas/feed.ts): one `events`
 * message per topic per tick, numbered per topic within its epoch, stamped with the house's emit
 * time; a heartbeat per topic every second; and the resync answer for a subscriber.
 *
 * The three feeds and their sport topics carry each match's preview markets (preview-cut.ts); a
 * match topic carries all of them. The three feeds always run. Topics cut from them (a sport, a match: derived-topics.ts) start on
 * their first subscriber and end a while after their last one leaves; each run of such a topic has
 * an epoch of its own, so a client can never splice two runs' sequences together.
 */
import { randomUUID } from 'node:crypto';
import type { EventsMessage, FeedEvent, FeedMessage, HeartbeatMessage, PriceTrail, SnapshotMessage, StreamSnapshot } from '../../schemas/feed.ts';
import { parseTopic, PROTOCOL_VERSION, STREAM_NAMES, type FeedTopic, type StreamName } from '../../schemas/protocol.ts';
import { derivedTopic, indexTick, type DerivedTopic, type TickIndex } from './derived-topics.ts';
import { createStreamHistory, type StreamHistory } from './history.ts';
import { PreviewCut, previewSnapshot } from './preview-cut.ts';
import { PriceTrails } from './price-trails.ts';
import type { FeedSimulator } from './simulator/index.ts';
import { ERROR_CODES, type ErrorCode } from '../../schemas/errors.ts';

export type FeedStreams = {
  /** The epoch of the three feeds (one per run of the house). */
  readonly epoch: string;
  /** Advances the simulation by `dtMs`, publishes what each topic emitted, and returns the simulator's own output (all markets). */
  advance(dtMs: number): Record<StreamName, FeedEvent[]>;
  /** Publishes a heartbeat on every topic, and ends derived topics nobody watched for a while. */
  heartbeat(): void;
  snapshotMessage(topic: FeedTopic): SnapshotMessage;
  /**
   * A topic's snapshot for a REST read: a running topic's own, else computed on the spot without
   * starting the topic (a guest's GET must not take a place in the topic budget). Refuses sports and
   * matches the catalogue lacks.
   */
  peekSnapshot(topic: FeedTopic): SnapshotMessage;
  /**
   * What a subscriber standing at (`epoch`, `lastSeq`) needs to be current: the missing tail when
   * this house still holds it, otherwise a snapshot. Starts a derived topic if it is not running.
   */
  resync(topic: FeedTopic, lastSeq: number | null, epoch: string | null): FeedMessage[];
  seq(topic: FeedTopic): number;
  /** Every topic running now: the three feeds, then the derived topics. */
  topics(): FeedTopic[];
  /** Derived topics running now. */
  readonly derivedCount: number;
};

/** A topic the house will not serve now: a code from the table (topic-refused unless said), and words for people. */
export class TopicRefused extends Error {
  constructor(
    message: string,
    readonly code: ErrorCode = ERROR_CODES.topicRefused,
  ) {
    super(message);
  }
}

export type FeedStreamsOptions = {
  readonly emitTime?: () => number;
  /** Events messages kept per topic for resync (default 1,200: a minute at 20 per second). */
  readonly historySize?: number;
  readonly epoch?: string;
  /** Whether anyone subscribes to a topic now; derived topics unwatched for `lingerMs` end. */
  readonly watched?: (topic: FeedTopic) => boolean;
  readonly lingerMs?: number;
  /**
   * Match topics running at once, at most (a bound on what clients can make the house hold). Sport
   * topics have a pool of their own (`maxSportTopics`), so they can never crowd out a betslip's
   * match topics; both only ever hold ids the catalogue has.
   */
  readonly maxDerived?: number;
  readonly maxSportTopics?: number;
  /** Where each feed's numbering starts (default 0): a cluster's new producer run goes on from the last seq sent in the epoch. */
  readonly startSeqs?: Partial<Record<StreamName, number>>;
  /** Derived topics' epochs are `{prefix}.{n}` (default the epoch): unique per producer in a cluster, whose epoch outlives a producer. */
  readonly derivedEpochPrefix?: string;
};

/** A topic's numbering and recent messages. */
type Channel = { readonly epoch: string; seq: number; readonly history: StreamHistory };

type Derived = Channel & { readonly kind: 'sport' | 'match'; readonly topic: DerivedTopic; unwatchedSince: number | null };

export const DERIVED_LINGER_MS = 60_000;
export const MAX_DERIVED_TOPICS = 5_000;
export const MAX_SPORT_TOPICS = 1_000;
/** How long a feed's list of sport ids is reused before it is read again. */
const SPORT_IDS_TTL_MS = 1_000;

export function createFeedStreams(
  simulator: Pick<FeedSimulator, 'snapshot' | 'matchSnapshot' | 'step'>,
  publish: (message: EventsMessage | HeartbeatMessage) => void,
  options: FeedStreamsOptions = {},
): FeedStreams {
  const emitTime = options.emitTime ?? Date.now;
  const epoch = options.epoch ?? randomUUID();
  const historySize = options.historySize ?? 1200;
  const channel = (channelEpoch: string, seq = 0): Channel => ({ epoch: channelEpoch, seq, history: createStreamHistory(historySize) });
  const feeds = Object.fromEntries(STREAM_NAMES.map((name) => [name, channel(epoch, options.startSeqs?.[name] ?? 0)])) as Record<StreamName, Channel>;
  const derivedEpochPrefix = options.derivedEpochPrefix ?? epoch;
  const derived = new Map<FeedTopic, Derived>();
  const running = { sport: 0, match: 0 };
  let derivedRuns = 0;
  const sportIds = new Map<StreamName, { at: number; ids: Set<number> }>();
  const priceTrails = new PriceTrails();
  const cuts = Object.fromEntries(STREAM_NAMES.map((name) => [name, new PreviewCut(simulator.snapshot(name))])) as Record<StreamName, PreviewCut>;

  /** Whether the feed's catalogue has this sport (read at most once a second per feed). */
  function knownSport(stream: StreamName, sportId: number): boolean {
    const now = Date.now();
    let known = sportIds.get(stream);
    if (!known || now - known.at > SPORT_IDS_TTL_MS) sportIds.set(stream, (known = { at: now, ids: new Set(feedSnapshot(stream).Sports.map((s) => s.ID)) }));
    return known.ids.has(sportId);
  }

  type DerivedParsed = Extract<NonNullable<ReturnType<typeof parseTopic>>, { kind: 'sport' | 'match' }>;
  function refuseUnknown(parsed: DerivedParsed): void {
    if (parsed.kind === 'match' && simulator.matchSnapshot(parsed.matchId) === null) throw new TopicRefused(`no match ${parsed.matchId} in play or before kick-off`);
    if (parsed.kind === 'sport' && !knownSport(parsed.stream, parsed.sportId)) throw new TopicRefused(`no sport ${parsed.sportId} in the ${parsed.stream} feed`);
  }

  const feedSnapshot = (stream: StreamName): StreamSnapshot => previewSnapshot(simulator.snapshot(stream));
  const envelope = (topic: FeedTopic, c: Channel) => ({ v: PROTOCOL_VERSION as typeof PROTOCOL_VERSION, stream: topic, epoch: c.epoch, seq: c.seq, ts: emitTime() });

  function emit(topic: FeedTopic, c: Channel, events: FeedEvent[]): void {
    if (events.length === 0) return;
    c.seq += 1;
    const message: EventsMessage = { ...envelope(topic, c), type: 'events', events };
    c.history.push(message);
    publish(message);
  }

  function channelOf(topic: FeedTopic): Channel | Derived {
    const parsed = parseTopic(topic);
    if (!parsed || parsed.kind === 'cashout' || parsed.kind === 'table') throw new TopicRefused(`${topic} is not a feed topic`);
    if (parsed.kind === 'stream') return feeds[parsed.stream];
    let d = derived.get(topic);
    if (!d) {
      const limit = parsed.kind === 'match' ? (options.maxDerived ?? MAX_DERIVED_TOPICS) : (options.maxSportTopics ?? MAX_SPORT_TOPICS);
      refuseUnknown(parsed);
      if (running[parsed.kind] >= limit) throw new TopicRefused('the house is following too many topics; try again later');
      d = { ...channel(`${derivedEpochPrefix}.${++derivedRuns}`), kind: parsed.kind, topic: derivedTopic(parsed, feedSnapshot, (id) => simulator.matchSnapshot(id)), unwatchedSince: null };
      derived.set(topic, d);
      running[parsed.kind]++;
    }
    return d;
  }

  function peekSnapshot(topic: FeedTopic): SnapshotMessage {
    const parsed = parseTopic(topic);
    if (!parsed || parsed.kind === 'cashout' || parsed.kind === 'table') throw new TopicRefused(`${topic} is not a feed topic`);
    if (parsed.kind === 'stream' || derived.has(topic)) return snapshotMessage(topic);
    refuseUnknown(parsed);
    const once = derivedTopic(parsed, feedSnapshot, (id) => simulator.matchSnapshot(id));
    // Not a run of the topic: an epoch no run has, so a subscriber starting from it gets a snapshot.
    const c: Channel = { epoch: `${epoch}.rest`, seq: 0, history: createStreamHistory(1) };
    return { ...envelope(topic, c), type: 'snapshot', snapshot: once.snapshot(feedSnapshot), ...trailsOf(parsed) };
  }

  function snapshotMessage(topic: FeedTopic): SnapshotMessage {
    const c = channelOf(topic);
    const parsed = parseTopic(topic);
    const snapshot = parsed?.kind === 'stream' ? feedSnapshot(parsed.stream) : (c as Derived).topic.snapshot(feedSnapshot);
    return { ...envelope(topic, c), type: 'snapshot', snapshot, ...trailsOf(parsed) };
  }

  /** A match topic's snapshot carries the recent movement of the match's prices. */
  function trailsOf(parsed: ReturnType<typeof parseTopic>): { trails?: PriceTrail[] } {
    if (parsed?.kind !== 'match') return {};
    const trails = priceTrails.of(parsed.matchId);
    return trails.length > 0 ? { trails } : {};
  }

  function endUnwatched(now: number): void {
    const watched = options.watched;
    if (!watched) return;
    for (const [topic, d] of derived) {
      if (watched(topic)) d.unwatchedSince = null;
      else if (d.unwatchedSince === null) d.unwatchedSince = now;
      else if (now - d.unwatchedSince >= (options.lingerMs ?? DERIVED_LINGER_MS)) {
        derived.delete(topic);
        running[parseTopic(topic)?.kind === 'match' ? 'match' : 'sport']--;
      }
    }
  }

  return {
    epoch,
    advance(dtMs) {
      const emitted = simulator.step(dtMs);
      const at = emitTime();
      for (const stream of STREAM_NAMES) priceTrails.record(emitted[stream], at);
      const previews = Object.fromEntries(STREAM_NAMES.map((s) => [s, cuts[s].events(emitted[s])])) as Record<StreamName, FeedEvent[]>;
      for (const stream of STREAM_NAMES) emit(stream, feeds[stream], previews[stream]);
      if (derived.size === 0) return emitted;
      const index = (events: Record<StreamName, FeedEvent[]>) => Object.fromEntries(STREAM_NAMES.map((s) => [s, indexTick(events[s])])) as Record<StreamName, TickIndex>;
      const ticks = { sport: index(previews), match: index(emitted) };
      for (const [topic, d] of derived) emit(topic, d, d.topic.take(ticks[d.kind]));
      return emitted;
    },
    heartbeat() {
      for (const stream of STREAM_NAMES) publish({ ...envelope(stream, feeds[stream]), type: 'heartbeat' });
      for (const [topic, d] of derived) publish({ ...envelope(topic, d), type: 'heartbeat' });
      endUnwatched(emitTime());
    },
    snapshotMessage,
    peekSnapshot,
    resync(topic, lastSeq, clientEpoch) {
      const c = channelOf(topic);
      if (clientEpoch === c.epoch && lastSeq !== null) {
        const tail = c.history.since(lastSeq);
        if (tail) return tail;
      }
      return [snapshotMessage(topic)];
    },
    seq: (topic) => channelOf(topic).seq,
    topics: () => [...STREAM_NAMES, ...derived.keys()],
    get derivedCount() {
      return derived.size;
    },
  };
}

export const HEARTBEAT_INTERVAL_MS = 1000;

export type FeedClock = {
  stop(): void;
  /** Holds the simulation still (heartbeats go on), so a check can compare a client with the house. */
  pause(): void;
  resume(): void;
};

export type FeedClockHooks = {
  /** Runs after every advance of the simulation, with the simulator's output (all markets). */
  readonly afterStep?: (emitted: Record<StreamName, FeedEvent[]>) => void;
  /** Runs after every round of heartbeats. */
  readonly afterHeartbeat?: () => void;
  readonly now?: () => number;
  /** Simulated ms per real ms (default 1): 60 plays a simulated minute per real second. */
  readonly timeScale?: number;
};

/** Drives the streams on real time, with heartbeats. */
export function runFeedClock(streams: FeedStreams, tickMs: number, hooks: FeedClockHooks = {}): FeedClock {
  const now = hooks.now ?? Date.now;
  const scale = hooks.timeScale ?? 1;
  let last = now();
  let paused = false;
  const tick = setInterval(() => {
    const t = now();
    if (!paused) {
      const emitted = streams.advance(Math.max(0, Math.round((t - last) * scale)));
      hooks.afterStep?.(emitted);
    }
    last = t;
  }, tickMs);
  const beat = setInterval(() => {
    streams.heartbeat();
    hooks.afterHeartbeat?.();
  }, HEARTBEAT_INTERVAL_MS);
  return {
    stop() {
      clearInterval(tick);
      clearInterval(beat);
    },
    pause: () => void (paused = true),
    resume: () => void (paused = false),
  };
}
