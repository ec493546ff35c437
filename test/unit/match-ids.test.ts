import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { FIRST_MATCH_ID, HISTORY_MATCH_ID_BASE, MATCH_IDS_FILE, persistedMatchIds } from '../../server/feed/match-ids.ts';
import { createFeedSimulator } from '../../server/feed/simulator/index.ts';

const START = Date.UTC(2025, 5, 1, 12, 0, 0);
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'match-ids-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('match ids across restarts', () => {
  test('a restarted house never hands out an id an earlier run may have used', () => {
    const dir = tempDir();
    const seen = new Set<number>();
    for (let run = 0; run < 4; run++) {
      const ids = persistedMatchIds(dir, 100);
      // Each run uses a different number of ids, some more than a block.
      for (let i = 0; i < 37 * (run + 1); i++) {
        const id = ids.next();
        expect(seen.has(id), `run ${run} id ${id}`).toBe(false);
        expect(id).toBeLessThan(HISTORY_MATCH_ID_BASE);
        seen.add(id);
      }
    }
    expect(Math.min(...seen)).toBe(FIRST_MATCH_ID);
  });

  test('the block is written before its first id is used', () => {
    const dir = tempDir();
    const ids = persistedMatchIds(dir, 50);
    const first = ids.next();
    const saved = JSON.parse(readFileSync(path.join(dir, MATCH_IDS_FILE), 'utf8')) as { reservedUpTo: number };
    expect(saved.reservedUpTo).toBe(first + 50);
  });

  test('a damaged file stops the start, naming the file', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, MATCH_IDS_FILE), '{"reservedUpTo": -3}');
    expect(() => persistedMatchIds(dir)).toThrow(/match-ids\.json/);
  });

  test('the simulator numbers its matches from the source it is given; without one, from 100,001 (deterministic)', () => {
    const dir = tempDir();
    persistedMatchIds(dir, 1000).next();
    const sim = createFeedSimulator({ seed: 5, startTime: START, liveMatches: 3, prematchMatches: 5, matchIds: persistedMatchIds(dir) });
    const ids = [...sim.snapshot('prematch').Matches, ...sim.snapshot('live').Matches].map((m) => m.ID);
    expect(Math.min(...ids)).toBeGreaterThanOrEqual(FIRST_MATCH_ID + 1000);
    const plain = createFeedSimulator({ seed: 5, startTime: START, liveMatches: 3, prematchMatches: 5 });
    const again = createFeedSimulator({ seed: 5, startTime: START, liveMatches: 3, prematchMatches: 5 });
    const idsOf = (s: typeof plain) => s.snapshot('prematch').Matches.map((m) => m.ID);
    expect(Math.min(...idsOf(plain))).toBeGreaterThanOrEqual(FIRST_MATCH_ID);
    expect(idsOf(again)).toEqual(idsOf(plain));
  });
});
