import { useId } from 'react';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { BetPanel } from './bet-panel.tsx';
import { Icon } from './icons.tsx';

type RightSidebarProps = {
  readonly collapsed: boolean;
  readonly onToggle: () => void;
};

/** Desktop only (≥1280px); it starts expanded (SPEC SCR-16). */
export function RightSidebar({ collapsed, onToggle }: RightSidebarProps) {
  const { LL } = useI18nContext();
  const titleId = useId();
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
      {!collapsed && <BetPanel />}
    </aside>
  );
}
