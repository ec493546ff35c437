import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { createStreamHistory } from '../../server/feed/history.ts';
import { eventsMessage } from '../fixtures/wire.ts';
import { seeded } from '../fixtures/fc-seed.ts';

describe('stream history (the house side of resync)', () => {
  test('gives exactly the messages after a sequence it still holds, else null', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 0, max: 200 }), fc.integer({ min: 0, max: 220 }), (capacity, pushed, asked) => {
        const history = createStreamHistory(capacity);
        for (let seq = 1; seq <= pushed; seq++) history.push(eventsMessage('live', seq, []));
        const tail = history.since(asked);
        const holds = asked <= pushed && asked + 1 >= Math.max(1, pushed - capacity + 1);
        if (!holds) expect(tail).toBeNull();
        else expect(tail?.map((m) => m.seq)).toEqual(Array.from({ length: pushed - asked }, (_, i) => asked + 1 + i));
      }),
      { numRuns: 1000 },
    );
  });

  test('numbering that starts past 1 (a cluster producer going on from an earlier run, a node that joined mid-stream) never hands out slots it never held', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 2, max: 5_000 }), fc.integer({ min: 1, max: 200 }), fc.integer({ min: -60, max: 220 }), (capacity, first, pushed, offset) => {
        const history = createStreamHistory(capacity);
        const newest = first + pushed - 1;
        for (let seq = first; seq <= newest; seq++) history.push(eventsMessage('live', seq, []));
        const asked = first - 1 + offset;
        const tail = history.since(asked);
        const holds = asked <= newest && asked + 1 >= Math.max(first, newest - capacity + 1);
        if (!holds) expect(tail).toBeNull();
        else expect(tail?.map((m) => m.seq)).toEqual(Array.from({ length: newest - asked }, (_, i) => asked + 1 + i));
      }),
      seeded('stream history from a later seq'),
    );
  });
});
