import { describe, expect, test } from 'vitest';
import { balanceFollower } from '../../src/store/balance-follower.ts';

describe('the header follows a view’s balance', () => {
  test('[ENM-02] a second settlement that patches the fields of the same balance object is seen', () => {
    const changed = balanceFollower();
    expect(changed(null)).toBe(false);
    const balance = { currency: 'EUR' as const, availableMinor: '99100', pendingMinor: '900' };
    expect(changed(balance)).toBe(true);
    expect(changed(balance)).toBe(false);
    // What a patch does to the view's proxy: the same object, new fields.
    balance.availableMinor = '100054';
    balance.pendingMinor = '0';
    expect(changed(balance)).toBe(true);
    expect(changed({ ...balance })).toBe(false);
  });
});
