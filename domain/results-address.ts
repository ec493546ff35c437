/**
 * The results page's address (SPEC CON-05): its day (YYYY-MM-DD) and tournament live in the query,
 * so a reload or the back button returns to them. Kept apart from the results rules: the shell
 * reads RESULTS_QUERY_PARAMS on every page.
 */
import type { CalendarDay } from './calendar-day.ts';

/** The results page's state in its address (CON-05: the day as YYYY-MM-DD), so reload and back keep it. */
export const RESULTS_QUERY_PARAMS = { day: 'date', tournament: 'tournament' } as const;

export type ResultsQuery = { readonly day: CalendarDay; readonly tournamentId: number | null };

/** The day and tournament a results address names; a day outside the calendar is the newest day (today). */
export function readResultsQuery(search: string, days: readonly CalendarDay[]): ResultsQuery {
  const params = new URLSearchParams(search);
  const day = params.get(RESULTS_QUERY_PARAMS.day);
  const tournament = params.get(RESULTS_QUERY_PARAMS.tournament);
  return {
    day: day !== null && days.includes(day) ? day : (days[days.length - 1] ?? ''),
    tournamentId: tournament !== null && /^[1-9]\d{0,14}$/.test(tournament) ? Number(tournament) : null,
  };
}

/** Whether an address's query already names this day and tournament (other parameters aside). */
export function namesResults(search: string, day: CalendarDay, tournamentId: number | null): boolean {
  const params = new URLSearchParams(search);
  return params.get(RESULTS_QUERY_PARAMS.day) === day && params.get(RESULTS_QUERY_PARAMS.tournament) === (tournamentId === null ? null : String(tournamentId));
}

/** The query parameters of a results address (RESULTS_QUERY_PARAMS); the tournament id stays a number, as the router reads it back. */
export function resultsSearch(day: CalendarDay, tournamentId: number | null): Record<string, string | number> {
  return tournamentId === null ? { [RESULTS_QUERY_PARAMS.day]: day } : { [RESULTS_QUERY_PARAMS.day]: day, [RESULTS_QUERY_PARAMS.tournament]: tournamentId };
}
