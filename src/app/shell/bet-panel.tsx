import { lazy, Suspense, useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { SettingsPanel } from '../../features/settings/settings-panel.tsx';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import type { TranslationFunctions } from '../../i18n/i18n-types.ts';
import { AuthLinks } from '../../features/account/auth-links.tsx';
import { BET_PANEL_TABS, INITIAL_BET_PANEL_TAB, tabIndexAfterKey } from './bet-panel-tabs.ts';
import type { BetPanelTab } from './bet-panel-tabs.ts';
import { Icon } from '../../ui/icons.tsx';

// Their own chunk with the feed bridge: the panel is opened on demand on phones, and pages without betting never load it.
const BetslipPanel = lazy(() => import('../../features/betslip/betslip-panel.tsx').then((m) => ({ default: m.BetslipPanel })));
const MyBetsPanel = lazy(() => import('../../features/betslip/my-bets-panel.tsx').then((m) => ({ default: m.MyBetsPanel })));

const TAB_LABEL: Record<BetPanelTab, (LL: TranslationFunctions) => string> = {
  betslip: (LL) => LL.betslip.tabs.betslip(),
  pending: (LL) => LL.betslip.tabs.pending(),
  history: (LL) => LL.betslip.tabs.history(),
  'my-bets': (LL) => LL.betslip.tabs.myBets(),
  settings: (LL) => LL.betslip.tabs.settings(),
};

/** Betslip, pending, history, my bets and settings (SPEC SCR-16), as an ARIA tab set. */
export function BetPanel() {
  const { LL } = useI18nContext();
  const id = useId();
  const [selected, setSelected] = useState<BetPanelTab>(INITIAL_BET_PANEL_TAB);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = tabIndexAfterKey(BET_PANEL_TABS.indexOf(selected), event.key, BET_PANEL_TABS.length);
    const tab = next === null ? undefined : BET_PANEL_TABS[next];
    if (next === null || tab === undefined) return;
    event.preventDefault();
    setSelected(tab);
    tabs.current[next]?.focus();
  };

  return (
    <div className="bet-panel">
      <div className="bet-panel__tabs" role="tablist" aria-label={LL.betslip.tabsLabel()} onKeyDown={onKeyDown}>
        {BET_PANEL_TABS.map((tab, index) => (
          <button
            key={tab}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab}`}
            aria-controls={`${id}-panel`}
            aria-selected={tab === selected}
            tabIndex={tab === selected ? 0 : -1}
            className="bet-panel__tab"
            data-tab={tab}
            onClick={() => setSelected(tab)}
          >
            {TAB_LABEL[tab](LL)}
          </button>
        ))}
      </div>
      <div className="bet-panel__body" role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${selected}`} tabIndex={0}>
        <Suspense fallback={<Loading />}>
          <BetPanelContent tab={selected} onPlaced={() => setSelected('my-bets')} />
        </Suspense>
      </div>
    </div>
  );
}

function BetPanelContent({ tab, onPlaced }: { tab: BetPanelTab; onPlaced: () => void }) {
  const { LL } = useI18nContext();
  const signIn = (
    <EmptyState icon="clock" title={LL.betslip.signInTitle()}>
      {LL.betslip.signInHint()}
      <AuthLinks className="cluster empty-state__actions" small />
    </EmptyState>
  );
  switch (tab) {
    case 'betslip':
      return (
        <BetslipPanel
          onPlaced={onPlaced}
          empty={
            <EmptyState icon="betslip" title={LL.betslip.emptyTitle()}>
              {LL.betslip.emptyHint()}
            </EmptyState>
          }
        />
      );
    case 'my-bets':
      return <MyBetsPanel signedOut={signIn} />;
    case 'settings':
      return <SettingsPanel />;
    default:
      return signIn;
  }
}

function Loading() {
  const { LL } = useI18nContext();
  return (
    <p className="empty-state__hint" role="status" aria-busy="true">
      {LL.shell.loading()}
    </p>
  );
}

function EmptyState({ icon, title, children }: { icon: 'betslip' | 'clock'; title: string; children: ReactNode }) {
  return (
    <div className="empty-state">
      <span className="empty-state__icon">
        <Icon name={icon} size={32} />
      </span>
      <p className="empty-state__title">{title}</p>
      <p className="empty-state__hint">{children}</p>
    </div>
  );
}
