/**
 * What a match engine tells the pricing about the state of play: enough to price a money line,
 * a handicap and a total, without the pricing knowing how the sport is played.
 */

export type ScoreProjection = {
  readonly home: number;
  readonly away: number;
  /** Expected further points from now to the end of the span. */
  readonly meanHome: number;
  readonly meanAway: number;
  /** Variance of each side's further points. */
  readonly varHome: number;
  readonly varAway: number;
};

/** Timed and innings sports: scores add up. `period` is null once the first period is over. */
export type PointsOutlook = {
  readonly kind: 'points';
  readonly match: ScoreProjection;
  readonly period: ScoreProjection | null;
  /** Whether a level score stands at the end (else overtime or a shoot-out breaks it). */
  readonly drawStands: boolean;
  /** Every score is worth one point (goals), so small totals can be priced exactly. */
  readonly onePointScores: boolean;
  /**
   * Each regulation period (timed sports): its score so far and what it may still add (nothing once
   * over). Absent for sports without periods on a clock.
   */
  readonly periods?: readonly ScoreProjection[];
};

/** Set sports: races to a number of sets. */
export type SetsOutlook = {
  readonly kind: 'sets';
  readonly setsHome: number;
  readonly setsAway: number;
  readonly setsToWin: number;
  /** P(home wins the set in progress). */
  readonly current: number;
  /** P(home wins a set not yet started). */
  readonly future: number;
  /** P(home wins the first set), null once it is over. */
  readonly firstSet: number | null;
  /** The set under way (1-based; 0 before the start), and each set's points so far. */
  readonly set?: number;
  readonly items?: readonly { readonly HomeScore: number; readonly AwayScore: number }[];
  /** Whether the set under way is being played (not a break between sets). */
  readonly inPlay?: boolean;
  /** P(home wins a point/game), and the set's shape, for game-level markets. */
  readonly pointChance?: number;
  readonly setShape?: SetShape;
};

export type SetShape = { readonly pointsToWin: number; readonly lastSetPoints: number; readonly winBy2: boolean; readonly tiebreakAt: number | null };

/** Pre-match-only sports: just the chances of each side. */
export type FixedOutlook = { readonly kind: 'fixed'; readonly home: number; readonly draw: number; readonly away: number };

export type Outlook = PointsOutlook | SetsOutlook | FixedOutlook;
