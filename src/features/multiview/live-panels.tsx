/**
 * Live matches side by side (SPEC SCR-07): a grid of match panels where the page is wide enough,
 * one panel at a time under tabs where it is not (a phone): the tabs answer arrows, Home and End,
 * and a sideways swipe over the panel moves to the next or previous match.
 */
import { useId, useRef, useState, type KeyboardEvent, type TouchEvent } from 'react';
import { shownTab } from '../../../domain/multi-view.ts';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { tabIndexAfterKey } from '../../ui/tab-keys.ts';
import { MatchPanel, PanelTabLabel } from './match-panel.tsx';

/** A swipe: this far sideways, and more sideways than down. */
const SWIPE_PX = 60;

type Props = { readonly ids: readonly number[]; readonly onEnded?: (matchId: number) => void };

export function LivePanels({ ids, onEnded }: Props) {
  const { LL } = useI18nContext();
  const id = useId();
  const [tab, setTab] = useState<{ shown: number | null; ids: readonly number[] }>({ shown: ids[0] ?? null, ids });
  // The list changed (a match added, removed or ended): keep the shown match, else its neighbour.
  const shown = shownTab(ids, tab.shown, tab.ids);
  if (shown !== tab.shown || ids.join() !== tab.ids.join()) setTab({ shown, ids });
  const tabs = useRef<HTMLDivElement>(null);
  const touch = useRef<{ x: number; y: number } | null>(null);

  const select = (index: number, focus: boolean) => {
    const next = ids[index];
    if (next === undefined) return;
    setTab({ shown: next, ids });
    if (focus) tabs.current?.querySelectorAll<HTMLElement>('[role="tab"]')[index]?.focus();
  };
  const current = shown === null ? 0 : ids.indexOf(shown);
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabIndexAfterKey(current, event.key, ids.length);
    if (index === null) return;
    event.preventDefault();
    select(index, true);
  };
  const onTouchStart = (event: TouchEvent) => {
    const t = event.touches[0];
    touch.current = t ? { x: t.clientX, y: t.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touch.current;
    const t = event.changedTouches[0];
    touch.current = null;
    if (!start || !t) return;
    const dx = t.clientX - start.x;
    if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(t.clientY - start.y)) return;
    select(Math.min(Math.max(current + (dx < 0 ? 1 : -1), 0), ids.length - 1), false);
  };

  return (
    <div className="mv-panels" data-count={ids.length}>
      <div ref={tabs} className="mv-tabs" role="tablist" aria-label={LL.multiview.tabs()} onKeyDown={onKeyDown}>
        {ids.map((matchId, index) => (
          <button
            key={matchId}
            id={`${id}-tab-${matchId}`}
            type="button"
            role="tab"
            className="mv-tabs__tab"
            aria-selected={matchId === shown}
            aria-controls={`${id}-panel-${matchId}`}
            tabIndex={matchId === shown ? 0 : -1}
            data-match-id={matchId}
            onClick={() => select(index, false)}
          >
            <PanelTabLabel matchId={matchId} />
          </button>
        ))}
      </div>
      <div className="mv-grid" onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
        {ids.map((matchId) => (
          <MatchPanel key={matchId} matchId={matchId} panelId={`${id}-panel-${matchId}`} tabId={`${id}-tab-${matchId}`} shown={matchId === shown} onEnded={onEnded} />
        ))}
      </div>
    </div>
  );
}
