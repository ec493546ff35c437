/**
 * Bets and cashout on the wire (SPEC ENT-44, ENT-45, API-40, API-47, ENM-07, ENM-08, ENM-11).
 * Stakes and payouts are exact decimal text in the player's currency, with `…Minor` integer twins;
 * prices are decimal numbers with at most three decimals; combined odds are exact decimal text.
 */
import * as v from 'valibot';
import { amountTextSchema, currencyCodeSchema } from './wallet.ts';

/** Bet types the house takes (SPEC ENM-08): single and combo; system, if-bet and others are not built. */
export const BET_TYPES = { single: 1, combo: 2 } as const;
export type BetType = (typeof BET_TYPES)[keyof typeof BET_TYPES];

/** Odds acceptance (SPEC ENM-07): decline any change, accept a better price, accept any price. */
export const ODDS_ACCEPTANCE_POLICIES = { declineAny: 0, acceptBetter: 1, acceptAny: 2 } as const;

/** Status of a cashout request on the cashout feed (SPEC ENM-11). */
export const CASHOUT_STATUS = { pending: 0, accepted: 1, declined: 2 } as const;

export const TICKET_STATUSES = { open: 'open', cashedOut: 'cashed-out', won: 'won', lost: 'lost', void: 'void' } as const;
export type TicketStatus = (typeof TICKET_STATUSES)[keyof typeof TICKET_STATUSES];

/** A combo's most selections (SPEC STA-16/17 use 10 as the ceiling for multiples too). */
export const MAX_SELECTIONS = 10;

const positiveId = (what: string) => v.pipe(v.number(`must be a ${what} number`), v.integer(`must be a whole ${what}`), v.minValue(1, `must be a ${what} ≥ 1`));

/** A decimal price as the player saw it; exactness (three decimals at most) is checked by the service. */
const shownOddsSchema = v.pipe(v.number('must be decimal odds, like 1.85'), v.minValue(1, 'must be at least 1'), v.maxValue(10_000, 'must be at most 10000'));

export const betSelectionRequestSchema = v.strictObject({
  MatchID: positiveId('match id'),
  /** The market's `ID` within its match (Market.ID, not the market type). */
  MarketID: positiveId('market id'),
  /** The outcome's `ID` (Odd.ID). */
  OddID: positiveId('odd id'),
  Odds: shownOddsSchema,
});
export type BetSelectionRequest = v.InferOutput<typeof betSelectionRequestSchema>;

/** POST /api/betting/place (Idempotency-Key). Selection counts per bet type are checked by the service. */
export const placeBetSchema = v.strictObject({
  BetType: v.picklist([BET_TYPES.single, BET_TYPES.combo], 'must be 1 (single) or 2 (combo)'),
  Stake: amountTextSchema,
  OddsAcceptance: v.picklist(
    [ODDS_ACCEPTANCE_POLICIES.declineAny, ODDS_ACCEPTANCE_POLICIES.acceptBetter, ODDS_ACCEPTANCE_POLICIES.acceptAny],
    'must be 0 (decline any change), 1 (accept better) or 2 (accept any)',
  ),
  // A generous bound keeps a hostile body small; the bet rules (≤ 10) answer with their own error.
  Selections: v.pipe(v.array(betSelectionRequestSchema, 'must be a list of selections'), v.maxLength(100, 'has far too many selections')),
});
export type PlaceBet = v.InferOutput<typeof placeBetSchema>;

export const ticketSelectionSchema = v.object({
  MatchID: v.number(),
  MarketID: v.number(),
  OddID: v.number(),
  /** The price the bet was accepted at (the house's, which may differ from the one shown: ENM-07). */
  Odds: v.number(),
  MatchName: v.string(),
  MarketName: v.string(),
  OutcomeTitle: v.string(),
});
export type TicketSelection = v.InferOutput<typeof ticketSelectionSchema>;

export const ticketSchema = v.object({
  TicketID: v.string(),
  BetType: v.picklist([BET_TYPES.single, BET_TYPES.combo]),
  Stake: v.string(),
  StakeMinor: v.string(),
  Currency: currencyCodeSchema,
  /** Exact product of the selections' odds, as decimal text. */
  TotalOdds: v.string(),
  PotentialPayout: v.string(),
  PotentialPayoutMinor: v.string(),
  Status: v.picklist(Object.values(TICKET_STATUSES)),
  OddsAcceptance: v.pipe(v.number(), v.integer()),
  Selections: v.array(ticketSelectionSchema),
  PlacedAt: v.string(),
  SettledAt: v.nullable(v.string()),
  /** What the player received for a cashed-out ticket. */
  CashoutAmount: v.nullable(v.string()),
});
export type Ticket = v.InferOutput<typeof ticketSchema>;

/** The house's current cashout offer for an open ticket; null amounts mean no offer right now. */
export const cashoutOfferSchema = v.object({
  Amount: v.nullable(v.string()),
  AmountMinor: v.nullable(v.string()),
  /** The current odds of the ticket's selections the offer was computed from (0 where unavailable). */
  CashoutOddsValues: v.array(v.number()),
});
export type CashoutOffer = v.InferOutput<typeof cashoutOfferSchema>;

export const ticketWithOfferSchema = v.object({ ...ticketSchema.entries, CashoutOffer: v.nullable(cashoutOfferSchema) });
export type TicketWithOffer = v.InferOutput<typeof ticketWithOfferSchema>;

/** POST /api/betting/cashout (Idempotency-Key), SPEC ENT-45 / API-47: the offer the player saw. */
export const cashoutRequestSchema = v.strictObject({
  TicketID: v.pipe(v.string('must be a ticket id as text'), v.regex(/^[1-9]\d{0,17}$/, 'must be a ticket id')),
  Amount: amountTextSchema,
  CashoutOddsValues: v.pipe(
    v.array(shownOddsSchema, 'must be the current odds of the ticket’s selections'),
    v.maxLength(100, 'has far too many values'),
  ),
});
export type CashoutRequest = v.InferOutput<typeof cashoutRequestSchema>;

/** GET /api/betting/tickets?status=open|settled */
export const ticketsQuerySchema = v.object({
  status: v.optional(v.picklist(['open', 'settled'], "must be 'open' or 'settled'")),
});

// ── The per-user cashout feed ──────────────────────────────────────────────────────────────

export const cashoutOfferEventSchema = v.object({
  kind: v.literal('cashoutOffer'),
  TicketID: v.string(),
  Amount: v.nullable(v.string()),
  AmountMinor: v.nullable(v.string()),
  CashoutOddsValues: v.array(v.number()),
});
export type CashoutOfferEvent = v.InferOutput<typeof cashoutOfferEventSchema>;

export const cashoutStatusEventSchema = v.object({
  kind: v.literal('cashoutStatus'),
  TicketID: v.string(),
  Status: v.pipe(v.number(), v.integer(), v.minValue(0)),
  Amount: v.nullable(v.string()),
  Message: v.nullable(v.string()),
});
export type CashoutStatusEvent = v.InferOutput<typeof cashoutStatusEventSchema>;

/** A ticket placed in one tab, so the player's other tabs see it. */
export const ticketPlacedEventSchema = v.object({ kind: v.literal('ticketPlaced'), Ticket: ticketWithOfferSchema });
export type TicketPlacedEvent = v.InferOutput<typeof ticketPlacedEventSchema>;

export const cashoutEventSchema = v.variant('kind', [cashoutOfferEventSchema, cashoutStatusEventSchema, ticketPlacedEventSchema]);
export type CashoutEvent = v.InferOutput<typeof cashoutEventSchema>;

/** What a subscriber to the cashout feed gets first: the open tickets with their current offers. */
export const cashoutSnapshotSchema = v.object({ Tickets: v.array(ticketWithOfferSchema) });
export type CashoutSnapshot = v.InferOutput<typeof cashoutSnapshotSchema>;

/** The answer to a placed bet (201): the ticket, and the player's balance after its stake was held. */
export const placeBetAnswerSchema = v.object({
  ...ticketSchema.entries,
  Balance: v.string(),
  BalanceMinor: v.string(),
  PendingMinor: v.string(),
});
export type PlaceBetAnswer = v.InferOutput<typeof placeBetAnswerSchema>;

/** The answer to a cash-out request (202): taken; its outcome arrives on the cashout topic. */
export const cashoutAnswerSchema = v.object({ TicketID: v.string(), Status: v.pipe(v.number(), v.integer()) });
