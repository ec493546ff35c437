import { useState } from 'react';
import { AppLink } from '../../ui/app-link.tsx';
import { useSiteLocale } from '../../ui/site-locale-context.tsx';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { lostPasswordSchema } from '../../../schemas/accounts.ts';
import { api } from '../../store/session.ts';
import { AuthCard, SubmitButton } from './auth-card.tsx';
import { Field, FormMessage } from './field.tsx';
import { useFormSubmit } from './use-form-submit.ts';

/** /{lang}/lost-password: asks for a reset link; the answer never says whether the address is known. */
export function LostPasswordPage() {
  const { LL } = useI18nContext();
  const lang = useSiteLocale();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const { errors, formError, busy, submit: run } = useFormSubmit({ fields: ['Email'] });

  const submit = () =>
    run(lostPasswordSchema, { Email: email }, async (body) => {
      await api('POST', `/api/account/lost-password?lang=${encodeURIComponent(lang)}`, body);
      setSent(true);
    });

  return (
    <AuthCard
      title={LL.account.lostTitle()}
      subtitle={LL.account.lostHint()}
      page="lost-password"
      busy={busy}
      onSubmit={() => void submit()}
      footer={<AppLink to={{ page: 'login' }}>{LL.nav.login()}</AppLink>}
    >
      <Field name="Email" type="email" label={LL.account.email()} value={email} onChange={setEmail} error={errors.Email} autoComplete="email" />
      {formError && <FormMessage kind="error">{formError}</FormMessage>}
      {sent && <FormMessage kind="success">{LL.account.lostSent()}</FormMessage>}
      <SubmitButton busy={busy} label={LL.account.lostButton()} busyLabel={LL.account.working()} />
    </AuthCard>
  );
}
