/**
 * The generic 5-reel line slot (issue #19). A game is a configuration: symbols, reel strips, the
 * paylines, the paytable, scatters that award free spins, and optionally wilds that expand to fill
 * their reel. Each reel stops at one float's uniform pick over its strip and shows `rows` symbols
 * down from that stop (the strip wraps). All pays are whole multiples of the line bet, so a round's
 * win is an integer count of line bets and only the final payout is rounded:
 * payout = ⌊stake × win / lines⌋.
 *
 * The declared RTP of each game is derived exactly from its configuration by `slotRtp` (which the
 * unit tests hold the declared figure to) and confirmed by simulation.
 */
import { slotBetSchema, type SlotBet } from '../../schemas/casino-bets.ts';
import type { InstantEngine, Volatility } from './engine.ts';
import type { FloatSource } from './fair.ts';

export const REELS = 5;

export const SYMBOL_KINDS = { regular: 'regular', wild: 'wild', scatter: 'scatter' } as const;
export type SymbolKind = (typeof SYMBOL_KINDS)[keyof typeof SYMBOL_KINDS];
export type SlotSymbol = { readonly id: string; readonly kind: SymbolKind };

/** Pays for 1, 2, 3, 4 and 5 of a kind on a line, in line bets. */
export type LinePays = readonly [number, number, number, number, number];

export type SlotConfig = {
  readonly volatility: Volatility;
  /** The declared RTP: `slotRtp(config)`, written out so a change of strips shows in review. */
  readonly rtp: number;
  readonly rows: number;
  /** The first symbol of kind wild is the wild, the first of kind scatter the scatter; one of each. */
  readonly symbols: readonly SlotSymbol[];
  /** Line pays by symbol id; the wild pays on its own too when the wild run pays more. */
  readonly pays: Readonly<Record<string, LinePays>>;
  /** Scatter pays by how many landed anywhere (index 0 to 5), in line bets. */
  readonly scatterPays: readonly number[];
  /** Each payline names the row it crosses on each reel (0 is the top row). */
  readonly lines: readonly (readonly number[])[];
  readonly reels: readonly (readonly string[])[];
  readonly freeSpinReels: readonly (readonly string[])[];
  readonly freeSpins: {
    /** Free spins awarded by how many scatters landed (index 0 to 5), in the base game and again in free spins. */
    readonly awards: readonly number[];
    /** Every free-spin win is multiplied by this. */
    readonly multiplier: number;
    /** At most this many free spins in one round, retriggers included. */
    readonly cap: number;
  };
  /** Reels (0-based) where a landed wild expands to cover the whole reel before lines are paid. */
  readonly expandingWildReels: readonly number[];
};

export type SlotLineWin = { readonly line: number; readonly symbol: string; readonly count: number; readonly pay: number };

export type SlotSpin = {
  readonly stops: readonly number[];
  /** grid[reel][row] as the reels landed, top row first (before any wild expands). */
  readonly grid: readonly (readonly string[])[];
  readonly expandedReels: readonly number[];
  readonly lines: readonly SlotLineWin[];
  readonly scatters: number;
  readonly scatterPay: number;
  /** Free spins this spin added to the round (after the cap). */
  readonly freeSpinsAwarded: number;
  readonly multiplier: number;
  /** (line pays + scatter pay) × multiplier, in line bets. */
  readonly win: number;
};

export type SlotOutcome = {
  readonly lineCount: number;
  readonly spin: SlotSpin;
  readonly freeSpins: readonly SlotSpin[];
  /** The base spin's and every free spin's win, in line bets. */
  readonly totalWin: number;
  readonly payoutMinor: string;
};

export type SlotEngine = InstantEngine<'slot', SlotBet, SlotOutcome> & {
  readonly config: SlotConfig;
  /** A round's win in line bets, without the outcome's account of it: what play pays from, for the RTP simulations. */
  roundWin(source: FloatSource): number;
};

/** The configuration with symbols as small integers, which the spin loop and the maths share. */
type Compiled = {
  readonly ids: readonly string[];
  readonly wild: number;
  readonly scatter: number;
  readonly rows: number;
  /** pays[symbol][count], count 0 to 5. */
  readonly pays: readonly (readonly number[])[];
  /** The same as pays[symbol * 6 + count], which the spin loop reads faster. */
  readonly flatPays: Int32Array;
  /** The pay for one of a kind, by symbol: all a line whose first two symbols differ can win. */
  readonly oneOfAKind: Int32Array;
  readonly scatterPays: readonly number[];
  readonly lines: readonly (readonly number[])[];
  /** Each line's cells as indexes into a reel-major grid (reel × rows + row). */
  readonly lineCells: readonly (readonly number[])[];
  readonly base: readonly Int32Array[];
  readonly free: readonly Int32Array[];
  readonly expanding: readonly boolean[];
  readonly awards: readonly number[];
  readonly multiplier: number;
  readonly cap: number;
};

function compile(config: SlotConfig): Compiled {
  const ids = config.symbols.map((s) => s.id);
  const index = new Map(ids.map((id, i) => [id, i]));
  const wild = config.symbols.findIndex((s) => s.kind === 'wild');
  const scatter = config.symbols.findIndex((s) => s.kind === 'scatter');
  if (wild < 0 || scatter < 0) throw new Error('a slot needs a wild and a scatter');
  const strips = (reels: readonly (readonly string[])[], name: string) => {
    if (reels.length !== REELS) throw new Error(`${name}: a slot has ${REELS} reels`);
    return reels.map((strip, r) => {
      const ints = Int32Array.from(strip, (id) => {
        const i = index.get(id);
        if (i === undefined) throw new Error(`${name}[${r}]: unknown symbol ${id}`);
        return i;
      });
      // One scatter at most in any window keeps a spin's scatter count at most one a reel, as the paytable assumes.
      const at = [...ints.keys()].filter((i) => ints[i] === scatter);
      for (let a = 0; a < at.length; a++) {
        const gap = (at[(a + 1) % at.length]! - at[a]! + ints.length) % ints.length || ints.length;
        if (gap < config.rows) throw new Error(`${name}[${r}]: scatters closer than ${config.rows} stops`);
      }
      return ints;
    });
  };
  const pays = ids.map((id) => [0, ...(config.pays[id] ?? [0, 0, 0, 0, 0])]);
  if (config.lines.some((line) => line.length !== REELS || line.some((row) => row < 0 || row >= config.rows))) throw new Error('a payline crosses every reel within the rows');
  return {
    ids,
    wild,
    scatter,
    rows: config.rows,
    pays,
    flatPays: Int32Array.from(pays.flat()),
    oneOfAKind: Int32Array.from(pays, (p) => p[1]!),
    scatterPays: Array.from({ length: REELS + 1 }, (_, k) => config.scatterPays[k] ?? 0),
    lines: config.lines,
    lineCells: config.lines.map((line) => line.map((row, reel) => reel * config.rows + row)),
    base: strips(config.reels, 'reels'),
    free: strips(config.freeSpinReels, 'freeSpinReels'),
    expanding: Array.from({ length: REELS }, (_, r) => config.expandingWildReels.includes(r)),
    awards: Array.from({ length: REELS + 1 }, (_, k) => config.freeSpins.awards[k] ?? 0),
    multiplier: config.freeSpins.multiplier,
    cap: config.freeSpins.cap,
  };
}

/**
 * A line's pay for the symbols it crosses, left to right: the leading wilds pay as wilds, or stand in
 * for the first other symbol, whichever pays more. A scatter is never part of a line.
 * Returns pay, symbol and count packed as pay * 1024 + symbol * 8 + count (allocation-free: the spin
 * loop runs this tens of millions of times in the RTP tests).
 */
function linePay(c: Compiled, cells: ArrayLike<number>, at: readonly number[]): number {
  const wild = c.wild;
  const pays = c.flatPays;
  let run = 0;
  while (run < REELS && cells[at[run]!] === wild) run++;
  let best = run > 0 ? pays[wild * 6 + run]! : 0;
  let symbol = wild;
  let count = run;
  if (run < REELS) {
    const first = cells[at[run]!]!;
    if (first !== c.scatter) {
      let n = run + 1;
      while (n < REELS) {
        const next = cells[at[n]!];
        if (next !== first && next !== wild) break;
        n++;
      }
      const pay = pays[first * 6 + n]!;
      if (pay > best) {
        best = pay;
        symbol = first;
        count = n;
      }
    }
  }
  return best * 1024 + symbol * 8 + count;
}

/** The grid the lines are paid on (reel-major, wilds expanded), shared: engines never re-enter. */
const cells: number[] = [];

/** Lands the reels at `stops` into `cells`, expanding wilds; returns how many scatters landed (before any expansion covers them). */
function land(c: Compiled, strips: readonly Int32Array[], stops: ArrayLike<number>): number {
  const { rows, wild, scatter } = c;
  let scatters = 0;
  for (let r = 0; r < REELS; r++) {
    const strip = strips[r]!;
    const stop = stops[r]!;
    let hasWild = false;
    for (let row = 0; row < rows; row++) {
      const s = strip[(stop + row) % strip.length]!;
      cells[r * rows + row] = s;
      if (s === scatter) scatters++;
      else if (s === wild) hasWild = true;
    }
    if (hasWild && c.expanding[r]) for (let row = 0; row < rows; row++) cells[r * rows + row] = wild;
  }
  return scatters;
}

function linesWin(c: Compiled): number {
  const { wild, lineCells, oneOfAKind } = c;
  let win = 0;
  for (let l = 0; l < lineCells.length; l++) {
    const at = lineCells[l]!;
    const first = cells[at[0]!]!;
    const second = cells[at[1]!]!;
    // Most lines end at the second reel, unpaid: settle those without the full walk.
    if (first !== second && first !== wild && second !== wild && oneOfAKind[first] === 0) continue;
    win += Math.floor(linePay(c, cells, at) / 1024);
  }
  return win;
}

type SpinSeen = (strips: readonly Int32Array[], stops: readonly number[], multiplier: number, awardedBefore: number) => void;

const stopsScratch: number[] = [0, 0, 0, 0, 0];

/**
 * One round's win in line bets — the base spin, then every free spin it awarded and those awarded
 * in turn — which the payout is computed from. `seen` is shown each spin's stops as it is played
 * (play builds the outcome from them); the RTP simulations pass none and skip that work.
 */
function roundWin(c: Compiled, source: FloatSource, seen: SpinSeen | null): number {
  let total = 0;
  let awarded = 0;
  let played = -1;
  let strips = c.base;
  let multiplier = 1;
  while (played < awarded) {
    for (let r = 0; r < REELS; r++) stopsScratch[r] = Math.floor(source.next() * strips[r]!.length);
    const scatters = land(c, strips, stopsScratch);
    total += (linesWin(c) + c.scatterPays[scatters]!) * multiplier;
    if (seen) seen(strips, stopsScratch, multiplier, awarded);
    awarded += Math.min(c.awards[scatters]!, c.cap - awarded);
    played++;
    strips = c.free;
    multiplier = c.multiplier;
  }
  return total;
}

/** The outcome's account of one spin, rebuilt from its stops. */
function describe(c: Compiled, strips: readonly Int32Array[], stops: readonly number[], multiplier: number, awardedBefore: number): SlotSpin {
  const scatters = land(c, strips, stops);
  const grid = strips.map((strip, r) => Array.from({ length: c.rows }, (_, row) => c.ids[strip[(stops[r]! + row) % strip.length]!]!));
  const expandedReels: number[] = [];
  for (let r = 0; r < REELS; r++) if (c.expanding[r] && grid[r]!.includes(c.ids[c.wild]!)) expandedReels.push(r);
  const lines: SlotLineWin[] = [];
  let linesTotal = 0;
  for (let l = 0; l < c.lineCells.length; l++) {
    const packed = linePay(c, cells, c.lineCells[l]!);
    if (packed < 1024) continue;
    const pay = Math.floor(packed / 1024);
    linesTotal += pay;
    lines.push({ line: l, symbol: c.ids[(packed >> 3) & 127]!, count: packed & 7, pay });
  }
  const scatterPay = c.scatterPays[scatters]!;
  const freeSpinsAwarded = Math.min(c.awards[scatters]!, c.cap - awardedBefore);
  return { stops: [...stops], grid, expandedReels, lines, scatters, scatterPay, freeSpinsAwarded, multiplier, win: (linesTotal + scatterPay) * multiplier };
}

export function createSlot(config: SlotConfig): SlotEngine {
  const c = compile(config);
  const lineCount = BigInt(c.lines.length);
  const maxWinLines = BigInt(slotMaxWin(config));
  return {
    kind: 'slot',
    rtp: config.rtp,
    config,
    betSchema: slotBetSchema,
    stakeOf: (bet) => bet.StakeMinor,
    maxWin: (bet) => (bet.StakeMinor * maxWinLines) / lineCount,
    roundWin: (source) => roundWin(c, source, null),
    play(bet, source) {
      const spins: SlotSpin[] = [];
      const totalWin = roundWin(c, source, (strips, stops, multiplier, awarded) => spins.push(describe(c, strips, stops, multiplier, awarded)));
      const payout = payoutFor(bet.StakeMinor, totalWin, lineCount);
      const outcome = { lineCount: c.lines.length, spin: spins[0]!, freeSpins: spins.slice(1), totalWin, payoutMinor: payout.toString() };
      return { outcome, payout };
    },
  };
}

/** payout = ⌊stake × win / lines⌋: pays are in line bets and the stake buys every line. */
export function payoutFor(stake: bigint, totalWin: number, lineCount: bigint): bigint {
  return totalWin === 0 ? 0n : (stake * BigInt(totalWin)) / lineCount;
}

/**
 * No round wins more line bets than this: every line at the top pay and the top scatter pay, on the
 * base spin and on every free spin up to the cap. A bound, not a combination that can land.
 */
export function slotMaxWin(config: SlotConfig): number {
  const c = compile(config);
  const topLine = Math.max(...c.pays.flat());
  const perSpin = c.lines.length * topLine + Math.max(...c.scatterPays);
  return perSpin + c.cap * c.multiplier * perSpin;
}

// ---------------------------------------------------------------------------------------------
// The exact maths. Reels stop independently and uniformly, so a payline's symbols are independent
// across reels: its expected pay is a sum over the symbols each reel can show on that line's row,
// weighted by how many stops show them there. Weights are integers and so is every partial sum
// (below 2^53), so the line and scatter expectations are exact rationals; only the free-spin chain
// is solved in floating point.

/** For each reel, how many of its stops show each symbol on the given row, after wilds expand. */
function rowCounts(c: Compiled, strips: readonly Int32Array[], reel: number, row: number): Map<number, number> {
  const strip = strips[reel]!;
  const counts = new Map<number, number>();
  for (let stop = 0; stop < strip.length; stop++) {
    let shown = strip[(stop + row) % strip.length]!;
    if (c.expanding[reel]) {
      for (let k = 0; k < c.rows; k++) if (strip[(stop + k) % strip.length] === c.wild) shown = c.wild;
    }
    counts.set(shown, (counts.get(shown) ?? 0) + 1);
  }
  return counts;
}

export type SlotMaths = {
  /** Expected line pays of one spin, in line bets (all lines together). */
  readonly lineWin: number;
  /** Probability of k scatters, k = 0..5. */
  readonly scatterOdds: readonly number[];
  readonly scatterWin: number;
};

function spinMaths(c: Compiled, strips: readonly Int32Array[]): SlotMaths {
  let lineWin = 0;
  const stopsProduct = strips.reduce((p, s) => p * s.length, 1);
  const tuple = new Int32Array(REELS);
  const identity = [0, 1, 2, 3, 4];
  for (const line of c.lines) {
    const dists = line.map((row, reel) => [...rowCounts(c, strips, reel, row)]);
    let sum = 0;
    const walk = (reel: number, weight: number) => {
      if (reel === REELS) {
        const pay = Math.floor(linePay(c, tuple, identity) / 1024);
        sum += weight * pay;
        return;
      }
      for (const [symbol, count] of dists[reel]!) {
        tuple[reel] = symbol;
        walk(reel + 1, weight * count);
      }
    };
    walk(0, 1);
    lineWin += sum / stopsProduct;
  }
  let odds = [1];
  for (const strip of strips) {
    let hits = 0;
    for (let stop = 0; stop < strip.length; stop++) {
      for (let k = 0; k < c.rows; k++) if (strip[(stop + k) % strip.length] === c.scatter) hits++;
    }
    const p = hits / strip.length;
    const next = new Array<number>(odds.length + 1).fill(0);
    odds.forEach((q, k) => {
      next[k]! += q * (1 - p);
      next[k + 1]! += q * p;
    });
    odds = next;
  }
  const scatterWin = odds.reduce((sum, p, k) => sum + p * (c.scatterPays[k] ?? 0), 0);
  return { lineWin, scatterOdds: odds, scatterWin };
}

/** Expected number of free spins a round plays when it starts with `first`, retriggers and cap included. */
function expectedFreeSpins(c: Compiled, retrigger: readonly number[], first: number): number {
  const cap = c.cap;
  let live = new Float64Array(cap + 1);
  live[Math.min(first, cap)] = 1;
  let expected = 0;
  for (let played = 0; played <= cap; played++) {
    // Rounds whose awarded spins are all played stop here; the others play spin number played + 1.
    expected += live[played]! * played;
    const next = new Float64Array(cap + 1);
    for (let awarded = played + 1; awarded <= cap; awarded++) {
      const p = live[awarded]!;
      if (p === 0) continue;
      for (let k = 0; k <= REELS; k++) next[Math.min(cap, awarded + (c.awards[k] ?? 0))]! += p * retrigger[k]!;
    }
    live = next;
  }
  return expected;
}

export type SlotRtp = {
  readonly rtp: number;
  readonly base: SlotMaths;
  readonly free: SlotMaths;
  /** Probability that a base spin awards free spins. */
  readonly freeSpinOdds: number;
  /** Expected free spins played when they are awarded. */
  readonly freeSpinsPerAward: number;
  /** Parts of the RTP: base-game lines, base-game scatters, free spins. */
  readonly parts: { readonly lines: number; readonly scatters: number; readonly freeSpins: number };
};

/** The exact RTP of a slot configuration, with its parts. */
export function slotRtp(config: SlotConfig): SlotRtp {
  const c = compile(config);
  const lines = c.lines.length;
  const base = spinMaths(c, c.base);
  const free = spinMaths(c, c.free);
  const freeSpinValue = c.multiplier * (free.lineWin + free.scatterWin);
  let freeSpinOdds = 0;
  let freeWin = 0;
  for (let k = 0; k <= REELS; k++) {
    if ((c.awards[k] ?? 0) === 0) continue;
    const spins = expectedFreeSpins(c, free.scatterOdds, c.awards[k]!);
    freeSpinOdds += base.scatterOdds[k]!;
    freeWin += base.scatterOdds[k]! * spins * freeSpinValue;
  }
  const parts = { lines: base.lineWin / lines, scatters: base.scatterWin / lines, freeSpins: freeWin / lines };
  return {
    rtp: parts.lines + parts.scatters + parts.freeSpins,
    base,
    free,
    freeSpinOdds,
    freeSpinsPerAward: freeSpinOdds === 0 ? 0 : freeWin / freeSpinOdds / freeSpinValue,
    parts,
  };
}

/** The standard 20 paylines of a 5×3 slot; a 10-line game plays the first ten. */
export const PAYLINES_20: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 2, 0, 2, 0],
  [2, 0, 2, 0, 2],
  [1, 0, 2, 0, 1],
];
