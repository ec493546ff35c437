/**
 * Match ids that stay unique across restarts of the house. The simulator numbers matches from a
 * counter; left to itself it starts at 100,001 on every start, so after a restart the same id
 * would mean another match (and a ticket on the old one could be settled by the new one).
 *
 * The house keeps the counter's high-water mark in DATA_DIR/match-ids.json and hands ids out in
 * reserved blocks: the file is written (atomically) before any id of a new block is used, so a
 * crash can only skip ids, never repeat one. Topics carry a match id of at most nine digits
 * (schemas/protocol.ts), so ids stay below HISTORY_MATCH_ID_BASE; the played history numbers its
 * matches from there on (simulator/history.ts).
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const FIRST_MATCH_ID = 100_001;
/** Live and pre-match ids stay below this; history ids start here (up to 999,999,999). */
export const HISTORY_MATCH_ID_BASE = 900_000_000;
export const MATCH_ID_BLOCK = 10_000;
export const MATCH_IDS_FILE = 'match-ids.json';

export type MatchIdSource = { next(): number };

/** The file's high-water mark: every id below it may have been used. */
function readReserved(file: string): number {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return FIRST_MATCH_ID;
    throw error;
  }
  const value = (JSON.parse(text) as { reservedUpTo?: unknown }).reservedUpTo;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < FIRST_MATCH_ID || value > HISTORY_MATCH_ID_BASE) {
    throw new Error(`${file}: reservedUpTo must be a whole number from ${FIRST_MATCH_ID} to ${HISTORY_MATCH_ID_BASE}; delete the file only if no tickets refer to earlier matches`);
  }
  return value;
}

export function persistedMatchIds(dataDir: string, block = MATCH_ID_BLOCK): MatchIdSource {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, MATCH_IDS_FILE);
  let next = readReserved(file);
  let end = next;
  const reserve = (): void => {
    const upTo = Math.min(HISTORY_MATCH_ID_BASE, end + block);
    if (upTo <= end) throw new Error(`Match ids are used up below ${HISTORY_MATCH_ID_BASE} (${file})`);
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, `${JSON.stringify({ reservedUpTo: upTo })}\n`);
    renameSync(tmp, file);
    end = upTo;
  };
  return {
    next() {
      if (next >= end) reserve();
      return next++;
    },
  };
}
