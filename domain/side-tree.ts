/**
 * The left sidebar's pre-match tree (SPEC SCR-21..SCR-24, STA-01..STA-04): what it shows for the
 * Today / All choice and a search (VAL-02, VAL-11, STA-56), where each entry links, and which
 * branch is open. Pure: the sidebar's store applies these rules and the panel renders their result.
 */
import type { SportsbookTree, TreeCategory, TreeSport, TreeTournament } from '../schemas/sportsbook.ts';
import { activeSearch, nameMatches } from './name-search.ts';
import { sportPageOfPath } from './site-routes.ts';
import type { TimeWindow } from './time-window.ts';

/** STA-01 matchesToDisplay (SCR-22): the tree counts today's fixtures or all of them; the values are those of the time windows (SCR-05). */
export type MatchesToDisplay = Extract<TimeWindow, 'today' | 'all'>;

// ---- What the tree shows ----

const total = (nodes: readonly { readonly Count: number }[]) => nodes.reduce((n, node) => n + node.Count, 0);

/**
 * The tree as the sidebar shows it: only tournaments with fixtures to count (in a Today tree,
 * fixtures of today), and while a search applies (VAL-02) only those whose own, category's or
 * sport's name contains it (VAL-11): a sport or a country named brings all of its tournaments.
 * Sports and categories left empty go; counts are those of what is left.
 */
export function shownTree(tree: SportsbookTree, searchText: string): SportsbookTree {
  const search = activeSearch(searchText);
  const matches = (name: string) => search === null || nameMatches(name, search);
  const Sports = tree.Sports.flatMap((sport) => {
    const sportNamed = matches(sport.Name);
    const Categories = sport.Categories.flatMap((category) => {
      const categoryNamed = sportNamed || matches(category.Name);
      const Tournaments = category.Tournaments.filter((t) => t.Count > 0 && (categoryNamed || matches(t.Name)));
      return Tournaments.length > 0 ? [{ ...category, Count: total(Tournaments), Tournaments }] : [];
    });
    return Categories.length > 0 ? [{ ...sport, Count: total(Categories), Categories }] : [];
  });
  return { Sports };
}

export type PlacedTournament = { readonly category: TreeCategory; readonly tournament: TreeTournament };

/** A sport's top tournaments (ENT-03 TopTournaments), in the tree's order: its top-tournaments branch (STA-04). */
export function topTournaments(sport: TreeSport): PlacedTournament[] {
  return sport.Categories.flatMap((category) => category.Tournaments.filter((t) => t.IsTop).map((tournament) => ({ category, tournament })));
}

// ---- Where entries link (the /sport list pages: RTE-08, RTE-11) ----

/** A sport's page after /sport: its today page (RTE-11) while the tree shows today's fixtures, so the list matches the count. */
export function sportRest(sport: TreeSport, matches: MatchesToDisplay): string {
  return matches === 'today' ? `${sport.Alias}/today` : sport.Alias;
}

export function categoryRest(sport: TreeSport, category: TreeCategory): string {
  return `${sport.Alias}/${category.Alias}`;
}

export function tournamentRest(sport: TreeSport, category: TreeCategory, tournament: TreeTournament): string {
  return `${sport.Alias}/${category.Alias}/${tournament.Alias}`;
}

// ---- Which branch is open (STA-01 expandedSport, expandedCategory) ----

/** The branch under a sport that lists its top tournaments; no category alias starts with '@' (site-routes ALIAS). */
export const TOP_BRANCH = '@top';

/** Sports and categories by alias; `expandedCategory` is one of `expandedSport`'s (or TOP_BRANCH). */
export type Expansion = { readonly expandedSport: string | null; readonly expandedCategory: string | null };

export const NOTHING_EXPANDED: Expansion = { expandedSport: null, expandedCategory: null };

/**
 * STA-02, STA-03: a sport header's link opens its sport, which closes any other sport and any open
 * category. STA-04: a sport already open is not opened again, so its open category stays open.
 */
export function openSport(state: Expansion, sport: string): Expansion {
  return state.expandedSport === sport ? state : { expandedSport: sport, expandedCategory: null };
}

/** A sport's chevron: closes it when open, else opens it as its link does. */
export function toggleSport(state: Expansion, sport: string): Expansion {
  return state.expandedSport === sport ? NOTHING_EXPANDED : openSport(state, sport);
}

/** STA-02: opening a category (or the top-tournaments branch) closes any other; its sport stays or becomes the open one. */
export function openCategory(sport: string, category: string): Expansion {
  return { expandedSport: sport, expandedCategory: category };
}

/** A category's chevron, and the top-tournaments header (STA-04): closes it when open, else opens it. */
export function toggleCategory(state: Expansion, sport: string, category: string): Expansion {
  return state.expandedSport === sport && state.expandedCategory === category ? { expandedSport: sport, expandedCategory: null } : openCategory(sport, category);
}

/**
 * Opens a page's branch (its sport, and its category when it names one), closing the others. STA-04:
 * a sport already open is not opened again, so within it the player's choice (a category, the top
 * tournaments) stays as it was.
 */
export function revealBranch(state: Expansion, branch: Expansion): Expansion {
  return branch.expandedSport === null || state.expandedSport === branch.expandedSport ? state : branch;
}

/** The branch a /sport page is in (`rest`: the path after /sport): a sport's, category's, tournament's list or match page; null for the others. */
export function pageBranch(rest: readonly string[]): Expansion | null {
  const page = sportPageOfPath(rest);
  switch (page?.kind) {
    case 'list':
      return { expandedSport: page.sport, expandedCategory: page.category };
    case 'today':
      return { expandedSport: page.sport, expandedCategory: null };
    case 'match': {
      // /sport/{sport}/{category}/{tournament}/match/{id} (RTE-13).
      const [sport, category] = rest.map((s) => s.toLowerCase());
      return sport === undefined || category === undefined ? null : { expandedSport: sport, expandedCategory: category };
    }
    default:
      return null;
  }
}

/** What opens on a page that names no branch, before the player opened anything: the first sport, on its top tournaments when it has some. */
export function defaultBranch(tree: SportsbookTree): Expansion | null {
  const sport = tree.Sports[0];
  if (!sport) return null;
  return { expandedSport: sport.Alias, expandedCategory: topTournaments(sport).length > 0 ? TOP_BRANCH : null };
}

/** A sport's mark in the compact rail (SCR-34): the initials of its first two words, or its first two letters ("Ice Hockey" IH, "Soccer" SO). */
export function sportBadge(name: string): string {
  const words = name.split(/\s+/).filter((w) => w.length > 0);
  const letters = words.length > 1 ? words.slice(0, 2).map((w) => [...w][0] ?? '') : [...(words[0] ?? '')].slice(0, 2);
  return letters.join('').toUpperCase();
}
