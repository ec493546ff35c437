/**
 * One tournament's finished matches of the chosen day (SPEC SCR-09, API-05): kick-off, teams,
 * final and period scores, each linking to the match's result page. The search narrows them by
 * match and tournament name (VAL-11).
 */
import { useEffect, useRef } from 'react';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { AppLink } from '../../ui/app-link.tsx';
import { resultMatchTarget, useResultsHome } from './results-home.ts';
import { useSiteLocale } from '../../ui/site-locale-context.tsx';
import { useSettings } from '../../store/settings.ts';
import { fetchTournamentResults } from '../../store/results-api.ts';
import { useRequest } from '../../store/use-request.ts';
import type { MatchResult } from '../../../schemas/results.ts';
import { formatTime } from '../../../domain/settings.ts';
import { activeSearch } from '../../../domain/name-search.ts';
import { filterMatchResults, periodScoresText } from '../../../domain/results.ts';
import { EmptyState, RequestStatus } from './request-status.tsx';

type Props = {
  readonly tournament: { readonly ID: number; readonly Name: string };
  readonly where: string;
  readonly dayStart: number;
  readonly search: string;
  /** Just picked in the tree: scroll the list into view if it starts below the middle of the screen (a phone's stacked layout). */
  readonly reveal: boolean;
};

export function TournamentResults({ tournament, where, dayStart, search, reveal }: Props) {
  const { LL } = useI18nContext();
  const lang = useSiteLocale();
  const request = useRequest(`${lang}:${tournament.ID}:${dayStart}`, () => fetchTournamentResults(lang, tournament.ID, dayStart));
  const matches = request.status === 'fulfilled' ? filterMatchResults(request.value.Matches, search) : [];
  const applied = activeSearch(search);
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!reveal) return;
    // After the router has applied its own scroll for the new address.
    const frame = requestAnimationFrame(() => {
      const el = section.current;
      if (el && el.getBoundingClientRect().top > window.innerHeight / 2) el.scrollIntoView({ block: 'start' });
    });
    return () => cancelAnimationFrame(frame);
  }, [reveal]);

  return (
    <section ref={section} className="results-list" aria-labelledby="results-list-title" data-tournament-id={tournament.ID}>
      <header className="results-list__header">
        <p className="results-list__where">{where}</p>
        <h2 id="results-list-title" className="results-list__title">
          {tournament.Name}
        </h2>
      </header>
      {request.status !== 'fulfilled' ? (
        <RequestStatus request={request} loading={LL.results.loading()} />
      ) : matches.length === 0 ? (
        applied === null ? <EmptyState kind="empty" text={LL.results.empty()} /> : <EmptyState kind="none-found" text={LL.results.noneFound({ search: applied })} />
      ) : (
        <ul className="results-list__matches" aria-label={LL.results.matches()}>
          {matches.map((match) => (
            <ResultRow key={match.ID} match={match} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ResultRow({ match }: { readonly match: MatchResult }) {
  const home = useResultsHome();
  const { LL, locale } = useI18nContext();
  const { timeZone } = useSettings();
  const periods = periodScoresText(match.PeriodScores);
  return (
    <li className="result-row" data-match-id={match.ID}>
      <AppLink to={resultMatchTarget(home, match.ID)} className="result-row__link">
        <time className="result-row__time tabular" dateTime={match.DateOfMatch}>
          {formatTime(match.StartDateJs, locale, timeZone)}
        </time>
        <span className="result-row__teams">
          <span className="result-row__team">{match.HomeTeamName}</span>
          <span className="result-row__team">{match.AwayTeamName}</span>
        </span>
        <span className="visually-hidden">{LL.results.finalScore({ home: match.HomeScore, away: match.AwayScore })}</span>
        <span className="result-row__score tabular" aria-hidden="true">
          <span>{match.HomeScore}</span>
          <span>{match.AwayScore}</span>
        </span>
        {periods && <span className="result-row__periods tabular">({periods})</span>}
      </AppLink>
    </li>
  );
}
