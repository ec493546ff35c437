/**
 * A polite live region that announces price changes on the match the keyboard (or screen reader)
 * is on. Focus says which match (the row or page around it carries its id); the prices come from
 * the feed's own data for that match — the live overview's row, or the match page's view — so it
 * costs nothing while focus is elsewhere. Announcements are coalesced: a screen reader hears the
 * latest prices once a second at most, not every tick.
 */
import { useEffect, useState } from 'react';
import { subscribe } from 'valtio';
import { formatOdds, type OddsFormat } from '../../../domain/odds-format.ts';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import type { TranslationFunctions } from '../../i18n/i18n-types.ts';
import { isLoading, watchedFeedState } from '../../store/feed-views.ts';
import { useSettings } from '../../store/settings.ts';
import type { OutcomeView } from '../../../workers/feed/contract.ts';

export const ANNOUNCE_INTERVAL_MS = 1000;

/** A match's prices as the feed holds them: its name and the outcomes shown for it. */
type Priced = { readonly name: string; readonly outcomes: readonly OutcomeView[] };

/** What is said for the outcomes whose prices moved: outcome, price, match and direction. */
export function announcementFor(LL: TranslationFunctions, format: OddsFormat, match: string, moved: readonly OutcomeView[]): string {
  return moved
    .map((o) => {
      const trend = o.trend === 'up' ? `, ${LL.live.priceUp()}` : o.trend === 'down' ? `, ${LL.live.priceDown()}` : '';
      return `${o.label} ${formatOdds(o.price, format)}, ${match}${trend}`;
    })
    .join('. ');
}

/** The focused match's prices and a way to follow them, from whichever view of it the page watches. */
function pricedMatch(matchId: number): { readonly read: () => Priced | null; readonly source: object } | null {
  const match = watchedFeedState({ kind: 'match', matchId });
  if (match && !isLoading(match) && match.match) {
    const view = match.match;
    return { source: match, read: () => ({ name: `${view.home} – ${view.away}`, outcomes: view.markets.flatMap((m) => m.outcomes) }) };
  }
  const live = watchedFeedState({ kind: 'live' });
  if (live && !isLoading(live) && live.matches[matchId]) {
    return {
      source: live,
      read: () => {
        const row = live.matches[matchId];
        return row ? { name: `${row.home} – ${row.away}`, outcomes: row.moneyLine } : null;
      },
    };
  }
  return null;
}

export function PriceAnnouncer() {
  const { LL } = useI18nContext();
  const { oddsFormat } = useSettings();
  const [message, setMessage] = useState('');

  useEffect(() => {
    let unsubscribe: (() => void) | null = null;
    let focused: number | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const follow = (matchId: number | null) => {
      if (matchId === focused) return;
      unsubscribe?.();
      unsubscribe = null;
      focused = matchId;
      const priced = matchId === null ? null : pricedMatch(matchId);
      if (!priced) return;
      let shown = new Map((priced.read()?.outcomes ?? []).map((o) => [o.id, o.price]));
      const flush = () => {
        timer = undefined;
        const now = priced.read();
        if (!now) return;
        const moved = now.outcomes.filter((o) => shown.has(o.id) && shown.get(o.id) !== o.price);
        shown = new Map(now.outcomes.map((o) => [o.id, o.price]));
        if (moved.length > 0) setMessage(announcementFor(LL, oddsFormat, now.name, moved));
      };
      unsubscribe = subscribe(priced.source, () => void (timer ??= setTimeout(flush, ANNOUNCE_INTERVAL_MS)));
    };

    const onFocusIn = (event: FocusEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const id = target?.closest('[data-match-id]')?.getAttribute('data-match-id');
      follow(id ? Number(id) : null);
    };
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      unsubscribe?.();
      clearTimeout(timer);
    };
  }, [LL, oddsFormat]);

  return (
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-price-announcer="">
      {message}
    </div>
  );
}
