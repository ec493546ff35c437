/**
 * The esports section's reading of the book (docs/decisions/0028): an esport sport is one of
 * system id 66 (the house's sport ID is its system id, SPEC ENT-02); its categories are the games
 * and its tournaments the leagues.
 */
import { ESPORT_SPORT_SYSTEM_ID } from '../schemas/protocol.ts';
import type { TreeSport } from '../schemas/sportsbook.ts';

type Tree<S> = { readonly Sports: readonly S[] };

/** A tree (pre-match or results) cut to its esport sports; with `alias`, to that one only. */
export function esportsOf<S extends { readonly ID: number; readonly Alias: string }>(tree: Tree<S>, alias: string | null = null): { Sports: S[] } {
  return { Sports: tree.Sports.filter((s) => s.ID === ESPORT_SPORT_SYSTEM_ID && (alias === null || s.Alias === alias)) };
}

export type EsportsLeague = { readonly id: number; readonly alias: string; readonly name: string; readonly count: number };
export type EsportsGame = { readonly alias: string; readonly name: string; readonly count: number; readonly leagues: readonly EsportsLeague[] };
export type EsportsMenu = { readonly total: number; readonly games: readonly EsportsGame[] };

/**
 * The esports sidebar's games and leagues (SPEC SCR-28, SCR-29): the sport's games and leagues in
 * the tree's order (by rank), each counted from what its list holds now (`counts`: tournament ID →
 * matches, in play ones included); a league or game with nothing listed is left out.
 */
export function esportsMenu(sport: TreeSport, counts: ReadonlyMap<number, number>): EsportsMenu {
  const games = sport.Categories.flatMap((category) => {
    const leagues = category.Tournaments.flatMap((t) => {
      const count = counts.get(t.ID) ?? 0;
      return count > 0 ? [{ id: t.ID, alias: t.Alias, name: t.Name, count }] : [];
    });
    const count = leagues.reduce((n, l) => n + l.count, 0);
    return count > 0 ? [{ alias: category.Alias, name: category.Name, count, leagues }] : [];
  });
  return { total: games.reduce((n, g) => n + g.count, 0), games };
}
