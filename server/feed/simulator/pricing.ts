/**
 * Fair probabilities → decimal prices with a bookmaker margin. Probabilities are kept inside
 * [MIN_PROBABILITY, MAX_PROBABILITY] and margins inside [MIN_MARGIN, MAX_MARGIN], so that after
 * clamping to [1.01, 1000] and rounding to two decimals (each moving a market's overround by at
 * most ~0.005) the sum of 1/price still lands in 1.04–1.08.
 */

export const MIN_ODDS = 1.01;
export const MAX_ODDS = 1000;
/** Margins are drawn inside this band; rounding moves the overround by well under ±0.01. */
export const MIN_MARGIN = 1.05;
export const MAX_MARGIN = 1.07;
/** The overround range every open market satisfies. */
export const OVERROUND_RANGE = { min: 1.04, max: 1.08 } as const;

const MIN_PROBABILITY = 0.003;
/** 1 / (0.93 × MAX_MARGIN) ≈ 1.005, so the favourite never sits far below the 1.01 floor. */
const MAX_PROBABILITY = 0.93;

/**
 * Normalises probabilities to sum 1 and pulls them inside the bounds, moving probability between
 * outcomes in proportion to their size (so 1.01 / 20 / 300 stays that shape rather than flattening
 * the long shots). Works in place.
 */
export function boundProbabilities(p: number[]): number[] {
  const n = p.length;
  let sum = 0;
  let top = 0;
  for (let i = 0; i < n; i++) {
    const x = p[i] ?? 0;
    sum += x;
    if (x > (p[top] ?? 0)) top = i;
  }
  if (!(sum > 0)) {
    p.fill(1);
    sum = n;
  }
  for (let i = 0; i < n; i++) p[i] = (p[i] ?? 0) / sum;
  const max = p[top] ?? 0;
  if (max > MAX_PROBABILITY) {
    const others = 1 - max;
    for (let i = 0; i < n; i++) {
      // A certain outcome (others all 0) leaves the remainder to share evenly.
      if (i !== top) p[i] = others > 1e-12 ? ((p[i] ?? 0) * (1 - MAX_PROBABILITY)) / others : (1 - MAX_PROBABILITY) / (n - 1);
    }
    p[top] = MAX_PROBABILITY;
  }
  let liftedMask = 0;
  let lifted = 0;
  let rest = 0;
  for (let i = 0; i < n; i++) {
    const x = p[i] ?? 0;
    if (x < MIN_PROBABILITY) {
      lifted += MIN_PROBABILITY - x;
      liftedMask |= 1 << i;
      p[i] = MIN_PROBABILITY;
    } else {
      rest += x;
    }
  }
  if (lifted > 0) {
    // Taken from the others in proportion; they only shrink, so the cap still holds.
    const scale = (rest - lifted) / rest;
    for (let i = 0; i < n; i++) if ((liftedMask & (1 << i)) === 0) p[i] = (p[i] ?? 0) * scale;
  }
  return p;
}

export function roundOdds(value: number): number {
  return Math.round(value * 100) / 100;
}

export function priceOf(probability: number, margin: number): number {
  const raw = 1 / (probability * margin);
  return roundOdds(Math.min(MAX_ODDS, Math.max(MIN_ODDS, raw)));
}

/** Sum of implied probabilities of a market's prices. */
export function overround(values: readonly number[]): number {
  let sum = 0;
  for (const v of values) sum += 1 / v;
  return sum;
}

/** A line as the feed writes it: '2.5' for totals, '-1.5' / '+1.5' for handicaps. */
export function formatLine(value: number, signed: boolean): string {
  const text = String(Math.abs(value));
  if (!signed) return value < 0 ? `-${text}` : text;
  if (value === 0) return '0';
  return value < 0 ? `-${text}` : `+${text}`;
}
