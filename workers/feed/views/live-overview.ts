/**
 * The live overview query (/{lang}/live, SPEC RTE-02): live matches grouped by sport and category,
 * with score, clock and the money line. Rows are memoised by match identity, so an unchanged match
 * yields the same row object and the publisher's diff skips it.
 *
 * A match that has just finished stays in the live stream a short while before the house removes
 * it (issue #15). SPEC VAL-12 keeps it off the list of matches to bet on (`isListed`), so it shows
 * here only as its result: its row is marked `finished`, carries no prices, and is not counted
 * among the live matches.
 */
import { priceTrend } from '../../../domain/odds.ts';
import { moneyLineLabels } from '../../../domain/sport-labels.ts';
import { SPECIAL_TYPES } from '../../../schemas/market.ts';
import type { LiveOverviewModel, MatchRowView, OutcomeView, SportGroupView } from '../contract.ts';
import type { Book, MarketEntry, MatchEntry, SportEntry } from '../model.ts';

export type LiveOverviewView = Pick<LiveOverviewModel, 'sports' | 'matches' | 'matchCount'>;

const MONEY_LINE_TYPES: ReadonlySet<number> = new Set([SPECIAL_TYPES.winner3Way, SPECIAL_TYPES.winner2Way]);

function moneyLineMarket(match: MatchEntry): MarketEntry | undefined {
  for (const id of match.marketIds) {
    const market = match.markets[id];
    if (market && MONEY_LINE_TYPES.has(market.specialType) && market.period === 0) return market;
  }
  return undefined;
}

/** Shown on the live list: listed (VAL-12), or active and just finished, as its result. */
const isShown = (match: MatchEntry): boolean => match.isListed || (match.isActive && match.isFinished === true);

function toRow(match: MatchEntry, sport: SportEntry | undefined): MatchRowView {
  const alias = sport?.alias ?? '';
  const labels = moneyLineLabels(alias);
  const finished = match.isFinished === true;
  const market = finished ? undefined : moneyLineMarket(match);
  const moneyLine: OutcomeView[] = [];
  if (market) {
    market.outcomeIds.forEach((id, index) => {
      const o = market.outcomes[id];
      if (!o) return;
      moneyLine.push({
        id: o.id,
        label: labels[index] ?? o.title,
        price: o.price,
        trend: priceTrend(o.previousPrice ?? undefined, o.price),
        changes: o.changes,
        active: o.active,
      });
    });
  }
  return {
    id: match.id,
    sportAlias: alias,
    home: match.home,
    away: match.away,
    homeScore: match.live?.homeScore ?? 0,
    awayScore: match.live?.awayScore ?? 0,
    status: match.live?.status ?? '',
    clock: match.live?.clock ?? null,
    link: match.link,
    finished,
    marketId: market?.id ?? null,
    suspended: market?.suspended ?? true,
    moneyLine,
  };
}

/** Builds the live overview; `cache` keeps rows across calls (pass the same WeakMap each time). */
export function liveOverviewView(book: Book, cache: WeakMap<MatchEntry, MatchRowView>): LiveOverviewView {
  const matches: Record<string, MatchRowView> = {};
  const bySport = new Map<number, Map<number, MatchEntry[]>>();
  let matchCount = 0;
  for (const id of Object.keys(book.streams.live.matchIds)) {
    const match = book.matches[Number(id)];
    if (!match || !isShown(match)) continue;
    let row = cache.get(match);
    const sport = book.sports[match.sportId];
    if (!row || row.sportAlias !== (sport?.alias ?? '')) {
      row = toRow(match, sport);
      cache.set(match, row);
    }
    matches[id] = row;
    if (!row.finished) matchCount++;
    let categories = bySport.get(match.sportId);
    if (!categories) bySport.set(match.sportId, (categories = new Map()));
    let list = categories.get(match.categoryId);
    if (!list) categories.set(match.categoryId, (list = []));
    list.push(match);
  }
  const byRankThenName = (a: { rank: number; name: string }, b: { rank: number; name: string }) =>
    a.rank - b.rank || a.name.localeCompare(b.name);
  const sports: SportGroupView[] = [...bySport.entries()]
    .map(([sportId, categories]) => {
      const sport = book.sports[sportId];
      const alias = sport?.alias ?? '';
      const categoryGroups = [...categories.entries()]
        .map(([categoryId, list]) => {
          const category = book.categories[categoryId];
          const ids = list.sort((a, b) => a.startsAt - b.startsAt || a.id - b.id).map((m) => m.id);
          return { id: categoryId, alias: category?.alias ?? '', name: category?.name ?? '', rank: category?.rank ?? 0, matchIds: ids };
        })
        .sort(byRankThenName)
        .map(({ id, alias, name, matchIds }) => ({ id, alias, name, matchIds }));
      return {
        id: sportId,
        systemId: sport?.systemId ?? sportId,
        alias,
        name: sport?.name ?? '',
        rank: sport?.rank ?? 0,
        labels: moneyLineLabels(alias),
        matchCount: categoryGroups.reduce((n, c) => n + c.matchIds.filter((id) => matches[id]?.finished === false).length, 0),
        categories: categoryGroups,
      };
    })
    .sort(byRankThenName)
    .map(({ rank: _rank, ...group }) => group);
  return { sports, matches, matchCount };
}
