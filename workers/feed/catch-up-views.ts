/**
 * Views of the feed as a page would see them on connecting now, for the house's render of a page
 * (src/entry-server.tsx, ADR 0044): the same engine as the worker's, its socket answered by the
 * house's catch-up messages for each topic it asks for (a snapshot and what followed).
 */
import type { FeedQuery } from './contract.ts';
import { createFeedEngine } from './engine.ts';
import type { HubRefusal } from '../../schemas/errors.ts';
import type { RenderRequest } from '../../domain/page-render.ts';
import { SubscriptionRefused, type FeedSocketHandlers } from './socket.ts';

export type CatchUpViews = {
  /** The query's view once every topic it needs has been caught up. */
  view(query: FeedQuery): Promise<object | null>;
  stop(): Promise<void>;
};

/** `catchUp` answers with a topic's catch-up messages, or with the house's refusal (the view then says so). */
export function catchUpViews(catchUp: RenderRequest['topic']): CatchUpViews {
  let handlers: FeedSocketHandlers | null = null;
  const pending = new Set<Promise<void>>();
  const engine = createFeedEngine({
    freeze: false,
    scheduleFlush: () => undefined,
    socket: {
      start: (h) => void (handlers = h),
      subscribe: (topic) => {
        const arrived = catchUp(topic).then((messages) => {
          if (!Array.isArray(messages)) throw new SubscriptionRefused(messages as HubRefusal);
          for (const message of messages) handlers?.onMessage(message);
        });
        pending.add(arrived);
        return arrived;
      },
      unsubscribe: async () => undefined,
      reconnect: () => undefined,
      stop: async () => undefined,
    },
  });
  engine.start();
  handlers!.onState('started');
  const caughtUp = async () => {
    while (pending.size > 0) {
      const waiting = [...pending];
      pending.clear();
      await Promise.allSettled(waiting);
    }
  };
  return {
    async view(query) {
      engine.watch(query, () => undefined);
      await caughtUp();
      return engine.view(query);
    },
    stop: () => engine.stop(),
  };
}
