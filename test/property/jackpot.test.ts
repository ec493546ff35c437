/**
 * Mystery jackpot maths (issue #19), as properties: a pot's points are conserved (seed + every
 * share = what was won + what stands), a pot pays exactly when its whole minor units reach the drop
 * amount and never stands at or above it, and a drop amount lies in [seed, cap).
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { addShare, dropAmount, dropCommitment, POINTS_PER_MINOR, potMinor, sharePoints } from '../../domain/casino/jackpot.ts';
import { JACKPOT_TIERS } from '../../schemas/jackpots.ts';
import { seeded } from '../fixtures/fc-seed.ts';

describe('a mystery jackpot', () => {
  test('[ENT-59] conserves its points and drops exactly when it reaches its drop amount', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...JACKPOT_TIERS),
        fc.bigInt({ min: 1n, max: 10_000n }),
        fc.bigInt({ min: 0n, max: 5_000n }),
        fc.array(fc.bigInt({ min: 1n, max: 10_000_00n }), { minLength: 1, maxLength: 200 }),
        (tier, seed, above, stakes) => {
          const drop = seed + above;
          let points = seed * POINTS_PER_MINOR;
          let won = 0n;
          let shares = 0n;
          for (const stake of stakes) {
            const share = sharePoints(tier, stake);
            shares += share;
            const next = addShare(points, share, drop);
            if (next.wonMinor === null) expect(potMinor(next.points)).toBeLessThan(drop);
            else {
              expect(potMinor(points + share)).toBeGreaterThanOrEqual(drop);
              expect(next.wonMinor).toBe(potMinor(points + share));
              won += next.wonMinor * POINTS_PER_MINOR;
            }
            points = next.points;
          }
          expect(seed * POINTS_PER_MINOR + shares).toBe(won + points);
        },
      ),
      seeded('jackpot points', 500),
    );
  });

  test('[ENT-59] draws its drop amount in [seed, cap) and commits to it by a hash only that amount and salt match', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 12n }), fc.bigInt({ min: 1n, max: 10n ** 12n }), fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), fc.string(), (seed, span, float, salt) => {
        const drop = dropAmount(seed, seed + span, float);
        expect(drop).toBeGreaterThanOrEqual(seed);
        expect(drop).toBeLessThan(seed + span);
        expect(dropCommitment(drop, salt)).not.toBe(dropCommitment(drop + 1n, salt));
      }),
      seeded('jackpot drop', 500),
    );
  });
});
