/**
 * A match's markets under tabs (All, Main, Goals, Handicaps, Halves…; domain/market-groups.ts) as
 * an ARIA tab set: arrow keys, Home and End move between tabs, and the chosen tab stays chosen as
 * prices move (it falls back to All only when its markets are gone). Without tabs (every market in
 * one group) the list shows on its own.
 */
import { useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import type { MarketTabId } from '../../../domain/market-groups.ts';
import type { MarketView, MatchView } from '../../../workers/feed/contract.ts';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { tabIndexAfterKey } from '../../ui/tab-keys.ts';
import { marketTabLabel } from './market-tab-label.ts';

type Props = {
  readonly match: MatchView;
  /** Renders the list of the markets a tab shows. */
  readonly children: (markets: readonly MarketView[]) => ReactNode;
};

export function MarketTabs({ match, children }: Props) {
  const { LL } = useI18nContext();
  const id = useId();
  const [chosen, setChosen] = useState<MarketTabId>('all');
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const tabs = match.tabs;
  if (tabs.length === 0) return children(match.markets);

  const selected = tabs.some((t) => t.id === chosen) ? chosen : 'all';
  const shown = selected === 'all' ? match.markets : match.markets.filter((m) => m.group === selected);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = tabIndexAfterKey(
      tabs.findIndex((t) => t.id === selected),
      event.key,
      tabs.length,
    );
    const tab = next === null ? undefined : tabs[next];
    if (next === null || !tab) return;
    event.preventDefault();
    setChosen(tab.id);
    buttons.current[next]?.focus();
  };

  return (
    <>
      <div className="market-tabs" role="tablist" aria-label={LL.match.tabs.label()} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.id}`}
            aria-controls={`${id}-panel`}
            aria-selected={tab.id === selected}
            tabIndex={tab.id === selected ? 0 : -1}
            className="market-tabs__tab"
            data-tab={tab.id}
            onClick={() => setChosen(tab.id)}
          >
            {marketTabLabel(LL, tab.label)} <span className="market-tabs__count">{tab.count}</span>
          </button>
        ))}
      </div>
      <div className="market-tabs__panel" role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${selected}`}>
        {children(shown)}
      </div>
    </>
  );
}
