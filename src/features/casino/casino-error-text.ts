/** A refused casino round in the player's words: the casino's own codes here, every other code as the house's error table says it. */
import { ERROR_CODES, type ErrorCode } from '../../../schemas/errors.ts';
import type { TranslationFunctions } from '../../i18n/i18n-types.ts';
import { houseErrorText } from '../../ui/house-error-text.ts';

type CasinoSaid = keyof TranslationFunctions['casino']['game']['errors'];

const CASINO_SAID: Partial<Record<ErrorCode, CasinoSaid>> = {
  [ERROR_CODES.roundOpen]: 'roundOpen',
  [ERROR_CODES.casinoStakeOutOfRange]: 'stakeOutOfRange',
  [ERROR_CODES.actionNotAllowed]: 'actionNotAllowed',
  [ERROR_CODES.roundFinished]: 'roundFinished',
  [ERROR_CODES.unknownGame]: 'unknownGame',
  [ERROR_CODES.realPlayNeedsAccount]: 'realPlayNeedsAccount',
  [ERROR_CODES.gameUnavailable]: 'gameUnavailable',
};

export function casinoErrorText(LL: TranslationFunctions, code: ErrorCode | 'network'): string {
  const said = code === 'network' ? undefined : CASINO_SAID[code];
  return said ? LL.casino.game.errors[said]() : houseErrorText(LL, code);
}
