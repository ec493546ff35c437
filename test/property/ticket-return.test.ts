import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { accumulatorLines, legFactor, lineReturn, ticketReturn, type ReturnLeg, type TicketLine } from '../../domain/ticket-return.ts';
import { BET_RESULTS, type BetResult } from '../../schemas/results.ts';
import { settleAsian } from '../../server/feed/simulator/settle.ts';

/** Printed, so a failure can be replayed: FC_SEED=<seed> npx vitest run test/property/ticket-return.test.ts */
const SEED = Number(process.env.FC_SEED ?? Math.floor(Math.random() * 2 ** 31));
console.log(`ticket-return properties: fast-check seed ${SEED}`);
const RUNS = { numRuns: 1000, seed: SEED };

// ── An independent reference: exact rationals built from the decimal price text ─────────────

type Rational = { readonly n: bigint; readonly d: bigint };
const rational = (n: bigint, d = 1n): Rational => ({ n, d });
const times = (a: Rational, b: Rational): Rational => ({ n: a.n * b.n, d: a.d * b.d });
const plus = (a: Rational, b: Rational): Rational => ({ n: a.n * b.d + b.n * a.d, d: a.d * b.d });
/** "1.875" → 1875/1000, read from text so the reference shares no scaling with the module. */
function oddsRational(milli: number): Rational {
  const [whole, fraction = ''] = (milli / 1000).toFixed(3).split('.');
  return rational(BigInt(`${whole}${fraction}`), 10n ** BigInt(fraction.length));
}
const HALF = rational(1n, 2n);
/** ENM-02 results as the textbook says: what one unit staked on the leg brings back. */
function referenceFactor(leg: ReturnLeg): Rational | 'pending' {
  const odds = oddsRational(leg.oddsMilli);
  switch (leg.result) {
    case BET_RESULTS.pending:
      return 'pending';
    case BET_RESULTS.win:
      return odds;
    case BET_RESULTS.lost:
      return rational(0n);
    case BET_RESULTS.cancelled:
    case BET_RESULTS.refund:
      return rational(1n);
    case BET_RESULTS.halfWin:
      return plus(times(HALF, odds), HALF);
    case BET_RESULTS.halfLose:
      return HALF;
  }
}
/** floor(stake × Π factors), or null while a needed leg is pending and none is lost. */
function referenceLine(line: TicketLine, legs: readonly ReturnLeg[]): bigint | null {
  const factors = line.legs.map((i) => referenceFactor(legs[i]!));
  if (factors.some((f) => f !== 'pending' && f.n === 0n)) return 0n;
  if (factors.includes('pending')) return null;
  const total = (factors as Rational[]).reduce(times, rational(line.stakeMinor));
  return total.n / total.d;
}

// ── Arbitraries ─────────────────────────────────────────────────────────────────────────────

const RESULTS: readonly BetResult[] = [0, 1, 2, 3, 4, 5, 6];
const decided = fc.constantFrom<BetResult>(1, 2, 3, 4, 5, 6);
const milli = fc.integer({ min: 1000, max: 1_000_000 });
const leg = (result: fc.Arbitrary<BetResult>) => fc.record({ oddsMilli: milli, result });
const stake = fc.bigInt({ min: 1n, max: 10n ** 12n });
/** A ticket of 1..10 legs and 1..20 lines, each line on a non-empty subset of the legs. */
const ticket = (result: fc.Arbitrary<BetResult>) =>
  fc.array(leg(result), { minLength: 1, maxLength: 10 }).chain((legs) =>
    fc.tuple(
      fc.constant(legs),
      fc.array(
        fc.record({ stakeMinor: stake, legs: fc.uniqueArray(fc.nat(legs.length - 1), { minLength: 1, maxLength: legs.length }) }),
        { minLength: 1, maxLength: 20 },
      ),
    ),
  );

describe('ticket return (properties)', () => {
  test('[ENM-02] every decided line returns floor(stake × Π factors) of the exact rational reference', () => {
    fc.assert(
      fc.property(ticket(decided), ([legs, lines]) => {
        for (const line of lines) expect(lineReturn(line, legs)).toBe(referenceLine(line, legs));
        const whole = ticketReturn(lines, legs);
        expect(whole.decided).toBe(true);
        if (whole.decided) expect(whole.payoutMinor).toBe(lines.reduce((sum, line) => sum + referenceLine(line, legs)!, 0n));
      }),
      RUNS,
    );
  });

  test('[ENM-02] with pending legs a line is decided only when every leg is, or early by a lost leg (it returns 0)', () => {
    fc.assert(
      fc.property(ticket(fc.constantFrom(...RESULTS)), ([legs, lines]) => {
        for (const line of lines) expect(lineReturn(line, legs)).toBe(referenceLine(line, legs));
        const whole = ticketReturn(lines, legs);
        expect(whole.decided).toBe(lines.every((line) => referenceLine(line, legs) !== null));
      }),
      RUNS,
    );
  });

  test('[ENM-02] rounding happens once per line: never above the exact value, less than one minor unit below it', () => {
    fc.assert(
      fc.property(ticket(decided), ([legs, lines]) => {
        for (const line of lines) {
          const factors = line.legs.map((i) => referenceFactor(legs[i]!) as Rational);
          const exact = factors.reduce(times, rational(line.stakeMinor));
          const paid = lineReturn(line, legs)!;
          // paid ≤ exact < paid + 1, in exact arithmetic
          expect(paid * exact.d <= exact.n).toBe(true);
          expect(exact.n < (paid + 1n) * exact.d).toBe(true);
        }
      }),
      RUNS,
    );
  });

  test('[ENM-02] a void leg (cancelled, refund) drops out at odds 1: the combo returns what it would without it', () => {
    fc.assert(
      fc.property(fc.array(leg(decided), { minLength: 2, maxLength: 10 }), fc.nat(9), fc.constantFrom<BetResult>(1, 4), stake, (legs, at, voidResult, s) => {
        const index = at % legs.length;
        const withVoid = legs.map((l, i) => (i === index ? { ...l, result: voidResult } : l));
        const without = legs.filter((_, i) => i !== index);
        expect(lineReturn(accumulatorLines(s, legs.length)[0]!, withVoid)).toBe(lineReturn(accumulatorLines(s, without.length)[0]!, without));
      }),
      RUNS,
    );
  });

  test('[ENM-02] a ticket is void when every leg is void (the stake comes back), lost when it returns nothing, won otherwise', () => {
    fc.assert(
      fc.property(ticket(decided), ([legs, lines]) => {
        const whole = ticketReturn(lines, legs);
        if (!whole.decided) return false;
        const used = new Set(lines.flatMap((l) => l.legs));
        const allVoid = [...used].every((i) => legs[i]!.result === BET_RESULTS.cancelled || legs[i]!.result === BET_RESULTS.refund);
        const staked = lines.reduce((sum, l) => sum + l.stakeMinor, 0n);
        if (allVoid) return whole.outcome === 'void' && whole.payoutMinor === staked;
        return whole.outcome === (whole.payoutMinor === 0n ? 'lost' : 'won');
      }),
      RUNS,
    );
  });
});

describe('ticket return (examples)', () => {
  /**
   * Quarter lines (SPEC ENM-02 half-win / half-lose): half the stake on each neighbouring line.
   * 10.00 at 1.90; the result comes from the house's own Asian rule (settle.ts), the return from here.
   */
  const table: readonly { readonly bet: string; readonly line: number; readonly value: number; readonly result: BetResult; readonly back: bigint }[] = [
    { bet: 'Home −0.25, home wins by 1', line: -0.25, value: 1, result: BET_RESULTS.win, back: 1900n },
    { bet: 'Home −0.25, draw', line: -0.25, value: 0, result: BET_RESULTS.halfLose, back: 500n },
    { bet: 'Home −0.25, home loses', line: -0.25, value: -1, result: BET_RESULTS.lost, back: 0n },
    { bet: 'Home +0.25, draw', line: 0.25, value: 0, result: BET_RESULTS.halfWin, back: 1450n },
    { bet: 'Home −0.75, home wins by 1', line: -0.75, value: 1, result: BET_RESULTS.halfWin, back: 1450n },
    { bet: 'Home −0.75, home wins by 2', line: -0.75, value: 2, result: BET_RESULTS.win, back: 1900n },
    { bet: 'Home +0.75, home loses by 1', line: 0.75, value: -1, result: BET_RESULTS.halfLose, back: 500n },
    { bet: 'Home −1.25, home wins by 1', line: -1.25, value: 1, result: BET_RESULTS.halfLose, back: 500n },
    { bet: 'Over 2.25, 2 goals', line: -2.25, value: 2, result: BET_RESULTS.halfLose, back: 500n },
    { bet: 'Over 2.75, 3 goals', line: -2.75, value: 3, result: BET_RESULTS.halfWin, back: 1450n },
    { bet: 'Over 2.0, 2 goals (whole line)', line: -2, value: 2, result: BET_RESULTS.refund, back: 1000n },
  ];
  test.each(table)('[ENM-02] quarter line: $bet', ({ line, value, result, back }) => {
    expect(settleAsian(value, line)).toBe(result);
    expect(lineReturn(accumulatorLines(1000n, 1)[0]!, [{ oddsMilli: 1900, result }])).toBe(back);
  });

  test('[ENM-02] half-win and half-lose in a combo multiply, rounded down once at the end', () => {
    // 100 minor units on 1.875 half-won × 1.333 won: 100 × 1.4375 × 1.333 = 191.61875, paid 191.
    const legs: ReturnLeg[] = [{ oddsMilli: 1875, result: BET_RESULTS.halfWin }, { oddsMilli: 1333, result: BET_RESULTS.win }];
    expect(lineReturn({ stakeMinor: 100n, legs: [0, 1] }, legs)).toBe(191n); // 191.61875
    // Rounded per leg it would be floor(floor(100 × 1.4375) × 1.333) = floor(143 × 1.333) = 190.
    expect(lineReturn({ stakeMinor: 100n, legs: [0] }, legs)).toBe(143n);
    expect(legFactor({ oddsMilli: 1875, result: BET_RESULTS.pending })).toBeNull();
  });

  test('[ENM-02] a lost leg decides its line early; the ticket waits for its other lines', () => {
    const legs: ReturnLeg[] = [
      { oddsMilli: 2000, result: BET_RESULTS.lost },
      { oddsMilli: 2000, result: BET_RESULTS.pending },
      { oddsMilli: 2000, result: BET_RESULTS.win },
    ];
    expect(ticketReturn(accumulatorLines(100n, 3), legs)).toEqual({ decided: true, payoutMinor: 0n, outcome: 'lost' });
    const system: TicketLine[] = [
      { stakeMinor: 100n, legs: [0, 1] },
      { stakeMinor: 100n, legs: [1, 2] },
    ];
    expect(ticketReturn(system, legs)).toEqual({ decided: false });
    expect(() => lineReturn({ stakeMinor: 1n, legs: [3] }, legs)).toThrow(RangeError);
  });
});
