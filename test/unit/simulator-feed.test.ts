import { describe, expect, test } from 'vitest';
import { feedEventSchema, streamSnapshotSchema } from '../../schemas/feed.ts';
import type { FeedEvent, StreamSnapshot } from '../../schemas/feed.ts';
import { MATCH_TYPES, type Match } from '../../schemas/match.ts';
import { ESPORT_SPORT_SYSTEM_ID, STREAM_NAMES } from '../../schemas/protocol.ts';
import type { StreamName } from '../../schemas/protocol.ts';
import { check } from '../../schemas/validate.ts';
import { createFeedSimulator, sportBySystemId } from '../../server/feed/simulator/index.ts';
import { priceProblems } from '../fixtures/market-checks.ts';
import type { FeedSimulator } from '../../server/feed/simulator/index.ts';

/** These simulate minutes to hours of feed; generous so a busy CI machine does not flake. */
const SLOW = { timeout: 180_000 };

const START = Date.UTC(2025, 5, 1, 12, 0, 0);
const DAY = 86_400_000;

type Batch = Record<StreamName, FeedEvent[]>;

function run(sim: FeedSimulator, steps: number, dt: number): Batch[] {
  return Array.from({ length: steps }, () => sim.step(dt));
}


function allMatches(sim: FeedSimulator): Match[] {
  return [...sim.snapshot('live').Matches, ...sim.snapshot('prematch').Matches];
}

/** The fixtures: every match but the outrights (simulator-outrights.test.ts checks those). */
const fixtures = (matches: readonly Match[]): Match[] => matches.filter((m) => m.Type !== MATCH_TYPES.outright);

describe('feed simulator: shape of the feed', () => {
  test('same seed and steps give byte-identical events and snapshots; another seed differs', SLOW, () => {
    const steps = [1000, 250, 5000, 0, 60_000, 1, 999, 30_000];
    const record = (seed: number): string => {
      const sim = createFeedSimulator({ seed, startTime: START, liveMatches: 20, prematchMatches: 120 });
      const parts: string[] = [STREAM_NAMES.map((s) => JSON.stringify(sim.snapshot(s))).join('|')];
      for (const dt of steps) parts.push(JSON.stringify(sim.step(dt)));
      parts.push(STREAM_NAMES.map((s) => JSON.stringify(sim.snapshot(s))).join('|'));
      return parts.join('\n');
    };
    expect(record(42)).toBe(record(42));
    expect(record(42)).not.toBe(record(43));
  });

  test('now advances by exactly the steps taken; invalid steps and options are refused', () => {
    const sim = createFeedSimulator({ seed: 1, startTime: START, liveMatches: 2, prematchMatches: 10 });
    expect(sim.now).toBe(START);
    sim.step(1500);
    sim.step(0);
    sim.step(2500);
    expect(sim.now).toBe(START + 4000);
    expect(() => sim.step(-1)).toThrow(RangeError);
    expect(() => sim.step(1.5)).toThrow(RangeError);
    expect(() => sim.step(Number.NaN)).toThrow(RangeError);
    expect(() => createFeedSimulator({ seed: 1, startTime: -5 })).toThrow(RangeError);
    expect(() => createFeedSimulator({ seed: 1, startTime: START, liveMatches: -1 })).toThrow(RangeError);
  });

  test('[API-56] every snapshot and every emitted event passes the wire schemas', SLOW, () => {
    // The stress knob on, for volume: the default feed moves prices only with the match.
    const sim = createFeedSimulator({ seed: 7, startTime: START, oddsChangesPerSecond: 300 });
    const failures: string[] = [];
    const checkSnapshots = (): void => {
      for (const s of STREAM_NAMES) {
        const r = check(streamSnapshotSchema, sim.snapshot(s));
        if (!r.ok) failures.push(`${s} snapshot: ${r.error.message}`);
      }
    };
    checkSnapshots();
    let events = 0;
    for (const batch of run(sim, 300, 1000)) {
      for (const s of STREAM_NAMES) {
        for (const e of batch[s]) {
          events++;
          const r = check(feedEventSchema, e);
          if (!r.ok && failures.length < 10) failures.push(`${s} ${e.kind}: ${r.error.message}`);
        }
      }
    }
    checkSnapshots();
    expect(failures).toEqual([]);
    expect(events).toBeGreaterThan(50_000);
  });

  test('[API-56] the esport stream holds exactly the matches of sport system id 66, live or not', SLOW, () => {
    const sim = createFeedSimulator({ seed: 3, startTime: START, oddsChangesPerSecond: 20, prematchMatches: 200 });
    for (let i = 0; i <= 3; i++) {
      const expected = allMatches(sim).filter((m) => m.SportSystemID === ESPORT_SPORT_SYSTEM_ID);
      const esport = sim.snapshot('esport');
      expect(expected.length).toBeGreaterThan(10);
      expect(esport.Matches.map((m) => m.ID).sort()).toEqual(expected.map((m) => m.ID).sort());
      const byId = new Map(expected.map((m) => [m.ID, m]));
      for (const m of esport.Matches) expect(m).toEqual(byId.get(m.ID));
      expect(esport.Sports.map((s) => s.SportSystemID)).toEqual([ESPORT_SPORT_SYSTEM_ID]);
      expect(esport.Matches.some((m) => m.IsLive)).toBe(true);
      expect(esport.Matches.some((m) => !m.IsLive)).toBe(true);
      run(sim, 20, 60_000);
    }
  });

  test('[CON-04] [STA-50] pre-match matches start within the 7-day horizon, not yet started, mostly schedule-eligible', SLOW, () => {
    const sim = createFeedSimulator({ seed: 5, startTime: START, oddsChangesPerSecond: 20 });
    for (let i = 0; i < 4; i++) {
      const pre = fixtures(sim.snapshot('prematch').Matches);
      expect(pre.length).toBeGreaterThan(550);
      expect(pre.length).toBeLessThan(700);
      const bad = pre.filter(
        (m) =>
          m.StartDateJs <= sim.now ||
          m.StartDateJs > sim.now + 7 * DAY ||
          Date.parse(m.DateOfMatch) !== m.StartDateJs ||
          m.IsLive ||
          m.LiveInfo !== null ||
          !/^\/sport\/[a-z0-9-]+\/[a-z0-9-]+\/[a-z0-9-]+\/match\/\d+$/.test(m.MatchLink) ||
          !m.MatchLink.endsWith(`/match/${m.ID}`),
      );
      expect(bad).toEqual([]);
      expect(pre.filter((m) => m.Type === 1).length / pre.length).toBeGreaterThan(0.8);
      // Spread over the whole horizon, not bunched at the start.
      expect(pre.filter((m) => m.StartDateJs > sim.now + 5 * DAY).length).toBeGreaterThan(pre.length / 10);
      run(sim, 6, 10 * 60_000);
    }
  });

  test('[RTE-04] [RTE-13] live matches link under /live, pre-match under /sport; both name sport, category, tournament', () => {
    const sim = createFeedSimulator({ seed: 8, startTime: START });
    const live = sim.snapshot('live');
    const categories = new Map(live.Categories.map((c) => [c.ID, c]));
    const tournaments = new Map(live.Tournaments.map((t) => [t.ID, t]));
    for (const m of live.Matches) {
      const sport = sportBySystemId(m.SportSystemID);
      const category = categories.get(m.Category.ID);
      const tournament = tournaments.get(m.Tournament.ID);
      expect(m.MatchLink).toBe(`/live/${sport?.alias}/${category?.Alias}/${tournament?.Alias}/match/${m.ID}`);
      expect(m.IsLive).toBe(true);
      expect(m.LiveInfo).not.toBeNull();
    }
  });

  test('[ENT-09] [ENT-19] markets: counts match, labels and special types follow the spec', SLOW, () => {
    const sim = createFeedSimulator({ seed: 9, startTime: START });
    run(sim, 30, 1000);
    for (const m of fixtures(allMatches(sim))) {
      const sport = sportBySystemId(m.SportSystemID);
      expect(sport).toBeDefined();
      expect(m.MarketsCount).toBe(m.Markets.length);
      expect(m.OutcomesCount).toBe(m.Markets.reduce((n, k) => n + k.Odds.length, 0));
      expect(m.MarketsCount).toBeGreaterThan(0);
      expect(new Set(m.Markets.map((k) => k.ID)).size).toBe(m.Markets.length);
      const moneyLine = m.Markets[0];
      expect(moneyLine?.MarketSpecifications.Period).toBe(0);
      if (sport?.threeWay) {
        expect(moneyLine?.Title).toBe('1X2');
        expect(moneyLine?.MarketSpecifications.SpecialType).toBe(29);
        expect(moneyLine?.Odds.map((o) => o.Title)).toEqual(['1', 'X', '2']);
      } else {
        expect(moneyLine?.Title).toBe('Winner');
        expect(moneyLine?.MarketSpecifications.SpecialType).toBe(28);
        expect(moneyLine?.Odds.map((o) => o.Title)).toEqual(['1', '2']);
      }
      for (const k of m.Markets) {
        const special = k.MarketSpecifications.SpecialType;
        if (special === 2) {
          expect(k.Odds.map((o) => o.Title)).toEqual(['1', '2']);
          const [home, away] = k.Odds.map((o) => Number(o.SpecialBetValue));
          expect(home).toBe(-(away ?? Number.NaN));
          expect(Math.abs(home ?? 0) % 1).toBe(0.5);
        }
        if (special === 3 || special === 42) {
          expect(k.Odds.map((o) => o.Title)).toEqual(['Over', 'Under']);
          expect(k.Odds[0]?.SpecialBetValue).toMatch(/^\d+\.5$/);
          expect(k.Odds[0]?.SpecialBetValue).toBe(k.Odds[1]?.SpecialBetValue);
        }
        if (special === 42) expect(m.SportSystemID).toBe(ESPORT_SPORT_SYSTEM_ID);
      }
    }
    const ids = allMatches(sim).flatMap((m) => m.Markets.flatMap((k) => k.Odds.map((o) => o.ID)));
    expect(new Set(ids).size).toBe(ids.length);
  });

  test('odds stay in [1.01, 1000], two decimals, and every market keeps an overround of 1.04–1.08 (a winner market with its favourite withdrawn: long shots at most 100)', SLOW, () => {
    const sim = createFeedSimulator({ seed: 10, startTime: START });
    const bad: string[] = [];
    for (let i = 0; i < 20; i++) {
      for (const m of fixtures(allMatches(sim))) {
        for (const k of m.Markets) {
          const problems = priceProblems(k);
          if (problems.length > 0) bad.push(`${m.Name} ${k.Title} ${k.Odds.map((x) => x.Value).join('/')} ${problems.join(', ')}`);
        }
      }
      run(sim, 30, 1000);
    }
    expect(bad).toEqual([]);
  });

  test('kick-off moves a match from prematch to live; the end shows it Finished, then removes it from live (issue #15)', SLOW, () => {
    const sim = createFeedSimulator({ seed: 12, startTime: START, liveMatches: 30, oddsChangesPerSecond: 50 });
    let prematch = new Set(sim.snapshot('prematch').Matches.map((m) => m.ID));
    let kickoffs = 0;
    let finishes = 0;
    const lastStatus = new Map<number, string>();
    for (let i = 0; i < 3 * 60; i++) {
      const batch = sim.step(60_000);
      const removedFromPrematch = new Set(batch.prematch.flatMap((e) => (e.kind === 'matchRemoved' ? [e.MatchID] : [])));
      for (const e of batch.live) {
        if (e.kind === 'match' && prematch.has(e.Match.ID)) {
          kickoffs++;
          expect(removedFromPrematch.has(e.Match.ID)).toBe(true);
          expect(e.Match.IsLive).toBe(true);
          expect(e.Match.StartDateJs).toBeLessThanOrEqual(sim.now);
        }
        if (e.kind === 'score') lastStatus.set(e.MatchID, e.LiveInfo.Status);
        if (e.kind === 'matchRemoved') {
          finishes++;
          expect(lastStatus.get(e.MatchID)).toBe('Finished');
        }
      }
      prematch = new Set(sim.snapshot('prematch').Matches.map((m) => m.ID));
    }
    expect(kickoffs).toBeGreaterThan(30);
    expect(finishes).toBeGreaterThan(30);
  });

  test('a catalog event introduces every sport, category and tournament before the match that needs it', SLOW, () => {
    const sim = createFeedSimulator({ seed: 13, startTime: START, liveMatches: 40, oddsChangesPerSecond: 20, prematchMatches: 200 });
    const known = new Map<StreamName, { sports: Set<number>; categories: Set<number>; tournaments: Set<number> }>();
    for (const s of STREAM_NAMES) {
      const snap: StreamSnapshot = sim.snapshot(s);
      known.set(s, { sports: new Set(snap.Sports.map((x) => x.ID)), categories: new Set(snap.Categories.map((x) => x.ID)), tournaments: new Set(snap.Tournaments.map((x) => x.ID)) });
    }
    let catalogEvents = 0;
    for (const batch of run(sim, 120, 60_000)) {
      for (const s of STREAM_NAMES) {
        const k = known.get(s);
        if (!k) throw new Error('stream');
        for (const e of batch[s]) {
          if (e.kind === 'catalog') {
            catalogEvents++;
            for (const x of e.Sports) k.sports.add(x.ID);
            for (const x of e.Categories) k.categories.add(x.ID);
            for (const x of e.Tournaments) k.tournaments.add(x.ID);
          }
          if (e.kind === 'match') {
            expect(k.sports.has(e.Match.SportType.ID)).toBe(true);
            expect(k.categories.has(e.Match.Category.ID)).toBe(true);
            expect(k.tournaments.has(e.Match.Tournament.ID)).toBe(true);
          }
        }
      }
    }
    expect(catalogEvents).toBeGreaterThan(0);
  });
});
