/**
 * Ids the house gives market types, list column headers and period types: wire values the house's
 * simulator writes and the client reads (domain/market-groups.ts sorts a match page's markets into
 * tabs by them). Market type ids are ours (shared by every match's market of that type); period
 * types follow SPEC ENT-17's order.
 */

/** Market.MarketID: one id per market type across all matches (SPEC ENT-12). */
export const MARKET_TYPE_IDS = {
  winner3Way: 1,
  winner2Way: 2,
  handicap: 3,
  total: 4,
  totalMaps: 5,
  periodWinner3Way: 6,
  periodWinner2Way: 7,
  doubleChance: 8,
  drawNoBet: 9,
  bothTeamsToScore: 10,
  correctScore: 11,
  halfTimeFullTime: 12,
  handicapLines: 13,
  totalLines: 14,
  homeTotal: 15,
  awayTotal: 16,
  periodTotal: 17,
  periodHandicap: 18,
  periodWinner: 19,
  nextGoal: 20,
  gameHandicap: 21,
  totalGames: 22,
  /** Winner of a whole tournament: the one market of an outright (Match.Type 2), one outcome per team. */
  outrightWinner: 23,
} as const;
export type MarketTypeId = (typeof MARKET_TYPE_IDS)[keyof typeof MARKET_TYPE_IDS];

/** Market.HeaderType: which list column a market fills (SPEC CON-27..32); 0 is "no list column". */
export const HEADER_TYPES = {
  none: 0,
  moneyLine: 1,
  handicap: 2,
  total: 3,
  firstPeriod: 4,
  /** SPEC CON-32: Home/Away O/U. */
  teamTotal: 5,
} as const;

/** MarketSpecifications.PeriodType (SPEC ENT-17). */
export const PERIOD_TYPES = {
  regularTime: 1,
  includingOvertime: 2,
  half: 3,
  quarter: 4,
  set: 5,
  period: 6,
  inning: 7,
  game: 8,
  map: 9,
  leg: 10,
  frame: 11,
} as const;
