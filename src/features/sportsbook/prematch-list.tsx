/**
 * A pre-match list from the worker (the prematch query): tournaments with their column headers and
 * rows, prices moving through the same path as /live. Only rows on or near the screen get their
 * changes (ui/visible-rows.ts). A phone-wide list shows one column, the one the lines dropdown
 * picks (SCR-06); the categories view (SCR-03) shows tournaments closed, one opened at a time.
 */
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import type { ListColumn } from '../../../domain/list-columns.ts';
import { queryKey, type PrematchListModel, type PrematchQuery } from '../../../workers/feed/contract.ts';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { useFeedNames } from '../../i18n/feed-names.ts';
import { feedState, feedStatusHook, isLoading, useFeed } from '../../store/feed-bridge.ts';
import { FavouriteToggle } from '../../ui/favourite-toggle.tsx';
import { FeedStatusBar } from '../../ui/feed-status-bar.tsx';
import { PathLink } from '../../ui/path-link.tsx';
import { rowVisibility } from '../../ui/visible-rows.ts';
import type { ListView } from './filter-labels.ts';
import { PrematchRow } from './prematch-row.tsx';

type Props = { readonly query: PrematchQuery; readonly line: ListColumn; readonly view: ListView | 'asian'; readonly emptyText: string };

export function PrematchList({ query, line, view, emptyText }: Props) {
  const [open, setOpen] = useState<number | null>(null);
  const { LL } = useI18nContext();
  const snap = useFeed(query);
  const state = feedState(query);
  // Connecting: a topic of the list has no data yet (an esports list's fixtures before its matches in
  // play): drawn now, the list would grow and move under the player's eyes when the rest came.
  if (isLoading(snap) || isLoading(state) || snap.status === 'connecting') {
    return (
      <p className="sportsbook__state" role="status" aria-busy="true">
        {LL.sportsbook.loading()}
      </p>
    );
  }
  return (
    <div className="prematch-list" data-feed-status={feedStatusHook(snap)} data-line={line} data-view={view}>
      <FeedStatusBar status={snap.status} houseTime={0} />
      {snap.groups.length === 0 ? (
        <p className="sportsbook__state" role="status">
          {emptyText}
        </p>
      ) : (
        snap.groups.map((group, index) => (
          <TournamentGroup
            key={group.id}
            list={state}
            index={index}
            watch={rowVisibility(query, queryKey(query))}
            collapsed={view === 'categories' && open !== group.id}
            onToggle={view === 'categories' ? () => setOpen((current) => (current === group.id ? null : group.id)) : undefined}
          />
        ))
      )}
    </div>
  );
}

type GroupProps = {
  readonly list: PrematchListModel;
  readonly index: number;
  readonly watch: (row: HTMLElement | null) => (() => void) | undefined;
  /** Categories view: only the header, with its match count; the rows are not rendered. */
  readonly collapsed: boolean;
  /** Categories view: opens or closes this tournament. */
  readonly onToggle: (() => void) | undefined;
};

function TournamentGroup({ list, index, watch, collapsed, onToggle }: GroupProps) {
  const { LL } = useI18nContext();
  const names = useFeedNames();
  // The group's structure and status only: a price change re-renders its row, not the group.
  const snap = useSnapshot(list);
  const group = snap.groups[index];
  if (!group) return null;
  const headingId = `tournament-${group.id}`;
  return (
    <section className="tournament-group" aria-labelledby={headingId} data-tournament={group.id} data-sport={group.sportAlias}>
      <header className="tournament-group__header">
        <h2 id={headingId} className="tournament-group__title">
          <FavouriteToggle tournamentId={group.id} />
          <PathLink link={group.link}>
            <span className="tournament-group__category">{names.category(group.categoryAlias, group.categoryName)}</span> {names.tournament(group.alias, group.name)}
          </PathLink>
        </h2>
        {onToggle && (
          <button type="button" className="tournament-group__toggle" aria-expanded={!collapsed} aria-controls={`${headingId}-rows`} onClick={onToggle}>
            {LL.sportsbook.matchCount({ count: group.matchIds.length })}
          </button>
        )}
        <div className="prematch-headers" aria-hidden="true">
          {group.columns.map((c) => (
            <span key={c.key} className="prematch-headers__cell" data-column={c.key}>
              {c.header}
            </span>
          ))}
        </div>
      </header>
      {!collapsed && (
        <ul id={`${headingId}-rows`} className="prematch-rows" role="list">
          {group.matchIds.map((id) => {
            const row = list.matches[id];
            return row && <PrematchRow key={id} row={row} columns={group.columns} stale={snap.status !== 'live'} watchVisibility={watch} />;
          })}
        </ul>
      )}
    </section>
  );
}
