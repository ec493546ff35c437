/**
 * The left sidebar's results mode (SPEC SCR-26): Sports, Favorites and Outrights, then the sports
 * with finished matches on the day the results page shows (its address: CON-05), each counted and
 * linking to the results page on its first tournament (API-02 tree, the day's start in the
 * player's zone: API-08). The sport of the tournament shown is marked.
 */
import { useId, useState } from 'react';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { fetchResultsTree } from '../../store/results-api.ts';
import { useSettings } from '../../store/settings.ts';
import { useRequest } from '../../store/use-request.ts';
import { AppLink, type AppTarget } from '../../ui/app-link.tsx';
import { Icon, type IconName } from '../../ui/icons.tsx';
import { dayInZone, recentDays, startOfDayInZone } from '../../../domain/calendar-day.ts';
import { readResultsQuery, resultsSearch } from '../../../domain/results-address.ts';
import { matchesIn, RESULTS_CALENDAR_DAYS, tournamentPath } from '../../../domain/results.ts';
import { intlTimeZone } from '../../../domain/settings.ts';
import { SideTreeStatus } from './side-tree-status.tsx';
import { SportBadges } from './sport-badges.tsx';
import './side-tree.css';

type Props = {
  /** The address's query: the day and tournament the results page shows (from the shell, which reads the location anyway). */
  readonly search: string;
  readonly compact: boolean;
  readonly onNavigate: (() => void) | undefined;
};

const RESULTS_PAGE: AppTarget = { page: 'sport', rest: 'results' };

export function ResultsPanel({ search, compact, onNavigate }: Props) {
  const { LL } = useI18nContext();
  const titleId = useId();
  const zone = intlTimeZone(useSettings().timeZone);
  // The calendar's today is the day the sidebar opened on, as on the results page.
  const [openedAt] = useState(() => Date.now());
  const query = readResultsQuery(search, recentDays(dayInZone(openedAt, zone), RESULTS_CALENDAR_DAYS));
  const dayStart = startOfDayInZone(query.day, zone);
  const request = useRequest(`side-results:${dayStart}`, () => fetchResultsTree(dayStart));
  const tree = request.status === 'fulfilled' ? request.value : null;
  const shownSport = tree && query.tournamentId !== null ? (tournamentPath(tree, query.tournamentId)?.sport.ID ?? null) : null;
  const sports = (tree?.Sports ?? []).flatMap((sport) => {
    const first = sport.Categories.flatMap((c) => c.Tournaments)[0];
    return first ? [{ sport, params: resultsSearch(query.day, first.ID), count: matchesIn(sport) }] : [];
  });

  const links: readonly { readonly id: string; readonly to: AppTarget; readonly icon: IconName; readonly label: string }[] = [
    { id: 'sports', to: { page: 'sport' }, icon: 'sport', label: LL.sportsbook.title() },
    { id: 'favorites', to: { page: 'sport', rest: 'favorites' }, icon: 'star', label: LL.sidebar.favorites() },
    { id: 'outrights', to: { page: 'sport', rest: 'outrights' }, icon: 'chart', label: LL.sidebar.outrights() },
  ];

  return (
    <section className={compact ? 'side-tree side-tree--compact' : 'side-tree'} aria-labelledby={titleId} data-mode="results">
      <h2 id={titleId} className="side-nav__title">
        {LL.sidebar.results()}
      </h2>
      <ul className="side-nav__list" role="list">
        {links.map((link) => (
          <li key={link.id}>
            <AppLink to={link.to} exact className="side-nav__item" title={compact ? link.label : undefined} onClick={onNavigate}>
              <Icon name={link.icon} />
              <span className="side-nav__label">{link.label}</span>
            </AppLink>
          </li>
        ))}
      </ul>
      <h3 className="side-nav__title">{LL.sideTree.resultsTitle()}</h3>
      {request.status !== 'fulfilled' ? (
        <SideTreeStatus request={request} loading={LL.results.loading()} failed={LL.results.loadFailed()} compact={compact} />
      ) : sports.length === 0 ? (
        <p className={compact ? 'visually-hidden' : 'side-tree__state'} role="status">
          {LL.results.empty()}
        </p>
      ) : compact ? (
        <SportBadges
          label={LL.sideTree.resultsTitle()}
          items={sports.map(({ sport, params, count }) => ({ key: sport.Alias, name: sport.Name, count, to: RESULTS_PAGE, search: params, onClick: () => onNavigate?.() }))}
        />
      ) : (
        <ul className="side-tree__sports" role="list" aria-label={LL.sideTree.resultsTitle()}>
          {sports.map(({ sport, params, count }) => (
            <li key={sport.ID} className="side-tree__sport" data-sport={sport.Alias} data-current={sport.ID === shownSport || undefined}>
              <AppLink to={RESULTS_PAGE} search={params} className="side-tree__link" onClick={onNavigate}>
                <span className="side-tree__name">{sport.Name}</span>
                <span className="side-tree__count tabular">{count}</span>
              </AppLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
