/**
 * Rocket Crash on the page (issue #19): the cash-out target as the player types it, and the
 * flight the page plays once the house has answered — the multiplier rising from 1.00× to where
 * the round crashed, in at most 1.2 s (a high crash point rises faster, so no flight is longer).
 * Multipliers are hundredths throughout (250 is 2.50×), as on the wire.
 */
import { CRASH_MAX_TARGET, CRASH_MIN_TARGET } from '../../../schemas/casino-bets.ts';

export { CRASH_MAX_TARGET, CRASH_MIN_TARGET };

/** "2", "2.5", "2,50" or "2.50×" → 250; null unless it is a multiplier from 1.01 to 1000.00 with at most two decimals. */
export function parseTarget(text: string): number | null {
  const match = /^(\d{1,4})(?:[.,](\d{0,2}))?$/.exec(text.trim().replace(/\s*[×xX]$/, ''));
  if (!match) return null;
  const hundredths = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return hundredths >= CRASH_MIN_TARGET && hundredths <= CRASH_MAX_TARGET ? hundredths : null;
}

/** 250 → "2.50" (what the target box shows). */
export const targetText = (hundredths: number): string => (hundredths / 100).toFixed(2);

/** 250 → "2.50×" in the page's language. */
export function multiplierText(hundredths: number, locale: string): string {
  return `${new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(hundredths / 100)}×`;
}

export const FLIGHT_MAX_MS = 1200;

/** How long the flight to a crash point lasts: 0.25 s for an instant crash, longer with the logarithm of the point, at most 1.2 s. */
export function flightDurationMs(crashHundredths: number): number {
  const growth = Math.log(Math.max(crashHundredths, 100) / 100);
  return Math.min(FLIGHT_MAX_MS, Math.round(250 + 320 * growth));
}

/** The multiplier shown `elapsedMs` into the flight: exponential in time, from 1.00× to the crash point. */
export function multiplierAt(crashHundredths: number, elapsedMs: number): number {
  const duration = flightDurationMs(crashHundredths);
  if (elapsedMs >= duration) return crashHundredths;
  if (elapsedMs <= 0) return 100;
  const point = Math.max(crashHundredths, 100) / 100;
  return Math.min(crashHundredths, Math.max(100, Math.floor(100 * point ** (elapsedMs / duration))));
}

/** Where a multiplier sits on the flight's graph, from the bottom (0) to the top (1) at `topHundredths`, on a log scale. */
export const graphHeight = (hundredths: number, topHundredths: number): number => Math.log(Math.max(hundredths, 100) / 100) / Math.log(Math.max(topHundredths, 101) / 100);

/** The graph's top: the crash point, or higher to show the target above a low one, at least 2×. */
export const graphTop = (crashHundredths: number, targetHundredths: number): number => Math.max(crashHundredths, Math.round(targetHundredths * 1.25), 200);

/**
 * The flight's curve up to `progress` (0 to 1) as SVG polyline points in a width × height box:
 * time across, the multiplier's logarithm up (`topHundredths` at the top).
 */
export function flightPoints(crashHundredths: number, progress: number, width: number, height: number, topHundredths = Math.max(crashHundredths, 200), steps = 40): string {
  const top = Math.log(Math.max(topHundredths, 101) / 100);
  const end = Math.max(0, Math.min(1, progress));
  const points: string[] = [];
  const count = Math.max(1, Math.ceil(steps * end));
  for (let i = 0; i <= count; i++) {
    const t = (end * i) / count;
    const lnM = t * Math.log(Math.max(crashHundredths, 100) / 100);
    points.push(`${(t * width).toFixed(1)},${(height - (lnM / top) * height).toFixed(1)}`);
  }
  return points.join(' ');
}
