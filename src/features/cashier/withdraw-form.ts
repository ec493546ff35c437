/**
 * The withdrawal form's values and their check before sending: the house's own request schema
 * (VAL-27, VAL-32, VAL-33), plus the Luhn check on a card number, as for deposits; and the words for
 * what the house refuses that only a withdrawal has (a wrong password, more than the balance).
 */
import * as v from 'valibot';
import { cardNumberValid } from '../../../domain/card-number.ts';
import { WITHDRAW_METHODS, withdrawalRequestSchema, type WithdrawMethod } from '../../../schemas/cashier.ts';
import { ERROR_CODES } from '../../../schemas/errors.ts';
import type { TranslationFunctions } from '../../i18n/i18n-types.ts';
import { passwordAgainMessages, type FieldMessages } from '../account/errors.ts';

export type WithdrawValues = {
  readonly Amount: string;
  readonly Password: string;
  readonly CreditCardHolder: string;
  readonly CreditCardNumber: string;
  readonly AccountID: string;
  readonly SecureID: string;
  readonly NetellerEmail: string;
};

export const emptyWithdrawValues: WithdrawValues = {
  Amount: '',
  Password: '',
  CreditCardHolder: '',
  CreditCardNumber: '',
  AccountID: '',
  SecureID: '',
  NetellerEmail: '',
};

/** The inputs the form shows (a refusal naming another field goes over the form). */
export const WITHDRAW_FIELDS = Object.keys(emptyWithdrawValues);

/** What the chosen method sends: its own fields only (the house's schema is strict). */
export function withdrawInput(method: WithdrawMethod, values: WithdrawValues): Record<string, unknown> {
  const common = { WithdrawMethod: method, Amount: values.Amount.trim(), Password: values.Password };
  if (method === WITHDRAW_METHODS.neteller) return { ...common, AccountID: values.AccountID.trim(), SecureID: values.SecureID.trim(), NetellerEmail: values.NetellerEmail };
  return { ...common, CreditCardHolder: values.CreditCardHolder, CreditCardNumber: values.CreditCardNumber };
}

export const withdrawFormSchema = v.pipe(
  withdrawalRequestSchema,
  v.forward(
    v.check((request) => request.WithdrawMethod !== WITHDRAW_METHODS.card || cardNumberValid(request.CreditCardNumber), 'is not a valid card number'),
    ['CreditCardNumber'],
  ),
);

/** The withdrawal's own words for a field's error; the account forms' words for the rest. */
export function withdrawFieldMessages(LL: TranslationFunctions): FieldMessages {
  const c = LL.cashier;
  const password = passwordAgainMessages(LL);
  return (field, code) => {
    if (field === 'Password') return password(field, code);
    if (field === 'Amount' && code === ERROR_CODES.insufficientBalance) return c.overBalance();
    if (field === 'CreditCardNumber') return c.badCard();
    if (field === 'AccountID') return c.accountIdFormat();
    if (field === 'SecureID') return c.secureIdFormat();
    return undefined;
  };
}
