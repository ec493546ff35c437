/** The pre-match tree (schemas/sportsbook.ts) cut from the pre-match feed's snapshot. Pure. */
import { isMatchListed } from '../../domain/match-listing.ts';
import { MATCH_TYPES } from '../../schemas/match.ts';
import type { StreamSnapshot } from '../../schemas/feed.ts';
import type { SportsbookTree, TreeCategory, TreeSport, TreeTournament } from '../../schemas/sportsbook.ts';

const byRank = <T extends { Rank: number; ID: number }>(a: T, b: T) => a.Rank - b.Rank || a.ID - b.ID;

/**
 * Every sport → category → tournament that has a listed match (VAL-12), each level by rank.
 * Fixtures count only when they start before `until` (the Today mode, SCR-22); outrights always.
 */
export function prematchTree(snapshot: StreamSnapshot, until: number | null): SportsbookTree {
  const fixtures = new Map<number, number>();
  const outrights = new Map<number, number>();
  for (const m of snapshot.Matches) {
    if (!isMatchListed(m)) continue;
    const counts = m.Type === MATCH_TYPES.outright ? outrights : fixtures;
    if (counts === fixtures && until !== null && m.StartDateJs >= until) continue;
    counts.set(m.Tournament.ID, (counts.get(m.Tournament.ID) ?? 0) + 1);
  }
  const top = new Set(snapshot.Categories.flatMap((c) => c.TopTournaments));
  const tournaments = new Map<number, TreeTournament[]>();
  for (const t of snapshot.Tournaments) {
    const Count = fixtures.get(t.ID) ?? 0;
    const Outrights = outrights.get(t.ID) ?? 0;
    if (Count + Outrights === 0) continue;
    const list = tournaments.get(t.SportCategoryID) ?? [];
    list.push({ ID: t.ID, Alias: t.Alias, Name: t.Name, Rank: t.Rank, Count, Outrights, IsTop: top.has(t.ID) });
    tournaments.set(t.SportCategoryID, list);
  }
  const categories = new Map<number, TreeCategory[]>();
  for (const c of snapshot.Categories) {
    const Tournaments = (tournaments.get(c.ID) ?? []).sort(byRank);
    if (Tournaments.length === 0) continue;
    const list = categories.get(c.SportTypeID) ?? [];
    list.push({ ID: c.ID, Alias: c.Alias, Name: c.Name, Rank: c.Rank, Count: Tournaments.reduce((n, t) => n + t.Count, 0), Tournaments });
    categories.set(c.SportTypeID, list);
  }
  const Sports: TreeSport[] = [];
  for (const s of snapshot.Sports) {
    const Categories = (categories.get(s.ID) ?? []).sort(byRank);
    if (Categories.length === 0) continue;
    Sports.push({ ID: s.ID, Alias: s.Alias, Name: s.Name, Rank: s.Rank, Count: Categories.reduce((n, c) => n + c.Count, 0), Categories });
  }
  return { Sports: Sports.sort(byRank) };
}
