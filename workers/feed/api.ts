/**
 * The feed's API to the page: the same object runs inside the worker (entry.ts, over comlink) and,
 * for side-by-side measurement only, on the page's own thread (`?worker=off`).
 */
import { FEED_HUB_PATH } from '../../schemas/protocol.ts';
import { createSignalRSocket } from './connection.ts';
import { createFeedEngine, type FeedEngine } from './engine.ts';
import type { Patch } from './patches.ts';

export type FeedConfig = { readonly protocol: 'messagepack' | 'json'; readonly origin: string; readonly freeze: boolean };

export function createFeedApi() {
  let engine: FeedEngine | null = null;
  const started = (): FeedEngine => {
    if (!engine) throw new Error('feed: start() first');
    return engine;
  };
  return {
    start(config: FeedConfig): void {
      if (engine) return;
      const url = new URL(FEED_HUB_PATH, config.origin).toString();
      engine = createFeedEngine({ socket: createSignalRSocket({ url, protocol: config.protocol }), freeze: config.freeze });
      engine.start();
    },
    watchLiveOverview(send: (patches: Patch[]) => void): number {
      return started().watchLiveOverview(send);
    },
    unwatch(id: number): void {
      started().unwatch(id);
    },
  };
}

export type FeedApi = ReturnType<typeof createFeedApi>;
