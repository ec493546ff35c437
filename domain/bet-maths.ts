/**
 * Money maths of a bet ticket, pure and exact. Decimal odds carry at most three decimals, so each is
 * held as an integer number of thousandths ("milli-odds"); products of odds and stakes are bigint,
 * and every division rounds down once, at the end, so the house never pays a fraction it does not
 * owe and never a float-rounded amount.
 */

/** Odds acceptance policy (SPEC ENM-07). */
export const ODDS_ACCEPTANCE = { declineAny: 0, acceptBetter: 1, acceptAny: 2 } as const;
export type OddsAcceptance = (typeof ODDS_ACCEPTANCE)[keyof typeof ODDS_ACCEPTANCE];

export const ODDS_SCALE = 1000n;
const ODDS_SCALE_NUMBER = 1000;
/** The lowest and highest decimal price a ticket may carry (as schemas/market.ts). */
export const MIN_ODDS_MILLI = 1000;
export const MAX_ODDS_MILLI = 10_000_000;

export const BPS = 10_000n;
/** The house keeps 5 % of the fair cashout value. */
export const DEFAULT_CASHOUT_MARGIN_BPS = 500;

/**
 * A decimal price → thousandths, or null when it is not a price: below 1, above 10,000, not finite,
 * or with more than three decimals (1.2345 is refused rather than silently rounded).
 */
export function oddsToMilli(odds: number): number | null {
  if (!Number.isFinite(odds)) return null;
  const scaled = odds * ODDS_SCALE_NUMBER;
  const milli = Math.round(scaled);
  // 1.23 * 1000 is 1229.9999999999998 in binary floating point: tolerate that, refuse real extra digits.
  if (Math.abs(scaled - milli) > 1e-6) return null;
  if (milli < MIN_ODDS_MILLI || milli > MAX_ODDS_MILLI) return null;
  return milli;
}

/** Thousandths → the decimal price as a number (exact for three decimals, for display and the wire). */
export const milliToOdds = (milli: number): number => milli / ODDS_SCALE_NUMBER;

/** The combined odds of the selections: the exact product, scaled by 1000^n. */
export function comboOdds(oddsMilli: readonly number[]): { readonly product: bigint; readonly scale: bigint } {
  let product = 1n;
  for (const m of oddsMilli) product *= BigInt(m);
  return { product, scale: ODDS_SCALE ** BigInt(oddsMilli.length) };
}

/**
 * The combined odds as exact decimal text, trailing zeros trimmed but at least two decimals kept
 * ("3.4225", "2.00"): the ticket shows and stores what the payout was computed from.
 */
export function comboOddsText(oddsMilli: readonly number[]): string {
  const { product } = comboOdds(oddsMilli);
  const decimals = 3 * oddsMilli.length;
  const digits = product.toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  let fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  if (fraction.length < 2) fraction = fraction.padEnd(2, '0');
  return `${whole}.${fraction}`;
}

/** What a winning ticket pays (stake included): floor(stake × Π odds). */
export function potentialPayout(stakeMinor: bigint, oddsMilli: readonly number[]): bigint {
  const { product, scale } = comboOdds(oddsMilli);
  return (stakeMinor * product) / scale;
}

/**
 * The house's cashout offer in minor units, or null when there is none (a selection is unavailable:
 * suspended, inactive, its match gone). The fair value of an open ticket at today's prices is
 * stake × Π(ticket odds) / Π(current odds) — what a bet of that size at today's prices would need to
 * pay the same; the house keeps `marginBps` of it and rounds down.
 *
 * With unchanged prices that is stake × (1 − margin); it grows as the current odds shorten (the
 * ticket is more likely to win) and never exceeds the potential payout, since current odds are ≥ 1.
 */
export function cashoutValue(
  stakeMinor: bigint,
  ticketOddsMilli: readonly number[],
  currentOddsMilli: readonly (number | null)[] | null,
  marginBps: number = DEFAULT_CASHOUT_MARGIN_BPS,
): bigint | null {
  if (currentOddsMilli === null || currentOddsMilli.length !== ticketOddsMilli.length) return null;
  if (!Number.isInteger(marginBps) || marginBps < 0 || marginBps > 10_000) throw new RangeError(`marginBps must be 0..10000, got ${marginBps}`);
  let current = 1n;
  for (const m of currentOddsMilli) {
    if (m === null || !Number.isInteger(m) || m < MIN_ODDS_MILLI) return null;
    current *= BigInt(m);
  }
  if (stakeMinor <= 0n) return 0n;
  const ticket = comboOdds(ticketOddsMilli).product;
  // Both products carry the same 1000^n scale, which cancels.
  return (stakeMinor * ticket * (BPS - BigInt(marginBps))) / (current * BPS);
}

/**
 * Whether a bet may go through at the house's current price when the player was shown another one
 * (SPEC ENM-07): decline any change, accept only a better (longer) price, or accept any.
 */
export function oddsAccepted(policy: OddsAcceptance, shownMilli: number, currentMilli: number): boolean {
  if (currentMilli === shownMilli) return true;
  switch (policy) {
    case ODDS_ACCEPTANCE.declineAny:
      return false;
    case ODDS_ACCEPTANCE.acceptBetter:
      return currentMilli > shownMilli;
    case ODDS_ACCEPTANCE.acceptAny:
      return true;
  }
}
