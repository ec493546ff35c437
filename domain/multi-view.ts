/**
 * The live multi-view (SPEC SCR-07, CON-12; docs/decisions/0029-live-multi-view.md): the live
 * matches a player watches side by side, in the order they were added, at most MULTI_VIEW_TABS.
 * Pure: the page's store keeps the list (and writes it to localStorage), these rules change it.
 */

/** CON-12: multi-view tabs: 4. */
export const MULTI_VIEW_TABS = 4;

/** Live matches /live/featured shows in the same panels: as many as the multi-view holds. */
export const FEATURED_LIVE_MATCHES = MULTI_VIEW_TABS;

/** What adding a match did: `full` when four are already chosen (the list is left as it was). */
export type AddResult = 'added' | 'already' | 'full';

export function addMatch(ids: readonly number[], matchId: number): { readonly ids: readonly number[]; readonly result: AddResult } {
  if (ids.includes(matchId)) return { ids, result: 'already' };
  if (ids.length >= MULTI_VIEW_TABS) return { ids, result: 'full' };
  return { ids: [...ids, matchId], result: 'added' };
}

export function removeMatch(ids: readonly number[], matchId: number): readonly number[] {
  return ids.includes(matchId) ? ids.filter((id) => id !== matchId) : ids;
}

/** Matches that finished (or the house no longer holds) drop out; the others keep their order. */
export function dropEnded(ids: readonly number[], ended: (matchId: number) => boolean): readonly number[] {
  const kept = ids.filter((id) => !ended(id));
  return kept.length === ids.length ? ids : kept;
}

/**
 * The list as stored (localStorage JSON text), or empty when it is missing or not a list of match
 * ids: duplicates and anything past the fourth are dropped, so a hand-edited value cannot break the page.
 */
export function parseStored(text: string | null): readonly number[] {
  if (text === null) return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const ids: number[] = [];
  for (const item of value) {
    if (typeof item === 'number' && Number.isSafeInteger(item) && item > 0 && !ids.includes(item) && ids.length < MULTI_VIEW_TABS) ids.push(item);
  }
  return ids;
}

/**
 * The tab shown on a phone (one match at a time) after the list changed: the same match while it
 * is still chosen, else the one that took its place, else the last.
 */
export function shownTab(ids: readonly number[], shown: number | null, previous: readonly number[] = ids): number | null {
  if (ids.length === 0) return null;
  if (shown !== null && ids.includes(shown)) return shown;
  const at = shown === null ? 0 : previous.indexOf(shown);
  return ids[Math.min(Math.max(at, 0), ids.length - 1)] ?? null;
}

/** Markets a panel shows: the match's main ones (winner, handicap, total…) in the house's order. */
export const PANEL_MARKETS = 3;

/** A panel's markets: the first of the main group, or the first of all when the match has no main one. */
export function panelMarkets<M extends { readonly group: string }>(markets: readonly M[], count = PANEL_MARKETS): readonly M[] {
  const main = markets.filter((m) => m.group === 'main');
  return (main.length > 0 ? main : markets).slice(0, count);
}
