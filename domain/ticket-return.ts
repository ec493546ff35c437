/**
 * What a ticket returns once its selections ("legs") have results (SPEC ENM-02), pure and exact.
 *
 * A ticket is a list of LINES. A line is one stake (bigint minor units) and the indexes of the legs
 * it combines: a single is one line of one leg, a combo one line of every leg, a system bet many
 * lines (one per combination, each with its own stake). Other bet types are built from lines too:
 * whatever generates a ticket's lines (system, teaser; if-bet and reverse extend this module with a
 * chained rule) hands them here, and this module alone turns results into money.
 *
 * Each leg contributes a factor by its result (ENM-02):
 *   win = odds · lost = 0 · cancelled or refund = 1 (a void leg drops out of the line at odds 1) ·
 *   half-win = (1 + odds) / 2 (half the stake wins, half is refunded) ·
 *   half-lose = 1/2 (half the stake is lost, half is refunded).
 * A line returns stake × Π factors. Odds carry three decimals (bet-maths.ts: thousandths), so every
 * factor is an integer over 2000 and the product is an exact fraction; the line's return is rounded
 * DOWN to the minor unit ONCE, at the end, never per leg. The house never pays a fraction it does not
 * owe, and the error is below one minor unit per line. A ticket returns the sum of its lines' returns.
 *
 * Decided: a line is decided when every leg it needs has a result, or as soon as one of them is lost
 * (it returns 0 whatever the others do). A ticket is decided when every line is.
 */
import { BET_RESULTS, type BetResult } from '../schemas/results.ts';
import { ODDS_SCALE } from './bet-maths.ts';

/** One selection of a ticket: the price it was taken at (thousandths) and its result so far. */
export interface ReturnLeg {
  readonly oddsMilli: number;
  /** ENM-02; pending (0) while the leg's match is not decided. */
  readonly result: BetResult;
}

/** One stake on a combination of legs (indexes into the ticket's legs, each at most once). */
export interface TicketLine {
  readonly stakeMinor: bigint;
  readonly legs: readonly number[];
}

/** How a decided ticket ended, for its status: nothing back, every leg void (stake back), or a return. */
export type TicketOutcome = 'won' | 'lost' | 'void';

export type TicketReturn =
  | { readonly decided: false }
  | { readonly decided: true; readonly payoutMinor: bigint; readonly outcome: TicketOutcome };

/** Every factor is this many parts: 2 × 1000, so half-win (1000 + odds) / 2000 stays whole. */
const FACTOR_SCALE = 2n * ODDS_SCALE;

/** A leg's factor over FACTOR_SCALE, or null while it is pending. */
export function legFactor(leg: ReturnLeg): bigint | null {
  const odds = BigInt(leg.oddsMilli);
  switch (leg.result) {
    case BET_RESULTS.pending:
      return null;
    case BET_RESULTS.win:
      return 2n * odds;
    case BET_RESULTS.lost:
      return 0n;
    case BET_RESULTS.cancelled:
    case BET_RESULTS.refund:
      return FACTOR_SCALE;
    case BET_RESULTS.halfWin:
      return ODDS_SCALE + odds;
    case BET_RESULTS.halfLose:
      return ODDS_SCALE;
  }
}

/** A void leg (cancelled or refund): it drops out of its lines at odds 1. */
export const isVoidResult = (result: BetResult): boolean => result === BET_RESULTS.cancelled || result === BET_RESULTS.refund;

/** What one line returns in minor units (stake included), or null while it is not decided. */
export function lineReturn(line: TicketLine, legs: readonly ReturnLeg[]): bigint | null {
  let product = 1n;
  let scale = 1n;
  let pending = false;
  for (const index of line.legs) {
    const leg = legs[index];
    if (leg === undefined) throw new RangeError(`line refers to leg ${index}, the ticket has ${legs.length}`);
    const factor = legFactor(leg);
    if (factor === 0n) return 0n;
    if (factor === null) {
      pending = true;
      continue;
    }
    product *= factor;
    scale *= FACTOR_SCALE;
  }
  if (pending) return null;
  return (line.stakeMinor * product) / scale;
}

/**
 * What the ticket returns, once every line is decided. `outcome`: void when every leg it needs is
 * void (the stakes come back), lost when it returns nothing, won otherwise (it returns something:
 * a half-lose single returns half its stake and is 'won' in this sense; the amount tells the rest).
 */
export function ticketReturn(lines: readonly TicketLine[], legs: readonly ReturnLeg[]): TicketReturn {
  let payoutMinor = 0n;
  let allVoid = true;
  for (const line of lines) {
    const back = lineReturn(line, legs);
    if (back === null) return { decided: false };
    payoutMinor += back;
    if (!line.legs.every((i) => isVoidResult(legs[i]!.result))) allVoid = false;
  }
  const outcome: TicketOutcome = allVoid ? 'void' : payoutMinor === 0n ? 'lost' : 'won';
  return { decided: true, payoutMinor, outcome };
}

/** The lines of a single or a combo: one line, the whole stake on every leg. */
export function accumulatorLines(stakeMinor: bigint, legCount: number): TicketLine[] {
  return [{ stakeMinor, legs: Array.from({ length: legCount }, (_, i) => i) }];
}

/**
 * How a settled ticket reads to its player: `won` when it paid at least its stake, `returned` when
 * it paid something but less (a half-lost single, a system with a few winning lines), `lost` when
 * nothing, `void` when every leg was void (the stake back). Null for a ticket that is not settled.
 */
export type SettledKind = 'won' | 'returned' | 'lost' | 'void';

export function settledKind(status: string, payoutMinor: bigint | null, stakeMinor: bigint): SettledKind | null {
  if (payoutMinor === null) return null;
  if (status === 'void') return 'void';
  if (status === 'lost') return 'lost';
  if (status !== 'won') return null;
  return payoutMinor >= stakeMinor ? 'won' : 'returned';
}
