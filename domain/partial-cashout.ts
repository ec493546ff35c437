/**
 * Partial cash-out (issue #14), pure and exact. The house's offer for a whole ticket is
 * floor(stake × K), with K = Π(ticket odds) / Π(current odds) × (1 − margin) (bet-maths.ts
 * `cashoutValue`). A partial cash-out of `amount` sells the least part of the stake whose own offer
 * covers it — stakeUsed = ⌈amount / K⌉ — and the rest of the ticket stays open as a ticket of the
 * remaining stake at the same odds. Every step rounds for the house, so splitting a cash-out into
 * parts never pays more than taking it whole: amount + offer(rest) ≤ offer(stake), and the rest's
 * potential payout plus the sold part's never exceeds the ticket's.
 */
import { BPS, cashoutValue, comboOdds, DEFAULT_CASHOUT_MARGIN_BPS, potentialPayout } from './bet-maths.ts';

export type PartialCashout = {
  /** The part of the stake the amount buys back (≥ 1 and < the stake). */
  readonly stakeUsed: bigint;
  readonly remainingStake: bigint;
  /** floor(remaining stake × Π ticket odds): what the rest pays if it wins. */
  readonly remainingPayout: bigint;
};

/** The current prices as one bigint product, or null when some selection has no price now. */
function currentProduct(currentOddsMilli: readonly (number | null)[], legs: number): bigint | null {
  if (currentOddsMilli.length !== legs) return null;
  let product = 1n;
  for (const m of currentOddsMilli) {
    if (m === null || !Number.isInteger(m) || m < 1000) return null;
    product *= BigInt(m);
  }
  return product;
}

/**
 * The least stake whose offer is at least `amount`: ⌈amount × Π current × 10⁴ / (Π ticket × (10⁴ − margin))⌉,
 * since floor(s × K) ≥ amount exactly when s × K ≥ amount. Null when there is no offer (a selection
 * without a price, or a margin of 100 %).
 */
export function stakeForCashout(
  amountMinor: bigint,
  ticketOddsMilli: readonly number[],
  currentOddsMilli: readonly (number | null)[],
  marginBps: number = DEFAULT_CASHOUT_MARGIN_BPS,
): bigint | null {
  const current = currentProduct(currentOddsMilli, ticketOddsMilli.length);
  if (current === null || marginBps >= 10_000) return null;
  const numerator = amountMinor * current * BPS;
  const denominator = comboOdds(ticketOddsMilli).product * (BPS - BigInt(marginBps));
  return (numerator + denominator - 1n) / denominator;
}

/**
 * The most a partial cash-out may take while leaving at least one minor unit of stake open: the
 * offer for the stake less one unit. Null when there is no offer or the stake is a single unit.
 */
export function maxPartialCashout(
  stakeMinor: bigint,
  ticketOddsMilli: readonly number[],
  currentOddsMilli: readonly (number | null)[] | null,
  marginBps: number = DEFAULT_CASHOUT_MARGIN_BPS,
): bigint | null {
  if (stakeMinor < 2n) return null;
  const most = cashoutValue(stakeMinor - 1n, ticketOddsMilli, currentOddsMilli, marginBps);
  return most === null || most < 1n ? null : most;
}

/**
 * What cashing out `amount` of a ticket leaves open, or null when it is not a partial cash-out: no
 * offer now, an amount below one unit, or one so close to the whole offer that it would use the
 * whole stake (above `maxPartialCashout`; take the whole offer instead).
 */
export function partialCashout(
  stakeMinor: bigint,
  ticketOddsMilli: readonly number[],
  currentOddsMilli: readonly (number | null)[] | null,
  amountMinor: bigint,
  marginBps: number = DEFAULT_CASHOUT_MARGIN_BPS,
): PartialCashout | null {
  if (currentOddsMilli === null || amountMinor < 1n) return null;
  const stakeUsed = stakeForCashout(amountMinor, ticketOddsMilli, currentOddsMilli, marginBps);
  if (stakeUsed === null || stakeUsed >= stakeMinor) return null;
  const remainingStake = stakeMinor - stakeUsed;
  return { stakeUsed, remainingStake, remainingPayout: potentialPayout(remainingStake, ticketOddsMilli) };
}
