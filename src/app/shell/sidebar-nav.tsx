import { useId } from 'react';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { AppLink } from '../../ui/app-link.tsx';
import { Icon } from '../../ui/icons.tsx';
import { openLiveChat } from './live-chat.ts';
import type { PageKind } from './page-kind.ts';
import { sidebarGroups } from './sidebar-groups.ts';
import { SIDEBAR_GROUP_LINKS } from './sidebar-links.ts';

type SidebarNavProps = {
  readonly kind: PageKind;
  /** Icons only; labels stay in the accessibility tree and show as tooltips. */
  readonly compact?: boolean;
  /** Called after any link or button is used, e.g. to close the phone drawer (SPEC SCR-12). */
  readonly onNavigate?: () => void;
};

/** The left sidebar's content (SPEC SCR-31…SCR-33), shared by the desktop rail and the phone drawer. */
export function SidebarNav({ kind, compact = false, onNavigate }: SidebarNavProps) {
  const { LL } = useI18nContext();
  const id = useId();
  const tooltip = (text: string) => (compact ? text : undefined);

  return (
    <nav className="side-nav" data-compact={compact || undefined} aria-label={LL.shell.sectionsNavigation()}>
      {sidebarGroups(kind).map((group) => {
        const definition = SIDEBAR_GROUP_LINKS[group];
        const titleId = `${id}-${group}`;
        return (
          <section key={group} className="side-nav__group" aria-labelledby={titleId} data-group={group}>
            <h2 id={titleId} className="side-nav__title">
              {definition.title(LL)}
            </h2>
            <ul className="side-nav__list" role="list">
              {definition.links.map((link) => {
                const label = link.label(LL);
                return (
                  <li key={link.id}>
                    <AppLink to={link.to} exact className="side-nav__item" title={tooltip(label)} onClick={onNavigate}>
                      <Icon name={link.icon} />
                      <span className="side-nav__label">{label}</span>
                    </AppLink>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
      <ul className="side-nav__list side-nav__always" role="list">
        <li>
          <AppLink to={{ page: 'promotions' }} className="side-nav__item" title={tooltip(LL.nav.promotions())} onClick={onNavigate}>
            <Icon name="promotions" />
            <span className="side-nav__label">{LL.nav.promotions()}</span>
          </AppLink>
        </li>
        <li>
          <button
            type="button"
            className="side-nav__item"
            title={tooltip(LL.nav.liveSupport())}
            onClick={() => {
              onNavigate?.();
              openLiveChat();
            }}
          >
            <Icon name="support" />
            <span className="side-nav__label">{LL.nav.liveSupport()}</span>
          </button>
        </li>
        <li>
          <AppLink to={{ page: 'blog' }} className="side-nav__item" title={tooltip(LL.nav.blog())} onClick={onNavigate}>
            <Icon name="blog" />
            <span className="side-nav__label">{LL.nav.blog()}</span>
          </AppLink>
        </li>
      </ul>
    </nav>
  );
}
