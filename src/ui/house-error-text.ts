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
  [ERROR_CODES.selectionUnavailable]: 'selectionUnavailable',
  [ERROR_CODES.oddsChanged]: 'oddsChanged',
  [ERROR_CODES.ticketNotOpen]: 'ticketNotOpen',
  [ERROR_CODES.noCashoutOffer]: 'noCashoutOffer',
  [ERROR_CODES.tooManyBets]: 'tooManyBets',
  [ERROR_CODES.placeBetInProgress]: 'placeBetInProgress',
  [ERROR_CODES.tooManyOpenTickets]: 'tooManyOpenTickets',
};

export function houseErrorText(LL: TranslationFunctions, code: ErrorCode | 'network'): string {
  if (code === 'network') return LL.houseErrors.network();
  return LL.houseErrors[SAID[code] ?? 'generic']();
}
