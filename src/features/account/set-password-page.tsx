import { useState } from 'react';
import { AppLink } from '../../app/shell/app-link.tsx';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { RESET_TOKEN_PATTERN, setPasswordSchema } from '../../../schemas/accounts.ts';
import { check } from '../../../schemas/validate.ts';
import { api } from '../../store/session.ts';
import { AuthCard, SubmitButton } from './auth-card.tsx';
import { fromFailure, fromValidation, type FieldErrors } from './errors.ts';
import { Field, FormMessage } from './field.tsx';

/** /{lang}/set-password?token=…: the link from the reset mail (the query is kept here, RTE-35). */
export function SetPasswordPage() {
  const { LL } = useI18nContext();
  const [token] = useState(() => new URLSearchParams(window.location.search).get('token') ?? '');
  const [values, setValues] = useState({ Password: '', PasswordConfirmation: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const set = (field: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const tokenOk = RESET_TOKEN_PATTERN.test(token);

  const submit = async () => {
    setFormError(null);
    const parsed = check(setPasswordSchema, { Token: token, ...values });
    if (!parsed.ok) {
      if (parsed.error.field === 'Token') return setFormError(LL.account.errors.token());
      return setErrors(fromValidation(LL, parsed.error));
    }
    setErrors({});
    setBusy(true);
    try {
      await api('POST', '/api/account/set-password', parsed.value);
      setDone(true);
    } catch (error) {
      const shown = fromFailure(LL, error, ['Password', 'PasswordConfirmation']);
      setErrors(shown.fields);
      setFormError(shown.form ?? (error instanceof Error && 'field' in error && error.field === 'Token' ? LL.account.errors.token() : null));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard
      title={LL.account.setTitle()}
      page="set-password"
      busy={busy}
      onSubmit={() => void submit()}
      footer={<AppLink to={{ page: done ? 'login' : 'lostPassword' }}>{done ? LL.nav.login() : LL.account.lostTitle()}</AppLink>}
    >
      {!tokenOk && <FormMessage kind="error">{LL.account.missingToken()}</FormMessage>}
      {done ? (
        <FormMessage kind="success">{LL.account.setDone()}</FormMessage>
      ) : (
        <>
          <Field name="Password" type="password" label={LL.account.newPassword()} value={values.Password} onChange={set('Password')} error={errors.Password} autoComplete="new-password" hint={LL.account.errors.passwordLength()} />
          <Field
            name="PasswordConfirmation"
            type="password"
            label={LL.account.passwordConfirmation()}
            value={values.PasswordConfirmation}
            onChange={set('PasswordConfirmation')}
            error={errors.PasswordConfirmation}
            autoComplete="new-password"
          />
          {formError && <FormMessage kind="error">{formError}</FormMessage>}
          <SubmitButton busy={busy} label={LL.account.setButton()} busyLabel={LL.account.working()} />
        </>
      )}
    </AuthCard>
  );
}
