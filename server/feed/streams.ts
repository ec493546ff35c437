/**
 * Turns the simulator's output into sequenced stream messages (schemas/feed.ts): one `events`
 * message per stream per tick, numbered per stream within this house's epoch, stamped with the
 * house's emit time; a heartbeat per stream every second; and the resync answer for a subscriber.
 */
import { randomUUID } from 'node:crypto';
import type { EventsMessage, FeedMessage, HeartbeatMessage, SnapshotMessage } from '../../schemas/feed.ts';
import { PROTOCOL_VERSION, STREAM_NAMES, type StreamName } from '../../schemas/protocol.ts';
import { createStreamHistory, type StreamHistory } from './history.ts';
import type { FeedSimulator } from './simulator/index.ts';

export type FeedStreams = {
  readonly epoch: string;
  /** Advances the simulation by `dtMs` and publishes what each stream emitted. */
  advance(dtMs: number): void;
  /** Publishes a heartbeat on every stream. */
  heartbeat(): void;
  snapshotMessage(stream: StreamName): SnapshotMessage;
  /**
   * What a subscriber standing at (`epoch`, `lastSeq`) needs to be current: the missing tail when
   * this house still holds it, otherwise a snapshot.
   */
  resync(stream: StreamName, lastSeq: number | null, epoch: string | null): FeedMessage[];
  seq(stream: StreamName): number;
};

export type FeedStreamsOptions = {
  readonly emitTime?: () => number;
  /** Events messages kept per stream for resync (default 1,200: a minute at 20 per second). */
  readonly historySize?: number;
  readonly epoch?: string;
};

export function createFeedStreams(
  simulator: FeedSimulator,
  publish: (message: EventsMessage | HeartbeatMessage) => void,
  options: FeedStreamsOptions = {},
): FeedStreams {
  const emitTime = options.emitTime ?? Date.now;
  const epoch = options.epoch ?? randomUUID();
  const seqs = Object.fromEntries(STREAM_NAMES.map((name) => [name, 0])) as Record<StreamName, number>;
  const histories = Object.fromEntries(STREAM_NAMES.map((name) => [name, createStreamHistory(options.historySize ?? 1200)])) as Record<
    StreamName,
    StreamHistory
  >;
  const envelope = (stream: StreamName) => ({ v: PROTOCOL_VERSION as typeof PROTOCOL_VERSION, stream, epoch, seq: seqs[stream], ts: emitTime() });
  const snapshotMessage = (stream: StreamName): SnapshotMessage => ({ ...envelope(stream), type: 'snapshot', snapshot: simulator.snapshot(stream) });

  return {
    epoch,
    advance(dtMs) {
      const emitted = simulator.step(dtMs);
      for (const stream of STREAM_NAMES) {
        const events = emitted[stream];
        if (events.length === 0) continue;
        seqs[stream] += 1;
        const message: EventsMessage = { ...envelope(stream), type: 'events', events };
        histories[stream].push(message);
        publish(message);
      }
    },
    heartbeat() {
      for (const stream of STREAM_NAMES) publish({ ...envelope(stream), type: 'heartbeat' });
    },
    snapshotMessage,
    resync(stream, lastSeq, clientEpoch) {
      if (clientEpoch === epoch && lastSeq !== null) {
        const tail = histories[stream].since(lastSeq);
        if (tail) return tail;
      }
      return [snapshotMessage(stream)];
    },
    seq: (stream) => seqs[stream],
  };
}

export const HEARTBEAT_INTERVAL_MS = 1000;

export type FeedClock = {
  stop(): void;
  /** Holds the simulation still (heartbeats go on), so a check can compare a client with the house. */
  pause(): void;
  resume(): void;
};

/** Drives the streams on real time, with heartbeats. */
export function runFeedClock(streams: FeedStreams, tickMs: number, now: () => number = Date.now): FeedClock {
  let last = now();
  let paused = false;
  const tick = setInterval(() => {
    const t = now();
    if (!paused) streams.advance(t - last);
    last = t;
  }, tickMs);
  const beat = setInterval(() => streams.heartbeat(), HEARTBEAT_INTERVAL_MS);
  return {
    stop() {
      clearInterval(tick);
      clearInterval(beat);
    },
    pause: () => void (paused = true),
    resume: () => void (paused = false),
  };
}
