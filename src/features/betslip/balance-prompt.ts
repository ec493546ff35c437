/**
 * Which balance modal a refused placement opens (SPEC SCR-49, SCR-50): none unless the house
 * refused a bet for the balance; the low-balance one (add funds, bonuses) when there is nothing to
 * bet with; the less-balance one (deposit) when there is some, but less than the stake.
 */
import { ERROR_CODES } from '../../../schemas/errors.ts';
import type { ModalTag } from '../../store/modal-tags.ts';

export function balancePrompt(failures: readonly { readonly code: string }[], availableMinor: string | null): ModalTag | null {
  if (!failures.some((f) => f.code === ERROR_CODES.insufficientBalance)) return null;
  return availableMinor === null || BigInt(availableMinor) === 0n ? 'lowBalanceModal' : 'lessBalanceModal';
}
