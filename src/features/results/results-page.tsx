/**
 * /{lang}/sport/results (SPEC RTE-05, SCR-09): a calendar of the last 7 days, the day's sport →
 * category → tournament tree (API-02, the day's start in the player's zone: API-08), a search, and
 * the chosen tournament's finished matches. The day and tournament live in the address (CON-05),
 * so reload and back return to them; without a tournament the tree's first one is shown.
 */
import { useNavigate, useLocation } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { SearchBox } from '../../ui/search-box.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { useSettings } from '../../store/settings.ts';
import { fetchResultsTree } from '../../store/results-api.ts';
import { useRequest } from '../../store/use-request.ts';
import { intlTimeZone } from '../../../domain/settings.ts';
import { dayInZone, recentDays, startOfDayInZone } from '../../../domain/calendar-day.ts';
import { activeSearch } from '../../../domain/name-search.ts';
import { filterResultsTree, RESULTS_CALENDAR_DAYS, tournamentPath, treeTournaments } from '../../../domain/results.ts';
import { namesResults, readResultsQuery, resultsSearch } from '../../../domain/results-address.ts';
import { esportsOf } from '../../../domain/esports.ts';
import { ResultsCalendar } from './results-calendar.tsx';
import { useResultsHome } from './results-home.ts';
import { ResultsTree } from './results-tree.tsx';
import { TournamentResults } from './tournament-results.tsx';
import { EmptyState, RequestStatus } from './request-status.tsx';
import './results.css';

export function ResultsPage() {
  const { LL } = useI18nContext();
  const { esport } = useResultsHome();
  const title = esport === null ? LL.results.title() : `${LL.nav.esports()} · ${LL.results.title()}`;
  useDocumentTitle(title);
  const zone = intlTimeZone(useSettings().timeZone);
  // The calendar's today is the day the page opened on.
  const [openedAt] = useState(() => Date.now());
  const days = recentDays(dayInZone(openedAt, zone), RESULTS_CALENDAR_DAYS);
  const searchStr = useLocation({ select: (l) => l.searchStr });
  const pathname = useLocation({ select: (l) => l.pathname });
  // The address this page was opened at: a click to a match's result changes the location before this
  // page unmounts, and it must not write its day and tournament onto the match's address (they would
  // be stripped there, RTE-35, and written again: a loop).
  const [ownPath] = useState(pathname);
  const query = readResultsQuery(searchStr, days);
  const dayStart = startOfDayInZone(query.day, zone);
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<number | null>(null);

  const request = useRequest(String(dayStart), () => fetchResultsTree(dayStart));
  // Under /esports/{sportAlias}/results (RTE-17) the day's tree of that esport sport only.
  const tree = request.status !== 'fulfilled' ? null : esport === null ? request.value : esportsOf(request.value, esport);
  const tournaments = tree ? treeTournaments(tree) : [];
  const tournament = tournaments.find((t) => t.ID === query.tournamentId) ?? tournaments[0] ?? null;
  const shown = tree ? filterResultsTree(tree, search) : null;
  const applied = activeSearch(search);
  const path = tree && tournament ? tournamentPath(tree, tournament.ID) : null;

  // The address always names what is shown, so the calendar and the tree mark it and back returns to it.
  const navigate = useNavigate();
  const loaded = tree !== null;
  const shownId = tournament?.ID ?? null;
  useEffect(() => {
    if (pathname !== ownPath) return;
    if (loaded && !namesResults(searchStr, query.day, shownId)) void navigate({ to: '.', search: resultsSearch(query.day, shownId), replace: true });
  }, [loaded, query.day, shownId, searchStr, pathname, ownPath, navigate]);

  return (
    <section className="results-page" aria-labelledby="results-title" data-results-day={query.day}>
      <header className="results-page__header">
        <h1 id="results-title" className="page__title">
          {title}
        </h1>
        <ResultsCalendar days={days} tournamentId={query.tournamentId} />
        <SearchBox
          text={search}
          onChange={setSearch}
          labels={{ label: LL.results.searchLabel(), placeholder: LL.results.searchPlaceholder(), reset: LL.results.searchReset(), hint: LL.results.searchHint() }}
        />
      </header>
      {request.status !== 'fulfilled' ? (
        <RequestStatus request={request} loading={LL.results.loading()} />
      ) : !shown || !tournament ? (
        <EmptyState kind="empty" text={LL.results.empty()} />
      ) : (
        <div className="results-page__body">
          <div className="results-page__tree">
            {shown.Sports.length > 0 ? (
              <ResultsTree tree={shown} day={query.day} tournamentId={tournament.ID} searching={applied !== null} onPick={setPicked} />
            ) : (
              <EmptyState kind="none-found" text={LL.results.noneFound({ search: applied ?? '' })} />
            )}
          </div>
          <TournamentResults key={`${tournament.ID}:${dayStart}`} reveal={picked === tournament.ID} tournament={tournament} where={path ? `${path.sport.Name} · ${path.category.Name}` : ''} dayStart={dayStart} search={search} />
        </div>
      )}
    </section>
  );
}
