import { describe, expect, test } from 'vitest';
import { BET_RESULTS, matchResultSchema } from '../../schemas/results.ts';
import type { MatchResult, SettledMarket } from '../../schemas/results.ts';
import { SPECIAL_TYPES } from '../../schemas/market.ts';
import { check } from '../../schemas/validate.ts';
import { createFeedSimulator, sportBySystemId } from '../../server/feed/simulator/index.ts';
import { createResultsStore } from '../../server/results/store.ts';
import { settleAsian } from '../../server/feed/simulator/settle.ts';
import { checkResult } from '../fixtures/results-checks.ts';

const SLOW = { timeout: 120_000 };
const START = Date.UTC(2025, 5, 1, 12, 0, 0);
const MINUTE = 60_000;

/** Three simulated hours of a small book, every result collected (computed once for the file). */
function playHours(hours: number): { results: MatchResult[]; sim: ReturnType<typeof createFeedSimulator> } {
  const results: MatchResult[] = [];
  const sim = createFeedSimulator({ seed: 31, startTime: START, liveMatches: 30, oddsChangesPerSecond: 30, prematchMatches: 100, onResult: (r) => results.push(r) });
  for (let m = 0; m < hours * 60; m++) sim.step(MINUTE);
  return { results, sim };
}

let played: ReturnType<typeof playHours> | null = null;
const book = () => (played ??= playHours(3));

describe('results at the final whistle', () => {
  test('[ENM-02] every finished match leaves one result; every selection has exactly one ENM-02 result, consistent with its market rule', SLOW, () => {
    const { results, sim } = book();
    expect(results.length).toBeGreaterThan(30);
    expect(new Set(results.map((r) => r.ID)).size).toBe(results.length);
    for (const r of results) {
      const parsed = check(matchResultSchema, r);
      expect(parsed.ok, parsed.ok ? '' : parsed.error.message).toBe(true);
      expect(checkResult(r), `match ${r.ID} ${r.Name}`).toEqual([]);
      // A finished match has left the feed, or stays a minute shown Finished with every market suspended (issue #15).
      const staying = sim.match(r.ID);
      if (staying) expect(staying.IsFinished && staying.LiveInfo?.Status === 'Finished' && staying.Markets.every((k) => k.IsSuspended)).toBe(true);
      expect(r.FinishedDateJs).toBeGreaterThanOrEqual(r.StartDateJs);
    }
  });

  test('[ENM-02] re-lined markets keep their retired outcomes settled; quarter lines give half-won/half-lost; whole lines refund', SLOW, () => {
    const { results } = book();
    const outcomes = results.flatMap((r) => r.Markets.flatMap((m) => m.Outcomes));
    const seen = new Set(outcomes.map((o) => o.Result));
    expect(outcomes.some((o) => o.IsRetired)).toBe(true);
    for (const code of [BET_RESULTS.win, BET_RESULTS.lost, BET_RESULTS.refund, BET_RESULTS.halfWin, BET_RESULTS.halfLose]) expect(seen.has(code), `result ${code}`).toBe(true);
    expect(seen.has(BET_RESULTS.pending)).toBe(false);
  });

  test('[ENM-02] the money line is won by the side ahead at the end; the main handicap and total settle by the Asian rule at every line; the first-period winner is settled even after it left the page', SLOW, () => {
    const { results } = book();
    for (const r of results) {
      const ml = r.Markets.find((m) => m.ID === 1) as SettledMarket;
      expect(ml).toBeDefined();
      const winners = ml.Outcomes.filter((o) => !o.IsRetired && o.Result === BET_RESULTS.win).map((o) => o.Title);
      const sport = sportBySystemId(r.SportSystemID);
      if (r.HomeScore > r.AwayScore) expect(winners).toEqual(['1']);
      else if (r.HomeScore < r.AwayScore) expect(winners).toEqual(['2']);
      else expect(winners).toEqual(sport?.threeWay ? ['X'] : []);
    }
    // The main handicap (2) and total (3) settle by the Asian rule on the final score, at every line they had.
    for (const r of results) {
      for (const m of r.Markets.filter((x) => x.ID === 2 || x.ID === 3)) {
        for (let i = 0; i < m.Outcomes.length; i += 2) {
          const [a, b] = [m.Outcomes[i], m.Outcomes[i + 1]];
          if (!a || !b) continue;
          const line = Number(a.SpecialBetValue);
          if (m.ID === 2) {
            expect(a.Result, `${r.Name} ${m.Title} ${a.SpecialBetValue}`).toBe(settleAsian(r.HomeScore - r.AwayScore, line));
            expect(b.Result).toBe(settleAsian(r.AwayScore - r.HomeScore, Number(b.SpecialBetValue)));
          } else {
            expect(a.Result, `${r.Name} ${m.Title} ${a.SpecialBetValue}`).toBe(settleAsian(r.HomeScore + r.AwayScore, -line));
            expect(b.Result).toBe(settleAsian(-(r.HomeScore + r.AwayScore), line));
          }
        }
      }
    }
    const withPeriodWinner = results.filter((r) => r.Markets.some((m) => m.ID === 4 && m.MarketSpecifications.Period === 1));
    expect(withPeriodWinner.length).toBeGreaterThan(0);
  });

  test('the results store keeps them, reads one selection by market and outcome id, and tells its listeners', SLOW, () => {
    const { results } = book();
    const store = createResultsStore();
    const told: number[] = [];
    const off = store.onResult((r) => told.push(r.ID));
    for (const r of results) store.add(r);
    off();
    store.add(results[0] as MatchResult); // a repeat is ignored
    expect(told).toEqual(results.map((r) => r.ID));
    expect(store.size).toBe(results.length);
    const r = results[results.length - 1] as MatchResult;
    const market = r.Markets[r.Markets.length - 1] as SettledMarket;
    const outcome = market.Outcomes[0];
    // Every selection reads back, retired lines too.
    for (const m of r.Markets) for (const o of m.Outcomes) expect(store.outcome(r.ID, m.ID, o.ID)).toBe(o.Result);
    expect(store.get(r.ID)).toEqual(r);
    expect(store.get(r.ID)).not.toBe(store.get(r.ID)); // a fresh copy each time
    expect(store.outcome(r.ID, market.ID, outcome?.ID ?? -1)).toBe(outcome?.Result);
    expect(store.outcome(r.ID, 999, 1)).toBeUndefined();
    expect(store.outcome(1, 1, 1)).toBeUndefined();
    expect(SPECIAL_TYPES.doubleChance).toBe(8);
  });
});

describe('a match from schedule to result', () => {
  test('[ENM-02] a scheduled match kicks off, plays live, finishes, leaves the feed and is in the results store', SLOW, () => {
    const store = createResultsStore();
    const sim = createFeedSimulator({ seed: 44, startTime: START, liveMatches: 4, oddsChangesPerSecond: 10, prematchMatches: 20, onResult: (r) => store.add(r) });
    const next = sim
      .snapshot('prematch')
      .Matches.filter((m) => sportBySystemId(m.SportSystemID)?.format.kind !== 'none')
      .sort((a, b) => a.StartDateJs - b.StartDateJs)[0];
    expect(next).toBeDefined();
    const id = next?.ID ?? 0;
    const phases: string[] = ['scheduled'];
    for (let minute = 0; minute < 14 * 24 * 60 && phases[phases.length - 1] !== 'gone'; minute++) {
      sim.step(MINUTE);
      const m = sim.match(id);
      const phase = m ? (m.IsFinished ? 'finished' : m.IsLive ? 'live' : 'scheduled') : 'gone';
      // The result is in the store from the final whistle on, while the match stays shown Finished.
      if (phase === 'finished') expect(store.get(id)).toBeDefined();
      if (phases[phases.length - 1] !== phase) phases.push(phase);
    }
    expect(phases).toEqual(['scheduled', 'live', 'finished', 'gone']);
    const result = store.get(id) as MatchResult;
    expect(result.StartDateJs).toBe(next?.StartDateJs);
    expect(checkResult(result)).toEqual([]);
    expect(result.Markets.length).toBeGreaterThanOrEqual(next?.Markets.length ?? 0);
  });
});

describe('results store bounds', () => {
  test('keeps at least 7 days back from the latest finish, and at most maxResults records', () => {
    const base = { ...fakeResult(1, 0) };
    const store = createResultsStore({ maxResults: 50 });
    for (let i = 0; i < 40; i++) store.add({ ...base, ID: i + 1, FinishedDateJs: START + i * 6 * 3_600_000 });
    // 40 results 6 h apart span ~9.75 days: those older than 7 days before the newest are gone.
    const newest = START + 39 * 6 * 3_600_000;
    expect(store.summaries().every((r) => r.FinishedDateJs >= newest - 7 * 86_400_000)).toBe(true);
    expect(store.size).toBe(29);
    expect(store.get(1)).toBeUndefined();
    const small = createResultsStore({ maxResults: 5 });
    for (let i = 0; i < 20; i++) small.add({ ...base, ID: i + 1, FinishedDateJs: START + i });
    expect(small.summaries().map((r) => r.ID)).toEqual([16, 17, 18, 19, 20]);
  });

  test('a listener that throws does not stop the others', () => {
    const errors: unknown[] = [];
    const store = createResultsStore({ onListenerError: (e) => errors.push(e) });
    const told: number[] = [];
    store.onResult(() => {
      throw new Error('boom');
    });
    store.onResult((r) => told.push(r.ID));
    store.add(fakeResult(7, START));
    expect(told).toEqual([7]);
    expect(errors).toHaveLength(1);
  });
});

function fakeResult(id: number, finished: number): MatchResult {
  const named = { ID: 1, Name: 'x', Alias: 'x', Rank: 1 };
  return {
    ID: id,
    Name: 'A - B',
    HomeTeamName: 'A',
    AwayTeamName: 'B',
    SportSystemID: 1,
    Sport: named,
    Category: named,
    Tournament: named,
    DateOfMatch: new Date(finished).toISOString(),
    StartDateJs: finished,
    FinishedDate: new Date(finished).toISOString(),
    FinishedDateJs: finished,
    HomeScore: 1,
    AwayScore: 0,
    PeriodScores: [],
    Markets: [],
  };
}
