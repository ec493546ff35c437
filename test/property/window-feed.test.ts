/**
 * Issue #16, one socket for every window (ADR 0032): windows sharing one feed each see what a feed of
 * their own would show them, and a window that has gone gets nothing more and leaves nothing watched.
 */
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { FeedApi, LiveOverviewModel } from '../../workers/feed/contract.ts';
import { createFeedEngine, type FeedEngine } from '../../workers/feed/engine.ts';
import { applyPatches } from '../../workers/feed/patches.ts';
import { windowFeedApi } from '../../workers/feed/window-api.ts';
import { createFakeSocket, type FakeSocket } from '../fixtures/fake-socket.ts';
import { seeded } from '../fixtures/fc-seed.ts';
import { recordLive } from '../fixtures/house-feed.ts';
import { T0 } from '../fixtures/wire.ts';

beforeEach(() => vi.useFakeTimers({ now: T0 }));
afterEach(() => vi.useRealTimers());

const recording = recordLive(3, 60, 100, { liveMatches: 8, oddsChangesPerSecond: 150 });
const matchIds = recording.start.snapshot.Matches.map((m) => m.ID);

/** Patches cross a MessagePort to each window: copies, as there (a window never shares the worker's objects). */
function feedOf(): { engine: FeedEngine; socket: FakeSocket; frame: () => void; api: FeedApi } {
  const socket = createFakeSocket();
  const flushes: (() => void)[] = [];
  const engine = createFeedEngine({ socket, scheduleFlush: (f) => void flushes.push(f) });
  engine.start();
  socket.setState('started');
  const api: FeedApi = {
    start: async () => undefined,
    watch: (query, send) => engine.watch(query, send),
    unwatch: (id) => engine.unwatch(id),
    setVisible: (id, ids) => engine.setVisible(id, ids),
    setPace: (id, paceMs) => engine.setPace(id, paceMs),
    run: (command) => engine.run(command),
  };
  return { engine, socket, api, frame: () => flushes.splice(0).forEach((f) => f()) };
}

type Window = { readonly visible: readonly number[] | null; readonly closesAt: number | null };

const windowArb: fc.Arbitrary<Window> = fc.record({
  visible: fc.option(fc.subarray(matchIds), { nil: null }),
  closesAt: fc.option(fc.nat(recording.messages.length), { nil: null }),
});

describe('windows sharing one feed', () => {
  test('each window folds the same view as a feed of its own; a window that has gone gets nothing more', () => {
    fc.assert(
      fc.property(fc.array(windowArb, { minLength: 1, maxLength: 4 }), (windows) => {
        const shared = feedOf();
        const mirrors = windows.map(() => ({}) as Record<string, unknown>);
        const after = windows.map(() => 0);
        const apis = windows.map((w, i) => {
          const api = windowFeedApi(shared.api, undefined);
          const id = api.watch({ kind: 'live' }, (patches) => {
            if (closed[i]) after[i]!++;
            applyPatches(mirrors[i]!, structuredClone(patches));
          });
          api.setVisible(id, w.visible);
          return api;
        });
        const closed = windows.map(() => false);
        const alone = windows.map((w) => {
          const own = feedOf();
          const mirror: Record<string, unknown> = {};
          own.api.setVisible(own.api.watch({ kind: 'live' }, (patches) => applyPatches(mirror, structuredClone(patches))), w.visible);
          return { own, mirror };
        });
        const deliver = (feed: ReturnType<typeof feedOf>, m: (typeof recording.messages)[number]) => {
          feed.socket.deliver(m);
          feed.frame();
        };
        deliver(shared, recording.start);
        alone.forEach(({ own }) => deliver(own, recording.start));
        recording.messages.forEach((m, at) => {
          windows.forEach((w, i) => {
            if (w.closesAt === at && !closed[i]) {
              closed[i] = true;
              apis[i]!.closeWindow();
            }
          });
          deliver(shared, m);
          alone.forEach(({ own }, i) => !closed[i] && deliver(own, m));
        });
        windows.forEach((_, i) => {
          expect(after[i]).toBe(0);
          if (!closed[i]) expect(mirrors[i] as unknown as LiveOverviewModel).toEqual(alone[i]!.mirror);
        });
        // One socket, subscribed once to the live stream, however many windows watch it.
        expect(shared.socket.subscriptions.length).toBe(1);
        void shared.engine.stop();
        alone.forEach(({ own }) => void own.engine.stop());
      }),
      seeded('windows sharing one feed', 40),
    );
  }, 120_000);
});
