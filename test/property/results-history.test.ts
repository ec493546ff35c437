import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { matchResultSchema } from '../../schemas/results.ts';
import { check } from '../../schemas/validate.ts';
import { buildCatalog } from '../../server/feed/simulator/catalog.ts';
import { createFeedSimulator } from '../../server/feed/simulator/index.ts';
import { loadConfig } from '../../server/config.ts';
import { HISTORY_ID_BASE, playHistory } from '../../server/feed/simulator/played-history.ts';
import { Prng } from '../../server/feed/simulator/prng.ts';
import { createResultsStore, type ResultSummary } from '../../server/results/store.ts';
import { checkResult } from '../fixtures/results-checks.ts';

const SLOW = { timeout: 120_000 };
const DAY = 86_400_000;
const START = Date.UTC(2026, 10, 23, 9, 30, 0);
const catalog = buildCatalog(new Prng(1).fork());

describe('results: the played history', () => {
  test('[ENM-02] results hold only finished matches with consistent scores, every selection settled (200 runs)', SLOW, () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 2, max: 6 }), (seed, dayOffset, perDay) => {
        const until = START - dayOffset * DAY + (seed % 24) * 3_600_000;
        const results = playHistory({ seed, catalog, until, days: 1, matchesPerDay: perDay });
        for (const r of results) {
          expect(check(matchResultSchema, r).ok).toBe(true);
          expect(checkResult(r), `${r.ID} ${r.Name}`).toEqual([]);
          expect(r.FinishedDateJs).toBeLessThanOrEqual(until);
          expect(r.StartDateJs).toBeGreaterThanOrEqual(until - DAY);
          expect(r.FinishedDateJs).toBeGreaterThanOrEqual(r.StartDateJs);
          expect(r.ID).toBeGreaterThanOrEqual(HISTORY_ID_BASE);
          expect(r.ID).toBeLessThan(1_000_000_000);
        }
      }),
      { numRuns: 200 },
    );
  });

  test('two starts of one seed agree on every match both hold (the history does not depend on the start time)', SLOW, () => {
    const early = playHistory({ seed: 9, catalog, until: START, days: 2, matchesPerDay: 40 });
    const late = playHistory({ seed: 9, catalog, until: START + 7 * 3_600_000, days: 2, matchesPerDay: 40 });
    const lateById = new Map(late.map((r) => [r.ID, r]));
    const shared = early.filter((r) => lateById.has(r.ID));
    expect(shared.length).toBeGreaterThan(30);
    for (const r of shared) expect(lateById.get(r.ID)).toEqual(r);
    // Another seed plays other matches.
    const other = playHistory({ seed: 10, catalog, until: START, days: 2, matchesPerDay: 40 });
    expect(other.map((r) => r.Name)).not.toEqual(early.map((r) => r.Name));
  });

  test('a freshly started book already holds 7 days of results, cheaply', SLOW, () => {
    const store = createResultsStore();
    const t0 = performance.now();
    createFeedSimulator({ seed: 1, startTime: START, historyDays: 7, onResult: (r) => store.add(r) });
    const withHistory = performance.now() - t0;
    const t1 = performance.now();
    createFeedSimulator({ seed: 1, startTime: START });
    const without = performance.now() - t1;
    console.info(`start-up: book ${Math.round(without)} ms, book + 7-day history (${store.size} results) ${Math.round(withHistory)} ms`);
    const all: readonly ResultSummary[] = store.summaries();
    expect(all.length).toBeGreaterThan(7 * 50);
    for (let d = 1; d <= 7; d++) {
      const dayStart = START - d * DAY;
      expect(all.some((r) => r.StartDateJs >= dayStart && r.StartDateJs < dayStart + DAY), `day -${d}`).toBe(true);
    }
    expect(all.every((r) => r.FinishedDateJs <= START && r.StartDateJs >= START - 7 * DAY)).toBe(true);
    // Generous for a shared CI machine; measured ≈0.6–1.5 s for the history on 2 busy cores.
    expect(withHistory - without).toBeLessThan(6000);
  });

  test('FEED_HISTORY_PER_DAY: 64 by default, 0 turns the history off, nonsense stops the start naming the variable', () => {
    expect(loadConfig({}, []).feed.historyMatchesPerDay).toBe(64);
    expect(loadConfig({ FEED_HISTORY_PER_DAY: '0' }, []).feed.historyMatchesPerDay).toBe(0);
    expect(() => loadConfig({ FEED_HISTORY_PER_DAY: '1001' }, [])).toThrow(/FEED_HISTORY_PER_DAY/);
    expect(() => loadConfig({ FEED_HISTORY_PER_DAY: 'lots' }, [])).toThrow(/FEED_HISTORY_PER_DAY/);
    const none: unknown[] = [];
    createFeedSimulator({ seed: 1, startTime: START, liveMatches: 0, prematchMatches: 0, historyDays: 7, historyMatchesPerDay: 0, onResult: (r) => none.push(r) });
    expect(none).toEqual([]);
  });
});
