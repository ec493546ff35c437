import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { DEFAULT_RECONNECT_POLICY, reconnectDelay } from '../../workers/feed/reconnect-policy.ts';

describe('reconnect policy', () => {
  test('backs off exponentially up to the cap', () => {
    const p = { baseMs: 500, capMs: 10_000, jitter: 0 };
    expect([0, 1, 2, 3, 4, 5, 50].map((n) => reconnectDelay(p, n, 0.3))).toEqual([500, 1000, 2000, 4000, 8000, 10_000, 10_000]);
  });

  test('jitter keeps every delay within [ceiling × (1 − jitter), ceiling]', () => {
    fc.assert(
      fc.property(fc.nat(100), fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (attempt, random) => {
        const p = DEFAULT_RECONNECT_POLICY;
        const ceiling = Math.min(p.capMs, p.baseMs * 2 ** Math.min(attempt, 30));
        const delay = reconnectDelay(p, attempt, random);
        expect(delay).toBeGreaterThanOrEqual(Math.floor(ceiling * (1 - p.jitter)));
        expect(delay).toBeLessThanOrEqual(ceiling);
      }),
      { numRuns: 1000 },
    );
  });
});
