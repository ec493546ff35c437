/**
 * What the home page features (SPEC SCR-10; docs/decisions/0020-home-page.md). The house records no
 * page views or bet volumes a block could rank by, so the home ranks by what the book itself says
 * matters: the sports' order, each category's top tournaments (ENT-03 TopTournaments) and kick-off.
 *
 * - Top tournaments: the top tournaments with fixtures, the leading sports first, at most
 *   TOP_PER_SPORT of each sport (its countries' first leagues first), TOP_TOURNAMENTS in all.
 * - Most popular matches: the next fixture of each of those tournaments in that order, round after
 *   round, POPULAR_MATCHES in all: the Premier League's next match before its second one.
 * - Live now: the live overview's first matches with an open money line, the leading sports first,
 *   at most LIVE_PER_SPORT of each sport, LIVE_MATCHES in all; a match once shown stays while live.
 *
 * Pure: the blocks read the tree or a feed view and pass the parts in.
 */
import type { SportsbookTree, TreeCategory, TreeSport, TreeTournament } from '../schemas/sportsbook.ts';
import { tournamentListPath } from './site-routes.ts';

export const TOP_TOURNAMENTS = 12;
export const TOP_PER_SPORT = 2;
export const POPULAR_MATCHES = 8;
export const LIVE_MATCHES = 6;
export const LIVE_PER_SPORT = 2;

/** From each list in order, its first `perList` items, until `limit` are taken. */
export function spread<T>(lists: readonly (readonly T[])[], perList: number, limit: number): T[] {
  const out: T[] = [];
  for (const list of lists) {
    for (const item of list.slice(0, perList)) {
      if (out.length >= limit) return out;
      out.push(item);
    }
  }
  return out;
}

/** One item of each list in order, then the second of each, and so on, until `limit` are taken. */
export function roundRobin<T>(lists: readonly (readonly T[])[], limit: number): T[] {
  const out: T[] = [];
  const longest = lists.reduce((n, list) => Math.max(n, list.length), 0);
  for (let round = 0; round < longest; round++) {
    for (const list of lists) {
      if (out.length >= limit) return out;
      const item = list[round];
      if (item !== undefined) out.push(item);
    }
  }
  return out;
}

type Named = Pick<TreeSport | TreeCategory, 'ID' | 'Alias' | 'Name'>;

/** A tournament of the tree with where it sits, and the path of its list (RTE-12). */
export type PlacedTournament = { readonly sport: Named; readonly category: Named; readonly tournament: TreeTournament; readonly link: string };

const place = (sport: TreeSport, category: TreeCategory, tournament: TreeTournament): PlacedTournament => ({
  sport: { ID: sport.ID, Alias: sport.Alias, Name: sport.Name },
  category: { ID: category.ID, Alias: category.Alias, Name: category.Name },
  tournament,
  link: tournamentListPath(sport.Alias, category.Alias, tournament.Alias),
});

/** A sport's top tournaments with fixtures: every country's first league before any second one, then by the countries' order. */
function topOfSport(sport: TreeSport): PlacedTournament[] {
  const placed = sport.Categories.flatMap((category, categoryIndex) =>
    category.Tournaments.filter((t) => t.IsTop && t.Count > 0).map((t) => ({ categoryIndex, at: place(sport, category, t) })),
  );
  return placed.sort((a, b) => a.at.tournament.Rank - b.at.tournament.Rank || a.categoryIndex - b.categoryIndex).map((p) => p.at);
}

/** SCR-10's top tournaments list (the tree keeps sports in their rank order). */
export function featuredTournaments(tree: SportsbookTree, limit = TOP_TOURNAMENTS, perSport = TOP_PER_SPORT): PlacedTournament[] {
  return spread(tree.Sports.map(topOfSport), perSport, limit);
}

/** A pre-match list's tournament: its id and its fixtures' ids by kick-off (the worker's TournamentGroupView). */
type FixtureGroup = { readonly id: number; readonly matchIds: readonly number[] };

/** SCR-10's most popular matches: the featured tournaments' next fixtures, round after round. */
export function popularMatchIds(featured: readonly number[], groups: readonly FixtureGroup[], limit = POPULAR_MATCHES): number[] {
  const byTournament = new Map(groups.map((g) => [g.id, g.matchIds]));
  return roundRobin(
    featured.map((id) => byTournament.get(id) ?? []),
    limit,
  );
}

/** A live sport's matches in the overview's order (the worker's SportGroupView). */
type LiveSport = { readonly categories: readonly { readonly matchIds: readonly number[] }[] };

/**
 * The live matches the home shows, the leading sports first. A match shown before stays while it
 * is live (the block does not reshuffle under the player's finger when a price is suspended for a
 * moment); places that free up go to matches whose money line is open (`open`) before the others.
 */
export function liveNowIds(sports: readonly LiveSport[], shown: readonly number[] = [], open: (id: number) => boolean = () => true, limit = LIVE_MATCHES, perSport = LIVE_PER_SPORT): number[] {
  const kept = new Set(shown);
  return spread(
    sports.map((s) => {
      const ids = s.categories.flatMap((c) => c.matchIds);
      const rest = ids.filter((id) => !kept.has(id));
      return [...ids.filter((id) => kept.has(id)), ...rest.filter(open), ...rest.filter((id) => !open(id))];
    }),
    perSport,
    limit,
  );
}
