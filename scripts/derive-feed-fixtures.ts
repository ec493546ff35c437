/**
 * Derives the faulty fixtures from a clean recording (test/fixtures/feeds/clean.jsonl):
 * duplicates.jsonl, reordered.jsonl and gap.jsonl. Run: `npx tsx scripts/derive-feed-fixtures.ts`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RecordingLine } from '../schemas/recording.ts';
import { parseRecording } from '../workers/feed/replay.ts';

const dir = path.resolve(import.meta.dirname, '../test/fixtures/feeds');
const clean = parseRecording(readFileSync(path.join(dir, 'clean.jsonl'), 'utf8'));
const isEvents = (line: RecordingLine) => line.t === 'message' && (line.message as { type?: string }).type === 'events';
const write = (name: string, lines: readonly RecordingLine[]) => writeFileSync(path.join(dir, name), lines.map((l) => JSON.stringify(l)).join('\n') + '\n');

// Every events message delivered twice, the first one a third time at the end.
write('duplicates.jsonl', clean.flatMap((l) => (isEvents(l) ? [l, l] : [l])).concat(clean.filter(isEvents).slice(0, 1)));

// Each pair of consecutive events messages swapped.
const reordered = [...clean];
for (let i = 0; i + 1 < reordered.length; i++) {
  if (isEvents(reordered[i]!) && isEvents(reordered[i + 1]!)) {
    [reordered[i], reordered[i + 1]] = [reordered[i + 1]!, reordered[i]!];
    i++;
  }
}
write('reordered.jsonl', reordered);

// One events message in the middle lost.
const events = clean.filter(isEvents);
const lost = events[Math.floor(events.length / 2)];
write('gap.jsonl', clean.filter((l) => l !== lost));
