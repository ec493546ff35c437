/**
 * One live match in a multi-view or featured panel (SPEC SCR-07): its scoreboard with the running
 * clock, its main markets with moving prices that go to the slip, and a link to its page. It
 * watches the same `match/{id}` query as the match page. A match that has finished, or that the
 * house no longer holds, is reported through `onEnded` (the multi-view then drops it).
 */
import { useEffect } from 'react';
import { panelMarkets } from '../../../domain/multi-view.ts';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { isLoading, useFeed } from '../../store/feed-bridge.ts';
import { FeedStatusBar } from '../../ui/feed-status-bar.tsx';
import { MultiViewToggle } from '../../ui/multi-view-toggle.tsx';
import { PathLink } from '../../ui/path-link.tsx';
import { MarketCard, MatchHeader } from '../match/match-page.tsx';
import '../match/match.css';

/** What a panel can show: the match, or why not. */
export type PanelState = 'loading' | 'error' | 'ended' | 'live';

type Props = {
  readonly matchId: number;
  readonly panelId: string;
  readonly tabId: string;
  /** Shown on a narrow screen, where one panel shows at a time. */
  readonly shown: boolean;
  readonly onEnded?: ((matchId: number) => void) | undefined;
};

export function MatchPanel({ matchId, panelId, tabId, shown, onEnded }: Props) {
  const { LL } = useI18nContext();
  const snap = useFeed({ kind: 'match', matchId });
  const match = isLoading(snap) ? null : snap.match;
  const status = isLoading(snap) ? 'connecting' : snap.status;
  const state: PanelState = isLoading(snap)
    ? 'loading'
    : match?.finished || (!match && (!snap.available || snap.status === 'live'))
      ? 'ended'
      : !match
        ? snap.status === 'reconnecting'
          ? 'error'
          : 'loading'
        : 'live';
  useEffect(() => {
    if (state === 'ended') onEnded?.(matchId);
  }, [state, matchId, onEnded]);

  const titleId = `${panelId}-title`;
  return (
    <section
      id={panelId}
      className="mv-panel"
      role="tabpanel"
      aria-labelledby={match ? titleId : tabId}
      data-match-id={matchId}
      data-panel-state={state}
      data-shown={shown || undefined}
      data-feed-status={status}
    >
      {state === 'live' && match ? (
        <>
          <MatchHeader match={match} level={2} titleId={titleId} actions={<MultiViewToggle matchId={match.id} match={match.name} />} />
          <FeedStatusBar status={status} houseTime={0} />
          {match.markets.length === 0 ? (
            <p className="mv-panel__state" role="status">
              {LL.match.noMarkets()}
            </p>
          ) : (
            <ul className="market-list" aria-label={LL.match.markets()}>
              {panelMarkets(match.markets).map((market) => (
                <MarketCard key={market.id} market={market} matchId={match.id} matchName={match.name} stale={status !== 'live'} level={3} />
              ))}
            </ul>
          )}
          <PathLink link={match.link} className="mv-panel__more">
            {LL.multiview.allMarkets()} ({match.markets.length})
          </PathLink>
        </>
      ) : (
        <p className="mv-panel__state" role="status" aria-busy={state === 'loading' || undefined}>
          {state === 'loading' ? LL.multiview.loading() : state === 'error' ? LL.multiview.error() : LL.multiview.ended()}
        </p>
      )}
    </section>
  );
}

/** A tab's name on a narrow screen: the sides and the score, from the same query as its panel. */
export function PanelTabLabel({ matchId }: { readonly matchId: number }) {
  const { LL } = useI18nContext();
  const snap = useFeed({ kind: 'match', matchId });
  const match = isLoading(snap) ? null : snap.match;
  if (!match) return <span className="mv-tabs__teams">{LL.multiview.loading()}</span>;
  return (
    <>
      <span className="mv-tabs__teams">
        <span>{match.home}</span>
        <span>{match.away}</span>
      </span>
      <span className="mv-tabs__score">
        {match.homeScore}:{match.awayScore}
      </span>
    </>
  );
}
