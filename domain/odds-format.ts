/**
 * Odds formats (SPEC CON-19…CON-24). Prices travel and are stored as decimal odds; every other
 * format is a display of the decimal price, computed here and nowhere else.
 *
 * Malay and Indonesian follow the published conventions (ADR 0010): the formula CON-23 gives for
 * "malay" (odds-1 from 2.00 up, otherwise 1/(1-odds)) is the Indonesian line, and Malay is its
 * negative reciprocal, so 1.50 shows 0.50 Malay and -2.00 Indonesian, as bookmakers print them.
 */
export const ODDS_FORMATS = ['decimal', 'hongkong', 'indonesian', 'american', 'fractional', 'malay'] as const;
export type OddsFormat = (typeof ODDS_FORMATS)[number];

export const DEFAULT_ODDS_FORMAT: OddsFormat = 'decimal';

import { DEFAULT_ODDS_PRECISION } from './odds.ts';

export { DEFAULT_ODDS_PRECISION };

/** The Asian formats, for the O/U rule (CON-24). */
export const ASIAN_ODDS_FORMATS: readonly OddsFormat[] = ['hongkong', 'indonesian', 'malay'];

export function isOddsFormat(value: unknown): value is OddsFormat {
  return typeof value === 'string' && (ODDS_FORMATS as readonly string[]).includes(value);
}

/** A decimal price that can be shown at all: finite and above 1 (1.00 would return only the stake). */
export function isValidDecimalOdds(decimal: number): boolean {
  return Number.isFinite(decimal) && decimal > 1;
}

/** CON-21: +100·(odds−1) from 2.00 up, otherwise −100/(odds−1). */
export function toAmerican(decimal: number): number {
  return decimal >= 2 ? 100 * (decimal - 1) : -100 / (decimal - 1);
}

/** CON-22: odds minus 1. */
export function toHongKong(decimal: number): number {
  return decimal - 1;
}

/** odds−1 from 2.00 up, otherwise 1/(1−odds): the CON-23 formula, which is the Indonesian line. */
export function toIndonesian(decimal: number): number {
  return decimal >= 2 ? decimal - 1 : 1 / (1 - decimal);
}

/** Published Malay: odds−1 up to 2.00, otherwise −1/(odds−1); always within [−1, 1]. */
export function toMalay(decimal: number): number {
  return decimal <= 2 ? decimal - 1 : -1 / (decimal - 1);
}

/** Inverse conversions, so a format's value can be read back (and the conversions tested both ways). */
export function fromAmerican(american: number): number {
  return american > 0 ? 1 + american / 100 : 1 - 100 / american;
}
export function fromHongKong(hk: number): number {
  return hk + 1;
}
export function fromIndonesian(indo: number): number {
  return indo >= 1 ? indo + 1 : 1 - 1 / indo;
}
export function fromMalay(malay: number): number {
  return malay > 0 ? malay + 1 : 1 - 1 / malay;
}

export type Fraction = { readonly numerator: number; readonly denominator: number };

/** Denominators bookmakers print (…, 10/11, 8/13, 1/33, 1/100), tried before any other. */
const LADDER_DENOMINATORS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 20, 25, 33, 40, 50, 100];

/**
 * Fractional odds: the fraction that rounds to the same profit at the given precision, with the
 * smallest denominator of the bookmakers' ladder, else the smallest denominator at all. Decimal
 * 1.91 gives 10/11, 1.62 gives 8/13 and 1.01 gives 1/100, as printed by UK bookmakers, rather than
 * 91/100, 31/50 or 1/67. A denominator of 10^precision always qualifies, so this ends.
 */
export function toFraction(decimal: number, precision = DEFAULT_ODDS_PRECISION): Fraction {
  const scale = 10 ** precision;
  const profit = Math.round((decimal - 1) * scale) / scale;
  const tolerance = 0.5 / scale - 1e-12;
  const fits = (denominator: number): Fraction | null => {
    const numerator = Math.round(profit * denominator);
    return numerator > 0 && Math.abs(numerator / denominator - profit) < tolerance ? reduce(numerator, denominator) : null;
  };
  for (const denominator of LADDER_DENOMINATORS) {
    if (denominator > scale) break;
    const fraction = fits(denominator);
    if (fraction) return fraction;
  }
  for (let denominator = 1; denominator <= scale; denominator++) {
    const fraction = fits(denominator);
    if (fraction) return fraction;
  }
  return reduce(Math.round(profit * scale), scale);
}

function reduce(numerator: number, denominator: number): Fraction {
  const divisor = gcd(numerator, denominator);
  return { numerator: numerator / divisor, denominator: denominator / divisor };
}

function gcd(a: number, b: number): number {
  return b === 0 ? Math.abs(a) : gcd(b, a % b);
}

/** The number a format shows for a decimal price, before rounding (fractional has no single number). */
export function convertOdds(decimal: number, format: Exclude<OddsFormat, 'fractional'>): number {
  switch (format) {
    case 'decimal':
      return decimal;
    case 'hongkong':
      return toHongKong(decimal);
    case 'indonesian':
      return toIndonesian(decimal);
    case 'american':
      return toAmerican(decimal);
    case 'malay':
      return toMalay(decimal);
  }
}

/** Fixed-point text that never shows "-0.00". */
function fixed(value: number, precision: number): string {
  const text = value.toFixed(precision);
  return /^-0\.?0*$/.test(text) ? text.slice(1) : text;
}

/**
 * A decimal price as the player's format shows it. American is shown in whole units with its sign
 * (+150, −200), as every American book does; the others with `precision` decimals (CON-19).
 * An invalid price shows as an en dash.
 */
export function formatOdds(decimal: number, format: OddsFormat, precision = DEFAULT_ODDS_PRECISION): string {
  if (!isValidDecimalOdds(decimal)) return '–';
  // Round the decimal price first: the display must not depend on float noise below the precision.
  const price = Number(decimal.toFixed(precision));
  if (!isValidDecimalOdds(price)) return '–';
  switch (format) {
    case 'fractional': {
      const { numerator, denominator } = toFraction(price, precision);
      return `${numerator}/${denominator}`;
    }
    case 'american': {
      const american = Math.round(toAmerican(price));
      return american > 0 ? `+${american}` : String(american);
    }
    default:
      return fixed(convertOdds(price, format), precision);
  }
}

/**
 * CON-24: in en-US, with the American or an Asian format, "Over" and "Under" (as a word, e.g.
 * "Over 2.5") become "O" and "U".
 */
export function outcomeLabel(label: string, locale: string, format: OddsFormat): string {
  if (locale !== 'en-US') return label;
  if (format !== 'american' && !ASIAN_ODDS_FORMATS.includes(format)) return label;
  return label.replace(/\b(Over|Under)\b/g, (word) => (word === 'Over' ? 'O' : 'U'));
}
