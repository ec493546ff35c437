/**
 * Turns an Outlook into fair probabilities for each market and picks the main handicap and total
 * lines (the ones nearest to even money), the way a trader would re-line after a goal.
 */
import type { Outlook, PointsOutlook, ScoreProjection, SetsOutlook } from './outlook.ts';
import { normalScore, poissonScore, setsDistribution } from './probability.ts';
import type { ScoreDistribution, SetsFinal, ThreeWay } from './probability.ts';
import { scoreModel } from './score-model.ts';
import type { ScoreModel } from './score-model.ts';

export type MatchModel = {
  moneyLine(threeWay: boolean): number[];
  /** Null once the first period is over. */
  periodMoneyLine(threeWay: boolean): number[] | null;
  /** [home covers, away covers] for a home line such as -1.5. */
  handicap(homeLine: number): number[];
  /** [over, under]. */
  total(line: number): number[];
  /** Null when no line is still open (every candidate already decided). */
  handicapLine(): number | null;
  totalLine(): number | null;
  /** The same state of play as a score distribution, for every further market (built on first use). */
  scores(): ScoreModel;
};

type BaseModel = Omit<MatchModel, 'scores'>;

/**
 * Outside this band a line is not offered: its favourite could not be priced at 1.01 or more with
 * a margin and still return less than its stake in expectation.
 */
const DECIDED = 0.05;

/** Expected further scoring below which goals are priced exactly rather than approximately. */
const EXACT_GOALS_BELOW = 30;

/**
 * Two-way chances: where a level score is broken later (overtime, a shoot-out: the model's draw
 * is a coin toss), half the draw to each side; where a draw stands, a tie refunds (settle.ts), so
 * the break-even chances are the sides' shares of the decided results.
 */
function shape(o: ThreeWay, threeWay: boolean, drawStands = false): number[] {
  if (threeWay) return [o.home, o.draw, o.away];
  if (drawStands) {
    const decided = o.home + o.away;
    return decided > 0 ? [o.home / decided, o.away / decided] : [0.5, 0.5];
  }
  return [o.home + o.draw / 2, o.away + o.draw / 2];
}

function distribution(s: ScoreProjection, onePointScores: boolean): ScoreDistribution {
  return onePointScores && s.meanHome + s.meanAway < EXACT_GOALS_BELOW
    ? poissonScore(s.home, s.away, s.meanHome, s.meanAway)
    : normalScore(s.home, s.away, s.meanHome, s.meanAway, s.varHome + s.varAway);
}

/** Margins are whole numbers: above 0.5 is a home win, within ±0.5 a draw. */
function outcome(d: ScoreDistribution): ThreeWay {
  const home = d.marginAbove(0.5);
  const away = 1 - d.marginAbove(-0.5);
  return { home, away, draw: Math.max(0, 1 - home - away) };
}

function open(p: number): boolean {
  return p > DECIDED && p < 1 - DECIDED;
}

function bestLine(candidates: readonly number[], chance: (line: number) => number): number | null {
  let best: number | null = null;
  let bestDistance = Infinity;
  for (const line of candidates) {
    const p = chance(line);
    const distance = Math.abs(p - 0.5);
    if (open(p) && distance < bestDistance) {
      best = line;
      bestDistance = distance;
    }
  }
  return best;
}

function pointsModel(o: PointsOutlook): BaseModel {
  const match = o.match;
  const full = distribution(match, o.onePointScores);
  const period = o.period ? distribution(o.period, o.onePointScores) : null;
  const marginMean = match.home - match.away + match.meanHome - match.meanAway;
  const totalMean = match.home + match.away + match.meanHome + match.meanAway;
  const handicapChance = (homeLine: number): number => full.marginAbove(-homeLine);
  const totalChance = (line: number): number => full.totalAbove(line);
  return {
    moneyLine: (threeWay) => shape(outcome(full), threeWay, o.drawStands),
    periodMoneyLine: (threeWay) => (period ? shape(outcome(period), threeWay, true) : null),
    handicap: (homeLine) => {
      const p = handicapChance(homeLine);
      return [p, 1 - p];
    },
    total: (line) => {
      const p = totalChance(line);
      return [p, 1 - p];
    },
    handicapLine: () => {
      // The main line sits next to the expected margin; for goals a neighbour may be nearer evens.
      const around = -(Math.floor(marginMean) + 0.5);
      return bestLine([around, around - 1, around + 1], handicapChance);
    },
    totalLine: () => {
      const scored = match.home + match.away;
      const around = Math.floor(totalMean) + 0.5;
      return bestLine([around - 1, around, around + 1].filter((line) => line > scored), totalChance);
    },
  };
}

function setsModel(o: SetsOutlook): BaseModel {
  const finals: readonly SetsFinal[] = setsDistribution(o.setsHome, o.setsAway, o.setsToWin, o.current, o.future);
  const sum = (test: (f: SetsFinal) => boolean): number => finals.reduce((acc, f) => (test(f) ? acc + f.p : acc), 0);
  const handicapChance = (homeLine: number): number => sum((f) => f.home - f.away + homeLine > 0);
  const totalChance = (line: number): number => sum((f) => f.home + f.away > line);
  const handicapCandidates: number[] = [];
  for (let k = 1; k < o.setsToWin; k++) handicapCandidates.push(-(k + 0.5), k + 0.5);
  const totalCandidates: number[] = [];
  for (let k = o.setsToWin; k <= 2 * o.setsToWin - 2; k++) totalCandidates.push(k + 0.5);
  return {
    moneyLine: () => {
      const home = sum((f) => f.home >= o.setsToWin);
      return [home, 1 - home];
    },
    periodMoneyLine: () => (o.firstSet === null ? null : [o.firstSet, 1 - o.firstSet]),
    handicap: (homeLine) => {
      const p = handicapChance(homeLine);
      return [p, 1 - p];
    },
    total: (line) => {
      const p = totalChance(line);
      return [p, 1 - p];
    },
    handicapLine: () => bestLine(handicapCandidates, handicapChance),
    totalLine: () => bestLine(totalCandidates, totalChance),
  };
}

export function matchModel(outlook: Outlook): MatchModel {
  const base = baseModel(outlook);
  let scores: ScoreModel | undefined;
  return { ...base, scores: () => (scores ??= scoreModel(outlook)) };
}

function baseModel(outlook: Outlook): BaseModel {
  switch (outlook.kind) {
    case 'points':
      return pointsModel(outlook);
    case 'sets':
      return setsModel(outlook);
    case 'fixed': {
      const o: ThreeWay = outlook;
      return {
        moneyLine: (threeWay) => shape(o, threeWay, o.draw > 0),
        periodMoneyLine: () => null,
        handicap: () => [0.5, 0.5],
        total: () => [0.5, 0.5],
        handicapLine: () => null,
        totalLine: () => null,
      };
    }
  }
}
