/**
 * The pre-match list pages (SPEC RTE-06, RTE-08, RTE-10..RTE-12): a sport, a category, a tournament,
 * a sport's today, top tournaments, outrights and favourites; and the esports lists (RTE-14,
 * RTE-15: matches in play first, then fixtures) and outrights (RTE-18). The tree resolves the path;
 * the worker keeps the list live; the time window (SCR-05) and sorting (SCR-06) narrow and order it.
 */
import { useState } from 'react';
import { dayBounds } from '../../../domain/asian-view.ts';
import { dayEndInZone, type CalendarDay } from '../../../domain/calendar-day.ts';
import { intlTimeZone } from '../../../domain/settings.ts';
import { LIST_COLUMNS, type ListColumn } from '../../../domain/list-columns.ts';
import { TIME_WINDOWS, windowEnd, type TimeWindow } from '../../../domain/time-window.ts';
import type { ListSort, PrematchQuery } from '../../../workers/feed/contract.ts';
import { SortFilter } from './sort-filter.tsx';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import type { TranslationFunctions } from '../../i18n/i18n-types.ts';
import { useFavourites } from '../../store/favourites.ts';
import { useSettings } from '../../store/settings.ts';
import { AuthLinks } from '../../ui/auth-links.tsx';
import { fetchSportsbookTree } from '../../store/sportsbook-api.ts';
import { useRequest } from '../../store/use-request.ts';
import { SlipNotice } from '../../ui/slip-notice.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { LINE_LABEL, LIST_VIEWS, VIEW_LABEL, WINDOW_LABEL, type ListView } from './filter-labels.ts';
import { AsianFilters } from './asian-filters.tsx';
import { listTarget, type ListPage, type ListTarget } from './list-target.ts';
import { PrematchList } from './prematch-list.tsx';
import { TreeStatus } from './tree-status.tsx';
import './sportsbook.css';

function heading(LL: TranslationFunctions, page: ListPage, target: ListTarget | null): string {
  if (page.kind === 'top-tournaments') return LL.sportsbook.topTournaments();
  if (page.kind === 'outrights') return LL.sportsbook.outrights();
  if (page.kind === 'esports-outrights') return `${target?.names.join(' · ') ?? LL.nav.esports()} · ${LL.sportsbook.outrights()}`;
  if (page.kind === 'esports' && !target) return LL.nav.esports();
  if (page.kind === 'favorites') return LL.sidebar.favorites();
  if (page.kind === 'asian') return `${LL.asianView.title()} · ${target?.names.join(' · ') ?? LL.sportsbook.title()}`;
  const names = target?.names.join(' · ') ?? LL.sportsbook.title();
  return page.kind === 'today' ? `${names} · ${LL.sportsbook.today()}` : names;
}

/** /sport lists the Asian layout takes over when the player's view format is asian (PRD-05). */
const ASIAN_KINDS: ReadonlySet<ListPage['kind']> = new Set(['asian', 'list', 'today', 'top-tournaments', 'favorites']);

export function PrematchPage({ page }: { readonly page: ListPage }) {
  const { LL } = useI18nContext();
  const { timeZone, viewFormat } = useSettings();
  const asian = page.kind === 'asian' || (viewFormat === 'asian' && ASIAN_KINDS.has(page.kind));
  const zone = intlTimeZone(timeZone);
  const [day, setDay] = useState<CalendarDay | null>(null);
  const tree = useRequest('sportsbook-tree', () => fetchSportsbookTree(null));
  const favourites = useFavourites();
  // The window with when it was chosen: its end is fixed then (a moving `until` would be a new query every render).
  // STA-06: the Asian view starts on all matches (the page is remounted when the view format changes).
  const [{ window, at }, setChoice] = useState(() => ({ window: (page.kind === 'today' && !asian ? 'today' : 'all') as TimeWindow, at: Date.now() }));
  const setWindow = (next: TimeWindow) => setChoice({ window: next, at: Date.now() });
  const [sort, setSort] = useState<ListSort>('league');
  const [line, setLine] = useState<ListColumn>('moneyLine');
  const [view, setView] = useState<ListView>('table');
  const target = tree.status === 'fulfilled' ? listTarget(tree.value, page, favourites.ids) : null;
  const title = heading(LL, page, target);
  useDocumentTitle(title);
  const bounds = asian ? dayBounds(day, zone) : { from: null, until: windowEnd(window, at, dayEndInZone(at, zone)) };
  // A new object each render is fine: the feed keys queries by their content (queryKey).
  const query: PrematchQuery | null = target
    ? { kind: 'prematch', sportIds: target.sportIds, categoryId: target.categoryId, tournamentIds: target.tournamentIds, ...bounds, sort, outrights: target.outrights, live: target.live, asian }
    : null;

  return (
    <section className="page sportsbook" aria-labelledby="sportsbook-title" data-page-kind={page.kind}>
      <header className="sportsbook__header">
        <h1 id="sportsbook-title" className="page__title">
          {title}
        </h1>
        {asian ? (
          <AsianFilters zone={zone} day={day} onDay={setDay} sort={sort} onSort={setSort} sports={page.kind === 'asian' && tree.status === 'fulfilled' ? { tree: tree.value, current: tree.value.Sports.find((s) => s.ID === target?.sportIds[0])?.Alias ?? '' } : null} />
        ) : !target?.outrights && (
          <div className="sportsbook__filters">
            <label className="sportsbook__filter">
              <span>{LL.sportsbook.window.label()}</span>
              <select value={window} onChange={(e) => setWindow(e.currentTarget.value as TimeWindow)} data-filter="window">
                {TIME_WINDOWS.map((w) => (
                  <option key={w} value={w}>
                    {WINDOW_LABEL[w](LL)}
                  </option>
                ))}
              </select>
            </label>
            <SortFilter sort={sort} onSort={setSort} />
            <label className="sportsbook__filter sportsbook__filter--narrow">
              <span>{LL.sportsbook.lines.label()}</span>
              <select value={line} onChange={(e) => setLine(e.currentTarget.value as ListColumn)} data-filter="line">
                {LIST_COLUMNS.map((c) => (
                  <option key={c} value={c}>
                    {LINE_LABEL[c](LL)}
                  </option>
                ))}
              </select>
            </label>
            <div className="sportsbook__filter sportsbook__filter--narrow segmented" role="group" aria-label={LL.sportsbook.view.label()} data-filter="view">
              {LIST_VIEWS.map((v) => (
                <button key={v} type="button" className="segmented__option" aria-pressed={view === v} onClick={() => setView(v)}>
                  {VIEW_LABEL[v](LL)}
                </button>
              ))}
            </div>
          </div>
        )}
      </header>
      <SlipNotice />
      {page.kind === 'favorites' && favourites.status === 'guest' ? (
        <div className="sportsbook__state" role="status">
          <p>{LL.sportsbook.favoritesSignIn()}</p>
          <AuthLinks className="cluster" />
        </div>
      ) : tree.status !== 'fulfilled' ? (
        <TreeStatus request={tree} />
      ) : page.kind === 'favorites' && favourites.status === 'loading' ? (
        <p className="sportsbook__state" role="status" aria-busy="true">
          {LL.sportsbook.loading()}
        </p>
      ) : query === null ? (
        <p className="sportsbook__state" role="status">
          {LL.sportsbook.notFound()}
        </p>
      ) : (
        <PrematchList query={query} line={line} view={asian ? 'asian' : query.outrights ? 'table' : view} emptyText={page.kind === 'favorites' ? LL.sportsbook.favoritesEmpty() : window === 'all' && day === null ? LL.sportsbook.empty() : LL.sportsbook.emptyWindow()} />
      )}
    </section>
  );
}
