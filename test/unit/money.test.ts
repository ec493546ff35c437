import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { BGN_PER_EUR, bgnToEur, formatMoney, isCryptoCurrency, moneyDecimals } from '../../domain/money.ts';

// Intl output uses narrow no-break spaces in some locales; compare with plain spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('money display', () => {
  test('[CON-17] money shows 2 decimals, 0 for KRW', () => {
    expect(moneyDecimals('EUR')).toBe(2);
    expect(moneyDecimals('KRW')).toBe(0);
    expect(formatMoney(1234.5, 'USD', 'en-US')).toBe('$1,234.50');
    expect(formatMoney(12000, 'KRW', 'ko-KR')).toBe('₩12,000');
    expect(formatMoney(12000.4, 'KRW', 'en-US')).toBe('₩12,000');
    expect(plain(formatMoney(1234.5, 'EUR', 'de-DE'))).toBe('1.234,50 €');
  });

  test('[CON-17] an amount without a currency (a guest’s betslip) shows 2 decimals and no symbol', () => {
    expect(formatMoney(12.5, null, 'en-US')).toBe('12.50');
    expect(formatMoney(1234.5, null, 'de-DE')).toBe('1.234,50');
  });

  test('[CON-17] crypto currencies show a suffix, not a currency style', () => {
    expect(isCryptoCurrency('mBTC')).toBe(true);
    expect(isCryptoCurrency('EUR')).toBe(false);
    expect(formatMoney(0.00025, 'BTC', 'en-US')).toBe('0.00025 BTC');
    expect(formatMoney(12.5, 'mBTC', 'en-US')).toBe('12.50 mBTC');
    expect(formatMoney(100, 'USDTT', 'en-US')).toBe('100.00 USDTT');
    expect(formatMoney(3, 'USDTE', 'de-DE')).toBe('3,00 USDTE');
  });

  test('[CON-18] BGN shows its EUR equivalent in parentheses at 1.95583', () => {
    expect(BGN_PER_EUR).toBe(1.95583);
    expect(bgnToEur(1.95583)).toBe(1);
    expect(plain(formatMoney(195.58, 'BGN', 'en-US'))).toBe('BGN 195.58 (€100.00)');
    expect(plain(formatMoney(1955.83, 'BGN', 'de-DE'))).toBe('1.955,83 BGN (1.000,00 €)');
  });

  test('[CON-18] the euro equivalent is the BGN amount divided by 1.95583, to the cent (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), (cents) => {
        const bgn = cents / 100;
        expect(Math.abs(bgnToEur(bgn) - bgn / BGN_PER_EUR)).toBeLessThanOrEqual(0.005 + 1e-9);
      }),
      { numRuns: 1000 },
    );
  });

  test('an unknown currency code still shows the amount', () => {
    expect(formatMoney(5, 'XYZ1', 'en-US')).toBe('5.00 XYZ1');
  });
});
