/**
 * A slot round as the page shows it (issue #19): which cells of the 5×3 grid a winning line runs
 * through, what a line win is in money, the paytable read from the game's configuration, and how
 * each symbol is drawn (a shape and a colour; slot-symbol.tsx draws them, no images). Types only
 * from the engine: the verify page draws grids without loading the games.
 */
import type { SlotConfig, SlotSpin, SymbolKind } from '../../../domain/casino/slot-engine.ts';

export const cellKey = (reel: number, row: number): string => `${reel}:${row}`;

/**
 * Each winning cell of a spin and the wins (indexes into spin.lines) that run through it. A line
 * pays its symbols from the leftmost reel, so a win of `count` covers the line's first count cells.
 * A scatter pay lights every scatter, as win number spin.lines.length.
 */
export function winningCells(spin: SlotSpin, lines: readonly (readonly number[])[], scatter: string | null = null): ReadonlyMap<string, readonly number[]> {
  const cells = new Map<string, number[]>();
  spin.lines.forEach((win, index) => {
    const rows = lines[win.line];
    if (!rows) return;
    for (let reel = 0; reel < Math.min(win.count, rows.length); reel++) {
      const key = cellKey(reel, rows[reel]!);
      cells.set(key, [...(cells.get(key) ?? []), index]);
    }
  });
  if (scatter !== null && spin.scatterPay > 0) {
    spin.grid.forEach((reel, r) =>
      reel.forEach((id, row) => {
        if (id === scatter) cells.set(cellKey(r, row), [...(cells.get(cellKey(r, row)) ?? []), spin.lines.length]);
      }),
    );
  }
  return cells;
}

/** A pay in line bets as money: stake × pay × multiplier / lines, rounded down (the house rounds the round's sum only, so this is what the line adds, to the minor unit). */
export function lineBetsMinor(stakeMinor: bigint, lineCount: number, lineBets: number, multiplier = 1): bigint {
  if (lineCount <= 0) return 0n;
  return (stakeMinor * BigInt(lineBets) * BigInt(multiplier)) / BigInt(lineCount);
}

export type Pay = { readonly count: number; readonly lineBets: number };
export type PaytableRow = { readonly symbol: string; readonly kind: SymbolKind; readonly pays: readonly Pay[] };

export type Paytable = {
  /** Symbols that pay on a line, highest top pay first; the wild among them when it pays on its own. */
  readonly rows: readonly PaytableRow[];
  readonly wild: string;
  readonly scatter: string;
  /** Scatter pays by count landed anywhere (only counts that pay). */
  readonly scatterPays: readonly Pay[];
  /** Free spins by scatters landed (only counts that award some). */
  readonly freeSpins: readonly { readonly count: number; readonly spins: number }[];
  readonly multiplier: number;
  readonly cap: number;
  readonly lines: number;
  /** Reels where a wild fills its reel, 1-based for the player. */
  readonly expandingReels: readonly number[];
};

const paysOf = (pays: readonly number[]): Pay[] => pays.map((lineBets, i) => ({ count: i + 1, lineBets })).filter((p) => p.lineBets > 0);

export function paytable(config: SlotConfig): Paytable {
  const wild = config.symbols.find((s) => s.kind === 'wild')?.id ?? '';
  const scatter = config.symbols.find((s) => s.kind === 'scatter')?.id ?? '';
  const rows = config.symbols
    .filter((s) => s.kind !== 'scatter')
    .map((s) => ({ symbol: s.id, kind: s.kind, pays: paysOf(config.pays[s.id] ?? []) }))
    .filter((row) => row.pays.length > 0)
    .sort((a, b) => Math.max(...b.pays.map((p) => p.lineBets)) - Math.max(...a.pays.map((p) => p.lineBets)));
  return {
    rows,
    wild,
    scatter,
    scatterPays: paysOf(config.scatterPays.slice(1)),
    freeSpins: config.freeSpins.awards.map((spins, count) => ({ count, spins })).filter((a) => a.spins > 0),
    multiplier: config.freeSpins.multiplier,
    cap: config.freeSpins.cap,
    lines: config.lines.length,
    expandingReels: config.expandingWildReels.map((r) => r + 1),
  };
}

// ---------------------------------------------------------------------------------------------
// How each symbol looks: a shape slot-symbol.tsx knows how to draw, in a colour.

export type SymbolShape =
  | 'cherries'
  | 'lemon'
  | 'orange'
  | 'plum'
  | 'grapes'
  | 'melon'
  | 'bell'
  | 'seven'
  | 'rainbow'
  | 'star'
  | 'oval-gem'
  | 'hex-gem'
  | 'round-gem'
  | 'step-gem'
  | 'rhomb-gem'
  | 'brilliant'
  | 'crown'
  | 'geode'
  | 'letter'
  | 'scarab'
  | 'ankh'
  | 'eye'
  | 'queen-head'
  | 'mask'
  | 'coffin';

export type SymbolLook = {
  readonly shape: SymbolShape;
  readonly colour: string;
  readonly letter?: string;
  /** Written across the foot of a shape that does not say by itself what it does ("WILD"). */
  readonly badge?: string;
};

const LOOKS: Readonly<Record<string, SymbolLook>> = {
  cherry: { shape: 'cherries', colour: '#ff4d6d' },
  lemon: { shape: 'lemon', colour: '#ffe066' },
  orange: { shape: 'orange', colour: '#ff922b' },
  plum: { shape: 'plum', colour: '#9775fa' },
  grape: { shape: 'grapes', colour: '#cc5de8' },
  melon: { shape: 'melon', colour: '#51cf66' },
  bell: { shape: 'bell', colour: '#fcc419' },
  seven: { shape: 'seven', colour: '#ff6b6b' },
  rainbow: { shape: 'rainbow', colour: '#74c0fc' },
  pinata: { shape: 'star', colour: '#f783ac' },
  topaz: { shape: 'oval-gem', colour: '#ffa94d' },
  amethyst: { shape: 'hex-gem', colour: '#b197fc' },
  opal: { shape: 'round-gem', colour: '#e9ecef' },
  emerald: { shape: 'step-gem', colour: '#40c057' },
  sapphire: { shape: 'rhomb-gem', colour: '#4dabf7' },
  ruby: { shape: 'brilliant', colour: '#fa5252' },
  crown: { shape: 'crown', colour: '#fcc419' },
  diamond: { shape: 'brilliant', colour: '#c5f6fa', badge: 'WILD' },
  geode: { shape: 'geode', colour: '#da77f2' },
  ten: { shape: 'letter', colour: '#74c0fc', letter: '10' },
  jack: { shape: 'letter', colour: '#63e6be', letter: 'J' },
  queen: { shape: 'letter', colour: '#f783ac', letter: 'Q' },
  king: { shape: 'letter', colour: '#ffa94d', letter: 'K' },
  ace: { shape: 'letter', colour: '#ff6b6b', letter: 'A' },
  scarab: { shape: 'scarab', colour: '#38d9a9' },
  ankh: { shape: 'ankh', colour: '#ffd43b' },
  horus: { shape: 'eye', colour: '#4dabf7' },
  cleopatra: { shape: 'queen-head', colour: '#e599f7' },
  pharaoh: { shape: 'mask', colour: '#fcc419' },
  sarcophagus: { shape: 'coffin', colour: '#e8b04b' },
};

/** A symbol's look; an id the page does not know is drawn as its first letter. */
export function symbolLook(id: string): SymbolLook {
  return LOOKS[id] ?? { shape: 'letter', colour: '#adb5bd', letter: (id[0] ?? '?').toUpperCase() };
}

export const KNOWN_SYMBOLS: readonly string[] = Object.keys(LOOKS);
