import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  formatOdds,
  fromAmerican,
  fromHongKong,
  fromIndonesian,
  fromMalay,
  ODDS_FORMATS,
  toAmerican,
  toFraction,
  toHongKong,
  toIndonesian,
  toMalay,
} from '../../domain/odds-format.ts';

const RUNS = { numRuns: 2000 };
/** Prices as feeds carry them: 1.01 to 1000.00, two decimals. */
const price = fc.integer({ min: 101, max: 100_000 }).map((cents) => cents / 100);
const anyPrice = fc.double({ min: 1.0001, max: 5000, noNaN: true });

const close = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));

describe('odds conversions (properties)', () => {
  test('[CON-22] hongkong shows decimal minus one, to 2 places', () => {
    fc.assert(fc.property(price, (d) => formatOdds(d, 'hongkong') === (Math.round((d - 1) * 100) / 100).toFixed(2)), RUNS);
  });

  test('[CON-21] american: positive from 2.00 up, at most -100 below; converts back to the price', () => {
    fc.assert(
      fc.property(anyPrice, (d) => {
        const a = toAmerican(d);
        expect(d >= 2 ? a >= 100 : a < -100 || close(a, -100)).toBe(true);
        expect(close(fromAmerican(a), d)).toBe(true);
      }),
      RUNS,
    );
  });

  test('[CON-23] indonesian and malay convert back to the price; malay stays within [-1, 1], indonesian outside (-1, 1)', () => {
    fc.assert(
      fc.property(anyPrice, (d) => {
        const indo = toIndonesian(d);
        const malay = toMalay(d);
        expect(close(fromIndonesian(indo), d)).toBe(true);
        expect(close(fromMalay(malay), d)).toBe(true);
        expect(close(fromHongKong(toHongKong(d)), d)).toBe(true);
        expect(Math.abs(malay)).toBeLessThanOrEqual(1 + 1e-12);
        expect(Math.abs(indo)).toBeGreaterThanOrEqual(1 - 1e-12);
        expect(close(malay, -1 / indo)).toBe(true);
      }),
      RUNS,
    );
  });

  test('[CON-20] every format is non-decreasing in the price (a better price never shows worse)', () => {
    fc.assert(
      fc.property(anyPrice, anyPrice, (x, y) => {
        const [lo, hi] = x <= y ? [x, y] : [y, x];
        expect(toHongKong(lo)).toBeLessThanOrEqual(toHongKong(hi));
        expect(toAmerican(lo)).toBeLessThanOrEqual(toAmerican(hi) + 1e-9);
        expect(toIndonesian(lo)).toBeLessThanOrEqual(toIndonesian(hi) + 1e-9);
        // Malay wraps from +1 to -1 at 2.00 by design; it is increasing on each side.
        if ((lo <= 2) === (hi <= 2)) expect(toMalay(lo)).toBeLessThanOrEqual(toMalay(hi) + 1e-9);
      }),
      RUNS,
    );
  });

  test('[CON-20] fractional odds are a reduced fraction that rounds back to the same 2-decimal price', () => {
    fc.assert(
      fc.property(price, (d) => {
        const { numerator, denominator } = toFraction(d);
        expect(Number.isInteger(numerator) && Number.isInteger(denominator)).toBe(true);
        expect(numerator).toBeGreaterThan(0);
        expect(denominator).toBeGreaterThan(0);
        expect(denominator).toBeLessThanOrEqual(100);
        const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
        expect(gcd(numerator, denominator)).toBe(1);
        expect((1 + numerator / denominator).toFixed(2)).toBe(d.toFixed(2));
        expect(formatOdds(d, 'fractional')).toBe(`${numerator}/${denominator}`);
      }),
      RUNS,
    );
  });

  test('[CON-19] every format shows finite text at 2 decimals (american as a signed whole number), or a dash for 1.00', () => {
    fc.assert(
      fc.property(anyPrice, fc.constantFrom(...ODDS_FORMATS), (d, format) => {
        const text = formatOdds(d, format);
        expect(text).not.toMatch(/NaN|Infinity/);
        // A price that rounds to 1.00 returns only the stake: it is not shown as odds.
        if (Number(d.toFixed(2)) <= 1) {
          expect(text).toBe('–');
          return;
        }
        if (format === 'american') expect(text).toMatch(/^[+-]\d+$/);
        else if (format === 'fractional') expect(text).toMatch(/^\d+\/\d+$/);
        else expect(text).toMatch(/^-?\d+\.\d{2}$/);
      }),
      RUNS,
    );
  });
});
