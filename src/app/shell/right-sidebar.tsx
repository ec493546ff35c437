import { useId } from 'react';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { BetPanel } from './bet-panel.tsx';
import { Icon } from '../../ui/icons.tsx';
import { useMediaQuery } from './use-media-query.ts';

type RightSidebarProps = {
  readonly collapsed: boolean;
  readonly onToggle: () => void;
};

/** The width from which the right sidebar shows (src/styles/shell.css hides it below). */
const DESKTOP = '(min-width: 1280px)';

/** Desktop only (≥1280px); it starts expanded (SPEC SCR-16). Narrower screens open the panel in a sheet. */
export function RightSidebar({ collapsed, onToggle }: RightSidebarProps) {
  const { LL } = useI18nContext();
  const titleId = useId();
  // Not even rendered while hidden: a phone loads the betslip's code and the feed only when asked.
  const desktop = useMediaQuery(DESKTOP);
  return (
    <aside className="right-sidebar" id="right-sidebar" aria-labelledby={titleId} data-collapsed={collapsed || undefined}>
      <div className="right-sidebar__bar">
        <h2 id={titleId} className={collapsed ? 'visually-hidden' : 'right-sidebar__title'}>
          {LL.betslip.tabsLabel()}
        </h2>
        <button
          type="button"
          className="icon-button"
          aria-label={collapsed ? LL.shell.expandBetPanel() : LL.shell.collapseBetPanel()}
          aria-expanded={!collapsed}
          aria-controls="right-sidebar"
          onClick={onToggle}
        >
          <Icon name={collapsed ? 'betslip' : 'chevronRight'} />
        </button>
      </div>
      {!collapsed && desktop && <BetPanel />}
    </aside>
  );
}
