/**
 * European roulette (issue #19): one zero, 37 pockets, one float picks the pocket. A placement
 * returns its stake × 36 / (numbers it covers) when the pocket is among them — a straight returns
 * 36 (35 to 1 and the stake), red returns 2 — and nothing otherwise; zero takes every outside bet
 * (no la partage, no en prison). Every bet therefore returns 36/37 of its stake on average.
 * Placements are checked against the table layout by the bet schema (schemas/casino-bets.ts).
 */
import { RED_NUMBERS, rouletteBetSchema, type RouletteBet } from '../../schemas/casino-bets.ts';
import type { InstantEngine } from './engine.ts';
import { pick } from './fair.ts';

export const POCKETS = 37;
export const ROULETTE_RTP = 36 / 37;

export type PocketColour = 'red' | 'black' | 'green';

export type RouletteOutcome = {
  readonly pocket: number;
  readonly colour: PocketColour;
  /** What each placement returned, in the bet's order ("0" for a losing one). */
  readonly returnsMinor: readonly string[];
  readonly payoutMinor: string;
};

const RED = new Set(RED_NUMBERS);

export function pocketColour(pocket: number): PocketColour {
  return pocket === 0 ? 'green' : RED.has(pocket) ? 'red' : 'black';
}

function returnsFor(bet: RouletteBet, pocket: number): bigint[] {
  // Every kind covers 1, 2, 3, 4, 6, 12 or 18 numbers, all divisors of 36: the return is exact.
  return bet.Placements.map((p) => (p.Numbers.includes(pocket) ? (p.StakeMinor * 36n) / BigInt(p.Numbers.length) : 0n));
}

const sum = (values: readonly bigint[]) => values.reduce((a, b) => a + b, 0n);

export const europeanRoulette: InstantEngine<'roulette', RouletteBet, RouletteOutcome> = {
  kind: 'roulette',
  rtp: ROULETTE_RTP,
  betSchema: rouletteBetSchema,
  stakeOf: (bet) => sum(bet.Placements.map((p) => p.StakeMinor)),
  maxWin(bet) {
    let best = 0n;
    for (let pocket = 0; pocket < POCKETS; pocket++) {
      const total = sum(returnsFor(bet, pocket));
      if (total > best) best = total;
    }
    return best;
  },
  play(bet, source) {
    const pocket = pick(source, POCKETS);
    const returns = returnsFor(bet, pocket);
    const payout = sum(returns);
    return {
      outcome: { pocket, colour: pocketColour(pocket), returnsMinor: returns.map(String), payoutMinor: payout.toString() },
      payout,
    };
  },
};
