/** The rules of a player's own limits (issue #18, ADR 0034): tighter at once, looser only after 24 hours. */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { changeLimit, COOLING_OFF_MS, effectiveLimit, exclusionEnd, headroom, nextRealityCheck, NO_LIMIT, settledLimit, type StoredLimit } from '../../domain/player-limits.ts';
import { seeded } from '../fixtures/fc-seed.ts';

const amount = fc.option(fc.bigInt({ min: 1n, max: 10n ** 9n }), { nil: null });
/** A player's requests: an amount or a removal, each some time after the last. */
const requests = fc.array(fc.record({ amount, afterMs: fc.nat({ max: 3 * COOLING_OFF_MS }) }), { maxLength: 12 });

/** Looser: no limit is looser than any; a larger amount is looser than a smaller one. */
const looser = (a: bigint | null, b: bigint | null) => (a === null ? b !== null : b !== null && a > b);

describe('player limits', () => {
  test('a first or lower limit applies at once; a higher one or a removal waits exactly 24 hours', () => {
    const now = Date.UTC(2026, 10, 27, 12);
    const fifty = changeLimit(NO_LIMIT, 5000n, now);
    expect(fifty).toEqual({ amount: 5000n, next: null });
    expect(changeLimit(fifty, 2000n, now)).toEqual({ amount: 2000n, next: null });
    const raised = changeLimit(fifty, 9000n, now);
    expect(raised).toEqual({ amount: 5000n, next: { amount: 9000n, at: now + COOLING_OFF_MS } });
    expect(effectiveLimit(raised, now + COOLING_OFF_MS - 1)).toBe(5000n);
    expect(effectiveLimit(raised, now + COOLING_OFF_MS)).toBe(9000n);
    expect(changeLimit(fifty, null, now)).toEqual({ amount: 5000n, next: { amount: null, at: now + COOLING_OFF_MS } });
    // A lower one while a raise waits: at once, and the raise is dropped.
    expect(changeLimit(raised, 4000n, now + 1000)).toEqual({ amount: 4000n, next: null });
    expect(changeLimit(NO_LIMIT, null, now)).toEqual(NO_LIMIT);
  });

  test('whatever the player asks, and whenever, the limit in force never loosens within 24 hours of the request that loosens it', () => {
    fc.assert(
      fc.property(requests, (asked) => {
        let limit: StoredLimit = NO_LIMIT;
        let now = 0;
        for (const { amount: requested, afterMs } of asked) {
          now += afterMs;
          const before = effectiveLimit(limit, now);
          limit = changeLimit(limit, requested, now);
          const after = effectiveLimit(limit, now);
          // At once: the asked limit if it is not looser, else the one in force before.
          expect(after).toBe(looser(requested, before) ? before : requested);
          // Just before the cooling-off ends, still not looser than before; at its end, what was asked.
          if (looser(requested, before)) {
            expect(effectiveLimit(limit, now + COOLING_OFF_MS - 1)).toBe(before);
            expect(effectiveLimit(limit, now + COOLING_OFF_MS)).toBe(requested);
          }
          // Folding a change whose time has come changes nothing in force.
          expect(effectiveLimit(settledLimit(limit, now + afterMs), now + afterMs)).toBe(effectiveLimit(limit, now + afterMs));
        }
      }),
      seeded('player limits cooling-off'),
    );
  });

  test('headroom: what is left under a limit, never below zero; none without a limit', () => {
    expect(headroom(null, 10n)).toBeNull();
    expect(headroom(5000n, 3000n)).toBe(2000n);
    expect(headroom(5000n, 7000n)).toBe(0n);
  });

  test('breaks: a time-out of 24 hours to 6 weeks, a self-exclusion of 6 months to 5 years by the calendar', () => {
    const now = Date.UTC(2026, 10, 27, 12);
    const day = 24 * 60 * 60 * 1000;
    expect(exclusionEnd('24h', now) - now).toBe(day);
    expect(exclusionEnd('42d', now) - now).toBe(42 * day);
    expect(new Date(exclusionEnd('6m', now)).toISOString()).toBe('2027-05-27T12:00:00.000Z');
    expect(new Date(exclusionEnd('5y', now)).toISOString()).toBe('2031-11-27T12:00:00.000Z');
  });

  test('the reality check asks at every whole interval of play from the session start, the next one after now', () => {
    const start = Date.UTC(2026, 10, 27, 12);
    const every = 30 * 60_000;
    expect(nextRealityCheck(start, every, start)).toBe(start + every);
    expect(nextRealityCheck(start, every, start + every - 1)).toBe(start + every);
    expect(nextRealityCheck(start, every, start + every)).toBe(start + 2 * every);
    fc.assert(
      fc.property(fc.nat({ max: 10 ** 9 }), fc.integer({ min: 60_000, max: 7_200_000 }), (elapsed, interval) => {
        const next = nextRealityCheck(start, interval, start + elapsed);
        expect(next).toBeGreaterThan(start + elapsed);
        expect(next - (start + elapsed)).toBeLessThanOrEqual(interval);
        expect((next - start) % interval).toBe(0);
      }),
      seeded('reality check schedule'),
    );
  });
});
