import { describe, expect, test } from 'vitest';
import { moneyLineHeader, moneyLineLabels } from '../../domain/sport-labels.ts';

describe('money-line labels', () => {
  test.each(['soccer', 'futsal', 'handball', 'waterpolo', 'floorball', 'golf'])('[CON-25] %s has 1/X/2', (alias) => {
    expect(moneyLineLabels(alias)).toEqual(['1', 'X', '2']);
  });

  test.each(['tennis', 'basketball', 'ice-hockey', 'american-football', 'esports', 'mma'])('[CON-25] %s has 1/2', (alias) => {
    expect(moneyLineLabels(alias)).toEqual(['1', '2']);
  });

  test('[CON-28] the column header is 1X2 or 12', () => {
    expect(moneyLineHeader('soccer')).toBe('1X2');
    expect(moneyLineHeader('tennis')).toBe('12');
  });
});
