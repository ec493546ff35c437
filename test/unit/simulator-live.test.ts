import { describe, expect, test } from 'vitest';
import type { LiveMatchInfo } from '../../schemas/match.ts';
import { emptyReport } from '../../server/feed/simulator/engine.ts';
import { createEngine } from '../../server/feed/simulator/engines.ts';
import { createFeedSimulator, SPORTS, sportBySystemId } from '../../server/feed/simulator/index.ts';
import { planKickoffs } from '../../server/feed/simulator/kickoff-planner.ts';
import { Prng } from '../../server/feed/simulator/prng.ts';

/** These simulate minutes to hours of feed; generous so a busy CI machine does not flake. */
const SLOW = { timeout: 180_000 };

const START = Date.UTC(2025, 5, 1, 12, 0, 0);
const MINUTE = 60_000;

/** The seconds a clock described by LiveInfo shows at `t` (SPEC STA-47). */
function shownSeconds(info: LiveMatchInfo, t: number): number {
  if (!info.IsClockStarted) return info.ClockCorrection;
  const elapsed = Math.floor((t - info.ClockStartTime) / 1000);
  return info.IsCountDown ? info.ClockCorrection - elapsed : info.ClockCorrection + elapsed;
}

describe('feed simulator: in-play', () => {
  test('the live count stays near its target over a simulated hour', SLOW, () => {
    for (const target of [60, 150]) {
      const sim = createFeedSimulator({ seed: 21, startTime: START, liveMatches: target, oddsChangesPerSecond: 20 });
      const counts: number[] = [];
      for (let minute = 0; minute < 60; minute++) {
        sim.step(MINUTE);
        counts.push(sim.snapshot('live').Matches.length);
      }
      const mean = counts.reduce((a, b) => a + b, 0) / counts.length;
      expect(Math.abs(mean - target) / target, `mean ${mean}`).toBeLessThan(0.05);
      expect(Math.min(...counts)).toBeGreaterThanOrEqual(Math.floor(target * 0.85));
      expect(Math.max(...counts)).toBeLessThanOrEqual(Math.ceil(target * 1.15));
    }
  });

  test('about oddsChangesPerSecond odds events per simulated second (±20%), at 300/s and 10,000/s', SLOW, () => {
    for (const [rate, live] of [
      [300, 60],
      [10_000, 300],
    ] as const) {
      const sim = createFeedSimulator({ seed: 22, startTime: START, liveMatches: live, oddsChangesPerSecond: rate });
      for (let second = 0; second < 20; second++) {
        const n = sim.step(1000).live.filter((e) => e.kind === 'odds').length;
        expect(n).toBeGreaterThanOrEqual(rate * 0.8);
        expect(n).toBeLessThanOrEqual(rate * 1.2);
      }
    }
  });

  test('generating 100,000 odds events (10 s at 10,000/s over 300 live matches) takes well under a second', SLOW, () => {
    const sim = createFeedSimulator({ seed: 23, startTime: START, liveMatches: 300, oddsChangesPerSecond: 10_000 });
    sim.step(2000);
    const started = performance.now();
    let odds = 0;
    for (let i = 0; i < 10; i++) odds += sim.step(1000).live.filter((e) => e.kind === 'odds').length;
    const elapsed = performance.now() - started;
    expect(odds).toBeGreaterThanOrEqual(95_000);
    expect(elapsed).toBeLessThan(1000);
  });

  test('[STA-47] [STA-49] clocks: running clocks agree with MatchMinute, stop at breaks, restart after; no clock for set sports', SLOW, () => {
    const sim = createFeedSimulator({ seed: 24, startTime: START, liveMatches: 80, oddsChangesPerSecond: 20 });
    const statuses = new Set<string>();
    let secondHalfRestarts = 0;
    const bad: string[] = [];
    for (let i = 0; i < 2 * 3600; i++) {
      const batch = sim.step(1000);
      for (const e of batch.live) {
        if (e.kind !== 'score') continue;
        const info = e.LiveInfo;
        const sport = sportBySystemId(info.SportSystemID);
        statuses.add(`${sport?.alias}:${info.Status}`);
        const shown = shownSeconds(info, sim.now);
        if (sport?.clock === 'none' && (info.IsClockStarted || info.ClockCorrection !== 0)) bad.push(`${sport.alias} has a clock`);
        if (sport && sport.clock !== 'none' && info.IsCountDown !== (sport.clock === 'down')) bad.push(`${sport.alias} clock direction`);
        if (info.MatchMinute !== Math.floor(shown / 60)) bad.push(`${sport?.alias} minute ${info.MatchMinute} vs shown ${shown}`);
        if (shown < 0) bad.push(`${sport?.alias} negative clock`);
        if (['Half time', 'Break', 'Finished'].includes(info.Status) && info.IsClockStarted) bad.push(`${sport?.alias} clock runs at ${info.Status}`);
        if (sport?.alias === 'soccer' && info.Status === '2nd half' && info.ClockCorrection === 2700 && info.ClockStartTime === sim.now) secondHalfRestarts++;
        if (sport?.alias === 'basketball' && info.IsClockStarted && (shown > 600 || !/^(Q[1-4]|Overtime.*)$/.test(info.Status))) bad.push(`basketball ${info.Status} ${shown}`);
      }
    }
    expect(bad.slice(0, 10)).toEqual([]);
    expect(secondHalfRestarts).toBeGreaterThan(0);
    for (const status of ['soccer:1st half', 'soccer:Half time', 'soccer:2nd half', 'soccer:Finished', 'basketball:Q3', 'tennis:Set 2', 'ice-hockey:2nd period', 'esports:Map 1']) {
      expect(statuses.has(status), status).toBe(true);
    }
  });

  test('a goal suspends the match markets (or finds them held by the attack before it), which reopen later with new prices', SLOW, () => {
    const sim = createFeedSimulator({ seed: 25, startTime: START, liveMatches: 60, oddsChangesPerSecond: 100 });
    const suspendedAt = new Map<string, number>();
    const reopenDelays: number[] = [];
    let goalsWithSuspension = 0;
    let goalsOpen = 0;
    let oddsWhileSuspended = 0;
    const goalsOf = new Map<number, number>();
    for (let i = 0; i < 1800; i++) {
      const batch = sim.step(1000);
      for (const e of batch.live) {
        if (e.kind === 'market') {
          const key = `${e.MatchID}/${e.Market.ID}`;
          if (e.Market.IsSuspended) {
            if (!suspendedAt.has(key)) suspendedAt.set(key, sim.now);
          } else {
            const at = suspendedAt.get(key);
            if (at !== undefined) reopenDelays.push(sim.now - at);
            suspendedAt.delete(key);
          }
        }
        if (e.kind === 'score' && e.LiveInfo.SportSystemID === 1) {
          const total = e.LiveInfo.HomeScore + e.LiveInfo.AwayScore;
          const before = goalsOf.get(e.MatchID);
          goalsOf.set(e.MatchID, total);
          if (before === undefined || total === before || e.LiveInfo.Status === 'Finished') continue;
          if (suspendedAt.has(`${e.MatchID}/1`)) goalsWithSuspension++;
          else if (sim.match(e.MatchID)?.Markets[0]?.IsSuspended === false) goalsOpen++;
        }
        if (e.kind === 'odds' && suspendedAt.has(`${e.MatchID}/${e.MarketID}`)) oddsWhileSuspended++;
      }
    }
    expect(oddsWhileSuspended).toBe(0);
    expect(goalsWithSuspension).toBeGreaterThan(5);
    expect(goalsOpen).toBe(0);
    expect(reopenDelays.length).toBeGreaterThan(50);
    expect(Math.min(...reopenDelays)).toBeGreaterThanOrEqual(1000);
    // The longest: a penalty (up to a minute) and the VAR check of its goal (up to 80 s).
    expect(Math.max(...reopenDelays)).toBeLessThanOrEqual(3 * 60_000);
  });

  test('every in-play sport plays a whole match to a consistent end', SLOW, () => {
    for (const sport of SPORTS.filter((s) => s.live)) {
      for (let seed = 0; seed < 5; seed++) {
        const rng = new Prng(seed);
        const engine = createEngine(sport, START, rng.range(-0.6, 0.6));
        if (!engine) throw new Error(sport.alias);
        engine.start(rng);
        const report = emptyReport();
        let t = START;
        let lastHome = 0;
        let lastAway = 0;
        let monotonic = true;
        while (!engine.finished && t < START + 8 * 60 * MINUTE) {
          t += 10_000;
          engine.advance(t, rng, report);
          monotonic &&= engine.info.HomeScore >= lastHome && engine.info.AwayScore >= lastAway && engine.remainingMs() >= 0;
          lastHome = engine.info.HomeScore;
          lastAway = engine.info.AwayScore;
        }
        const info = engine.info;
        expect(monotonic, sport.alias).toBe(true);
        expect(engine.finished, sport.alias).toBe(true);
        expect(info.Status).toBe('Finished');
        expect(info.IsClockStarted).toBe(false);
        const f = sport.format;
        if (f.kind === 'sets') {
          expect(Math.max(info.HomeScore, info.AwayScore), sport.alias).toBe(f.setsToWin);
          if (f.items) {
            const won = info.Sets.Items.filter((s) => s.HomeScore > s.AwayScore).length;
            expect(won, sport.alias).toBe(info.HomeScore);
          }
        } else {
          if (info.Sets.Items.length > 0) {
            expect(info.Sets.Items.reduce((n, s) => n + s.HomeScore, 0), sport.alias).toBe(info.HomeScore);
            expect(info.Sets.Items.reduce((n, s) => n + s.AwayScore, 0), sport.alias).toBe(info.AwayScore);
          }
          if (f.kind === 'timed') expect(info.Sets.Items.length, sport.alias).toBeGreaterThanOrEqual(f.periods);
          if (f.kind === 'timed' && f.overtime) expect(info.HomeScore, sport.alias).not.toBe(info.AwayScore);
          if (f.kind === 'innings') expect(info.HomeScore, sport.alias).not.toBe(info.AwayScore);
        }
      }
    }
  });
});

describe('kick-off planning', () => {
  const now = START;

  test('no new matches while the projected live count meets the target', () => {
    expect(planKickoffs({ now, target: 10, liveCount: 10, endingSoon: [], upcoming: 0 })).toEqual([]);
    expect(planKickoffs({ now, target: 10, liveCount: 10, endingSoon: [now + 5 * MINUTE], upcoming: 1 })).toEqual([]);
  });

  test('matches ending soon get replacements near their end, listed at least a minute ahead', () => {
    const starts = planKickoffs({ now, target: 10, liveCount: 10, endingSoon: [now + 30_000, now + 12 * MINUTE], upcoming: 0 });
    expect(starts).toHaveLength(2);
    for (const start of starts) expect(start).toBeGreaterThanOrEqual(now + MINUTE);
    expect(Math.max(...starts)).toBeLessThanOrEqual(now + 12 * MINUTE);
    expect(Math.max(...starts)).toBeGreaterThan(now + 10 * MINUTE);
  });

  test('a shortfall with nothing ending is filled as soon as allowed', () => {
    expect(planKickoffs({ now, target: 5, liveCount: 2, endingSoon: [], upcoming: 0 })).toEqual([now + MINUTE, now + MINUTE, now + MINUTE]);
  });
});

describe('feed simulator: the shorten-price test hook', () => {
  test('an open live price is shortened by the share at the next step, as an odds event; an unknown price is refused', () => {
    const sim = createFeedSimulator({ seed: 8, startTime: START, liveMatches: 5, prematchMatches: 0, oddsChangesPerSecond: 0 });
    sim.step(1000);
    const market = sim.snapshot('live').Matches.flatMap((m) => m.Markets.filter((k) => !k.IsSuspended).map((k) => ({ match: m.ID, market: k })))[0]!;
    const odd = market.market.Odds.find((o) => o.Value > 1.5)!;
    const before = odd.Value;
    expect(sim.shortenPrice(odd.ID, 0.1)).toBe(true);
    expect(sim.shortenPrice(999_999_999, 0.1)).toBe(false);
    const events = sim.step(1000).live.filter((e) => e.kind === 'odds' && e.OddID === odd.ID);
    expect(events.at(-1)).toMatchObject({ MatchID: market.match, MarketID: market.market.ID, Value: expect.closeTo(before * 0.9, 1) });
    expect(sim.match(market.match)!.Markets.find((k) => k.ID === market.market.ID)!.Odds.find((o) => o.ID === odd.ID)!.Value).toBeLessThan(before);
  });
});
