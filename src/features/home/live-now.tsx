/**
 * The home page's Live now block (SPEC SCR-10): a few live matches (domain/home-picks.ts
 * liveNowIds) from the live overview query, in the live page's own sport groups and rows: score,
 * clock and money line moving as on /live, a price adding to the slip. Its own chunk, with the feed.
 */
import { useState } from 'react';
import { QUERIES, type MatchRowView } from '../../../workers/feed/contract.ts';
import { liveNowIds } from '../../../domain/home-picks.ts';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { feedState, feedStatusHook, isLoading, useFeed } from '../../store/feed-bridge.ts';
import { FeedStatusBar } from '../../ui/feed-status-bar.tsx';
import { SportGroup } from '../live/sport-group.tsx';
import '../live/live.css';
import { BlockState } from './home-block.tsx';

/** A money line a player can take now. */
const isOpen = (row: MatchRowView | undefined) => row !== undefined && !row.suspended && row.moneyLine.some((o) => o.active);

export function LiveNow() {
  const { LL } = useI18nContext();
  const snap = useFeed(QUERIES.live);
  // The rows get their own parts of the proxy, so a price change re-renders one row.
  const state = feedState(QUERIES.live);
  // What was shown last: it stays while live (React's way of keeping what an earlier render found).
  const [shown, setShown] = useState<readonly number[]>([]);
  const ids = isLoading(snap) ? [] : liveNowIds(snap.sports, shown, (id) => isOpen(snap.matches[id]));
  if (ids.join() !== shown.join()) setShown(ids);
  if (isLoading(snap) || isLoading(state)) return <BlockState busy>{LL.home.liveLoading()}</BlockState>;
  if (ids.length === 0) return <BlockState>{LL.home.liveEmpty()}</BlockState>;
  const only = new Set(ids);
  const stale = snap.status === 'stale' || snap.status === 'reconnecting';
  return (
    <div className="home-live" data-feed-status={feedStatusHook(snap)}>
      <FeedStatusBar status={snap.status} houseTime={stale ? snap.houseTime : 0} />
      {snap.sports.map((sport, index) =>
        sport.categories.some((c) => c.matchIds.some((id) => only.has(id))) ? <SportGroup key={sport.id} overview={state} sportIndex={index} only={only} level={3} /> : null,
      )}
    </div>
  );
}
