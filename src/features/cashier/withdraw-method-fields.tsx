/** The chosen payout method's own inputs (VAL-29, VAL-32..34): a card, a Neteller account, a bank account, a coin address. */
import { COINS, payoutAtomic, fromAtomic } from '../../../domain/crypto-coins.ts';
import { toMinorUnits, CURRENCIES, type CurrencyCode } from '../../../schemas/wallet.ts';
import { CRYPTO_COINS, WITHDRAW_METHODS, type CryptoCoin, type WithdrawMethod } from '../../../schemas/cashier.ts';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { cryptoRates } from '../../store/crypto-api.ts';
import { useRequest } from '../../store/use-request.ts';
import type { FieldErrors } from '../account/errors.ts';
import { Field, SelectField } from '../account/field.tsx';
import type { WithdrawValues } from './withdraw-form.ts';

type Props = {
  readonly method: WithdrawMethod;
  readonly values: WithdrawValues;
  readonly errors: FieldErrors;
  readonly set: (field: keyof WithdrawValues) => (value: string) => void;
  readonly currency: CurrencyCode;
};

export function WithdrawMethodFields({ method, values, errors, set, currency }: Props) {
  const { LL } = useI18nContext();
  const c = LL.cashier;
  switch (method) {
    case WITHDRAW_METHODS.card:
      return (
        <>
          <Field name="CreditCardHolder" label={c.cardHolder()} value={values.CreditCardHolder} onChange={set('CreditCardHolder')} error={errors.CreditCardHolder} autoComplete="cc-name" />
          <Field name="CreditCardNumber" label={c.cardNumber()} value={values.CreditCardNumber} onChange={set('CreditCardNumber')} error={errors.CreditCardNumber} autoComplete="cc-number" inputMode="numeric" />
        </>
      );
    case WITHDRAW_METHODS.neteller:
      return (
        <>
          <div className="cashier__row cashier__row--two">
            <Field name="AccountID" label={c.netellerAccountId()} value={values.AccountID} onChange={set('AccountID')} error={errors.AccountID} autoComplete="off" />
            <Field name="SecureID" type="password" label={c.netellerSecureId()} value={values.SecureID} onChange={set('SecureID')} error={errors.SecureID} autoComplete="off" />
          </div>
          <Field name="NetellerEmail" type="email" label={c.netellerEmail()} value={values.NetellerEmail} onChange={set('NetellerEmail')} error={errors.NetellerEmail} autoComplete="email" />
        </>
      );
    case WITHDRAW_METHODS.bank:
      return (
        <>
          <Field name="AccountName" label={c.accountName()} value={values.AccountName} onChange={set('AccountName')} error={errors.AccountName} autoComplete="name" />
          <Field name="IBAN" label={c.iban()} value={values.IBAN} onChange={set('IBAN')} error={errors.IBAN} autoComplete="off" />
          <div className="cashier__row cashier__row--two">
            <Field name="BankCode" label={c.bankCode()} value={values.BankCode} onChange={set('BankCode')} error={errors.BankCode} autoComplete="off" />
            <Field name="BankName" label={c.bankName()} value={values.BankName} onChange={set('BankName')} error={errors.BankName} autoComplete="off" />
          </div>
        </>
      );
    case WITHDRAW_METHODS.crypto:
      return <CoinPayoutFields values={values} errors={errors} set={set} currency={currency} />;
  }
}

/** VAL-29 / VAL-30 / CON-14: the coin, the address, the least payout, and about what arrives at the rate of the moment. */
function CoinPayoutFields({ values, errors, set, currency }: Omit<Props, 'method'>) {
  const { LL, locale } = useI18nContext();
  const c = LL.cashier;
  const coin = values.CoinspaidConvertToCurrency as CryptoCoin;
  const rates = useRequest('rates', cryptoRates);
  const rate = rates.status === 'fulfilled' ? rates.value.Rates.find((r) => r.Currency === coin)?.RateTo : undefined;
  const minor = toMinorUnits(values.Amount || '0', currency);
  const receive = rate && minor.ok && minor.minor > 0n ? fromAtomic(coin, payoutAtomic(coin, minor.minor, rate, CURRENCIES[currency].decimals)) : null;
  return (
    <>
      <SelectField
        name="CoinspaidConvertToCurrency"
        label={c.withdrawCoin()}
        value={coin}
        options={CRYPTO_COINS.map((value) => ({ value, label: value }))}
        onChange={set('CoinspaidConvertToCurrency')}
        error={errors.CoinspaidConvertToCurrency}
      />
      <Field name="BlockchainAddress" label={c.withdrawAddress({ coin })} value={values.BlockchainAddress} onChange={set('BlockchainAddress')} error={errors.BlockchainAddress} autoComplete="off" />
      <ul className="cashier__crypto-terms">
        <li data-testid="crypto-withdraw-minimum">{c.withdrawMinimum({ amount: COINS[coin].minWithdrawal, coin })}</li>
        {receive !== null && (
          <li data-testid="crypto-withdraw-receive">{c.youReceive({ amount: Number(receive).toLocaleString(locale, { maximumFractionDigits: COINS[coin].decimals }), coin })}</li>
        )}
      </ul>
    </>
  );
}
