import { HeaderUserArea } from '../../features/account/header-user-area.tsx';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { AppLink } from '../../ui/app-link.tsx';
import type { AppTarget } from '../../ui/app-link.tsx';
import { Icon } from '../../ui/icons.tsx';
import { LanguageSelect } from './language-select.tsx';
import type { TranslationFunctions } from '../../i18n/i18n-types.ts';

const MAIN_NAV: readonly { readonly to: AppTarget; readonly label: (LL: TranslationFunctions) => string }[] = [
  { to: { page: 'sport' }, label: (LL) => LL.nav.sport() },
  { to: { page: 'live' }, label: (LL) => LL.nav.live() },
  { to: { page: 'esports' }, label: (LL) => LL.nav.esports() },
  { to: { page: 'casino' }, label: (LL) => LL.nav.casino() },
  { to: { page: 'promotions' }, label: (LL) => LL.nav.promotions() },
];

type HeaderProps = {
  /** Shown between phone and desktop widths, where neither the bottom bar nor the right sidebar is. */
  readonly betslipButton: boolean;
  readonly selectionCount: number;
  readonly onOpenBetslip: () => void;
  /** Odds format, view format and time zone, reachable at every width (SPEC PRD-05). */
  readonly onOpenSettings: () => void;
};

export function Header({ betslipButton, selectionCount, onOpenBetslip, onOpenSettings }: HeaderProps) {
  const { LL } = useI18nContext();
  return (
    <header className="header">
      <AppLink to={{ page: 'home' }} className="brand">
        <span className="brand__mark" aria-hidden="true">
          S
        </span>
        <span className="brand__text">{LL.brand()}</span>
      </AppLink>

      <nav className="main-nav" aria-label={LL.shell.mainNavigation()}>
        <ul className="main-nav__list" role="list">
          {MAIN_NAV.map((item) => (
            <li key={item.to.page}>
              <AppLink to={item.to} className="main-nav__link">
                {item.label(LL)}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>

      <div className="header__actions">
        {betslipButton && (
          <button type="button" className="icon-button header__betslip" aria-label={LL.nav.betslipWithCount({ count: selectionCount })} onClick={onOpenBetslip}>
            <Icon name="betslip" />
            <span className="badge" aria-hidden="true">
              {selectionCount}
            </span>
          </button>
        )}
        <button type="button" className="icon-button header__settings" aria-label={LL.settings.open()} aria-haspopup="dialog" aria-controls="settings-sheet" onClick={onOpenSettings}>
          <Icon name="settings" />
        </button>
        <LanguageSelect />
        <HeaderUserArea />
      </div>
    </header>
  );
}
