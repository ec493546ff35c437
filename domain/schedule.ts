/**
 * The schedule calendar's data (SPEC STA-50..52, CON-04, CON-05, SCR-08): which matches enter it,
 * the 7 days it offers, what a cleanup feed removes, the sport list a disconnect resets, and the
 * page's state as it stands in the address. Pure; the house's /api/schedule and the page share it.
 */
import { isCalendarDay, type DayZone } from '../schemas/schedule.ts';
import { dayInZone, nextDays, startOfDayInZone } from './calendar-day.ts';

export const SCHEDULE_WINDOW_DAYS = 7;
const DAY_MS = 86_400_000;

export type ScheduleMatch = { readonly id: number; readonly sportId: number; readonly type: number; readonly startsAt: number };

export type ScheduleState = {
  readonly matches: Readonly<Record<number, ScheduleMatch>>;
  /** Sports with at least one match, in the order they first appeared. */
  readonly sportIds: readonly number[];
};

export const emptySchedule: ScheduleState = { matches: {}, sportIds: [] };

/**
 * STA-50: Type 1, starting within the 7 days from `from` (up to `until`, when the window's end is
 * not exactly 7 × 24 h later: a calendar week across a daylight-saving change).
 */
export function isScheduleEligible(match: Pick<ScheduleMatch, 'type' | 'startsAt'>, from: number, until: number = from + SCHEDULE_WINDOW_DAYS * DAY_MS): boolean {
  return match.type === 1 && match.startsAt >= from && match.startsAt < until;
}

/**
 * The calendar of the schedule page (SCR-08, CON-04): today and the 6 days after it in the
 * player's zone. It runs from the start of today to the start of the 8th day, so a match that
 * kicked off this morning and is in play is on today's page.
 */
export type ScheduleWindow = { readonly days: readonly string[]; readonly from: number; readonly until: number };

export function scheduleWindow(now: number, zone: DayZone): ScheduleWindow {
  const days = nextDays(dayInZone(now, zone), SCHEDULE_WINDOW_DAYS + 1);
  return { days: days.slice(0, SCHEDULE_WINDOW_DAYS), from: startOfDayInZone(days[0] ?? '', zone), until: startOfDayInZone(days[SCHEDULE_WINDOW_DAYS] ?? '', zone) };
}

/** Matches shown on one page of the schedule. */
export const SCHEDULE_PAGE_SIZE = 30;

/** How many pages `total` rows fill: at least 1, so an empty day is "page 1 of 1". */
export function pageCount(total: number, pageSize: number = SCHEDULE_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * The schedule page's choices (SCR-08) as they stand in the address, so a reload or Back shows
 * the same day, sport, switch and page. Absent ones take their defaults (CON-04): the first day
 * the house offers, every sport, the live-only switch off, page 1.
 */
export type ScheduleSearch = { readonly date: string | null; readonly sport: number | null; readonly live: boolean; readonly page: number };

export const SCHEDULE_SEARCH_PARAMS = ['date', 'sport', 'live', 'page'] as const;

export const DEFAULT_SCHEDULE_SEARCH: ScheduleSearch = { date: null, sport: null, live: false, page: 1 };

const POSITIVE = /^[1-9]\d{0,8}$/;

/** The choices in a query string; a value that is not one (hand-edited, truncated) takes its default. */
export function readScheduleSearch(search: string): ScheduleSearch {
  const params = new URLSearchParams(search);
  const date = params.get('date');
  const sport = params.get('sport');
  const page = params.get('page');
  return {
    date: date !== null && isCalendarDay(date) ? date : null,
    sport: sport !== null && POSITIVE.test(sport) ? Number(sport) : null,
    live: params.get('live') === '1',
    page: page !== null && POSITIVE.test(page) ? Number(page) : 1,
  };
}

/** The query string of these choices ('' for the defaults), defaults left out. */
export function scheduleSearchString(search: ScheduleSearch): string {
  const params = new URLSearchParams();
  if (search.date !== null) params.set('date', search.date);
  if (search.sport !== null) params.set('sport', String(search.sport));
  if (search.live) params.set('live', '1');
  if (search.page > 1) params.set('page', String(search.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function addToSchedule(state: ScheduleState, matches: readonly ScheduleMatch[], now: number): ScheduleState {
  const eligible = matches.filter((m) => isScheduleEligible(m, now));
  if (eligible.length === 0) return state;
  const all = { ...state.matches };
  const sportIds = [...state.sportIds];
  for (const m of eligible) {
    all[m.id] = m;
    if (!sportIds.includes(m.sportId)) sportIds.push(m.sportId);
  }
  return { matches: all, sportIds };
}

/** STA-51: a cleanup feed removes matches, and drops every sport left with none. */
export function cleanupSchedule(state: ScheduleState, matchIds: readonly number[]): ScheduleState {
  const all = { ...state.matches };
  for (const id of matchIds) delete all[id];
  const remaining = new Set(Object.values(all).map((m) => m.sportId));
  return { matches: all, sportIds: state.sportIds.filter((id) => remaining.has(id)) };
}

/** STA-52: a disconnect resets the schedule's sport list (it is rebuilt as the feed comes back). */
export function scheduleDisconnected(state: ScheduleState): ScheduleState {
  return { ...state, sportIds: [] };
}
