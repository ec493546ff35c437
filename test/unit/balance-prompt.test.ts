/** Which balance modal a refused placement opens (SPEC SCR-49, SCR-50). */
import { describe, expect, test } from 'vitest';
import { balancePrompt } from '../../src/features/betslip/balance-prompt.ts';

describe('balance prompt', () => {
  const short = [{ code: 'InsufficientBalanceException' }];
  test('[SCR-49] nothing to bet with: the low-balance modal (add funds, bonuses)', () => {
    expect(balancePrompt(short, '0')).toBe('lowBalanceModal');
    expect(balancePrompt(short, null)).toBe('lowBalanceModal');
  });
  test('[SCR-50] some money, less than the stake: the less-balance modal (deposit)', () => {
    expect(balancePrompt(short, '250')).toBe('lessBalanceModal');
  });
  test('any other refusal, or none, opens nothing', () => {
    expect(balancePrompt([], '0')).toBeNull();
    expect(balancePrompt([{ code: 'OddsChangedException' }], '0')).toBeNull();
  });
});
