/**
 * Realistic wire messages for the benches, made by the house's own code: the seeded simulator and
 * the stream sequencer (server/feed), exactly as the hub would publish them. Whatever the feed
 * team changes in the envelope or the events, the benches follow.
 */
import type { FeedMessage } from '../../schemas/feed.ts';
import { createFeedSimulator } from '../../server/feed/simulator/index.ts';
import { createFeedStreams } from '../../server/feed/streams.ts';

export type FeedSourceOptions = {
  readonly seed?: number;
  readonly liveMatches: number;
  readonly oddsChangesPerSecond: number;
  /** The house's publish tick (FEED_TICK_MS). */
  readonly tickMs?: number;
};

/** Epoch ms the benches start their simulated feeds at, so every run sees the same matches. */
export const BENCH_START_TIME = Date.UTC(2025, 5, 1, 12, 0, 0);

export type FeedSource = {
  /** The live stream's snapshot as a new subscriber would get it. */
  snapshot(): FeedMessage;
  /** Advances one tick and returns the live stream's messages of that tick (events; heartbeats once a second). */
  tick(): FeedMessage[];
  readonly tickMs: number;
};

export function createFeedSource(options: FeedSourceOptions): FeedSource {
  const tickMs = options.tickMs ?? 50;
  const simulator = createFeedSimulator({
    seed: options.seed ?? 1,
    startTime: BENCH_START_TIME,
    liveMatches: options.liveMatches,
    oddsChangesPerSecond: options.oddsChangesPerSecond,
  });
  let out: FeedMessage[] = [];
  const streams = createFeedStreams(simulator, (message) => {
    if (message.stream === 'live') out.push(message as FeedMessage);
  });
  const beat = (streams as { heartbeat?: () => void }).heartbeat;
  let elapsed = 0;
  return {
    tickMs,
    snapshot: () => streams.snapshotMessage('live') as FeedMessage,
    tick() {
      out = [];
      streams.advance(tickMs);
      elapsed += tickMs;
      if (beat && elapsed % 1000 < tickMs) beat.call(streams);
      return out;
    },
  };
}

/** Wire events in a message (a snapshot counts its matches). */
export function wireEvents(message: FeedMessage): number {
  const m = message as { type: string; events?: unknown[]; snapshot?: { Matches: unknown[] } };
  if (m.type === 'events') return m.events?.length ?? 0;
  if (m.type === 'snapshot') return m.snapshot?.Matches.length ?? 0;
  return 0;
}
