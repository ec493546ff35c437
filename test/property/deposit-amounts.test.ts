/** The deposit form's amount rules (issue #18). */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { EXPIRY_MONTHS, expiryYears, quickDepositAmounts, sanitiseAmount } from '../../domain/deposit-amounts.ts';
import { seeded } from '../fixtures/fc-seed.ts';

describe('deposit amounts', () => {
  test('[CON-13][VAL-05][VAL-06] quick amounts 15, 30, 50, 100, 200; none for vouchers, RUB or INR', () => {
    expect(quickDepositAmounts('EUR', 'card')).toEqual([15, 30, 50, 100, 200]);
    expect(quickDepositAmounts('EUR', 'voucher')).toEqual([]);
    expect(quickDepositAmounts('RUB', 'card')).toEqual([]);
    expect(quickDepositAmounts('INR', 'card')).toEqual([]);
  });

  test('[VAL-04][VAL-07] the sanitiser: commas and minus signs go, dots collapse to one, 14 characters at most, no digit is empty', () => {
    expect(sanitiseAmount('1,000.50')).toBe('1000.50');
    expect(sanitiseAmount('-25')).toBe('25');
    expect(sanitiseAmount('12..5')).toBe('12.5');
    expect(sanitiseAmount('1.2.3')).toBe('1.23');
    expect(sanitiseAmount('abc')).toBe('');
    expect(sanitiseAmount('.')).toBe('');
    expect(sanitiseAmount('123456789012345678')).toBe('12345678901234');
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (typed) => {
        const clean = sanitiseAmount(typed);
        expect(clean).toMatch(/^(\d*\.?\d*)?$/);
        expect(clean.length).toBeLessThanOrEqual(14);
        expect(sanitiseAmount(clean)).toBe(clean);
        if (clean !== '') expect(clean).toMatch(/\d/);
      }),
      seeded('deposit amount sanitiser'),
    );
  });

  test('a typed amount that is already clean stays as it is', () => {
    fc.assert(
      fc.property(fc.nat({ max: 10_000_000 }), fc.nat({ max: 99 }), (whole, cents) => {
        const text = `${whole}.${String(cents).padStart(2, '0')}`;
        expect(sanitiseAmount(text)).toBe(text);
      }),
      seeded('deposit amount clean text'),
    );
  });

  test('[VAL-08] expiry months 01 to 12; years from this year, 13 of them', () => {
    expect(EXPIRY_MONTHS).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12']);
    expect(expiryYears(Date.UTC(2026, 10, 26))).toEqual([2026, 2027, 2028, 2029, 2030, 2031, 2032, 2033, 2034, 2035, 2036, 2037, 2038]);
  });
});
