/**
 * Bets and cashout on the wire (SPEC ENT-44, ENT-45, API-40, API-47, ENM-07, ENM-08, ENM-11).
 * Stakes and payouts are exact decimal text in the player's currency, with `…Minor` integer twins;
 * prices are decimal numbers with at most three decimals; combined odds are exact decimal text.
 */
import * as v from 'valibot';
import { betResultSchema } from './results.ts';
import { amountTextSchema, currencyCodeSchema } from './wallet.ts';
import { HOUSE_ERRORS } from './errors.ts';

/**
 * Bet types (SPEC ENM-08): single 1, multiple singles 1.1 (one ticket, a single line per selection),
 * combo 2, system 3, if-bet 4, reverse 5, teaser 6. domain/bet-plan.ts says what each one bets.
 */
export const BET_TYPES = { single: 1, multipleSingles: 1.1, combo: 2, system: 3, ifBet: 4, reverse: 5, teaser: 6 } as const;
export type BetType = (typeof BET_TYPES)[keyof typeof BET_TYPES];
const BET_TYPE_VALUES = Object.values(BET_TYPES) as [BetType, ...BetType[]];

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

const legIndexSchema = v.pipe(v.number('must be a selection index'), v.integer('must be a whole selection index'), v.minValue(0, 'must be a selection index ≥ 0'), v.maxValue(99, 'must be a selection index'));

/**
 * POST /api/betting/place (Idempotency-Key). Selection counts per bet type, and which of the
 * optional fields a type needs, are checked by the service (domain/bet-plan.ts), naming the field.
 */
/** SPEC ENM-07: what a price move since the slip showed it may do to a bet. */
const oddsAcceptanceSchema = v.picklist(
  [ODDS_ACCEPTANCE_POLICIES.declineAny, ODDS_ACCEPTANCE_POLICIES.acceptBetter, ODDS_ACCEPTANCE_POLICIES.acceptAny],
  'must be 0 (decline any change), 1 (accept better) or 2 (accept any)',
);

/** A player's odds-change policy as the house keeps it (API-40 "set odds-change policy"): GET and POST /api/betting/odds-acceptance. */
export const oddsAcceptanceSettingSchema = v.object({ OddsAcceptance: oddsAcceptanceSchema });
export type OddsAcceptanceSetting = v.InferOutput<typeof oddsAcceptanceSettingSchema>;

export const placeBetSchema = v.strictObject({
  BetType: v.picklist(BET_TYPE_VALUES, 'must be a bet type: 1, 1.1, 2, 3, 4, 5 or 6'),
  /** The ticket's stake; for a system (3) or a reverse (5) each bet's stake, held once per bet. Not sent for multiple singles. */
  Stake: v.optional(amountTextSchema),
  /** Multiple singles (1.1): one stake per selection, in the order of Selections. */
  Stakes: v.optional(v.pipe(v.array(amountTextSchema, 'must be a list of stakes'), v.maxLength(100, 'has far too many stakes'))),
  /** System (3): the sizes of the combinations of the non-banker selections ([2, 3] over 3 is a Trixie). */
  SystemSizes: v.optional(
    v.pipe(
      v.array(v.pipe(v.number('must be a combination size'), v.integer('must be a whole size'), v.minValue(1, 'must be a size ≥ 1'), v.maxValue(10, 'must be a size ≤ 10')), 'must be a list of sizes'),
      v.maxLength(10, 'has too many sizes'),
    ),
  ),
  /** System (3): the indexes in Selections of the bankers, in every bet of the system. */
  Bankers: v.optional(v.pipe(v.array(legIndexSchema, 'must be a list of selection indexes'), v.maxLength(10, 'has too many bankers'))),
  /** Teaser (6): the teaser type (GET /api/betting/limits lists them). */
  TeaserTypeID: v.optional(positiveId('teaser type id')),
  OddsAcceptance: oddsAcceptanceSchema,
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
  /** Multiple singles: this selection's own stake. */
  Stake: v.optional(v.string()),
  /** System: a banker, in every bet. */
  Banker: v.optional(v.boolean()),
  /** Teaser: the line after teasing ("+2.5", "39.5"), what the leg is settled on. */
  TeasedLine: v.optional(v.string()),
});
export type TicketSelection = v.InferOutput<typeof ticketSelectionSchema>;

export const ticketSchema = v.object({
  TicketID: v.string(),
  BetType: v.picklist(BET_TYPE_VALUES),
  /** What the ticket holds: the sum of its bets' stakes. */
  Stake: v.string(),
  StakeMinor: v.string(),
  Currency: currencyCodeSchema,
  /**
   * Exact decimal text: the product of the selections' odds (single, combo), the table's odds
   * (teaser), else the potential payout per unit staked, rounded down to three decimals.
   */
  TotalOdds: v.string(),
  /** How many bets the ticket makes (a system's combinations, a reverse's if-bets); 1 when absent. */
  Bets: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  /** System and reverse: each bet's stake. */
  UnitStake: v.optional(v.string()),
  /** System: the sizes of the combinations of the non-banker selections, and its name when it has one (domain/system-bets.ts). */
  SystemSizes: v.optional(v.array(v.number())),
  SystemName: v.optional(v.nullable(v.string())),
  /** Teaser: its type and points. */
  TeaserTypeID: v.optional(v.number()),
  TeaserPoints: v.optional(v.number()),
  PotentialPayout: v.string(),
  PotentialPayoutMinor: v.string(),
  Status: v.picklist(Object.values(TICKET_STATUSES)),
  OddsAcceptance: v.pipe(v.number(), v.integer()),
  Selections: v.array(ticketSelectionSchema),
  PlacedAt: v.string(),
  SettledAt: v.nullable(v.string()),
  /** What the player received for a cashed-out ticket. */
  CashoutAmount: v.nullable(v.string()),
  /** What a settled ticket paid, stake included (won: the return; lost: 0; void: the stake); null while open or cashed out. */
  Payout: v.nullable(v.string()),
  PayoutMinor: v.nullable(v.string()),
  /** Each selection's ENM-02 result once the ticket is settled, in the order of `Selections`; null before. */
  SelectionResults: v.nullable(v.array(betResultSchema)),
});
export type Ticket = v.InferOutput<typeof ticketSchema>;

/** The house's current cashout offer for an open ticket; null amounts mean no offer right now. */
export const cashoutOfferSchema = v.object({
  Amount: v.nullable(v.string()),
  AmountMinor: v.nullable(v.string()),
  /** The current odds of the ticket's selections the offer was computed from (0 where unavailable). */
  CashoutOddsValues: v.array(v.number()),
  /** The most a partial cash-out may take now, leaving some stake open (domain/partial-cashout.ts); null: none. */
  PartialMax: v.optional(v.nullable(v.string())),
});
export type CashoutOffer = v.InferOutput<typeof cashoutOfferSchema>;

/** SPEC ENT-45: one cash-out of a ticket (Id, amount, cashoutOddsValues, betId), whole or partial. */
export const ticketCashoutSchema = v.object({
  ID: v.string(),
  TicketID: v.string(),
  Amount: v.string(),
  AmountMinor: v.string(),
  /** The part of the stake it bought back (the whole remaining stake for a full cash-out). */
  StakeUsed: v.string(),
  CashoutOddsValues: v.array(v.number()),
  /** Taken by the house when the offer reached the player's target. */
  Auto: v.boolean(),
  At: v.string(),
});
export type TicketCashoutRecord = v.InferOutput<typeof ticketCashoutSchema>;

export const ticketWithOfferSchema = v.object({
  ...ticketSchema.entries,
  CashoutOffer: v.nullable(cashoutOfferSchema),
  /** Partial cash-outs so far: the ticket's Stake and PotentialPayout are what is still open. */
  Cashouts: v.optional(v.array(ticketCashoutSchema)),
  /** The player's auto cash-out target, or null. */
  AutoCashout: v.optional(v.nullable(v.string())),
});
export type TicketWithOffer = v.InferOutput<typeof ticketWithOfferSchema>;

/** POST /api/betting/cashout (Idempotency-Key), SPEC ENT-45 / API-47: the offer the player saw. */
export const cashoutRequestSchema = v.strictObject({
  TicketID: v.pipe(v.string('must be a ticket id as text'), v.regex(/^[1-9]\d{0,17}$/, 'must be a ticket id')),
  Amount: amountTextSchema,
  CashoutOddsValues: v.pipe(
    v.array(shownOddsSchema, 'must be the current odds of the ticket’s selections'),
    v.maxLength(100, 'has far too many values'),
  ),
  /** A partial cash-out: this much of the offer (`Amount`, the whole offer seen); the rest of the ticket stays open. */
  PartialAmount: v.optional(amountTextSchema),
});
export type CashoutRequest = v.InferOutput<typeof cashoutRequestSchema>;

/** POST /api/betting/auto-cashout: the offer at which the house cashes the whole ticket out; null clears it. */
export const autoCashoutRequestSchema = v.strictObject({
  TicketID: cashoutRequestSchema.entries.TicketID,
  Target: v.nullable(amountTextSchema),
});
export type AutoCashoutRequest = v.InferOutput<typeof autoCashoutRequestSchema>;
export const autoCashoutAnswerSchema = v.object({ TicketID: v.string(), AutoCashout: v.nullable(v.string()) });

/** GET /api/betting/tickets?status=open|settled */
export const ticketsQuerySchema = v.object({
  status: v.optional(v.picklist(['open', 'settled'], "must be 'open' or 'settled'")),
});

/** A teaser type (SPEC ENT-43): its ID, sport, points, and the odds it pays by number of selections. */
export const teaserTypeSchema = v.object({
  ID: v.number(),
  SportSystemID: v.number(),
  Points: v.number(),
  Selections: v.array(v.object({ NumberOfSelections: v.number(), Odds: v.number() })),
});
export type TeaserTypeWire = v.InferOutput<typeof teaserTypeSchema>;

const minorTextSchema = v.pipe(v.string(), v.regex(/^\d{1,18}$/));

/**
 * GET /api/betting/limits?currency=EUR (SPEC API-40 "get max bet", CON-08, CON-09): the house's
 * stake limits in one currency (the player's own when signed in and none is asked), its quick
 * stakes and its teaser types. Amounts in minor units as integer text.
 */
export const bettingLimitsSchema = v.object({
  Currency: currencyCodeSchema,
  /** Every bet's stake is at least this (MinimumAllowedStakeException). */
  MinStakeMinor: minorTextSchema,
  /** Every bet's stake (a single's, a combo's, one system line's, one if-bet's) is at most this (LineBettingLimitReachedException). */
  MaxStakePerSelectionMinor: minorTextSchema,
  /** The ticket's whole stake is at most this (maximum-stake). */
  MaxStakePerTicketMinor: minorTextSchema,
  /** What the ticket pays if everything wins is at most this (maximum-payout). */
  MaxPayoutPerTicketMinor: minorTextSchema,
  /** SPEC CON-08: the stake quick-buttons, in minor units. */
  QuickStakesMinor: v.array(minorTextSchema),
  TeaserTypes: v.array(teaserTypeSchema),
});
export type BettingLimits = v.InferOutput<typeof bettingLimitsSchema>;

export const bettingLimitsQuerySchema = v.object({ currency: v.optional(currencyCodeSchema) });

// ── The per-user cashout feed ──────────────────────────────────────────────────────────────

export const cashoutOfferEventSchema = v.object({
  kind: v.literal('cashoutOffer'),
  TicketID: v.string(),
  Amount: v.nullable(v.string()),
  AmountMinor: v.nullable(v.string()),
  CashoutOddsValues: v.array(v.number()),
  PartialMax: v.optional(v.nullable(v.string())),
});
export type CashoutOfferEvent = v.InferOutput<typeof cashoutOfferEventSchema>;

export const cashoutStatusEventSchema = v.object({
  kind: v.literal('cashoutStatus'),
  TicketID: v.string(),
  Status: v.pipe(v.number(), v.integer(), v.minValue(0)),
  Amount: v.nullable(v.string()),
  Message: v.nullable(v.string()),
  /** Accepted as a partial cash-out: the ticket as it stays open. */
  Ticket: v.optional(ticketWithOfferSchema),
  /** Accepted because the offer reached the player's auto cash-out target. */
  Auto: v.optional(v.boolean()),
});
export type CashoutStatusEvent = v.InferOutput<typeof cashoutStatusEventSchema>;

/** An open ticket changed without a cash-out (its auto cash-out target was set or cleared). */
export const ticketUpdatedEventSchema = v.object({ kind: v.literal('ticketUpdated'), Ticket: ticketWithOfferSchema });
export type TicketUpdatedEvent = v.InferOutput<typeof ticketUpdatedEventSchema>;

/** A ticket placed in one tab, so the player's other tabs see it. */
export const ticketPlacedEventSchema = v.object({ kind: v.literal('ticketPlaced'), Ticket: ticketWithOfferSchema });
export type TicketPlacedEvent = v.InferOutput<typeof ticketPlacedEventSchema>;

/**
 * A ticket settled from its matches' results (won, lost or void): the ticket as it now stands, and
 * the player's balance right after it was paid, so the page shows both without asking again.
 */
export const ticketSettledEventSchema = v.object({
  kind: v.literal('ticketSettled'),
  Ticket: ticketWithOfferSchema,
  Currency: currencyCodeSchema,
  Balance: v.string(),
  BalanceMinor: v.string(),
  PendingMinor: v.string(),
});
export type TicketSettledEvent = v.InferOutput<typeof ticketSettledEventSchema>;

export const cashoutEventSchema = v.variant('kind', [cashoutOfferEventSchema, cashoutStatusEventSchema, ticketPlacedEventSchema, ticketUpdatedEventSchema, ticketSettledEventSchema]);
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

// ── Trader offers (SPEC ENT-42, API-40, STA-20, ERR-08; domain/trader-offer.ts) ───────────────

/**
 * What a refusal for a stake over a maximum (LineBettingLimitReachedException, maximum-stake,
 * maximum-payout) carries as `TraderOffer`: the same ticket at the largest stake the house takes
 * now, until `ExpiresAt`. For a bet type with no trader offers (system, if-bet, reverse, teaser)
 * every amount is null and `Error` is `trader-offer-unavailable` (ERR-08: the slip shows 'Trader
 * offers not available for this bet type' as the offered value).
 */
export const traderOfferSchema = v.object({
  OfferID: v.nullable(v.string()),
  BetType: v.picklist(BET_TYPE_VALUES),
  /** Single, combo: the offered stake. */
  Stake: v.nullable(v.string()),
  StakeMinor: v.nullable(v.string()),
  /** Multiple singles (1.1): the offered stake of each selection, in the order of the request's Selections. */
  Stakes: v.optional(v.array(v.string())),
  /** What the offered ticket pays if everything wins, at the prices it was offered at. */
  PotentialPayout: v.nullable(v.string()),
  /** The prices it was offered at, in the order of the request's Selections. */
  Odds: v.array(v.number()),
  ExpiresAt: v.nullable(v.string()),
  /** Milliseconds from the answer to the expiry (a client counts down from its own clock). */
  ExpiresInMs: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))),
  Error: v.nullable(v.literal(HOUSE_ERRORS.traderOfferUnavailable)),
});
export type TraderOffer = v.InferOutput<typeof traderOfferSchema>;

/** A refusal with a trader offer (400, the limit's code). */
export const traderOfferRefusalSchema = v.object({ error: v.string(), field: v.optional(v.string()), TraderOffer: traderOfferSchema });

/** POST /api/betting/offer/accept (Idempotency-Key) and POST /api/betting/offer/decline. */
export const traderOfferRequestSchema = v.strictObject({
  OfferID: v.pipe(v.string('must be an offer id as text'), v.regex(/^[0-9a-f-]{36}$/, 'must be an offer id')),
});
export type TraderOfferRequest = v.InferOutput<typeof traderOfferRequestSchema>;
export const traderOfferDeclinedSchema = v.object({ OfferID: v.string(), Status: v.literal('declined') });

/** The answer to a cash-out request (202): taken; its outcome arrives on the cashout topic. */
export const cashoutAnswerSchema = v.object({ TicketID: v.string(), Status: v.pipe(v.number(), v.integer()) });
