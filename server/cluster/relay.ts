/**
 * A hub node's side of the cluster: it reads every topic's messages from JetStream (bus.ts) and
 * serves them to its own clients exactly as the producer numbered them, so every node speaks of a
 * topic with the same epoch, seq and bytes, and a client that moves node resumes with a tail.
 *
 * Per topic it keeps the recent messages (the stream keeps as many per subject, so a node started
 * late holds the same tail as one that ran all along) and knows where the latest stored snapshot
 * stands; a subscriber with no usable tail gets that snapshot, fetched from the object store, and
 * the messages since. It also folds the simulator's raw steps into the node's replica (replica.ts)
 * and turns the producer's beat into heartbeats for its clients.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { DeliverPolicy, type ConsumerMessages } from '@nats-io/jetstream';
import { PROTOCOL_VERSION, STREAM_NAMES, parseTopic, type Topic } from '../../schemas/protocol.ts';
import { ERROR_CODES, type ErrorCode } from '../../schemas/errors.ts';
import type { FeedReplica, RawSnapshot, RawTick } from '../feed/replica.ts';
import { createStreamHistory, type StreamHistory } from '../feed/history.ts';
import { HEARTBEAT_INTERVAL_MS, TopicRefused } from '../feed/streams.ts';
import { FEED_HISTORY, loadSnapshot, pack, RAW_SNAPSHOT_OBJECT, snapshotObject, unpack, type ClusterBus } from './bus.ts';
import type { Beat, RawEntry, Sequenced, StartAnswer, StoredNotice, TopicEntry } from './wire.ts';

export type TopicRelay = {
  /**
   * Gets the topic ready for `resync`: asks the producer to start a sport or match topic nobody on
   * this node follows, and fetches a snapshot when the subscriber has no tail here. Throws
   * TopicRefused.
   */
  prepare(topic: Topic, lastSeq: number | null, epoch: string | null): Promise<void>;
  /** What a subscriber at (epoch, lastSeq) needs now (after `prepare`), taken in the same step as it joins the group. */
  resync(topic: Topic, lastSeq: number | null, epoch: string | null): Sequenced[];
  /** Resolves once the stream has been read up to where it stood when the relay started. */
  readonly caughtUp: Promise<void>;
  stop(): Promise<void>;
};

export type RelayDeps = {
  readonly bus: ClusterBus;
  readonly replica: FeedReplica;
  /** Sends a topic message to this node's subscribers of the topic. */
  readonly broadcast: (topic: Topic, message: Sequenced) => void;
  /** This node's subscribers of a topic. */
  readonly subscribers: (topic: Topic) => number;
  /** Each raw step, once the replica holds it (the betting re-prices on it). */
  readonly onTick?: (tick: RawTick) => void;
  readonly log: { warn(data: object, message: string): void };
};

type Channel = {
  readonly epoch: string;
  seq: number;
  history: StreamHistory<Sequenced>;
  /** The seq before the oldest message held (a tail can start from here). */
  base: number;
  /** The newest snapshot the producer has stored for this run, and when the notice came. */
  stored: number | null;
  storedAt: number;
  /** The snapshot fetched last, while it can still be followed by the history. */
  snapshot: Sequenced | null;
  /** When the producer's beat last listed the topic. */
  beatAt: number;
  /** A new run's snapshot is being fetched for this node's subscribers: its events wait in the history, to follow it. */
  holding: boolean;
};

/** How long a subscriber waits for the producer to start a topic, or for a snapshot to be usable. */
const START_TIMEOUT_MS = 5_000;
const SNAPSHOT_ATTEMPTS = 20;
const SNAPSHOT_RETRY_MS = 250;
/** A topic the producer's beat has not listed for this long is taken to have ended. */
const BEAT_STALE_MS = 3 * HEARTBEAT_INTERVAL_MS;

const isFeed = (topic: Topic) => (STREAM_NAMES as readonly string[]).includes(topic);
const isDerived = (topic: Topic) => {
  const kind = parseTopic(topic)?.kind;
  return kind === 'sport' || kind === 'match';
};

export async function startRelay(deps: RelayDeps): Promise<TopicRelay> {
  const { bus, replica } = deps;
  const channels = new Map<Topic, Channel>();
  const waiters = new Map<Topic, Set<() => void>>();
  let rawRun: number | null = null;
  let rawStale = true;
  let rawFetch: Promise<void> | null = null;
  const rawBuffer: RawTick[] = [];

  const wake = (topic: Topic) => {
    for (const resolve of waiters.get(topic) ?? []) resolve();
    waiters.delete(topic);
  };
  const changed = (topic: Topic, timeoutMs: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        waiters.get(topic)?.delete(done);
        resolve();
      }, timeoutMs);
      if (!waiters.has(topic)) waiters.set(topic, new Set());
      waiters.get(topic)!.add(done);
    });

  const newChannel = (topic: Topic, epoch: string, seq: number): Channel => {
    const c: Channel = { epoch, seq, history: createStreamHistory(FEED_HISTORY), base: seq, stored: null, storedAt: 0, snapshot: null, beatAt: Date.now(), holding: false };
    channels.set(topic, c);
    return c;
  };

  function onEvents(topic: Topic, message: Sequenced): void {
    let c = channels.get(topic);
    if (!c || c.epoch !== message.epoch) c = newChannel(topic, message.epoch, message.seq - 1);
    if (message.seq <= c.seq) return; // sent again by a producer that took over
    if (message.seq > c.seq + 1) {
      // A gap (the node read from mid-stream): the tail starts over here.
      c.history = createStreamHistory(FEED_HISTORY);
      c.base = message.seq - 1;
      c.snapshot = null;
    }
    c.seq = message.seq;
    c.history.push(message);
    if (!c.holding && deps.subscribers(topic) > 0) deps.broadcast(topic, message);
    wake(topic);
  }

  function onStored(topic: Topic, notice: StoredNotice): void {
    let c = channels.get(topic);
    const restart = !c || c.epoch !== notice.epoch || (notice.restart && notice.seq > c.seq);
    if (restart) c = newChannel(topic, notice.epoch, notice.seq);
    c!.stored = Math.max(c!.stored ?? notice.seq, notice.seq);
    c!.storedAt = Date.now();
    wake(topic);
    // A new run's subscribers here get its snapshot now instead of finding the gap themselves.
    if (restart && notice.restart && deps.subscribers(topic) > 0) {
      const held = c!;
      held.holding = true;
      void usableSnapshot(topic)
        .then((ready) => {
          if (ready && held.snapshot && channels.get(topic) === held) for (const m of [held.snapshot, ...(after(held, held.snapshot.seq) ?? [])]) deps.broadcast(topic, m);
        })
        .catch((error: unknown) => deps.log.warn({ err: error, topic }, 'restart snapshot not sent'))
        .finally(() => (held.holding = false));
    }
  }

  /** Whether a snapshot of `c` at `seq` can be followed by the history to the present. */
  const follows = (c: Channel, seq: number) => seq >= c.base && seq <= c.seq;
  /** The messages after `seq` (which `follows`), oldest first. */
  const after = (c: Channel, seq: number): Sequenced[] | null => (seq === c.seq ? [] : c.history.since(seq));

  /** Fetches the stored snapshot until one follows on (the relay may be behind it, or it behind the history). */
  async function usableSnapshot(topic: Topic): Promise<boolean> {
    for (let attempt = 0; attempt < SNAPSHOT_ATTEMPTS; attempt++) {
      const c = channels.get(topic);
      if (!c) return false;
      // The cached snapshot while it is the newest stored (else fetch the newer: a shorter tail to send).
      if (c.snapshot && c.snapshot.epoch === c.epoch && c.snapshot.seq >= (c.stored ?? 0) && follows(c, c.snapshot.seq)) return true;
      const found = await loadSnapshot<Sequenced>(bus.snapshots, snapshotObject(topic));
      const now = channels.get(topic);
      if (found && now && found.epoch === now.epoch && follows(now, found.seq)) {
        now.snapshot = found;
        return true;
      }
      await sleep(SNAPSHOT_RETRY_MS);
    }
    return false;
  }

  async function startAtProducer(topic: Topic): Promise<void> {
    let answer: StartAnswer;
    try {
      answer = unpack<StartAnswer>((await bus.nc.request(bus.names.subjects.start, topic, { timeout: START_TIMEOUT_MS })).data);
    } catch {
      throw new TopicRefused('the feed producer did not answer; try again', ERROR_CODES.tryAgain);
    }
    if (!answer.ok) throw new TopicRefused(answer.message, answer.code as ErrorCode);
  }

  // The raw steps: applied in order; a step that does not follow on (a node that just started, a
  // new run) waits in the buffer while the raw snapshot is fetched.
  function onRaw(entry: RawEntry): void {
    if (entry.type === 'stored') {
      if (rawStale) fetchRaw();
      return;
    }
    if (!rawStale && entry.run === rawRun && replica.apply(entry.tick)) return deps.onTick?.(entry.tick);
    rawStale = true;
    rawBuffer.push(entry.tick);
    if (rawBuffer.length > FEED_HISTORY) rawBuffer.shift();
    rawRun = entry.run;
    fetchRaw();
  }
  function fetchRaw(): void {
    rawFetch ??= loadSnapshot<RawSnapshot & { run?: number }>(bus.snapshots, RAW_SNAPSHOT_OBJECT)
      .then((snapshot) => {
        if (!snapshot) return;
        replica.reset(snapshot);
        const later = rawBuffer.filter((t) => t.step > snapshot.step);
        rawBuffer.length = 0;
        rawStale = !later.every((t) => replica.apply(t));
      })
      .catch((error: unknown) => deps.log.warn({ err: error }, 'raw snapshot not read'))
      .finally(() => (rawFetch = null));
  }

  const restarting = new Set<Topic>();
  function onBeat(beat: Beat): void {
    const at = Date.now();
    const running = new Set<Topic>();
    for (const [topic] of beat.topics) {
      running.add(topic);
      const c = channels.get(topic);
      if (!c) continue;
      c.beatAt = at;
      if (deps.subscribers(topic) > 0) deps.broadcast(topic, { v: PROTOCOL_VERSION, type: 'heartbeat', stream: topic, epoch: c.epoch, seq: c.seq, ts: at } as Sequenced);
    }
    // A producer that took over runs none of the last one's sport and match topics: those held
    // here are asked for again, and their subscribers get the new run's snapshot (onStored).
    for (const topic of channels.keys()) {
      if (!isDerived(topic) || running.has(topic) || restarting.has(topic) || deps.subscribers(topic) === 0) continue;
      restarting.add(topic);
      startAtProducer(topic)
        .catch((error: unknown) => deps.log.warn({ err: error, topic }, 'topic not started again'))
        .finally(() => restarting.delete(topic));
    }
    // Channels nobody here holds and the producer no longer runs are let go.
    for (const [topic, c] of channels) if (at - c.beatAt > 20 * BEAT_STALE_MS && deps.subscribers(topic) === 0) channels.delete(topic);
  }

  // Caught up once the stream's last message at start (or a later one) has been read. The
  // consumer's pending count is not used: nats-server 2.9 over-counts it on a stream whose subjects
  // hit their limits, and a node joining a running house would never open.
  const info = await bus.jsm.streams.info(bus.names.stream);
  const lastAtStart = info.state.messages === 0 ? 0 : info.state.last_seq;
  let markCaughtUp: () => void = () => {};
  const caughtUp = new Promise<void>((resolve) => (markCaughtUp = resolve));
  if (lastAtStart === 0) markCaughtUp();
  const consumer = await bus.js.consumers.get(bus.names.stream, { deliver_policy: DeliverPolicy.All });
  const messages: ConsumerMessages = await consumer.consume();
  const reading = (async () => {
    for await (const m of messages) {
      try {
        if (m.subject === bus.names.subjects.raw) onRaw(unpack<RawEntry>(m.data));
        else {
          const topic = bus.names.topicOfSubject(m.subject);
          if (topic === null) continue;
          const entry = unpack<TopicEntry>(m.data);
          if (entry.type === 'stored') onStored(topic, entry);
          else onEvents(topic, entry);
        }
      } catch (error) {
        deps.log.warn({ err: error, subject: m.subject }, 'cluster message not read');
      }
      if (m.seq >= lastAtStart) markCaughtUp();
    }
  })();

  const beats = bus.nc.subscribe(bus.names.subjects.beat, { callback: (_error, msg) => onBeat(unpack<Beat>(msg.data)) });
  const watching = setInterval(() => {
    const held = [...channels.keys()].filter((topic) => isDerived(topic) && deps.subscribers(topic) > 0);
    if (held.length > 0) bus.nc.publish(bus.names.subjects.watching, pack(held));
  }, HEARTBEAT_INTERVAL_MS);

  const tail = (c: Channel, lastSeq: number | null, epoch: string | null) => (epoch === c.epoch && lastSeq !== null && follows(c, lastSeq) ? after(c, lastSeq) : null);

  return {
    caughtUp,
    async prepare(topic, lastSeq, epoch) {
      await caughtUp;
      const known = channels.get(topic);
      if (!(known && known.stored !== null && (isFeed(topic) || Date.now() - known.beatAt < BEAT_STALE_MS))) {
        // Not running: a sport or match topic is asked for, and its notice (after the asking) awaited;
        // a feed or table topic is awaited as it comes (a node just started, a producer taking over).
        const asked = Date.now();
        if (isDerived(topic)) await startAtProducer(topic);
        const since = isDerived(topic) ? asked : 0;
        for (let waited = 0; waited < START_TIMEOUT_MS && !((channels.get(topic)?.storedAt ?? -1) >= since && channels.get(topic)?.stored != null); waited += 100) {
          await changed(topic, 100);
        }
      }
      const c = channels.get(topic);
      if (!c || c.stored === null) throw new TopicRefused(`${topic} is not being sent yet; try again`, ERROR_CODES.tryAgain);
      if (tail(c, lastSeq, epoch)) return;
      if (!(await usableSnapshot(topic))) throw new TopicRefused(`no snapshot of ${topic} yet; try again`, ERROR_CODES.tryAgain);
    },
    resync(topic, lastSeq, epoch) {
      const c = channels.get(topic);
      if (!c) throw new TopicRefused(`${topic} is not being sent yet; try again`, ERROR_CODES.tryAgain);
      const found = tail(c, lastSeq, epoch);
      if (found) return found;
      const since = c.snapshot && c.snapshot.epoch === c.epoch && follows(c, c.snapshot.seq) ? after(c, c.snapshot.seq) : null;
      if (!c.snapshot || !since) throw new TopicRefused(`${topic} moved on; try again`, ERROR_CODES.tryAgain);
      return [c.snapshot, ...since];
    },
    async stop() {
      clearInterval(watching);
      beats.unsubscribe();
      await messages.close();
      await reading;
    },
  };
}
