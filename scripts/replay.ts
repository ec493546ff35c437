/**
 * `npm run replay -- FILE`: folds a recorded feed through the worker's engine in Node and prints the
 * final projections as canonical JSON (sorted keys), so two replays of one file print identical bytes.
 */
import { readFileSync } from 'node:fs';
import { stringify } from 'safe-stable-stringify';
import { parseRecording, replay } from '../workers/feed/replay.ts';

const file = process.argv[2];
if (!file) {
  console.error('usage: npm run replay -- FILE');
  process.exit(2);
}
try {
  const result = replay(parseRecording(readFileSync(file, 'utf8')));
  process.stdout.write(`${stringify({ streams: result.streams, book: result.book, liveOverview: result.liveOverview, invalidMessages: result.invalidMessages }, null, 1)}\n`);
} catch (e) {
  console.error(`replay: ${file}: ${(e as Error).message}`);
  process.exit(1);
}
