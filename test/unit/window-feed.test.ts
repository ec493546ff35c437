/** One window's share of the SharedWorker's feed (ADR 0032): its watches go when the window goes. */
import { describe, expect, test } from 'vitest';
import type { FeedApi } from '../../workers/feed/contract.ts';
import { windowFeedApi } from '../../workers/feed/window-api.ts';

function recordingFeed() {
  const watching = new Set<number>();
  const visible = new Map<number, readonly number[] | null>();
  let next = 1;
  const feed: FeedApi = {
    start: async () => undefined,
    watch: () => (watching.add(next), next++),
    unwatch: (id) => void watching.delete(id),
    setVisible: (id, ids) => void visible.set(id, ids),
    setPace: () => undefined,
    run: async () => null,
  };
  return { feed, watching, visible };
}

/** Web Locks as the worker sees them: a request is granted when the test says the page has gone. */
function fakeLocks() {
  const waiting = new Map<string, () => unknown>();
  return {
    locks: { request: ((name: string, callback: () => unknown) => (waiting.set(name, callback), new Promise(() => undefined))) as unknown as LockManager['request'] },
    pageGone: (name: string) => waiting.get(name)?.(),
  };
}

describe('a window of the shared feed', () => {
  test('when the page holding its lock has gone, its watches are let go and no other window’s', () => {
    const { feed, watching } = recordingFeed();
    const { locks, pageGone } = fakeLocks();
    const first = windowFeedApi(feed, locks);
    const second = windowFeedApi(feed, locks);
    const a = first.watch({ kind: 'live' }, () => undefined);
    const b = first.watch({ kind: 'betslip' }, () => undefined);
    const c = second.watch({ kind: 'live' }, () => undefined);
    expect(first.followWindow('feed-window:1')).toBe(true);
    expect(second.followWindow('feed-window:2')).toBe(true);
    expect([...watching]).toEqual([a, b, c]);
    pageGone('feed-window:1');
    expect([...watching]).toEqual([c]);
    expect(() => first.watch({ kind: 'live' }, () => undefined)).toThrow();
    expect(second.watch({ kind: 'bets' }, () => undefined)).toBeGreaterThan(c);
  });

  test('a window can neither let go of nor steer another window’s watch', () => {
    const { feed, watching, visible } = recordingFeed();
    const first = windowFeedApi(feed, undefined);
    const second = windowFeedApi(feed, undefined);
    const theirs = second.watch({ kind: 'live' }, () => undefined);
    first.unwatch(theirs);
    first.setVisible(theirs, [1]);
    expect([...watching]).toEqual([theirs]);
    expect(visible.size).toBe(0);
    second.setVisible(theirs, [2]);
    expect(visible.get(theirs)).toEqual([2]);
  });

  test('without Web Locks the page must say it is going (closeWindow), and saying it twice is harmless', () => {
    const { feed, watching } = recordingFeed();
    const window = windowFeedApi(feed, undefined);
    expect(window.followWindow('feed-window:3')).toBe(false);
    window.watch({ kind: 'live' }, () => undefined);
    window.closeWindow();
    window.closeWindow();
    expect(watching.size).toBe(0);
  });
});
