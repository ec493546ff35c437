/** Decimal odds display (CON-19: precision defaults to 2). Other formats arrive with the settings work. */
export const DEFAULT_ODDS_PRECISION = 2;

export function formatDecimalOdds(value: number, precision = DEFAULT_ODDS_PRECISION): string {
  return value.toFixed(precision);
}

/** Direction of a price move, for the flash shown on change. */
export type PriceTrend = 'up' | 'down' | null;

export function priceTrend(previous: number | undefined, next: number): PriceTrend {
  if (previous === undefined || previous === next) return null;
  return next > previous ? 'up' : 'down';
}
