/**
 * The Asian view (SPEC RTE-09, ENT-60): which preview columns its dense rows show, side by side,
 * and the calendar strip's days (the next 7 in the player's zone, plus All) as list bounds. Pure.
 */
import { nextDays, dayInZone, startOfDayInZone, addDays, type CalendarDay, type DayZone } from './calendar-day.ts';
import type { ListColumn } from './list-columns.ts';

/** Full-time handicap and over/under first, then 1X2 where the sport has it, then the first period. */
export const ASIAN_COLUMNS: readonly ListColumn[] = ['handicap', 'total', 'moneyLine', 'firstPeriod'];

/** The columns a group shows in the Asian layout, in Asian order, from the ones its matches have. */
export function asianColumns(present: readonly ListColumn[]): ListColumn[] {
  return ASIAN_COLUMNS.filter((c) => present.includes(c));
}

/** The calendar strip (ENT-60): null is All, then the next 7 days from today in the zone. */
export const ASIAN_DAY_COUNT = 7;
export function asianDays(now: number, zone: DayZone): CalendarDay[] {
  return nextDays(dayInZone(now, zone), ASIAN_DAY_COUNT);
}

/** The start bound and end bound of a chosen day (null: All, unbounded). */
export function dayBounds(day: CalendarDay | null, zone: DayZone): { readonly from: number | null; readonly until: number | null } {
  if (day === null) return { from: null, until: null };
  return { from: startOfDayInZone(day, zone), until: startOfDayInZone(addDays(day, 1), zone) };
}
