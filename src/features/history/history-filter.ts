/**
 * What a history list asks for, as the player set it: a range (or every open bet), the days of a
 * custom range in the player's zone, and a page (SPEC ENM-18, CON-06, CON-07). Pure: turns the
 * choices into the house's query, or says what is wrong with a custom range.
 */
import { addDays, startOfDayInZone, type CalendarDay, type DayZone } from '../../../domain/calendar-day.ts';
import { customRangeProblem, HISTORY_DEFAULTS, monthsBefore, type CustomRangeProblem } from '../../../domain/history-range.ts';
import type { HistoryRange } from '../../../schemas/history.ts';
import type { HistoryPageQuery } from '../../store/history-api.ts';

/** `all`: every open bet, whatever its age (pending bets only). */
export type RangeChoice = HistoryRange | 'all';

export type HistoryFilter = {
  readonly range: RangeChoice;
  /** The custom range's first and last days (inclusive), YYYY-MM-DD. */
  readonly fromDay: CalendarDay;
  readonly toDay: CalendarDay;
  readonly page: number;
};

export const PANEL_PAGE_SIZE = 10;
export const ACCOUNT_PAGE_SIZE = 20;

/** CON-07: page 1 of the given range; a custom range starts as the last week. */
export function initialFilter(range: RangeChoice, today: CalendarDay): HistoryFilter {
  return { range, fromDay: addDays(today, -6), toDay: today, page: HISTORY_DEFAULTS.page };
}

/** The query for the house, or the custom range's problem. */
export function historyQuery(filter: HistoryFilter, zone: DayZone, pageSize: number): { readonly query: HistoryPageQuery } | { readonly problem: CustomRangeProblem } {
  if (filter.range !== 'custom') {
    return { query: { range: filter.range === 'all' ? null : filter.range, from: null, to: null, page: filter.page, pageSize } };
  }
  const from = startOfDayInZone(filter.fromDay, zone);
  const to = startOfDayInZone(addDays(filter.toDay, 1), zone);
  const problem = customRangeProblem(from, to);
  return problem ? { problem } : { query: { range: 'custom', from, to, page: filter.page, pageSize } };
}

/** CON-06: a custom range of the last `months` months, today included. */
export function lastMonths(today: CalendarDay, months: number): Pick<HistoryFilter, 'fromDay' | 'toDay'> {
  const from = new Date(monthsBefore(Date.parse(`${today}T00:00:00Z`), months)).toISOString().slice(0, 10);
  return { fromDay: addDays(from, 1), toDay: today };
}

/** One text per query, so a list asks again exactly when something changed. */
export const queryKey = (what: string, query: HistoryPageQuery): string => [what, query.range ?? 'all', query.from ?? '', query.to ?? '', query.page, query.pageSize].join('|');
