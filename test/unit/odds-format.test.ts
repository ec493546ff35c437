import { describe, expect, test } from 'vitest';
import {
  DEFAULT_ODDS_PRECISION,
  formatOdds,
  ODDS_FORMATS,
  outcomeLabel,
  toAmerican,
  toFraction,
  toHongKong,
  toIndonesian,
  toMalay,
} from '../../domain/odds-format.ts';

/**
 * A published conversion table (the usual bookmaker chart: decimal, fractional, American, Hong Kong,
 * Indonesian, Malay), rounded as books print it: American to the unit, the rest to 2 decimals.
 */
const PUBLISHED: readonly (readonly [decimal: number, fractional: string, american: string, hk: string, indo: string, malay: string])[] = [
  [1.1, '1/10', '-1000', '0.10', '-10.00', '0.10'],
  [1.2, '1/5', '-500', '0.20', '-5.00', '0.20'],
  [1.25, '1/4', '-400', '0.25', '-4.00', '0.25'],
  [1.4, '2/5', '-250', '0.40', '-2.50', '0.40'],
  [1.5, '1/2', '-200', '0.50', '-2.00', '0.50'],
  [1.62, '8/13', '-161', '0.62', '-1.61', '0.62'],
  [1.8, '4/5', '-125', '0.80', '-1.25', '0.80'],
  [1.91, '10/11', '-110', '0.91', '-1.10', '0.91'],
  [2, '1/1', '+100', '1.00', '1.00', '1.00'],
  [2.5, '3/2', '+150', '1.50', '1.50', '-0.67'],
  [2.75, '7/4', '+175', '1.75', '1.75', '-0.57'],
  [3, '2/1', '+200', '2.00', '2.00', '-0.50'],
  [4, '3/1', '+300', '3.00', '3.00', '-0.33'],
  [5, '4/1', '+400', '4.00', '4.00', '-0.25'],
  [11, '10/1', '+1000', '10.00', '10.00', '-0.10'],
];

describe('odds formats', () => {
  test('[CON-19] six formats: decimal, hongkong, indonesian, american, fractional, malay; precision 2', () => {
    expect(ODDS_FORMATS).toEqual(['decimal', 'hongkong', 'indonesian', 'american', 'fractional', 'malay']);
    expect(DEFAULT_ODDS_PRECISION).toBe(2);
    expect(formatOdds(1.5, 'decimal')).toBe('1.50');
    expect(formatOdds(2.125, 'decimal', 3)).toBe('2.125');
  });

  test.each(PUBLISHED)('[CON-20] decimal %s matches the published table', (decimal, fractional, american, hk, indo, malay) => {
    expect(formatOdds(decimal, 'decimal')).toBe(decimal.toFixed(2));
    expect(formatOdds(decimal, 'fractional')).toBe(fractional);
    expect(formatOdds(decimal, 'american')).toBe(american);
    expect(formatOdds(decimal, 'hongkong')).toBe(hk);
    expect(formatOdds(decimal, 'indonesian')).toBe(indo);
    expect(formatOdds(decimal, 'malay')).toBe(malay);
  });

  test('[CON-21] american is +100*(odds-1) from 2.00 up, otherwise -100/(odds-1)', () => {
    expect(toAmerican(2)).toBe(100);
    expect(toAmerican(3.5)).toBe(250);
    expect(toAmerican(1.5)).toBe(-200);
    expect(toAmerican(1.25)).toBe(-400);
  });

  test('[CON-22] hongkong is odds minus 1', () => {
    expect(toHongKong(1.5)).toBeCloseTo(0.5, 12);
    expect(toHongKong(4.2)).toBeCloseTo(3.2, 12);
  });

  test('[CON-23] odds-1 from 2.00 up, otherwise 1/(1-odds): the Indonesian line; Malay is its negative reciprocal (ADR 0010)', () => {
    expect(toIndonesian(3)).toBe(2);
    expect(toIndonesian(1.5)).toBe(1 / (1 - 1.5));
    expect(toIndonesian(1.25)).toBe(-4);
    expect(toMalay(1.5)).toBeCloseTo(0.5, 12);
    expect(toMalay(3)).toBe(-0.5);
    for (const d of [1.1, 1.5, 2.5, 3, 7.25]) expect(toMalay(d)).toBeCloseTo(-1 / toIndonesian(d), 12);
  });

  test('fractional picks the simplest fraction that rounds to the price', () => {
    expect(toFraction(1.91)).toEqual({ numerator: 10, denominator: 11 });
    expect(toFraction(1.33)).toEqual({ numerator: 1, denominator: 3 });
    expect(toFraction(1.83)).toEqual({ numerator: 5, denominator: 6 });
    expect(toFraction(1.01)).toEqual({ numerator: 1, denominator: 100 });
  });

  test('an invalid price shows as a dash in every format, never NaN or Infinity', () => {
    for (const format of ODDS_FORMATS) for (const bad of [1, 0.5, Number.NaN, Number.POSITIVE_INFINITY, 1.001]) expect(formatOdds(bad, format)).toBe('–');
  });

  test('[CON-24] Over/Under become O/U in en-US for american and the asian formats only', () => {
    expect(outcomeLabel('Over 2.5', 'en-US', 'american')).toBe('O 2.5');
    expect(outcomeLabel('Under 2.5', 'en-US', 'hongkong')).toBe('U 2.5');
    expect(outcomeLabel('Over', 'en-US', 'malay')).toBe('O');
    expect(outcomeLabel('Under 1.5', 'en-US', 'indonesian')).toBe('U 1.5');
    expect(outcomeLabel('Over 2.5', 'en-US', 'decimal')).toBe('Over 2.5');
    expect(outcomeLabel('Over 2.5', 'en-US', 'fractional')).toBe('Over 2.5');
    expect(outcomeLabel('Over 2.5', 'de-DE', 'american')).toBe('Over 2.5');
    expect(outcomeLabel('Overtime', 'en-US', 'american')).toBe('Overtime');
  });
});
