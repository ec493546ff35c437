import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useSiteLocale } from '../../ui/site-locale-context.tsx';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import type { TranslationFunctions } from '../../i18n/i18n-types.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { changePasswordSchema, USER_TYPES, type User } from '../../../schemas/accounts.ts';
import { api, displayName, useSession } from '../../store/session.ts';
import { SubmitButton } from './auth-card.tsx';
import { Field, FormMessage, NewPasswordFields } from './field.tsx';
import { balanceText } from '../../../domain/money.ts';
import { useFormSubmit } from './use-form-submit.ts';
import { ACCOUNT_TABS, type AccountTab } from './account-tabs.ts';
import { AccountHistory, isAccountHistoryTab } from '../history/account-history.tsx';
import { DepositPanel } from '../cashier/deposit-panel.tsx';
import { WithdrawPanel } from '../cashier/withdraw-panel.tsx';
import { ProtectionsPanel } from '../protections/protections-panel.tsx';
import { BonusesPanel } from '../bonuses/bonuses-panel.tsx';
import './account.css';

function tabTitle(LL: TranslationFunctions, tab: AccountTab): string {
  const m = LL.account.modal;
  const titles: Record<AccountTab, () => string> = {
    account: m.account,
    messages: m.messages,
    limits: m.limits,
    deposit: m.deposit,
    withdraw: m.withdraw,
    bonuses: m.bonuses,
    'casino-history': m.casinoHistory,
    'sports-history': m.sportsHistory,
    'pending-bets': m.pendingBets,
    'transaction-history': m.transactionHistory,
  };
  return titles[tab]();
}

/** /{lang}/user/{tab}: the account modal over the page, on the native <dialog> (focus trap, Escape). */
export function AccountModal({ tab }: { tab: AccountTab }) {
  const { LL, locale } = useI18nContext();
  const lang = useSiteLocale();
  const navigate = useNavigate();
  const { user } = useSession();
  const ref = useRef<HTMLDialogElement>(null);
  const title = tabTitle(LL, tab);
  useDocumentTitle(`${LL.account.modal.title()} · ${title}`);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  const close = () => void navigate({ to: '/$lang', params: { lang } });
  if (!user) return null;
  const balance = balanceText(user.Balance, user.CurrencySystemAbbreviature, user.Currency.Decimals, locale);

  return (
    <dialog ref={ref} className="account-modal" aria-labelledby="account-modal-title" onClose={close} onCancel={close}>
      <header className="account-modal__header">
        <div className="account-modal__who">
          <span className="account-modal__name">{displayName(user.UserName)}</span>
          <span className="account-modal__balance tabular" data-testid="modal-balance">
            {balance}
          </span>
        </div>
        <h2 id="account-modal-title" className="account-modal__title">
          {title}
        </h2>
        <button type="button" className="icon-button account-modal__close" aria-label={LL.account.modal.close()} onClick={close}>
          <span aria-hidden="true">✕</span>
        </button>
      </header>
      <div className="account-modal__body">
        <nav className="account-modal__tabs" aria-label={LL.account.modal.tabs()}>
          {(Object.keys(ACCOUNT_TABS) as (keyof typeof ACCOUNT_TABS)[]).map((group) => (
            <div key={group} className="account-tabs__group" role="group" aria-labelledby={`account-group-${group}`}>
              <h3 id={`account-group-${group}`} className="account-tabs__heading">
                {LL.account.modal.groups[group]()}
              </h3>
              <ul role="list" className="account-tabs__list">
                {ACCOUNT_TABS[group].map((id) => (
                  <li key={id}>
                    <Link to="/$lang/$section/$" params={{ lang, section: 'user', _splat: id }} className="account-tabs__tab" aria-current={id === tab ? 'page' : undefined} data-tab={id}>
                      {tabTitle(LL, id)}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <section className="account-modal__panel" aria-labelledby="account-modal-title" data-tab-panel={tab}>
          {tab === 'account' ? (
            <AccountDetails user={user} balance={balance} />
          ) : tab === 'deposit' ? (
            <DepositPanel user={user} />
          ) : tab === 'bonuses' ? (
            <BonusesPanel />
          ) : tab === 'limits' ? (
            <ProtectionsPanel />
          ) : tab === 'withdraw' ? (
            <WithdrawPanel user={user} />
          ) : isAccountHistoryTab(tab) ? (
            <AccountHistory tab={tab} />
          ) : (
            <NotYet />
          )}
        </section>
      </div>
    </dialog>
  );
}

function NotYet() {
  const { LL } = useI18nContext();
  return (
    <div className="placeholder__card account-modal__not-yet">
      <p className="placeholder__text">{LL.account.modal.notYet()}</p>
      <p className="muted">{LL.account.modal.notYetHint()}</p>
    </div>
  );
}

const TYPE_KEYS = { [USER_TYPES.user]: 'user', [USER_TYPES.agent]: 'agent', [USER_TYPES.superAgent]: 'superAgent', [USER_TYPES.demoUser]: 'demoUser', [USER_TYPES.superMasterAgent]: 'superMasterAgent' } as const;

function AccountDetails({ user, balance }: { user: User; balance: string }) {
  const { LL, locale } = useI18nContext();
  const m = LL.account.modal;
  const total = balanceText(user.Balances.TotalBalance, user.CurrencySystemAbbreviature, user.Currency.Decimals, locale);
  return (
    <div className="stack">
      <dl className="account-details">
        <dt>{LL.account.userName()}</dt>
        <dd>{user.UserName}</dd>
        <dt>{LL.account.email()}</dt>
        <dd>{user.Email}</dd>
        <dt>{m.userType()}</dt>
        <dd>{m.types[TYPE_KEYS[user.UserType]]()}</dd>
        <dt>{LL.account.balance()}</dt>
        <dd className="tabular">{balance}</dd>
        <dt>{m.total()}</dt>
        <dd className="tabular">{total}</dd>
      </dl>
      {user.IsDemo && <p className="notice">{m.demoNote()}</p>}
      <ChangePasswordForm />
    </div>
  );
}

function ChangePasswordForm() {
  const { LL } = useI18nContext();
  const [values, setValues] = useState({ CurrentPassword: '', Password: '', PasswordConfirmation: '' });
  const [done, setDone] = useState(false);
  const { errors, formError, busy, submit: run } = useFormSubmit({ fields: ['CurrentPassword', 'Password', 'PasswordConfirmation'] });
  const set = (field: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const submit = () => {
    setDone(false);
    return run(changePasswordSchema, values, async (body) => {
      await api('POST', '/api/account/change-password', body);
      setDone(true);
      setValues({ CurrentPassword: '', Password: '', PasswordConfirmation: '' });
    });
  };

  return (
    <div className="account-modal__form">
      <AuthCardless title={LL.account.changeTitle()} busy={busy} onSubmit={() => void submit()}>
        <Field name="CurrentPassword" type="password" label={LL.account.currentPassword()} value={values.CurrentPassword} onChange={set('CurrentPassword')} error={errors.CurrentPassword} autoComplete="current-password" />
        <NewPasswordFields label={LL.account.newPassword()} values={values} onChange={set} errors={errors} />
        {formError && <FormMessage kind="error">{formError}</FormMessage>}
        {done && <FormMessage kind="success">{LL.account.changeDone()}</FormMessage>}
        <SubmitButton busy={busy} label={LL.account.changeButton()} busyLabel={LL.account.working()} />
      </AuthCardless>
    </div>
  );
}

/** A titled form without the page frame, for forms inside the modal. */
function AuthCardless({ title, busy, onSubmit, children }: { title: string; busy: boolean; onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      className="auth-form"
      noValidate
      aria-label={title}
      aria-busy={busy}
      onSubmit={(e) => {
        e.preventDefault();
        if (!busy) onSubmit();
      }}
    >
      <h3 className="section-title">{title}</h3>
      {children}
    </form>
  );
}

