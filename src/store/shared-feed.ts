/**
 * Whether this browser's windows share one feed (a SharedWorker, ADR 0032): yes unless the browser
 * was told '0' under this key (to compare with a dedicated worker per tab, or for a page that CDP
 * must throttle: the benchmarks).
 */
export const SHARED_FEED_STORAGE_KEY = 'sportsbook.sharedFeed';

export function sharedFeedChosen(): boolean {
  try {
    return localStorage.getItem(SHARED_FEED_STORAGE_KEY) !== '0';
  } catch {
    return false;
  }
}
