/** The chosen deposit method's own inputs (VAL-17..24): a card's, an e-wallet's, a PIX payer's, a voucher's. */
import { useState } from 'react';
import { DEPOSIT_METHODS, type DepositMethod } from '../../../schemas/cashier.ts';
import { EXPIRY_MONTHS, expiryYears } from '../../../domain/deposit-amounts.ts';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import type { FieldErrors } from '../account/errors.ts';
import { CountryField } from '../account/country-field.tsx';
import { Field, SelectField } from '../account/field.tsx';
import type { DepositValues } from './deposit-form.ts';

type Props = {
  readonly method: DepositMethod;
  readonly values: DepositValues;
  readonly errors: FieldErrors;
  readonly set: (field: keyof DepositValues) => (value: string) => void;
  /** Where the player buys what the method needs (a voucher), opened in a new tab (STA-22); null: not offered here. */
  readonly link: string | null;
};

export function MethodFields({ method, values, errors, set, link }: Props) {
  const { LL } = useI18nContext();
  const c = LL.cashier;
  switch (method) {
    case DEPOSIT_METHODS.card:
      return <CardFields values={values} errors={errors} set={set} />;
    case DEPOSIT_METHODS.fingenom:
      return (
        <>
          <CardFields values={values} errors={errors} set={set} />
          <CountryField name="CardCountry" label={c.cardCountry()} value={values.CardCountry} onChange={set('CardCountry')} error={errors.CardCountry} />
        </>
      );
    case DEPOSIT_METHODS.neteller:
      return <Field name="NetellerEmail" type="email" label={c.netellerEmail()} value={values.NetellerEmail} onChange={set('NetellerEmail')} error={errors.NetellerEmail} autoComplete="email" />;
    case DEPOSIT_METHODS.papara:
      return (
        <Field name="PaparaAccountNumber" label={c.paparaAccount()} value={values.PaparaAccountNumber} onChange={set('PaparaAccountNumber')} error={errors.PaparaAccountNumber} hint={c.paparaFormat()} inputMode="numeric" />
      );
    case DEPOSIT_METHODS.pix:
      return (
        <>
          <Field name="PagsmileDocumentNumber" label={c.pixDocument()} value={values.PagsmileDocumentNumber} onChange={set('PagsmileDocumentNumber')} error={errors.PagsmileDocumentNumber} inputMode="numeric" />
          <Field name="Password" type="password" label={c.password()} value={values.Password} onChange={set('Password')} error={errors.Password} autoComplete="current-password" />
        </>
      );
    case DEPOSIT_METHODS.voucher:
      return (
        <>
          {link && (
            <a className="cashier__link" href={link} target="_blank" rel="noopener noreferrer">
              {c.buyVoucher()}
            </a>
          )}
          <Field name="VoucherCode" label={c.voucherCode()} value={values.VoucherCode} onChange={set('VoucherCode')} error={errors.VoucherCode} hint={c.voucherFormat()} inputMode="numeric" autoComplete="off" />
          <Field name="Currency" label={LL.account.currency()} value="EUR" onChange={() => undefined} disabled />
        </>
      );
  }
}

function CardFields({ values, errors, set }: Pick<Props, 'values' | 'errors' | 'set'>) {
  const { LL } = useI18nContext();
  const c = LL.cashier;
  const [years] = useState(() => expiryYears(Date.now()).map((y) => ({ value: String(y), label: String(y) })));
  return (
    <>
      <Field name="AccountHolderLastName" label={c.holderLastName()} value={values.AccountHolderLastName} onChange={set('AccountHolderLastName')} error={errors.AccountHolderLastName} autoComplete="cc-family-name" />
      <Field name="AccountNumber" label={c.cardNumber()} value={values.AccountNumber} onChange={set('AccountNumber')} error={errors.AccountNumber} autoComplete="cc-number" inputMode="numeric" />
      <div className="cashier__row">
        <SelectField name="ExpirationMonth" label={c.expiryMonth()} value={values.ExpirationMonth} options={EXPIRY_MONTHS.map((m) => ({ value: m, label: m }))} onChange={set('ExpirationMonth')} error={errors.ExpirationMonth} autoComplete="cc-exp-month" />
        <SelectField name="ExpirationYear" label={c.expiryYear()} value={values.ExpirationYear} options={years} onChange={set('ExpirationYear')} error={errors.ExpirationYear} autoComplete="cc-exp-year" />
        <Field name="SecurityCode" type="password" label={c.securityCode()} value={values.SecurityCode} onChange={set('SecurityCode')} error={errors.SecurityCode} autoComplete="cc-csc" inputMode="numeric" />
      </div>
    </>
  );
}
