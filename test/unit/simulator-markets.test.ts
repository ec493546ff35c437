import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { BET_RESULTS } from '../../schemas/results.ts';
import { createFeedSimulator, SPORTS } from '../../server/feed/simulator/index.ts';
import { isQuarterLine, settleAsian } from '../../server/feed/simulator/settle.ts';

const START = Date.UTC(2025, 5, 1, 12, 0, 0);

describe('match pages: the markets each sport offers', () => {
  test('[CON-25] [CON-26] [CON-32] [CON-33] soccer has 20+ markets from one model; esports Map Spread, Maps O/U, Map 1, Map 2', () => {
    const sim = createFeedSimulator({ seed: 3, startTime: START, liveMatches: 0, prematchMatches: 300 });
    const matches = sim.snapshot('prematch').Matches;
    const counts = new Map<number, number>();
    for (const m of matches) counts.set(m.SportSystemID, Math.max(counts.get(m.SportSystemID) ?? 0, m.MarketsCount));
    const soccer = matches.find((m) => m.SportSystemID === 1);
    expect(soccer?.MarketsCount).toBeGreaterThanOrEqual(20);
    const titles = soccer?.Markets.map((k) => k.Title) ?? [];
    for (const t of ['1X2', 'Double Chance', 'Draw No Bet', 'Both Teams To Score', 'Correct Score', 'Half Time/Full Time', 'Asian Handicap', 'Goals O/U', 'Home O/U', 'Away O/U', '1st Half - 1X2', '1st Half - O/U', 'Next Goal']) expect(titles).toContain(t);
    const lines = soccer?.Markets.flatMap((k) => k.Odds.map((o) => o.SpecialBetValue)) ?? [];
    expect(lines.some((l) => isQuarterLine(Number(l)) && l !== '')).toBe(true);
    expect(soccer?.Markets.find((k) => k.Title === 'Double Chance')?.Odds.map((o) => o.Title)).toEqual(['1X', '12', 'X2']);
    const esport = matches.find((m) => m.SportSystemID === 66);
    if (esport) expect(esport.Markets.map((k) => k.Title)).toEqual(['Winner', 'Map Spread', 'Maps O/U', 'Map 1', 'Map 2']);
    const bySport = Object.fromEntries(SPORTS.filter((s) => counts.has(s.systemId)).map((s) => [s.alias, counts.get(s.systemId)]));
    console.log('markets per match by sport', JSON.stringify(bySport));
  });
});

describe('[ENM-02] Asian settlement', () => {
  const { win, lost, refund, halfWin, halfLose } = BET_RESULTS;
  /** Reference: what a bet on `margin + line > 0` gets, by where margin + line falls. */
  const table: Record<string, number> = { '-0.75': lost, '-0.5': lost, '-0.25': halfLose, '0': refund, '0.25': halfWin, '0.5': win, '0.75': win };

  test('[ENM-02] quarter, half and whole lines settle as the reference table says; the other side mirrors it', () => {
    fc.assert(
      fc.property(fc.integer({ min: -12, max: 12 }), fc.integer({ min: -24, max: 24 }), (margin, quarters) => {
        const line = quarters / 4;
        const at = margin + line;
        const expected = at >= 1 ? win : at <= -1 ? lost : table[String(at)];
        expect(settleAsian(margin, line)).toBe(expected);
        const mirror: Record<number, number> = { [win]: lost, [lost]: win, [halfWin]: halfLose, [halfLose]: halfWin, [refund]: refund };
        expect(settleAsian(-margin, -line)).toBe(mirror[expected ?? -1]);
      }),
      { numRuns: 2000 },
    );
  });

  test('[ENM-02] examples: -0.75 won by one is half won, +0.25 on a draw is half won, 2.25 goals on 2 is half lost', () => {
    expect(settleAsian(1, -0.75)).toBe(halfWin);
    expect(settleAsian(2, -0.75)).toBe(win);
    expect(settleAsian(0, 0.25)).toBe(halfWin);
    expect(settleAsian(0, -0.25)).toBe(halfLose);
    expect(settleAsian(2, -2.25)).toBe(halfLose);
    expect(settleAsian(3, -2.25)).toBe(win);
    expect(settleAsian(-2, 2.25)).toBe(halfWin);
  });
});
