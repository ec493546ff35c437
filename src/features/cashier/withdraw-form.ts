/**
 * The withdrawal form's values and their check before sending: the house's own request schema
 * (VAL-27, VAL-29, VAL-32..34), plus the house's checks beyond shape: a card's Luhn digit, an
 * IBAN's check digits, an address on the coin's chain; and the words for
 * what the house refuses that only a withdrawal has (a wrong password, more than the balance).
 */
import * as v from 'valibot';
import { cardNumberValid } from '../../../domain/card-number.ts';
import { ibanValid } from '../../../domain/bank-account.ts';
import { addressValid } from '../../../domain/crypto-address.ts';
import { COINS } from '../../../domain/crypto-coins.ts';
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
  readonly AccountName: string;
  readonly IBAN: string;
  readonly BankCode: string;
  readonly BankName: string;
  readonly CoinspaidConvertToCurrency: string;
  readonly BlockchainAddress: string;
};

export const emptyWithdrawValues: WithdrawValues = {
  Amount: '',
  Password: '',
  CreditCardHolder: '',
  CreditCardNumber: '',
  AccountID: '',
  SecureID: '',
  NetellerEmail: '',
  AccountName: '',
  IBAN: '',
  BankCode: '',
  BankName: '',
  CoinspaidConvertToCurrency: 'BTC',
  BlockchainAddress: '',
};

/** The inputs the form shows (a refusal naming another field goes over the form). */
export const WITHDRAW_FIELDS = Object.keys(emptyWithdrawValues);

/** What the chosen method sends: its own fields only (the house's schema is strict). */
export function withdrawInput(method: WithdrawMethod, values: WithdrawValues): Record<string, unknown> {
  const common = { WithdrawMethod: method, Amount: values.Amount.trim(), Password: values.Password };
  switch (method) {
    case WITHDRAW_METHODS.card:
      return { ...common, CreditCardHolder: values.CreditCardHolder, CreditCardNumber: values.CreditCardNumber };
    case WITHDRAW_METHODS.neteller:
      return { ...common, AccountID: values.AccountID.trim(), SecureID: values.SecureID.trim(), NetellerEmail: values.NetellerEmail };
    case WITHDRAW_METHODS.bank:
      return { ...common, AccountName: values.AccountName, IBAN: values.IBAN, BankCode: values.BankCode, BankName: values.BankName };
    case WITHDRAW_METHODS.crypto:
      return { ...common, CoinspaidConvertToCurrency: values.CoinspaidConvertToCurrency, BlockchainAddress: values.BlockchainAddress.trim() };
  }
}

export const withdrawFormSchema = v.pipe(
  withdrawalRequestSchema,
  v.forward(
    v.check((request) => request.WithdrawMethod !== WITHDRAW_METHODS.card || cardNumberValid(request.CreditCardNumber), 'is not a valid card number'),
    ['CreditCardNumber'],
  ),
  v.forward(
    v.check((request) => request.WithdrawMethod !== WITHDRAW_METHODS.bank || ibanValid(request.IBAN), 'the check digits do not match'),
    ['IBAN'],
  ),
  v.forward(
    v.check((request) => request.WithdrawMethod !== WITHDRAW_METHODS.crypto || addressValid(COINS[request.CoinspaidConvertToCurrency].chain, request.BlockchainAddress), 'is not an address of this coin'),
    ['BlockchainAddress'],
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
    if (field === 'IBAN') return c.badIban();
    if (field === 'BankCode') return c.bicFormat();
    if (field === 'BlockchainAddress') return c.badAddress();
    if (field === 'Amount' && code === ERROR_CODES.cryptoWithdrawalMinimum) return LL.houseErrors.cryptoWithdrawalMinimum();
    return undefined;
  };
}
