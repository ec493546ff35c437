/**
 * The views the page mirrors from the feed worker, by query: valtio proxies the bridge fills
 * (feed-bridge.ts) and components read. Kept apart from the bridge so that something which only
 * looks at a view already watched (the price announcer, on every page) never loads the worker.
 */
import { queryKey, type FeedQuery, type Loading, type ViewOf } from '../../workers/feed/contract.ts';

/** A query's state on the page: its view, or `{ loading: true }` until the worker has sent one. */
export type FeedState<Q extends FeedQuery> = ViewOf<Q> | Loading;

export const isLoading = (state: object): state is Loading => 'loading' in state;

/**
 * Marks a view the house drew a page with (ADR 0044) for as long as the page shows it: the worker's
 * first view replaces it whole, and with it this key.
 */
export const DRAWN_BY_HOUSE = 'drawnByHouse';

/**
 * The `data-feed-status` test hook (docs/protocol.md, "Ordering, resync and staleness"): the view's status, or `house` while the
 * page still shows the view the house drew it with, before its own feed has taken over.
 */
export const feedStatusHook = (state: { readonly status: string }): string => (DRAWN_BY_HOUSE in state ? 'house' : state.status);

export type Watched = { readonly state: Record<string, unknown>; readonly id: Promise<number>; holders: number; releaseTimer?: ReturnType<typeof setTimeout> };

/** Every query the page watches, by its key. */
export const watched = new Map<string, Watched>();

/** A query's proxy if some part of the page already watches it (never starts a watch). */
export function watchedFeedState<Q extends FeedQuery>(query: Q): FeedState<Q> | null {
  return (watched.get(queryKey(query))?.state as FeedState<Q> | undefined) ?? null;
}
