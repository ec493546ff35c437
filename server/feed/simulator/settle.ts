/**
 * Settlement rules: how each selection of a market ends, given what happened in the match. Pure
 * functions of the market's meaning (its `MarketSpec`) and the match's facts, used twice: to settle
 * finished matches, and — summed over the model's distribution of results — to price the markets,
 * so a price and the rule that settles it can never disagree.
 *
 * Asian lines: a whole line refunds on a tie; a quarter line (−0.75, 2.25) is half the stake on each
 * neighbouring line (−0.5 and −1, 2 and 2.5), so a tie on the whole half gives half-won or half-lost.
 */
import { BET_RESULTS, type BetResult } from '../../../schemas/results.ts';

export type Side = 'home' | 'away';

export type PeriodScore = { readonly home: number; readonly away: number };

/** What a finished match leaves behind, enough to settle every market. */
export type MatchFacts = {
  /** The final score as the match ends (sets won for set sports; overtime and shoot-out included). */
  readonly home: number;
  readonly away: number;
  /** Per period (half, quarter, set, map, inning; overtime periods after regulation). */
  readonly periods: readonly PeriodScore[];
  /** Who scored each goal, in order (goal sports only; empty otherwise). */
  readonly scorers: readonly Side[];
};

/**
 * Which part of the match a market is about: the whole match, or periods `from`..`to` (1-based),
 * and what it counts there: `score` (the final score; sets for set sports) or `units` (the sum of
 * the periods' points: games in tennis, rounds in esports).
 */
export type Scope = { readonly from: number; readonly to: number } | null;
export type Measure = 'score' | 'units';

export type MarketSpec =
  /** 1, X, 2. */
  | { readonly t: 'winner3'; readonly scope: Scope }
  /** 1, 2; a tie refunds (draw no bet; a two-way winner where a draw can stand). */
  | { readonly t: 'winner2'; readonly scope: Scope; readonly measure: Measure }
  /** 1X, 12, X2. */
  | { readonly t: 'doubleChance' }
  /** 1, 2 with the home line (−1.5, −0.75, 0…); Asian settlement. */
  | { readonly t: 'handicap'; readonly scope: Scope; readonly measure: Measure; readonly line: number }
  /** Over, Under; `side` counts both teams, or one team (Home/Away O/U). */
  | { readonly t: 'total'; readonly scope: Scope; readonly measure: Measure; readonly line: number; readonly side: 'both' | Side }
  /** Yes, No. */
  | { readonly t: 'btts' }
  /** One outcome per listed score, then Other (any score not listed). */
  | { readonly t: 'correctScore'; readonly scores: readonly PeriodScore[] }
  /** 1/1, 1/X, 1/2, X/1, X/X, X/2, 2/1, 2/X, 2/2 (half time / full time). */
  | { readonly t: 'htft' }
  /** 1, No goal, 2: who scores goal number `goal`. */
  | { readonly t: 'nextGoal'; readonly goal: number };

const { win, lost, halfWin, halfLose, cancelled } = BET_RESULTS;

/** A bet that wins when `value + line > 0`, for a whole or half line: win, refund on 0, else lost. */
function plainLine(value: number, line: number): BetResult {
  const v = value + line;
  if (v < 1e-9 && v > -1e-9) return 4; // refund
  return v > 0 ? 2 : 3; // win : lost
}

/**
 * Asian settlement of a bet that wins when `value + line > 0` (a handicap: value = own margin,
 * line = own handicap; Over: value = total, line = −total line). Quarter lines are split.
 */
export function settleAsian(value: number, line: number): BetResult {
  const quarters = Math.round(line * 4);
  if (quarters % 2 === 0) return plainLine(value, line);
  const low = plainLine(value, line - 0.25);
  const high = plainLine(value, line + 0.25);
  if (low === high) return low;
  // Neighbouring lines half a point apart: one of them is whole, so one half is a refund.
  if (low === 2 || high === 2) return 5; // half won
  return 6; // half lost
}

/** Is the line a quarter line (…, −0.75, −0.25, 0.25, 0.75, 1.25 …)? */
export function isQuarterLine(line: number): boolean {
  return Math.abs(Math.round(line * 4)) % 2 === 1;
}

/** The score a scope counts. Null when the match did not reach the periods it names. */
export function scoreOf(facts: MatchFacts, scope: Scope, measure: Measure): PeriodScore | null {
  if (scope === null) {
    if (measure === 'score') return { home: facts.home, away: facts.away };
    return sumPeriods(facts.periods, 1, facts.periods.length);
  }
  if (facts.periods.length < scope.to) return null;
  return sumPeriods(facts.periods, scope.from, scope.to);
}

function sumPeriods(periods: readonly PeriodScore[], from: number, to: number): PeriodScore {
  let home = 0;
  let away = 0;
  for (let i = from - 1; i < to; i++) {
    home += periods[i]?.home ?? 0;
    away += periods[i]?.away ?? 0;
  }
  return { home, away };
}

function sign(s: PeriodScore): 0 | 1 | 2 {
  return s.home > s.away ? 0 : s.home === s.away ? 1 : 2;
}

/** Outcomes a market of this spec has (its Odds, in order). */
export function outcomeCount(spec: MarketSpec): number {
  switch (spec.t) {
    case 'winner3':
    case 'doubleChance':
    case 'nextGoal':
      return 3;
    case 'winner2':
    case 'handicap':
    case 'total':
    case 'btts':
      return 2;
    case 'correctScore':
      return spec.scores.length + 1;
    case 'htft':
      return 9;
  }
}

/**
 * How outcome `index` of a market settles. Markets about a part of the match that was not
 * played (a period that never started) are cancelled (ENM-02: 1).
 */
export function settleOutcome(spec: MarketSpec, index: number, facts: MatchFacts): BetResult {
  switch (spec.t) {
    case 'winner3': {
      const s = scoreOf(facts, spec.scope, 'score');
      return s === null ? cancelled : sign(s) === index ? win : lost;
    }
    case 'winner2': {
      const s = scoreOf(facts, spec.scope, spec.measure);
      if (s === null) return cancelled;
      const margin = index === 0 ? s.home - s.away : s.away - s.home;
      return plainLine(margin, 0);
    }
    case 'doubleChance': {
      const r = sign({ home: facts.home, away: facts.away });
      // 1X loses only to 2, 12 only to X, X2 only to 1.
      const loser = index === 0 ? 2 : index === 1 ? 1 : 0;
      return r === loser ? lost : win;
    }
    case 'handicap': {
      const s = scoreOf(facts, spec.scope, spec.measure);
      if (s === null) return cancelled;
      return index === 0 ? settleAsian(s.home - s.away, spec.line) : settleAsian(s.away - s.home, -spec.line);
    }
    case 'total': {
      const s = scoreOf(facts, spec.scope, spec.measure);
      if (s === null) return cancelled;
      const count = spec.side === 'both' ? s.home + s.away : spec.side === 'home' ? s.home : s.away;
      return index === 0 ? settleAsian(count, -spec.line) : settleAsian(-count, spec.line);
    }
    case 'btts': {
      const both = facts.home > 0 && facts.away > 0;
      return both === (index === 0) ? win : lost;
    }
    case 'correctScore': {
      const hit = spec.scores.findIndex((s) => s.home === facts.home && s.away === facts.away);
      const outcome = hit < 0 ? spec.scores.length : hit;
      return outcome === index ? win : lost;
    }
    case 'htft': {
      const half = facts.periods[0];
      if (!half) return cancelled;
      const result = sign(half) * 3 + sign({ home: facts.home, away: facts.away });
      return result === index ? win : lost;
    }
    case 'nextGoal': {
      const scorer = facts.scorers[spec.goal - 1];
      const outcome = scorer === undefined ? 1 : scorer === 'home' ? 0 : 2;
      return outcome === index ? win : lost;
    }
  }
}

/**
 * The stake-weighted parts of a bet's settlement under a distribution of results, and the price at
 * which it breaks even: for win W, half-win HW, half-lose HL and lost L (refunds drop out), a
 * price o returns W·o + HW·(1+o)/2 + R + HL/2 in expectation, which is 1 exactly at
 * o = (W + HW/2 + HL/2 + L) / (W + HW/2). `fairChance` returns its inverse.
 */
export type Tally = { w: number; hw: number; r: number; hl: number; l: number };

export function emptyTally(): Tally {
  return { w: 0, hw: 0, r: 0, hl: 0, l: 0 };
}

export function addToTally(t: Tally, result: BetResult, p: number): void {
  // ENM-02 codes: 2 win, 3 lost, 5 half-won, 6 half-lost; the rest return the stake.
  if (result === 2) t.w += p;
  else if (result === 3) t.l += p;
  else if (result === 5) t.hw += p;
  else if (result === 6) t.hl += p;
  else t.r += p;
}

/** 1 / break-even price; 0 for a bet that cannot win anything. */
export function fairChance(t: Tally): number {
  const up = t.w + t.hw / 2;
  const all = up + t.hl / 2 + t.l;
  return all > 0 ? up / all : 0;
}

/** What a stake of 1 returns at price `odds` when the bet settled as `result`. */
export function returnOf(result: BetResult, odds: number): number {
  switch (result) {
    case win:
      return odds;
    case halfWin:
      return (1 + odds) / 2;
    case halfLose:
      return 0.5;
    case lost:
      return 0;
    default:
      return 1;
  }
}
