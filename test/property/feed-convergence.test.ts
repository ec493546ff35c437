import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { FeedMessage } from '../../schemas/feed.ts';
import { createFeedEngine } from '../../workers/feed/engine.ts';
import { MAX_PENDING } from '../../workers/feed/stream-sync.ts';
import { createFakeSocket } from '../fixtures/fake-socket.ts';
import { comparableLive, recordLive } from '../fixtures/house-feed.ts';
import { T0 } from '../fixtures/wire.ts';

beforeEach(() => vi.useFakeTimers({ now: T0 }));
afterEach(() => vi.useRealTimers());

function fold(messages: readonly FeedMessage[]) {
  const socket = createFakeSocket();
  const engine = createFeedEngine({ socket, scheduleFlush: () => undefined });
  engine.start();
  socket.setState('started');
  for (const m of messages) socket.deliver(m);
  const result = engine.inspect();
  void engine.stop();
  return { book: result.book, sync: result.sync.get('live')!, subscriptions: socket.subscriptions.length };
}

const recordings = new Map<number, ReturnType<typeof recordLive>>();
const recorded = (seed: number) => {
  if (!recordings.has(seed)) recordings.set(seed, recordLive(seed, 40, 100, { liveMatches: 6, oddsChangesPerSecond: 100 }));
  return recordings.get(seed)!;
};

/** Delivery with each message possibly repeated, and messages moved a few places later. */
const faultyDelivery = (messages: readonly FeedMessage[]) =>
  fc
    .tuple(
      fc.array(fc.nat(3), { minLength: messages.length, maxLength: messages.length }),
      fc.array(fc.integer({ min: 0, max: Math.min(8, MAX_PENDING) }), { minLength: messages.length, maxLength: messages.length }),
    )
    .map(([repeats, delays]) => {
      const slots = messages.flatMap((m, i) => Array.from({ length: 1 + (repeats[i] === 3 ? 1 : 0) }, (_, r) => ({ m, at: i + delays[i]! + r * 0.5 })));
      return slots.sort((a, b) => a.at - b.at).map((s) => s.m);
    });

describe('feed convergence', () => {
  test('the worker folding the house feed in order ends with exactly the house snapshot', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), (seed) => {
        const { start, messages, end } = recorded(seed);
        const incremental = fold([start, ...messages]);
        expect(incremental.sync.seq).toBe(end.seq);
        expect(comparableLive(incremental.book)).toEqual(comparableLive(fold([end]).book));
      }),
      { numRuns: 5 },
    );
  });

  test('duplicated and reordered delivery converges to the in-order result without asking the house', () => {
    const inOrder = new Map<number, unknown>();
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }).chain((seed) => fc.tuple(fc.constant(seed), faultyDelivery(recorded(seed).messages.filter((m) => m.type === 'events')))),
        ([seed, delivery]) => {
          const { start, messages } = recorded(seed);
          if (!inOrder.has(seed)) inOrder.set(seed, comparableLive(fold([start, ...messages.filter((m) => m.type === 'events')]).book));
          const faulty = fold([start, ...delivery]);
          expect(comparableLive(faulty.book)).toEqual(inOrder.get(seed));
          expect(faulty.sync.pending.size).toBe(0);
          expect(faulty.subscriptions).toBe(1);
        },
      ),
      { numRuns: Number(process.env.CONVERGENCE_RUNS ?? 400) },
    );
  }, 120_000);

  test('a snapshot plus the tail after it equals the full replay', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.nat(39), (seed, cut) => {
        const { start, messages } = recorded(seed);
        const events = messages.filter((m) => m.type === 'events');
        const full = fold([start, ...events]);
        const atCut = fold([start, ...events.slice(0, cut)]);
        // The house's snapshot at the cut is what the worker held there; fold the tail onto it.
        const socket = createFakeSocket();
        const engine = createFeedEngine({ socket, scheduleFlush: () => undefined, restored: { book: atCut.book, epochs: { live: start.epoch } } });
        engine.start();
        socket.setState('started');
        for (const m of events.slice(cut)) socket.deliver(m);
        expect(comparableLive(engine.inspect().book)).toEqual(comparableLive(full.book));
        void engine.stop();
      }),
      { numRuns: Number(process.env.CONVERGENCE_RUNS ?? 400) },
    );
  }, 120_000);
});
