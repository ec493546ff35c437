import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useSiteLocale } from '../../ui/site-locale-context.tsx';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { displayName, loadSession, logout, onUnauthorized, useSession } from '../../store/session.ts';
import { AuthLinks } from '../../ui/auth-links.tsx';
import { balanceText } from '../../../domain/money.ts';
import './account.css';

/**
 * The header's user area: Log in / Register for guests; for a player, the name (before any @) and
 * the balance with its currency abbreviation (SCR-43), opening the account modal, and Log out.
 */
export function HeaderUserArea() {
  const { LL, locale } = useI18nContext();
  const lang = useSiteLocale();
  const navigate = useNavigate();
  const session = useSession();
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    void loadSession();
    // ERR-09 / RTE-33: a 401 on an authenticated request sends the player home.
    return onUnauthorized(() => void navigate({ to: '/$lang', params: { lang } }));
  }, [navigate, lang]);

  if (session.status === 'unknown' || session.status === 'loading') {
    return <span className="user-area user-area--loading" aria-busy="true" aria-label={LL.shell.loading()} />;
  }

  const user = session.user;
  if (!user) {
    return <AuthLinks className="user-area" />;
  }

  const name = displayName(user.UserName);
  const balance = balanceText(user.Balance, user.CurrencySystemAbbreviature, user.Currency.Decimals, locale);
  const signOut = async () => {
    setLeaving(true);
    try {
      await logout();
    } finally {
      setLeaving(false);
      await navigate({ to: '/$lang', params: { lang } });
    }
  };

  return (
    <span className="user-area" data-user-type={user.UserType}>
      <Link
        to="/$lang/$section/$"
        params={{ lang, section: 'user', _splat: 'deposit' }}
        className="user-chip"
        aria-label={LL.account.openAccount({ name, balance })}
        data-testid="header-user"
      >
        <span className="user-chip__name">{name}</span>
        <span className="user-chip__balance tabular" data-testid="header-balance">
          {balance}
        </span>
        {user.IsDemo && <span className="user-chip__demo">{LL.account.modal.types.demoUser()}</span>}
      </Link>
      <button type="button" className="btn btn--ghost btn--small" onClick={() => void signOut()} disabled={leaving}>
        {LL.account.logout()}
      </button>
    </span>
  );
}
