/**
 * The pre-match list query (SPEC RTE-06, RTE-08, RTE-10..RTE-12): listed matches of some sports'
 * pre-match topics, grouped by tournament, each row with its sport's preview columns (CON-25..33);
 * with `live` also their matches in play, first (the esports lists, RTE-15). Esport tournaments and
 * matches link into /esports (RTE-15, RTE-16) from every list. Rows are memoised by match
 * identity, as on /live, so an unchanged match costs no diff.
 */
import { cellLabel, columnHeader, LIST_COLUMNS, type ListColumn } from '../../../domain/list-columns.ts';
import { asianColumns } from '../../../domain/asian-view.ts';
import { popularMatchIds } from '../../../domain/home-picks.ts';
import { MATCH_TYPES } from '../../../schemas/match.ts';
import { priceTrend } from '../../../domain/odds.ts';
import { moneyLineLabels } from '../../../domain/sport-labels.ts';
import { esportsListPath, esportsMatchPath, tournamentListPath } from '../../../domain/site-routes.ts';
import { ESPORT_SPORT_SYSTEM_ID, sportTopic } from '../../../schemas/protocol.ts';
import type { ListCellView, ListColumnView, PrematchListModel, PrematchQuery, PrematchRowView, TournamentGroupView } from '../contract.ts';
import type { Book, MarketEntry, MatchEntry } from '../model.ts';

export type PrematchListView = Omit<PrematchListModel, 'status'>;

/** The topics a list follows: each sport's pre-match topic, and its live one with `live`. */
export const prematchTopics = (query: PrematchQuery) =>
  query.sportIds.flatMap((id) => (query.live ? [sportTopic('live', id), sportTopic('prematch', id)] : [sportTopic('prematch', id)]));

/** A row is cached with the columns it was cut for; a group whose columns change rebuilds it. */
export type RowCache = WeakMap<MatchEntry, { readonly columns: string; readonly row: PrematchRowView }>;

function keeps(query: PrematchQuery, match: MatchEntry): boolean {
  if (!match.isListed || (match.isLive && !query.live)) return false;
  if ((match.type === MATCH_TYPES.outright) !== query.outrights) return false;
  if (query.categoryId !== null && match.categoryId !== query.categoryId) return false;
  if (query.tournamentIds !== null && !query.tournamentIds.includes(match.tournamentId)) return false;
  if (!query.outrights && query.from != null && match.startsAt < query.from) return false;
  return query.outrights || query.until === null || match.startsAt < query.until;
}

function marketsByColumn(match: MatchEntry): Map<ListColumn, MarketEntry> {
  const out = new Map<ListColumn, MarketEntry>();
  for (const id of match.marketIds) {
    const market = match.markets[id];
    if (market?.column && !out.has(market.column)) out.set(market.column, market);
  }
  return out;
}

function toCell(market: MarketEntry | undefined, column: ListColumn, labels: readonly string[], titled: boolean): ListCellView {
  if (!market) return null;
  const outcomes = market.outcomeIds.flatMap((id, index) => {
    const o = market.outcomes[id];
    if (!o) return [];
    const label = titled ? o.title : cellLabel(column, index, labels, o.line);
    return [{ id: o.id, label, price: o.price, trend: priceTrend(o.previousPrice ?? undefined, o.price), changes: o.changes, active: o.active }];
  });
  return { marketId: market.id, suspended: market.suspended, outcomes };
}

type Place = { readonly sport: string; readonly category: string; readonly tournament: string; readonly esport: boolean };

function toRow(match: MatchEntry, columns: readonly ListColumn[], place: Place): PrematchRowView {
  const byColumn = marketsByColumn(match);
  const labels = moneyLineLabels(place.sport);
  const outright = match.type === MATCH_TYPES.outright;
  return {
    id: match.id,
    name: match.name ?? '',
    home: match.home,
    away: match.away,
    startsAt: match.startsAt,
    isLive: match.isLive,
    score: match.isLive && match.live ? [match.live.homeScore, match.live.awayScore] : null,
    link: place.esport ? esportsMatchPath(place.sport, place.category, place.tournament, match.id) : match.link,
    moreMarkets: Math.max(0, (match.marketsCount ?? byColumn.size) - byColumn.size),
    cells: columns.map((column) => toCell(byColumn.get(column), column, labels, outright)),
  };
}

type Group = { tournamentId: number; matches: MatchEntry[] };

function groupColumns(book: Book, group: Group, asian: boolean): ListColumnView[] {
  const present = new Map<ListColumn, number>();
  for (const match of group.matches) for (const [column, market] of marketsByColumn(match)) if (!present.has(column)) present.set(column, market.periodType ?? 0);
  const sport = book.sports[group.matches[0]?.sportId ?? -1];
  const ofSport = { alias: sport?.alias ?? '', isEsport: sport?.systemId === ESPORT_SPORT_SYSTEM_ID };
  return (asian ? asianColumns([...present.keys()]) : LIST_COLUMNS.filter((c) => present.has(c))).map((key) => ({ key, header: columnHeader(key, ofSport, present.get(key) ?? 0) }));
}

/** Keeps the `limit` matches popularMatchIds takes in turn from the tournaments (each group sorted), and the groups they are in. */
function takeInTurns(groups: Map<number, Group>, tournamentIds: readonly number[], limit: number): void {
  const fixtures = [...groups.values()].map((g) => ({ id: g.tournamentId, matchIds: g.matches.map((m) => m.id) }));
  const taken = new Set(popularMatchIds(tournamentIds, fixtures, limit));
  for (const [id, group] of groups) {
    group.matches = group.matches.filter((m) => taken.has(m.id));
    if (group.matches.length === 0) groups.delete(id);
  }
}

/** Builds the list; `cache` keeps rows across calls (pass the same WeakMap each time). */
export function prematchListView(book: Book, query: PrematchQuery, cache: RowCache): PrematchListView {
  const ids = new Set<number>();
  for (const topic of prematchTopics(query)) for (const id of Object.keys(book.streams[topic]?.matchIds ?? {})) ids.add(Number(id));
  const groups = new Map<number, Group>();
  for (const id of ids) {
    const match = book.matches[id];
    if (!match || !keeps(query, match)) continue;
    let group = groups.get(match.tournamentId);
    if (!group) groups.set(match.tournamentId, (group = { tournamentId: match.tournamentId, matches: [] }));
    group.matches.push(match);
  }
  for (const group of groups.values()) group.matches.sort((a, b) => Number(b.isLive) - Number(a.isLive) || a.startsAt - b.startsAt || a.id - b.id);
  if (query.inTurns && query.tournamentIds) takeInTurns(groups, query.tournamentIds, query.inTurns);
  const matches: Record<string, PrematchRowView> = {};
  const views: (TournamentGroupView & { readonly order: readonly number[] })[] = [];
  for (const group of groups.values()) {
    const tournament = book.tournaments[group.tournamentId];
    const category = book.categories[tournament?.categoryId ?? -1];
    const sport = book.sports[tournament?.sportId ?? group.matches[0]?.sportId ?? -1];
    const columns = groupColumns(book, group, query.asian === true);
    const columnKey = columns.map((c) => c.key).join();
    const place: Place = { sport: sport?.alias ?? '', category: category?.alias ?? '', tournament: tournament?.alias ?? '', esport: sport?.systemId === ESPORT_SPORT_SYSTEM_ID };
    for (const match of group.matches) {
      let hit = cache.get(match);
      if (!hit || hit.columns !== columnKey) cache.set(match, (hit = { columns: columnKey, row: toRow(match, columns.map((c) => c.key), place) }));
      matches[match.id] = hit.row;
    }
    const first = group.matches[0]?.startsAt ?? 0;
    // Tournaments with a match in play come first (0), as their matches do within them.
    const playing = group.matches[0]?.isLive ? 0 : 1;
    views.push({
      id: group.tournamentId,
      sportAlias: sport?.alias ?? '',
      sportSystemId: sport?.systemId ?? 0,
      sportName: sport?.name ?? '',
      categoryAlias: category?.alias ?? '',
      categoryName: category?.name ?? '',
      alias: tournament?.alias ?? '',
      name: tournament?.name ?? '',
      link: (place.esport ? esportsListPath : tournamentListPath)(place.sport, place.category, place.tournament),
      columns,
      matchIds: group.matches.map((m) => m.id),
      order: query.sort === 'time' ? [playing, first, sport?.rank ?? 0, category?.rank ?? 0, tournament?.rank ?? 0] : [playing, sport?.rank ?? 0, category?.rank ?? 0, tournament?.rank ?? 0, first],
    });
  }
  const byOrder = (a: { order: readonly number[]; id: number }, b: { order: readonly number[]; id: number }) => {
    for (let i = 0; i < a.order.length; i++) if (a.order[i] !== b.order[i]) return (a.order[i] ?? 0) - (b.order[i] ?? 0);
    return a.id - b.id;
  };
  const sorted = views.sort(byOrder).map(({ order: _order, ...group }) => group);
  return { groups: sorted, matches, matchCount: Object.keys(matches).length };
}
