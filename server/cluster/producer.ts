/**
 * The cluster's feed producer: the one node holding the lease (lease.ts) runs the simulator and the
 * topic sequencer (feed/streams.ts) and writes every topic's messages to JetStream, where every hub
 * node reads them (relay.ts). docs/decisions/0043-cluster-on-jetstream.md.
 *
 * The simulator is stepped in fixed steps on a clock anchored at the run's start, so step k is the
 * same wherever it is computed. A producer that takes over a run young enough to replay
 * (`replayMaxMs`) builds the same simulator and replays the steps its predecessor sent without
 * sending them, then goes on: the epoch and every seq go on too, the steps it sends again are
 * dropped by JetStream as duplicates (their message ids are the same), and no client sees more than
 * a pause. An older run is not replayed (a day of steps would take minutes): a new run starts in the
 * same epoch, each feed's seq goes on, and its first message is a snapshot, which clients take as a
 * resync. Derived topics (a sport, a match) start over under every producer: their clients resync.
 */
import { randomUUID } from 'node:crypto';
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import type { Msg, Subscription } from '@nats-io/transport-node';
import { feedTopicSchema } from '../../schemas/feed.ts';
import type { MatchResult } from '../../schemas/results.ts';
import { STREAM_NAMES, type FeedTopic, type StreamName, type Topic } from '../../schemas/protocol.ts';
import { ERROR_CODES } from '../../schemas/errors.ts';
import { check } from '../../schemas/validate.ts';
import type { Db } from '../db/db.ts';
import { rawSnapshotOf } from '../feed/replica.ts';
import { FIRST_MATCH_ID, HISTORY_MATCH_ID_BASE } from '../feed/match-ids.ts';
import { createFeedSimulator, type FeedSimulator } from '../feed/simulator/index.ts';
import { createFeedStreams, HEARTBEAT_INTERVAL_MS, TopicRefused } from '../feed/streams.ts';
import type { HouseConfig } from '../config.ts';
import { pack, RAW_SNAPSHOT_OBJECT, snapshotObject, storeSnapshot, unpack, type ClusterBus } from './bus.ts';
import type { Beat, RawEntry, Sequenced, StartAnswer, StoredNotice, TopicEntry } from './wire.ts';

/** What a run of the feed is made of: the same record builds the same simulator on any node. */
export type RunRecord = {
  readonly epoch: string;
  readonly run: number;
  /** Wall time of step 0, epoch ms. */
  readonly wallStart: number;
  readonly idBase: number;
  /** Each feed's seq before the run's first message. */
  readonly startSeqs: Record<StreamName, number>;
  readonly feed: HouseConfig['feed'];
};

export type Producer = { stop(): Promise<void> };

export type ProducerDeps = {
  readonly bus: ClusterBus;
  readonly db: Db;
  readonly feed: HouseConfig['feed'];
  /** The oldest run a new producer replays instead of starting a run of its own (FEED_REPLAY_MAX_MS). */
  readonly replayMaxMs: number;
  /** Whether this node still holds the lease: checked before anything is sent. */
  readonly holding: () => boolean;
  readonly log: { info(data: object, message: string): void; warn(data: object, message: string): void; error(data: object, message: string): void };
  /** Topics the lease holder sequences besides the feed's (the live tables): listed in the beat too. */
  readonly sideBeat?: () => readonly (readonly [Topic, string, number])[];
  readonly now?: () => number;
};

/** Ids of one run's new matches: a million per run leaves room for 899 runs below the history ids. */
export const RUN_ID_BLOCK = 1_000_000;
/** Topics' and the raw state's snapshots are stored this often (and when a topic starts). */
export const SNAPSHOT_EVERY_MS = 10_000;
/** Steps computed per clock tick at most: a producer far behind catches up over several ticks. */
const MAX_STEPS_PER_TICK = 200;
/** Sends not yet acknowledged beyond which the producer waits (NATS is slow or gone). */
const MAX_IN_FLIGHT = 5_000;
/** A derived topic no node has said it holds for this long is no longer watched. */
const WATCH_TTL_MS = 3 * HEARTBEAT_INTERVAL_MS;
const RUN_KEY = 'run';

export async function startProducer(deps: ProducerDeps): Promise<Producer> {
  const now = deps.now ?? Date.now;
  const { bus } = deps;
  const record = await runToProduce(deps, now());
  const stepMs = record.feed.tickMs * record.feed.timeScale;
  const simulator = simulatorOfRun(record, (result) => publishResult(result));

  let sending = false; // off while replaying what the predecessor sent
  let inFlight = 0;
  const beatTopics: (readonly [Topic, string, number])[] = [];
  const wanted = new Map<FeedTopic, number>();
  // Whether to step at all is decided by the lease before each step (the clock); a step once begun
  // sends all it made, so the stream never has a gap in a topic's seq.
  const send = (subject: string, entry: TopicEntry | RawEntry, msgID: string) => {
    if (!sending) return;
    inFlight++;
    bus.js
      .publish(subject, pack(entry), { msgID })
      .catch((error: unknown) => deps.log.warn({ err: error, subject }, 'feed message not stored'))
      .finally(() => inFlight--);
  };
  function publishResult(result: MatchResult): void {
    if (!deps.holding()) return;
    bus.results.put(String(result.ID), pack(result)).catch((error: unknown) => deps.log.warn({ err: error, match: result.ID }, 'result not stored'));
  }

  const streams = createFeedStreams(
    simulator,
    (message) => {
      if (message.type === 'heartbeat') beatTopics.push([message.stream, message.epoch, message.seq]);
      else send(bus.names.topicSubject(message.stream), message, `${message.epoch}:${message.stream}:${message.seq}`);
    },
    {
      epoch: record.epoch,
      startSeqs: record.startSeqs,
      // Derived topics start over under each producer, in epochs no earlier producer used.
      derivedEpochPrefix: `${record.epoch}.${record.run}.${randomUUID().slice(0, 8)}`,
      watched: (topic) => now() - (wanted.get(topic) ?? 0) < WATCH_TTL_MS,
    },
  );

  let step = 0;
  const advance = () => {
    step += 1;
    const events = streams.advance(stepMs);
    send(bus.names.subjects.raw, { type: 'tick', run: record.run, tick: { step, now: simulator.now, events } }, `${record.epoch}:${record.run}:raw:${step}`);
  };

  // Replay what was sent before, a slice at a time so the lease keeps being renewed.
  const sent = await lastRawStep(bus, record.run);
  while (step < sent) {
    for (let i = 0; i < 500 && step < sent; i++) advance();
    await yieldToLoop();
  }
  sending = true;
  deps.log.info({ epoch: record.epoch, run: record.run, replayed: sent }, sent > 0 ? 'feed producer took over the run' : 'feed producer started a run');

  const storeTopic = (topic: FeedTopic, restart: boolean) => storeTopicSnapshot(bus, streams.snapshotMessage(topic), restart, deps.holding);
  const storeRaw = async () => {
    await storeSnapshot(bus.snapshots, RAW_SNAPSHOT_OBJECT, rawSnapshotOf(simulator, step));
    if (deps.holding()) await bus.js.publish(bus.names.subjects.raw, pack({ type: 'stored', run: record.run, step } satisfies RawEntry));
  };
  const storeAll = async (restart: boolean) => {
    await storeRaw();
    for (const topic of streams.topics()) await storeTopic(topic, restart && STREAM_NAMES.includes(topic as StreamName));
  };
  // A new run's feeds begin with a snapshot (restart: subscribers take it); a replayed run's go on.
  await storeAll(sent === 0);

  const starting = new Map<FeedTopic, Promise<StartAnswer>>();
  const startTopic = async (topic: FeedTopic): Promise<StartAnswer> => {
    const running = streams.topics().includes(topic);
    try {
      streams.resync(topic, null, null); // starts it (refused when the catalogue has no such sport or match)
    } catch (error) {
      if (error instanceof TopicRefused) return { ok: false, code: ERROR_CODES.topicRefused, message: error.message };
      throw error;
    }
    wanted.set(topic, now());
    await storeTopic(topic, !running);
    return { ok: true };
  };
  const subscriptions: Subscription[] = [
    bus.nc.subscribe(bus.names.subjects.start, {
      callback: (_error, msg: Msg) => {
        const topic = check(feedTopicSchema, msg.string());
        if (!topic.ok) return void msg.respond(pack({ ok: false, code: ERROR_CODES.invalid, message: topic.error.message } satisfies StartAnswer));
        let answer = starting.get(topic.value);
        if (!answer) {
          answer = startTopic(topic.value).finally(() => starting.delete(topic.value));
          starting.set(topic.value, answer);
        }
        answer.then(
          (value) => msg.respond(pack(value)),
          (error: unknown) => {
            deps.log.error({ err: error, topic: topic.value }, 'derived topic did not start');
            msg.respond(pack({ ok: false, code: ERROR_CODES.tryAgain, message: 'the topic could not start; try again' } satisfies StartAnswer));
          },
        );
      },
    }),
    bus.nc.subscribe(bus.names.subjects.watching, {
      callback: (_error, msg: Msg) => {
        const at = now();
        for (const topic of unpack<string[]>(msg.data)) wanted.set(topic as FeedTopic, at);
      },
    }),
  ];

  const due = () => Math.floor((now() - record.wallStart) / record.feed.tickMs);
  const clock = setInterval(() => {
    if (!deps.holding() || inFlight > MAX_IN_FLIGHT) return;
    for (let i = 0; i < MAX_STEPS_PER_TICK && step < due(); i++) advance();
  }, record.feed.tickMs);
  const beat = setInterval(() => {
    beatTopics.length = 0;
    streams.heartbeat(); // fills beatTopics, and ends derived topics no node holds
    beatTopics.push(...(deps.sideBeat?.() ?? []));
    if (deps.holding()) bus.nc.publish(bus.names.subjects.beat, pack({ now: simulator.now, topics: beatTopics } satisfies Beat));
  }, HEARTBEAT_INTERVAL_MS);
  let storing: Promise<void> = Promise.resolve();
  const snapshots = setInterval(() => {
    storing = storing.then(() => storeAll(false)).catch((error: unknown) => deps.log.warn({ err: error }, 'snapshots not stored'));
  }, SNAPSHOT_EVERY_MS);

  return {
    async stop() {
      clearInterval(clock);
      clearInterval(beat);
      clearInterval(snapshots);
      for (const s of subscriptions) s.unsubscribe();
      await storing;
      await Promise.allSettled(starting.values());
    },
  };
}

/** The simulator a run record builds: the same on every node, step for step. */
export function simulatorOfRun(record: RunRecord, onResult?: (result: MatchResult) => void): FeedSimulator {
  let nextId = record.idBase;
  return createFeedSimulator({
    seed: record.feed.seed,
    startTime: record.wallStart,
    liveMatches: record.feed.liveMatches,
    oddsChangesPerSecond: record.feed.oddsChangesPerSecond,
    historyDays: 7,
    historyMatchesPerDay: record.feed.historyMatchesPerDay,
    matchIds: {
      next: () => {
        if (nextId >= record.idBase + RUN_ID_BLOCK) throw new RangeError(`run ${record.run} has used its ${RUN_ID_BLOCK} match ids`);
        return nextId++;
      },
    },
    ...(onResult ? { onResult } : {}),
  });
}

/** The run this producer goes on with, or a new one; recorded before anything of it is sent. */
async function runToProduce(deps: ProducerDeps, at: number): Promise<RunRecord> {
  const entry = await deps.bus.runs.get(RUN_KEY);
  const last = entry && entry.length > 0 ? unpack<RunRecord>(entry.value) : null;
  const sameFeed = last !== null && JSON.stringify(last.feed) === JSON.stringify(deps.feed);
  if (last && sameFeed && at - last.wallStart <= deps.replayMaxMs && (await lastRawStep(deps.bus, last.run)) > 0) return last;
  const epoch = last?.epoch ?? randomUUID();
  const startSeqs = Object.fromEntries(
    await Promise.all(STREAM_NAMES.map(async (stream) => [stream, last ? await lastSeq(deps.bus, deps.bus.names.topicSubject(stream), epoch) : 0] as const)),
  ) as Record<StreamName, number>;
  // The snapshot that opens the run takes the next seq: clients at the last one see it follow on.
  for (const stream of STREAM_NAMES) if (last) startSeqs[stream] += 1;
  const [row] = await deps.db.query<{ run: string; id_base: string }>(
    `insert into feed_runs (epoch, id_base)
     select $1, coalesce(max(id_base) + $2, $3) from feed_runs
     returning run, id_base`,
    [epoch, RUN_ID_BLOCK, FIRST_MATCH_ID],
  );
  const idBase = Number(row!.id_base);
  if (idBase + RUN_ID_BLOCK > HISTORY_MATCH_ID_BASE) throw new RangeError('the feed has used every block of match ids; see docs/decisions/0043-cluster-on-jetstream.md');
  const record: RunRecord = { epoch, run: Number(row!.run), wallStart: at, idBase, startSeqs, feed: deps.feed };
  await deps.bus.runs.put(RUN_KEY, pack(record));
  return record;
}

async function lastEntry<T>(bus: ClusterBus, subject: string): Promise<T | null> {
  const found = await bus.jsm.streams.getMessage(bus.names.stream, { last_by_subj: subject }).catch(() => null);
  return found ? unpack<T>(found.data) : null;
}

/** The last step of `run` in the stream (0: none). */
async function lastRawStep(bus: ClusterBus, run: number): Promise<number> {
  const entry = await lastEntry<RawEntry>(bus, bus.names.subjects.raw);
  if (!entry || entry.run !== run) return 0;
  return entry.type === 'tick' ? entry.tick.step : entry.step;
}

/** The last seq a topic's subject holds in `epoch` (0: none). */
async function lastSeq(bus: ClusterBus, subject: string, epoch: string): Promise<number> {
  const entry = await lastEntry<TopicEntry>(bus, subject);
  return entry && entry.epoch === epoch ? entry.seq : 0;
}

/** Stores a topic's snapshot, then says so in the topic's subject (`restart`: the topic starts over at it). */
export async function storeTopicSnapshot(bus: ClusterBus, snapshot: Sequenced, restart: boolean, holding: () => boolean): Promise<void> {
  const topic = snapshot.stream as Topic;
  await storeSnapshot(bus.snapshots, snapshotObject(topic), snapshot);
  if (!holding()) return;
  const notice: StoredNotice = { type: 'stored', epoch: snapshot.epoch, seq: snapshot.seq, restart };
  await bus.js.publish(bus.names.topicSubject(topic), pack(notice), { msgID: `${snapshot.epoch}:${topic}:${snapshot.seq}:stored:${restart}` });
}
