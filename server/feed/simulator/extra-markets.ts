/**
 * A match page's further markets, after the money line, main handicap, main total and first-period
 * winner: per sport, what is offered (titles and labels per SPEC CON-25..33), how each market's
 * line is chosen, and how it is priced from the match's score model.
 *
 * Pricing: every outcome's break-even chance q comes from the settlement rule summed over the
 * model's distribution (settle.ts), so with price ≤ 1/(q × margin) every selection returns less
 * than its stake in expectation under one model — which rules out any sure profit from any
 * combination of selections of the match (a sure profit would have an expectation above the
 * stakes). Prices are rounded down to two decimals; outcomes that can no longer happen are shown
 * inactive; a market whose favourite would need a price under 1.01 is suspended.
 */
import type { Odd } from '../../../schemas/market.ts';
import { HOUSE_SPECIAL_TYPES, SPECIAL_TYPES } from '../../../schemas/market.ts';
import { HEADER_TYPES, MARKET_TYPE_IDS, PERIOD_TYPES } from '../../../schemas/market-types.ts';
import { formatLine, MAX_ODDS, MIN_ODDS } from './pricing.ts';
import type { Cell, Dim, ScoreModel } from './score-model.ts';
import { addToTally, emptyTally, fairChance, outcomeCount, settleAsian, settleOutcome } from './settle.ts';
import type { MarketSpec, MatchFacts, Measure, Scope, Tally } from './settle.ts';
import type { SportDefinition } from './sports.ts';

/** How an extra market's line follows the game. */
export type LineRule =
  | { readonly base: 'none' }
  | { readonly base: 'handicap'; readonly offset: number; readonly scope: Scope; readonly measure: Measure }
  | { readonly base: 'total'; readonly offset: number; readonly scope: Scope; readonly measure: Measure; readonly side: 'both' | 'home' | 'away' }
  | { readonly base: 'goal' };

export type ExtraDef = {
  readonly title: string;
  readonly typeId: number;
  readonly specialType: number;
  readonly headerType: number;
  readonly period: number;
  readonly periodType: number;
  readonly competitorType: number;
  readonly rule: LineRule;
  /** The market's meaning at a line. */
  spec(line: number): MarketSpec;
  /** Outcome titles and the SpecialBetValue each carries. */
  labels(line: number): readonly (readonly [title: string, line: string])[];
};

/** Extras are priced with a margin in this band (rounding down adds at most ~0.01). */
export const EXTRA_MARGIN = { min: 1.05, max: 1.065 } as const;
/** Overround aimed at when impossible outcomes (shown at the longest price) add to it. */
const MAX_OVERROUND = 1.075;

const COMPETITOR = { home: 2, away: 3 } as const;
const ORDINAL = ['1st', '2nd', '3rd', '4th', '5th'];

// ── Lines ─────────────────────────────────────────────────────────────────────────────────

function dimOf(spec: MarketSpec): Dim {
  switch (spec.t) {
    case 'winner3':
    case 'winner2':
    case 'handicap':
    case 'doubleChance':
      return 'margin';
    case 'total':
      return spec.side === 'both' ? 'total' : spec.side;
    default:
      return 'joint';
  }
}

/** The line a rule gives now; null when none is left open (a total already passed). */
export function lineFor(rule: LineRule, model: ScoreModel): number | null {
  switch (rule.base) {
    case 'none':
      return 0;
    case 'goal': {
      const goals = model.goalsSoFar();
      return goals === null ? null : goals + 1;
    }
    case 'handicap': {
      const e = model.expected(rule.scope, rule.measure);
      if (!e) return null;
      return -(Math.floor(e.home - e.away) + 0.5) + rule.offset;
    }
    case 'total': {
      const e = model.expected(rule.scope, rule.measure);
      if (!e) return null;
      const mean = rule.side === 'both' ? e.home + e.away : rule.side === 'home' ? e.home : e.away;
      const line = Math.floor(mean) + 0.5 + rule.offset;
      return line > 0 ? line : null;
    }
  }
}

// ── Pricing ───────────────────────────────────────────────────────────────────────────────

const NO_PERIODS: MatchFacts['periods'] = [];
const NO_SCORERS: MatchFacts['scorers'] = [];

/** The spec as asked of one cell: the cell already is the scope's score. */
function local(spec: MarketSpec): MarketSpec {
  switch (spec.t) {
    case 'winner3':
      return { ...spec, scope: null };
    case 'winner2':
    case 'handicap':
    case 'total':
      return { ...spec, scope: null, measure: 'score' };
    default:
      return spec;
  }
}

/** Break-even chance of a bet settled by `settleAsian(value(cell), line)` over the cells. */
function lineChance(cells: readonly Cell[], value: (c: Cell) => number, line: number): number {
  const t = emptyTally();
  for (const c of cells) addToTally(t, settleAsian(value(c), line), c.p);
  return fairChance(t);
}

const marginOf = (c: Cell): number => c.h - c.a;
const negMarginOf = (c: Cell): number => c.a - c.h;

/** Break-even chance of each outcome under the model; null when the model cannot price it. */
export function fairOf(spec: MarketSpec, model: ScoreModel): number[] | null {
  if (spec.t === 'htft') return model.htft();
  if (spec.t === 'nextGoal') return model.nextGoal(spec.goal);
  const scope = spec.t === 'winner3' || spec.t === 'winner2' || spec.t === 'handicap' || spec.t === 'total' ? spec.scope : null;
  const measure = spec.t === 'winner2' || spec.t === 'handicap' || spec.t === 'total' ? spec.measure : 'score';
  const cells = model.cells(scope, measure, dimOf(spec));
  if (!cells) return null;
  // The common kinds straight through settleAsian (the rule settle.ts applies), without building facts.
  switch (spec.t) {
    case 'winner2':
      return [lineChance(cells, marginOf, 0), lineChance(cells, negMarginOf, 0)];
    case 'handicap':
      return [lineChance(cells, marginOf, spec.line), lineChance(cells, negMarginOf, -spec.line)];
    case 'total': {
      const count = spec.side === 'both' ? (c: Cell) => c.h + c.a : spec.side === 'home' ? (c: Cell) => c.h : (c: Cell) => c.a;
      return [lineChance(cells, count, -spec.line), lineChance(cells, (c) => -count(c), spec.line)];
    }
    default:
      break;
  }
  const at = local(spec);
  const n = outcomeCount(spec);
  const tallies = Array.from({ length: n }, emptyTally);
  for (const c of cells) {
    const facts: MatchFacts = { home: c.h, away: c.a, periods: NO_PERIODS, scorers: NO_SCORERS };
    for (let i = 0; i < n; i++) addToTally(tallies[i] as Tally, settleOutcome(at, i, facts), c.p);
  }
  return tallies.map(fairChance);
}

export function floorOdds(value: number): number {
  return Math.floor(value * 100 + 1e-9) / 100;
}

/**
 * Prices for break-even chances `q` with margin `margin`, or null when the market cannot be
 * offered (its favourite would need less than 1.01). Impossible outcomes (q = 0) come back
 * inactive at the longest price.
 */
export function quote(q: readonly number[], margin: number): { values: number[]; active: boolean[] } | null {
  const m = marginWithin(q, margin);
  const values: number[] = [];
  const active: boolean[] = [];
  for (const x of q) {
    if (x <= 1e-9) {
      values.push(MAX_ODDS);
      active.push(false);
      continue;
    }
    const value = Math.min(MAX_ODDS, floorOdds(1 / (x * m)));
    if (value < MIN_ODDS) return null;
    values.push(value);
    active.push(true);
  }
  return values.length > 0 && active.some(Boolean) ? { values, active } : null;
}

/**
 * The margin to price with: an outcome at the longest price (impossible, or too unlikely for
 * MAX_ODDS) adds 1/MAX_ODDS to the book whatever its chance, so the margin on the others shrinks to
 * keep the whole within MAX_OVERROUND (less ~0.01 for rounding down). Shrinking it can cap one more
 * outcome, so it is worked out again until no more are capped.
 */
function marginWithin(q: readonly number[], margin: number): number {
  let m = margin;
  let capped = 0;
  for (let round = 0; round <= q.length; round++) {
    const atCap = (x: number) => x <= 1e-9 || 1 / (x * m) >= MAX_ODDS;
    const count = q.filter(atCap).length;
    const priced = q.reduce((sum, x) => (atCap(x) ? sum : sum + x), 0);
    if (count === capped || priced <= 0) break;
    capped = count;
    m = Math.max(EXTRA_MARGIN.min - 0.01, Math.min(margin, (MAX_OVERROUND - 0.01 - count / MAX_ODDS) / priced));
  }
  return m;
}

// ── Catalogue ─────────────────────────────────────────────────────────────────────────────

function odd(title: string, line: string): readonly [string, string] {
  return [title, line];
}

function hcLabels(line: number): readonly (readonly [string, string])[] {
  return [odd('1', formatLine(line, true)), odd('2', formatLine(-line, true))];
}

function ouLabels(line: number): readonly (readonly [string, string])[] {
  return [odd('Over', formatLine(line, false)), odd('Under', formatLine(line, false))];
}

type Base = Omit<ExtraDef, 'spec' | 'labels' | 'rule'>;

function base(title: string, typeId: number, specialType: number, periodType: number, extra: Partial<Base> = {}): Base {
  return { title, typeId, specialType, headerType: HEADER_TYPES.none, period: 0, periodType, competitorType: 0, ...extra };
}

function handicapLadder(title: string, periodType: number, offsets: readonly number[], scope: Scope, measure: Measure, typeId: number = MARKET_TYPE_IDS.handicapLines): ExtraDef[] {
  return offsets.map((offset) => ({
    ...base(title, typeId, HOUSE_SPECIAL_TYPES.handicapLines, periodType, { period: scope?.from ?? 0 }),
    rule: { base: 'handicap', offset, scope, measure },
    spec: (line) => ({ t: 'handicap', scope, measure, line }),
    labels: hcLabels,
  }));
}

function totalLadder(title: string, periodType: number, offsets: readonly number[], scope: Scope, measure: Measure, typeId: number = MARKET_TYPE_IDS.totalLines): ExtraDef[] {
  return offsets.map((offset) => ({
    ...base(title, typeId, HOUSE_SPECIAL_TYPES.totalLines, periodType, { period: scope?.from ?? 0 }),
    rule: { base: 'total', offset, scope, measure, side: 'both' },
    spec: (line) => ({ t: 'total', scope, measure, line, side: 'both' }),
    labels: ouLabels,
  }));
}

function teamTotals(periodType: number): ExtraDef[] {
  return (['home', 'away'] as const).map((side) => ({
    ...base(side === 'home' ? 'Home O/U' : 'Away O/U', side === 'home' ? MARKET_TYPE_IDS.homeTotal : MARKET_TYPE_IDS.awayTotal, HOUSE_SPECIAL_TYPES.teamTotal, periodType, {
      headerType: HEADER_TYPES.teamTotal,
      competitorType: COMPETITOR[side],
    }),
    rule: { base: 'total', offset: 0, scope: null, measure: 'score', side },
    spec: (line) => ({ t: 'total', scope: null, measure: 'score', line, side }),
    labels: ouLabels,
  }));
}

function periodWinner(title: string, n: number, periodType: number, threeWay: boolean, measure: Measure): ExtraDef {
  const scope = { from: n, to: n };
  if (threeWay) {
    return {
      ...base(title, MARKET_TYPE_IDS.periodWinner, SPECIAL_TYPES.winner3Way, periodType, { period: n }),
      rule: { base: 'none' },
      spec: () => ({ t: 'winner3', scope }),
      labels: () => [odd('1', ''), odd('X', ''), odd('2', '')],
    };
  }
  return {
    ...base(title, MARKET_TYPE_IDS.periodWinner, SPECIAL_TYPES.winner2Way, periodType, { period: n }),
    rule: { base: 'none' },
    spec: () => ({ t: 'winner2', scope, measure }),
    labels: () => [odd('1', ''), odd('2', '')],
  };
}

/** Correct-score outcomes: every score up to 3 each, then Other. */
const CORRECT_SCORES = Array.from({ length: 16 }, (_, i) => ({ home: Math.floor(i / 4), away: i % 4 }));
const HTFT_LABELS = ['1/1', '1/X', '1/2', 'X/1', 'X/X', 'X/2', '2/1', '2/X', '2/2'];

function soccer(): ExtraDef[] {
  const full = PERIOD_TYPES.regularTime;
  const half = { from: 1, to: 1 };
  return [
    {
      ...base('Double Chance', MARKET_TYPE_IDS.doubleChance, SPECIAL_TYPES.doubleChance, full),
      rule: { base: 'none' },
      spec: () => ({ t: 'doubleChance' }),
      labels: () => [odd('1X', ''), odd('12', ''), odd('X2', '')],
    },
    {
      ...base('Draw No Bet', MARKET_TYPE_IDS.drawNoBet, SPECIAL_TYPES.drawNoBet, full),
      rule: { base: 'none' },
      spec: () => ({ t: 'winner2', scope: null, measure: 'score' }),
      labels: () => [odd('1', ''), odd('2', '')],
    },
    {
      ...base('Both Teams To Score', MARKET_TYPE_IDS.bothTeamsToScore, HOUSE_SPECIAL_TYPES.bothTeamsToScore, full),
      rule: { base: 'none' },
      spec: () => ({ t: 'btts' }),
      labels: () => [odd('Yes', ''), odd('No', '')],
    },
    {
      ...base('Correct Score', MARKET_TYPE_IDS.correctScore, SPECIAL_TYPES.correctScore, full),
      rule: { base: 'none' },
      spec: () => ({ t: 'correctScore', scores: CORRECT_SCORES }),
      labels: () => [...CORRECT_SCORES.map((s) => odd(`${s.home}:${s.away}`, '')), odd('Other', '')],
    },
    {
      ...base('Half Time/Full Time', MARKET_TYPE_IDS.halfTimeFullTime, HOUSE_SPECIAL_TYPES.halfTimeFullTime, full),
      rule: { base: 'none' },
      spec: () => ({ t: 'htft' }),
      labels: () => HTFT_LABELS.map((l) => odd(l, '')),
    },
    ...handicapLadder('Asian Handicap', full, [-1, -0.75, -0.5, -0.25, 0.25, 0.5, 0.75, 1], null, 'score'),
    ...totalLadder('Goals O/U', full, [-1, -0.75, -0.5, -0.25, 0.25, 0.5, 0.75, 1], null, 'score'),
    ...teamTotals(full),
    ...totalLadder('1st Half - O/U', PERIOD_TYPES.half, [0], half, 'score', MARKET_TYPE_IDS.periodTotal),
    ...handicapLadder('1st Half - Asian Handicap', PERIOD_TYPES.half, [0], half, 'score', MARKET_TYPE_IDS.periodHandicap),
    {
      ...base('Next Goal', MARKET_TYPE_IDS.nextGoal, HOUSE_SPECIAL_TYPES.nextGoal, full),
      rule: { base: 'goal' },
      spec: (line) => ({ t: 'nextGoal', goal: line }),
      labels: (line) => [odd('1', String(line)), odd('No goal', String(line)), odd('2', String(line))],
    },
  ];
}

function periodName(sport: SportDefinition, n: number): string {
  const f = sport.format;
  if (f.kind === 'timed') return f.periodName === 'half' ? `${ORDINAL[n - 1]} Half` : f.periodName === 'quarter' ? `${ORDINAL[n - 1]} Quarter` : `${ORDINAL[n - 1]} Period`;
  if (f.kind === 'sets') return f.unit === 'Map' ? `Map ${n}` : `${ORDINAL[n - 1]} ${f.unit}`;
  return `${ORDINAL[n - 1]} Inning`;
}

function timedOthers(sport: SportDefinition): ExtraDef[] {
  const f = sport.format;
  if (f.kind !== 'timed') return [];
  const full = f.overtime ? PERIOD_TYPES.includingOvertime : PERIOD_TYPES.regularTime;
  const periodType = f.periodName === 'half' ? PERIOD_TYPES.half : f.periodName === 'quarter' ? PERIOD_TYPES.quarter : PERIOD_TYPES.period;
  const winnerTitle = sport.threeWay ? '1X2' : 'Winner';
  const defs: ExtraDef[] = [];
  // Later periods' winners (the first one is the market before these).
  for (let n = 2; n <= f.periods; n++) defs.push(periodWinner(`${periodName(sport, n)} - ${winnerTitle}`, n, periodType, sport.threeWay, 'score'));
  if (f.periods === 4) {
    const half = { from: 1, to: 2 };
    defs.push({ ...periodWinner(`1st Half - ${winnerTitle}`, 1, PERIOD_TYPES.half, sport.threeWay, 'score'), spec: () => (sport.threeWay ? { t: 'winner3', scope: half } : { t: 'winner2', scope: half, measure: 'score' }) });
    defs.push(...handicapLadder('1st Half - Handicap', PERIOD_TYPES.half, [0], half, 'score', MARKET_TYPE_IDS.periodHandicap));
    defs.push(...totalLadder('1st Half - O/U', PERIOD_TYPES.half, [0], half, 'score', MARKET_TYPE_IDS.periodTotal));
  }
  const spread = sport.alias === 'american-football' ? 'Spread' : 'Handicap';
  const step = f.scoringPerMinute > 0.5 ? 2 : 1;
  defs.push(...handicapLadder(`Alternative ${spread}`, full, [-2 * step, -step, step, 2 * step], null, 'score'));
  defs.push(...totalLadder('Alternative O/U', full, [-3 * step, -step, step, 3 * step], null, 'score'));
  defs.push(...teamTotals(full));
  return defs;
}

function setsExtras(sport: SportDefinition): ExtraDef[] {
  const f = sport.format;
  if (f.kind !== 'sets') return [];
  const periodType = f.unit === 'Map' ? PERIOD_TYPES.map : f.unit === 'Frame' ? PERIOD_TYPES.frame : PERIOD_TYPES.set;
  const defs: ExtraDef[] = [periodWinner(f.unit === 'Map' ? 'Map 2' : `${periodName(sport, 2)} - Winner`, 2, periodType, false, 'units')];
  if (f.tiebreakAt !== null) {
    defs.push(...handicapLadder('Game Handicap', PERIOD_TYPES.regularTime, [-2, 0, 2], null, 'units', MARKET_TYPE_IDS.gameHandicap));
    defs.push(...totalLadder('Total Games', PERIOD_TYPES.regularTime, [-2, 0, 2], null, 'units', MARKET_TYPE_IDS.totalGames));
  }
  return defs;
}

function inningsExtras(): ExtraDef[] {
  return [...handicapLadder('Alternative Handicap', PERIOD_TYPES.regularTime, [-2, 2], null, 'score'), ...totalLadder('Alternative O/U', PERIOD_TYPES.regularTime, [-2, 2], null, 'score'), ...teamTotals(PERIOD_TYPES.regularTime)];
}

const bySport = new Map<string, readonly ExtraDef[]>();

/** The further markets a sport's matches carry, in page order. */
export function extraDefs(sport: SportDefinition): readonly ExtraDef[] {
  const known = bySport.get(sport.alias);
  if (known) return known;
  const f = sport.format;
  let defs: ExtraDef[] = [];
  if (sport.alias === 'soccer') defs = soccer();
  else if (f.kind === 'timed') defs = timedOthers(sport);
  else if (f.kind === 'sets') defs = setsExtras(sport);
  else if (f.kind === 'innings') defs = inningsExtras();
  bySport.set(sport.alias, defs);
  return defs;
}

export function makeOdds(def: ExtraDef, line: number, ids: { nextOddId(): number }): Odd[] {
  return def.labels(line).map(([title, sbv]) => ({ ID: ids.nextOddId(), Title: title, OriginalTitle: title, TitleSuffix: '', SpecialBetValue: sbv, Value: MAX_ODDS, IsActive: true }));
}
