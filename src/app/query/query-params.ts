/**
 * SPEC RTE-35: URL query parameters are read into state, then stripped from the address, except on
 * set-password (its link carries the reset token the form posts back).
 *
 * Two documented page switches stay in the URL: `protocol` and `worker` (README, "Page switches").
 * The feed worker reads them from the address when it starts, which can be after this runs, and a
 * benchmark's reload must keep them.
 *
 * A page whose own state lives in its address keeps that too, so a reload or Back shows the same
 * page: the results page's day (CON-05) and tournament (under /sport and /esports, RTE-17), the
 * schedule's day, sport, live-only switch and page (SCR-08), the casino lobby's provider filter
 * (RTE-20), a game page's mode and the casino verify page's fields.
 */
import { proxy } from 'valtio';
import { RESULTS_QUERY_PARAMS } from '../../../domain/results-address.ts';
import { SCHEDULE_SEARCH_PARAMS } from '../../../domain/schedule.ts';
import { GAME_QUERY_PARAMS, LOBBY_QUERY_PARAMS, VERIFY_FIELDS } from '../../../domain/casino-address.ts';
import { casinoPageOfPath, esportsPageOfPath, sectionOfSegment, sportPageOfPath } from '../../../domain/site-routes.ts';

export const KEPT_QUERY_PARAMS: readonly string[] = ['protocol', 'worker'];

/** Every parameter seen this visit, latest value wins (e.g. `providers` for RTE-20, `btag` from an affiliate link). */
export const queryState = proxy<{ params: Record<string, string> }>({ params: {} });

/** The parameters a page keeps as its own state (segments after /{lang}). */
function pageQueryParams(segments: readonly string[]): readonly string[] {
  const [first, ...rest] = segments;
  const section = first === undefined ? null : sectionOfSegment(first);
  if (section === 'tableGame') return GAME_QUERY_PARAMS;
  if (section === 'casino') {
    const page = casinoPageOfPath(rest);
    return page?.kind === 'lobby' ? LOBBY_QUERY_PARAMS : page?.kind === 'verify' ? VERIFY_FIELDS : [];
  }
  if (section === 'esports') {
    const page = esportsPageOfPath(rest);
    return page?.kind === 'results' && page.matchId === null ? Object.values(RESULTS_QUERY_PARAMS) : [];
  }
  if (section !== 'sport') return [];
  const page = sportPageOfPath(rest);
  if (page?.kind === 'results' && page.matchId === null) return Object.values(RESULTS_QUERY_PARAMS);
  return page?.kind === 'schedule' ? SCHEDULE_SEARCH_PARAMS : [];
}

export type QueryStrip = { readonly read: Record<string, string>; readonly search: string };

/** What to read and what search string to leave, for a page (its segments after /{lang}). */
export function stripQuery(segments: readonly string[], search: string): QueryStrip | null {
  const params = new URLSearchParams(search);
  if ([...params.keys()].length === 0) return null;
  const first = segments[0];
  if (first !== undefined && sectionOfSegment(first) === 'setPassword') return null;
  const keep = [...KEPT_QUERY_PARAMS, ...pageQueryParams(segments)];
  const read: Record<string, string> = {};
  const kept = new URLSearchParams();
  for (const [name, value] of params) {
    read[name] = value;
    if (keep.includes(name)) kept.append(name, value);
  }
  const rest = kept.toString();
  return { read, search: rest ? `?${rest}` : '' };
}
