import type { ReactNode } from 'react';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { AppLink } from '../../ui/app-link.tsx';
import type { AppTarget } from '../../ui/app-link.tsx';
import { bottomBarItems } from './bottom-bar-items.ts';
import type { BottomBarItem } from './bottom-bar-items.ts';
import { Icon } from '../../ui/icons.tsx';
import type { IconName } from '../../ui/icons.tsx';
import { openLiveChat } from './live-chat.ts';
import type { PageKind } from './page-kind.ts';

type BottomBarProps = {
  readonly kind: PageKind;
  readonly menuOpen: boolean;
  readonly onOpenMenu: () => void;
  readonly onOpenBetslip: () => void;
  /** Selections on the betslip (SPEC SCR-38). */
  readonly selectionCount: number;
};

const LINKS: Partial<Record<BottomBarItem, { readonly to: AppTarget; readonly icon: IconName }>> = {
  sport: { to: { page: 'sport' }, icon: 'sport' },
  casino: { to: { page: 'casino' }, icon: 'casino' },
  liveCasino: { to: { page: 'casino', rest: 'live-casino/all' }, icon: 'liveCasino' },
  bonus: { to: { page: 'promotions' }, icon: 'promotions' },
};

/** Phones only (<768px), SPEC SCR-35…SCR-41. */
export function BottomBar({ kind, menuOpen, onOpenMenu, onOpenBetslip, selectionCount }: BottomBarProps) {
  const { LL } = useI18nContext();
  const label: Record<BottomBarItem, string> = {
    menu: LL.nav.menu(),
    sport: LL.nav.sport(),
    casino: LL.nav.casino(),
    betslip: LL.nav.betslip(),
    liveCasino: LL.nav.liveCasino(),
    bonus: LL.nav.bonus(),
    liveChat: LL.nav.liveChat(),
  };

  const render = (item: BottomBarItem): ReactNode => {
    const link = LINKS[item];
    if (link) {
      return (
        <AppLink to={link.to} className="bottom-bar__item">
          <Icon name={link.icon} />
          <span className="bottom-bar__label">{label[item]}</span>
        </AppLink>
      );
    }
    switch (item) {
      case 'menu':
        return (
          <button type="button" className="bottom-bar__item" aria-expanded={menuOpen} aria-controls="menu-drawer" onClick={onOpenMenu}>
            <Icon name="menu" />
            <span className="bottom-bar__label">{label.menu}</span>
          </button>
        );
      case 'betslip':
        // Named by its content, not aria-label: the visible word stays the start of the name.
        return (
          <button type="button" className="bottom-bar__item" onClick={onOpenBetslip}>
            <span className="bottom-bar__icon">
              <Icon name="betslip" />
              <span className="badge" aria-hidden="true">
                {selectionCount}
              </span>
            </span>
            <span className="bottom-bar__label">
              {label.betslip}
              <span className="visually-hidden">{LL.nav.selectionCount({ count: selectionCount })}</span>
            </span>
          </button>
        );
      default:
        return (
          <button type="button" className="bottom-bar__item" onClick={openLiveChat}>
            <Icon name="support" />
            <span className="bottom-bar__label">{label.liveChat}</span>
          </button>
        );
    }
  };

  return (
    <nav className="bottom-bar" aria-label={LL.shell.quickNavigation()}>
      <ul className="bottom-bar__list" role="list">
        {bottomBarItems(kind).map((item) => (
          <li key={item} data-item={item}>
            {render(item)}
          </li>
        ))}
      </ul>
    </nav>
  );
}
