/**
 * Every error code the house sends, in one table: REST bodies `{ error, message, field? }` and hub
 * refusals `{ code, topic?, message }` carry one of these, and the client picks its translated text
 * by code. No code path compares an English sentence.
 *
 * The SPEC's named exceptions (ERR-19…ERR-39) keep their SPEC names on the wire; the house's own
 * codes are kebab-case. `message` is for people reading logs and API answers, never for code.
 */
import * as v from 'valibot';

/** SPEC ERR-19…ERR-39: the betting exceptions by their SPEC names. */
export const SPEC_ERRORS = {
  accountLocked: 'AccountLockedException',
  differentMarketsSources: 'DifferentMarketsSourcesException',
  differentSelectionsSources: 'DifferentSelectionsSourcesException',
  incompatibleBetTypes: 'IncompatibleBetTypesException',
  incompatibleSelections: 'IncompatibleSelectionsException',
  invalidBetCombination: 'InvalidBetCombinationException',
  invalidLayOption: 'InvalidLayOptionException',
  invalidMarketsCombination: 'InvalidMarketsCombinationException',
  invalidOutrightsCombination: 'InvalidOutrightsCombinationException',
  invalidStake: 'InvalidStakeException',
  lineAlreadyAdded: 'LineAlreadyAddedException',
  lineBettingLimitReached: 'LineBettingLimitReachedException',
  marketBettingLimitReached: 'MarketBettingLimitReachedException',
  maximumSelections: 'MaximumAllowedSelectionsExceededException',
  minimumStake: 'MinimumAllowedStakeException',
  minimumSelections: 'MinimumSelectionsRequiredException',
  noPrivileges: 'NoPrivilegesException',
  outdatedBalance: 'OutdatedBalanceException',
  placeBetInProgress: 'PlaceBetInProgressException',
  termsAndConditions: 'TermsAndConditionsValidationException',
  insufficientBalance: 'InsufficientBalanceException',
} as const;

/** The house's own codes. */
export const HOUSE_ERRORS = {
  /** A body, query or path parameter failed its schema; `field` names it. */
  invalid: 'invalid',
  unauthorized: 'unauthorized',
  notFound: 'not-found',
  /** The CSRF token is missing or does not match (SPEC: every state-changing request). */
  csrf: 'csrf',
  badOrigin: 'bad-origin',
  internal: 'internal',
  adminDisabled: 'admin-disabled',
  /** VAL-10: registration does not take players from this country with this currency. */
  countryNotAllowed: 'country-not-allowed',
  /** CON-14: a crypto payout below the coin's least withdrawal at the rate of the moment. */
  cryptoWithdrawalMinimum: 'crypto-withdrawal-below-minimum',
  /** ROL-12: the deposit method is not offered in the player's country or currency. */
  paymentMethodUnavailable: 'payment-method-unavailable',
  /** A user name or e-mail another account holds. */
  taken: 'taken',
  invalidCredentials: 'invalid-credentials',
  invalidToken: 'invalid-token',
  tooManyAttempts: 'too-many-attempts',
  tooManyRequests: 'too-many-requests',
  idempotencyKeyReused: 'idempotency-key-reused',
  currencyMismatch: 'currency-mismatch',
  alreadyResolved: 'already-resolved',
  tooManyBets: 'too-many-bets',
  /** The player holds as many open tickets as one may (MAX_OPEN_TICKETS). */
  tooManyOpenTickets: 'too-many-open-tickets',
  /** The player keeps as many favourite tournaments as one may (MAX_FAVOURITE_TOURNAMENTS). */
  tooManyFavourites: 'too-many-favourites',
  selectionUnavailable: 'selection-unavailable',
  oddsChanged: 'odds-changed',
  ticketNotOpen: 'ticket-not-open',
  noCashoutOffer: 'no-cashout-offer',
  /** Hub: the topic name is not one the house serves, or the house does not hold that match. */
  topicRefused: 'topic-refused',
  /** Hub: a per-player topic on a connection without a live session. */
  signInRequired: 'sign-in-required',
  /** Hub: this connection (or the house) holds as many topics as it may. */
  topicLimit: 'topic-limit',
  /** Hub: the player's topic changes too fast to catch up; try again. */
  tryAgain: 'try-again',
  /** The ticket's whole stake is above the house's maximum per ticket (GET /api/betting/limits). */
  maximumStake: 'maximum-stake',
  /** What the ticket would pay if everything won is above the house's maximum payout. */
  maximumPayout: 'maximum-payout',
  /** A partial cash-out so close to the whole offer that it would use the whole stake: take the whole offer. */
  partialCashoutTooLarge: 'partial-cashout-too-large',
  /** An auto cash-out target the offer has already reached: the target must be above the current offer. */
  autoCashoutTargetReached: 'auto-cashout-target-reached',
  /** SPEC ERR-08 / STA-20: trader offers are not made for this bet type (system, if-bet, reverse, teaser). */
  traderOfferUnavailable: 'trader-offer-unavailable',
  /** The trader offer's time ran out before it was accepted: place the bet again for a new one. */
  traderOfferExpired: 'trader-offer-expired',
  /** The trader offer was already accepted (with another Idempotency-Key) or declined. */
  traderOfferClosed: 'trader-offer-closed',
  /** A webhook without a valid signature of its provider over its exact body. */
  webhookSignature: 'webhook-signature',
  /** A webhook signed too long ago (more than 5 minutes either way). */
  webhookStale: 'webhook-stale',
  /** A webhook whose signed message the house has already received: a replay. */
  webhookReplayed: 'webhook-replayed',
  /** A webhook about a payment whose provider id, amount or currency differ from the house's record. */
  paymentMismatch: 'payment-mismatch',
  /** A card past its expiry month. */
  cardExpired: 'card-expired',
  /** Demo accounts play with demo money only: no deposits or withdrawals. */
  demoAccount: 'demo-account',
  /** STA-34: only a pending withdrawal can be cancelled; this one is being processed or has ended. */
  withdrawalNotCancellable: 'withdrawal-not-cancellable',
  /** The payment provider could not be reached or refused the request. */
  providerUnavailable: 'provider-unavailable',
  /** A deposit over what the player's own deposit limit leaves in its period. */
  depositLimit: 'deposit-limit',
  /** A stake that would take the player's losses in a period past their own loss limit. */
  lossLimit: 'loss-limit',
  /** The player is in a time-out or self-excluded: no deposits and no bets until it ends. */
  accountExcluded: 'account-excluded',
  /** No active bonus code by that name. */
  bonusCodeUnknown: 'bonus-code-unknown',
  /** Each code once per player. */
  bonusAlreadyClaimed: 'bonus-already-claimed',
  /** SPEC VAL-14: a code for players who have deposited; the claim modal then offers Deposit. */
  bonusNeedsDeposit: 'bonus-needs-deposit',
  /** SPEC ERR-17: a coin the cashier does not take. */
  unknownCryptoCurrency: 'unknown-crypto-currency',
  /** SPEC ERR-01: the deposit address could not be made. */
  cryptoAddressFailed: 'crypto-address-failed',
  /** No casino game by that key (or not from that provider). */
  unknownGame: 'unknown-game',
  /** SPEC ERR-16 / STA-46: the game provider could not start the game. */
  gameUnavailable: 'game-unavailable',
  /** Real-money casino play needs a signed-in player with a real account (guests and demo accounts play demo). */
  realPlayNeedsAccount: 'real-play-needs-account',
  /** A casino stake under the game's least or over its most. */
  casinoStakeOutOfRange: 'casino-stake-out-of-range',
  /** A round action that the round's state does not allow now (e.g. split on two unlike cards). */
  actionNotAllowed: 'action-not-allowed',
  /** An action on a casino round that has already ended. */
  roundFinished: 'round-finished',
  /** The player still has a blackjack hand open at this game: finish it first. */
  roundOpen: 'round-open',
  /** A live table's bets on that round have closed (or it is not the round in play). */
  tableBetsClosed: 'table-bets-closed',
  /** The player already has a bet on this round of the live table. */
  tableBetPlaced: 'table-bet-placed',
} as const;

export const ERROR_CODES = { ...SPEC_ERRORS, ...HOUSE_ERRORS } as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

export const errorCodeSchema = v.picklist(Object.values(ERROR_CODES) as [ErrorCode, ...ErrorCode[]]);

/** The body of every REST error. */
export const apiErrorSchema = v.object({
  error: errorCodeSchema,
  message: v.string(),
  field: v.optional(v.string()),
});
export type ApiError = v.InferOutput<typeof apiErrorSchema>;

/**
 * The error a failed answer carries. A body that is not one of ours (a proxy's page, a newer
 * house's code) still yields an error: `internal`, with the status in its message.
 */
export function readApiError(status: number, body: unknown): ApiError {
  const result = v.safeParse(apiErrorSchema, body);
  return result.success ? result.output : { error: HOUSE_ERRORS.internal, message: `HTTP ${status}` };
}

/**
 * A hub method's refusal, sent as the completion's error text (SignalR carries a string there):
 * `{"code":…,"topic":…,"message":…}` as JSON, parsed back by `parseHubRefusal`.
 */
export const hubRefusalSchema = v.object({
  code: errorCodeSchema,
  topic: v.optional(v.string()),
  message: v.string(),
});
export type HubRefusal = v.InferOutput<typeof hubRefusalSchema>;

export const hubRefusalText = (refusal: HubRefusal): string => JSON.stringify(refusal);

/** The refusal a completion's error text carries, or null when it is not one (a transport failure). */
export function parseHubRefusal(text: string): HubRefusal | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const result = v.safeParse(hubRefusalSchema, value);
  return result.success ? result.output : null;
}
