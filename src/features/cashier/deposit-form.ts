/**
 * The deposit form's values and their check before sending: the house's own request schema, plus
 * the Luhn check on a card number (domain/card-number.ts, which the house applies too), so a
 * mistyped card is caught under its input without a round trip.
 */
import * as v from 'valibot';
import { cardNumberValid } from '../../../domain/card-number.ts';
import { DEPOSIT_METHODS, depositRequestSchema, type DepositMethod } from '../../../schemas/cashier.ts';

export type DepositValues = {
  readonly Amount: string;
  readonly AgreeWithDepositTerms: boolean;
  readonly AccountHolderLastName: string;
  readonly AccountNumber: string;
  readonly SecurityCode: string;
  readonly ExpirationMonth: string;
  readonly ExpirationYear: string;
  readonly NetellerEmail: string;
};

export const emptyDepositValues: DepositValues = {
  Amount: '',
  AgreeWithDepositTerms: false,
  AccountHolderLastName: '',
  AccountNumber: '',
  SecurityCode: '',
  ExpirationMonth: '',
  ExpirationYear: '',
  NetellerEmail: '',
};

/** The inputs the form shows (a refusal naming another field goes over the form). */
export const DEPOSIT_FIELDS = Object.keys(emptyDepositValues);

/** What the chosen method sends: its own fields only (the house's schema is strict). */
export function depositInput(method: DepositMethod, values: DepositValues): Record<string, unknown> {
  const common = { Method: method, Amount: values.Amount.trim(), AgreeWithDepositTerms: values.AgreeWithDepositTerms };
  if (method === DEPOSIT_METHODS.neteller) return { ...common, NetellerEmail: values.NetellerEmail };
  const { AccountHolderLastName, AccountNumber, SecurityCode, ExpirationMonth, ExpirationYear } = values;
  return { ...common, AccountHolderLastName, AccountNumber, SecurityCode, ExpirationMonth, ExpirationYear };
}

/** The house's schema, the Luhn check, and (VAL-01) the terms box unless the player accepted the terms before. */
export function depositFormSchema(termsAccepted: boolean) {
  return v.pipe(
    depositRequestSchema,
    v.forward(
      v.check((request) => request.Method !== DEPOSIT_METHODS.card || cardNumberValid(request.AccountNumber), 'is not a valid card number'),
      ['AccountNumber'],
    ),
    v.forward(
      v.check((request) => termsAccepted || request.AgreeWithDepositTerms === true, 'must be accepted'),
      ['AgreeWithDepositTerms'],
    ),
  );
}
