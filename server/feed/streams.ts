/**
 * Turns the simulator's output into sequenced stream messages (schemas/feed.ts): one `events`
 * message per stream per tick, numbered per stream, stamped with the house's emit time.
 */
import type { EventsMessage, SnapshotMessage } from '../../schemas/feed.ts';
import { PROTOCOL_VERSION, STREAM_NAMES, type StreamName } from '../../schemas/protocol.ts';
import type { FeedSimulator } from './simulator/index.ts';

export type FeedStreams = {
  /** Advances the simulation by `dtMs` and publishes what each stream emitted. */
  advance(dtMs: number): void;
  snapshotMessage(stream: StreamName): SnapshotMessage;
  seq(stream: StreamName): number;
};

export function createFeedStreams(
  simulator: FeedSimulator,
  publish: (message: EventsMessage) => void,
  emitTime: () => number = Date.now,
): FeedStreams {
  const seqs = Object.fromEntries(STREAM_NAMES.map((name) => [name, 0])) as Record<StreamName, number>;
  return {
    advance(dtMs) {
      const emitted = simulator.step(dtMs);
      for (const stream of STREAM_NAMES) {
        const events = emitted[stream];
        if (events.length === 0) continue;
        seqs[stream] += 1;
        publish({ v: PROTOCOL_VERSION, type: 'events', stream, seq: seqs[stream], ts: emitTime(), events });
      }
    },
    snapshotMessage(stream) {
      return { v: PROTOCOL_VERSION, type: 'snapshot', stream, seq: seqs[stream], ts: emitTime(), snapshot: simulator.snapshot(stream) };
    },
    seq: (stream) => seqs[stream],
  };
}

/** Drives the streams on real time; returns a stop function. */
export function runFeedClock(streams: FeedStreams, tickMs: number, now: () => number = Date.now): () => void {
  let last = now();
  const timer = setInterval(() => {
    const t = now();
    streams.advance(t - last);
    last = t;
  }, tickMs);
  return () => clearInterval(timer);
}
