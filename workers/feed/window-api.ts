/**
 * One window's share of a feed that serves several (the SharedWorker, shared-entry.ts): the window's
 * watches are its own, and when the window goes they are let go, so the topics only it showed are
 * left (ADR 0032). Everything else (the socket, the log, the book, the slip) is the one feed's.
 */
import type { FeedApi, WindowFeedApi } from './contract.ts';

/**
 * `locks` is the Web Locks API where the worker has it: the page holds a lock for its whole life, and
 * asking for the same lock here is granted only once the page has gone, however it went (closed,
 * navigated away, crashed).
 */
export function windowFeedApi(feed: FeedApi, locks: Pick<LockManager, 'request'> | undefined = globalThis.navigator?.locks): WindowFeedApi {
  const mine = new Set<number>();
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    for (const id of mine) feed.unwatch(id);
    mine.clear();
  };
  return {
    start: (config) => feed.start(config),
    watch(query, send) {
      if (closed) throw new Error('this window has closed its share of the feed');
      const id = feed.watch(query, send);
      mine.add(id);
      return id;
    },
    unwatch(id) {
      if (!mine.delete(id)) return;
      feed.unwatch(id);
    },
    setVisible(id, matchIds) {
      if (mine.has(id)) feed.setVisible(id, matchIds);
    },
    setPace(id, paceMs) {
      if (mine.has(id)) feed.setPace(id, paceMs);
    },
    run: (command) => feed.run(command),
    followWindow(lockName) {
      if (!locks) return false;
      void locks.request(lockName, close);
      return true;
    },
    closeWindow: close,
  };
}
