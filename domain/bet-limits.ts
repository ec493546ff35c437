/**
 * The house's stake limits (SPEC API-40 "get max bet", CON-09), checked the same way by the slip
 * before it sends and by the house when it takes the bet: every bet's stake between the minimum
 * and the maximum per selection, the ticket's whole stake within the maximum per ticket, and what
 * the ticket pays if everything wins within the maximum payout.
 */
import { betStakes, potentialReturn, totalStake, type TicketShape } from './bet-plan.ts';

export type StakeLimits = {
  readonly minStakeMinor: bigint;
  readonly maxStakePerSelectionMinor: bigint;
  readonly maxStakePerTicketMinor: bigint;
  readonly maxPayoutPerTicketMinor: bigint;
};

/** Which limit a ticket breaks, and the limit's amount (minor units). */
export type LimitBreach =
  | { readonly limit: 'min-stake'; readonly amountMinor: bigint }
  | { readonly limit: 'max-stake-per-selection'; readonly amountMinor: bigint }
  | { readonly limit: 'max-stake-per-ticket'; readonly amountMinor: bigint }
  | { readonly limit: 'max-payout'; readonly amountMinor: bigint };

/** The first limit the ticket breaks, in the order a player fixes them (stake too small, too big, pays too much), or null. */
export function checkLimits(shape: TicketShape, oddsMilli: readonly number[], limits: StakeLimits): LimitBreach | null {
  const stakes = betStakes(shape);
  if (stakes.some((s) => s < limits.minStakeMinor)) return { limit: 'min-stake', amountMinor: limits.minStakeMinor };
  if (stakes.some((s) => s > limits.maxStakePerSelectionMinor)) return { limit: 'max-stake-per-selection', amountMinor: limits.maxStakePerSelectionMinor };
  if (totalStake(shape) > limits.maxStakePerTicketMinor) return { limit: 'max-stake-per-ticket', amountMinor: limits.maxStakePerTicketMinor };
  if (potentialReturn(shape, oddsMilli) > limits.maxPayoutPerTicketMinor) return { limit: 'max-payout', amountMinor: limits.maxPayoutPerTicketMinor };
  return null;
}
