/**
 * The results calls (SPEC API-02, API-05..API-08): each answer is checked against schemas/results.ts
 * before the page sees it. A refusal or a network failure throws ApiFailure with its error code; an
 * answer that breaks the contract throws one with the code `internal`.
 */
import { matchResultSchema, resultsAlternativeSchema, resultsPreviewSchema, resultsTreeSchema } from '../../schemas/results.ts';
import type { MatchResult, ResultsAlternative, ResultsPreview, ResultsTree } from '../../schemas/results.ts';
import { getChecked } from './checked-get.ts';

/** API-08: a day goes to the house as the instant it starts in the player's zone, in UTC text form. */
const dayParam = (dayStart: number) => new Date(dayStart).toISOString();

/** API-02: the sport → category → tournament tree of the matches that kicked off in that day. */
export function fetchResultsTree(dayStart: number): Promise<ResultsTree> {
  return getChecked('/api/results/tournaments/ByDate', { date: dayParam(dayStart) }, resultsTreeSchema);
}

/** API-05: one tournament's finished matches of that day, newest first, with their main markets. */
export function fetchTournamentResults(langcode: string, tournamentId: number, dayStart: number): Promise<ResultsPreview> {
  return getChecked('/api/results/preview/byTournamentAndDate', { langcode, TournamentId: tournamentId, date: dayParam(dayStart) }, resultsPreviewSchema);
}

/** API-06: one finished match with its main markets; 404 `not-found` when the house holds no result for it. */
export function fetchMatchResult(langcode: string, matchId: number): Promise<MatchResult> {
  return getChecked('/api/results/preview/byId', { langcode, id: matchId }, matchResultSchema);
}

/** API-07: the match's alternative markets. */
export function fetchAlternativeMarkets(langCode: string, matchId: number): Promise<ResultsAlternative> {
  return getChecked('/api/results/alternative/byId', { langCode, Id: matchId }, resultsAlternativeSchema);
}
