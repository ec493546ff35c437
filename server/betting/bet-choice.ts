/**
 * What a placement asks for, read and checked before any price is looked up (SPEC STA-13..18,
 * ERR-22/23/24/28/29/32/34): which fields the bet type takes, the stakes in minor units, the
 * selection counts, and the ticket's shape (domain/bet-plan.ts). Each refusal names a SPEC
 * exception or a house code and the field at fault. Also the ticket's stored plan: what it chose
 * beyond its selections, from which its shape is derived again to settle it.
 */
import { BET_TYPES, type BetType, type PlaceBet } from '../../schemas/betting.ts';
import { ERROR_CODES, type ErrorCode } from '../../schemas/errors.ts';
import { toMinorUnits, type CurrencyCode } from '../../schemas/wallet.ts';
import { ticketShape, type BetChoice, type ShapeRefusal, type TicketShape } from '../../domain/bet-plan.ts';
import { systemName } from '../../domain/system-bets.ts';
import { teaserType } from '../../domain/teaser.ts';

export type Refusal = { readonly status: number; readonly error: ErrorCode; readonly message: string; readonly field: string };

const refuse = (error: ErrorCode, field: string, message: string, status = 400): { readonly refused: Refusal } => ({ refused: { status, error, field, message } });

/** What a ticket chose beyond its selections, as stored (bet_tickets.plan); amounts are minor units as text. */
export type StoredPlan = {
  readonly unitStakeMinor?: string;
  readonly stakesMinor?: readonly string[];
  readonly sizes?: readonly number[];
  readonly bankers?: readonly number[];
  readonly teaserTypeId?: number;
};

/** Which optional fields each bet type takes; sending another type's field is IncompatibleBetTypesException (ERR-22). */
const FIELDS: Readonly<Record<'Stake' | 'Stakes' | 'SystemSizes' | 'Bankers' | 'TeaserTypeID', readonly BetType[]>> = {
  Stake: [BET_TYPES.single, BET_TYPES.combo, BET_TYPES.system, BET_TYPES.ifBet, BET_TYPES.reverse, BET_TYPES.teaser],
  Stakes: [BET_TYPES.multipleSingles],
  SystemSizes: [BET_TYPES.system],
  Bankers: [BET_TYPES.system],
  TeaserTypeID: [BET_TYPES.teaser],
};
const REQUIRED: Readonly<Partial<Record<keyof typeof FIELDS, readonly BetType[]>>> = {
  Stake: FIELDS.Stake,
  Stakes: FIELDS.Stakes,
  SystemSizes: FIELDS.SystemSizes,
  TeaserTypeID: FIELDS.TeaserTypeID,
};

function stakeOf(text: string, currency: CurrencyCode, field: string): { readonly minor: bigint } | { readonly refused: Refusal } {
  const parsed = toMinorUnits(text, currency);
  return parsed.ok ? { minor: parsed.minor } : refuse(ERROR_CODES.invalidStake, field, `${field} ${parsed.message}`);
}

function shapeRefusal(refused: ShapeRefusal, input: PlaceBet): { readonly refused: Refusal } {
  const n = input.Selections.length;
  switch (refused) {
    case 'min-selections':
      return refuse(ERROR_CODES.minimumSelections, 'Selections', `This bet type needs more than ${n} selection(s)`);
    case 'max-selections':
    case 'selections':
      if (input.BetType === BET_TYPES.single) return refuse(ERROR_CODES.invalidBetCombination, 'Selections', 'A single bet has exactly one selection; several make multiple singles or a combo');
      return n < 3 ? refuse(ERROR_CODES.minimumSelections, 'Selections', 'A system takes 3 to 10 selections') : refuse(ERROR_CODES.maximumSelections, 'Selections', 'This bet type takes at most 10 selections');
    case 'stakes':
      return refuse(ERROR_CODES.invalidStake, 'Stakes', `Multiple singles need one stake per selection (${n})`);
    case 'teaser-type':
      return refuse(ERROR_CODES.invalidBetCombination, 'TeaserTypeID', `This teaser type takes no ${n} selections`);
    case 'bankers':
      return refuse(ERROR_CODES.invalidBetCombination, 'Bankers', 'Bankers must be distinct selections and leave at least 2 others');
    case 'sizes':
      return refuse(ERROR_CODES.invalidBetCombination, 'SystemSizes', 'Each size must be distinct, from 1 to the number of non-banker selections');
    case 'too-many-bets':
      return refuse(ERROR_CODES.invalidBetCombination, 'SystemSizes', 'A system makes at most 252 bets');
  }
}

/** The player's choice, its stored plan and the ticket's shape; or the refusal. */
export function readChoice(
  input: PlaceBet,
  currency: CurrencyCode,
): { readonly choice: BetChoice; readonly plan: StoredPlan | null; readonly shape: TicketShape } | { readonly refused: Refusal } {
  for (const [field, types] of Object.entries(FIELDS) as [keyof typeof FIELDS, readonly BetType[]][]) {
    const present = input[field] !== undefined;
    if (present && !types.includes(input.BetType)) return refuse(ERROR_CODES.incompatibleBetTypes, field, `${field} does not go with bet type ${input.BetType}`);
    if (!present && REQUIRED[field]?.includes(input.BetType)) return refuse(ERROR_CODES.invalid, field, `${field}: bet type ${input.BetType} needs it`);
  }
  const n = input.Selections.length;
  if (n === 0) return refuse(ERROR_CODES.minimumSelections, 'Selections', 'A bet needs at least one selection');
  // The same outcome twice is one line added twice (ERR-29), whatever the type.
  const seen = new Set<string>();
  for (const [i, s] of input.Selections.entries()) {
    const key = `${s.MatchID}:${s.MarketID}:${s.OddID}`;
    if (seen.has(key)) return refuse(ERROR_CODES.lineAlreadyAdded, `Selections[${i}]`, `Selections[${i}] is already on the ticket`);
    seen.add(key);
  }

  let choice: BetChoice;
  let plan: StoredPlan | null = null;
  if (input.BetType === BET_TYPES.multipleSingles) {
    const stakes: bigint[] = [];
    for (const [i, text] of input.Stakes!.entries()) {
      const stake = stakeOf(text, currency, `Stakes[${i}]`);
      if ('refused' in stake) return stake;
      stakes.push(stake.minor);
    }
    choice = { type: BET_TYPES.multipleSingles, stakesMinor: stakes };
    plan = { stakesMinor: stakes.map(String) };
  } else {
    const stake = stakeOf(input.Stake!, currency, 'Stake');
    if ('refused' in stake) return stake;
    switch (input.BetType) {
      case BET_TYPES.system:
        choice = { type: BET_TYPES.system, unitStakeMinor: stake.minor, sizes: input.SystemSizes!, bankers: input.Bankers ?? [] };
        plan = { unitStakeMinor: String(stake.minor), sizes: input.SystemSizes!, bankers: input.Bankers ?? [] };
        break;
      case BET_TYPES.reverse:
        choice = { type: BET_TYPES.reverse, unitStakeMinor: stake.minor };
        plan = { unitStakeMinor: String(stake.minor) };
        break;
      case BET_TYPES.teaser:
        if (!teaserType(input.TeaserTypeID!)) return refuse(ERROR_CODES.invalid, 'TeaserTypeID', `TeaserTypeID: no teaser type ${input.TeaserTypeID}`);
        choice = { type: BET_TYPES.teaser, stakeMinor: stake.minor, teaserTypeId: input.TeaserTypeID! };
        plan = { teaserTypeId: input.TeaserTypeID! };
        break;
      default:
        choice = { type: input.BetType, stakeMinor: stake.minor };
    }
  }
  const made = ticketShape(choice, n);
  if ('refused' in made) return shapeRefusal(made.refused, input);
  // Outcomes of one match are correlated: the house does not price them together (STA-15, STA-16, STA-18).
  const combined = input.BetType === BET_TYPES.combo || input.BetType === BET_TYPES.system || input.BetType === BET_TYPES.teaser;
  if (combined && new Set(input.Selections.map((s) => s.MatchID)).size !== n) {
    return refuse(ERROR_CODES.incompatibleSelections, 'Selections', 'This bet type may hold only one selection per match');
  }
  return { choice, plan, shape: made.shape };
}

/** A stored ticket's shape again, from its type, stake and plan (for settlement and the ticket view). */
export function storedShape(betType: BetType, stakeMinor: bigint, plan: StoredPlan | null, legs: number): TicketShape | null {
  const choice = storedChoice(betType, stakeMinor, plan);
  const made = choice && ticketShape(choice, legs);
  return made && 'shape' in made ? made.shape : null;
}

function storedChoice(betType: BetType, stakeMinor: bigint, plan: StoredPlan | null): BetChoice | null {
  switch (betType) {
    case BET_TYPES.single:
    case BET_TYPES.combo:
    case BET_TYPES.ifBet:
      return { type: betType, stakeMinor };
    case BET_TYPES.multipleSingles:
      return plan?.stakesMinor ? { type: betType, stakesMinor: plan.stakesMinor.map(BigInt) } : null;
    case BET_TYPES.system:
      return plan?.unitStakeMinor && plan.sizes ? { type: betType, unitStakeMinor: BigInt(plan.unitStakeMinor), sizes: plan.sizes, bankers: plan.bankers ?? [] } : null;
    case BET_TYPES.reverse:
      return plan?.unitStakeMinor ? { type: betType, unitStakeMinor: BigInt(plan.unitStakeMinor) } : null;
    case BET_TYPES.teaser:
      return plan?.teaserTypeId !== undefined ? { type: betType, stakeMinor, teaserTypeId: plan.teaserTypeId } : null;
  }
}

/** The system's name over its free selections, for the ticket ("trixie"), or null. */
export const planSystemName = (plan: StoredPlan, legs: number): string | null => (plan.sizes ? systemName(legs - (plan.bankers?.length ?? 0), plan.sizes) : null);
