/**
 * How a sport is played, as far as the simulator needs it: the shape of a match (timed periods,
 * sets, innings, or no in-play at all) and how often and how much it scores. Numbers are rough
 * real-world averages so scores, durations and prices look right on screen.
 */

/** [points, relative weight] of one scoring event (a basket is 1, 2 or 3). */
export type PointValue = readonly [points: number, weight: number];

export type TimedFormat = {
  readonly kind: 'timed';
  readonly periods: number;
  readonly periodMinutes: number;
  readonly periodName: 'half' | 'quarter' | 'period';
  readonly clock: 'up' | 'down';
  readonly breakMinutes: number;
  /** The break in the middle of an even number of periods. */
  readonly halfTimeMinutes: number;
  /** Scoring events per game minute, both teams together. */
  readonly scoringPerMinute: number;
  readonly points: readonly PointValue[];
  /** Random clock stops (fouls, time-outs) of stopped-clock sports. */
  readonly stoppages: { readonly perMinute: number; readonly meanSeconds: number } | null;
  /** Most added time at the end of a period of a running-clock sport. */
  readonly addedTimeMinutes: number;
  /** Played when regulation ends level; null means a draw stands. */
  readonly overtime: { readonly minutes: number; readonly suddenDeath: boolean } | null;
  /** Chance that one scoring event suspends the match's markets. */
  readonly suspendChance: number;
  /**
   * Sendings-off per team per game minute (soccer): each one scales the side's scoring rate by
   * `RED_CARD_EFFECT.own` and the other side's by `.other` for the rest of the match.
   */
  readonly redCardsPerMinute?: number;
};

/** How a sending-off changes the scoring rates (roughly what ten against eleven does in football). */
export const RED_CARD_EFFECT = { own: 0.75, other: 1.25 } as const;

export type SetsFormat = {
  readonly kind: 'sets';
  readonly setsToWin: number;
  /** Points (games, legs, rounds) that win a set. */
  readonly pointsToWin: number;
  readonly lastSetPoints: number;
  readonly winBy2: boolean;
  /** Tennis: at this many all, one deciding game makes it 7-6. */
  readonly tiebreakAt: number | null;
  readonly secondsPerPoint: number;
  readonly breakSeconds: number;
  /** Extra chance the serving (throwing-first) side wins the point. */
  readonly serveEdge: number;
  /** How strongly the team-strength gap turns into point-win chance. */
  readonly edgeScale: number;
  readonly unit: 'Set' | 'Map' | 'Frame';
  /** Whether per-set point scores are sent in Sets.Items. */
  readonly items: boolean;
  readonly suspendChance: number;
};

export type InningsFormat = {
  readonly kind: 'innings';
  /** Regulation turns at bat (baseball: 2 per inning). */
  readonly turns: number;
  readonly firstBatting: 'home' | 'away';
  readonly turnMinutes: number;
  readonly breakMinutes: number;
  readonly runsPerTurn: number;
  readonly points: readonly PointValue[];
  /** Baseball style (extra innings, walk-off, per-inning items) or a cricket chase. */
  readonly style: 'baseball' | 'cricket';
  readonly suspendChance: number;
};

/** Sports the book only offers before the start (races, fights, golf match-ups). */
export type PrematchOnlyFormat = { readonly kind: 'none'; readonly drawChance: number };

export type SportFormat = TimedFormat | SetsFormat | InningsFormat | PrematchOnlyFormat;

export const GOAL: readonly PointValue[] = [[1, 1]];

export function timed(f: Omit<TimedFormat, 'kind'>): TimedFormat {
  return { kind: 'timed', ...f };
}

export function sets(f: Omit<SetsFormat, 'kind'>): SetsFormat {
  return { kind: 'sets', ...f };
}

export function innings(f: Omit<InningsFormat, 'kind'>): InningsFormat {
  return { kind: 'innings', ...f };
}

export function prematchOnly(drawChance = 0): PrematchOnlyFormat {
  return { kind: 'none', drawChance };
}

export function meanPoints(points: readonly PointValue[]): number {
  let sum = 0;
  let weights = 0;
  for (const [value, weight] of points) {
    sum += value * weight;
    weights += weight;
  }
  return sum / weights;
}

export function meanSquarePoints(points: readonly PointValue[]): number {
  let sum = 0;
  let weights = 0;
  for (const [value, weight] of points) {
    sum += value * value * weight;
    weights += weight;
  }
  return sum / weights;
}

/** Expected wall-clock length of a match in minutes, used to keep the live count on target. */
export function expectedMinutes(format: SportFormat): number {
  switch (format.kind) {
    case 'timed': {
      const stopFactor = format.stoppages ? 1 + (format.stoppages.perMinute * format.stoppages.meanSeconds) / 60 : 1;
      const play = format.periods * format.periodMinutes * stopFactor + (format.periods * format.addedTimeMinutes) / 2;
      const breaks = (format.periods - 1) * format.breakMinutes + (format.periods % 2 === 0 ? format.halfTimeMinutes - format.breakMinutes : 0);
      return play + breaks;
    }
    case 'sets': {
      const sets = expectedRaceLength(format.setsToWin, format.setsToWin);
      return (sets * expectedPointsPerSet(format) * format.secondsPerPoint + (sets - 1) * format.breakSeconds) / 60;
    }
    case 'innings':
      return format.turns * format.turnMinutes + (format.turns - 1) * format.breakMinutes;
    case 'none':
      return 0;
  }
}

export function expectedPointsPerSet(format: SetsFormat): number {
  if (format.pointsToWin === 1) return 1;
  return format.pointsToWin * 1.65;
}

const raceLengths = new Map<number, number>();

/**
 * Expected number of sets still to play when home needs `a` more and away `b` more, for evenly
 * matched sides (uneven ones finish slightly sooner; close enough for planning kick-offs).
 */
export function expectedRaceLength(a: number, b: number): number {
  if (a <= 0 || b <= 0) return 0;
  const key = a * 1000 + b;
  const known = raceLengths.get(key);
  if (known !== undefined) return known;
  const length = 1 + 0.5 * expectedRaceLength(a - 1, b) + 0.5 * expectedRaceLength(a, b - 1);
  raceLengths.set(key, length);
  return length;
}
