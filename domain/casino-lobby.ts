/**
 * The casino lobby's rules (issue #19; SPEC RTE-20, RTE-31, STA-44, STA-45, CON-39, CON-40,
 * ENT-57, ENT-62): which providers the lobby lists and in what order, the provider filter, and
 * which games a category shows. Pure: the page's lobby and its tests use the same functions.
 */
import type { CasinoGame, CasinoProvider } from '../schemas/casino.ts';
import type { CasinoCategory } from './casino-address.ts';


/** SCR-18, CON-12: a game page shows 1, 2 or 4 games. */
export const MULTI_VIEW_SIZES = [1, 2, 4] as const;
export type MultiViewSize = (typeof MULTI_VIEW_SIZES)[number];

/** CON-40: the provider order; providers not named come after these, by name. */
export const PROVIDER_ORDER: Readonly<Record<string, number>> = { evolution: 1, pragmatic: 2, hacksaw: 3, netent: 4, bgaming: 5 };
export const UNORDERED_PROVIDER = 100;
/** CON-39: the category a lobby opens on. */
export const DEFAULT_CATEGORY: CasinoCategory = 'slots';
/** STA-45: live-only providers the game lobby leaves to the live casino. */
const EVOLUTION = 'evolution';
const PRAGMATIC_LIVE = 'pragmatic-live';
/** ENT-62: how many recent games are kept. */
export const RECENT_KEPT = 20;
/** Top and popular lists' length. */
export const TOP_SHOWN = 24;

export const providerOrder = (key: string): number => PROVIDER_ORDER[key] ?? UNORDERED_PROVIDER;

/** CON-40 order, then name. */
export function sortProviders<P extends Pick<CasinoProvider, 'Key' | 'Name' | 'Order'>>(providers: readonly P[]): P[] {
  return [...providers].sort((a, b) => a.Order - b.Order || a.Name.localeCompare(b.Name));
}

/** STA-45: the lobby drops the evolution provider; without an evolution key, pragmatic live goes instead. */
export function lobbyProviders<P extends Pick<CasinoProvider, 'Key' | 'Name' | 'Order'>>(providers: readonly P[]): P[] {
  const dropped = providers.some((p) => p.Key === EVOLUTION) ? EVOLUTION : PRAGMATIC_LIVE;
  return sortProviders(providers.filter((p) => p.Key !== dropped));
}

/** STA-44: picking a provider adds it to the filter; picking it again removes it. */
export function toggleProvider(selected: readonly string[], key: string): string[] {
  return selected.includes(key) ? selected.filter((k) => k !== key) : [...selected, key];
}

/** RTE-20: the `providers` query parameter, a comma list; unknown keys are dropped. */
export function providersFromQuery(query: string | undefined, known: ReadonlySet<string>): string[] {
  if (!query) return [];
  return [...new Set(query.split(',').map((k) => k.trim()))].filter((k) => known.has(k));
}

export const providersQuery = (selected: readonly string[]): string | undefined => (selected.length > 0 ? selected.join(',') : undefined);

/** ENT-62: a game opened goes to the front of the recent list, once, and the list keeps RECENT_KEPT. */
export function rememberRecent(recent: readonly string[], key: string): string[] {
  return [key, ...recent.filter((k) => k !== key)].slice(0, RECENT_KEPT);
}

export type LobbyChoice = {
  readonly category: CasinoCategory;
  readonly providers: readonly string[];
  readonly search: string;
  readonly favourites: readonly string[];
  readonly recent: readonly string[];
};

const CATEGORY_KINDS: Partial<Record<CasinoCategory, CasinoGame['Kind'][]>> = {
  slots: ['slot'],
  crash: ['crash'],
  card: ['blackjack', 'baccarat'],
};

const byPopularity = (a: CasinoGame, b: CasinoGame) => b.Popularity - a.Popularity || a.Name.localeCompare(b.Name);

/** What one category of the lobby shows, filtered by the chosen providers and the search text. */
export function lobbyGames(games: readonly CasinoGame[], choice: LobbyChoice): CasinoGame[] {
  const providers = new Set(choice.providers);
  const words = choice.search.trim().toLocaleLowerCase().split(/\s+/).filter(Boolean);
  const shown = games.filter(
    (g) => (providers.size === 0 || providers.has(g.Provider)) && words.every((w) => g.Name.toLocaleLowerCase().includes(w) || g.Provider.includes(w)),
  );
  const byKey = new Map(shown.map((g) => [g.Key, g]));
  const listed = (keys: readonly string[]) => keys.flatMap((k) => byKey.get(k) ?? []);
  switch (choice.category) {
    case 'favorites':
      return listed(choice.favourites);
    case 'recent':
      return listed(choice.recent);
    case 'top-games':
      return shown.filter((g) => g.Top).sort(byPopularity).slice(0, TOP_SHOWN);
    case 'all':
    case 'providers':
      return [...shown].sort(byPopularity);
    default: {
      const kinds = CATEGORY_KINDS[choice.category] ?? [];
      return shown.filter((g) => kinds.includes(g.Kind)).sort(byPopularity);
    }
  }
}

/** API-35: the most played games of a kind group (the sidebar's popular tab). */
export function popularGames(games: readonly CasinoGame[], count = TOP_SHOWN): CasinoGame[] {
  return [...games].sort(byPopularity).slice(0, count);
}

/** The multi-view's size from its other games' count: 0 → 1, 1 → 2, 2 or 3 → 4 (SCR-18). */
export function multiViewSize(others: number): MultiViewSize {
  return others === 0 ? 1 : others === 1 ? 2 : 4;
}

/**
 * SCR-18: the games beside `first` in a multi-view of `size`: the ones asked for (known, each once,
 * not `first`), then the most played of the rest, so every panel has a game.
 */
export function multiViewGames(first: string, asked: readonly string[], games: readonly CasinoGame[], size: MultiViewSize): string[] {
  const known = new Set(games.map((g) => g.Key));
  const chosen = [...new Set(asked)].filter((k) => known.has(k) && k !== first);
  for (const g of popularGames(games, games.length)) if (g.Key !== first && !chosen.includes(g.Key)) chosen.push(g.Key);
  return chosen.slice(0, size - 1);
}

/** The `views` parameter: the other games, comma-separated; none for a single game. */
export const viewsQuery = (others: readonly string[]): string | undefined => (others.length > 0 ? others.join(',') : undefined);
export const viewsFromQuery = (query: string | undefined): string[] => (query ? query.split(',').map((k) => k.trim()).filter(Boolean) : []);
