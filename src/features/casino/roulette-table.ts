/**
 * The European roulette table as the page draws it and the chips a player puts on it (issue #19).
 * Every spot on the felt is a bet the house's table accepts (schemas/casino-bets.ts checks the
 * same sets), placed in one of two orientations: across (a wide screen: zero on the left, three
 * rows of numbers) or down (a phone: zero on top, three columns). Splits, streets, corners and
 * lines are picked number by number: a pick that leaves one possible set places it.
 */
import {
  RED_NUMBERS,
  ROULETTE_MAX_PLACEMENTS,
  roulettePlacementSets,
  type RouletteBetInput,
  type RouletteKind,
} from '../../../schemas/casino-bets.ts';

export type PocketColour = 'red' | 'black' | 'green';
const RED = new Set(RED_NUMBERS);
export const pocketColour = (n: number): PocketColour => (n === 0 ? 'green' : RED.has(n) ? 'red' : 'black');

/** A grid area, 1-based lines as CSS grid counts them. */
export type Area = { readonly row: number; readonly col: number; readonly rows: number; readonly cols: number };

export type OutsideKind = Extract<RouletteKind, 'red' | 'black' | 'odd' | 'even' | 'low' | 'high'>;

export type SpotName =
  | { readonly type: 'number'; readonly number: number }
  | { readonly type: 'dozen'; readonly index: 0 | 1 | 2 }
  | { readonly type: 'column'; readonly index: 0 | 1 | 2 }
  | { readonly type: 'outside'; readonly kind: OutsideKind };

export type TableSpot = {
  /** Stable and unique: "n17", "dozen-1", "column-0", "red". */
  readonly key: string;
  readonly name: SpotName;
  readonly kind: RouletteKind;
  readonly numbers: readonly number[];
  readonly colour: PocketColour | null;
  readonly across: Area;
  readonly down: Area;
};

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const area = (row: number, col: number, rows = 1, cols = 1): Area => ({ row, col, rows, cols });

/** Across: 14 columns (zero, twelve streets, the column bets) × 5 rows (three of numbers, dozens, even-money bets). Down is its mirror. */
export const TABLE_COLUMNS_ACROSS = 14;
export const TABLE_ROWS_ACROSS = 5;

const OUTSIDE_ORDER: readonly OutsideKind[] = ['low', 'even', 'red', 'black', 'odd', 'high'];

function numberSpot(n: number): TableSpot {
  const street = Math.floor((n - 1) / 3);
  const place = (n - 1) % 3; // 0 for 1, 4, 7 …; 2 for 3, 6, 9 …
  return {
    key: `n${n}`,
    name: { type: 'number', number: n },
    kind: 'straight',
    numbers: [n],
    colour: pocketColour(n),
    across: area(3 - place, street + 2),
    down: area(street + 2, place + 1),
  };
}

function buildTable(): readonly TableSpot[] {
  const zero: TableSpot = { key: 'n0', name: { type: 'number', number: 0 }, kind: 'straight', numbers: [0], colour: 'green', across: area(1, 1, 3, 1), down: area(1, 1, 1, 3) };
  const numbers = range(1, 36).map(numberSpot);
  const columns = ([0, 1, 2] as const).map(
    (index): TableSpot => ({
      key: `column-${index}`,
      name: { type: 'column', index },
      kind: 'column',
      numbers: range(1, 36).filter((n) => (n - 1) % 3 === index),
      colour: null,
      across: area(3 - index, 14),
      down: area(14, index + 1),
    }),
  );
  const dozens = ([0, 1, 2] as const).map(
    (index): TableSpot => ({
      key: `dozen-${index}`,
      name: { type: 'dozen', index },
      kind: 'dozen',
      numbers: range(12 * index + 1, 12 * index + 12),
      colour: null,
      across: area(4, 2 + 4 * index, 1, 4),
      down: area(2 + 4 * index, 4, 4, 1),
    }),
  );
  const outside = OUTSIDE_ORDER.map((kind, i): TableSpot => {
    const [set] = roulettePlacementSets(kind);
    return { key: kind, name: { type: 'outside', kind }, kind, numbers: set ?? [], colour: kind === 'red' || kind === 'black' ? kind : null, across: area(5, 2 + 2 * i, 1, 2), down: area(2 + 2 * i, 5, 2, 1) };
  });
  return [zero, ...numbers, ...columns, ...dozens, ...outside];
}

export const TABLE_SPOTS: readonly TableSpot[] = buildTable();

// ---------------------------------------------------------------------------------------------
// Inside bets picked number by number.

export const INSIDE_KINDS = ['straight', 'split', 'street', 'corner', 'line'] as const satisfies readonly RouletteKind[];
export type InsideKind = (typeof INSIDE_KINDS)[number];

const candidates = (kind: InsideKind, picked: readonly number[]) => roulettePlacementSets(kind).filter((set) => picked.every((n) => set.includes(n)));

export type Pick = {
  /** Numbers picked so far towards a bet that is not yet decided. */
  readonly picked: readonly number[];
  /** The numbers of the bet to place now, once only one set fits the picks. */
  readonly place: readonly number[] | null;
};

/**
 * One click on a number while building a bet of `kind`: a picked number clicked again is taken
 * back; a number that fits no set with the earlier picks starts again from itself; when exactly
 * one set of the kind holds every pick, that set is the bet.
 */
export function pickNumber(kind: InsideKind, picked: readonly number[], n: number): Pick {
  if (picked.includes(n)) return { picked: picked.filter((p) => p !== n), place: null };
  let next = [...picked, n];
  let fits = candidates(kind, next);
  if (fits.length === 0) {
    next = [n];
    fits = candidates(kind, next);
  }
  if (fits.length === 0) return { picked: [], place: null };
  if (fits.length === 1) return { picked: [], place: [...fits[0]!].sort((a, b) => a - b) };
  return { picked: next, place: null };
}

/** The numbers that would still complete a bet with the picks so far (for the table to hint at). */
export function completingNumbers(kind: InsideKind, picked: readonly number[]): ReadonlySet<number> {
  if (picked.length === 0) return new Set();
  return new Set(candidates(kind, picked).flat().filter((n) => !picked.includes(n)));
}

// ---------------------------------------------------------------------------------------------
// Chips on the table.

export type TablePlacement = { readonly kind: RouletteKind; readonly numbers: readonly number[]; readonly stakeMinor: bigint };

const sameBet = (p: TablePlacement, kind: RouletteKind, numbers: readonly number[]) =>
  p.kind === kind && p.numbers.length === numbers.length && p.numbers.every((n, i) => n === numbers[i]);

const sorted = (numbers: readonly number[]) => [...numbers].sort((a, b) => a - b);

/** A chip on a spot: added to a chip already there, or a new placement (none beyond the house's count). */
export function addChip(placements: readonly TablePlacement[], kind: RouletteKind, numbers: readonly number[], stakeMinor: bigint): readonly TablePlacement[] {
  const set = sorted(numbers);
  const at = placements.findIndex((p) => sameBet(p, kind, set));
  if (at >= 0) return placements.map((p, i) => (i === at ? { ...p, stakeMinor: p.stakeMinor + stakeMinor } : p));
  if (placements.length >= ROULETTE_MAX_PLACEMENTS) return placements;
  return [...placements, { kind, numbers: set, stakeMinor }];
}

/** What is staked on one spot (0 when nothing). */
export function stakeOn(placements: readonly TablePlacement[], kind: RouletteKind, numbers: readonly number[]): bigint {
  const set = sorted(numbers);
  return placements.find((p) => sameBet(p, kind, set))?.stakeMinor ?? 0n;
}

/** Numbers covered by an inside bet other than a straight (the table marks them). */
export function coveredByInside(placements: readonly TablePlacement[]): ReadonlySet<number> {
  return new Set(placements.filter((p) => p.kind !== 'straight' && (INSIDE_KINDS as readonly string[]).includes(p.kind)).flatMap((p) => p.numbers));
}

export const totalStake = (placements: readonly TablePlacement[]): bigint => placements.reduce((sum, p) => sum + p.stakeMinor, 0n);

/** The wire bet (stakes as digit strings). */
export function rouletteBet(placements: readonly TablePlacement[]): RouletteBetInput {
  return { Placements: placements.map((p) => ({ Kind: p.kind, Numbers: [...p.numbers], StakeMinor: p.stakeMinor.toString() })) };
}

/** A round's bet read back from the wire form (anything unreadable is left out). */
export function placementsOfBet(bet: unknown): readonly TablePlacement[] {
  const list = (bet as { Placements?: unknown } | null)?.Placements;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: unknown) => {
    const p = item as { Kind?: unknown; Numbers?: unknown; StakeMinor?: unknown };
    if (typeof p.Kind !== 'string' || !Array.isArray(p.Numbers) || typeof p.StakeMinor !== 'string' || !/^\d+$/.test(p.StakeMinor)) return [];
    return [{ kind: p.Kind as RouletteKind, numbers: p.Numbers.filter((n): n is number => typeof n === 'number'), stakeMinor: BigInt(p.StakeMinor) }];
  });
}

/** A placement's numbers as the list shows them: "17", "17–18" (side by side), "1–2–4–5", "1–12". */
export function numbersText(kind: RouletteKind, numbers: readonly number[]): string {
  if (kind === 'dozen' || kind === 'low' || kind === 'high' || kind === 'line') return `${numbers[0]}–${numbers[numbers.length - 1]}`;
  if (kind === 'column') return `${numbers[0]}, ${numbers[1]} … ${numbers[numbers.length - 1]}`;
  if (kind === 'red' || kind === 'black' || kind === 'odd' || kind === 'even') return '';
  return numbers.join('–');
}
