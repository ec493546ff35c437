/**
 * The house's feed as the rest of the house sees it, whichever way it runs: one process with its
 * own simulator and sequencer (here), or a node of a cluster that reads the producer's messages from
 * JetStream (cluster/cluster-feed.ts). The hub, the REST reads, the betting and the settlement use
 * only this.
 */
import type { FeedEvent, SnapshotMessage } from '../../schemas/feed.ts';
import type { FeedTopic, Topic } from '../../schemas/protocol.ts';
import type { HouseConfig } from '../config.ts';
import type { FeedTopicSource } from './feed-hub.ts';
import { persistedMatchIds } from './match-ids.ts';
import type { FeedReads } from './replica.ts';
import { createFeedSimulator } from './simulator/index.ts';
import { createFeedStreams, runFeedClock, type FeedClock, type FeedStreams } from './streams.ts';
import type { ResultsStore } from '../results/index.ts';

export type FeedHooks = {
  /** Sends a topic message to this node's subscribers of the topic. */
  readonly broadcast: (topic: Topic, message: unknown) => void;
  readonly subscribers: (topic: Topic) => number;
  /** After each step of the feed: the matches whose prices may have moved. */
  readonly afterTick: (moved: ReadonlySet<number>) => void;
  /** Every second. */
  readonly afterBeat: () => void;
};

export type HouseFeed = {
  /** This process's run: the per-player and table topics number their epochs from it. */
  readonly epoch: string;
  /** The matches, prices and catalogue now. */
  readonly reads: FeedReads;
  readonly topics: FeedTopicSource;
  /** A topic's snapshot for a REST read, without starting the topic. Throws TopicRefused. */
  peekSnapshot(topic: FeedTopic): SnapshotMessage;
  /** Starts the feed: nothing is sent before. */
  start(hooks: FeedHooks): Promise<void>;
  /** Whether this node runs the house's single jobs (settlement): always in one process; the lease holder in a cluster. */
  onLeading(listener: (leading: boolean) => void): void;
  /** The local clock, for the test hooks that pause the feed; null in a cluster. */
  readonly clock: FeedClock | null;
  /** The local simulator's shortenPrice, for the test hook that raises a cash-out offer; absent in a cluster. */
  readonly shortenPrice?: (oddId: number, share: number) => boolean;
  /** The local sequencer, for tests and tools that look inside it; absent in a cluster. */
  readonly streams?: FeedStreams;
  close(): Promise<void>;
};

/** One process: the simulator steps on the wall clock, and the sequencer publishes to this hub. */
export function createLocalFeed(config: HouseConfig, results: ResultsStore): HouseFeed {
  const simulator = createFeedSimulator({
    seed: config.feed.seed,
    onResult: (result) => results.add(result),
    // Unique across restarts: a ticket's match id never comes to mean another match.
    matchIds: persistedMatchIds(config.dataDir),
    // A fresh house already has the last 7 days of results, played from the seed at start.
    historyDays: 7,
    historyMatchesPerDay: config.feed.historyMatchesPerDay,
    startTime: Date.now(),
    liveMatches: config.feed.liveMatches,
    oddsChangesPerSecond: config.feed.oddsChangesPerSecond,
  });
  let hooks: FeedHooks | null = null;
  const streams = createFeedStreams(simulator, (message) => hooks?.broadcast(message.stream, message), {
    watched: (topic) => (hooks?.subscribers(topic) ?? 0) > 0,
  });
  let clock: FeedClock | null = null;
  return {
    epoch: streams.epoch,
    reads: simulator,
    topics: streams,
    peekSnapshot: (topic) => streams.peekSnapshot(topic),
    async start(given) {
      hooks = given;
      clock = runFeedClock(streams, config.feed.tickMs, {
        timeScale: config.feed.timeScale,
        afterStep: (emitted) => given.afterTick(movedMatches(Object.values(emitted).flat())),
        afterHeartbeat: given.afterBeat,
      });
    },
    onLeading: (listener) => listener(true),
    streams,
    shortenPrice: (oddId, share) => simulator.shortenPrice(oddId, share),
    get clock() {
      return clock;
    },
    async close() {
      clock?.stop();
    },
  };
}

/** The matches a step's events are about (catalogue entries are about none). */
export function movedMatches(events: readonly FeedEvent[]): Set<number> {
  const moved = new Set<number>();
  for (const e of events) if (e.kind !== 'catalog') moved.add(e.kind === 'match' ? e.Match.ID : e.MatchID);
  return moved;
}
