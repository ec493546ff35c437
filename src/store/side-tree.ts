/**
 * The left sidebar's state (SPEC STA-01): the open sport and category, Today or All matches, and
 * the search text. One valtio proxy shared by the desktop rail and the phone drawer, so both show
 * the same tree and it outlives the drawer closing. sidebarToDisplay is not kept here: the page's
 * path decides it. The rules are domain/side-tree.ts; this only applies them.
 */
import { proxy, useSnapshot } from 'valtio';
import { dayEndInZone } from '../../domain/calendar-day.ts';
import { intlTimeZone } from '../../domain/settings.ts';
import * as rules from '../../domain/side-tree.ts';
import type { Expansion, MatchesToDisplay } from '../../domain/side-tree.ts';
import { windowEnd } from '../../domain/time-window.ts';
import type { SportsbookTree } from '../../schemas/sportsbook.ts';
import { useSettings } from './settings.ts';
import { fetchSportsbookTree } from './sportsbook-api.ts';
import { useRequest, type RequestState } from './use-request.ts';

export type SideTreeState = {
  expandedSport: string | null;
  expandedCategory: string | null;
  matchesToDisplay: MatchesToDisplay;
  /** When Today or All was chosen: Today is the day it was chosen on, so its tree is asked for once. */
  matchesChosenAt: number;
  search: string;
  /** Something was opened (by the player or a page's branch): the default branch no longer applies. */
  touched: boolean;
};

export const sideTreeState = proxy<SideTreeState>({ ...rules.NOTHING_EXPANDED, matchesToDisplay: 'all', matchesChosenAt: Date.now(), search: '', touched: false });

export function useSideTree(): Readonly<SideTreeState> {
  return useSnapshot(sideTreeState);
}

function expand(next: Expansion): void {
  sideTreeState.expandedSport = next.expandedSport;
  sideTreeState.expandedCategory = next.expandedCategory;
  sideTreeState.touched = true;
}

/** STA-03: a sport header's link (it navigates by itself). */
export const openSport = (sport: string): void => expand(rules.openSport(sideTreeState, sport));
export const toggleSport = (sport: string): void => expand(rules.toggleSport(sideTreeState, sport));
export const openCategory = (sport: string, category: string): void => expand(rules.openCategory(sport, category));
/** A category's chevron, and the top-tournaments header (STA-04). */
export const toggleCategory = (sport: string, category: string): void => expand(rules.toggleCategory(sideTreeState, sport, category));

/** A /sport page was opened (`rest`: its path after /sport): its branch opens. */
export function revealPage(rest: readonly string[]): void {
  const branch = rules.pageBranch(rest);
  if (branch) expand(rules.revealBranch(sideTreeState, branch));
}

/** The tree arrived: before anything was opened, the default branch opens (STA-04). */
export function revealDefault(tree: SportsbookTree): void {
  const branch = sideTreeState.touched ? null : rules.defaultBranch(tree);
  if (branch) expand(branch);
}

export function setMatchesToDisplay(matches: MatchesToDisplay): void {
  sideTreeState.matchesToDisplay = matches;
  sideTreeState.matchesChosenAt = Date.now();
}

export function setSideSearch(text: string): void {
  sideTreeState.search = text;
}

/**
 * The tree for the Today / All choice (SCR-22): Today counts the fixtures that start before the
 * player's today ends, in the zone of their settings, today being the day it was chosen on.
 */
export function useSideTreeRequest(): RequestState<SportsbookTree> & { readonly retry: () => void } {
  const zone = intlTimeZone(useSettings().timeZone);
  const { matchesToDisplay, matchesChosenAt } = useSnapshot(sideTreeState);
  const until = windowEnd(matchesToDisplay, matchesChosenAt, dayEndInZone(matchesChosenAt, zone));
  return useRequest(`side-tree:${until}`, () => fetchSportsbookTree(until));
}
