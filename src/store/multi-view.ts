/**
 * The live matches the player chose for the multi-view (SPEC SCR-07, CON-12): a valtio proxy kept
 * in localStorage, so a reload or another tab finds them again. The rules are domain/multi-view.ts;
 * this only applies them and remembers the result.
 */
import { proxy, useSnapshot } from 'valtio';
import * as rules from '../../domain/multi-view.ts';

export const MULTI_VIEW_STORAGE_KEY = 'sportsbook.multiView';

function readStored(): readonly number[] {
  try {
    return rules.parseStored(localStorage.getItem(MULTI_VIEW_STORAGE_KEY));
  } catch {
    return [];
  }
}

export const multiViewState = proxy<{ ids: readonly number[] }>({ ids: typeof localStorage === 'undefined' ? [] : readStored() });

function save(ids: readonly number[]): void {
  if (ids === multiViewState.ids) return;
  multiViewState.ids = ids;
  try {
    localStorage.setItem(MULTI_VIEW_STORAGE_KEY, JSON.stringify(ids));
  } catch {
    // Then the choice lasts for this page view only.
  }
}

// Another tab's choice shows here too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === MULTI_VIEW_STORAGE_KEY) multiViewState.ids = rules.parseStored(event.newValue);
  });
}

export function useMultiView(): readonly number[] {
  return useSnapshot(multiViewState).ids;
}

export function addToMultiView(matchId: number): rules.AddResult {
  const { ids, result } = rules.addMatch(multiViewState.ids, matchId);
  save(ids);
  return result;
}

export function removeFromMultiView(matchId: number): void {
  save(rules.removeMatch(multiViewState.ids, matchId));
}

/** Matches that finished, or that the house no longer holds, leave the multi-view. */
export function dropEndedFromMultiView(ended: (matchId: number) => boolean): void {
  save(rules.dropEnded(multiViewState.ids, ended));
}
