/**
 * Every bet type of the slip (SPEC ENM-08) as one shape the slip, the house and settlement share:
 * a ticket is a list of LINES (a stake in minor units and the leg indexes it combines: singles,
 * multiple singles, combo, system), a list of CHAINS at one stake (if-bet, reverse), or a TEASER
 * (one stake, every leg, fixed odds by leg count). What a ticket stakes, how many bets it makes,
 * what it pays when everything wins and what it returns once settled all come from this one shape,
 * so the slip and the ticket can never disagree by a minor unit.
 *
 * Amounts are bigint minor units; odds are integer thousandths (domain/bet-maths.ts). Every line
 * and every chain rounds down once, on its own.
 */
import { BET_TYPES, type BetType } from '../schemas/betting.ts';
import { BET_RESULTS } from '../schemas/results.ts';
import { chainPayout, chainReturn, ifBetChains, MAX_IF_BET_SELECTIONS, MIN_IF_BET_SELECTIONS, reverseChains, type Chain } from './if-bets.ts';
import { checkSystem, systemCombinations, type SystemRefusal } from './system-bets.ts';
import { teaserPayout, teaserReturn, teaserType, type TeaserType } from './teaser.ts';
import { isVoidResult, lineReturn, ticketReturn, type ReturnLeg, type TicketLine, type TicketOutcome, type TicketReturn } from './ticket-return.ts';

/** One bet of a ticket: its stake and the legs it combines (indexes into the ticket's selections). */
export type Line = TicketLine;

/** What the player chose, per bet type; stakes in minor units. */
export type BetChoice =
  | { readonly type: typeof BET_TYPES.single; readonly stakeMinor: bigint }
  /** SPEC ENM-08 1.1: one ticket, one single line per selection, each at its own stake. */
  | { readonly type: typeof BET_TYPES.multipleSingles; readonly stakesMinor: readonly bigint[] }
  | { readonly type: typeof BET_TYPES.combo; readonly stakeMinor: bigint }
  /** `unitStakeMinor` is each bet's stake; the ticket stakes it times the number of bets. */
  | { readonly type: typeof BET_TYPES.system; readonly unitStakeMinor: bigint; readonly sizes: readonly number[]; readonly bankers: readonly number[] }
  | { readonly type: typeof BET_TYPES.ifBet; readonly stakeMinor: bigint }
  /** `unitStakeMinor` is each chain's stake. */
  | { readonly type: typeof BET_TYPES.reverse; readonly unitStakeMinor: bigint }
  | { readonly type: typeof BET_TYPES.teaser; readonly stakeMinor: bigint; readonly teaserTypeId: number };

export type TicketShape =
  | { readonly kind: 'lines'; readonly lines: readonly Line[] }
  | { readonly kind: 'chains'; readonly stakeMinor: bigint; readonly chains: readonly Chain[] }
  | { readonly kind: 'teaser'; readonly stakeMinor: bigint; readonly type: TeaserType; readonly legs: number };

/** Why a choice cannot make a ticket of `legs` selections; the house names each with a SPEC error. */
export type ShapeRefusal = 'min-selections' | 'max-selections' | 'stakes' | 'teaser-type' | SystemRefusal;

const MAX_LEGS = 10;
const allLegs = (n: number) => Array.from({ length: n }, (_, i) => i);

/** The ticket a choice makes over `legs` selections, or why it cannot (selection counts per SPEC STA-14..18, CON-11). */
export function ticketShape(choice: BetChoice, legs: number): { readonly shape: TicketShape } | { readonly refused: ShapeRefusal } {
  if (legs > MAX_LEGS) return { refused: 'max-selections' };
  switch (choice.type) {
    case BET_TYPES.single:
      if (legs !== 1) return { refused: legs < 1 ? 'min-selections' : 'max-selections' };
      return { shape: { kind: 'lines', lines: [{ stakeMinor: choice.stakeMinor, legs: [0] }] } };
    case BET_TYPES.multipleSingles:
      if (legs < 2) return { refused: 'min-selections' };
      if (choice.stakesMinor.length !== legs) return { refused: 'stakes' };
      return { shape: { kind: 'lines', lines: choice.stakesMinor.map((stakeMinor, i) => ({ stakeMinor, legs: [i] })) } };
    case BET_TYPES.combo:
      if (legs < 2) return { refused: 'min-selections' };
      return { shape: { kind: 'lines', lines: [{ stakeMinor: choice.stakeMinor, legs: allLegs(legs) }] } };
    case BET_TYPES.system: {
      if (legs < 3) return { refused: 'min-selections' };
      const refused = checkSystem(legs, choice.bankers, choice.sizes);
      if (refused) return { refused };
      const lines = systemCombinations(legs, choice.bankers, choice.sizes).map((combo) => ({ stakeMinor: choice.unitStakeMinor, legs: combo }));
      return { shape: { kind: 'lines', lines } };
    }
    case BET_TYPES.ifBet:
    case BET_TYPES.reverse: {
      if (legs < MIN_IF_BET_SELECTIONS) return { refused: 'min-selections' };
      if (legs > MAX_IF_BET_SELECTIONS) return { refused: 'max-selections' };
      const chains = choice.type === BET_TYPES.ifBet ? ifBetChains(legs) : reverseChains(legs);
      const stakeMinor = choice.type === BET_TYPES.ifBet ? choice.stakeMinor : choice.unitStakeMinor;
      return { shape: { kind: 'chains', stakeMinor, chains } };
    }
    case BET_TYPES.teaser: {
      if (legs < 2) return { refused: 'min-selections' };
      const type = teaserType(choice.teaserTypeId);
      if (!type || type.oddsMilli[legs] === undefined) return { refused: 'teaser-type' };
      return { shape: { kind: 'teaser', stakeMinor: choice.stakeMinor, type, legs } };
    }
  }
}

/** How many bets the ticket makes (a system's combinations, a reverse's chains; 1 for a combo or a teaser). */
export function betCount(shape: TicketShape): number {
  switch (shape.kind) {
    case 'lines':
      return shape.lines.length;
    case 'chains':
      return shape.chains.length;
    case 'teaser':
      return 1;
  }
}

/**
 * The stake of each bet, for the per-bet limit: every line's, and each chain's one stake (a chain
 * risks only its first stake; the later ones come out of its own winnings).
 */
export function betStakes(shape: TicketShape): bigint[] {
  switch (shape.kind) {
    case 'lines':
      return shape.lines.map((l) => l.stakeMinor);
    case 'chains':
      return shape.chains.map(() => shape.stakeMinor);
    case 'teaser':
      return [shape.stakeMinor];
  }
}

/** What the ticket holds from the player's balance: the sum of its bets' stakes. */
export const totalStake = (shape: TicketShape): bigint => betStakes(shape).reduce((a, b) => a + b, 0n);

const allWon = (oddsMilli: readonly number[]): ReturnLeg[] => oddsMilli.map((m) => ({ oddsMilli: m, result: BET_RESULTS.win }));

/** What the ticket pays when every leg wins, stake included: exact, rounded down per line or chain. */
export function potentialReturn(shape: TicketShape, oddsMilli: readonly number[]): bigint {
  switch (shape.kind) {
    case 'lines': {
      const legs = allWon(oddsMilli);
      return shape.lines.reduce((sum, line) => sum + lineReturn(line, legs)!, 0n);
    }
    case 'chains':
      return shape.chains.reduce((sum, chain) => sum + chainPayout(shape.stakeMinor, chain, oddsMilli), 0n);
    case 'teaser':
      return teaserPayout(shape.stakeMinor, shape.type, shape.legs);
  }
}

/**
 * What a ticket of any bet type returns once its legs have results (ENM-02): lines through
 * domain/ticket-return.ts, chains leg by leg while they have not lost, a teaser by its table.
 * Undecided while a leg the ticket still needs is pending.
 */
export function settleTicket(shape: TicketShape, legs: readonly ReturnLeg[]): TicketReturn {
  if (shape.kind === 'lines') return ticketReturn(shape.lines, legs);
  let payoutMinor: bigint | null;
  if (shape.kind === 'chains') {
    payoutMinor = 0n;
    for (const chain of shape.chains) {
      const back = chainReturn(shape.stakeMinor, chain, legs);
      if (back === null) return { decided: false };
      payoutMinor += back;
    }
  } else {
    payoutMinor = teaserReturn(shape.stakeMinor, shape.type, legs.slice(0, shape.legs).map((l) => l.result));
    if (payoutMinor === null) return { decided: false };
  }
  const allVoid = legs.every((l) => isVoidResult(l.result));
  const outcome: TicketOutcome = allVoid ? 'void' : payoutMinor === 0n ? 'lost' : 'won';
  return { decided: true, payoutMinor, outcome };
}

/**
 * The ticket's odds as exact decimal text: the product for a single or a combo (comboOddsText does
 * that), the table's odds for a teaser, and for the rest the potential return over the total stake,
 * rounded down to three decimals (what the ticket pays per unit staked when all wins).
 */
export function effectiveOddsMilli(shape: TicketShape, oddsMilli: readonly number[]): bigint {
  const stake = totalStake(shape);
  return stake === 0n ? 1000n : (potentialReturn(shape, oddsMilli) * 1000n) / stake;
}

export const isBetType = (value: number): value is BetType => (Object.values(BET_TYPES) as number[]).includes(value);
