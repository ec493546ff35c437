/**
 * The columns of a pre-match list row and their headers (SPEC CON-25..CON-33, ENT-10): which
 * column a preview market fills, read from its HeaderType and CompetitorType, and what each
 * column is called for a sport.
 */
import { HEADER_TYPES } from '../schemas/market-types.ts';
import { moneyLineHeader } from './sport-labels.ts';
/** MarketSpecifications.CompetitorType (SPEC ENT-16). */
export const COMPETITOR_TYPES = { undefined: 0, both: 1, home: 2, away: 3 } as const;
/** MarketSpecifications.PeriodType values a first-period column is named after (SPEC ENT-17). */
const PERIOD_TYPE_HEADERS: Readonly<Record<number, string>> = { 3: '1H', 4: '1Q', 5: '1Set', 6: '1st Pd', 7: '1st Inn', 9: 'Map 1', 10: '1st Leg', 11: '1st FR', 12: '1st R' };

export const LIST_COLUMNS = ['moneyLine', 'handicap', 'total', 'firstPeriod', 'homeTotal', 'awayTotal'] as const;
export type ListColumn = (typeof LIST_COLUMNS)[number];

export function listColumnOf(headerType: number, competitorType: number): ListColumn | null {
  switch (headerType) {
    case HEADER_TYPES.moneyLine:
      return 'moneyLine';
    case HEADER_TYPES.handicap:
      return 'handicap';
    case HEADER_TYPES.total:
      return 'total';
    case HEADER_TYPES.firstPeriod:
      return 'firstPeriod';
    case HEADER_TYPES.teamTotal:
      return competitorType === COMPETITOR_TYPES.away ? 'awayTotal' : 'homeTotal';
    default:
      return null;
  }
}

/** Sports whose handicap column is a Spread (CON-29). */
const SPREAD_SPORTS: ReadonlySet<string> = new Set(['american-football', 'nascar']);

/**
 * A column's header for a sport (CON-28..CON-33): 1X2 or 12, HDP or Spread, O/U, the first
 * period's name, Home/Away O/U; esports say Map Spread, Maps O/U, Map 1.
 */
export function columnHeader(column: ListColumn, sport: { readonly alias: string; readonly isEsport: boolean }, periodType: number): string {
  switch (column) {
    case 'moneyLine':
      return moneyLineHeader(sport.alias);
    case 'handicap':
      return sport.isEsport ? 'Map Spread' : SPREAD_SPORTS.has(sport.alias) ? 'Spread' : 'HDP';
    case 'total':
      return sport.isEsport ? 'Maps O/U' : 'O/U';
    case 'firstPeriod':
      return sport.isEsport ? 'Map 1' : (PERIOD_TYPE_HEADERS[periodType] ?? '1st');
    case 'homeTotal':
      return 'Home O/U';
    case 'awayTotal':
      return 'Away O/U';
  }
}

/** The short text an outcome shows in a list cell: 1/X/2, the handicap line, O or U with the total (CON-25, CON-26). */
export function cellLabel(column: ListColumn, index: number, moneyLineLabels: readonly string[], line: string): string {
  if (column === 'moneyLine' || column === 'firstPeriod') return moneyLineLabels[index] ?? String(index + 1);
  if (column === 'handicap') return line === '' ? String(index + 1) : line;
  return `${index === 0 ? 'O' : 'U'} ${line}`.trim();
}
