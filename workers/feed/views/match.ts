/**
 * The match query (live and pre-match match pages, SPEC RTE-04, RTE-13): one match with every
 * market the house offers for it, from its `match/{id}` topic. Markets keep the house's order, each
 * with the tab it is listed under (domain/market-groups.ts); each outcome carries its price move for
 * the flash, as on the live overview. The state of play and the period scores go to the page as
 * the book holds them (docs/decisions/0026-match-tracker-view.md).
 *
 * A play event replaces the match entry, so the view is built again several times a second while
 * the ball moves: each market's view is memoised by its entry (`cache`), so an unchanged market
 * keeps its object and the publisher's diff skips it without walking its outcomes.
 */
import { marketGroup, marketTabs, type MarketGroup } from '../../../domain/market-groups.ts';
import { priceTrend } from '../../../domain/odds.ts';
import { eventName, selectionLabel } from '../../../domain/selection-label.ts';
import { MATCH_TYPES } from '../../../schemas/match.ts';
import type { MarketView, MatchView } from '../contract.ts';
import type { Book, MarketEntry } from '../model.ts';

function marketView(market: MarketEntry, group: MarketGroup): MarketView {
  const outcomes = market.outcomeIds.flatMap((id) => {
    const o = market.outcomes[id];
    if (!o) return [];
    return [{ id: o.id, label: selectionLabel(o.title, o.line), price: o.price, trend: priceTrend(o.previousPrice ?? undefined, o.price), changes: o.changes, active: o.active }];
  });
  return { id: market.id, title: market.title, suspended: market.suspended, group, outcomes };
}

/** Market views kept across builds by market entry (pass the same WeakMap each time). */
export type MarketViewCache = WeakMap<MarketEntry, MarketView>;

/** The match as the page shows it, or null when the book does not hold it (not yet, or no more). */
export function matchView(book: Book, matchId: number, cache: MarketViewCache = new WeakMap()): MatchView | null {
  const match = book.matches[matchId];
  if (!match) return null;
  const sport = book.sports[match.sportId];
  const grouped = match.marketIds.flatMap((id) => {
    const market = match.markets[id];
    if (!market) return [];
    const key = { typeId: market.typeId, period: market.period, periodType: market.periodType ?? 0 };
    return [{ ...key, group: marketGroup(key), market }];
  });
  const sportAlias = sport?.alias ?? '';
  return {
    id: match.id,
    sportAlias,
    sportSystemId: match.sportSystemId,
    sportName: sport?.name ?? '',
    categoryAlias: book.categories[match.categoryId]?.alias ?? '',
    categoryName: book.categories[match.categoryId]?.name ?? '',
    tournamentAlias: book.tournaments[match.tournamentId]?.alias ?? '',
    tournamentName: book.tournaments[match.tournamentId]?.name ?? '',
    home: match.home,
    away: match.away,
    name: eventName(match.home, match.away, match.name ?? ''),
    link: match.link,
    outright: match.type === MATCH_TYPES.outright,
    startsAt: match.startsAt,
    isLive: match.isLive,
    homeScore: match.live?.homeScore ?? 0,
    awayScore: match.live?.awayScore ?? 0,
    status: match.live?.status ?? '',
    clock: match.live?.clock ?? null,
    periods: match.live?.periods ?? [],
    finished: match.isFinished === true,
    play: match.play ?? null,
    markets: grouped.map((g) => {
      let view = cache.get(g.market);
      if (!view) {
        view = marketView(g.market, g.group);
        cache.set(g.market, view);
      }
      return view;
    }),
    tabs: marketTabs(grouped, sportAlias),
  };
}
