/**
 * The feed worker's entry: one engine over one SignalR connection, exposed to the main thread
 * through comlink. Nothing here touches the DOM.
 */
import { expose } from 'comlink';
import { FEED_HUB_PATH } from '../../schemas/protocol.ts';
import { createSignalRSocket } from './connection.ts';
import { createFeedEngine, type FeedEngine } from './engine.ts';
import type { Patch } from './patches.ts';

export type FeedWorkerConfig = { readonly protocol: 'messagepack' | 'json' };

let engine: FeedEngine | null = null;

function started(): FeedEngine {
  if (!engine) throw new Error('feed worker: start() first');
  return engine;
}

const api = {
  start(config: FeedWorkerConfig): void {
    if (engine) return;
    const url = new URL(FEED_HUB_PATH, self.location.origin).toString();
    engine = createFeedEngine({ socket: createSignalRSocket({ url, protocol: config.protocol }), freeze: import.meta.env.DEV });
    engine.start();
  },
  watchLiveOverview(send: (patches: Patch[]) => void): number {
    return started().watchLiveOverview(send);
  },
  unwatch(id: number): void {
    started().unwatch(id);
  },
};

export type FeedWorkerApi = typeof api;

expose(api);
