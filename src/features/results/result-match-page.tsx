/**
 * /{lang}/sport/results/{matchId} (SPEC RTE-05, SCR-09): a finished match — teams, kick-off, final
 * and period scores — and how every selection settled (ENM-02): the main markets (API-06), then the
 * alternative ones (API-07). A match the house holds no result for gets a not-found state.
 */
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { AppLink } from '../../ui/app-link.tsx';
import { useResultsHome } from './results-home.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { useSiteLocale } from '../../ui/site-locale-context.tsx';
import { useSettings } from '../../store/settings.ts';
import { fetchAlternativeMarkets, fetchMatchResult } from '../../store/results-api.ts';
import { useRequest } from '../../store/use-request.ts';
import { HOUSE_ERRORS } from '../../../schemas/errors.ts';
import type { MatchResult } from '../../../schemas/results.ts';
import { formatDateTime, intlTimeZone } from '../../../domain/settings.ts';
import { dayInZone } from '../../../domain/calendar-day.ts';
import { periodScoresText } from '../../../domain/results.ts';
import { resultsSearch } from '../../../domain/results-address.ts';
import { EmptyState, RequestStatus } from './request-status.tsx';
import { SettledMarket } from './settled-market.tsx';
import './results.css';

export function ResultMatchPage({ matchId }: { readonly matchId: number }) {
  const home = useResultsHome();
  const { LL } = useI18nContext();
  const lang = useSiteLocale();
  const request = useRequest(`${lang}:${matchId}`, () => fetchMatchResult(lang, matchId));
  const match = request.status === 'fulfilled' ? request.value : null;
  useDocumentTitle(match ? `${match.HomeTeamName} – ${match.AwayTeamName}` : LL.results.matchTitle());

  if (!match) {
    const notFound = request.status === 'rejected' && request.code === HOUSE_ERRORS.notFound;
    return (
      <section className="result-match" aria-labelledby="result-match-title" data-results-state={notFound ? 'not-found' : undefined}>
        <h1 id="result-match-title" className="page__title">
          {LL.results.matchTitle()}
        </h1>
        {notFound ? (
          <div className="results-state" role="status" data-results-state="not-found">
            <p>{LL.results.notFound()}</p>
            <AppLink to={home.to} className="btn btn--primary">
              {LL.results.backToResults()}
            </AppLink>
          </div>
        ) : (
          request.status !== 'fulfilled' && <RequestStatus request={request} loading={LL.results.matchLoading()} />
        )}
      </section>
    );
  }
  return (
    <section className="result-match" aria-labelledby="result-match-title" data-match-id={match.ID}>
      <ResultHeader match={match} />
      <section className="result-match__markets" aria-labelledby="result-main-markets">
        <h2 id="result-main-markets" className="section-title">
          {LL.results.mainMarkets()}
        </h2>
        <ul className="settled-markets" data-market-group="main">
          {match.Markets.map((market) => (
            <SettledMarket key={market.ID} market={market} />
          ))}
        </ul>
      </section>
      <AlternativeMarkets matchId={match.ID} />
    </section>
  );
}

function ResultHeader({ match }: { readonly match: MatchResult }) {
  const home = useResultsHome();
  const { LL, locale } = useI18nContext();
  const { timeZone } = useSettings();
  const periods = periodScoresText(match.PeriodScores);
  const day = dayInZone(match.StartDateJs, intlTimeZone(timeZone));
  return (
    <header className="result-header">
      <nav className="result-header__back">
        <AppLink to={home.to} search={resultsSearch(day, match.Tournament.ID)}>
          ← {LL.results.backToResults()}
        </AppLink>
      </nav>
      <p className="result-header__where">{[match.Sport.Name, match.Category.Name, match.Tournament.Name].join(' · ')}</p>
      <h1 id="result-match-title" className="result-header__teams">
        <span className="result-header__team">{match.HomeTeamName}</span>
        <span className="visually-hidden">{LL.results.finalScore({ home: match.HomeScore, away: match.AwayScore })}</span>
        <span className="result-header__score tabular" aria-hidden="true">
          {match.HomeScore} : {match.AwayScore}
        </span>
        <span className="result-header__team">{match.AwayTeamName}</span>
      </h1>
      {periods && (
        <p className="result-header__periods tabular">
          <span className="muted">{LL.results.periods()}:</span> {periods}
        </p>
      )}
      <p className="result-header__time muted">
        <time dateTime={match.DateOfMatch}>{LL.results.kickOff({ time: formatDateTime(match.StartDateJs, locale, timeZone) })}</time>
      </p>
    </header>
  );
}

function AlternativeMarkets({ matchId }: { readonly matchId: number }) {
  const { LL } = useI18nContext();
  const lang = useSiteLocale();
  const request = useRequest(`${lang}:${matchId}`, () => fetchAlternativeMarkets(lang, matchId));
  return (
    <section className="result-match__markets" aria-labelledby="result-other-markets">
      <h2 id="result-other-markets" className="section-title">
        {LL.results.otherMarkets()}
      </h2>
      {request.status !== 'fulfilled' ? (
        <RequestStatus request={request} loading={LL.results.matchLoading()} />
      ) : request.value.Markets.length === 0 ? (
        <EmptyState kind="empty" text={LL.results.noOtherMarkets()} />
      ) : (
        <ul className="settled-markets" data-market-group="alternative">
          {request.value.Markets.map((market) => (
            <SettledMarket key={market.ID} market={market} />
          ))}
        </ul>
      )}
    </section>
  );
}
