import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { Icon } from '../../ui/icons.tsx';
import type { PageKind } from './page-kind.ts';
import { SidebarNav } from './sidebar-nav.tsx';

type LeftSidebarProps = {
  readonly kind: PageKind;
  readonly collapsed: boolean;
  readonly onToggle: () => void;
};

/** The tablet and desktop rail (SPEC SCR-34); phones get the same content in the Menu drawer. */
export function LeftSidebar({ kind, collapsed, onToggle }: LeftSidebarProps) {
  const { LL } = useI18nContext();
  return (
    <aside className="left-sidebar" id="left-sidebar" data-collapsed={collapsed || undefined}>
      <button
        type="button"
        className="icon-button left-sidebar__toggle"
        aria-label={collapsed ? LL.shell.expandSidebar() : LL.shell.collapseSidebar()}
        aria-expanded={!collapsed}
        aria-controls="left-sidebar"
        onClick={onToggle}
      >
        <Icon name={collapsed ? 'chevronRight' : 'chevronLeft'} />
      </button>
      <SidebarNav kind={kind} compact={collapsed} />
    </aside>
  );
}
