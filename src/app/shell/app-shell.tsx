import { useLocation, useRouter } from '@tanstack/react-router';
import { houseLazy } from '../../ssr/house-lazy.ts';
import { Suspense, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { ModalHost } from '../../features/modals/modal-host.tsx';
import { PriceHistoryHost } from '../../features/price-history/price-history-host.tsx';
import { openModal } from '../../store/modal-store.ts';
import { useSession } from '../../store/session.ts';
import { SettingsPanel } from '../../features/settings/settings-panel.tsx';
import { useSnapshot } from 'valtio';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { betslipCount } from '../../store/betslip-count.ts';
import { pagePath } from '../../routes/lang-path.ts';
import { PriceAnnouncer } from '../a11y/price-announcer.tsx';
import { adminConfigMissing, adminConfigNoticeKind, configurationPending, useConfiguration } from '../config/configuration.ts';
import { useSiteLocale } from '../../ui/site-locale-context.tsx';
import { useMetaTags } from '../meta/use-meta-tags.ts';
import { queryState, stripQuery } from '../query/query-params.ts';
import { BetPanel } from './bet-panel.tsx';
import { BottomBar } from './bottom-bar.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { Icon } from '../../ui/icons.tsx';
import { LeftSidebar } from './left-sidebar.tsx';
import { LoadingView } from './loading-view.tsx';
import { isBettingPage, pageKindOf } from './page-kind.ts';
import { RightSidebar } from './right-sidebar.tsx';
import { SheetDialog } from './sheet-dialog.tsx';
import { SidebarNav } from './sidebar-nav.tsx';
import { MAIN_ID, SkipLink } from './skip-link.tsx';

/** For signed-in players only, in a chunk of its own (ADR 0034). */
const RealityCheck = houseLazy('src/features/protections/reality-check.tsx', () => import('../../features/protections/reality-check.tsx').then((m) => m.default));

/** RTE-35: query parameters into state, then out of the address bar (not on set-password). */
function useQueryStrip(pathname: string, searchStr: string, hash: string): void {
  const router = useRouter();
  useEffect(() => {
    const strip = stripQuery(pagePath(pathname), searchStr);
    if (!strip) return;
    Object.assign(queryState.params, strip.read);
    if (strip.search !== searchStr) router.history.replace(`${pathname}${strip.search}${hash ? `#${hash}` : ''}`);
  }, [router, pathname, searchStr, hash]);
}

let adminNoticeShown = false;

/** ROL-14, ERR-06: told once per page load. */
function useAdminConfigNotice(missing: boolean, text: string): void {
  useEffect(() => {
    if (!missing || adminNoticeShown) return;
    adminNoticeShown = true;
    if (adminConfigNoticeKind(navigator.platform, navigator.userAgent) === 'modal') openModal('adminConfigModal');
    else window.alert(text);
  }, [missing, text]);
}

/** Header, left sidebar, main area, right sidebar, footer and the phone bottom bar (SPEC SCR-13). */
export function AppShell({ children }: { children: ReactNode }) {
  const { LL } = useI18nContext();
  const lang = useSiteLocale();
  const location = useLocation();
  const { pathname, searchStr, hash } = location;
  const path = pagePath(pathname);
  const kind = pageKindOf(path);
  const configuration = useConfiguration();
  const selectionCount = useSnapshot(betslipCount).count;
  const bettingPage = isBettingPage(kind);
  const userId = useSession().user?.UserID ?? null;
  // Betting pages show the slip's count (SCR-38), so they start the feed; other pages never load it.
  useEffect(() => {
    if (bettingPage) void import('../../store/feed-bridge.ts').then((bridge) => bridge.warmFeed({ kind: 'betslip' }));
  }, [bettingPage]);

  const [sidebarCollapsed, setSidebarCollapsed] = useState(false);
  const [betPanelCollapsed, setBetPanelCollapsed] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [betslipOpen, setBetslipOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);
  const openBetslip = () => setBetslipOpen(true);

  useMetaTags(lang, pathname);
  useQueryStrip(pathname, searchStr, hash);
  useAdminConfigNotice(adminConfigMissing(configuration), LL.modals.adminConfig.missing());

  // SCR-14: nothing but the loading view until both configurations have answered.
  if (configurationPending(configuration)) return <LoadingView />;

  return (
    <div
      className="app"
      data-page-kind={kind}
      data-sidebar={sidebarCollapsed ? 'collapsed' : 'expanded'}
      data-bet-panel={betPanelCollapsed ? 'collapsed' : 'expanded'}
    >
      <SkipLink />
      <Header betslipButton={bettingPage} selectionCount={selectionCount} onOpenBetslip={openBetslip} onOpenSettings={() => setSettingsOpen(true)} />
      <div className="app__body">
        <LeftSidebar kind={kind} path={path} search={searchStr} collapsed={sidebarCollapsed} onToggle={() => setSidebarCollapsed((c) => !c)} />
        <div className="app__content">
          <main id={MAIN_ID} className="main">
            {children}
          </main>
          <Footer />
        </div>
        <RightSidebar collapsed={betPanelCollapsed} onToggle={() => setBetPanelCollapsed((c) => !c)} />
      </div>
      <BottomBar kind={kind} menuOpen={menuOpen} onOpenMenu={() => setMenuOpen(true)} onOpenBetslip={openBetslip} selectionCount={selectionCount} />
      <SheetDialog id="menu-drawer" open={menuOpen} onClose={closeMenu} side="left" label={LL.nav.menu()} closeLabel={LL.shell.closeMenu()}>
        <SidebarNav kind={kind} path={path} search={searchStr} onNavigate={closeMenu} />
        <button
          type="button"
          className="side-nav__item menu-settings"
          onClick={() => {
            closeMenu();
            setSettingsOpen(true);
          }}
        >
          <Icon name="settings" />
          <span className="side-nav__label">{LL.settings.title()}</span>
        </button>
      </SheetDialog>
      <SheetDialog open={betslipOpen} onClose={() => setBetslipOpen(false)} side="bottom" label={LL.nav.betslip()} closeLabel={LL.shell.closeBetslip()}>
        <BetPanel />
      </SheetDialog>
      <SheetDialog id="settings-sheet" open={settingsOpen} onClose={() => setSettingsOpen(false)} side="bottom" label={LL.settings.title()} closeLabel={LL.settings.close()}>
        <div className="sheet__body">
          <SettingsPanel />
        </div>
      </SheetDialog>
      <ModalHost />
      {userId !== null && (
        <Suspense fallback={null}>
          <RealityCheck key={userId} userId={userId} />
        </Suspense>
      )}
      <PriceHistoryHost />
      <PriceAnnouncer />
    </div>
  );
}
