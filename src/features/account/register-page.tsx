import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { AppLink } from '../../ui/app-link.tsx';
import { useSiteLocale } from '../../ui/site-locale-context.tsx';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { registerSchema, registerStep1Schema } from '../../../schemas/accounts.ts';
import { CURRENCY_CODES, type CurrencyCode } from '../../../schemas/wallet.ts';
import { countryOfLocale, registrationCountries, type CountryRules } from '../../../domain/countries.ts';
import { countryRules } from '../../store/country-rules.ts';
import { useRequest } from '../../store/use-request.ts';
import { CountryField } from './country-field.tsx';
import { api, register } from '../../store/session.ts';
import { AuthCard, SubmitButton } from './auth-card.tsx';
import type { FieldErrors } from './errors.ts';
import { Checkbox, Field, FieldError, FormMessage, NewPasswordFields } from './field.tsx';
import { openModal } from '../../store/modal-store.ts';
import { useFormSubmit } from './use-form-submit.ts';

const STEP1 = ['Email', 'UserName', 'Password', 'PasswordConfirmation', 'Currency', 'Country'] as const;
/** Until the house's rules are in, every country is listed: the house refuses an excluded one by name. */
const NO_RULES: CountryRules = { excluded: [], exemptCurrencies: [] };
const STEP2 = ['AgreeWithTerms', 'AllowEmailNotification', 'AgreeWithPrivacyPolicy', 'Demo'] as const;

/** /{lang}/register in the spec's steps: account details (ENT-49), then the agreements (ENT-50). */
export function RegisterPage() {
  const { LL } = useI18nContext();
  const lang = useSiteLocale();
  const navigate = useNavigate();
  const [step, setStep] = useState<1 | 2>(1);
  const rules = useRequest('country-rules', countryRules);
  const allowed = rules.status === 'fulfilled' ? rules.value : NO_RULES;
  // The site's region is the first guess at the country (en-US: the United States), when registration takes it.
  const [text, setText] = useState(() => ({ Email: '', UserName: '', Password: '', PasswordConfirmation: '', Currency: 'EUR' as CurrencyCode, Country: countryOfLocale(lang) ?? '' }));
  const countries = useMemo(() => registrationCountries(allowed, text.Currency), [allowed, text.Currency]);
  const country = (countries as readonly string[]).includes(text.Country) ? text.Country : '';
  const [flags, setFlags] = useState({ AgreeWithTerms: false, AllowEmailNotification: false, AgreeWithPrivacyPolicy: false, Demo: false });
  // An input error of step 1 (also one the house finds on finishing: a name taken meanwhile) sends the player back to it.
  const onErrors = (shown: FieldErrors) => {
    if (Object.keys(shown).some((f) => (STEP1 as readonly string[]).includes(f))) setStep(1);
  };
  const { errors, formError, busy, submit: run } = useFormSubmit({ fields: [...STEP1, ...STEP2], onErrors });
  const setField = (field: keyof typeof text) => (value: string) => setText((v) => ({ ...v, [field]: value }));
  const setFlag = (field: keyof typeof flags) => (value: boolean) => setFlags((v) => ({ ...v, [field]: value }));

  const next = () =>
    run(registerStep1Schema, { ...text, Country: country }, async (body) => {
      await api('POST', '/api/account/register/check', body);
      setStep(2);
    });

  const finish = () =>
    run(registerSchema, { ...text, Country: country, ...flags }, async (body) => {
      const user = await register(body);
      await navigate({ to: '/$lang', params: { lang } });
      // SCR-46: a new real-money player is welcomed with the way to the deposit tab.
      if (!user.IsDemo) openModal('welcomeModal');
    });

  return (
    <AuthCard
      title={LL.account.registerTitle()}
      subtitle={LL.account.stepOf({ step, total: 2 })}
      page="register"
      busy={busy}
      onSubmit={() => void (step === 1 ? next() : finish())}
      footer={
        <span>
          {LL.account.haveAccount()} <AppLink to={{ page: 'login' }}>{LL.nav.login()}</AppLink>
        </span>
      }
    >
      {step === 1 ? (
        <fieldset className="auth-form__step" data-step="1">
          <legend className="visually-hidden">{LL.account.stepOf({ step: 1, total: 2 })}</legend>
          <Field name="Email" type="email" label={LL.account.email()} value={text.Email} onChange={setField('Email')} error={errors.Email} autoComplete="email" />
          <Field name="UserName" label={LL.account.userName()} value={text.UserName} onChange={setField('UserName')} error={errors.UserName} autoComplete="username" />
          <NewPasswordFields label={LL.account.password()} values={text} onChange={setField} errors={errors} hint={LL.account.errors.passwordLength()} />
          <div className="form-field" data-field="Currency">
            <label htmlFor="register-currency" className="form-field__label">
              {LL.account.currency()}
            </label>
            <select
              id="register-currency"
              name="Currency"
              className="form-field__input"
              value={text.Currency}
              aria-invalid={errors.Currency ? true : undefined}
              aria-describedby={errors.Currency ? 'register-currency-error' : undefined}
              onChange={(e) => setField('Currency')(e.target.value)}
            >
              {CURRENCY_CODES.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
            <FieldError id="register-currency-error" error={errors.Currency} />
          </div>
          <CountryField name="Country" label={LL.account.country()} value={country} codes={countries} onChange={setField('Country')} error={errors.Country} />
          {formError && <FormMessage kind="error">{formError}</FormMessage>}
          <SubmitButton busy={busy} label={LL.account.next()} busyLabel={LL.account.working()} />
        </fieldset>
      ) : (
        <fieldset className="auth-form__step" data-step="2">
          <legend className="visually-hidden">{LL.account.stepOf({ step: 2, total: 2 })}</legend>
          <Checkbox
            name="AgreeWithTerms"
            checked={flags.AgreeWithTerms}
            onChange={setFlag('AgreeWithTerms')}
            error={errors.AgreeWithTerms}
            label={LL.account.agreeWithTerms()}
          />
          <Checkbox name="AllowEmailNotification" checked={flags.AllowEmailNotification} onChange={setFlag('AllowEmailNotification')} error={errors.AllowEmailNotification} label={LL.account.allowEmailNotification()} />
          <Checkbox
            name="AgreeWithPrivacyPolicy"
            checked={flags.AgreeWithPrivacyPolicy}
            onChange={setFlag('AgreeWithPrivacyPolicy')}
            error={errors.AgreeWithPrivacyPolicy}
            label={LL.account.agreeWithPrivacyPolicy()}
          />
          <Checkbox name="Demo" checked={flags.Demo} onChange={setFlag('Demo')} label={LL.account.demo()} />
          <p className="muted auth-form__legal">
            <AppLink to={{ page: 'termsAndConditions' }}>{LL.pages.termsAndConditions()}</AppLink>
            {' · '}
            <AppLink to={{ page: 'privacyPolicy' }}>{LL.pages.privacyPolicy()}</AppLink>
          </p>
          {formError && <FormMessage kind="error">{formError}</FormMessage>}
          <div className="cluster auth-form__actions">
            <button type="button" className="btn btn--ghost" onClick={() => setStep(1)} disabled={busy}>
              {LL.account.back()}
            </button>
            <SubmitButton busy={busy} label={LL.account.createAccount()} busyLabel={LL.account.working()} />
          </div>
        </fieldset>
      )}
    </AuthCard>
  );
}
