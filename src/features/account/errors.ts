/**
 * Server and client validation errors → the localized sentence under the input. The server's
 * `field` says which input; its code (and for `invalid`, the field) says which sentence.
 */
import { ERROR_CODES } from '../../../schemas/errors.ts';
import type { TranslationFunctions } from '../../i18n/i18n-types.ts';
import { ApiFailure } from '../../store/session.ts';
import { houseErrorText } from '../../ui/house-error-text.ts';

export type FieldErrors = Partial<Record<string, string>>;

/** A form's own words for some of its fields' errors (undefined: the shared words below). */
export type FieldMessages = (field: string, code: ApiFailure['code']) => string | undefined;

/** For forms that ask the password again before something that matters (a withdrawal, a break). */
export function passwordAgainMessages(LL: TranslationFunctions): FieldMessages {
  return (field, code) => {
    if (field !== 'Password') return undefined;
    return code === ERROR_CODES.invalidCredentials ? LL.cashier.wrongPassword() : LL.account.errors.required();
  };
}

export function fieldMessage(LL: TranslationFunctions, field: string, code: ApiFailure['code']): string {
  const e = LL.account.errors;
  if (code === ERROR_CODES.taken) return field === 'Email' ? e.emailTaken() : e.taken();
  if (code === ERROR_CODES.invalidCredentials) return field === 'CurrentPassword' ? e.currentWrong() : e.credentials();
  if (code === ERROR_CODES.tooManyAttempts) return e.tooMany();
  if (code === ERROR_CODES.invalidToken) return e.token();
  if (code === ERROR_CODES.cardExpired) return LL.cashier.expired();
  if (code === ERROR_CODES.depositLimit) return LL.houseErrors.depositLimit();
  switch (field) {
    case 'Email':
      return e.email();
    case 'UserName':
      return e.userName();
    case 'Password':
      return e.passwordLength();
    case 'PasswordConfirmation':
      return e.passwordsDiffer();
    case 'AgreeWithTerms':
    case 'AgreeWithPrivacyPolicy':
    case 'AgreeWithDepositTerms':
      return e.mustAgree();
    case 'Token':
      return e.token();
    case 'AccountNumber':
      return LL.cashier.badCard();
    case 'NetellerEmail':
      return e.email();
    case 'Country':
      return code === ERROR_CODES.countryNotAllowed ? LL.houseErrors.countryNotAllowed() : e.country();
    default:
      return e.invalid();
  }
}

/** A failed call: under the named input when it names one of ours, else as a form-wide message. */
export function fromFailure(LL: TranslationFunctions, error: unknown, fields: readonly string[], messages?: FieldMessages): { fields: FieldErrors; form: string | null } {
  if (!(error instanceof ApiFailure)) return { fields: {}, form: LL.account.errors.generic() };
  if (error.status === 0) return { fields: {}, form: LL.account.errors.network() };
  if (error.field && fields.includes(error.field)) return { fields: { [error.field]: messages?.(error.field, error.code) ?? fieldMessage(LL, error.field, error.code) }, form: null };
  if (error.code === ERROR_CODES.tooManyAttempts) return { fields: {}, form: LL.account.errors.tooMany() };
  if (error.code === ERROR_CODES.invalidToken) return { fields: {}, form: LL.account.errors.token() };
  return { fields: {}, form: houseErrorText(LL, error.code) };
}
