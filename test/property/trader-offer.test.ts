/**
 * The trader offer's stake (domain/trader-offer.ts, SPEC ENT-42, API-40): for a ticket refused only
 * for being over a maximum, the offered stake passes every limit and one minor unit more does not.
 * Singles are also checked against a closed form written here.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { BET_TYPES } from '../../schemas/betting.ts';
import { checkLimits, type StakeLimits } from '../../domain/bet-limits.ts';
import { ticketShape, type BetChoice } from '../../domain/bet-plan.ts';
import { choiceAtCap, isOverMaximum, offeredCap, offeredChoice } from '../../domain/trader-offer.ts';
import { seeded } from '../fixtures/fc-seed.ts';

const RUNS = seeded('trader offer');

const limitsArb: fc.Arbitrary<StakeLimits> = fc
  .record({ min: fc.bigInt(1n, 1_000n), perBet: fc.bigInt(1n, 200_000n), perTicket: fc.bigInt(1n, 1_000_000n), payout: fc.bigInt(1n, 10_000_000n) })
  .map(({ min, perBet, perTicket, payout }) => ({ minStakeMinor: min, maxStakePerSelectionMinor: min + perBet, maxStakePerTicketMinor: min + perTicket, maxPayoutPerTicketMinor: min + payout }));

const oddsArb = (n: number) => fc.array(fc.integer({ min: 1_001, max: 60_000 }), { minLength: n, maxLength: n });

/** A single, a combo or multiple singles with its prices; stakes from tiny to far over any limit. */
const ticketArb: fc.Arbitrary<{ choice: BetChoice; odds: number[] }> = fc.oneof(
  fc.tuple(fc.bigInt(1n, 5_000_000n), oddsArb(1)).map(([stakeMinor, odds]) => ({ choice: { type: BET_TYPES.single, stakeMinor }, odds })),
  fc
    .integer({ min: 2, max: 6 })
    .chain((n) => fc.tuple(fc.bigInt(1n, 5_000_000n), oddsArb(n)))
    .map(([stakeMinor, odds]) => ({ choice: { type: BET_TYPES.combo, stakeMinor }, odds })),
  fc
    .integer({ min: 2, max: 6 })
    .chain((n) => fc.tuple(fc.array(fc.bigInt(1n, 2_000_000n), { minLength: n, maxLength: n }), oddsArb(n)))
    .map(([stakesMinor, odds]) => ({ choice: { type: BET_TYPES.multipleSingles, stakesMinor }, odds })),
);

const breachOf = (choice: BetChoice, odds: readonly number[], limits: StakeLimits) => {
  const made = ticketShape(choice, odds.length);
  if (!('shape' in made)) throw new Error('test made a ticket that cannot be');
  return checkLimits(made.shape, odds, limits);
};

describe('[ENT-42][API-40] the trader offer is the greatest stake the house takes', () => {
  test('[ENT-42][API-40] the offered stake passes every limit, one minor unit more does not', () => {
    let offers = 0;
    fc.assert(
      fc.property(ticketArb, limitsArb, ({ choice, odds }, limits) => {
        const cap = offeredCap(choice, odds, limits);
        const breach = breachOf(choice, odds, limits);
        if (!isOverMaximum(breach)) {
          expect(cap).toBeNull();
          return;
        }
        if (cap === null) {
          // No offer only when not even the minimum stake passes.
          const atMin = choice.type === BET_TYPES.combo || choice.type === BET_TYPES.single || choice.type === BET_TYPES.multipleSingles ? choiceAtCap(choice, limits.minStakeMinor) : null;
          expect(atMin && breachOf(atMin, odds, limits)).not.toBeNull();
          return;
        }
        offers++;
        if (choice.type !== BET_TYPES.single && choice.type !== BET_TYPES.combo && choice.type !== BET_TYPES.multipleSingles) throw new Error('unreachable');
        expect(cap).toBeGreaterThanOrEqual(limits.minStakeMinor);
        expect(breachOf(choiceAtCap(choice, cap), odds, limits)).toBeNull();
        expect(breachOf(choiceAtCap(choice, cap + 1n), odds, limits)).not.toBeNull();
        expect(offeredChoice(choice, odds, limits)).toEqual(choiceAtCap(choice, cap));
      }),
      RUNS,
    );
    // The generators must reach offers, not only refusals.
    expect(offers).toBeGreaterThan(RUNS.numRuns / 10);
  });

  test('[ENT-42] a single is offered min(max per bet, max per ticket, the greatest stake whose return fits the payout)', () => {
    fc.assert(
      fc.property(fc.bigInt(1n, 5_000_000n), fc.integer({ min: 1_001, max: 60_000 }), limitsArb, (stakeMinor, odds, limits) => {
        const choice: BetChoice = { type: BET_TYPES.single, stakeMinor };
        // floor(s × odds / 1000) ≤ P  ⇔  s × odds < (P + 1) × 1000.
        const byPayout = ((limits.maxPayoutPerTicketMinor + 1n) * 1000n - 1n) / BigInt(odds);
        const best = [limits.maxStakePerSelectionMinor, limits.maxStakePerTicketMinor, byPayout].reduce((a, b) => (a < b ? a : b));
        const cap = offeredCap(choice, [odds], limits);
        if (stakeMinor <= best) expect(cap).toBeNull();
        else if (best < limits.minStakeMinor) expect(cap).toBeNull();
        else expect(cap).toBe(best);
      }),
      RUNS,
    );
  });

  test('[STA-20] system, if-bet, reverse and teaser get no offered stake', () => {
    const limits: StakeLimits = { minStakeMinor: 10n, maxStakePerSelectionMinor: 100n, maxStakePerTicketMinor: 1000n, maxPayoutPerTicketMinor: 100_000n };
    const odds = [2000, 2000, 2000];
    expect(offeredCap({ type: BET_TYPES.system, unitStakeMinor: 500n, sizes: [2], bankers: [] }, odds, limits)).toBeNull();
    expect(offeredCap({ type: BET_TYPES.ifBet, stakeMinor: 500n }, odds, limits)).toBeNull();
    expect(offeredCap({ type: BET_TYPES.reverse, unitStakeMinor: 500n }, odds, limits)).toBeNull();
    expect(offeredCap({ type: BET_TYPES.teaser, stakeMinor: 500n, teaserTypeId: 1 }, [2000, 2000], limits)).toBeNull();
  });
});
