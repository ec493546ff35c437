/**
 * Bench section 1: the feed worker's pipeline in Node, on one core (this process's main thread).
 *
 * - ingest: wire messages of 300 live matches at 10,000 odds changes/s, made by the house's own
 *   simulator and sequencer, MessagePack-encoded and decoded back before the clock starts (so the
 *   engine gets fresh objects, as from the SignalR client), then `engine.ingest` over all of them:
 *   validated, ordered, normalised, logged and projected.
 * - ingest + view: the same with the live overview watched and flushed after every message (the
 *   worker flushes at most once a frame; the house publishes every 50 ms, so once a message is the
 *   worst case).
 * - replay: a recording of ≥ 1,000,000 wire events written to a temp file in the recording format
 *   (schemas/recording.ts), then read, parsed and folded by workers/feed/replay.ts as `npm run replay` does.
 * - validation alone: valibot `check(feedMessageSchema, …)` over the same messages.
 */
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { decode, encode } from '@msgpack/msgpack';
import { feedMessageSchema, type FeedMessage } from '../../schemas/feed.ts';
import type { RecordingLine } from '../../schemas/recording.ts';
import { check } from '../../schemas/validate.ts';
import { createFeedEngine } from '../../workers/feed/engine.ts';
import { parseRecording, replay } from '../../workers/feed/replay.ts';
import { passiveSocket, type FeedSocketHandlers } from '../../workers/feed/socket.ts';
import { BUDGETS, isSmoke, log, MiB, runSection } from './common.ts';
import { createFeedSource, wireEvents } from './feed-source.ts';

const SECTION = 'pipeline';
const LIVE_MATCHES = 300;
const ODDS_RATE = 10_000;

function makeEngine(withView: boolean) {
  let handlers: FeedSocketHandlers | null = null;
  let pending: (() => void) | null = null;
  const engine = createFeedEngine({
    socket: passiveSocket((h) => void (handlers = h)),
    scheduleFlush: (flush) => void (pending = flush),
    freeze: false,
  });
  engine.start();
  handlers!.onState('started');
  let patches = 0;
  if (withView) engine.watch({ kind: 'live' }, (p) => void (patches += p.length));
  return {
    engine,
    flush: () => {
      const f = pending;
      pending = null;
      f?.();
    },
    patches: () => patches,
  };
}

function timeIngest(snapshot: unknown, messages: readonly unknown[], withView: boolean) {
  const { engine, flush, patches } = makeEngine(withView);
  engine.ingest(snapshot);
  flush();
  const t0 = performance.now();
  if (withView) {
    for (const m of messages) {
      engine.ingest(m);
      flush();
    }
  } else {
    for (const m of messages) engine.ingest(m);
  }
  const ms = performance.now() - t0;
  const state = engine.inspect();
  void engine.stop();
  return { ms, invalid: state.invalidMessages, matches: Object.keys(state.book.matches ?? {}).length, patches: patches() };
}

await runSection(SECTION, 'Worker pipeline in Node (one core)', async ({ figures, notes, detail }) => {
  const smoke = isSmoke();
  const seconds = smoke ? 10 : 30;
  const source = createFeedSource({ liveMatches: LIVE_MATCHES, oddsChangesPerSecond: ODDS_RATE });

  const g0 = performance.now();
  const snapshotBytes = encode(source.snapshot());
  const encoded: Uint8Array[] = [];
  for (let i = 0; i < (seconds * 1000) / source.tickMs; i++) for (const m of source.tick()) encoded.push(encode(m));
  log(SECTION, `generated ${encoded.length} messages (${seconds} s of feed) in ${Math.round(performance.now() - g0)} ms`);
  const fresh = () => encoded.map((b) => decode(b));
  const snapshot = () => decode(snapshotBytes);

  let wire = 0;
  let bytes = 0;
  const decoded = fresh() as FeedMessage[];
  for (const m of decoded) wire += wireEvents(m);
  for (const b of encoded) bytes += b.byteLength;
  detail.feed = { liveMatches: LIVE_MATCHES, oddsRate: ODDS_RATE, seconds, messages: encoded.length, wireEvents: wire, msgpackBytes: bytes, snapshotBytes: snapshotBytes.byteLength };

  // Warm-up: the JIT sees the whole path, twice, before the clock starts (a short cold run reads
  // several times slower than a warm one, which is not what a worker running for hours sees).
  timeIngest(snapshot(), fresh(), true);
  timeIngest(snapshot(), fresh(), false);

  const ingest = timeIngest(snapshot(), fresh(), false);
  if (ingest.invalid > 0) throw new Error(`the engine refused ${ingest.invalid} of ${encoded.length} messages made by the house: the bench and the schema disagree`);
  log(SECTION, `ingest: ${wire} events in ${ingest.ms.toFixed(0)} ms`);
  figures.push({
    id: 'pipeline.ingest',
    label: `wire events/s validated, normalised, logged, projected (${LIVE_MATCHES} live, ${ODDS_RATE.toLocaleString('en')} odds/s)`,
    value: Math.round(wire / (ingest.ms / 1000)),
    unit: 'events/s',
    budget: BUDGETS.pipelineEventsPerSec,
  });
  figures.push({ id: 'pipeline.ingest.perMessage', label: 'per wire message (≈ one 50 ms house tick)', value: +(ingest.ms / encoded.length * 1000).toFixed(1), unit: 'µs' });

  const viewed = timeIngest(snapshot(), fresh(), true);
  figures.push({
    id: 'pipeline.ingestView',
    label: 'the same plus live-overview view model and patch diff after every message',
    value: Math.round(wire / (viewed.ms / 1000)),
    unit: 'events/s',
    note: `${(viewed.patches / encoded.length).toFixed(0)} patches per message`,
  });

  const d0 = performance.now();
  fresh();
  const decodeMs = performance.now() - d0;
  figures.push({ id: 'pipeline.msgpackDecode', label: 'MessagePack decode alone (what the SignalR client does first)', value: Math.round(wire / (decodeMs / 1000)), unit: 'events/s' });

  // Validation alone: the validator's share of ingest.
  const msgs = fresh();
  for (const m of msgs.slice(0, 200)) check(feedMessageSchema, m);
  const v0 = performance.now();
  let refused = 0;
  for (const m of msgs) if (!check(feedMessageSchema, m).ok) refused++;
  const validateMs = performance.now() - v0;
  if (refused > 0) throw new Error(`valibot refused ${refused} house messages`);
  figures.push({ id: 'pipeline.validate', label: 'validation alone: valibot check(feedMessageSchema)', value: Math.round(wire / (validateMs / 1000)), unit: 'events/s', note: `${((validateMs / ingest.ms) * 100).toFixed(0)} % of ingest time` });
  detail.msPerPass = { ingest: ingest.ms, ingestView: viewed.ms, decode: decodeMs, validate: validateMs };

  // Replay of a recorded feed of ≥ 1,000,000 wire events.
  const target = smoke ? 100_000 : 1_000_000;
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-replay-'));
  const file = path.join(dir, 'feed.jsonl');
  try {
    const replaySource = createFeedSource({ liveMatches: LIVE_MATCHES, oddsChangesPerSecond: ODDS_RATE, seed: 2 });
    const lines: string[] = [];
    const line = (l: RecordingLine) => lines.push(JSON.stringify(l));
    const snap = replaySource.snapshot();
    line({ t: 'state', at: (snap as { ts: number }).ts, state: 'started' });
    line({ t: 'message', at: (snap as { ts: number }).ts, message: snap });
    let events = 0;
    while (events < target) {
      for (const m of replaySource.tick()) {
        events += wireEvents(m);
        line({ t: 'message', at: (m as { ts: number }).ts, message: m });
      }
    }
    line({ t: 'state', at: Date.now(), state: 'stopped' });
    writeFileSync(file, `${lines.join('\n')}\n`);
    const lineCount = lines.length;
    lines.length = 0;
    const size = statSync(file).size;
    log(SECTION, `recording: ${events} events, ${lineCount} lines, ${(size / MiB).toFixed(0)} MiB`);

    const r0 = performance.now();
    const parsed = parseRecording(readFileSync(file, 'utf8'));
    const r1 = performance.now();
    const result = replay(parsed);
    const r2 = performance.now();
    if (result.invalidMessages > 0) throw new Error(`replay refused ${result.invalidMessages} messages`);
    figures.push({
      id: 'pipeline.replay',
      label: `replay of a recorded feed of ${events.toLocaleString('en')} events (read + parse + fold)`,
      value: Math.round(events / ((r2 - r0) / 1000)),
      unit: 'events/s',
      note: `${((r2 - r0) / 1000).toFixed(1)} s in all: read+parse ${((r1 - r0) / 1000).toFixed(1)} s, fold ${((r2 - r1) / 1000).toFixed(1)} s; ${(size / MiB).toFixed(0)} MiB of JSON lines`,
    });
    figures.push({ id: 'pipeline.replayFold', label: 'replay: fold alone (engine over parsed lines)', value: Math.round(events / ((r2 - r1) / 1000)), unit: 'events/s' });
    detail.replay = { events, lines: result.lines, bytes: size, readParseMs: r1 - r0, foldMs: r2 - r1 };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  notes.push('One Node process, one thread; the feed is generated and MessagePack-decoded before timing, so the figures are the engine alone.');
});
