/**
 * The stakes a game screen offers (issue #19): a 1-2-5 ladder from the game's least stake up to
 * its most, so every step is an amount the house accepts and a player reaches any of them in a
 * few presses. Chips are the ladder's 1s and 5s (and the top), which keeps a row of them short.
 */
import { fromMinorUnits, type CurrencyCode } from '../../../schemas/wallet.ts';

/** min, 2·min, 5·min, 10·min, … up to max; max itself is always the last step. */
export function stakeLadder(min: bigint, max: bigint): readonly bigint[] {
  if (min <= 0n || max < min) return min > 0n ? [min] : [];
  const steps: bigint[] = [];
  for (let decade = min; decade <= max; decade *= 10n) {
    for (const factor of [1n, 2n, 5n]) {
      const value = decade * factor;
      if (value <= max) steps.push(value);
    }
  }
  if (steps[steps.length - 1] !== max) steps.push(max);
  return steps;
}

/** Where a screen starts: ten least stakes (1.00 where the least is 0.10), or the nearest step below. */
export function defaultStake(ladder: readonly bigint[]): bigint {
  const first = ladder[0] ?? 0n;
  const wanted = first * 10n;
  return ladder.filter((step) => step <= wanted).at(-1) ?? first;
}

/** The next step up (+1) or down (−1) from a stake; a stake off the ladder moves to the nearest step that way. */
export function stepStake(ladder: readonly bigint[], current: bigint, direction: 1 | -1): bigint {
  if (ladder.length === 0) return current;
  if (direction === 1) return ladder.find((step) => step > current) ?? ladder[ladder.length - 1]!;
  return ladder.filter((step) => step < current).at(-1) ?? ladder[0]!;
}

/** The chips of a table: the ladder's steps that are 1 or 5 times a power of ten of the least stake, and the top. */
export function chipValues(ladder: readonly bigint[]): readonly bigint[] {
  const first = ladder[0];
  if (first === undefined) return [];
  const last = ladder[ladder.length - 1]!;
  return ladder.filter((step) => step === last || /^[15]0*$/.test((step / first).toString()));
}

/** A chip's face: the amount without its currency, short ("0.5", "10", "1K"); the chip's name says the currency. */
export function chipText(minor: bigint, currency: CurrencyCode, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2, notation: 'compact' }).format(Number(fromMinorUnits(minor, currency)));
}
