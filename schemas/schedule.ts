/**
 * The schedule API (SPEC RTE-07, SCR-08, STA-50, CON-04, CON-05): one day of the next 7 in the
 * player's time zone, the sports that have matches that day, and one page of its matches.
 *
 *   GET /api/schedule?date=YYYY-MM-DD&tz=<IANA zone | minutes east of UTC>&sport=<id>&live=<bool>&page=<n>
 */
import * as v from 'valibot';
import { epochMsSchema, idSchema } from './common.ts';

/** An IANA time zone name ('Europe/Berlin', 'UTC') or a fixed offset in minutes east of UTC (120 = UTC+2). */
export type DayZone = string | number;

/** The widest offsets in use: UTC−14:00 … UTC+14:00. */
export const MAX_OFFSET_MINUTES = 14 * 60;

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real YYYY-MM-DD date (CON-05), not 2026-02-31. */
export function isCalendarDay(text: string): boolean {
  const m = DAY_PATTERN.exec(text);
  if (!m) return false;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 10) === text;
}

/** Whether Intl knows this IANA time zone name. */
export function isTimeZoneName(name: string): boolean {
  if (name.length === 0 || name.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const calendarDaySchema = v.pipe(
  v.string('must be a date: YYYY-MM-DD'),
  v.check((s) => isCalendarDay(s), 'must be a real date written YYYY-MM-DD, such as 2026-11-23'),
);

const OFFSET = /^[+-]?\d{1,3}$/;

/** `tz`: an IANA zone name, or whole minutes east of UTC from −840 to 840. */
export const dayZoneSchema = v.pipe(
  v.string('must be a time zone: an IANA name such as Europe/Berlin, or minutes east of UTC such as 120'),
  v.check(
    (s) => (OFFSET.test(s) ? Math.abs(Number(s)) <= MAX_OFFSET_MINUTES : isTimeZoneName(s)),
    `must be a time zone: an IANA name such as Europe/Berlin, or minutes east of UTC from -${MAX_OFFSET_MINUTES} to ${MAX_OFFSET_MINUTES}`,
  ),
  v.transform((s): DayZone => (OFFSET.test(s) ? Number(s) : s)),
);

const positiveSchema = (what: string) =>
  v.pipe(v.string(`must be ${what}: a whole number ≥ 1`), v.regex(/^[1-9]\d{0,8}$/, `must be ${what}: a whole number ≥ 1`), v.transform(Number));

const flagSchema = v.pipe(
  v.string('must be true or false'),
  v.picklist(['true', 'false', '1', '0'], 'must be true or false (or 1 or 0)'),
  v.transform((s) => s === 'true' || s === '1'),
);

/** The query; every parameter may be left out: today, UTC, all sports, live-only off, page 1 (CON-04). */
export const scheduleQuerySchema = v.object({
  date: v.optional(calendarDaySchema),
  tz: v.optional(dayZoneSchema, 'UTC'),
  sport: v.optional(positiveSchema('a sport id')),
  live: v.optional(flagSchema, 'false'),
  page: v.optional(positiveSchema('a page number'), '1'),
});
export type ScheduleQuery = v.InferOutput<typeof scheduleQuerySchema>;

const countSchema = v.pipe(v.number(), v.integer(), v.minValue(0));
const namedSchema = v.object({ ID: idSchema, Name: v.string(), Alias: v.string() });

/** A sport with matches on the day, and how many (under the live-only switch). */
export const scheduleSportSchema = v.object({ ID: idSchema, Name: v.string(), Alias: v.string(), Count: countSchema });
export type ScheduleSport = v.InferOutput<typeof scheduleSportSchema>;

/** One row of the schedule: what it needs and no markets. `MatchLink` is the match page's path under /{lang}. */
export const scheduleMatchSchema = v.object({
  ID: idSchema,
  StartDateJs: epochMsSchema,
  DateOfMatch: v.pipe(v.string(), v.isoTimestamp()),
  Name: v.string(),
  HomeTeamName: v.string(),
  AwayTeamName: v.string(),
  IsLive: v.boolean(),
  MatchLink: v.string(),
  Sport: namedSchema,
  Category: namedSchema,
  Tournament: namedSchema,
});
export type ScheduleMatch = v.InferOutput<typeof scheduleMatchSchema>;

export const scheduleAnswerSchema = v.object({
  /** The day shown (YYYY-MM-DD in the asked zone). */
  Date: calendarDaySchema,
  /** The 7 days the calendar offers, today first (SCR-08). */
  Dates: v.array(calendarDaySchema),
  Sports: v.array(scheduleSportSchema),
  Matches: v.array(scheduleMatchSchema),
  Page: v.pipe(v.number(), v.integer(), v.minValue(1)),
  Pages: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** Matches on the day under the sport and live-only choices, over all pages. */
  Total: countSchema,
});
export type ScheduleAnswer = v.InferOutput<typeof scheduleAnswerSchema>;
