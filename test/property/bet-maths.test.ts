import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  BPS,
  cashoutValue,
  comboOdds,
  comboOddsText,
  MAX_ODDS_MILLI,
  MIN_ODDS_MILLI,
  ODDS_ACCEPTANCE,
  milliToOdds,
  oddsAccepted,
  oddsToMilli,
  potentialPayout,
  type OddsAcceptance,
} from '../../domain/bet-maths.ts';

const RUNS = { numRuns: 1000 };
/** Prices with up to three decimals, 1.000 to 1000.000 (the feed offers 1.01 to 1000.00). */
const milli = fc.integer({ min: MIN_ODDS_MILLI, max: 1_000_000 });
const legs = fc.array(milli, { minLength: 1, maxLength: 10 });
const stake = fc.bigInt({ min: 1n, max: 10n ** 12n });
const margin = fc.integer({ min: 0, max: 2000 });
const policy = fc.constantFrom<OddsAcceptance>(ODDS_ACCEPTANCE.declineAny, ODDS_ACCEPTANCE.acceptBetter, ODDS_ACCEPTANCE.acceptAny);

/** A ticket and the same number of current prices. */
const ticketAndNow = legs.chain((ticket) => fc.tuple(fc.constant(ticket), fc.array(milli, { minLength: ticket.length, maxLength: ticket.length })));

describe('bet maths (properties)', () => {
  test('odds with up to three decimals survive the trip to thousandths and back; more decimals are refused', () => {
    fc.assert(
      fc.property(fc.integer({ min: MIN_ODDS_MILLI, max: MAX_ODDS_MILLI }), (m) => oddsToMilli(milliToOdds(m)) === m),
      RUNS,
    );
    fc.assert(
      fc.property(fc.integer({ min: MIN_ODDS_MILLI, max: 100_000 }), fc.integer({ min: 1, max: 9 }), (m, extra) => oddsToMilli(milliToOdds(m) + extra / 10_000) === null),
      RUNS,
    );
    expect(oddsToMilli(0.99)).toBeNull();
    expect(oddsToMilli(Number.NaN)).toBeNull();
    expect(oddsToMilli(1.23)).toBe(1230);
  });

  test('[STA-15] combined odds are the exact product, written as decimal text', () => {
    fc.assert(
      fc.property(legs, (ms) => {
        const text = comboOddsText(ms);
        const [whole, fraction = ''] = text.split('.');
        // Re-scale the text to 3n decimals and compare digit for digit with the bigint product.
        const scaled = BigInt(`${whole}${fraction.padEnd(3 * ms.length, '0')}`);
        return scaled === comboOdds(ms).product && fraction.length >= 2;
      }),
      RUNS,
    );
    expect(comboOddsText([1500, 2000])).toBe('3.00');
    expect(comboOddsText([1850, 1850])).toBe('3.4225');
  });

  test('the potential payout is floor(stake × Π odds): an integer, never below the stake, growing with any leg', () => {
    fc.assert(
      fc.property(stake, legs, fc.nat({ max: 9 }), fc.integer({ min: 1, max: 5000 }), (s, ms, i, bump) => {
        const payout = potentialPayout(s, ms);
        const { product, scale } = comboOdds(ms);
        const exactFloor = payout * scale <= s * product && (payout + 1n) * scale > s * product;
        const longer = ms.map((m, j) => (j === i % ms.length ? m + bump : m));
        return typeof payout === 'bigint' && exactFloor && payout >= s && potentialPayout(s, longer) >= payout;
      }),
      RUNS,
    );
  });

  test('[STA-39] with unchanged prices the cashout offer is the stake less the margin', () => {
    fc.assert(
      fc.property(stake, legs, margin, (s, ms, m) => cashoutValue(s, ms, ms, m) === (s * (BPS - BigInt(m))) / BPS),
      RUNS,
    );
    expect(cashoutValue(1000n, [2000, 1500], [2000, 1500], 500)).toBe(950n);
  });

  test('[STA-39] the cashout offer is never negative and never above the potential payout (less the margin)', () => {
    fc.assert(
      fc.property(stake, ticketAndNow, margin, (s, [ticket, now], m) => {
        const value = cashoutValue(s, ticket, now, m);
        const payout = potentialPayout(s, ticket);
        return value !== null && value >= 0n && value <= payout && value <= (payout * (BPS - BigInt(m))) / BPS + 1n;
      }),
      RUNS,
    );
  });

  test('[STA-39] the offer falls as any current price lengthens and rises as it shortens', () => {
    fc.assert(
      fc.property(stake, ticketAndNow, margin, fc.nat({ max: 9 }), fc.integer({ min: 1, max: 50_000 }), (s, [ticket, now], m, i, bump) => {
        const k = i % now.length;
        const longer = now.map((x, j) => (j === k ? x + bump : x));
        const a = cashoutValue(s, ticket, now, m)!;
        const b = cashoutValue(s, ticket, longer, m)!;
        return b <= a;
      }),
      RUNS,
    );
  });

  test('[STA-41] there is no offer while any selection is unavailable, or when the prices do not match the ticket', () => {
    fc.assert(
      fc.property(stake, ticketAndNow, fc.nat({ max: 9 }), (s, [ticket, now], i) => {
        const gap = now.map((x, j) => (j === i % now.length ? null : x));
        return cashoutValue(s, ticket, gap) === null && cashoutValue(s, ticket, null) === null && cashoutValue(s, ticket, [...now, 2000]) === null;
      }),
      RUNS,
    );
  });

  test('a larger margin never gives a larger offer', () => {
    fc.assert(
      fc.property(stake, ticketAndNow, margin, margin, (s, [ticket, now], m1, m2) => {
        const [lo, hi] = m1 <= m2 ? [m1, m2] : [m2, m1];
        return cashoutValue(s, ticket, now, hi)! <= cashoutValue(s, ticket, now, lo)!;
      }),
      RUNS,
    );
  });

  test('[ENM-07] odds acceptance: 0 takes only the shown price, 1 also a longer one, 2 any', () => {
    fc.assert(
      fc.property(policy, milli, milli, (p, shown, current) => {
        const ok = oddsAccepted(p, shown, current);
        if (p === ODDS_ACCEPTANCE.acceptAny) return ok;
        if (p === ODDS_ACCEPTANCE.acceptBetter) return ok === current >= shown;
        return ok === (current === shown);
      }),
      RUNS,
    );
    // A policy never refuses the price that was shown.
    fc.assert(
      fc.property(policy, milli, (p, m) => oddsAccepted(p, m, m)),
      RUNS,
    );
  });
});
