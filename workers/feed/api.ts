/**
 * The feed's API to the page: the same object runs inside the worker (entry.ts, over comlink) and,
 * for side-by-side measurement only, on the page's own thread (`?worker=off`).
 */
import { FEED_HUB_PATH } from '../../schemas/protocol.ts';
import { createSignalRSocket } from './connection.ts';
import { createFeedEngine, type FeedEngine } from './engine.ts';
import { createIdbFeedStore } from './persistence.ts';
import type { Patch } from './patches.ts';

export type FeedConfig = { readonly protocol: 'messagepack' | 'json'; readonly origin: string; readonly freeze: boolean };

export function createFeedApi() {
  let engine: FeedEngine | null = null;
  // Views may subscribe before the stored book has loaded; they are attached once it has.
  const waiting = new Map<number, (patches: Patch[]) => void>();
  const watchers = new Map<number, number>();
  const visibleWhileWaiting = new Map<number, readonly number[] | null>();
  let nextId = 1;
  return {
    /** Paints from the stored book (if any) first, then connects. */
    async start(config: FeedConfig): Promise<void> {
      if (engine) return;
      const store = createIdbFeedStore();
      const restored = await store.load();
      if (engine) return;
      const url = new URL(FEED_HUB_PATH, config.origin).toString();
      engine = createFeedEngine({
        socket: createSignalRSocket({ url, protocol: config.protocol }),
        freeze: config.freeze,
        store,
        ...(restored ? { restored: { book: restored.book, epochs: restored.epochs, betslip: restored.betslip } } : {}),
      });
      engine.start();
      for (const [id, send] of waiting) {
        const engineId = engine.watchLiveOverview(send);
        watchers.set(id, engineId);
        const visible = visibleWhileWaiting.get(id);
        if (visible !== undefined) engine.setVisibleMatches(engineId, visible);
      }
      waiting.clear();
      visibleWhileWaiting.clear();
    },
    watchLiveOverview(send: (patches: Patch[]) => void): number {
      const id = nextId++;
      if (engine) watchers.set(id, engine.watchLiveOverview(send));
      else waiting.set(id, send);
      return id;
    },
    /** The match rows watcher `id` has on screen (`null`: all): only their changes are sent. */
    setVisibleMatches(id: number, matchIds: readonly number[] | null): void {
      const engineId = watchers.get(id);
      if (engine && engineId !== undefined) engine.setVisibleMatches(engineId, matchIds);
      else if (waiting.has(id)) visibleWhileWaiting.set(id, matchIds);
    },
    unwatch(id: number): void {
      waiting.delete(id);
      visibleWhileWaiting.delete(id);
      const engineId = watchers.get(id);
      if (engine && engineId !== undefined) engine.unwatch(engineId);
      watchers.delete(id);
    },
  };
}

export type FeedApi = ReturnType<typeof createFeedApi>;
