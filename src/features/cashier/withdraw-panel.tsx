/**
 * The account modal's Withdraw tab (SCR-42, issue #18): a method and its own fields (VAL-29, VAL-32..34),
 * the amount and the password (VAL-27); the amount leaves the balance at once. Under the form, the
 * player's latest withdrawals with their statuses (STA-29..33), followed while one is pending, each
 * pending one with Cancel, which asks first (SCR-48, STA-34). Checking and sending live in
 * withdraw-form.ts and the cashier store.
 */
import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { formatMoney } from '../../../domain/money.ts';
import { sanitiseAmount } from '../../../domain/deposit-amounts.ts';
import { intlTimeZone } from '../../../domain/settings.ts';
import { WITHDRAW_METHODS, type Payment, type WithdrawMethod } from '../../../schemas/cashier.ts';
import type { User } from '../../../schemas/accounts.ts';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { paymentsState, reloadPayments, startWithdrawal, watchPayments, withdrawalsOf } from '../../store/cashier-api.ts';
import { openModal } from '../../store/modal-store.ts';
import { useSettings } from '../../store/settings.ts';
import { RequestStatus, unloaded } from '../../ui/request-status.tsx';
import { Field, FormMessage } from '../account/field.tsx';
import { useFormSubmit } from '../account/use-form-submit.ts';
import { formatWhen } from '../history/history-labels.ts';
import { MethodChoice } from './method-choice.tsx';
import { WithdrawMethodFields } from './withdraw-method-fields.tsx';
import { paymentMethodLabel } from './payment-labels.ts';
import { emptyWithdrawValues, WITHDRAW_FIELDS, withdrawFieldMessages, withdrawFormSchema, withdrawInput, type WithdrawValues } from './withdraw-form.ts';
import './cashier.css';

export function WithdrawPanel({ user }: { user: User }) {
  const { LL, locale } = useI18nContext();
  const c = LL.cashier;
  const [method, setMethod] = useState<WithdrawMethod>(WITHDRAW_METHODS.card);
  const [values, setValues] = useState<WithdrawValues>(emptyWithdrawValues);
  const [requested, setRequested] = useState<Payment | null>(null);
  const key = useRef(crypto.randomUUID());
  const { errors, formError, busy, submit } = useFormSubmit({ fields: WITHDRAW_FIELDS, messages: withdrawFieldMessages(LL) });
  useEffect(() => (user.IsDemo ? undefined : watchPayments()), [user.IsDemo]);

  if (user.IsDemo) return <p className="notice">{LL.account.modal.demoNote()}</p>;

  const currency = user.Currency.Code;
  const set = (field: keyof WithdrawValues) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const choose = (next: WithdrawMethod) => {
    setMethod(next);
    setValues(emptyWithdrawValues);
    setRequested(null);
  };
  const send = () =>
    submit(withdrawFormSchema, withdrawInput(method, values), async (request) => {
      setRequested(null);
      const payment = await startWithdrawal(request, key.current);
      key.current = crypto.randomUUID();
      setRequested(payment);
      setValues(emptyWithdrawValues);
    });

  return (
    <div className="stack cashier">
      <p className="cashier__available">{c.available({ amount: formatMoney(user.Balance, currency, locale) })}</p>
      <form
        className="auth-form cashier__form"
        noValidate
        aria-label={c.withdrawTitle()}
        aria-busy={busy}
        onSubmit={(e) => {
          e.preventDefault();
          if (!busy) void send();
        }}
      >
        <MethodChoice name="WithdrawMethod" methods={Object.values(WITHDRAW_METHODS)} method={method} onChoose={choose} />
        <Field name="Amount" label={c.amount({ currency })} value={values.Amount} onChange={(typed) => set('Amount')(sanitiseAmount(typed))} error={errors.Amount} autoComplete="off" />
        <WithdrawMethodFields method={method} values={values} errors={errors} set={set} currency={currency} />
        <Field name="Password" type="password" label={c.password()} value={values.Password} onChange={set('Password')} error={errors.Password} autoComplete="current-password" hint={c.passwordHint()} />
        {formError && <FormMessage kind="error">{formError}</FormMessage>}
        {requested && <FormMessage kind="success">{c.requested({ amount: formatMoney(Number(requested.Amount), requested.Currency, locale) })}</FormMessage>}
        <button type="submit" className="btn btn--primary cashier__submit" disabled={busy}>
          {busy ? c.sending() : c.withdraw()}
        </button>
      </form>
      <Withdrawals />
    </div>
  );
}

/** The latest withdrawals: loading, failed with a retry, none yet, or the list with Cancel on pending ones. */
function Withdrawals() {
  const { LL, locale } = useI18nContext();
  const c = LL.cashier;
  const { list: payments, code } = useSnapshot(paymentsState);
  const list = payments && withdrawalsOf(payments);
  const zone = intlTimeZone(useSettings().timeZone);
  return (
    <section className="cashier__withdrawals" aria-labelledby="cashier-withdrawals-title">
      <h3 id="cashier-withdrawals-title" className="cashier__subtitle">
        {c.withdrawals()}
      </h3>
      {list === null || (code !== null && list.length === 0) ? (
        <RequestStatus
          request={unloaded(code, reloadPayments)}
          loading={c.loadingWithdrawals()}
          failed={c.withdrawalsFailed()}
          retry={c.retry()}
          className="cashier__state"
        />
      ) : list.length === 0 ? (
        <p className="cashier__state muted" data-request-state="empty">
          {c.noWithdrawals()}
        </p>
      ) : (
        <ul role="list" className="cashier__payments">
          {list.map((p) => {
            const amount = formatMoney(Number(p.Amount), p.Currency, locale);
            return (
              <li key={p.PaymentID} className="cashier__payment" data-payment-id={p.PaymentID} data-payment-status={p.StatusGroup}>
                <span className="cashier__payment-what">
                  <span className="tabular cashier__payment-amount">{amount}</span>
                  <span className="muted">
                    {paymentMethodLabel(LL, p)} · {formatWhen(p.CreatedAt, locale, zone)}
                  </span>
                </span>
                <span className="cashier__payment-status">{c.withdrawalStatus[p.StatusGroup]()}</span>
                {p.StatusGroup === 'pending' && (
                  <button type="button" className="btn btn--ghost btn--small" aria-label={c.cancelFor({ amount })} onClick={() => openModal('cancelWithdrawalModal', p.PaymentID)}>
                    {c.cancel()}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
