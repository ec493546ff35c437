/**
 * One tick of price movement on one market: a random kick to one outcome's log-probability, a
 * pull of every outcome toward the model's target (so prices follow the game rather than drift
 * away), renormalised, bounded and re-priced with the market's margin. This runs for every odds
 * event at up to 10,000/s, so it allocates nothing.
 */
import type { MarketSlot } from './markets.ts';
import { boundProbabilities, priceOf } from './pricing.ts';
import type { Prng } from './prng.ts';

/** Size of the random kick in log-probability (triangular, sd ≈ 0.4 × KICK). */
const KICK = 0.06;
/** Share of the gap to the target closed per move. */
const PULL = 0.12;
/**
 * No outcome's chance may walk more than this below the model's (its price above the model's by
 * the same share): with margins of 5 % or more every price still returns less than its stake in
 * expectation, so the walk can never open a sure bet across markets.
 */
export const WALK_BAND = 0.025;

/** What a walk reads and moves: a traded market's slot, or an outright's (outrights.ts). */
export type WalkingMarket = Pick<MarketSlot, 'market' | 'fair' | 'target' | 'raw' | 'margin'>;

/**
 * Moves the market's prices by one step. Returns a bit mask of the outcomes (by index in Odds)
 * whose rounded price changed; 0 is common for long prices.
 */
export function walkMarket(slot: WalkingMarket, rng: Prng): number {
  const fair = slot.fair;
  const target = slot.target;
  const n = fair.length;
  const kicked = rng.int(n);
  const kick = KICK * (rng.next() + rng.next() - 1);
  for (let j = 0; j < n; j++) {
    const f = fair[j] ?? 0;
    const t = target[j] ?? f;
    // Geometric blend toward the target, then the kick: stays positive without clamping.
    let x = f * Math.pow(t / f, PULL);
    if (j === kicked) x *= Math.exp(kick);
    fair[j] = x;
  }
  // Renormalises as well as bounding.
  boundProbabilities(fair);
  keepInBand(fair, slot.raw);
  let changed = 0;
  const odds = slot.market.Odds;
  for (let j = 0; j < n; j++) {
    const o = odds[j];
    if (!o) continue;
    const value = priceOf(fair[j] ?? 0.5, slot.margin);
    if (value !== o.Value) {
      o.Value = value;
      changed |= 1 << j;
    }
  }
  return changed;
}

/**
 * Lifts every chance to at least (1 − WALK_BAND) × the model's and takes what that costs from the
 * others' room above their own floors, so the chances still sum to 1. In place, no allocation.
 */
export function keepInBand(fair: number[], raw: readonly number[]): void {
  const n = fair.length;
  if (raw.length !== n) return;
  let floorSum = 0;
  let room = 0;
  let lifted = false;
  for (let j = 0; j < n; j++) {
    const floor = (raw[j] ?? 0) * (1 - WALK_BAND);
    floorSum += floor;
    const f = fair[j] ?? 0;
    if (f < floor) lifted = true;
    else room += f - floor;
  }
  if (!lifted) return;
  const scale = room > 0 ? (1 - floorSum) / room : 0;
  for (let j = 0; j < n; j++) {
    const floor = (raw[j] ?? 0) * (1 - WALK_BAND);
    const f = fair[j] ?? 0;
    fair[j] = f < floor ? floor : floor + (f - floor) * scale;
  }
}
