/**
 * The player's bonuses (issue #18, ADR 0035): read into a valtio proxy the Bonuses tab shows, and a
 * claim by code (SCR-47) that, when it succeeds, reads the balance and the bonuses again (STA-36).
 */
import { proxy } from 'valtio';
import { bonusesSchema, type Bonuses } from '../../schemas/bonuses.ts';
import { HOUSE_ERRORS, type ErrorCode } from '../../schemas/errors.ts';
import { check } from '../../schemas/validate.ts';
import { getChecked } from './checked-get.ts';
import { failureCode, loadInto, type LoadedState } from './loaded-state.ts';
import { api, refreshUser } from './session.ts';

export const bonusesState = proxy<LoadedState<Bonuses>>({ value: null, code: null });

export const loadBonuses = () => loadInto(bonusesState, () => getChecked('/api/bonuses', {}, bonusesSchema));

/** STA-35: ok, or the house's refusal by its code. */
export type ClaimResult = { readonly ok: true } | { readonly ok: false; readonly code: ErrorCode | 'network' };

export async function claimBonus(code: string): Promise<ClaimResult> {
  try {
    const parsed = check(bonusesSchema, await api<unknown>('POST', '/api/bonuses/claim', { BonusCode: code }));
    if (!parsed.ok) return { ok: false, code: HOUSE_ERRORS.internal };
    Object.assign(bonusesState, { value: parsed.value, code: null });
  } catch (error) {
    return { ok: false, code: failureCode(error) };
  }
  await refreshUser();
  return { ok: true };
}
