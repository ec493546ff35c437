/**
 * The account modal's Deposit tab (SCR-44, issue #18): the methods the house offers the player's
 * country and currency (ROL-12), a method's own fields, an amount with quick amounts, the terms;
 * then the payment's status as the provider moves it, and the balance once it has completed. A
 * coin, grouped under Crypto, shows its deposit address instead (crypto-deposit.tsx). Checking and
 * sending live in deposit-form.ts and the cashier store.
 */
import { useEffect, useRef, useState } from 'react';
import { CRYPTO_METHOD, type CryptoCoin, type DepositMethod, type DepositMethods, type Payment } from '../../../schemas/cashier.ts';
import type { User } from '../../../schemas/accounts.ts';
import { formatMoney } from '../../../domain/money.ts';
import { formMethods } from '../../../domain/deposit-methods.ts';
import { quickDepositAmounts, sanitiseAmount } from '../../../domain/deposit-amounts.ts';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { depositMethods, followPayment, startDeposit } from '../../store/cashier-api.ts';
import { useRequest } from '../../store/use-request.ts';
import { RequestStatus } from '../../ui/request-status.tsx';
import { Checkbox, Field, FormMessage } from '../account/field.tsx';
import { useFormSubmit } from '../account/use-form-submit.ts';
import { CoinChoice, MethodChoice } from './method-choice.tsx';
import { MethodFields } from './method-fields.tsx';
import { CryptoDeposit } from './crypto-deposit.tsx';
import { asksTerms, DEPOSIT_FIELDS, depositFieldMessages, depositFormSchema, depositInput, emptyDepositValues, type DepositValues } from './deposit-form.ts';
import './cashier.css';

export function DepositPanel({ user }: { user: User }) {
  const { LL } = useI18nContext();
  if (user.IsDemo) return <p className="notice">{LL.cashier.demo()}</p>;
  return <OfferedMethods user={user} />;
}

/** ENT-29: the methods the house offers this player, loaded first (loading, failed, none). */
function OfferedMethods({ user }: { user: User }) {
  const { LL } = useI18nContext();
  const c = LL.cashier;
  const offer = useRequest('deposit-methods', depositMethods);
  if (offer.status !== 'fulfilled') {
    return <RequestStatus className="cashier__state" request={offer} loading={c.loadingMethods()} failed={c.methodsFailed()} retry={c.retry()} />;
  }
  if (offer.value.DepositMethods.length === 0) {
    return (
      <p className="cashier__state notice" data-request-state="empty">
        {c.noMethods()}
      </p>
    );
  }
  return <DepositForm user={user} offer={offer.value} />;
}

function DepositForm({ user, offer }: { user: User; offer: DepositMethods }) {
  const { LL, locale } = useI18nContext();
  const c = LL.cashier;
  const methods = formMethods(offer.DepositMethods);
  const keys = methods.map((m) => m.Key as DepositMethod);
  const cryptoAt = offer.DepositMethods.findIndex((m) => m.Key === CRYPTO_METHOD);
  const [method, setMethod] = useState<DepositMethod | null>(keys[0] ?? null);
  /** A coin chosen instead of a method: its address screen replaces the form. */
  const [coin, setCoin] = useState<CryptoCoin | null>(null);
  const [values, setValues] = useState<DepositValues>(emptyDepositValues);
  const [payment, setPayment] = useState<Payment | null>(null);
  const key = useRef(crypto.randomUUID());
  const following = useRef<AbortController | null>(null);
  const { errors, formError, busy, submit } = useFormSubmit({ fields: DEPOSIT_FIELDS, messages: depositFieldMessages(LL) });
  useEffect(() => () => following.current?.abort(), []);

  const set = (field: keyof DepositValues) => (value: string | boolean) => setValues((v) => ({ ...v, [field]: value }));
  /** STA-21: another method starts from an empty form. */
  const choose = (next: DepositMethod) => {
    setMethod(next);
    setCoin(null);
    setValues(emptyDepositValues);
  };
  const currency = user.Currency.Code;
  const termsAccepted = user.UsageArrangements.PaymentTermsAccepted;
  const chosen = coin ? null : method;
  const send = (m: DepositMethod) =>
    submit(depositFormSchema(termsAccepted), depositInput(m, values), async (request) => {
      const started = await startDeposit(request, key.current);
      key.current = crypto.randomUUID();
      setPayment(started);
      following.current?.abort();
      const controller = new AbortController();
      following.current = controller;
      void followPayment(started.PaymentID, setPayment, controller.signal).catch(() => undefined);
    });

  const coins = cryptoAt < 0 ? null : { name: 'Method', coin, onChoose: setCoin };
  const methodChoice = methods.length > 0 && <MethodChoice name="Method" methods={keys} method={chosen} onChoose={choose} {...(coins && !offer.CryptoGrouped ? { coins } : {})} />;
  const coinGroup = coins && offer.CryptoGrouped && <CoinChoice {...coins} />;
  // ROL-12: the coins come first where the country's order puts crypto first (India).
  const cryptoFirst = cryptoAt >= 0 && (methods.length === 0 || cryptoAt < offer.DepositMethods.indexOf(methods[0]!));
  const link = methods.find((m) => m.Key === chosen)?.Link ?? null;

  return (
    <div className="stack cashier">
      {payment && <PaymentStatus payment={payment} locale={locale} onAgain={() => setPayment(null)} />}
      {!payment && (
        <div className="cashier__choices">
          {cryptoFirst && coinGroup}
          {methodChoice}
          {!cryptoFirst && coinGroup}
        </div>
      )}
      {!payment && coin && <CryptoDeposit coin={coin} currency={currency} />}
      {!payment && chosen && (
        <form
          className="auth-form cashier__form"
          noValidate
          aria-label={c.depositTitle()}
          aria-busy={busy}
          data-method={chosen}
          onSubmit={(e) => {
            e.preventDefault();
            if (!busy) void send(chosen);
          }}
        >
          <Field name="Amount" label={c.amount({ currency })} value={values.Amount} onChange={(typed) => set('Amount')(sanitiseAmount(typed))} error={errors.Amount} autoComplete="transaction-amount" />
          <QuickAmounts currency={currency} method={chosen} amount={values.Amount} onChoose={set('Amount')} />
          <MethodFields method={chosen} values={values} errors={errors} set={set} link={link} />
          {asksTerms(chosen) &&
            (termsAccepted ? (
              <p className="muted" data-terms="accepted">
                {c.termsAccepted()}
              </p>
            ) : (
              <Checkbox name="AgreeWithDepositTerms" label={c.terms()} checked={values.AgreeWithDepositTerms} onChange={set('AgreeWithDepositTerms')} error={errors.AgreeWithDepositTerms} />
            ))}
          {formError && <FormMessage kind="error">{formError}</FormMessage>}
          <button type="submit" className="btn btn--primary cashier__submit" disabled={busy}>
            {busy ? c.sending() : c.deposit()}
          </button>
        </form>
      )}
    </div>
  );
}

/** CON-13: the quick amounts, none for vouchers and RUB (VAL-05/06); STA-26: the chosen one shows pressed. */
function QuickAmounts({ currency, method, amount, onChoose }: { currency: string; method: DepositMethod; amount: string; onChoose: (amount: string) => void }) {
  const { LL, locale } = useI18nContext();
  const amounts = quickDepositAmounts(currency, method);
  if (amounts.length === 0) return null;
  return (
    <div className="cashier__quick" role="group" aria-label={LL.cashier.quickAmounts()}>
      {amounts.map((quick) => (
        <button key={quick} type="button" className="btn btn--ghost btn--small" aria-pressed={amount === String(quick)} onClick={() => onChoose(String(quick))}>
          {formatMoney(quick, currency, locale)}
        </button>
      ))}
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
