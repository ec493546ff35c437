/**
 * Provably fair rounds (issue #19), as properties: a round is a pure function of (server seed,
 * client seed, nonce) and the bet; the verify page's replay equals the house's play; payouts stay
 * within [0, max win]; outcomes are JSON-safe; roulette takes exactly the bets of a real table.
 */
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { act, actFromSeeds, blackjack, legalActions, type BlackjackState } from '../../domain/casino/blackjack.ts';
import { fairFloats, type RoundSeeds } from '../../domain/casino/fair.ts';
import { GAMES, instantEngine, type InstantGameKey } from '../../domain/casino/games.ts';
import { replayRound } from '../../domain/casino/verify.ts';
import { BACCARAT_SIDES, ROULETTE_KINDS, type BlackjackAction, roulettePlacementProblem, roulettePlacementSets, type RouletteKind } from '../../schemas/casino-bets.ts';
import { seeded } from '../fixtures/fc-seed.ts';

const seedsArb: fc.Arbitrary<RoundSeeds> = fc.record({
  serverSeed: fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 64, maxLength: 64 }),
  clientSeed: fc.string({ minLength: 1, maxLength: 32 }),
  nonce: fc.nat({ max: 1_000_000_000 }),
});

const stakeArb = fc.bigInt({ min: 1n, max: 10n ** 12n }).map(String);

const placementArb = fc
  .constantFrom(...ROULETTE_KINDS)
  .chain((Kind) => fc.tuple(fc.constant(Kind), fc.constantFrom(...roulettePlacementSets(Kind)), stakeArb))
  .map(([Kind, numbers, StakeMinor]) => ({ Kind, Numbers: [...numbers], StakeMinor }));

/** A bet as the page sends it, for each instant game. */
const wireBets: Record<InstantGameKey, fc.Arbitrary<unknown>> = {
  'fruit-fiesta': fc.record({ StakeMinor: stakeArb }),
  'gem-cascade': fc.record({ StakeMinor: stakeArb }),
  'pharaoh-gold': fc.record({ StakeMinor: stakeArb }),
  'european-roulette': fc.record({ Placements: fc.array(placementArb, { minLength: 1, maxLength: 6 }) }),
  baccarat: fc.record({
    Placements: fc.subarray([...BACCARAT_SIDES], { minLength: 1 }).chain((sides) => fc.tuple(...sides.map((Side) => stakeArb.map((StakeMinor) => ({ Side, StakeMinor }))))),
  }),
  'rocket-crash': fc.record({ StakeMinor: stakeArb, TargetHundredths: fc.integer({ min: 101, max: 100_000 }) }),
};
const INSTANT = Object.keys(wireBets) as InstantGameKey[];
const instantCase = fc.constantFrom(...INSTANT).chain((game) => fc.tuple(fc.constant(game), seedsArb, wireBets[game]));

/** A blackjack round: the seeds, the stake and choices that pick among the legal actions at each step. */
const blackjackCase = fc.tuple(seedsArb, stakeArb, fc.array(fc.nat(), { maxLength: 12 }));

function playBlackjack(seeds: RoundSeeds, stake: string, choices: readonly number[]): { state: BlackjackState; actions: BlackjackAction[] } {
  const source = fairFloats(seeds);
  let state = blackjack.deal(v.parse(GAMES.blackjack.engine.betSchema, { StakeMinor: stake }), source);
  const actions: BlackjackAction[] = [];
  for (const choice of choices) {
    const legal = legalActions(state);
    if (legal.length === 0) break;
    const action = legal[choice % legal.length]!;
    actions.push(action);
    state = act(state, action, source);
  }
  return { state, actions };
}

const jsonSafe = (value: unknown) => expect(JSON.parse(JSON.stringify(value))).toEqual(value);

describe('[#19] provably fair rounds (properties)', () => {
  test('[#19] an instant round is a pure function of (server seed, client seed, nonce) and the bet, and its outcome is JSON-safe', () => {
    fc.assert(
      fc.property(instantCase, ([game, seeds, wire]) => {
        const engine = instantEngine(game);
        const bet = v.parse(engine.betSchema, wire);
        const first = engine.play(bet, fairFloats(seeds));
        const second = engine.play(bet, fairFloats({ ...seeds }));
        expect(second).toEqual(first);
        jsonSafe(first.outcome);
      }),
      seeded('casino purity', 300),
    );
  });

  test('[#19] replayRound from the seeds and the wire bet equals the house’s play', () => {
    fc.assert(
      fc.property(instantCase, ([game, seeds, wire]) => {
        const engine = instantEngine(game);
        const bet = v.parse(engine.betSchema, wire);
        const played = engine.play(bet, fairFloats(seeds));
        const replayed = replayRound(game, seeds, JSON.parse(JSON.stringify(wire)));
        expect(replayed).toEqual({ ok: true, kind: 'instant', game, outcome: played.outcome, payout: played.payout, stake: engine.stakeOf(bet) });
      }),
      seeded('casino replay', 1000),
    );
  });

  test('[#19] a payout is never negative and never more than the game’s max win for the bet', () => {
    fc.assert(
      fc.property(instantCase, ([game, seeds, wire]) => {
        const engine = instantEngine(game);
        const bet = v.parse(engine.betSchema, wire);
        const { payout, outcome } = engine.play(bet, fairFloats(seeds));
        expect(payout).toBeGreaterThanOrEqual(0n);
        expect(payout).toBeLessThanOrEqual(engine.maxWin(bet));
        expect((outcome as { payoutMinor: string }).payoutMinor).toBe(payout.toString());
      }),
      seeded('casino payout bounds', 1000),
    );
  });

  test('[#19] a slot pays ⌊stake × win / lines⌋ of the round win its simulation measures, and its spins add up', () => {
    const slots = ['fruit-fiesta', 'gem-cascade', 'pharaoh-gold'] as const;
    fc.assert(
      fc.property(fc.constantFrom(...slots), seedsArb, stakeArb, (game, seeds, stake) => {
        const engine = GAMES[game].engine;
        const lines = BigInt(engine.config.lines.length);
        const { outcome, payout } = engine.play({ StakeMinor: BigInt(stake) }, fairFloats(seeds));
        const win = engine.roundWin(fairFloats(seeds));
        expect(outcome.totalWin).toBe(win);
        expect(payout).toBe((BigInt(stake) * BigInt(win)) / lines);
        const spins = [outcome.spin, ...outcome.freeSpins];
        expect(spins.reduce((sum, s) => sum + s.win, 0)).toBe(win);
        expect(outcome.freeSpins).toHaveLength(spins.reduce((sum, s) => sum + s.freeSpinsAwarded, 0));
        expect(outcome.freeSpins.length).toBeLessThanOrEqual(engine.config.freeSpins.cap);
        for (const s of spins) expect(s.win).toBe((s.lines.reduce((sum, l) => sum + l.pay, 0) + s.scatterPay) * s.multiplier);
      }),
      seeded('slot payout', 300),
    );
  });

  test('[#19] blackjack: the house resuming each request from the seeds and `drawn` (the state through JSON) ends where one stream does, and replayRound agrees', () => {
    fc.assert(
      fc.property(blackjackCase, ([seeds, stake, choices]) => {
        const { state, actions } = playBlackjack(seeds, stake, choices);
        let resumed = JSON.parse(JSON.stringify(blackjack.deal(v.parse(GAMES.blackjack.engine.betSchema, { StakeMinor: stake }), fairFloats(seeds)))) as BlackjackState;
        for (const action of actions) resumed = JSON.parse(JSON.stringify(actFromSeeds(resumed, action, seeds))) as BlackjackState;
        expect(resumed).toEqual(state);
        const replayed = replayRound('blackjack', seeds, { StakeMinor: stake }, actions);
        expect(replayed).toEqual({ ok: true, kind: 'blackjack', game: 'blackjack', state, payout: blackjack.payoutOf(state), stake: blackjack.stakeOf(state) });
      }),
      seeded('blackjack replay', 1000),
    );
  });

  test('[#19] blackjack: payouts are never negative nor above the max win; stakes only grow by doubles and splits', () => {
    fc.assert(
      fc.property(blackjackCase, ([seeds, stake, choices]) => {
        const { state } = playBlackjack(seeds, stake, [...choices, ...Array<number>(40).fill(1)]);
        const bet = { StakeMinor: BigInt(stake) };
        expect(state.finished).toBe(true);
        expect(blackjack.payoutOf(state)).toBeGreaterThanOrEqual(0n);
        expect(blackjack.payoutOf(state)).toBeLessThanOrEqual(blackjack.maxWin(bet));
        const stakes = state.hands.map((h) => BigInt(h.stakeMinor));
        expect(stakes.every((s, i) => s === bet.StakeMinor * (state.hands[i]!.doubled ? 2n : 1n))).toBe(true);
        expect(blackjack.payoutOf(state)).toBe(state.hands.reduce((sum, h) => sum + BigInt(h.payoutMinor ?? '0'), 0n));
      }),
      seeded('blackjack bounds', 500),
    );
  });
});

/**
 * The table drawn from its geometry, independently of the schema's formulas: number n sits in
 * column (n − 1) mod 3 of row ⌊(n − 1) / 3⌋, zero above the first row touching 1, 2 and 3.
 */
function tableBets(): Map<RouletteKind, Set<string>> {
  const at = (n: number) => ({ col: (n - 1) % 3, row: Math.floor((n - 1) / 3) });
  const numbers = Array.from({ length: 36 }, (_, i) => i + 1);
  const key = (ns: number[]) => [...ns].sort((a, b) => a - b).join(',');
  const inRow = (row: number) => numbers.filter((n) => at(n).row === row);
  const sets: Record<RouletteKind, number[][]> = {
    straight: [[0], ...numbers.map((n) => [n])],
    split: [
      [0, 1],
      [0, 2],
      [0, 3],
      ...numbers.flatMap((a) => numbers.filter((b) => b > a && Math.abs(at(a).col - at(b).col) + Math.abs(at(a).row - at(b).row) === 1).map((b) => [a, b])),
    ],
    street: [[0, 1, 2], [0, 2, 3], ...Array.from({ length: 12 }, (_, row) => inRow(row))],
    corner: [[0, 1, 2, 3], ...numbers.filter((n) => at(n).col < 2 && at(n).row < 11).map((n) => numbers.filter((m) => at(m).col - at(n).col <= 1 && at(m).col >= at(n).col && at(m).row - at(n).row <= 1 && at(m).row >= at(n).row))],
    line: Array.from({ length: 11 }, (_, row) => [...inRow(row), ...inRow(row + 1)]),
    dozen: [0, 1, 2].map((d) => numbers.filter((n) => Math.floor((n - 1) / 12) === d)),
    column: [0, 1, 2].map((col) => numbers.filter((n) => at(n).col === col)),
    red: [[1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]],
    black: [[2, 4, 6, 8, 10, 11, 13, 15, 17, 20, 22, 24, 26, 28, 29, 31, 33, 35]],
    odd: [numbers.filter((n) => n % 2 === 1)],
    even: [numbers.filter((n) => n % 2 === 0)],
    low: [numbers.filter((n) => n <= 18)],
    high: [numbers.filter((n) => n >= 19)],
  };
  return new Map(ROULETTE_KINDS.map((kind) => [kind, new Set(sets[kind].map(key))]));
}

describe('[#19] roulette placements (properties)', () => {
  const table = tableBets();
  const key = (ns: readonly number[]) => [...ns].sort((a, b) => a - b).join(',');

  test('[#19] the layout has the real table’s count of each bet: 37 straights, 60 splits, 14 streets, 23 corners, 11 lines', () => {
    expect(ROULETTE_KINDS.map((kind) => table.get(kind)!.size)).toEqual([37, 60, 14, 23, 11, 3, 3, 1, 1, 1, 1, 1, 1]);
    for (const kind of ROULETTE_KINDS) expect(new Set(roulettePlacementSets(kind).map(key))).toEqual(table.get(kind));
  });

  test('[#19] a placement is accepted exactly when its numbers are one of the table’s combinations for its kind', () => {
    // Half the time a real combination in any order, else one with a number swapped for another (mostly off the table).
    const near = fc
      .constantFrom(...ROULETTE_KINDS)
      .chain((kind) => fc.tuple(fc.constant(kind), fc.constantFrom(...roulettePlacementSets(kind)), fc.integer({ min: -36, max: 36 }), fc.nat()))
      .chain(([kind, numbers, swap, at]) => {
        const ns = [...numbers];
        if (swap >= 0) ns[at % ns.length] = swap;
        return fc.tuple(fc.constant(kind), fc.shuffledSubarray(ns, { minLength: ns.length, maxLength: ns.length }));
      });
    const random = fc.tuple(fc.constantFrom(...ROULETTE_KINDS), fc.uniqueArray(fc.integer({ min: 0, max: 36 }), { minLength: 1, maxLength: 18 }));
    fc.assert(
      fc.property(fc.oneof(near, random), ([kind, numbers]) => {
        const onTable = new Set(numbers).size === numbers.length && table.get(kind)!.has(key(numbers));
        const problem = roulettePlacementProblem({ Kind: kind, Numbers: numbers });
        expect(problem === null).toBe(onTable);
        if (problem) expect(problem.field).toBe('Numbers');
      }),
      seeded('roulette layout', 2000),
    );
  });
});
