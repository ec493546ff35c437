/**
 * The player's words for an error code from the house (schemas/errors.ts) or the network: one
 * table for every screen that shows a refusal. A code without words of its own gets the generic text.
 */
import { ERROR_CODES, type ErrorCode } from '../../schemas/errors.ts';
import type { TranslationFunctions } from '../i18n/i18n-types.ts';

type Said = keyof TranslationFunctions['houseErrors'];

const SAID: Partial<Record<ErrorCode, Said>> = {
  [ERROR_CODES.unauthorized]: 'unauthorized',
  [ERROR_CODES.insufficientBalance]: 'insufficientBalance',
  [ERROR_CODES.invalidStake]: 'invalidStake',
  [ERROR_CODES.minimumStake]: 'minimumStake',
  [ERROR_CODES.minimumSelections]: 'minimumSelections',
  [ERROR_CODES.maximumSelections]: 'maximumSelections',
  [ERROR_CODES.incompatibleSelections]: 'incompatibleSelections',
  [ERROR_CODES.invalidBetCombination]: 'invalidBetCombination',
  [ERROR_CODES.invalidOutrightsCombination]: 'invalidOutrightsCombination',
  [ERROR_CODES.selectionUnavailable]: 'selectionUnavailable',
  [ERROR_CODES.oddsChanged]: 'oddsChanged',
  [ERROR_CODES.ticketNotOpen]: 'ticketNotOpen',
  [ERROR_CODES.noCashoutOffer]: 'noCashoutOffer',
  [ERROR_CODES.tooManyBets]: 'tooManyBets',
  [ERROR_CODES.placeBetInProgress]: 'placeBetInProgress',
  [ERROR_CODES.tooManyOpenTickets]: 'tooManyOpenTickets',
  [ERROR_CODES.tooManyFavourites]: 'tooManyFavourites',
  [ERROR_CODES.lineBettingLimitReached]: 'lineBettingLimitReached',
  [ERROR_CODES.maximumStake]: 'maximumStake',
  [ERROR_CODES.maximumPayout]: 'maximumPayout',
  [ERROR_CODES.incompatibleBetTypes]: 'incompatibleBetTypes',
  [ERROR_CODES.lineAlreadyAdded]: 'lineAlreadyAdded',
  [ERROR_CODES.invalidMarketsCombination]: 'invalidMarketsCombination',
  [ERROR_CODES.withdrawalNotCancellable]: 'withdrawalNotCancellable',
  [ERROR_CODES.depositLimit]: 'depositLimit',
  [ERROR_CODES.lossLimit]: 'lossLimit',
  [ERROR_CODES.accountExcluded]: 'accountExcluded',
  [ERROR_CODES.bonusCodeUnknown]: 'bonusCodeUnknown',
  [ERROR_CODES.bonusAlreadyClaimed]: 'bonusAlreadyClaimed',
  [ERROR_CODES.bonusNeedsDeposit]: 'bonusNeedsDeposit',
  [ERROR_CODES.cryptoAddressFailed]: 'cryptoAddressFailed',
  [ERROR_CODES.unknownCryptoCurrency]: 'unknownCryptoCurrency',
  [ERROR_CODES.countryNotAllowed]: 'countryNotAllowed',
  [ERROR_CODES.paymentMethodUnavailable]: 'paymentMethodUnavailable',
  [ERROR_CODES.cryptoWithdrawalMinimum]: 'cryptoWithdrawalMinimum',
};

/** Trader offer codes (ADR 0027, SPEC ERR-08): their words are in the traderOffers namespace. */
const OFFER_SAID: Partial<Record<ErrorCode, 'unavailable' | 'expired' | 'closed'>> = {
  [ERROR_CODES.traderOfferUnavailable]: 'unavailable',
  [ERROR_CODES.traderOfferExpired]: 'expired',
  [ERROR_CODES.traderOfferClosed]: 'closed',
};

export function houseErrorText(LL: TranslationFunctions, code: ErrorCode | 'network'): string {
  if (code === 'network') return LL.houseErrors.network();
  const offer = OFFER_SAID[code];
  if (offer) return LL.traderOffers[offer]();
  return LL.houseErrors[SAID[code] ?? 'generic']();
}
