/**
 * What a pre-match list page shows (SPEC RTE-06, RTE-08, RTE-10..RTE-12, and the esports lists and
 * outrights, RTE-14, RTE-15, RTE-18): the path's aliases resolved against the pre-match tree into
 * the worker's list query parts and the page's heading. Pure: the page reads the tree and the path,
 * and this decides.
 */
import type { EsportsPage, SportPage } from '../../../domain/site-routes.ts';
import { esportsOf } from '../../../domain/esports.ts';
import type { SportsbookTree, TreeCategory, TreeSport, TreeTournament } from '../../../schemas/sportsbook.ts';

export type ListTarget = {
  /** The names the heading is made of, widest first (sport, category, tournament); empty for cross-sport lists. */
  readonly names: readonly string[];
  readonly sportIds: readonly number[];
  readonly categoryId: number | null;
  readonly tournamentIds: readonly number[] | null;
  readonly outrights: boolean;
  /** Matches in play listed too (the esports lists). */
  readonly live: boolean;
};

/** An /esports list or outrights page, told apart from /sport's by its kind. */
export type EsportsListPage =
  | { readonly kind: 'esports'; readonly page: Extract<EsportsPage, { kind: 'list' }> }
  | { readonly kind: 'esports-outrights'; readonly page: Extract<EsportsPage, { kind: 'outrights' }> };

export type ListPage = Extract<SportPage, { kind: 'list' | 'today' | 'top-tournaments' | 'outrights' | 'favorites' | 'asian' }> | EsportsListPage;



type Placed = { readonly sport: TreeSport; readonly category: TreeCategory; readonly tournament: TreeTournament };

function everyTournament(tree: SportsbookTree): Placed[] {
  return tree.Sports.flatMap((sport) => sport.Categories.flatMap((category) => category.Tournaments.map((tournament) => ({ sport, category, tournament }))));
}

/** Tournaments with outrights open, in one category or all. */
function withOutrights(tree: SportsbookTree, category: string | null): Placed[] {
  return everyTournament(tree).filter((p) => p.tournament.Outrights > 0 && (category === null || p.category.Alias === category));
}

/** Tournaments chosen across sports: the list follows each of their sports. */
function acrossSports(chosen: readonly Placed[], outrights: boolean): ListTarget {
  return {
    names: [],
    sportIds: [...new Set(chosen.map((p) => p.sport.ID))],
    categoryId: null,
    tournamentIds: chosen.map((p) => p.tournament.ID),
    outrights,
    live: false,
  };
}

/** null when the path names nothing the tree holds now. */
export function listTarget(tree: SportsbookTree, page: ListPage, favourites: readonly number[]): ListTarget | null {
  switch (page.kind) {
    case 'top-tournaments':
      return acrossSports(everyTournament(tree).filter((p) => p.tournament.IsTop && p.tournament.Count > 0 && (page.category === null || p.category.Alias === page.category)), false);
    case 'outrights':
      return acrossSports(withOutrights(tree, page.category), true);
    case 'favorites':
      return acrossSports(everyTournament(tree).filter((p) => favourites.includes(p.tournament.ID)), false);
    case 'asian': {
      // The Asian view (RTE-09) of the named sport, or of the first one the tree lists.
      const sport = page.sport ?? tree.Sports[0]?.Alias;
      return sport === undefined ? null : listTarget(tree, { kind: 'list', sport, category: null, tournament: null }, favourites);
    }
    case 'today':
    case 'list': {
      const sport = tree.Sports.find((s) => s.Alias === page.sport);
      if (!sport) return null;
      const categoryAlias = page.kind === 'list' ? page.category : null;
      const tournamentAlias = page.kind === 'list' ? page.tournament : null;
      const category = categoryAlias === null ? null : sport.Categories.find((c) => c.Alias === categoryAlias);
      if (category === undefined) return null;
      const tournament = category === null || tournamentAlias === null ? null : category.Tournaments.find((t) => t.Alias === tournamentAlias);
      if (tournament === undefined) return null;
      return {
        names: [sport.Name, ...(category ? [category.Name] : []), ...(tournament ? [tournament.Name] : [])],
        sportIds: [sport.ID],
        categoryId: category?.ID ?? null,
        tournamentIds: tournament ? [tournament.ID] : null,
        outrights: false,
        live: false,
      };
    }
    case 'esports': {
      const { sport, category, tournament } = page.page;
      const esports = esportsOf(tree, sport);
      const alias = esports.Sports[0]?.Alias;
      if (alias === undefined) return null;
      const target = listTarget(esports, { kind: 'list', sport: alias, category, tournament }, favourites);
      return target && { ...target, live: true };
    }
    case 'esports-outrights': {
      const esports = esportsOf(tree, page.page.sport);
      if (esports.Sports.length === 0) return null;
      return { ...acrossSports(withOutrights(esports, page.page.category), true), names: esports.Sports.map((s) => s.Name) };
    }
  }
}
