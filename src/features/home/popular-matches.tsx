/**
 * The home page's Most popular matches block (SPEC SCR-10): the featured top tournaments' next
 * fixtures (domain/home-picks.ts popularMatchIds) from a pre-match list query over those
 * tournaments, each in the pre-match list's own row under its tournament. Its own chunk, with the feed.
 */
import { useSnapshot } from 'valtio';
import { POPULAR_MATCHES, popularMatchIds, type PlacedTournament } from '../../../domain/home-picks.ts';
import { queryKey, type PrematchListModel, type PrematchQuery } from '../../../workers/feed/contract.ts';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { useFeedNames } from '../../i18n/feed-names.ts';
import { feedState, feedStatusHook, isLoading, useFeed } from '../../store/feed-bridge.ts';
import { FeedStatusBar } from '../../ui/feed-status-bar.tsx';
import { PathLink } from '../../ui/path-link.tsx';
import { rowVisibility } from '../../ui/visible-rows.ts';
import { PrematchRow } from '../sportsbook/prematch-row.tsx';
import '../sportsbook/sportsbook.css';
import { BlockState } from './home-block.tsx';

/** The list of the featured tournaments' fixtures, whenever they start. */
export function popularQuery(featured: readonly PlacedTournament[]): PrematchQuery {
  return {
    kind: 'prematch',
    sportIds: [...new Set(featured.map((f) => f.sport.ID))],
    categoryId: null,
    tournamentIds: featured.map((f) => f.tournament.ID),
    until: null,
    sort: 'league',
    outrights: false,
    live: false,
    // Only the fixtures the block shows (popularMatchIds over this view picks them all again).
    inTurns: POPULAR_MATCHES,
  };
}

type Props = { readonly featured: readonly PlacedTournament[] };

export function PopularMatches({ featured }: Props) {
  const { LL } = useI18nContext();
  // No top tournament has fixtures: nothing to follow.
  if (featured.length === 0) return <BlockState>{LL.home.popularEmpty()}</BlockState>;
  return <PopularList featured={featured} />;
}

function PopularList({ featured }: Props) {
  const { LL } = useI18nContext();
  // A new object each render is fine: the feed keys queries by their content (queryKey).
  const query = popularQuery(featured);
  const snap = useFeed(query);
  const state = feedState(query);
  if (isLoading(snap) || isLoading(state)) return <BlockState busy>{LL.home.popularLoading()}</BlockState>;
  const ids = popularMatchIds(
    featured.map((f) => f.tournament.ID),
    snap.groups,
  );
  if (ids.length === 0) return <BlockState>{LL.home.popularEmpty()}</BlockState>;
  return (
    <div className="home-popular" data-feed-status={feedStatusHook(snap)}>
      <FeedStatusBar status={snap.status} houseTime={0} />
      <ul className="home-popular__list" role="list">
        {ids.map((id) => (
          <PopularCard key={id} list={state} matchId={id} watch={rowVisibility(query, queryKey(query))} />
        ))}
      </ul>
    </div>
  );
}

type CardProps = { readonly list: PrematchListModel; readonly matchId: number; readonly watch: (row: HTMLElement | null) => (() => void) | undefined };

/** One match under its sport and tournament; the row re-renders on its own prices, the card on the list's structure. */
function PopularCard({ list, matchId, watch }: CardProps) {
  const snap = useSnapshot(list);
  const names = useFeedNames();
  const group = snap.groups.find((g) => g.matchIds.includes(matchId));
  const row = list.matches[matchId];
  if (!group || !row) return null;
  return (
    <li className="home-popular__card" data-tournament={group.id}>
      <PathLink link={group.link} className="home-popular__tournament">
        <span className="home-popular__sport">{names.sport(group.sportSystemId, group.sportName)}</span> · {names.category(group.categoryAlias, group.categoryName)} {names.tournament(group.alias, group.name)}
      </PathLink>
      <ul className="prematch-rows" role="list">
        <PrematchRow row={row} columns={group.columns} stale={snap.status !== 'live'} watchVisibility={watch} />
      </ul>
    </li>
  );
}
