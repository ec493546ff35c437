/**
 * Server and client validation errors → the localized sentence under the input. The server's
 * `field` says which input; its code (and for `invalid`, the field) says which sentence.
 */
import { ERROR_CODES } from '../../../schemas/errors.ts';
import type { TranslationFunctions } from '../../i18n/i18n-types.ts';
import { ApiFailure } from '../../store/session.ts';

export type FieldErrors = Partial<Record<string, string>>;

export function fieldMessage(LL: TranslationFunctions, field: string, code: ApiFailure['code']): string {
  const e = LL.account.errors;
  if (code === ERROR_CODES.taken) return field === 'Email' ? e.emailTaken() : e.taken();
  if (code === ERROR_CODES.invalidCredentials) return field === 'CurrentPassword' ? e.currentWrong() : e.credentials();
  if (code === ERROR_CODES.tooManyAttempts) return e.tooMany();
  if (code === ERROR_CODES.invalidToken) return e.token();
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
      return e.mustAgree();
    case 'Token':
      return e.token();
    default:
      return e.invalid();
  }
}

/** A failed call: under the named input when it names one of ours, else as a form-wide message. */
export function fromFailure(LL: TranslationFunctions, error: unknown, fields: readonly string[]): { fields: FieldErrors; form: string | null } {
  if (!(error instanceof ApiFailure)) return { fields: {}, form: LL.account.errors.generic() };
  if (error.status === 0) return { fields: {}, form: LL.account.errors.network() };
  if (error.field && fields.includes(error.field)) return { fields: { [error.field]: fieldMessage(LL, error.field, error.code) }, form: null };
  if (error.code === ERROR_CODES.tooManyAttempts) return { fields: {}, form: LL.account.errors.tooMany() };
  if (error.code === ERROR_CODES.invalidToken) return { fields: {}, form: LL.account.errors.token() };
  return { fields: {}, form: LL.account.errors.generic() };
}
