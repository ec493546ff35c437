/**
 * A match page (SPEC RTE-04 live, RTE-13 pre-match, RTE-16 esports): the match with every market
 * the house offers, from its own `match/{id}` topic, followed while the page is open. Prices move
 * and flash as on the live overview, are marked stale when the data may be behind, and add to the
 * betslip on click.
 */
import type { CSSProperties } from 'react';
import { AppLink } from '../../ui/app-link.tsx';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { isLoading, useFeed } from '../../store/feed-bridge.ts';
import { formatDateTime } from '../../../domain/settings.ts';
import { useSettings } from '../../store/settings.ts';
import type { MarketView, MatchView } from '../../../workers/feed/contract.ts';
import { SlipNotice } from '../../ui/slip-notice.tsx';
import { FeedStatusBar } from '../../ui/feed-status-bar.tsx';
import { MatchClock } from '../../ui/match-clock.tsx';
import { OddsButton } from '../../ui/odds-button.tsx';
import '../live/live.css';
import './match.css';

export function MatchPage({ matchId }: { readonly matchId: number }) {
  const { LL } = useI18nContext();
  const snap = useFeed({ kind: 'match', matchId });
  const match = isLoading(snap) ? null : snap.match;
  useDocumentTitle(match ? `${match.home} – ${match.away}` : LL.match.title());

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
    <section className="match-page" aria-labelledby="match-title" data-match-id={match.id} data-feed-status={snap.status}>
      <MatchHeader match={match} />
      <FeedStatusBar status={snap.status} houseTime={0} />
      <SlipNotice />
      {match.markets.length === 0 ? (
        <p className="match-page__state" role="status">
          {LL.match.noMarkets()}
        </p>
      ) : (
        <ul className="market-list" aria-label={LL.match.markets()}>
          {match.markets.map((market) => (
            <MarketCard key={market.id} market={market} match={match} stale={stale} />
          ))}
        </ul>
      )}
    </section>
  );
}

function MatchHeader({ match }: { readonly match: MatchView }) {
  const { LL, locale } = useI18nContext();
  const { timeZone } = useSettings();
  const starts = formatDateTime(match.startsAt, locale, timeZone);
  return (
    <header className="match-header">
      <p className="match-header__where">{[match.sportName, match.categoryName, match.tournamentName].filter(Boolean).join(' · ')}</p>
      <h1 id="match-title" className="match-header__teams">
        <span>{match.home}</span>
        {match.isLive ? (
          <span className="match-header__score" aria-label={LL.match.score({ home: match.homeScore, away: match.awayScore })}>
            {match.homeScore} : {match.awayScore}
          </span>
        ) : (
          <span className="match-header__vs">–</span>
        )}
        <span>{match.away}</span>
      </h1>
      <p className="match-header__time">
        {match.isLive ? (
          <>
            {match.clock && <MatchClock clock={match.clock} sportAlias={match.sportAlias} />} <span>{match.status}</span>
            {match.periods.length > 0 && <span className="match-header__periods"> ({match.periods.map(([h, a]) => `${h}-${a}`).join(', ')})</span>}
          </>
        ) : (
          LL.match.startsAt({ time: starts })
        )}
      </p>
    </header>
  );
}

function MarketCard({ market, match, stale }: { readonly market: MarketView; readonly match: MatchView; readonly stale: boolean }) {
  const { LL } = useI18nContext();
  const columns = Math.min(market.outcomes.length, 3);
  return (
    <li className="market" data-market-id={market.id} data-suspended={market.suspended || undefined}>
      <h2 className="market__title">
        {market.title}
        {market.suspended && <span className="market__badge">{LL.live.suspended()}</span>}
      </h2>
      <div className="market__outcomes" style={{ '--odds-cols': columns } as CSSProperties}>
        {market.outcomes.map((outcome) => (
          <OddsButton
            key={outcome.id}
            outcome={outcome}
            matchId={match.id}
            marketId={market.id}
            match={`${match.home} – ${match.away}, ${market.title}`}
            suspended={market.suspended}
            stale={stale}
          />
        ))}
      </div>
    </li>
  );
}
