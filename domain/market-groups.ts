/**
 * The match page's market tabs (issue: "markets group under tabs"): which tab each market belongs
 * to, decided from wire data only — the market type (Market.MarketID, schemas/market-types.ts) and
 * its period (MarketSpecifications.Period, SPEC ENT-13, ENT-15) — and which tabs a match shows, in
 * order, with the label each gets for the sport (Goals or Points; Halves, Quarters, Sets or Maps by
 * the period type, SPEC ENT-17). Every market lands in exactly one group; All shows every market.
 */
import { MARKET_TYPE_IDS, PERIOD_TYPES, type MarketTypeId } from '../schemas/market-types.ts';

/** The groups a market can be in, in tab order. */
export const MARKET_GROUPS = ['main', 'totals', 'handicaps', 'periods', 'specials'] as const;
export type MarketGroup = (typeof MARKET_GROUPS)[number];

/** A tab: a group, or `all` (first, and chosen until the player picks another). */
export type MarketTabId = 'all' | MarketGroup;

/** What a tab is called; the page translates it. */
export type MarketTabLabel =
  | 'all'
  | 'main'
  | 'goals'
  | 'points'
  | 'runs'
  | 'games'
  | 'totals'
  | 'handicaps'
  | 'halves'
  | 'quarters'
  | 'periods'
  | 'sets'
  | 'maps'
  | 'innings'
  | 'frames'
  | 'specials';

/** A tab with how many markets it lists. */
export type MarketTab = { readonly id: MarketTabId; readonly label: MarketTabLabel; readonly count: number };

/** The wire keys a market is grouped by. */
export type GroupedMarket = { readonly typeId: number; readonly period: number; readonly periodType: number };

/** The group of each market type the house offers, for the whole match (Period 0). */
const GROUP_OF_TYPE: Readonly<Record<MarketTypeId, MarketGroup>> = {
  [MARKET_TYPE_IDS.winner3Way]: 'main',
  [MARKET_TYPE_IDS.winner2Way]: 'main',
  [MARKET_TYPE_IDS.handicap]: 'main',
  [MARKET_TYPE_IDS.total]: 'main',
  [MARKET_TYPE_IDS.totalMaps]: 'main',
  [MARKET_TYPE_IDS.doubleChance]: 'main',
  [MARKET_TYPE_IDS.drawNoBet]: 'main',
  [MARKET_TYPE_IDS.outrightWinner]: 'main',
  [MARKET_TYPE_IDS.bothTeamsToScore]: 'totals',
  [MARKET_TYPE_IDS.correctScore]: 'totals',
  [MARKET_TYPE_IDS.totalLines]: 'totals',
  [MARKET_TYPE_IDS.homeTotal]: 'totals',
  [MARKET_TYPE_IDS.awayTotal]: 'totals',
  [MARKET_TYPE_IDS.totalGames]: 'totals',
  [MARKET_TYPE_IDS.handicapLines]: 'handicaps',
  [MARKET_TYPE_IDS.gameHandicap]: 'handicaps',
  [MARKET_TYPE_IDS.periodWinner3Way]: 'periods',
  [MARKET_TYPE_IDS.periodWinner2Way]: 'periods',
  [MARKET_TYPE_IDS.periodWinner]: 'periods',
  [MARKET_TYPE_IDS.periodTotal]: 'periods',
  [MARKET_TYPE_IDS.periodHandicap]: 'periods',
  [MARKET_TYPE_IDS.halfTimeFullTime]: 'specials',
  [MARKET_TYPE_IDS.nextGoal]: 'specials',
};

const isKnownType = (typeId: number): typeId is MarketTypeId => Object.hasOwn(GROUP_OF_TYPE, typeId);

/**
 * The one group a market belongs to: a market of one period (a half, quarter, set, map…) goes under
 * the periods tab whatever its type; otherwise its type decides. A type this client does not know
 * goes under specials, so a newer house's market is still shown.
 */
export function marketGroup(market: GroupedMarket): MarketGroup {
  if (market.period > 0) return 'periods';
  return isKnownType(market.typeId) ? GROUP_OF_TYPE[market.typeId] : 'specials';
}

/** Sports whose totals count goals; innings sports count runs, set sports games or sets; the rest points. */
const GOAL_SPORTS: ReadonlySet<string> = new Set(['soccer', 'ice-hockey', 'handball', 'futsal', 'waterpolo', 'floorball', 'field-hockey', 'bandy', 'lacrosse', 'beach-soccer']);
const RUN_SPORTS: ReadonlySet<string> = new Set(['baseball', 'softball', 'cricket']);
const POINT_SPORTS: ReadonlySet<string> = new Set(['basketball', 'american-football', 'rugby-union', 'rugby-league', 'aussie-rules', 'gaelic-football', 'hurling', 'netball', 'kabaddi']);

function totalsLabel(sportAlias: string): MarketTabLabel {
  if (GOAL_SPORTS.has(sportAlias)) return 'goals';
  if (RUN_SPORTS.has(sportAlias)) return 'runs';
  if (POINT_SPORTS.has(sportAlias)) return 'points';
  if (sportAlias === 'tennis') return 'games';
  return 'totals';
}

const PERIOD_LABEL: Readonly<Record<number, MarketTabLabel>> = {
  [PERIOD_TYPES.half]: 'halves',
  [PERIOD_TYPES.quarter]: 'quarters',
  [PERIOD_TYPES.period]: 'periods',
  [PERIOD_TYPES.set]: 'sets',
  [PERIOD_TYPES.map]: 'maps',
  [PERIOD_TYPES.inning]: 'innings',
  [PERIOD_TYPES.frame]: 'frames',
};

/** The periods tab is named after the period type most of its markets are about (basketball: quarters, not its one half). */
function periodsLabel(markets: readonly Pick<GroupedMarket, 'periodType'>[]): MarketTabLabel {
  const counts = new Map<number, number>();
  for (const m of markets) counts.set(m.periodType, (counts.get(m.periodType) ?? 0) + 1);
  let best: MarketTabLabel = 'periods';
  let most = 0;
  for (const [periodType, count] of counts) {
    const label = PERIOD_LABEL[periodType];
    if (label && count > most) [best, most] = [label, count];
  }
  return best;
}

/**
 * The tabs a match shows: All first, then each group that has markets, in MARKET_GROUPS order. A
 * match whose markets all fall in one group gets no tabs (an empty list): All would repeat it.
 */
export function marketTabs(markets: readonly { readonly group: MarketGroup; readonly periodType: number }[], sportAlias: string): MarketTab[] {
  const tabs: MarketTab[] = [];
  for (const group of MARKET_GROUPS) {
    const members = markets.filter((m) => m.group === group);
    if (members.length === 0) continue;
    const label = group === 'totals' ? totalsLabel(sportAlias) : group === 'periods' ? periodsLabel(members) : group;
    tabs.push({ id: group, label, count: members.length });
  }
  return tabs.length < 2 ? [] : [{ id: 'all', label: 'all', count: markets.length }, ...tabs];
}
