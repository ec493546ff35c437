/**
 * The distribution of what is left of a match, as the one source every market of the match is
 * priced from (markets.ts, extra-markets.ts). Goal sports (soccer) use exact independent Poisson
 * goals per half; other scoring sports a normal approximation cut into whole points; set sports
 * the set race and, for tennis, the games of each set point by point.
 *
 * A distribution is a list of cells (home, away, p) of the score a market counts; `dim` says which
 * question it answers, so a high-scoring sport need not build a full two-dimensional grid: a margin
 * cell (d, 0) settles every winner and handicap market, a total cell (t, 0) every total.
 */
import type { Outlook, PointsOutlook, ScoreProjection, SetShape, SetsOutlook } from './outlook.ts';
import { normalCdf, setsDistribution } from './probability.ts';
import type { Measure, Scope } from './settle.ts';

export type Cell = { readonly h: number; readonly a: number; readonly p: number };
export type Dim = 'joint' | 'margin' | 'total' | 'home' | 'away';

export interface ScoreModel {
  /** The score a (scope, measure) counts, as cells; null when this model cannot price it. */
  cells(scope: Scope, measure: Measure, dim: Dim): readonly Cell[] | null;
  /** Half time / full time, nine chances in 1/1, 1/X … 2/2 order; null when not offered. */
  htft(): number[] | null;
  /** 1, no goal, 2 for goal number `goal`; null unless it is the next goal. */
  nextGoal(goal: number): number[] | null;
  /** Goals scored so far (goal sports priced exactly); null otherwise. */
  goalsSoFar(): number | null;
  /** Expected final (home, away) of the scope, for choosing lines. */
  expected(scope: Scope, measure: Measure): { home: number; away: number } | null;
}

const TINY = 1e-12;
/** Below this expected further scoring, goals are priced exactly. */
const EXACT_GOALS_BELOW = 30;

/** Poisson chances from 0 up to where the tail left is below 1e-10. */
function poissonPmf(mean: number): number[] {
  const pmf: number[] = [Math.exp(-mean)];
  let total = pmf[0] ?? 0;
  for (let k = 1; total < 1 - 1e-10 && k < 200; k++) {
    const p = ((pmf[k - 1] ?? 0) * mean) / k;
    pmf.push(p);
    total += p;
  }
  return pmf;
}

function grid(home: number, away: number, meanHome: number, meanAway: number): Cell[] {
  const ph = poissonPmf(meanHome);
  const pa = poissonPmf(meanAway);
  const cells: Cell[] = [];
  for (let i = 0; i < ph.length; i++) {
    for (let j = 0; j < pa.length; j++) {
      const p = (ph[i] ?? 0) * (pa[j] ?? 0);
      if (p > TINY) cells.push({ h: home + i, a: away + j, p });
    }
  }
  return cells;
}

/** Whole-point cells of a normal variable; the bin of k is (k − 0.5, k + 0.5]. */
function normalCells(mean: number, variance: number, place: (k: number) => { h: number; a: number }): Cell[] {
  const sd = Math.max(Math.sqrt(variance), 0.25);
  const lo = Math.floor(mean - 6 * sd);
  const hi = Math.ceil(mean + 6 * sd);
  const cells: Cell[] = [];
  let below = normalCdf((lo - 0.5 - mean) / sd);
  for (let k = lo; k <= hi; k++) {
    const upTo = normalCdf((k + 0.5 - mean) / sd);
    const p = k === lo ? upTo : k === hi ? 1 - below : upTo - below;
    below = upTo;
    if (p > TINY) cells.push({ ...place(k), p });
  }
  return cells;
}

function sum(projections: readonly ScoreProjection[]): ScoreProjection {
  let home = 0;
  let away = 0;
  let meanHome = 0;
  let meanAway = 0;
  let varHome = 0;
  let varAway = 0;
  for (const s of projections) {
    home += s.home;
    away += s.away;
    meanHome += s.meanHome;
    meanAway += s.meanAway;
    varHome += s.varHome;
    varAway += s.varAway;
  }
  return { home, away, meanHome, meanAway, varHome, varAway };
}

function sign(h: number, a: number): number {
  return h > a ? 0 : h === a ? 1 : 2;
}

function pointsModel(o: PointsOutlook): ScoreModel {
  const exact = o.onePointScores && o.drawStands && o.match.meanHome + o.match.meanAway < EXACT_GOALS_BELOW;
  const projection = (scope: Scope, measure: Measure): ScoreProjection | null => {
    if (scope === null) return measure === 'score' ? o.match : null;
    const periods = o.periods;
    if (!periods || scope.to > periods.length) return null;
    return sum(periods.slice(scope.from - 1, scope.to));
  };
  const cache = new Map<string, readonly Cell[]>();
  return {
    cells(scope, measure, dim) {
      const s = projection(scope, measure);
      if (!s) return null;
      const key = `${scope?.from ?? 0}-${scope?.to ?? 0}-${exact ? 'joint' : dim}`;
      const known = cache.get(key);
      if (known) return known;
      let cells: Cell[];
      if (exact) cells = grid(s.home, s.away, s.meanHome, s.meanAway);
      else if (dim === 'margin') cells = normalCells(s.home - s.away + s.meanHome - s.meanAway, s.varHome + s.varAway, (k) => ({ h: k, a: 0 }));
      else if (dim === 'total') cells = normalCells(s.home + s.away + s.meanHome + s.meanAway, s.varHome + s.varAway, (k) => ({ h: k, a: 0 }));
      else if (dim === 'home') cells = normalCells(s.home + s.meanHome, s.varHome, (k) => ({ h: k, a: 0 }));
      else if (dim === 'away') cells = normalCells(s.away + s.meanAway, s.varAway, (k) => ({ h: 0, a: k }));
      else return null;
      cache.set(key, cells);
      return cells;
    },
    htft() {
      const periods = o.periods;
      const first = periods?.[0];
      const second = periods?.[1];
      if (!exact || !periods || periods.length !== 2 || !first || !second) return null;
      const half = grid(first.home, first.away, first.meanHome, first.meanAway);
      // The second half only matters through its margin: fold it to one distribution first.
      const margins = new Map<number, number>();
      for (const y of grid(second.home, second.away, second.meanHome, second.meanAway)) margins.set(y.h - y.a, (margins.get(y.h - y.a) ?? 0) + y.p);
      const out = new Array<number>(9).fill(0);
      for (const x of half) {
        const r1 = sign(x.h, x.a) * 3;
        for (const [d, p] of margins) {
          const i = r1 + sign(x.h - x.a + d, 0);
          out[i] = (out[i] ?? 0) + x.p * p;
        }
      }
      return out;
    },
    nextGoal(goal) {
      const m = o.match;
      if (!exact || goal !== m.home + m.away + 1) return null;
      const all = m.meanHome + m.meanAway;
      const none = Math.exp(-all);
      if (all <= 0) return [0, 1, 0];
      return [(m.meanHome / all) * (1 - none), none, (m.meanAway / all) * (1 - none)];
    },
    goalsSoFar: () => (exact ? o.match.home + o.match.away : null),
    expected(scope, measure) {
      const s = projection(scope, measure);
      return s ? { home: s.home + s.meanHome, away: s.away + s.meanAway } : null;
    },
  };
}

/** Final games (home, away) of one set from (h, a), each game won by home with p. */
function setGames(h0: number, a0: number, target: number, shape: SetShape, p: number): Cell[] {
  const out: Cell[] = [];
  let frontier = new Map<number, number>([[h0 * 100 + a0, 1]]);
  for (let guard = 0; frontier.size > 0 && guard < 60; guard++) {
    const next = new Map<number, number>();
    for (const [key, mass] of frontier) {
      const h = Math.floor(key / 100);
      const a = key % 100;
      const over =
        (shape.tiebreakAt !== null && Math.max(h, a) === shape.tiebreakAt + 1 && Math.min(h, a) === shape.tiebreakAt) ||
        (h >= target && h - a >= (shape.winBy2 ? 2 : 1)) ||
        (a >= target && a - h >= (shape.winBy2 ? 2 : 1));
      if (over) {
        out.push({ h, a, p: mass });
        continue;
      }
      next.set((h + 1) * 100 + a, (next.get((h + 1) * 100 + a) ?? 0) + mass * p);
      next.set(h * 100 + a + 1, (next.get(h * 100 + a + 1) ?? 0) + mass * (1 - p));
    }
    frontier = next;
  }
  return out;
}

function setsModel(o: SetsOutlook): ScoreModel {
  const set = o.set ?? 0;
  const items = o.items ?? [];
  const inPlay = o.inPlay ?? false;
  const completed = inPlay ? set - 1 : set;
  let games: Cell[] | null | undefined;
  const gamesCells = (): Cell[] | null => {
    const shape = o.setShape;
    const p = o.pointChance;
    // Game-level markets for tennis only (a tie-break bounds every set).
    if (!shape || p === undefined || shape.tiebreakAt === null) return null;
    let base = { h: 0, a: 0 };
    for (let i = 0; i < completed; i++) base = { h: base.h + (items[i]?.HomeScore ?? 0), a: base.a + (items[i]?.AwayScore ?? 0) };
    const result = new Map<number, number>();
    const setMemo = new Map<string, Cell[]>();
    const walk = (sh: number, sa: number, acc: Map<number, number>, first: boolean): void => {
      if (sh >= o.setsToWin || sa >= o.setsToWin) {
        for (const [k, v] of acc) result.set(k, (result.get(k) ?? 0) + v);
        return;
      }
      const deciding = sh + sa === o.setsToWin * 2 - 2;
      const target = deciding ? shape.lastSetPoints : shape.pointsToWin;
      const current = first && inPlay ? items[set - 1] : undefined;
      const key = `${current?.HomeScore ?? 0}:${current?.AwayScore ?? 0}:${target}`;
      let outcomes = setMemo.get(key);
      if (!outcomes) setMemo.set(key, (outcomes = setGames(current?.HomeScore ?? 0, current?.AwayScore ?? 0, target, shape, p)));
      const wonHome = new Map<number, number>();
      const wonAway = new Map<number, number>();
      for (const [key, mass] of acc) {
        for (const c of outcomes) {
          const into = c.h > c.a ? wonHome : wonAway;
          const k = key + c.h * 1000 + c.a;
          into.set(k, (into.get(k) ?? 0) + mass * c.p);
        }
      }
      if (wonHome.size > 0) walk(sh + 1, sa, wonHome, false);
      if (wonAway.size > 0) walk(sh, sa + 1, wonAway, false);
    };
    walk(o.setsHome, o.setsAway, new Map([[base.h * 1000 + base.a, 1]]), true);
    const cells: Cell[] = [];
    for (const [k, p2] of result) if (p2 > TINY) cells.push({ h: Math.floor(k / 1000), a: k % 1000, p: p2 });
    return cells;
  };
  return {
    cells(scope, measure) {
      if (scope === null && measure === 'score') {
        return setsDistribution(o.setsHome, o.setsAway, o.setsToWin, inPlay ? o.current : o.future, o.future).map((f) => ({ h: f.home, a: f.away, p: f.p }));
      }
      if (scope === null) {
        if (games === undefined) games = gamesCells();
        return games;
      }
      if (scope.from !== scope.to) return null;
      // One set's winner: over once it is finished; the set under way, or a later one.
      const n = scope.from;
      if (n <= completed) return null;
      const p = n === set && inPlay ? o.current : o.future;
      return [
        { h: 1, a: 0, p },
        { h: 0, a: 1, p: 1 - p },
      ];
    },
    htft: () => null,
    nextGoal: () => null,
    goalsSoFar: () => null,
    expected(scope, measure) {
      if (scope !== null || measure !== 'units') return null;
      if (games === undefined) games = gamesCells();
      if (!games) return null;
      let home = 0;
      let away = 0;
      for (const c of games) {
        home += c.h * c.p;
        away += c.a * c.p;
      }
      return { home, away };
    },
  };
}

const NONE: ScoreModel = { cells: () => null, htft: () => null, nextGoal: () => null, goalsSoFar: () => null, expected: () => null };

export function scoreModel(outlook: Outlook): ScoreModel {
  switch (outlook.kind) {
    case 'points':
      return pointsModel(outlook);
    case 'sets':
      return setsModel(outlook);
    case 'fixed':
      return NONE;
  }
}
