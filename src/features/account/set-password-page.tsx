import { useState } from 'react';
import { AppLink } from '../../ui/app-link.tsx';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { RESET_TOKEN_PATTERN, setPasswordSchema } from '../../../schemas/accounts.ts';
import { api } from '../../store/session.ts';
import { AuthCard, SubmitButton } from './auth-card.tsx';
import { FormMessage, NewPasswordFields } from './field.tsx';
import { useFormSubmit } from './use-form-submit.ts';

/** /{lang}/set-password?token=…: the link from the reset mail (the query is kept here, RTE-35). */
export function SetPasswordPage() {
  const { LL } = useI18nContext();
  const [token] = useState(() => new URLSearchParams(window.location.search).get('token') ?? '');
  const [values, setValues] = useState({ Password: '', PasswordConfirmation: '' });
  const [done, setDone] = useState(false);
  // The token has no input of its own: a bad one is said over the form.
  const { errors, formError, busy, submit: run } = useFormSubmit({ fields: ['Password', 'PasswordConfirmation'] });
  const set = (field: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const tokenOk = RESET_TOKEN_PATTERN.test(token);

  const submit = () =>
    run(setPasswordSchema, { Token: token, ...values }, async (body) => {
      await api('POST', '/api/account/set-password', body);
      setDone(true);
    });

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
          <NewPasswordFields label={LL.account.newPassword()} values={values} onChange={set} errors={errors} hint={LL.account.errors.passwordLength()} />
          {formError && <FormMessage kind="error">{formError}</FormMessage>}
          <SubmitButton busy={busy} label={LL.account.setButton()} busyLabel={LL.account.working()} />
        </>
      )}
    </AuthCard>
  );
}
