/**
 * Replays a recorded feed through the same engine the worker runs, with no network and no clock,
 * and returns the final projections. The same recording always gives the same result.
 */
import { feedTopicSchema } from '../../schemas/feed.ts';
import type { FeedTopic } from '../../schemas/protocol.ts';
import { recordingLineSchema, type RecordingLine } from '../../schemas/recording.ts';
import { check } from '../../schemas/validate.ts';
import type { LiveOverviewModel } from './contract.ts';
import { createFeedEngine } from './engine.ts';
import type { Book } from './model.ts';
import { passiveSocket, type FeedSocketHandlers } from './socket.ts';

export type ReplayResult = {
  readonly book: Book;
  readonly liveOverview: LiveOverviewModel;
  readonly invalidMessages: number;
  readonly lines: number;
  /** Where each stream stands: a replay that ends behind a gap says so. */
  readonly streams: Record<string, { readonly epoch: string | null; readonly seq: number; readonly resyncing: boolean; readonly held: number }>;
};

/** Parses JSON lines; a bad line fails with its line number and the offending field. */
export function parseRecording(text: string): RecordingLine[] {
  const lines: RecordingLine[] = [];
  text.split('\n').forEach((raw, index) => {
    if (raw.trim() === '') return;
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch (e) {
      throw new Error(`line ${index + 1}: not JSON (${(e as Error).message})`, { cause: e });
    }
    const line = check(recordingLineSchema, json);
    if (!line.ok) throw new Error(`line ${index + 1}: ${line.error.message}`);
    lines.push(line.value);
  });
  return lines;
}

export function replay(lines: Iterable<RecordingLine>): ReplayResult {
  let handlers: FeedSocketHandlers | null = null;
  const engine = createFeedEngine({
    socket: passiveSocket((h) => void (handlers = h)),
    scheduleFlush: () => undefined,
  });
  engine.start();
  // A recording of several topics (a sport, a match) is folded with each of them followed.
  const all = [...lines];
  const topics = new Set<FeedTopic>();
  for (const line of all) {
    const topic = line.t === 'message' ? (line.message as { stream?: unknown }).stream : undefined;
    if (typeof topic === 'string' && check(feedTopicSchema, topic).ok) topics.add(topic as FeedTopic);
  }
  for (const topic of topics) engine.followTopic(topic);
  let count = 0;
  for (const line of all) {
    count++;
    if (line.t === 'state') handlers!.onState(line.state);
    else handlers!.onMessage(line.message);
  }
  void engine.stop();
  const { book, invalidMessages, sync } = engine.inspect();
  const streams = Object.fromEntries(
    [...sync].map(([name, s]) => [name, { epoch: s.epoch, seq: s.seq, resyncing: s.resyncing, held: s.pending.size }]),
  );
  return { book, liveOverview: engine.view({ kind: 'live' }), invalidMessages, lines: count, streams };
}
