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
