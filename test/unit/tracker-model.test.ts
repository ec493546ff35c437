/** The match tracker's maths (src/features/match/tracker-model.ts; issue #15, SPEC ENM-16, ENT-11, CON-38). */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import * as v from 'valibot';
import { PLAY_PHASES, STAT_KEYS, playSchema } from '../../schemas/play.ts';
import { DANGER_DEPTH, eventRows, periodTable, statBars, trackerDisplay, trackerState, trackerSurface } from '../../src/features/match/tracker-model.ts';
import { seeded } from '../fixtures/fc-seed.ts';
import { T0, wirePlay } from '../fixtures/wire.ts';

describe('the tracker state', () => {
  test('the fixture is a valid state of play', () => {
    expect(v.safeParse(playSchema, wirePlay()).success).toBe(true);
  });

  test('[ENM-16] a sport with field positions is drawn on a pitch or a court; tennis-like sports on a net court; the rest on a board', () => {
    expect(trackerSurface('soccer', { Zone: 50 })).toBe('pitch');
    expect(trackerSurface('rugby-union', { Zone: 10 })).toBe('pitch');
    expect(trackerSurface('basketball', { Zone: 50 })).toBe('court');
    expect(trackerSurface('ice-hockey', { Zone: 0 })).toBe('court');
    expect(trackerSurface('tennis', { Zone: null })).toBe('net');
    expect(trackerSurface('volleyball', { Zone: null })).toBe('net');
    expect(trackerSurface('darts', { Zone: null })).toBe('board');
    expect(trackerSurface('esports', { Zone: null })).toBe('board');
  });

  test('the ball sits at the zone; home plays to the right, away to the left', () => {
    const home = trackerState('soccer', wirePlay({ Phase: 'attack', Team: 'home', Zone: 70 }));
    expect(home).toMatchObject({ surface: 'pitch', ballAt: 70, direction: 1, tone: 'attack', team: 'home', highlight: { from: 50, to: 100 } });
    const away = trackerState('soccer', wirePlay({ Phase: 'attack', Team: 'away', Zone: 30 }));
    expect(away).toMatchObject({ ballAt: 30, direction: -1, highlight: { from: 0, to: 50 } });
  });

  test('a dangerous attack lights the area before the goal attacked, with the incident', () => {
    const s = trackerState('soccer', wirePlay({ Phase: 'danger', Team: 'away', Zone: 8, Incident: 'penalty' }));
    expect(s).toMatchObject({ tone: 'danger', incident: 'penalty', highlight: { from: 0, to: DANGER_DEPTH } });
    expect(trackerState('soccer', wirePlay({ Phase: 'danger', Team: 'home', Zone: 92 })).highlight).toEqual({ from: 100 - DANGER_DEPTH, to: 100 });
  });

  test('safe possession lights nothing; at a break or after the end nobody has the ball and none is drawn', () => {
    expect(trackerState('soccer', wirePlay({ Phase: 'safe', Team: 'home', Zone: 40 }))).toMatchObject({ highlight: null, ballAt: 40, tone: 'calm' });
    expect(trackerState('soccer', wirePlay({ Phase: 'break', Team: 'home', Zone: 50 }))).toMatchObject({ team: null, ballAt: null, direction: 0, highlight: null });
    expect(trackerState('soccer', wirePlay({ Phase: 'ended', Team: null, Zone: 50 }))).toMatchObject({ team: null, ballAt: null, tone: 'stopped' });
  });

  test('on a net court the side with the ball is the server; no ball position is drawn', () => {
    const s = trackerState('tennis', wirePlay({ Phase: 'danger', Team: 'away', Zone: null, Incident: 'breakPoint', Stats: [] }));
    expect(s).toMatchObject({ surface: 'net', team: 'away', ballAt: null, highlight: null, incident: 'breakPoint' });
  });

  test('property: the ball and the lit area stay on the field, and the lit area is in the half the side with the ball attacks', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PLAY_PHASES), fc.constantFrom('home' as const, 'away' as const, null), fc.integer({ min: 0, max: 100 }), (phase, team, zone) => {
        const s = trackerState('soccer', wirePlay({ Phase: phase, Team: team, Zone: zone }));
        if (s.ballAt !== null) expect(s.ballAt).toBe(zone);
        if (s.highlight) {
          expect(s.highlight.from).toBeGreaterThanOrEqual(0);
          expect(s.highlight.to).toBeLessThanOrEqual(100);
          expect(s.highlight.from < 50).toBe(s.direction === -1);
        }
      }),
      seeded('tracker state'),
    );
  });
});

describe('events, statistics and period scores', () => {
  test('events newest first with their minute, a mark and the score they made', () => {
    const rows = eventRows(wirePlay().Events);
    expect(rows).toEqual([
      { key: `${T0 + 34 * 60_000}-0`, kind: 'goal', mark: 'goal', team: 'home', when: "34'", score: '1-0' },
      { key: `${T0 + 21 * 60_000}-1`, kind: 'yellowCard', mark: 'yellow', team: 'away', when: "21'", score: '' },
    ]);
    expect(eventRows([{ Kind: 'ace', Team: 'home', Minute: null, At: T0, HomeScore: null, AwayScore: null }])[0]).toMatchObject({ when: '', mark: 'point' });
    const many = Array.from({ length: 20 }, (_, i) => ({ Kind: 'corner' as const, Team: null, Minute: i, At: T0 + i, HomeScore: null, AwayScore: null }));
    expect(eventRows(many, 5)).toHaveLength(5);
  });

  test('possession is one split bar; counts are a bar each against the larger side', () => {
    const [possession, shots, corners] = statBars(wirePlay().Stats);
    expect(possession).toMatchObject({ key: 'possession', shape: 'split', percent: true, homeWidth: 55, awayWidth: 45 });
    expect(shots).toMatchObject({ shape: 'pair', percent: false, homeWidth: 100, awayWidth: 50 });
    expect(corners).toMatchObject({ homeWidth: 100, awayWidth: 0 });
    expect(statBars([{ Key: 'fouls', Home: 0, Away: 0 }])[0]).toMatchObject({ homeWidth: 0, awayWidth: 0 });
    expect(statBars([{ Key: 'possession', Home: 0, Away: 0 }])[0]).toMatchObject({ homeWidth: 50, awayWidth: 50 });
    expect(statBars([{ Key: 'firstServePercentage', Home: 64, Away: 71 }])[0]).toMatchObject({ percent: true, shape: 'pair', homeWidth: 64, awayWidth: 71 });
  });

  test('property: bar widths are per cent, the split bar adds up to 100, and the larger side fills its half', () => {
    const stat = fc.record({ Key: fc.constantFrom(...STAT_KEYS), Home: fc.nat(500), Away: fc.nat(500) });
    fc.assert(
      fc.property(fc.array(stat, { maxLength: 8 }), (stats) => {
        const bars = statBars(stats);
        expect(bars.map((b) => b.key)).toEqual(stats.map((s) => s.Key));
        for (const bar of bars) {
          for (const w of [bar.homeWidth, bar.awayWidth]) expect(w >= 0 && w <= 100).toBe(true);
          if (bar.shape === 'split') expect(bar.homeWidth + bar.awayWidth).toBeCloseTo(100, 5);
          else if (!bar.percent && Math.max(bar.home, bar.away) > 0) expect(Math.max(bar.homeWidth, bar.awayWidth)).toBe(100);
        }
      }),
      seeded('stat bars'),
    );
  });

  test('[ENT-11] the per-period scores as a table with the totals; sets for sports played in sets', () => {
    expect(periodTable('soccer', [], 0, 0)).toBeNull();
    expect(periodTable('soccer', [[1, 0], [0, 2]], 1, 2)).toEqual({ unit: 'period', columns: [1, 2], home: [1, 0], away: [0, 2], homeTotal: 1, awayTotal: 2 });
    expect(periodTable('tennis', [[6, 4], [3, 5]], 1, 0)).toMatchObject({ unit: 'set', columns: [1, 2], home: [6, 3], away: [4, 5] });
  });
});

describe('what the match page shows', () => {
  const base = { isLive: true, finished: false, outright: false, play: wirePlay() };
  test('nothing before kick-off or for an outright; waiting for data until the first state of play; live; the final state after the end', () => {
    expect(trackerDisplay({ ...base, isLive: false, play: null })).toBe('none');
    expect(trackerDisplay({ ...base, outright: true })).toBe('none');
    expect(trackerDisplay({ ...base, play: null })).toBe('waiting');
    expect(trackerDisplay(base)).toBe('live');
    expect(trackerDisplay({ ...base, play: wirePlay({ Phase: 'ended' }) })).toBe('final');
    expect(trackerDisplay({ ...base, isLive: false, finished: true })).toBe('final');
    expect(trackerDisplay({ ...base, finished: true, play: null })).toBe('none');
  });
});
