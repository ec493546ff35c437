/**
 * A bonus claim as a form holds it (SCR-47, VAL-13, VAL-14, STA-35), for the Claim Bonus modal and
 * the Bonuses tab: the code typed, the claim sent, and its outcome in words; a refusal that asks for
 * a deposit first says so, and the form offers Deposit.
 */
import { useState } from 'react';
import type { FormEvent } from 'react';
import { ERROR_CODES, type ErrorCode } from '../../../schemas/errors.ts';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { claimBonus } from '../../store/bonuses-api.ts';
import { houseErrorText } from '../../ui/house-error-text.ts';

type ClaimState = { readonly kind: 'idle' | 'busy' | 'claimed' } | { readonly kind: 'failed'; readonly code: ErrorCode | 'network' | 'required' };

export function useBonusClaim() {
  const { LL } = useI18nContext();
  const [code, setCode] = useState('');
  const [state, setState] = useState<ClaimState>({ kind: 'idle' });
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.kind === 'busy') return;
    const trimmed = code.trim();
    if (!trimmed) return setState({ kind: 'failed', code: 'required' });
    setState({ kind: 'busy' });
    const result = await claimBonus(trimmed);
    setState(result.ok ? { kind: 'claimed' } : { kind: 'failed', code: result.code });
    if (result.ok) setCode('');
  };
  const failed = state.kind === 'failed';
  const message =
    state.kind === 'claimed' ? LL.modals.claimBonus.success() : failed ? (state.code === 'required' ? LL.modals.claimBonus.required() : houseErrorText(LL, state.code)) : '';
  return {
    code,
    setCode,
    busy: state.kind === 'busy',
    failed,
    message,
    /** VAL-14: the refusal asks for a deposit first. */
    needsDeposit: failed && state.code === ERROR_CODES.bonusNeedsDeposit,
    submit,
    reset: () => setState({ kind: 'idle' }),
  };
}

export type BonusClaim = ReturnType<typeof useBonusClaim>;

/** The code's input and the claim's outcome under it. */
export function BonusCodeField({ claim, id }: { claim: BonusClaim; id: string }) {
  const { LL } = useI18nContext();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {LL.modals.claimBonus.codeLabel()}
      </label>
      <input
        id={id}
        className="field__control"
        name="BonusCode"
        autoComplete="off"
        value={claim.code}
        onChange={(e) => claim.setCode(e.target.value)}
        aria-invalid={claim.failed ? true : undefined}
        aria-describedby={`${id}-message`}
      />
      <p id={`${id}-message`} className={claim.failed ? 'field__error' : 'field__note'} role="status" data-claim-state={claim.failed ? 'failed' : claim.message ? 'claimed' : 'idle'}>
        {claim.message}
      </p>
    </div>
  );
}
