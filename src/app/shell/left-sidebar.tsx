import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { Icon } from '../../ui/icons.tsx';
import type { PageKind } from './page-kind.ts';
import { SidebarNav } from './sidebar-nav.tsx';
import { useMediaQuery } from './use-media-query.ts';

/** The width from which the rail shows (src/styles/shell.css hides it below; phones use the Menu drawer). */
const RAIL = '(min-width: 768px)';

type LeftSidebarProps = {
  readonly kind: PageKind;
  /** The page's path after /{lang}. */
  readonly path: readonly string[];
  /** The address's query. */
  readonly search: string;
  readonly collapsed: boolean;
  readonly onToggle: () => void;
};

/** The tablet and desktop rail (SPEC SCR-34); phones get the same content in the Menu drawer. */
export function LeftSidebar({ kind, path, search, collapsed, onToggle }: LeftSidebarProps) {
  const { LL } = useI18nContext();
  const shown = useMediaQuery(RAIL);
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
      <SidebarNav kind={kind} path={path} search={search} showMode={shown} compact={collapsed} onExpand={collapsed ? onToggle : undefined} />
    </aside>
  );
}
