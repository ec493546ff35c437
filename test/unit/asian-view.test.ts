import { describe, expect, it } from 'vitest';
import { asianColumns, asianDays, dayBounds } from '../../domain/asian-view.ts';

describe('asian view (RTE-09, ENT-60)', () => {
  it('RTE-09: handicap and O/U side by side first, then 1X2 and the first period, only those present', () => {
    expect(asianColumns(['moneyLine', 'handicap', 'total', 'homeTotal'])).toEqual(['handicap', 'total', 'moneyLine']);
    expect(asianColumns(['firstPeriod', 'total', 'handicap'])).toEqual(['handicap', 'total', 'firstPeriod']);
  });
  it('ENT-60: the calendar strip is the next 7 days in the player zone', () => {
    const now = Date.UTC(2026, 10, 25, 23, 30);
    expect(asianDays(now, 0)[0]).toBe('2026-11-25');
    expect(asianDays(now, 120)).toEqual(['2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02']);
  });
  it('ENT-60: a day bounds the list from its start to the next day start; All is unbounded', () => {
    expect(dayBounds(null, 0)).toEqual({ from: null, until: null });
    expect(dayBounds('2026-11-26', 60)).toEqual({ from: Date.UTC(2026, 10, 25, 23), until: Date.UTC(2026, 10, 26, 23) });
  });
});
