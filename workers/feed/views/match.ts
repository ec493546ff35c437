/**
 * The match query (live and pre-match match pages, SPEC RTE-04, RTE-13): one match with every
 * market the house offers for it, from its `match/{id}` topic. Markets keep the house's order;
 * each outcome carries its price move for the flash, as on the live overview.
 */
import { priceTrend } from '../../../domain/odds.ts';
import { selectionLabel } from '../../../domain/selection-label.ts';
import type { MarketView, MatchView } from '../contract.ts';
import type { Book, MarketEntry } from '../model.ts';

function marketView(market: MarketEntry): MarketView {
  const outcomes = market.outcomeIds.flatMap((id) => {
    const o = market.outcomes[id];
    if (!o) return [];
    return [{ id: o.id, label: selectionLabel(o.title, o.line), price: o.price, trend: priceTrend(o.previousPrice ?? undefined, o.price), changes: o.changes, active: o.active }];
  });
  return { id: market.id, title: market.title, suspended: market.suspended, outcomes };
}

/** The match as the page shows it, or null when the book does not hold it (not yet, or no more). */
export function matchView(book: Book, matchId: number): MatchView | null {
  const match = book.matches[matchId];
  if (!match) return null;
  const sport = book.sports[match.sportId];
  return {
    id: match.id,
    sportAlias: sport?.alias ?? '',
    sportName: sport?.name ?? '',
    categoryName: book.categories[match.categoryId]?.name ?? '',
    tournamentName: book.tournaments[match.tournamentId]?.name ?? '',
    home: match.home,
    away: match.away,
    startsAt: match.startsAt,
    isLive: match.isLive,
    homeScore: match.live?.homeScore ?? 0,
    awayScore: match.live?.awayScore ?? 0,
    status: match.live?.status ?? '',
    clock: match.live?.clock ?? null,
    periods: match.live?.periods ?? [],
    markets: match.marketIds.flatMap((id) => {
      const market = match.markets[id];
      return market ? [marketView(market)] : [];
    }),
  };
}
