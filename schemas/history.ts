/**
 * The player's histories on the wire (SPEC API-53, ENM-01, ENM-17, ENM-18, CON-06, CON-07, ENT-38):
 * bets by history type and time range, and the wallet's transactions, a page at a time.
 *
 *   GET /api/history/bets?type=&range=&from=&to=&page=&pageSize=
 *   GET /api/history/transactions?range=&from=&to=&page=&pageSize=
 */
import * as v from 'valibot';
import { ticketCashoutSchema, ticketSchema, ticketSelectionSchema } from './betting.ts';
import { resultsDateSchema } from './results.ts';
import { errorCodeSchema } from './errors.ts';
import { currencyCodeSchema } from './wallet.ts';

/** SPEC ENM-01: where a ticket request stands. Stored tickets were accepted; a refused bet is declined. */
export const TICKET_REQUEST_STATUS = { pending: 0, accepted: 1, declined: 2, newOffer: 3, delayed: 4, delayedCashout: 5 } as const;
export type TicketRequestStatus = (typeof TICKET_REQUEST_STATUS)[keyof typeof TICKET_REQUEST_STATUS];

/** SPEC ENM-17: the history types of the sportsbook (casino, lotto and jackpot histories are not built). */
export const BET_HISTORY_TYPES = { uncleared: 'UnclearedBets', cleared: 'ClearedBets', declined: 'declinedbets' } as const;
export type BetHistoryType = (typeof BET_HISTORY_TYPES)[keyof typeof BET_HISTORY_TYPES];

/** SPEC ENM-18. */
export const HISTORY_RANGES = ['last24', 'last48', 'lastweek', 'lastmonth', 'custom'] as const;
export type HistoryRange = (typeof HISTORY_RANGES)[number];

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
/** A page beyond this is refused: nobody pages that far, and the offset would cost the database. */
export const MAX_PAGE = 10_000;

/**
 * ENT-38's StatementTypeID: what a ledger transaction was for the player. A cash-out (whole or
 * partial, asked for or automatic) is told apart from a settlement by the request that moved it.
 */
export const STATEMENT_TYPES = { deposit: 1, stake: 2, settlement: 3, cashout: 4, refund: 5, withdrawal: 6, bonus: 7 } as const;
export type StatementKind = keyof typeof STATEMENT_TYPES;
/** SPEC ENM-04: a ledger transaction is written whole or not at all, so it is always completed. */
export const TRANSACTION_STATUS_COMPLETED = 2;

const wholeNumber = (what: string, min: number, max: number) =>
  v.pipe(
    v.string(`must be ${what}`),
    v.regex(/^\d{1,6}$/, `must be ${what}: a whole number`),
    v.transform(Number),
    v.minValue(min, `must be at least ${min}`),
    v.maxValue(max, `must be at most ${max}`),
  );

const rangeQuery = {
  range: v.optional(v.picklist(HISTORY_RANGES, `must be one of ${HISTORY_RANGES.join(', ')}`)),
  /** With range=custom: the start of the first day (inclusive). */
  from: v.optional(resultsDateSchema),
  /** With range=custom: the start of the day after the last (exclusive). */
  to: v.optional(resultsDateSchema),
  page: v.optional(wholeNumber('a page number', 1, MAX_PAGE)),
  pageSize: v.optional(wholeNumber('a page size', 1, MAX_PAGE_SIZE)),
};

/** GET /api/history/bets. Without `type`: ClearedBets; without `range`: last24, but every open ticket for UnclearedBets. */
export const betHistoryQuerySchema = v.object({
  type: v.optional(v.picklist(Object.values(BET_HISTORY_TYPES), `must be one of ${Object.values(BET_HISTORY_TYPES).join(', ')}`)),
  ...rangeQuery,
});
export type BetHistoryQuery = v.InferOutput<typeof betHistoryQuerySchema>;

/** GET /api/history/transactions. */
export const transactionHistoryQuerySchema = v.object(rangeQuery);
export type TransactionHistoryQuery = v.InferOutput<typeof transactionHistoryQuerySchema>;

/** The window and page every history answer names. */
export const historyPaging = {
  Range: v.nullable(v.picklist(HISTORY_RANGES)),
  /** The window listed, [From, To): null From means every open ticket whatever its age. */
  From: v.nullable(v.string()),
  To: v.string(),
  Page: v.number(),
  PageSize: v.number(),
  /** Items in the whole window, every page. */
  Total: v.number(),
};

/** A stored ticket in a history: ENM-01 status next to the ticket's own state, and every cash-out of it (ENT-45). */
export const historyTicketSchema = v.object({
  ...ticketSchema.entries,
  TicketStatus: v.literal(TICKET_REQUEST_STATUS.accepted),
  Cashouts: v.array(ticketCashoutSchema),
  /** The auto cash-out target of an open ticket, or null. */
  AutoCashout: v.nullable(v.string()),
});
export type HistoryTicket = v.InferOutput<typeof historyTicketSchema>;

/** A bet the house refused (declinedbets): what was asked, and the refusal's code and field. */
export const declinedBetSchema = v.object({
  ID: v.string(),
  TicketStatus: v.literal(TICKET_REQUEST_STATUS.declined),
  BetType: v.pipe(v.number(), v.integer()),
  Stake: v.string(),
  StakeMinor: v.string(),
  Currency: currencyCodeSchema,
  /** The selections as asked, at the odds the player was shown, named as the feed named them then. */
  Selections: v.array(ticketSelectionSchema),
  DeclinedAt: v.string(),
  Error: errorCodeSchema,
  Field: v.nullable(v.string()),
});
export type DeclinedBet = v.InferOutput<typeof declinedBetSchema>;

export const betHistorySchema = v.variant('Type', [
  v.object({ Type: v.picklist([BET_HISTORY_TYPES.uncleared, BET_HISTORY_TYPES.cleared]), ...historyPaging, Tickets: v.array(historyTicketSchema) }),
  v.object({ Type: v.literal(BET_HISTORY_TYPES.declined), ...historyPaging, Tickets: v.array(declinedBetSchema) }),
]);
export type BetHistory = v.InferOutput<typeof betHistorySchema>;

/** ENT-38: one movement of the player's money, newest first. */
export const transactionSchema = v.object({
  TransactionID: v.string(),
  StatementTypeID: v.picklist(Object.values(STATEMENT_TYPES)),
  Kind: v.picklist(Object.keys(STATEMENT_TYPES) as StatementKind[]),
  StatusID: v.literal(TRANSACTION_STATUS_COMPLETED),
  /** The change of the player's available balance: negative for a stake, 0 for a lost bet's settlement. */
  Amount: v.string(),
  AmountMinor: v.string(),
  Currency: currencyCodeSchema,
  CompletedDate: v.string(),
  /** The ticket a stake, settlement or cash-out belongs to. */
  TicketID: v.nullable(v.string()),
});
export type Transaction = v.InferOutput<typeof transactionSchema>;

export const transactionHistorySchema = v.object({ ...historyPaging, Transactions: v.array(transactionSchema) });
export type TransactionHistory = v.InferOutput<typeof transactionHistorySchema>;
