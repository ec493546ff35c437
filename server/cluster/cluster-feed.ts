/**
 * The feed of a cluster node (NATS_URL and DATABASE_URL set): every node relays the producer's
 * topics to its own clients and keeps a replica of the simulator for its reads; the node holding
 * the lease also runs the producer and the house's single jobs. docs/decisions/0043-cluster-on-jetstream.md.
 */
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { StreamName, Topic } from '../../schemas/protocol.ts';
import type { MatchResult } from '../../schemas/results.ts';
import type { HouseConfig } from '../config.ts';
import type { Db } from '../db/db.ts';
import type { HouseFeed } from '../feed/house-feed.ts';
import { movedMatches } from '../feed/house-feed.ts';
import { createFeedReplica } from '../feed/replica.ts';
import { createFeedStreams, HEARTBEAT_INTERVAL_MS } from '../feed/streams.ts';
import type { ResultsStore } from '../results/index.ts';
import { openClusterBus, pack, unpack, type ClusterBus } from './bus.ts';
import type { Sequenced } from './wire.ts';
import { holdLease, type Lease } from './lease.ts';
import { startProducer, storeTopicSnapshot, type Producer } from './producer.ts';
import { startRelay, type TopicRelay } from './relay.ts';

export type ClusterLog = { info(data: object, message: string): void; warn(data: object, message: string): void; error(data: object, message: string): void };

/** A cluster node's feed, with the bus and the node's name for what else travels between nodes (ticket-bus.ts). */
export type ClusterFeed = HouseFeed & {
  readonly bus: ClusterBus;
  readonly nodeId: string;
  /** Topics the lease holder sequences besides the feed's (the live tables, table-dealer.ts): through JetStream like the feed's. */
  readonly side: {
    /** Sends one of their messages, while this node holds the lease (heartbeats are the relays' own: not sent). */
    publish(message: Sequenced): void;
    /** Stores a snapshot of one and says so in its subject (`restart`: it starts over here). */
    store(snapshot: Sequenced, restart: boolean): Promise<void>;
    /** Their (topic, epoch, seq) now, for the producer's beat. */
    beatWith(source: () => readonly (readonly [Topic, string, number])[]): void;
    /** The relay, for their subscribers. */
    readonly relay: () => TopicRelay;
  };
};

export async function createClusterFeed(config: HouseConfig, cluster: NonNullable<HouseConfig['cluster']>, deps: { db: Db; results: ResultsStore; log: ClusterLog }): Promise<ClusterFeed> {
  const nodeId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const bus: ClusterBus = await openClusterBus(cluster.natsUrl, cluster.name, nodeId);
  const replica = createFeedReplica();
  // REST snapshots come from the replica: computed on the spot, in an epoch no run has, so a
  // subscriber starting from one always gets the producer's snapshot.
  const replicaSource = {
    snapshot: (stream: StreamName) => replica.snapshot(stream),
    matchSnapshot: (matchId: number) => replica.matchSnapshot(matchId),
    step: (): never => {
      throw new Error('a replica does not step: the producer does');
    },
  };
  const rest = createFeedStreams(replicaSource, () => {}, { epoch: `${nodeId}.rest` });
  const leading = new Set<(leading: boolean) => void>();
  let relay: TopicRelay | null = null;
  let lease: Lease | null = null;
  let producer: Promise<Producer | null> = Promise.resolve(null);
  let beat: NodeJS.Timeout | undefined;
  let sideBeat: () => readonly (readonly [Topic, string, number])[] = () => [];
  const holding = () => lease?.holding() ?? false;
  const resultsWatch = await bus.results.watch();
  const watchingResults = (async () => {
    for await (const entry of resultsWatch) if (entry.operation === 'PUT') deps.results.add(unpack<MatchResult>(entry.value));
  })();

  const becomeProducer = () => {
    producer = producer.then(() =>
      startProducer({ bus, db: deps.db, feed: config.feed, replayMaxMs: cluster.replayMaxMs, holding, log: deps.log, sideBeat: () => sideBeat() }).catch((error: unknown) => {
        deps.log.error({ err: error }, 'feed producer did not start');
        return null;
      }),
    );
    for (const listener of leading) listener(true);
  };
  const stopProducing = () => {
    producer = producer.then(async (running) => (await running?.stop(), null));
    for (const listener of leading) listener(false);
  };

  return {
    bus,
    nodeId,
    side: {
      publish(message) {
        if (message.type === 'heartbeat' || !holding()) return;
        bus.js
          .publish(bus.names.topicSubject(message.stream as Topic), pack(message), { msgID: `${message.epoch}:${message.stream}:${message.seq}` })
          .catch((error: unknown) => deps.log.warn({ err: error, topic: message.stream }, 'side topic message not stored'));
      },
      store: (snapshot, restart) => storeTopicSnapshot(bus, snapshot, restart, holding),
      beatWith: (source) => void (sideBeat = source),
      relay: () => relay!,
    },
    epoch: nodeId,
    reads: replica,
    topics: {
      prepare: (topic, lastSeq, epoch) => relay!.prepare(topic, lastSeq, epoch),
      resync: (topic, lastSeq, epoch) => relay!.resync(topic, lastSeq, epoch),
    },
    peekSnapshot: (topic) => rest.peekSnapshot(topic),
    async start(hooks) {
      relay = await startRelay({
        bus,
        replica,
        broadcast: hooks.broadcast,
        subscribers: hooks.subscribers,
        onTick: (tick) => hooks.afterTick(movedMatches(Object.values(tick.events).flat())),
        log: deps.log,
      });
      lease = holdLease(bus.lease, nodeId, { onAcquired: becomeProducer, onLost: stopProducing, onError: (error) => deps.log.warn({ err: error }, 'feed lease not renewed') });
      beat = setInterval(hooks.afterBeat, HEARTBEAT_INTERVAL_MS);
      await relay.caughtUp;
    },
    onLeading: (listener) => void leading.add(listener),
    clock: null,
    async close() {
      clearInterval(beat);
      await lease?.stop();
      await producer.then((running) => running?.stop());
      await relay?.stop();
      resultsWatch.stop();
      await watchingResults;
      await bus.close();
    },
  };
}
