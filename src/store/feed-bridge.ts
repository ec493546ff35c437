/**
 * The main thread's side of the feed: starts the worker once, and mirrors each watched query into a
 * valtio proxy. Patches from the worker are queued and applied together in one animation frame, so
 * React re-renders at most once per frame however fast prices move.
 */
import { proxy as comlinkProxy, wrap, type Remote } from 'comlink';
import { proxy } from 'valtio';
import type { FeedWorkerApi } from '../../workers/feed/entry.ts';
import type { LiveOverviewModel } from '../../workers/feed/engine.ts';
import { applyPatches, type Patch } from '../../workers/feed/patches.ts';

let worker: Remote<FeedWorkerApi> | null = null;

function feedWorker(): Remote<FeedWorkerApi> {
  if (worker) return worker;
  const instance = new Worker(new URL('../../workers/feed/entry.ts', import.meta.url), { type: 'module', name: 'feed' });
  worker = wrap<FeedWorkerApi>(instance);
  const protocol = new URLSearchParams(location.search).get('protocol') === 'json' ? 'json' : 'messagepack';
  void worker.start({ protocol });
  return worker;
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

function watch<T extends object>(initial: T, subscribe: (send: (patches: Patch[]) => void) => Promise<number>): T {
  const state = proxy(initial);
  void subscribe(comlinkProxy(frameApplier(state as Record<string, unknown>)));
  return state;
}

let liveOverview: LiveOverviewState | null = null;

/** The live overview's proxy: one per tab, shared by every component that shows it, kept warm. */
export function liveOverviewState(): LiveOverviewState {
  liveOverview ??= watch<LiveOverviewState>({ status: 'connecting' }, (send) => feedWorker().watchLiveOverview(send));
  return liveOverview;
}
