/**
 * The main thread's side of the feed: starts the worker once, and mirrors each watched query into a
 * valtio proxy. Patches from the worker are queued and applied together in one animation frame, so
 * React re-renders at most once per frame however fast prices move.
 */
import { proxy as comlinkProxy, wrap } from 'comlink';
import { proxy } from 'valtio';
import type { FeedApi, FeedConfig } from '../../workers/feed/api.ts';
import type { LiveOverviewModel } from '../../workers/feed/engine.ts';
import { applyPatches, type Patch } from '../../workers/feed/patches.ts';

type AsyncFeedApi = { [K in keyof FeedApi]: (...args: Parameters<FeedApi[K]>) => Promise<Awaited<ReturnType<FeedApi[K]>>> };

let feed: AsyncFeedApi | null = null;

/**
 * The feed, in its worker. `?worker=off` runs the identical pipeline on this thread instead: a
 * documented switch for measuring what the worker saves (npm run bench), never for users.
 */
function feedApi(): AsyncFeedApi {
  if (feed) return feed;
  const params = new URLSearchParams(location.search);
  const config: FeedConfig = {
    protocol: params.get('protocol') === 'json' ? 'json' : 'messagepack',
    origin: location.origin,
    freeze: import.meta.env.DEV,
  };
  if (params.get('worker') === 'off') {
    const loading = import('../../workers/feed/api.ts').then(({ createFeedApi }) => {
      const api = createFeedApi();
      void api.start(config);
      return api;
    });
    feed = {
      start: async () => undefined,
      watchLiveOverview: async (send) => (await loading).watchLiveOverview(send),
      setVisibleMatches: async (id, matchIds) => (await loading).setVisibleMatches(id, matchIds),
      unwatch: async (id) => (await loading).unwatch(id),
    };
  } else {
    const worker = wrap<FeedApi>(new Worker(new URL('../../workers/feed/entry.ts', import.meta.url), { type: 'module', name: 'feed' }));
    void worker.start(config);
    feed = worker as unknown as AsyncFeedApi;
  }
  return feed;
}

export type LiveOverviewState = LiveOverviewModel | { readonly status: 'connecting'; readonly sports?: undefined };

/** Applies queued patch batches once per frame. */
function frameApplier(target: Record<string, unknown>): (patches: Patch[]) => void {
  let queue: Patch[][] = [];
  const apply = () => {
    const batches = queue;
    queue = [];
    for (const batch of batches) applyPatches(target, batch);
  };
  return (patches) => {
    if (queue.length === 0) requestAnimationFrame(apply);
    queue.push(patches);
  };
}

type Watch<T> = { readonly state: T; readonly id: Promise<number> };

function watch<T extends object>(initial: T, subscribe: (send: (patches: Patch[]) => void) => Promise<number>): Watch<T> {
  const state = proxy(initial);
  return { state, id: subscribe(comlinkProxy(frameApplier(state as Record<string, unknown>))) };
}

let liveOverview: Watch<LiveOverviewState> | null = null;

function liveOverviewWatch(): Watch<LiveOverviewState> {
  liveOverview ??= watch<LiveOverviewState>({ status: 'connecting' }, (send) => feedApi().watchLiveOverview(send));
  return liveOverview;
}

/** The live overview's proxy: one per tab, shared by every component that shows it, kept warm. */
export function liveOverviewState(): LiveOverviewState {
  return liveOverviewWatch().state;
}

/** Tells the feed which live match rows are on (or near) the screen: only their changes are sent. */
export function showLiveMatches(matchIds: readonly number[]): void {
  const { id } = liveOverviewWatch();
  void id.then((watchId) => feedApi().setVisibleMatches(watchId, matchIds));
}
