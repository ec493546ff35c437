/**
 * If-bets and reverse bets (SPEC STA-17, CON-11: 2 to 10 selections), as US books take them.
 *
 * An if-bet is a chain of singles at one stake: the first is bet; each next one is bet, at the same
 * stake, only if the one before won or was void ("if win or push"). The player risks the first
 * stake only: every later stake comes out of what the chain has already returned. So the ticket
 * holds one stake and returns stake + Σ (what each bet played returned − its stake).
 *
 * A reverse bet is the if-bets of every ordered pair of its selections (A then B and B then A for
 * each pair): n·(n−1) two-leg chains at one stake each, so 2 selections make 2 chains and 10 make 90.
 */
import { BET_RESULTS } from '../schemas/results.ts';
import { ODDS_SCALE } from './bet-maths.ts';
import { legFactor, type ReturnLeg } from './ticket-return.ts';

/** ticket-return.ts's factors are parts of 2 × 1000. */
const FACTOR_SCALE = 2n * ODDS_SCALE;

export const MIN_IF_BET_SELECTIONS = 2;
export const MAX_IF_BET_SELECTIONS = 10;

/** A chain of leg indexes, bet in order. */
export type Chain = readonly number[];

/** The if-bet's one chain: the selections in the slip's order. */
export const ifBetChains = (selections: number): Chain[] => [Array.from({ length: selections }, (_, i) => i)];

/** The reverse bet's chains: every ordered pair (i, j), i ≠ j, by i then j. */
export function reverseChains(selections: number): Chain[] {
  const chains: Chain[] = [];
  for (let i = 0; i < selections; i++) for (let j = 0; j < selections; j++) if (i !== j) chains.push([i, j]);
  return chains;
}

/**
 * A chain's return, stake included, once decided; null while a leg it still needs is pending. Each
 * leg is bet at the chain's stake while the chain has not lost, returning floor(stake × factor)
 * with the factors of domain/ticket-return.ts; a lost or half-lost leg ends it.
 */
export function chainReturn(stakeMinor: bigint, chain: Chain, legs: readonly ReturnLeg[]): bigint | null {
  let total = stakeMinor;
  for (const index of chain) {
    const leg = legs[index];
    if (leg === undefined) throw new RangeError(`chain refers to leg ${index}, the ticket has ${legs.length}`);
    const factor = legFactor(leg);
    if (factor === null) return null;
    total += (stakeMinor * factor) / FACTOR_SCALE - stakeMinor;
    if (leg.result === BET_RESULTS.lost || leg.result === BET_RESULTS.halfLose) break;
  }
  return total;
}

/** What a chain returns when every leg wins: stake + Σ floor(stake × (odds − 1)). */
export function chainPayout(stakeMinor: bigint, chain: Chain, oddsMilli: readonly number[]): bigint {
  return chainReturn(stakeMinor, chain, oddsMilli.map((m) => ({ oddsMilli: m, result: BET_RESULTS.win })))!;
}
