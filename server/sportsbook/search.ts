/**
 * The pre-match search (SPEC SCR-10, VAL-02, VAL-11; schemas/sportsbook.ts): tournaments by name and
 * listed fixtures (VAL-12) by their name or a team's, a case-insensitive contains test. Pure: the
 * index is cut from the tree and the pre-match snapshot, and searched as often as asked.
 */
import { isMatchListed } from '../../domain/match-listing.ts';
import { nameMatches } from '../../domain/name-search.ts';
import { tournamentListPath } from '../../domain/site-routes.ts';
import type { StreamSnapshot } from '../../schemas/feed.ts';
import { MATCH_TYPES } from '../../schemas/match.ts';
import type { SearchMatch, SearchTournament, SportsbookSearch, SportsbookTree } from '../../schemas/sportsbook.ts';

/** Hits sent of each kind; the counts say how many there are in all. */
export const SEARCH_LIMITS = { tournaments: 10, matches: 20 } as const;

export type SearchIndex = { readonly tournaments: readonly SearchTournament[]; readonly matches: readonly SearchMatch[] };

/** Every tournament of the tree with fixtures (its list is not empty), in the tree's order, and every listed fixture by kick-off. */
export function searchIndex(snapshot: StreamSnapshot, tree: SportsbookTree): SearchIndex {
  const tournaments: SearchTournament[] = [];
  const byId = new Map<number, SearchTournament>();
  for (const sport of tree.Sports) {
    for (const category of sport.Categories) {
      for (const t of category.Tournaments) {
        const hit = {
          ID: t.ID,
          Name: t.Name,
          Count: t.Count,
          SportAlias: sport.Alias,
          SportName: sport.Name,
          CategoryName: category.Name,
          Link: tournamentListPath(sport.Alias, category.Alias, t.Alias),
        };
        if (t.Count > 0) tournaments.push(hit);
        byId.set(t.ID, hit);
      }
    }
  }
  const matches: SearchMatch[] = [];
  for (const m of snapshot.Matches) {
    const tournament = byId.get(m.Tournament.ID);
    if (!tournament || m.Type === MATCH_TYPES.outright || !isMatchListed(m)) continue;
    matches.push({
      ID: m.ID,
      Name: m.Name,
      HomeTeamName: m.HomeTeamName,
      AwayTeamName: m.AwayTeamName,
      StartDateJs: m.StartDateJs,
      SportAlias: tournament.SportAlias,
      SportName: tournament.SportName,
      CategoryName: tournament.CategoryName,
      TournamentName: tournament.Name,
      MatchLink: m.MatchLink,
    });
  }
  matches.sort((a, b) => a.StartDateJs - b.StartDateJs || a.ID - b.ID);
  return { tournaments, matches };
}

/** `search`: text that applies (domain/name-search.ts activeSearch: trimmed, longer than 1 character). */
export function searchBook(index: SearchIndex, search: string): SportsbookSearch {
  const tournaments = index.tournaments.filter((t) => nameMatches(t.Name, search));
  const matches = index.matches.filter((m) => [m.Name, m.HomeTeamName, m.AwayTeamName].some((name) => nameMatches(name, search)));
  return {
    Tournaments: tournaments.slice(0, SEARCH_LIMITS.tournaments),
    TournamentCount: tournaments.length,
    Matches: matches.slice(0, SEARCH_LIMITS.matches),
    MatchCount: matches.length,
  };
}
