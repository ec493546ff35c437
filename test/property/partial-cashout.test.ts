import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { BPS, cashoutValue, comboOdds, MIN_ODDS_MILLI, potentialPayout } from '../../domain/bet-maths.ts';
import { maxPartialCashout, partialCashout, stakeForCashout } from '../../domain/partial-cashout.ts';

/** Printed, so a failure can be replayed: FC_SEED=<seed> npx vitest run test/property/partial-cashout.test.ts */
const SEED = Number(process.env.FC_SEED ?? Math.floor(Math.random() * 2 ** 31));
console.log(`partial-cashout properties: fast-check seed ${SEED}`);
const RUNS = { numRuns: 1000, seed: SEED };

const milli = fc.integer({ min: MIN_ODDS_MILLI, max: 200_000 });
const legs = fc.array(milli, { minLength: 1, maxLength: 10 });
const stake = fc.bigInt({ min: 2n, max: 10n ** 12n });
const margin = fc.integer({ min: 0, max: 2000 });

/** A ticket, today's prices for its legs, a margin, and an amount somewhere up to its largest partial cash-out. */
const partialCase = fc
  .tuple(stake, legs, margin)
  .chain(([s, ticket, m]) => fc.tuple(fc.constant(s), fc.constant(ticket), fc.array(milli, { minLength: ticket.length, maxLength: ticket.length }), fc.constant(m)))
  .filter(([s, ticket, now, m]) => (maxPartialCashout(s, ticket, now, m) ?? 0n) >= 1n)
  .chain(([s, ticket, now, m]) => fc.tuple(fc.constant(s), fc.constant(ticket), fc.constant(now), fc.constant(m), fc.bigInt({ min: 1n, max: maxPartialCashout(s, ticket, now, m)! })));

const offer = (s: bigint, ticket: number[], now: number[], m: number) => cashoutValue(s, ticket, now, m) ?? 0n;

describe('partial cash-out maths (properties)', () => {
  test('the sold part of the stake is the least whose own offer covers the amount, and some stake always stays open', () => {
    fc.assert(
      fc.property(partialCase, ([s, ticket, now, m, amount]) => {
        const part = partialCashout(s, ticket, now, amount, m);
        if (part === null) return false;
        const covers = offer(part.stakeUsed, ticket, now, m) >= amount;
        const least = part.stakeUsed === 1n || offer(part.stakeUsed - 1n, ticket, now, m) < amount;
        return covers && least && part.remainingStake >= 1n && part.stakeUsed + part.remainingStake === s;
      }),
      RUNS,
    );
  });

  test('splitting never pays more: the amount plus the rest’s offer is at most the whole offer, and the player loses at most one unit of K to rounding', () => {
    fc.assert(
      fc.property(partialCase, ([s, ticket, now, m, amount]) => {
        const part = partialCashout(s, ticket, now, amount, m)!;
        const whole = offer(s, ticket, now, m);
        const split = amount + offer(part.remainingStake, ticket, now, m);
        // K = Π ticket × (1 − m) / Π now; the loss is below K + 1 minor units (one unit of stake sold early, one floor).
        const kCeil = (comboOdds(ticket).product * (BPS - BigInt(m)) + comboOdds(now).product * BPS - 1n) / (comboOdds(now).product * BPS);
        return split <= whole && whole - split <= kCeil + 1n;
      }),
      RUNS,
    );
  });

  test('the rest keeps the ticket’s odds: its potential payout plus the sold part’s never exceeds the ticket’s', () => {
    fc.assert(
      fc.property(partialCase, ([s, ticket, now, m, amount]) => {
        const part = partialCashout(s, ticket, now, amount, m)!;
        return part.remainingPayout === potentialPayout(part.remainingStake, ticket) && part.remainingPayout + potentialPayout(part.stakeUsed, ticket) <= potentialPayout(s, ticket);
      }),
      RUNS,
    );
  });

  test('any sequence of partial cash-outs at one set of prices, then the rest in full, pays at most the whole offer', () => {
    fc.assert(
      fc.property(partialCase, fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 6 }), ([s, ticket, now, m], shares) => {
        const whole = offer(s, ticket, now, m);
        let left = s;
        let paid = 0n;
        for (const share of shares) {
          const most = maxPartialCashout(left, ticket, now, m);
          if (most === null) break;
          const amount = (most * BigInt(share)) / 100n;
          if (amount < 1n) continue;
          const part = partialCashout(left, ticket, now, amount, m)!;
          paid += amount;
          left = part.remainingStake;
        }
        return paid + offer(left, ticket, now, m) <= whole;
      }),
      RUNS,
    );
  });

  test('the largest partial leaves one unit of stake; anything above it, or below one unit, or without a price, is not a partial', () => {
    fc.assert(
      fc.property(partialCase, ([s, ticket, now, m]) => {
        const most = maxPartialCashout(s, ticket, now, m)!;
        const atMost = partialCashout(s, ticket, now, most, m);
        const above = partialCashout(s, ticket, now, most + 1n, m);
        const gap = partialCashout(s, ticket, [...now.slice(1), Number.NaN], 1n, m);
        return atMost !== null && above === null && partialCashout(s, ticket, now, 0n, m) === null && (ticket.length === 1 ? gap === null : true) && partialCashout(s, ticket, null, 1n, m) === null;
      }),
      RUNS,
    );
  });

  test('worked example: 10.00 at 2.00 with prices unchanged offers 9.50; cashing out 4.75 sells 5.00 of stake and leaves 5.00 paying 10.00', () => {
    expect(cashoutValue(1000n, [2000], [2000], 500)).toBe(950n);
    expect(maxPartialCashout(1000n, [2000], [2000], 500)).toBe(949n);
    expect(partialCashout(1000n, [2000], [2000], 475n, 500)).toEqual({ stakeUsed: 500n, remainingStake: 500n, remainingPayout: 1000n });
    // 4.76 needs ⌈476 / 0.95⌉ = 502 of stake (501 buys only 4.75).
    expect(stakeForCashout(476n, [2000], [2000], 500)).toBe(502n);
    expect(partialCashout(1000n, [2000], [2000], 950n, 500)).toBeNull();
    expect(stakeForCashout(1n, [2000], [2000], 10_000)).toBeNull();
  });
});
