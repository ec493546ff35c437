/**
 * Every bet type's maths against reference models written here independently: subsets by bit mask
 * instead of recursion, Pascal's triangle instead of the product formula, a bankroll walked leg by
 * leg for if-bets, decimal text instead of bigint products for payouts.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { BET_TYPES } from '../../schemas/betting.ts';
import { BET_RESULTS, type BetResult } from '../../schemas/results.ts';
import { checkLimits, type StakeLimits } from '../../domain/bet-limits.ts';
import { betCount, potentialReturn, settleTicket, ticketShape, totalStake, type BetChoice, type TicketShape } from '../../domain/bet-plan.ts';
import { chainReturn, reverseChains } from '../../domain/if-bets.ts';
import { checkSystem, MAX_SYSTEM_BETS, NAMED_SYSTEMS, systemBetCount, systemCombinations, systemName, systemOptions } from '../../domain/system-bets.ts';
import { TEASER_TYPES, teasedLegResult, teasedLine, teaserReturn, teaserTypesFor } from '../../domain/teaser.ts';
import { seeded } from '../fixtures/fc-seed.ts';

const RUNS = seeded('bet types');

// ── Reference models ─────────────────────────────────────────────────────────────────────────

/** C(n, k) from Pascal's triangle. */
const PASCAL: number[][] = [[1]];
for (let n = 1; n <= 12; n++) PASCAL.push(Array.from({ length: n + 1 }, (_, k) => (k === 0 || k === n ? 1 : PASCAL[n - 1]![k - 1]! + PASCAL[n - 1]![k]!)));

/** Every subset of n legs as a bit mask that holds all bankers and k free legs for some chosen k. */
function referenceSystem(n: number, bankers: readonly number[], sizes: readonly number[]): string[] {
  const bankerMask = bankers.reduce((m, b) => m | (1 << b), 0);
  const out: string[] = [];
  for (let mask = 0; mask < 1 << n; mask++) {
    if ((mask & bankerMask) !== bankerMask) continue;
    let free = 0;
    for (let i = 0; i < n; i++) if (mask & (1 << i) && !(bankerMask & (1 << i))) free++;
    if (!sizes.includes(free)) continue;
    const legs: number[] = [];
    for (let i = 0; i < n; i++) if (mask & (1 << i)) legs.push(i);
    out.push(legs.join(','));
  }
  return out.sort();
}

/** floor(stake × Π odds) by multiplying decimal digit strings: the odds as "1.850" text, scaled at the end. */
function referencePayout(stake: bigint, odds: readonly number[]): bigint {
  let digits = stake.toString();
  for (const m of odds) digits = (BigInt(digits) * BigInt((m / 1000).toFixed(3).replace('.', ''))).toString();
  const scale = 3 * odds.length;
  return scale === 0 ? BigInt(digits) : BigInt(digits.length > scale ? digits.slice(0, digits.length - scale) : '0');
}

/** A factor as numerator/denominator for a leg's result, written out as a table. */
const REFERENCE_FACTOR: Record<BetResult, (odds: bigint) => [bigint, bigint]> = {
  0: () => [1n, 1n],
  1: () => [1n, 1n],
  2: (o) => [o, 1000n],
  3: () => [0n, 1n],
  4: () => [1n, 1n],
  5: (o) => [o + 1000n, 2000n],
  6: () => [1n, 2n],
};

/** An if-bet as a bankroll: bet the stake from the pot, add what comes back, stop after a loss. */
function referenceChain(stake: bigint, order: readonly number[], odds: readonly number[], results: readonly BetResult[]): bigint {
  let pot = stake;
  for (const leg of order) {
    const [n, d] = REFERENCE_FACTOR[results[leg]!](BigInt(odds[leg]!));
    pot = pot - stake + (stake * n) / d;
    if (results[leg] === BET_RESULTS.lost || results[leg] === BET_RESULTS.halfLose) break;
  }
  return pot;
}

/** The settled return of a ticket whose legs all have results. */
function ticketReturn(shape: TicketShape, odds: readonly number[], results: readonly BetResult[]): bigint {
  const settled = settleTicket(shape, odds.map((oddsMilli, i) => ({ oddsMilli, result: results[i]! })));
  if (!settled.decided) throw new Error('a ticket with every result is decided');
  return settled.payoutMinor;
}

// ── Arbitraries ──────────────────────────────────────────────────────────────────────────────

const milli = fc.integer({ min: 1000, max: 50_000 });
const stake = fc.bigInt({ min: 1n, max: 10n ** 9n });
const result = fc.constantFrom<BetResult>(BET_RESULTS.win, BET_RESULTS.lost, BET_RESULTS.refund, BET_RESULTS.halfWin, BET_RESULTS.halfLose, BET_RESULTS.cancelled);

/** A system choice over 3..10 legs: some bankers, some sizes (valid or not). */
const systemChoice = fc.integer({ min: 3, max: 10 }).chain((n) =>
  fc.record({
    n: fc.constant(n),
    bankers: fc.uniqueArray(fc.integer({ min: 0, max: n - 1 }), { maxLength: Math.max(0, n - 2) }),
    sizes: fc.uniqueArray(fc.integer({ min: 1, max: n }), { minLength: 1, maxLength: n }),
  }),
);

describe('bet types (properties)', () => {
  test('[STA-16][CON-11] system expansion: the bets are exactly the reference subsets, counted Σ C(m,k), never over 252', () => {
    fc.assert(
      fc.property(systemChoice, ({ n, bankers, sizes }) => {
        const refused = checkSystem(n, bankers, sizes);
        const free = n - bankers.length;
        const count = sizes.reduce((s, k) => s + (k <= free ? PASCAL[free]![k]! : 0), 0);
        if (refused) return refused !== 'too-many-bets' || count > MAX_SYSTEM_BETS;
        const bets = systemCombinations(n, bankers, sizes);
        expect(bets.map((b) => b.join(',')).sort()).toEqual(referenceSystem(n, bankers, sizes));
        expect(bets.length).toBe(count);
        expect(systemBetCount(free, sizes)).toBe(count);
        return count <= MAX_SYSTEM_BETS && bets.every((b) => bankers.every((x) => b.includes(x)));
      }),
      RUNS,
    );
  });

  test('[STA-16] every system offered for a slip is valid, within 252 bets, and counts its bets right', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 8 }), (n, b) => {
        const options = systemOptions(n, b);
        if (n < 3 || n > 10 || n - b < 2) return options.length === 0;
        const bankers = Array.from({ length: b }, (_, i) => i);
        return options.every((o) => checkSystem(n, bankers, o.sizes) === null && o.bets <= MAX_SYSTEM_BETS && o.bets === systemCombinations(n, bankers, o.sizes).length);
      }),
      RUNS,
    );
  });

  test('[STA-16] named systems: Trixie 4, Patent 7, Yankee 11, Lucky 15, Canadian 26, Lucky 31, Heinz 57, Lucky 63, Super Heinz 120, Goliath 247', () => {
    const expected = { trixie: 4, patent: 7, yankee: 11, lucky15: 15, canadian: 26, lucky31: 31, heinz: 57, lucky63: 63, superHeinz: 120, goliath: 247 };
    for (const [name, system] of Object.entries(NAMED_SYSTEMS)) {
      expect(systemBetCount(system.selections, system.sizes), name).toBe(expected[name as keyof typeof expected]);
      expect(systemName(system.selections, system.sizes)).toBe(name);
    }
    expect(systemName(5, [3])).toBeNull();
    // C(10,5) = 252 is the most a slip of 10 can make in one size; 4 and 5 together is refused.
    expect(checkSystem(10, [], [5])).toBeNull();
    expect(checkSystem(10, [], [4, 5])).toBe('too-many-bets');
  });

  test('[ENM-08] each line-based type pays Σ floor(line stake × Π odds): matches the decimal-text reference', () => {
    const choice = fc.integer({ min: 1, max: 10 }).chain((n) =>
      fc.record({
        n: fc.constant(n),
        odds: fc.array(milli, { minLength: n, maxLength: n }),
        stakes: fc.array(stake, { minLength: n, maxLength: n }),
        sys: fc.uniqueArray(fc.integer({ min: 1, max: n }), { minLength: 1, maxLength: n }),
      }),
    );
    fc.assert(
      fc.property(choice, ({ n, odds, stakes, sys }) => {
        const s = stakes[0]!;
        const cases: [BetChoice, bigint][] = [];
        if (n === 1) cases.push([{ type: BET_TYPES.single, stakeMinor: s }, referencePayout(s, odds)]);
        if (n >= 2) {
          cases.push([{ type: BET_TYPES.combo, stakeMinor: s }, referencePayout(s, odds)]);
          cases.push([{ type: BET_TYPES.multipleSingles, stakesMinor: stakes }, stakes.reduce((sum, st, i) => sum + referencePayout(st, [odds[i]!]), 0n)]);
        }
        if (n >= 3 && checkSystem(n, [], sys) === null) {
          const expected = referenceSystem(n, [], sys).reduce((sum, legs) => sum + referencePayout(s, legs.split(',').map((i) => odds[Number(i)]!)), 0n);
          cases.push([{ type: BET_TYPES.system, unitStakeMinor: s, sizes: sys, bankers: [] }, expected]);
        }
        for (const [c, expected] of cases) {
          const made = ticketShape(c, n);
          if (!('shape' in made)) return false;
          if (potentialReturn(made.shape, odds) !== expected) return false;
          // Everything won settles to the potential payout; everything void returns the stake.
          if (ticketReturn(made.shape, odds, odds.map(() => BET_RESULTS.win)) !== expected) return false;
          if (ticketReturn(made.shape, odds, odds.map(() => BET_RESULTS.refund)) !== totalStake(made.shape)) return false;
        }
        return true;
      }),
      RUNS,
    );
  });

  test('[ENM-02][ENM-08] a settled line-based ticket returns Σ floor(stake × Π factors) by the reference factor table', () => {
    const arb = fc.integer({ min: 3, max: 8 }).chain((n) =>
      fc.record({ odds: fc.array(milli, { minLength: n, maxLength: n }), results: fc.array(result, { minLength: n, maxLength: n }), s: stake, k: fc.integer({ min: 1, max: n }) }),
    );
    fc.assert(
      fc.property(arb, ({ odds, results, s, k }) => {
        const n = odds.length;
        const made = ticketShape({ type: BET_TYPES.system, unitStakeMinor: s, sizes: [k], bankers: [] }, n);
        if (!('shape' in made)) return checkSystem(n, [], [k]) !== null;
        const expected = referenceSystem(n, [], [k]).reduce((sum, legs) => {
          let num = s;
          let den = 1n;
          for (const i of legs.split(',').map(Number)) {
            const [a, b] = REFERENCE_FACTOR[results[i]!](BigInt(odds[i]!));
            num *= a;
            den *= b;
          }
          return sum + num / den;
        }, 0n);
        return ticketReturn(made.shape, odds, results) === expected && expected <= potentialReturn(made.shape, odds);
      }),
      RUNS,
    );
  });

  test('[STA-17][CON-11] if-bet and reverse: returns match a bankroll walked leg by leg; a reverse is n·(n−1) two-leg if-bets', () => {
    const arb = fc.integer({ min: 2, max: 10 }).chain((n) =>
      fc.record({ odds: fc.array(milli, { minLength: n, maxLength: n }), results: fc.array(result, { minLength: n, maxLength: n }), s: stake }),
    );
    fc.assert(
      fc.property(arb, ({ odds, results, s }) => {
        const n = odds.length;
        const order = odds.map((_, i) => i);
        const ifBet = ticketShape({ type: BET_TYPES.ifBet, stakeMinor: s }, n);
        const reverse = ticketShape({ type: BET_TYPES.reverse, unitStakeMinor: s }, n);
        if (!('shape' in ifBet) || !('shape' in reverse)) return false;
        const allWon = odds.map(() => BET_RESULTS.win);
        const pairs: [number, number][] = [];
        for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) if (i !== j) pairs.push([i, j]);
        const ok =
          ticketReturn(ifBet.shape, odds, results) === referenceChain(s, order, odds, results) &&
          potentialReturn(ifBet.shape, odds) === referenceChain(s, order, odds, allWon) &&
          totalStake(ifBet.shape) === s &&
          betCount(reverse.shape) === n * (n - 1) &&
          totalStake(reverse.shape) === s * BigInt(n * (n - 1)) &&
          ticketReturn(reverse.shape, odds, results) === pairs.reduce((sum, p) => sum + referenceChain(s, p, odds, results), 0n) &&
          potentialReturn(reverse.shape, odds) === pairs.reduce((sum, p) => sum + referenceChain(s, p, odds, allWon), 0n);
        // A chain never returns less than nothing, and all won is its best case.
        return ok && ticketReturn(ifBet.shape, odds, results) >= 0n && ticketReturn(ifBet.shape, odds, results) <= potentialReturn(ifBet.shape, odds);
      }),
      RUNS,
    );
    expect(reverseChains(3)).toEqual([[0, 1], [0, 2], [1, 0], [1, 2], [2, 0], [2, 1]]);
    // 10 at 2.00 and 1.00 stake: 1 + 10 × 1 = 11.
    expect(chainReturn(100n, [0, 1], [{ oddsMilli: 2000, result: BET_RESULTS.win }, { oddsMilli: 2000, result: BET_RESULTS.lost }])).toBe(100n);
    // Undecided while a needed leg is pending; a chain that lost does not wait for its later legs.
    expect(chainReturn(100n, [0, 1], [{ oddsMilli: 2000, result: BET_RESULTS.win }, { oddsMilli: 2000, result: BET_RESULTS.pending }])).toBeNull();
    expect(chainReturn(100n, [0, 1], [{ oddsMilli: 2000, result: BET_RESULTS.lost }, { oddsMilli: 2000, result: BET_RESULTS.pending }])).toBe(0n);
  });

  test('[STA-18][ENT-43] teaser: pays the table by leg count; a lost leg loses it; pushes reduce the count; below 2 legs the stake comes back', () => {
    const arb = fc.record({
      type: fc.constantFrom(...TEASER_TYPES),
      s: stake,
      results: fc.array(fc.constantFrom<BetResult>(BET_RESULTS.win, BET_RESULTS.lost, BET_RESULTS.refund), { minLength: 2, maxLength: 10 }),
    });
    fc.assert(
      fc.property(arb, ({ type, s, results }) => {
        const n = results.length;
        const made = ticketShape({ type: BET_TYPES.teaser, stakeMinor: s, teaserTypeId: type.id }, n);
        const table = type.oddsMilli[n];
        if (table === undefined) return 'refused' in made && made.refused === 'teaser-type';
        if (!('shape' in made)) return false;
        const won = results.filter((r) => r === BET_RESULTS.win).length;
        const lost = results.includes(BET_RESULTS.lost);
        const expected = lost ? 0n : won < 2 ? s : (s * BigInt(type.oddsMilli[won]!)) / 1000n;
        return (
          potentialReturn(made.shape, Array(n).fill(1000)) === (s * BigInt(table)) / 1000n &&
          ticketReturn(made.shape, Array(n).fill(1000), results) === expected &&
          teaserReturn(s, type, results) === expected
        );
      }),
      RUNS,
    );
    // A lost leg decides a teaser before its other legs are played; a pending one otherwise waits.
    const six = TEASER_TYPES[0]!;
    expect(teaserReturn(100n, six, [BET_RESULTS.lost, BET_RESULTS.pending])).toBe(0n);
    expect(teaserReturn(100n, six, [BET_RESULTS.win, BET_RESULTS.pending])).toBeNull();
  });

  test('[ENM-02] a settled ticket of any type is undecided while a leg it needs is pending, and void when every leg is void', () => {
    const arb = fc.integer({ min: 3, max: 6 }).chain((n) => fc.record({ odds: fc.array(milli, { minLength: n, maxLength: n }), s: stake, pending: fc.integer({ min: 0, max: n - 1 }) }));
    fc.assert(
      fc.property(arb, ({ odds, s, pending }) => {
        const n = odds.length;
        const choices: BetChoice[] = [
          { type: BET_TYPES.combo, stakeMinor: s },
          { type: BET_TYPES.system, unitStakeMinor: s, sizes: [2], bankers: [] },
          { type: BET_TYPES.ifBet, stakeMinor: s },
          { type: BET_TYPES.reverse, unitStakeMinor: s },
          { type: BET_TYPES.teaser, stakeMinor: s, teaserTypeId: 1 },
        ];
        return choices.every((c) => {
          const made = ticketShape(c, n);
          if (!('shape' in made)) return false;
          const waiting = settleTicket(made.shape, odds.map((oddsMilli, i) => ({ oddsMilli, result: i === pending ? BET_RESULTS.pending : BET_RESULTS.win })));
          const voided = settleTicket(made.shape, odds.map((oddsMilli) => ({ oddsMilli, result: BET_RESULTS.refund })));
          return !waiting.decided && voided.decided && voided.outcome === 'void' && voided.payoutMinor === totalStake(made.shape);
        });
      }),
      RUNS,
    );
  });

  test('[STA-18] teased lines move the spread or total in the player\u2019s favour; other markets and sports cannot be teased', () => {
    const six = TEASER_TYPES.find((t) => t.id === 1)!;
    const leg = (marketTypeId: number, outcomeTitle: string, line: string, sportSystemId = 21) => ({ sportSystemId, marketTypeId, outcomeTitle, line });
    expect(teasedLine(leg(3, '1', '-3.5'), six)).toBe('+2.5');
    expect(teasedLine(leg(3, '2', '+3.5'), six)).toBe('+9.5');
    expect(teasedLine(leg(3, '1', '-6'), six)).toBe('0');
    expect(teasedLine(leg(4, 'Over', '45.5'), six)).toBe('39.5');
    expect(teasedLine(leg(4, 'Under', '45.5'), six)).toBe('51.5');
    expect(teasedLine(leg(1, '1', ''), six)).toBeNull();
    expect(teasedLine(leg(3, '1', '-3.5', 1), six)).toBeNull();
    expect(teaserTypesFor([leg(3, '1', '-3.5')])).toEqual([]);
    expect(teaserTypesFor([leg(3, '1', '-3.5'), leg(4, 'Over', '41.5')]).map((t) => t.id)).toEqual([1, 2, 3]);
    // The 7-point table stops at 6 legs: 7 legs offer only the 6 and 6.5 point teasers.
    expect(teaserTypesFor(Array.from({ length: 7 }, () => leg(3, '1', '-3.5'))).map((t) => t.id)).toEqual([1, 2]);
  });

  test('[STA-18] a teased leg settles on its teased line from the final score, never worse for the player than the market line', () => {
    // Reference: the margin the side needs, in halves of a point, compared directly.
    const reference = (title: string, line: number, home: number, away: number) => {
      const value = title === '1' ? home - away + line : title === '2' ? away - home + line : title === 'Over' ? home + away - line : line - (home + away);
      return value > 0 ? BET_RESULTS.win : value < 0 ? BET_RESULTS.lost : BET_RESULTS.refund;
    };
    const rank = (r: BetResult) => (r === BET_RESULTS.win ? 2 : r === BET_RESULTS.refund ? 1 : 0);
    const spread = fc.record({ title: fc.constantFrom('1', '2'), halves: fc.integer({ min: -40, max: 40 }) });
    const total = fc.record({ title: fc.constantFrom('Over', 'Under'), halves: fc.integer({ min: 60, max: 120 }) });
    fc.assert(
      fc.property(fc.oneof(spread, total), fc.constantFrom(...TEASER_TYPES), fc.nat(70), fc.nat(70), ({ title, halves }, type, home, away) => {
        const line = halves / 2;
        const market = line < 0 ? String(line) : title === '1' || title === '2' ? `+${line}` : String(line);
        const teased = teasedLine({ sportSystemId: type.sportSystemId, marketTypeId: title === '1' || title === '2' ? 3 : 4, outcomeTitle: title, line: market }, type);
        if (teased === null) return title === 'Over' && line < type.pointsTenths / 10;
        const result = teasedLegResult(title, teased, home, away);
        return result === reference(title, Number(teased), home, away) && rank(result) >= rank(teasedLegResult(title, market, home, away)!);
      }),
      RUNS,
    );
    // −3.5 teased 6 points is +2.5: a one-point home defeat loses the market line and wins the teased one.
    expect(teasedLegResult('1', '-3.5', 20, 21)).toBe(BET_RESULTS.lost);
    expect(teasedLegResult('1', '+2.5', 20, 21)).toBe(BET_RESULTS.win);
    expect(teasedLegResult('2', '+3', 24, 21)).toBe(BET_RESULTS.refund);
    expect(teasedLegResult('Under', '51.5', 24, 24)).toBe(BET_RESULTS.win);
    expect(teasedLegResult('X', '+2.5', 1, 1)).toBeNull();
  });

  test('[CON-09][API-40] limits: a ticket passes exactly when each bet is within min and max, the total within the ticket max and the payout within the payout max', () => {
    const limits: StakeLimits = { minStakeMinor: 10n, maxStakePerSelectionMinor: 10_000n, maxStakePerTicketMinor: 50_000n, maxPayoutPerTicketMinor: 5_000_000n };
    const arb = fc.integer({ min: 2, max: 6 }).chain((n) =>
      fc.record({ odds: fc.array(milli, { minLength: n, maxLength: n }), stakes: fc.array(fc.bigInt({ min: 1n, max: 20_000n }), { minLength: n, maxLength: n }) }),
    );
    fc.assert(
      fc.property(arb, ({ odds, stakes }) => {
        const made = ticketShape({ type: BET_TYPES.multipleSingles, stakesMinor: stakes }, odds.length);
        if (!('shape' in made)) return false;
        const shape: TicketShape = made.shape;
        const total = stakes.reduce((a, b) => a + b, 0n);
        const payout = stakes.reduce((sum, st, i) => sum + referencePayout(st, [odds[i]!]), 0n);
        const fits = stakes.every((st) => st >= 10n && st <= 10_000n) && total <= 50_000n && payout <= 5_000_000n;
        return (checkLimits(shape, odds, limits) === null) === fits;
      }),
      RUNS,
    );
  });
});
