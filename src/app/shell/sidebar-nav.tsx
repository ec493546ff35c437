import { Suspense, useId } from 'react';
import { houseLazy } from '../../ssr/house-lazy.ts';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { AppLink } from '../../ui/app-link.tsx';
import { Icon } from '../../ui/icons.tsx';
import { openLiveChat } from './live-chat.ts';
import type { PageKind } from './page-kind.ts';
import { sidebarGroups, sidebarModeOf, SIDEBAR_MODE } from './sidebar-groups.ts';
import { SIDEBAR_GROUP_LINKS } from './sidebar-links.ts';

// The modes' code (and the trees they fetch) loads only on the pages that show them.
const PrematchPanel = houseLazy('src/features/side-tree/prematch-panel.tsx', () => import('../../features/side-tree/prematch-panel.tsx').then((m) => m.PrematchPanel));
const LivePanel = houseLazy('src/features/side-tree/live-panel.tsx', () => import('../../features/side-tree/live-panel.tsx').then((m) => m.LivePanel));
const ResultsPanel = houseLazy('src/features/side-tree/results-panel.tsx', () => import('../../features/side-tree/results-panel.tsx').then((m) => m.ResultsPanel));
const EsportsPanel = houseLazy('src/features/side-tree/esports-panel.tsx', () => import('../../features/side-tree/esports-panel.tsx').then((m) => m.EsportsPanel));

type SidebarNavProps = {
  readonly kind: PageKind;
  /** The page's path after /{lang}: it picks the sidebar's mode (STA-01 sidebarToDisplay). */
  readonly path: readonly string[];
  /** The address's query (the results mode reads its day from it). */
  readonly search: string;
  /** Whether the page's mode shows here (not in the rail while a phone hides it: it would fetch for nothing). */
  readonly showMode?: boolean;
  /** Icons only; labels stay in the accessibility tree and show as tooltips. */
  readonly compact?: boolean;
  /** Called after any link or button is used, e.g. to close the phone drawer (SPEC SCR-12). */
  readonly onNavigate?: () => void;
  /** Widens the compact rail (its search button opens the rail onto the search box). */
  readonly onExpand?: (() => void) | undefined;
};

/** The left sidebar's content (SPEC SCR-21…SCR-27, SCR-31…SCR-33), shared by the desktop rail and the phone drawer. */
export function SidebarNav({ kind, path, search, showMode = true, compact = false, onNavigate, onExpand }: SidebarNavProps) {
  const { LL } = useI18nContext();
  const id = useId();
  const tooltip = (text: string) => (compact ? text : undefined);
  const mode = showMode ? sidebarModeOf(path) : null;

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
      {mode !== null && (
        <Suspense fallback={null}>
          {mode === SIDEBAR_MODE.prematch ? (
            <PrematchPanel rest={path.slice(1)} compact={compact} onNavigate={onNavigate} onExpand={onExpand} />
          ) : mode === SIDEBAR_MODE.live ? (
            <LivePanel compact={compact} onNavigate={onNavigate} />
          ) : mode === SIDEBAR_MODE.esports ? (
            <EsportsPanel rest={path.slice(1)} compact={compact} onNavigate={onNavigate} />
          ) : (
            <ResultsPanel search={search} compact={compact} onNavigate={onNavigate} />
          )}
        </Suspense>
      )}
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
