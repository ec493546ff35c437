/**
 * A match page (SPEC RTE-04 live, RTE-13 pre-match, RTE-16 esports): the match with every market
 * the house offers, from its own `match/{id}` topic, followed while the page is open, its markets
 * under tabs (market-tabs.tsx). Prices move and flash as on the live overview, are marked stale
 * when the data may be behind, and add to the betslip on click. An outright (a tournament's winner
 * market) shows its name and the season's end instead of sides, score and kick-off. While the
 * match is live, the tracker, its statistics and the period scores come between the header and
 * the markets (match-live.tsx); the final state stays once it has ended.
 */
import { memo, type CSSProperties, type ReactNode } from 'react';
import { AppLink } from '../../ui/app-link.tsx';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { useFeedNames } from '../../i18n/feed-names.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { feedStatusHook, isLoading, useFeed } from '../../store/feed-bridge.ts';
import { formatDateTime } from '../../../domain/settings.ts';
import { useSettings } from '../../store/settings.ts';
import type { MarketView, MatchView } from '../../../workers/feed/contract.ts';
import { SlipNotice } from '../../ui/slip-notice.tsx';
import { FeedStatusBar } from '../../ui/feed-status-bar.tsx';
import { MatchClock } from '../../ui/match-clock.tsx';
import { MultiViewToggle } from '../../ui/multi-view-toggle.tsx';
import { OddsButton } from '../../ui/odds-button.tsx';
import { MarketTabs } from './market-tabs.tsx';
import { MatchLive } from './match-live.tsx';
import './match.css';

export function MatchPage({ matchId }: { readonly matchId: number }) {
  const { LL } = useI18nContext();
  const snap = useFeed({ kind: 'match', matchId });
  const match = isLoading(snap) ? null : snap.match;
  useDocumentTitle(match ? match.name : LL.match.title());

  if (isLoading(snap) || !match) {
    const gone = !isLoading(snap) && (!snap.available || snap.status === 'live');
    return (
      <section className="match-page" aria-labelledby="match-title" data-match-state={gone ? 'unavailable' : 'loading'}>
        <h1 id="match-title" className="visually-hidden">
          {LL.match.title()}
        </h1>
        {gone ? (
          <div className="match-page__state" role="status">
            <p>{LL.match.unavailable()}</p>
            <AppLink to={{ page: 'live' }} className="btn btn--primary">
              {LL.placeholder.goLive()}
            </AppLink>
          </div>
        ) : (
          <p className="match-page__state" role="status" aria-busy="true">
            {LL.match.loading()}
          </p>
        )}
      </section>
    );
  }
  const stale = snap.status !== 'live';
  return (
    <section className="match-page" aria-labelledby="match-title" data-match-id={match.id} data-feed-status={feedStatusHook(snap)}>
      <MatchHeader match={match} actions={match.isLive && !match.finished && <MultiViewToggle matchId={match.id} match={match.name} />} />
      <FeedStatusBar status={snap.status} houseTime={0} />
      <SlipNotice />
      <MatchLive match={match} />
      {match.markets.length === 0 ? (
        <p className="match-page__state" role="status">
          {LL.match.noMarkets()}
        </p>
      ) : (
        <MarketTabs key={match.id} match={match}>
          {(markets) => (
            <ul className="market-list" aria-label={LL.match.markets()}>
              {markets.map((market) => (
                <MarketCard key={market.id} market={market} matchId={match.id} matchName={match.name} stale={stale} />
              ))}
            </ul>
          )}
        </MarketTabs>
      )}
    </section>
  );
}

type HeaderProps = {
  readonly match: MatchView;
  /** The page's h1 by default; a multi-view panel's h2 (its id then names the panel). */
  readonly level?: 1 | 2;
  readonly titleId?: string;
  /** Buttons at the header's corner (add to or remove from the multi-view). */
  readonly actions?: ReactNode;
};

/** The match's scoreboard: where it is played, the sides and score, the running clock, status and periods. */
export function MatchHeader({ match, level = 1, titleId = 'match-title', actions }: HeaderProps) {
  const Title = level === 1 ? 'h1' : 'h2';
  const { LL, locale } = useI18nContext();
  const names = useFeedNames();
  const sport = names.sport(match.sportSystemId, match.sportName);
  const category = names.category(match.categoryAlias, match.categoryName);
  const { timeZone } = useSettings();
  const starts = formatDateTime(match.startsAt, locale, timeZone);
  if (match.outright) {
    return (
      <header className="match-header" data-outright="true">
        <p className="match-header__where">{[sport, category].filter(Boolean).join(' · ')}</p>
        <Title id={titleId} className="match-header__name">
          {match.name}
        </Title>
        <p className="match-header__time">{LL.match.tabs.seasonEnds({ time: starts })}</p>
      </header>
    );
  }
  return (
    <header className="match-header">
      {actions && <div className="match-header__actions">{actions}</div>}
      <p className="match-header__where">{[sport, category, names.tournament(match.tournamentAlias, match.tournamentName)].filter(Boolean).join(' · ')}</p>
      <Title id={titleId} className="match-header__teams">
        <span>{match.home}</span>
        {match.isLive ? (
          <span className="match-header__score" aria-label={LL.match.score({ home: match.homeScore, away: match.awayScore })}>
            {match.homeScore} : {match.awayScore}
          </span>
        ) : (
          <span className="match-header__vs">–</span>
        )}
        <span>{match.away}</span>
      </Title>
      <p className="match-header__time">
        {match.isLive ? (
          <>
            {match.clock && <MatchClock clock={match.clock} sportAlias={match.sportAlias} />} <span>{names.status(match.status)}</span>
            {match.periods.length > 0 && <span className="match-header__periods"> ({match.periods.map(([h, a]) => `${h}-${a}`).join(', ')})</span>}
          </>
        ) : (
          LL.match.startsAt({ time: starts })
        )}
      </p>
    </header>
  );
}

type MarketCardProps = {
  readonly market: MarketView;
  readonly matchId: number;
  readonly matchName: string;
  readonly stale: boolean;
  /** h2 on the match page, h3 inside a multi-view panel. */
  readonly level?: 2 | 3;
};

/** Memoised: the state of play changes the match several times a second, a market's snapshot only when it changes. */
export const MarketCard = memo(function MarketCard({ market, matchId, matchName, stale, level = 2 }: MarketCardProps) {
  const Title = level === 2 ? 'h2' : 'h3';
  const { LL } = useI18nContext();
  const title = useFeedNames().market(market.title);
  const columns = Math.min(market.outcomes.length, 3);
  return (
    <li className="market" data-market-id={market.id} data-suspended={market.suspended || undefined}>
      <Title className="market__title">
        {title}
        {market.suspended && <span className="market__badge">{LL.live.suspended()}</span>}
      </Title>
      <div className="market__outcomes" style={{ '--odds-cols': columns } as CSSProperties}>
        {market.outcomes.map((outcome) => (
          <OddsButton
            key={outcome.id}
            outcome={outcome}
            matchId={matchId}
            marketId={market.id}
            match={`${matchName}, ${title}`}
            suspended={market.suspended}
            stale={stale}
          />
        ))}
      </div>
    </li>
  );
});
