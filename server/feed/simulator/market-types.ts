/**
 * Ids the simulator gives market types, column headers and period types. Market type ids are
 * ours (shared by every match's market of that type); period types follow SPEC ENT-17's order.
 */

/** Market.MarketID: one id per market type across all matches. */
export const MARKET_TYPE_IDS = {
  winner3Way: 1,
  winner2Way: 2,
  handicap: 3,
  total: 4,
  totalMaps: 5,
  periodWinner3Way: 6,
  periodWinner2Way: 7,
} as const;

/** Market.HeaderType: which list column a market fills (SPEC CON-27..32). */
export const HEADER_TYPES = {
  moneyLine: 1,
  handicap: 2,
  total: 3,
  firstPeriod: 4,
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

export const MARKET_KINDS = {
  moneyLine: 'moneyLine',
  handicap: 'handicap',
  total: 'total',
  periodMoneyLine: 'periodMoneyLine',
} as const;
export type MarketKind = (typeof MARKET_KINDS)[keyof typeof MARKET_KINDS];

/** Market.MarketID of the further markets of a match page (after the four above). */
export const EXTRA_MARKET_TYPE_IDS = {
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
} as const;

/** Further column headers (SPEC CON-32: Home/Away O/U); 0 is "no list column". */
export const EXTRA_HEADER_TYPES = { none: 0, teamTotal: 5 } as const;
