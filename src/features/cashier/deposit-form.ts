/**
 * The deposit form's values and their check before sending: the house's own request schema, plus
 * the checks the house applies beyond a field's shape (a card's Luhn digit, domain/card-number.ts;
 * a CPF's check digits, domain/cpf.ts), so a mistyped number is caught under its input without a
 * round trip.
 */
import * as v from 'valibot';
import { cardNumberValid } from '../../../domain/card-number.ts';
import { cpfValid } from '../../../domain/cpf.ts';
import { DEPOSIT_METHODS, depositRequestSchema, type DepositMethod } from '../../../schemas/cashier.ts';
import type { TranslationFunctions } from '../../i18n/i18n-types.ts';
import { passwordAgainMessages, type FieldMessages } from '../account/errors.ts';

export type DepositValues = {
  readonly Amount: string;
  readonly AgreeWithDepositTerms: boolean;
  readonly AccountHolderLastName: string;
  readonly AccountNumber: string;
  readonly SecurityCode: string;
  readonly ExpirationMonth: string;
  readonly ExpirationYear: string;
  readonly CardCountry: string;
  readonly NetellerEmail: string;
  readonly PaparaAccountNumber: string;
  readonly PagsmileDocumentNumber: string;
  readonly Password: string;
  readonly VoucherCode: string;
};

export const emptyDepositValues: DepositValues = {
  Amount: '',
  AgreeWithDepositTerms: false,
  AccountHolderLastName: '',
  AccountNumber: '',
  SecurityCode: '',
  ExpirationMonth: '',
  ExpirationYear: '',
  CardCountry: '',
  NetellerEmail: '',
  PaparaAccountNumber: '',
  PagsmileDocumentNumber: '',
  Password: '',
  VoucherCode: '',
};

/** The inputs the form shows (a refusal naming another field goes over the form). */
export const DEPOSIT_FIELDS = Object.keys(emptyDepositValues);

/** VAL-25: methods with no terms box. */
export const asksTerms = (method: DepositMethod) => method !== DEPOSIT_METHODS.voucher;

/** What the chosen method sends: its own fields only (the house's schema is strict; VAL-17..24). */
export function depositInput(method: DepositMethod, values: DepositValues): Record<string, unknown> {
  const amount = values.Amount.trim();
  const common = { Method: method, Amount: amount, AgreeWithDepositTerms: values.AgreeWithDepositTerms };
  const { AccountHolderLastName, AccountNumber, SecurityCode, ExpirationMonth, ExpirationYear } = values;
  const card = { AccountHolderLastName, AccountNumber, SecurityCode, ExpirationMonth, ExpirationYear };
  switch (method) {
    case DEPOSIT_METHODS.card:
      return { ...common, ...card };
    case DEPOSIT_METHODS.fingenom:
      return { ...common, ...card, CardCountry: values.CardCountry };
    case DEPOSIT_METHODS.neteller:
      return { ...common, NetellerEmail: values.NetellerEmail };
    case DEPOSIT_METHODS.papara:
      return { ...common, PaparaAccountNumber: values.PaparaAccountNumber };
    case DEPOSIT_METHODS.pix:
      return { ...common, PagsmileDocumentNumber: values.PagsmileDocumentNumber, Password: values.Password };
    case DEPOSIT_METHODS.voucher:
      // STA-24: a voucher is in EUR, whatever was chosen before.
      return { Method: method, Amount: amount, Currency: 'EUR', VoucherCode: values.VoucherCode };
  }
}

/** The house's schema, the Luhn and CPF checks, and (VAL-01) the terms box unless the player accepted the terms before. */
export function depositFormSchema(termsAccepted: boolean) {
  return v.pipe(
    depositRequestSchema,
    v.forward(
      v.check((request) => !('AccountNumber' in request) || cardNumberValid(request.AccountNumber), 'is not a valid card number'),
      ['AccountNumber'],
    ),
    v.forward(
      v.check((request) => !('PagsmileDocumentNumber' in request) || cpfValid(request.PagsmileDocumentNumber), 'is not a valid CPF number'),
      ['PagsmileDocumentNumber'],
    ),
    v.forward(
      v.check((request) => termsAccepted || !asksTerms(request.Method) || ('AgreeWithDepositTerms' in request && request.AgreeWithDepositTerms === true), 'must be accepted'),
      ['AgreeWithDepositTerms'],
    ),
  );
}

/** The deposit form's own words for its methods' fields (the shared ones in account/errors.ts otherwise). */
export function depositFieldMessages(LL: TranslationFunctions): FieldMessages {
  const c = LL.cashier;
  const password = passwordAgainMessages(LL);
  return (field, code) => {
    if (field === 'Password') return password(field, code);
    if (field === 'PaparaAccountNumber') return c.paparaFormat();
    if (field === 'PagsmileDocumentNumber') return c.badCpf();
    if (field === 'VoucherCode') return c.voucherFormat();
    if (field === 'CardCountry') return LL.account.errors.country();
    return undefined;
  };
}
