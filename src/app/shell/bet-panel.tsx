import { Suspense, useId, useRef, useState } from 'react';
import { houseLazy } from '../../ssr/house-lazy.ts';
import type { KeyboardEvent, ReactNode } from 'react';
import { SettingsPanel } from '../../features/settings/settings-panel.tsx';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import type { TranslationFunctions } from '../../i18n/i18n-types.ts';
import { AuthLinks } from '../../ui/auth-links.tsx';
import { BET_PANEL_TABS, INITIAL_BET_PANEL_TAB } from './bet-panel-tabs.ts';
import { tabIndexAfterKey } from '../../ui/tab-keys.ts';
import type { BetPanelTab } from './bet-panel-tabs.ts';
import { Icon } from '../../ui/icons.tsx';

// Their own chunk with the feed bridge: the panel is opened on demand on phones, and pages without betting never load it.
const BetslipPanel = houseLazy('src/features/betslip/betslip-panel.tsx', () => import('../../features/betslip/betslip-panel.tsx').then((m) => m.BetslipPanel));
const MyBetsPanel = houseLazy('src/features/betslip/my-bets-panel.tsx', () => import('../../features/betslip/my-bets-panel.tsx').then((m) => m.MyBetsPanel));
const PanelHistory = houseLazy('src/features/history/panel-history.tsx', () => import('../../features/history/panel-history.tsx').then((m) => m.PanelHistory));

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
  const [selected, select] = useState<BetPanelTab>(INITIAL_BET_PANEL_TAB);
  // SCR-16: placing keeps the panel on the betslip, which then says the bet was placed (until another tab is chosen).
  const [placed, setPlaced] = useState(false);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const setSelected = (tab: BetPanelTab) => {
    setPlaced(false);
    select(tab);
  };

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
          <BetPanelContent
            tab={selected}
            placed={placed}
            onPlaced={() => {
              select('betslip');
              setPlaced(true);
            }}
            onMyBets={() => setSelected('my-bets')}
          />
        </Suspense>
      </div>
    </div>
  );
}

type ContentProps = { tab: BetPanelTab; placed: boolean; onPlaced: () => void; onMyBets: () => void };

function BetPanelContent({ tab, placed, onPlaced, onMyBets }: ContentProps) {
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
            placed ? (
              <Placed onMyBets={onMyBets} />
            ) : (
              <EmptyState icon="betslip" title={LL.betslip.emptyTitle()}>
                {LL.betslip.emptyHint()}
              </EmptyState>
            )
          }
        />
      );
    case 'my-bets':
      return <MyBetsPanel signedOut={signIn} />;
    case 'settings':
      return <SettingsPanel />;
    case 'pending':
    case 'history':
      return <PanelHistory tab={tab} signedOut={signIn} />;
  }
}

/** The betslip after placing, under the slip's own "placed" notice (which takes the focus): the way to the ticket. */
function Placed({ onMyBets }: { onMyBets: () => void }) {
  const { LL } = useI18nContext();
  return (
    <div className="empty-state" data-testid="after-placing">
      <span className="empty-state__icon">
        <Icon name="betslip" size={32} />
      </span>
      <p className="empty-state__hint">{LL.history.placedHint()}</p>
      <button type="button" className="btn btn--primary btn--small" onClick={onMyBets}>
        {LL.history.openMyBets()}
      </button>
    </div>
  );
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
