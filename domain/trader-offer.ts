/**
 * Trader offers (SPEC ENT-42, API-40, STA-20, ERR-08): when the house refuses a ticket only because
 * its stake is over a maximum (per bet, per ticket, or the payout), it offers the largest stake it
 * would take for that same ticket at the same prices. The offered stake is the greatest one that
 * passes `checkLimits` (domain/bet-limits.ts): exact, in minor units, found by bisection over the
 * stake, since every limit it checks grows with the stake.
 *
 * Single and combo: the ticket's one stake. Multiple singles (1.1): every selection keeps its stake
 * up to a cap, the greatest cap that passes (the singles under it are taken as asked). System,
 * if-bet, reverse and teaser get no offer (STA-20): their stake is per bet over many bets, and a
 * trader prices those by hand.
 */
import { BET_TYPES, type BetType } from '../schemas/betting.ts';
import { checkLimits, type LimitBreach, type StakeLimits } from './bet-limits.ts';
import { ticketShape, type BetChoice } from './bet-plan.ts';

/** The bet types a trader offer can be made for (single, multiple singles, combo). */
export const TRADER_OFFER_BET_TYPES: readonly BetType[] = [BET_TYPES.single, BET_TYPES.multipleSingles, BET_TYPES.combo];

export const traderOfferSupported = (betType: BetType): boolean => TRADER_OFFER_BET_TYPES.includes(betType);

/** A breach a trader offer answers: the stake is over a maximum (a stake under the minimum is the player's to fix). */
export const isOverMaximum = (breach: LimitBreach | null): boolean => breach !== null && breach.limit !== 'min-stake';

type Offerable = Extract<BetChoice, { readonly type: typeof BET_TYPES.single | typeof BET_TYPES.multipleSingles | typeof BET_TYPES.combo }>;

const isOfferable = (choice: BetChoice): choice is Offerable =>
  choice.type === BET_TYPES.single || choice.type === BET_TYPES.multipleSingles || choice.type === BET_TYPES.combo;

/** The choice with its stake at `cap`: the one stake of a single or combo, each single's stake at most `cap` for 1.1. */
export function choiceAtCap(choice: Offerable, cap: bigint): Offerable {
  if (choice.type === BET_TYPES.multipleSingles) return { type: choice.type, stakesMinor: choice.stakesMinor.map((s) => (s < cap ? s : cap)) };
  return { type: choice.type, stakeMinor: cap };
}

/** The stake (single, combo) or the greatest stake of the singles (1.1): where the bisection starts from above. */
const askedCap = (choice: Offerable): bigint => (choice.type === BET_TYPES.multipleSingles ? choice.stakesMinor.reduce((a, b) => (a > b ? a : b), 0n) : choice.stakeMinor);

/** Whether the choice at `cap` passes every limit over `oddsMilli` (one price per selection). */
function passes(choice: Offerable, cap: bigint, oddsMilli: readonly number[], limits: StakeLimits): boolean {
  const made = ticketShape(choiceAtCap(choice, cap), oddsMilli.length);
  return 'shape' in made && checkLimits(made.shape, oddsMilli, limits) === null;
}

/**
 * The greatest cap (a single's or combo's stake; the most any one single of 1.1 stakes) at which the
 * ticket passes every limit, between the minimum stake and what was asked; null when the ticket is
 * not over a maximum, its type takes no offer, or not even the minimum stake passes.
 */
export function offeredCap(choice: BetChoice, oddsMilli: readonly number[], limits: StakeLimits): bigint | null {
  if (!isOfferable(choice)) return null;
  const asked = askedCap(choice);
  const made = ticketShape(choice, oddsMilli.length);
  if (!('shape' in made) || !isOverMaximum(checkLimits(made.shape, oddsMilli, limits))) return null;
  let low = limits.minStakeMinor;
  if (low >= asked || !passes(choice, low, oddsMilli, limits)) return null;
  // Invariant: passes at `low`, fails at `high` (what was asked fails).
  let high = asked;
  while (high - low > 1n) {
    const mid = (low + high) / 2n;
    if (passes(choice, mid, oddsMilli, limits)) low = mid;
    else high = mid;
  }
  return low;
}

/** The same ticket at the offered stake, or null when there is no offer (see offeredCap). */
export function offeredChoice(choice: BetChoice, oddsMilli: readonly number[], limits: StakeLimits): BetChoice | null {
  const cap = offeredCap(choice, oddsMilli, limits);
  return cap === null || !isOfferable(choice) ? null : choiceAtCap(choice, cap);
}

/** Whole seconds left on an offer expiring at `expiresAt` (epoch ms), rounded up, never below 0: the slip's countdown. */
export const offerSecondsLeft = (expiresAt: number, now: number): number => Math.max(0, Math.ceil((expiresAt - now) / 1000));
