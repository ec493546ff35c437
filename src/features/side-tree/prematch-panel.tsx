/**
 * The left sidebar's pre-match mode (SPEC SCR-21): the Today / All matches toggle (SCR-22), the
 * search (SCR-23: from 2 characters, with a reset) and the sport → category → tournament tree
 * (SCR-24) from GET /api/sportsbook/tree. The state is the sidebar's store (STA-01), shared by the
 * rail and the phone drawer; the page's branch opens as the page changes. In the compact rail
 * (SCR-34) the sports are marks that still link, and a search button widens the rail onto the box.
 */
import { useEffect, useId, useRef } from 'react';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { revealDefault, revealPage, setMatchesToDisplay, setSideSearch, openSport, useSideTree, useSideTreeRequest } from '../../store/side-tree.ts';
import { Icon } from '../../ui/icons.tsx';
import { SearchBox } from '../../ui/search-box.tsx';
import { activeSearch } from '../../../domain/name-search.ts';
import { shownTree, sportRest, type MatchesToDisplay } from '../../../domain/side-tree.ts';
import { SideTreeStatus } from './side-tree-status.tsx';
import { SportBadges } from './sport-badges.tsx';
import { SportTree } from './sport-tree.tsx';
import './side-tree.css';

type Props = {
  /** The page's path after /sport: its branch opens. */
  readonly rest: readonly string[];
  readonly compact: boolean;
  readonly onNavigate: (() => void) | undefined;
  readonly onExpand: (() => void) | undefined;
};

export function PrematchPanel({ rest, compact, onNavigate, onExpand }: Props) {
  const { LL } = useI18nContext();
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);
  const state = useSideTree();
  const request = useSideTreeRequest();
  const tree = request.status === 'fulfilled' ? request.value : null;

  const restKey = rest.join('/');
  useEffect(() => revealPage(restKey === '' ? [] : restKey.split('/')), [restKey]);
  useEffect(() => {
    if (tree) revealDefault(tree);
  }, [tree]);

  const searching = activeSearch(state.search) !== null;
  const shown = tree ? shownTree(tree, compact ? '' : state.search) : null;

  if (compact) {
    const openSearch = () => {
      onExpand?.();
      // The rail renders wide at once (a click commits synchronously); the box is there next frame.
      requestAnimationFrame(() => panel.current?.querySelector<HTMLInputElement>('input[type="search"]')?.focus());
    };
    return (
      <section ref={panel} className="side-tree side-tree--compact" aria-labelledby={titleId}>
        <h2 id={titleId} className="side-nav__title">
          {LL.sideTree.title()}
        </h2>
        {onExpand && (
          <button type="button" className="side-nav__item" aria-label={LL.sportsbook.search()} title={LL.sportsbook.search()} onClick={openSearch}>
            <Icon name="search" />
          </button>
        )}
        {shown ? (
          <SportBadges
            label={LL.sportsbook.treeLabel()}
            items={shown.Sports.map((sport) => ({
              key: sport.Alias,
              name: sport.Name,
              count: sport.Count,
              to: { page: 'sport', rest: sportRest(sport, state.matchesToDisplay) },
              onClick: () => {
                openSport(sport.Alias);
                onNavigate?.();
              },
            }))}
          />
        ) : (
          request.status !== 'fulfilled' && <SideTreeStatus request={request} loading={LL.sportsbook.loading()} failed={LL.sportsbook.error()} compact />
        )}
      </section>
    );
  }

  return (
    <section ref={panel} className="side-tree" aria-labelledby={titleId}>
      <h2 id={titleId} className="side-nav__title">
        {LL.sideTree.title()}
      </h2>
      <MatchesToggle value={state.matchesToDisplay} />
      <SearchBox
        className="side-tree__search"
        text={state.search}
        onChange={setSideSearch}
        labels={{ label: LL.sportsbook.search(), placeholder: LL.sportsbook.search(), reset: LL.sportsbook.searchReset(), hint: LL.results.searchHint() }}
      />
      {request.status !== 'fulfilled' ? (
        <SideTreeStatus request={request} loading={LL.sportsbook.loading()} failed={LL.sportsbook.error()} compact={false} />
      ) : !shown || shown.Sports.length === 0 ? (
        <p className="side-tree__state" role="status">
          {searching ? LL.sportsbook.noSearch() : state.matchesToDisplay === 'today' ? LL.sideTree.emptyToday() : LL.sportsbook.empty()}
        </p>
      ) : (
        <SportTree tree={shown} expansion={state} searching={searching} matches={state.matchesToDisplay} onNavigate={onNavigate} />
      )}
    </section>
  );
}

/** SCR-22: Today or All matches (STA-01 matchesToDisplay). */
function MatchesToggle({ value }: { readonly value: MatchesToDisplay }) {
  const { LL } = useI18nContext();
  const options: readonly [MatchesToDisplay, string][] = [
    ['today', LL.sportsbook.today()],
    ['all', LL.sideTree.allMatches()],
  ];
  return (
    <div className="side-tree__toggle" role="group" aria-label={LL.sideTree.show()}>
      {options.map(([option, label]) => (
        <button key={option} type="button" className="side-tree__toggle-button" aria-pressed={value === option} data-matches={option} onClick={() => setMatchesToDisplay(option)}>
          {label}
        </button>
      ))}
    </div>
  );
}
