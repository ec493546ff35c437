/**
 * The account modal's Deposit tab (SCR-44, issue #18): a method, its own fields, an amount with quick
 * amounts, the terms; then the payment's status as the provider moves it, and the balance once it
 * has completed. A coin, grouped under Crypto, shows its deposit address instead (crypto-deposit.tsx). Checking and sending live in deposit-form.ts and the cashier store.
 */
import { useEffect, useRef, useState } from 'react';
import { DEPOSIT_METHODS, type CryptoCoin, type DepositMethod, type Payment } from '../../../schemas/cashier.ts';
import type { User } from '../../../schemas/accounts.ts';
import { formatMoney } from '../../../domain/money.ts';
import { EXPIRY_MONTHS, expiryYears, quickDepositAmounts, sanitiseAmount } from '../../../domain/deposit-amounts.ts';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { followPayment, startDeposit } from '../../store/cashier-api.ts';
import { Checkbox, Field, FormMessage, SelectField } from '../account/field.tsx';
import { useFormSubmit } from '../account/use-form-submit.ts';
import { CoinChoice, MethodChoice } from './method-choice.tsx';
import { CryptoDeposit } from './crypto-deposit.tsx';
import { DEPOSIT_FIELDS, depositFormSchema, depositInput, emptyDepositValues, type DepositValues } from './deposit-form.ts';
import './cashier.css';

export function DepositPanel({ user }: { user: User }) {
  const { LL, locale } = useI18nContext();
  const c = LL.cashier;
  const [method, setMethod] = useState<DepositMethod>(DEPOSIT_METHODS.card);
  /** A coin chosen instead of a method: its address screen replaces the form. */
  const [coin, setCoin] = useState<CryptoCoin | null>(null);
  const [values, setValues] = useState<DepositValues>(emptyDepositValues);
  const [payment, setPayment] = useState<Payment | null>(null);
  const [years] = useState(() => expiryYears(Date.now()).map((y) => ({ value: String(y), label: String(y) })));
  const key = useRef(crypto.randomUUID());
  const following = useRef<AbortController | null>(null);
  const { errors, formError, busy, submit } = useFormSubmit({ fields: DEPOSIT_FIELDS });
  useEffect(() => () => following.current?.abort(), []);

  if (user.IsDemo) return <p className="notice">{c.demo()}</p>;

  const set = (field: keyof DepositValues) => (value: string | boolean) => setValues((v) => ({ ...v, [field]: value }));
  /** STA-21: another method starts from an empty form. */
  const choose = (next: DepositMethod) => {
    setMethod(next);
    setCoin(null);
    setValues(emptyDepositValues);
  };
  const currency = user.Currency.Code;
  const termsAccepted = user.UsageArrangements.PaymentTermsAccepted;
  const send = () =>
    submit(depositFormSchema(termsAccepted), depositInput(method, values), async (request) => {
      const started = await startDeposit(request, key.current);
      key.current = crypto.randomUUID();
      setPayment(started);
      following.current?.abort();
      const controller = new AbortController();
      following.current = controller;
      void followPayment(started.PaymentID, setPayment, controller.signal).catch(() => undefined);
    });

  return (
    <div className="stack cashier">
      {payment && <PaymentStatus payment={payment} locale={locale} onAgain={() => setPayment(null)} />}
      {!payment && (
        <div className="cashier__choices">
          <MethodChoice name="Method" method={coin ? null : method} onChoose={choose} />
          <CoinChoice name="Method" coin={coin} onChoose={setCoin} />
        </div>
      )}
      {!payment && coin && <CryptoDeposit coin={coin} currency={currency} />}
      {!payment && !coin && (
        <form
          className="auth-form cashier__form"
          noValidate
          aria-label={c.depositTitle()}
          aria-busy={busy}
          onSubmit={(e) => {
            e.preventDefault();
            if (!busy) void send();
          }}
        >
          <Field name="Amount" label={c.amount({ currency })} value={values.Amount} onChange={(typed) => set('Amount')(sanitiseAmount(typed))} error={errors.Amount} autoComplete="transaction-amount" />
          <div className="cashier__quick" role="group" aria-label={c.quickAmounts()}>
            {quickDepositAmounts(currency, method).map((amount) => (
              <button key={amount} type="button" className="btn btn--ghost btn--small" aria-pressed={values.Amount === String(amount)} onClick={() => set('Amount')(String(amount))}>
                {formatMoney(amount, currency, locale)}
              </button>
            ))}
          </div>
          {method === DEPOSIT_METHODS.card ? (
            <>
              <Field name="AccountHolderLastName" label={c.holderLastName()} value={values.AccountHolderLastName} onChange={set('AccountHolderLastName')} error={errors.AccountHolderLastName} autoComplete="cc-family-name" />
              <Field name="AccountNumber" label={c.cardNumber()} value={values.AccountNumber} onChange={set('AccountNumber')} error={errors.AccountNumber} autoComplete="cc-number" />
              <div className="cashier__row">
                <SelectField name="ExpirationMonth" label={c.expiryMonth()} value={values.ExpirationMonth} options={EXPIRY_MONTHS.map((m) => ({ value: m, label: m }))} onChange={set('ExpirationMonth')} error={errors.ExpirationMonth} autoComplete="cc-exp-month" />
                <SelectField name="ExpirationYear" label={c.expiryYear()} value={values.ExpirationYear} options={years} onChange={set('ExpirationYear')} error={errors.ExpirationYear} autoComplete="cc-exp-year" />
                <Field name="SecurityCode" type="password" label={c.securityCode()} value={values.SecurityCode} onChange={set('SecurityCode')} error={errors.SecurityCode} autoComplete="cc-csc" />
              </div>
            </>
          ) : (
            <Field name="NetellerEmail" type="email" label={c.netellerEmail()} value={values.NetellerEmail} onChange={set('NetellerEmail')} error={errors.NetellerEmail} autoComplete="email" />
          )}
          {termsAccepted ? (
            <p className="muted" data-terms="accepted">
              {c.termsAccepted()}
            </p>
          ) : (
            <Checkbox name="AgreeWithDepositTerms" label={c.terms()} checked={values.AgreeWithDepositTerms} onChange={set('AgreeWithDepositTerms')} error={errors.AgreeWithDepositTerms} />
          )}
          {formError && <FormMessage kind="error">{formError}</FormMessage>}
          <button type="submit" className="btn btn--primary cashier__submit" disabled={busy}>
            {busy ? c.sending() : c.deposit()}
          </button>
        </form>
      )}
    </div>
  );
}

/** The payment as it goes: pending while the provider works, then completed, rejected or canceled. */
function PaymentStatus({ payment, locale, onAgain }: { payment: Payment; locale: string; onAgain: () => void }) {
  const { LL } = useI18nContext();
  const c = LL.cashier;
  const amount = formatMoney(Number(payment.Amount), payment.Currency, locale);
  const ended = payment.StatusGroup !== 'pending';
  return (
    <div className="cashier__status" data-payment-id={payment.PaymentID} data-payment-status={payment.StatusGroup} role="status">
      <p className="cashier__status-title">{c.status[payment.StatusGroup]({ amount })}</p>
      {payment.CardLast4 && <p className="muted">{c.cardEnding({ last4: payment.CardLast4 })}</p>}
      {ended && (
        <button type="button" className="btn btn--ghost" onClick={onAgain}>
          {c.again()}
        </button>
      )}
    </div>
  );
}
