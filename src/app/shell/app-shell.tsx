import { useLocation } from '@tanstack/react-router';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { pagePath } from '../../routes/lang-path.ts';
import { BetPanel } from './bet-panel.tsx';
import { BottomBar } from './bottom-bar.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { LeftSidebar } from './left-sidebar.tsx';
import { isBettingPage, pageKindOf } from './page-kind.ts';
import { RightSidebar } from './right-sidebar.tsx';
import { SheetDialog } from './sheet-dialog.tsx';
import { SidebarNav } from './sidebar-nav.tsx';
import { MAIN_ID, SkipLink } from './skip-link.tsx';

/** Header, left sidebar, main area, right sidebar, footer and the phone bottom bar (SPEC SCR-13). */
export function AppShell({ children }: { children: ReactNode }) {
  const { LL } = useI18nContext();
  const pathname = useLocation({ select: (location) => location.pathname });
  const kind = pageKindOf(pagePath(pathname));

  const [sidebarCollapsed, setSidebarCollapsed] = useState(false);
  const [betPanelCollapsed, setBetPanelCollapsed] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [betslipOpen, setBetslipOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);
  const openBetslip = () => setBetslipOpen(true);

  return (
    <div
      className="app"
      data-page-kind={kind}
      data-sidebar={sidebarCollapsed ? 'collapsed' : 'expanded'}
      data-bet-panel={betPanelCollapsed ? 'collapsed' : 'expanded'}
    >
      <SkipLink />
      <Header betslipButton={isBettingPage(kind)} onOpenBetslip={openBetslip} />
      <div className="app__body">
        <LeftSidebar kind={kind} collapsed={sidebarCollapsed} onToggle={() => setSidebarCollapsed((c) => !c)} />
        <div className="app__content">
          <main id={MAIN_ID} tabIndex={-1} className="main">
            {children}
          </main>
          <Footer />
        </div>
        <RightSidebar collapsed={betPanelCollapsed} onToggle={() => setBetPanelCollapsed((c) => !c)} />
      </div>
      <BottomBar kind={kind} menuOpen={menuOpen} onOpenMenu={() => setMenuOpen(true)} onOpenBetslip={openBetslip} selectionCount={0} />
      <SheetDialog id="menu-drawer" open={menuOpen} onClose={closeMenu} side="left" label={LL.nav.menu()} closeLabel={LL.shell.closeMenu()}>
        <SidebarNav kind={kind} onNavigate={closeMenu} />
      </SheetDialog>
      <SheetDialog open={betslipOpen} onClose={() => setBetslipOpen(false)} side="bottom" label={LL.nav.betslip()} closeLabel={LL.shell.closeBetslip()}>
        <BetPanel />
      </SheetDialog>
    </div>
  );
}
