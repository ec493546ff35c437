/**
 * Teasers (SPEC STA-18, ENT-43), as US books offer them: every leg is a point spread or a total of
 * the teaser's sport, moved in the player's favour by the teaser's points (a spread of −3.5 teased
 * 6 points is +2.5; Over 45.5 is Over 39.5, Under 45.5 is Under 51.5), and the ticket pays fixed
 * odds from the teaser's table by its number of legs instead of the product of the prices.
 *
 * A teaser type (ENT-43) has an ID and Selections: the leg counts it takes (NumberOfSelections),
 * each with its odds. A slip can be teased when every selection is teasable by one type and that
 * type has odds for the slip's selection count.
 *
 * Settling: each leg on its teased line from the final score (teasedLegResult); a lost leg loses the ticket; a pushed (void) leg drops out and the ticket is paid at the
 * table's odds for the legs left ("ties reduce"); with fewer legs left than the table's smallest
 * count the stake is returned.
 */
import { BET_RESULTS, type BetResult } from '../schemas/results.ts';

/** Sport system ids with teasers (SPEC ENT-02: basketball 20, american football 21). */
export const TEASER_SPORTS = { basketball: 20, americanFootball: 21 } as const;

/** Which markets can be teased: the full-match point spread and total (schemas/market-types.ts ids 3 and 4). */
export const TEASABLE_MARKET_TYPES = { handicap: 3, total: 4 } as const;

export type TeaserType = {
  readonly id: number;
  readonly sportSystemId: number;
  /** Points added in the player's favour, in tenths (60 = 6 points). */
  readonly pointsTenths: number;
  /** Decimal odds in thousandths by number of legs. */
  readonly oddsMilli: Readonly<Record<number, number>>;
};

/** The house's teaser types: American football 6, 6.5 and 7 points; basketball 4, 4.5 and 5 (US tables in decimal odds). */
export const TEASER_TYPES: readonly TeaserType[] = [
  { id: 1, sportSystemId: 21, pointsTenths: 60, oddsMilli: { 2: 1909, 3: 2800, 4: 4000, 5: 5500, 6: 7000, 7: 9000, 8: 11_000, 9: 16_000, 10: 21_000 } },
  { id: 2, sportSystemId: 21, pointsTenths: 65, oddsMilli: { 2: 1833, 3: 2600, 4: 3500, 5: 5000, 6: 6000, 7: 8000, 8: 10_000 } },
  { id: 3, sportSystemId: 21, pointsTenths: 70, oddsMilli: { 2: 1769, 3: 2500, 4: 3000, 5: 4500, 6: 6000 } },
  { id: 4, sportSystemId: 20, pointsTenths: 40, oddsMilli: { 2: 1909, 3: 2800, 4: 4000, 5: 5500, 6: 7000, 7: 9000, 8: 11_000, 9: 16_000, 10: 21_000 } },
  { id: 5, sportSystemId: 20, pointsTenths: 45, oddsMilli: { 2: 1833, 3: 2600, 4: 3500, 5: 5000, 6: 6000, 7: 8000, 8: 10_000 } },
  { id: 6, sportSystemId: 20, pointsTenths: 50, oddsMilli: { 2: 1769, 3: 2500, 4: 3000, 5: 4500, 6: 6000 } },
];

export const teaserType = (id: number): TeaserType | undefined => TEASER_TYPES.find((t) => t.id === id);

/** What the teaser needs to know of a selection. */
export type TeaserLeg = {
  readonly sportSystemId: number;
  /** Market.MarketID (the market type). */
  readonly marketTypeId: number;
  /** The outcome's title: 1 or 2 on a spread, Over or Under on a total. */
  readonly outcomeTitle: string;
  /** The outcome's line as the feed writes it (SpecialBetValue: "-3.5", "+7", "45.5"). */
  readonly line: string;
};

/** A line as whole tenths ("-3.5" → -35), or null when it is not a line in tenths. */
export function lineTenths(line: string): number | null {
  const match = /^([+-]?)(\d{1,4})(?:\.(\d))?$/.exec(line.trim());
  if (!match) return null;
  const tenths = Number(match[2]) * 10 + Number(match[3] ?? '0');
  return match[1] === '-' ? -tenths : tenths;
}

const tenthsText = (tenths: number, signed: boolean): string => {
  const abs = Math.abs(tenths);
  const text = abs % 10 === 0 ? String(abs / 10) : `${Math.floor(abs / 10)}.${abs % 10}`;
  if (tenths < 0) return `-${text}`;
  return signed && tenths > 0 ? `+${text}` : text;
};

/**
 * The leg's line after teasing, as text in the feed's own style ("+2.5", "39.5"), or null when the
 * leg cannot be teased by this type (another sport, another market, not a side or not a line).
 */
export function teasedLine(leg: TeaserLeg, type: TeaserType): string | null {
  if (leg.sportSystemId !== type.sportSystemId) return null;
  const tenths = lineTenths(leg.line);
  if (tenths === null) return null;
  if (leg.marketTypeId === TEASABLE_MARKET_TYPES.handicap && (leg.outcomeTitle === '1' || leg.outcomeTitle === '2')) {
    return tenthsText(tenths + type.pointsTenths, true);
  }
  if (leg.marketTypeId === TEASABLE_MARKET_TYPES.total && (leg.outcomeTitle === 'Over' || leg.outcomeTitle === 'Under')) {
    const moved = leg.outcomeTitle === 'Over' ? tenths - type.pointsTenths : tenths + type.pointsTenths;
    return moved < 0 ? null : tenthsText(moved, false);
  }
  return null;
}

/**
 * How a teased leg ends on the match's final score (the spread and total markets are the full
 * match, overtime included): a spread side wins when its own margin plus the teased line is above
 * 0, a total when the sum is beyond the teased line; exactly on it is a push (refund). Null for a
 * leg that is not a spread side or a total side, or a line that is not one.
 */
export function teasedLegResult(outcomeTitle: string, teased: string, home: number, away: number): BetResult | null {
  const tenths = lineTenths(teased);
  if (tenths === null) return null;
  let value: number;
  if (outcomeTitle === '1') value = (home - away) * 10 + tenths;
  else if (outcomeTitle === '2') value = (away - home) * 10 + tenths;
  else if (outcomeTitle === 'Over') value = (home + away) * 10 - tenths;
  else if (outcomeTitle === 'Under') value = tenths - (home + away) * 10;
  else return null;
  return value > 0 ? BET_RESULTS.win : value < 0 ? BET_RESULTS.lost : BET_RESULTS.refund;
}

/** The teaser types a slip of these legs can be placed as (STA-18): each leg teasable, the leg count in the table. */
export function teaserTypesFor(legs: readonly TeaserLeg[]): TeaserType[] {
  if (legs.length < 2) return [];
  return TEASER_TYPES.filter((type) => type.oddsMilli[legs.length] !== undefined && legs.every((leg) => teasedLine(leg, type) !== null));
}

/** What a teaser pays when every leg wins: floor(stake × table odds). */
export function teaserPayout(stakeMinor: bigint, type: TeaserType, legs: number): bigint {
  const odds = type.oddsMilli[legs];
  if (odds === undefined) throw new RangeError(`teaser type ${type.id} takes no ${legs} legs`);
  return (stakeMinor * BigInt(odds)) / 1000n;
}

/**
 * A teaser's return once decided, null while it waits: a lost leg loses it at once (a half-lost
 * leg counts as lost: a teaser has no half stakes); otherwise, once every leg has a result, the
 * stake comes back when fewer than the table's smallest count won, else the table's odds for the
 * legs that won, void and cancelled legs dropped.
 */
export function teaserReturn(stakeMinor: bigint, type: TeaserType, results: readonly BetResult[]): bigint | null {
  if (results.some((r) => r === BET_RESULTS.lost || r === BET_RESULTS.halfLose)) return 0n;
  if (results.some((r) => r === BET_RESULTS.pending)) return null;
  const counts = Object.keys(type.oddsMilli).map(Number);
  const won = results.filter((r) => r === BET_RESULTS.win || r === BET_RESULTS.halfWin).length;
  if (won < Math.min(...counts)) return stakeMinor;
  return teaserPayout(stakeMinor, type, Math.min(won, Math.max(...counts)));
}
