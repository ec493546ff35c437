/**
 * What a price's recent movement says: its open, high, low and last, and whether it moved sharply
 * within a short window. A price that shortens fast is "steam" (money coming in on it), one that
 * lengthens fast is "drift" (money leaving it), as traders use the words.
 */

/** One observed price and when it was seen (epoch ms), oldest first in a series. */
export type PricePoint = readonly [at: number, price: number];

export type PriceSummary = { readonly open: number; readonly high: number; readonly low: number; readonly last: number };

export type PriceMove = 'steam' | 'drift';

/** The window a move is judged over, and how far (as a share of the earlier price) it must go. */
export const MOVE_WINDOW_MS = 60_000;
export const MOVE_THRESHOLD = 0.05;

export function priceSummary(points: readonly PricePoint[]): PriceSummary | null {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return null;
  let high = first[1];
  let low = first[1];
  for (const [, price] of points) {
    if (price > high) high = price;
    if (price < low) low = price;
  }
  return { open: first[1], high, low, last: last[1] };
}

/**
 * Steam or drift when the last price is at least `threshold` (relative) below or above the price it
 * had `windowMs` before `now` (the earliest point inside the window, or the one standing when the
 * window opened); null for a price that held.
 */
export function priceMove(points: readonly PricePoint[], now: number, windowMs = MOVE_WINDOW_MS, threshold = MOVE_THRESHOLD): PriceMove | null {
  const last = points.at(-1);
  if (!last) return null;
  const from = now - windowMs;
  let base: number | null = null;
  for (const [at, price] of points) {
    if (at > from) {
      base ??= price;
      break;
    }
    base = price;
  }
  if (base === null || base <= 0) return null;
  const change = (last[1] - base) / base;
  if (change <= -threshold) return 'steam';
  if (change >= threshold) return 'drift';
  return null;
}
