/**
 * The player's own casino lists (ENT-62): favourite games in localStorage (they last), recent
 * games in sessionStorage (this visit only). The rules of both lists are domain/casino-lobby.ts.
 */
import { proxy, useSnapshot } from 'valtio';
import { rememberRecent } from '../../domain/casino-lobby.ts';

export const CASINO_FAVOURITES_KEY = 'sportsbook.casinoFavourites';
export const CASINO_RECENT_KEY = 'sportsbook.casinoRecent';

function readList(storage: () => Storage, key: string): string[] {
  try {
    const parsed: unknown = JSON.parse(storage().getItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((k): k is string => typeof k === 'string') : [];
  } catch {
    return [];
  }
}

function writeList(storage: () => Storage, key: string, list: readonly string[]): void {
  try {
    storage().setItem(key, JSON.stringify(list));
  } catch {
    // Private browsing or a full store: the list lasts for this page view only.
  }
}

const local = () => localStorage;
const session = () => sessionStorage;

export const casinoLists = proxy<{ favourites: string[]; recent: string[] }>({
  favourites: typeof window === 'undefined' ? [] : readList(local, CASINO_FAVOURITES_KEY),
  recent: typeof window === 'undefined' ? [] : readList(session, CASINO_RECENT_KEY),
});

export function useCasinoLists(): { readonly favourites: readonly string[]; readonly recent: readonly string[] } {
  return useSnapshot(casinoLists);
}

export function toggleFavouriteGame(key: string): void {
  const list = casinoLists.favourites.includes(key) ? casinoLists.favourites.filter((k) => k !== key) : [...casinoLists.favourites, key];
  casinoLists.favourites = list;
  writeList(local, CASINO_FAVOURITES_KEY, list);
}

export function rememberRecentGame(key: string): void {
  const list = rememberRecent(casinoLists.recent, key);
  casinoLists.recent = list;
  writeList(session, CASINO_RECENT_KEY, list);
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === CASINO_FAVOURITES_KEY) casinoLists.favourites = readList(local, CASINO_FAVOURITES_KEY);
  });
}
