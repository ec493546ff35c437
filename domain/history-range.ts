/**
 * The time windows and pages of the player's histories (SPEC ENM-17, ENM-18, CON-06, CON-07), pure:
 * the house filters with them and the page shows the same words. A window is [from, to) in epoch
 * ms; `from` null means "since the first ticket" (open bets are listed whatever their age).
 */

import { BET_HISTORY_TYPES, type BetHistoryType, type HistoryRange } from '../schemas/history.ts';

/** SPEC CON-07: what a history shows first. */
export const HISTORY_DEFAULTS = { type: BET_HISTORY_TYPES.cleared, page: 1, range: 'last24' } as const satisfies { type: BetHistoryType; page: number; range: HistoryRange };

/** SPEC CON-06: the quick choices of a custom range, in months back from today. */
export const CUSTOM_RANGE_MONTHS = [1, 3, 9] as const;
/** The longest custom range the house lists: the longest one offered (CON-06). */
export const MAX_CUSTOM_MONTHS = 9;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const FIXED: Record<Exclude<HistoryRange, 'custom'>, number> = { last24: DAY, last48: 2 * DAY, lastweek: 7 * DAY, lastmonth: 30 * DAY };

export type HistoryWindow = { readonly from: number | null; readonly to: number };

/** A fixed range ends now: last 24 h, 48 h, 7 days, 30 days. */
export function rangeWindow(range: Exclude<HistoryRange, 'custom'>, now: number): HistoryWindow {
  return { from: now - FIXED[range], to: now };
}

/** The same instant `months` calendar months earlier (UTC), the day clamped to the shorter month's end. */
export function monthsBefore(instant: number, months: number): number {
  const at = new Date(instant);
  const day = at.getUTCDate();
  at.setUTCDate(1);
  at.setUTCMonth(at.getUTCMonth() - months);
  const last = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 0)).getUTCDate();
  at.setUTCDate(Math.min(day, last));
  return at.getTime();
}

export type CustomRangeProblem = 'from-after-to' | 'too-long';

/**
 * A custom range [from, to): `from` the start of its first day, `to` the start of the day after its
 * last (both as the player's zone says; the house takes instants). At most nine months (CON-06).
 */
export function customRangeProblem(from: number, to: number): CustomRangeProblem | null {
  if (from >= to) return 'from-after-to';
  // One day of slack: the player's zone may place "nine months ago" a day either side of UTC's.
  if (from < monthsBefore(to, MAX_CUSTOM_MONTHS) - DAY) return 'too-long';
  return null;
}

/** How many pages `total` items fill (at least one, so an empty list still has page 1). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The rows of a page: skip and take. */
export function pageSlice(page: number, pageSize: number): { readonly offset: number; readonly limit: number } {
  return { offset: (page - 1) * pageSize, limit: pageSize };
}
