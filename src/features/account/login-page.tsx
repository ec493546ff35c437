import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { AppLink } from '../../ui/app-link.tsx';
import { useSiteLocale } from '../../ui/site-locale-context.tsx';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { loginSchema } from '../../../schemas/accounts.ts';
import { login } from '../../store/session.ts';
import { AuthCard, SubmitButton } from './auth-card.tsx';
import { Field, FormMessage } from './field.tsx';
import { useFormSubmit } from './use-form-submit.ts';

/** /{lang}/login. */
export function LoginPage() {
  const { LL } = useI18nContext();
  const lang = useSiteLocale();
  const navigate = useNavigate();
  const [values, setValues] = useState({ UserName: '', Password: '' });
  const { errors, formError, busy, submit: run } = useFormSubmit({ fields: ['UserName', 'Password'] });
  const set = (field: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const submit = () =>
    run(loginSchema, values, async ({ UserName, Password }) => {
      await login(UserName, Password);
      await navigate({ to: '/$lang', params: { lang } });
    });

  return (
    <AuthCard
      title={LL.account.loginTitle()}
      page="login"
      busy={busy}
      onSubmit={() => void submit()}
      footer={
        <>
          <AppLink to={{ page: 'lostPassword' }}>{LL.account.forgotPassword()}</AppLink>
          <span>
            {LL.account.noAccount()} <AppLink to={{ page: 'register' }}>{LL.nav.register()}</AppLink>
          </span>
        </>
      }
    >
      <Field name="UserName" label={LL.account.loginName()} value={values.UserName} onChange={set('UserName')} error={errors.UserName} autoComplete="username" />
      <Field name="Password" type="password" label={LL.account.password()} value={values.Password} onChange={set('Password')} error={errors.Password} autoComplete="current-password" />
      {formError && <FormMessage kind="error">{formError}</FormMessage>}
      <SubmitButton busy={busy} label={LL.account.loginButton()} busyLabel={LL.account.working()} />
    </AuthCard>
  );
}
