/**
 * Calendar days in the player's time zone (SPEC CON-05, API-08): a day is written YYYY-MM-DD, and
 * is sent to the house as the instant it starts in that zone. Zones come from Intl, so daylight
 * saving (including a change at midnight, when the day starts at 01:00) is handled by its data.
 * A zone is an IANA name, a fixed offset in minutes east of UTC, or undefined for the device's own
 * zone. Pure: the page and the house (the schedule) read days the same way.
 */

import { dateTimeFormat } from './intl-formats.ts';
import type { DayZone as HouseZone } from '../schemas/schedule.ts';

/** SPEC CON-05. */
export type CalendarDay = string;

/** A zone as the house takes it (schemas/schedule.ts), or undefined: the device's own zone. */
export type DayZone = HouseZone | undefined;

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;
/** No zone is more than 14 h from UTC, and no change moves a clock by more than a day. */
const SEARCH_SPAN_MS = 26 * 3_600_000;

/** A zone's wall clock, read field by field (en-US digits, 24-hour, Gregorian whatever the locale). */
const WALL_CLOCK: Intl.DateTimeFormatOptions = {
  calendar: 'gregory',
  numberingSystem: 'latn',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
};

const wallClock = (timeZone: string | undefined): Intl.DateTimeFormat => dateTimeFormat('en-US', timeZone === undefined ? WALL_CLOCK : { ...WALL_CLOCK, timeZone });

/** The wall-clock reading of `instant` in the zone, as if that reading were UTC (epoch ms, whole seconds). */
function wallTimeAsUtc(instant: number, timeZone: DayZone): number {
  if (typeof timeZone === 'number') return Math.floor(instant / 1000) * 1000 + timeZone * 60_000;
  const parts: Record<string, number> = {};
  for (const part of wallClock(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const at = new Date(0);
  at.setUTCFullYear(parts.year ?? 1970, (parts.month ?? 1) - 1, parts.day ?? 1);
  at.setUTCHours(parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0, 0);
  return at.getTime();
}

/** UTC midnight of a calendar day (its date as epoch ms), or NaN when it is not a real date. */
function utcMidnight(day: CalendarDay): number {
  const m = DAY_PATTERN.exec(day);
  if (!m) return Number.NaN;
  const at = new Date(0);
  at.setUTCFullYear(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return dayOfUtcMs(at.getTime()) === day ? at.getTime() : Number.NaN;
}

function dayOfUtcMs(ms: number): CalendarDay {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The calendar day `instant` falls on in the zone. */
export function dayInZone(instant: number, timeZone: DayZone): CalendarDay {
  return dayOfUtcMs(wallTimeAsUtc(instant, timeZone));
}

/** The day `days` after `day` (negative: before). */
export function addDays(day: CalendarDay, days: number): CalendarDay {
  return dayOfUtcMs(utcMidnight(day) + days * DAY_MS);
}

/**
 * SPEC API-08: the first instant of `day` in the zone (epoch ms). Usually local midnight; where
 * a clock change skips midnight, the first moment after the gap.
 */
export function startOfDayInZone(day: CalendarDay, timeZone: DayZone): number {
  const midnight = utcMidnight(day);
  if (!Number.isFinite(midnight)) throw new RangeError(`not a calendar day: ${day}`);
  // Wall midnight read as UTC, shifted back by the zone's offset; twice, since the offset there may differ.
  let guess = midnight - (wallTimeAsUtc(midnight, timeZone) - midnight);
  guess = midnight - (wallTimeAsUtc(guess, timeZone) - guess);
  const belongs = (t: number) => dayInZone(t, timeZone) >= day;
  if (belongs(guess) && !belongs(guess - 1)) return guess;
  // A change near midnight: search for the boundary (local days only move forward across it).
  let lo = guess - SEARCH_SPAN_MS;
  let hi = guess + SEARCH_SPAN_MS;
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (belongs(mid)) hi = mid;
    else lo = mid;
  }
  return hi;
}

/** When the day `instant` falls on ends in the zone: the first instant of the next day (the Today filters: SCR-05, SCR-22). */
export function dayEndInZone(instant: number, timeZone: DayZone): number {
  return startOfDayInZone(addDays(dayInZone(instant, timeZone), 1), timeZone);
}

/** The `count` days up to and including `today`, oldest first (the results calendar: SCR-09). */
export function recentDays(today: CalendarDay, count: number): CalendarDay[] {
  return Array.from({ length: count }, (_, i) => addDays(today, i - count + 1));
}

/** The `count` days from `first` on (the schedule's calendar: SCR-08). */
export function nextDays(first: CalendarDay, count: number): CalendarDay[] {
  return Array.from({ length: count }, (_, i) => addDays(first, i));
}

/** A day as the player's language writes it, e.g. "Mon 23 Nov" (no zone shift: a day is a day). */
export function formatCalendarDay(day: CalendarDay, locale: string, options: Intl.DateTimeFormatOptions): string {
  return dateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(utcMidnight(day));
}
