import { describe, expect, test } from 'vitest';
import { balanceText } from '../../domain/money.ts';
import { displayName } from '../../src/store/session.ts';
import { CURRENCIES, fromMinorUnits, toMinorUnits } from '../../schemas/wallet.ts';

describe('what the header shows', () => {
  test('[SCR-43] the username is the part of the login name before any @', () => {
    expect(displayName('alice@example.com')).toBe('alice');
    expect(displayName('bob')).toBe('bob');
    expect(displayName('@odd')).toBe('@odd');
  });

  test('[CON-17] balances show 2 decimals, 0 for KRW, crypto to its own precision, with the abbreviation', () => {
    expect(balanceText(1234.5, 'EUR', 2, 'en-US')).toBe('1,234.50 EUR');
    expect(balanceText(0, 'EUR', 2, 'en-US')).toBe('0.00 EUR');
    expect(balanceText(50000, 'KRW', 0, 'en-US')).toBe('50,000 KRW');
    expect(balanceText(0.00012345, 'BTC', 8, 'en-US')).toBe('0.00012345 BTC');
    expect(balanceText(1234.5, 'EUR', 2, 'de-DE')).toBe('1.234,50 EUR');
  });

  test('[CON-18] BGN shows the euro equivalent in parentheses', () => {
    expect(balanceText(195.58, 'BGN', 2, 'en-US')).toBe('195.58 BGN (100.00 EUR)');
  });
});

describe('minor units', () => {
  test('decimal text converts exactly, refusing more decimals than the currency has', () => {
    expect(toMinorUnits('10.50', 'EUR')).toEqual({ ok: true, minor: 1050n });
    expect(toMinorUnits('0.00000001', 'BTC')).toEqual({ ok: true, minor: 1n });
    expect(toMinorUnits('1000', 'KRW')).toEqual({ ok: true, minor: 1000n });
    expect(toMinorUnits('1.5', 'KRW').ok).toBe(false);
    expect(toMinorUnits('0.001', 'EUR').ok).toBe(false);
    expect(toMinorUnits('0', 'EUR').ok).toBe(false);
    expect(toMinorUnits('-1', 'EUR').ok).toBe(false);
    for (const code of Object.keys(CURRENCIES) as (keyof typeof CURRENCIES)[]) {
      const r = toMinorUnits(CURRENCIES[code].decimals === 0 ? '123' : '123.4', code);
      expect(r.ok, code).toBe(true);
      if (r.ok) expect(Number(fromMinorUnits(r.minor, code)), code).toBe(CURRENCIES[code].decimals === 0 ? 123 : 123.4);
    }
  });
});
