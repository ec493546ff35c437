/**
 * The house's own casino games on the wire (issue #19): what a game page sends to play a round.
 * Stakes are integer minor units as digit strings (a JSON number would be a float), turned into
 * bigint here. Every bet is a strict object: a field the game does not know is refused rather than
 * ignored, so a page built for another game version cannot have part of its bet silently dropped.
 *
 * The roulette table layout lives here, not in domain/: a placement is checked against the real
 * table at the trust boundary, so an engine only ever sees bets a croupier would accept.
 */
import * as v from 'valibot';
import { MAX_AMOUNT_MINOR } from './wallet.ts';

/** A stake in minor units, e.g. "100" for 1.00 EUR. */
export const stakeMinorSchema = v.pipe(
  v.string('must be an amount in minor units as text, like "100"'),
  v.regex(/^\d{1,16}$/, 'must be a whole number of minor units, like "100"'),
  v.transform((text) => BigInt(text)),
  v.check((minor) => minor > 0n, 'must be more than zero'),
  v.check((minor) => minor <= MAX_AMOUNT_MINOR, 'is too large'),
);

// ---------------------------------------------------------------------------------------------
// Slots: the lines are fixed, so the stake is all a spin needs.

export const slotBetSchema = v.strictObject({ StakeMinor: stakeMinorSchema });
export type SlotBetInput = v.InferInput<typeof slotBetSchema>;
export type SlotBet = v.InferOutput<typeof slotBetSchema>;

// ---------------------------------------------------------------------------------------------
// European roulette.

export const ROULETTE_KINDS = ['straight', 'split', 'street', 'corner', 'line', 'dozen', 'column', 'red', 'black', 'odd', 'even', 'low', 'high'] as const;
export type RouletteKind = (typeof ROULETTE_KINDS)[number];

export const RED_NUMBERS: readonly number[] = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];
const RED = new Set(RED_NUMBERS);

/** A bet slip may hold many chips, but not so many that one request becomes expensive to settle. */
export const ROULETTE_MAX_PLACEMENTS = 200;

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const ONE_TO_36 = range(1, 36);

/**
 * Every set of numbers each kind may cover on a single-zero table. Numbers sit in twelve streets of
 * three (street s holds 3s+1, 3s+2, 3s+3) and three columns; zero touches 1, 2 and 3, which gives
 * the zero splits, the two trios (0-1-2, 0-2-3, played as streets) and the first four (0-1-2-3,
 * played as a corner).
 */
function layoutSets(kind: RouletteKind): number[][] {
  switch (kind) {
    case 'straight':
      return range(0, 36).map((n) => [n]);
    case 'split':
      return [
        [0, 1],
        [0, 2],
        [0, 3],
        ...ONE_TO_36.filter((n) => n % 3 !== 0).map((n) => [n, n + 1]),
        ...range(1, 33).map((n) => [n, n + 3]),
      ];
    case 'street':
      return [[0, 1, 2], [0, 2, 3], ...range(0, 11).map((s) => [3 * s + 1, 3 * s + 2, 3 * s + 3])];
    case 'corner':
      return [[0, 1, 2, 3], ...range(1, 32).filter((n) => n % 3 !== 0).map((n) => [n, n + 1, n + 3, n + 4])];
    case 'line':
      return range(0, 10).map((s) => range(3 * s + 1, 3 * s + 6));
    case 'dozen':
      return [range(1, 12), range(13, 24), range(25, 36)];
    case 'column':
      return [1, 2, 3].map((first) => ONE_TO_36.filter((n) => n % 3 === first % 3));
    case 'red':
      return [ONE_TO_36.filter((n) => RED.has(n))];
    case 'black':
      return [ONE_TO_36.filter((n) => !RED.has(n))];
    case 'odd':
      return [ONE_TO_36.filter((n) => n % 2 === 1)];
    case 'even':
      return [ONE_TO_36.filter((n) => n % 2 === 0)];
    case 'low':
      return [range(1, 18)];
    case 'high':
      return [range(19, 36)];
  }
}

const setKey = (numbers: readonly number[]) => [...numbers].sort((a, b) => a - b).join(',');
const LAYOUT = new Map(ROULETTE_KINDS.map((kind) => [kind, layoutSets(kind)] as const));
const LAYOUT_KEYS = new Map(ROULETTE_KINDS.map((kind) => [kind, new Set(layoutSets(kind).map(setKey))] as const));

/** How many numbers each kind covers: the return is stake × 36 / this. */
export const ROULETTE_KIND_SIZE = {
  straight: 1,
  split: 2,
  street: 3,
  corner: 4,
  line: 6,
  dozen: 12,
  column: 12,
  red: 18,
  black: 18,
  odd: 18,
  even: 18,
  low: 18,
  high: 18,
} as const satisfies Record<RouletteKind, number>;

const KIND_RULE: Record<RouletteKind, string> = {
  straight: 'a straight is one number from 0 to 36',
  split: 'a split is two numbers side by side on the table, like 17 and 18 or 17 and 20 (or 0 with 1, 2 or 3)',
  street: 'a street is a row of three, like 4-5-6 (or the trios 0-1-2 and 0-2-3)',
  corner: 'a corner is four numbers that meet at one point, like 1-2-4-5 (or the first four, 0-1-2-3)',
  line: 'a line is two neighbouring streets, like 1 to 6 or 4 to 9',
  dozen: 'a dozen is 1–12, 13–24 or 25–36',
  column: 'a column is the twelve numbers of one column: 1, 4 … 34; 2, 5 … 35; or 3, 6 … 36',
  red: 'red covers the eighteen red numbers',
  black: 'black covers the eighteen black numbers',
  odd: 'odd covers the eighteen odd numbers from 1 to 35',
  even: 'even covers the eighteen even numbers from 2 to 36',
  low: 'low covers 1 to 18',
  high: 'high covers 19 to 36',
};

/** Every number set a kind may cover (sorted), for a page building chips from the table it draws. */
export function roulettePlacementSets(kind: RouletteKind): readonly (readonly number[])[] {
  return LAYOUT.get(kind) ?? [];
}

export type PlacementProblem = { readonly field: 'Kind' | 'Numbers'; readonly message: string };

/** Why a placement is not a bet on a real single-zero table, naming the field at fault; null if it is one. */
export function roulettePlacementProblem(placement: { readonly Kind: string; readonly Numbers: readonly number[] }): PlacementProblem | null {
  const kind = ROULETTE_KINDS.find((k) => k === placement.Kind);
  if (kind === undefined) return { field: 'Kind', message: `must be one of: ${ROULETTE_KINDS.join(', ')}` };
  const numbers = placement.Numbers;
  if (numbers.some((n) => !Number.isInteger(n) || n < 0 || n > 36)) return { field: 'Numbers', message: 'must be whole numbers from 0 to 36' };
  if (new Set(numbers).size !== numbers.length) return { field: 'Numbers', message: 'must not repeat a number' };
  const size = ROULETTE_KIND_SIZE[kind];
  if (numbers.length !== size) return { field: 'Numbers', message: `${KIND_RULE[kind]}: ${size} number${size === 1 ? '' : 's'}, not ${numbers.length}` };
  if (!LAYOUT_KEYS.get(kind)?.has(setKey(numbers))) return { field: 'Numbers', message: KIND_RULE[kind] };
  return null;
}

const pocketSchema = v.pipe(v.number('must be a number from 0 to 36'), v.integer('must be a whole number'), v.minValue(0, 'must be 0 or more'), v.maxValue(36, 'must be 36 or less'));

export const roulettePlacementSchema = v.pipe(
  v.strictObject({
    Kind: v.picklist(ROULETTE_KINDS, `must be one of: ${ROULETTE_KINDS.join(', ')}`),
    Numbers: v.pipe(v.array(pocketSchema, 'must be a list of numbers'), v.minLength(1, 'must name at least one number'), v.maxLength(18, 'names at most 18 numbers')),
    StakeMinor: stakeMinorSchema,
  }),
  v.forward(
    v.partialCheck(
      [['Kind'], ['Numbers']],
      (placement) => roulettePlacementProblem(placement) === null,
      (issue) => roulettePlacementProblem(issue.input as { Kind: string; Numbers: number[] })?.message ?? 'is not on the table',
    ),
    ['Numbers'],
  ),
);
export type RoulettePlacement = v.InferOutput<typeof roulettePlacementSchema>;

export const rouletteBetSchema = v.strictObject({
  Placements: v.pipe(
    v.array(roulettePlacementSchema, 'must be a list of placements'),
    v.minLength(1, 'must hold at least one placement'),
    v.maxLength(ROULETTE_MAX_PLACEMENTS, `holds at most ${ROULETTE_MAX_PLACEMENTS} placements`),
  ),
});
export type RouletteBetInput = v.InferInput<typeof rouletteBetSchema>;
export type RouletteBet = v.InferOutput<typeof rouletteBetSchema>;

// ---------------------------------------------------------------------------------------------
// Blackjack: one stake to deal; the hand is then played by actions, one request each.

export const blackjackBetSchema = v.strictObject({ StakeMinor: stakeMinorSchema });
export type BlackjackBetInput = v.InferInput<typeof blackjackBetSchema>;
export type BlackjackBet = v.InferOutput<typeof blackjackBetSchema>;

export const BLACKJACK_ACTIONS = ['hit', 'stand', 'double', 'split'] as const;
export type BlackjackAction = (typeof BLACKJACK_ACTIONS)[number];
export const blackjackActionSchema = v.picklist(BLACKJACK_ACTIONS, `must be one of: ${BLACKJACK_ACTIONS.join(', ')}`);

// ---------------------------------------------------------------------------------------------
// Baccarat (punto banco): a stake on any of the three sides, each at most once.

export const BACCARAT_SIDES = ['player', 'banker', 'tie'] as const;
export type BaccaratSide = (typeof BACCARAT_SIDES)[number];

export const baccaratPlacementSchema = v.strictObject({
  Side: v.picklist(BACCARAT_SIDES, `must be one of: ${BACCARAT_SIDES.join(', ')}`),
  StakeMinor: stakeMinorSchema,
});

export const baccaratBetSchema = v.strictObject({
  Placements: v.pipe(
    v.array(baccaratPlacementSchema, 'must be a list of placements'),
    v.minLength(1, 'must hold at least one placement'),
    v.maxLength(BACCARAT_SIDES.length, `holds at most ${BACCARAT_SIDES.length} placements`),
    v.check((placements) => new Set(placements.map((p) => p.Side)).size === placements.length, 'must name each side at most once'),
  ),
});
export type BaccaratBetInput = v.InferInput<typeof baccaratBetSchema>;
export type BaccaratBet = v.InferOutput<typeof baccaratBetSchema>;

// ---------------------------------------------------------------------------------------------
// Crash: the round cashes out by itself at the target, if the rocket gets there.

export const CRASH_MIN_TARGET = 101;
export const CRASH_MAX_TARGET = 100_000;

export const crashBetSchema = v.strictObject({
  StakeMinor: stakeMinorSchema,
  /** The cash-out multiplier in hundredths: 250 cashes out at 2.50×. */
  TargetHundredths: v.pipe(
    v.number('must be a multiplier in hundredths, like 250 for 2.50×'),
    v.integer('must be a whole number of hundredths'),
    v.minValue(CRASH_MIN_TARGET, 'must be at least 101 (1.01×)'),
    v.maxValue(CRASH_MAX_TARGET, 'must be at most 100000 (1000.00×)'),
  ),
});
export type CrashBetInput = v.InferInput<typeof crashBetSchema>;
export type CrashBet = v.InferOutput<typeof crashBetSchema>;
