import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { createStreamHistory } from '../../server/feed/history.ts';
import { eventsMessage } from '../fixtures/wire.ts';

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
});
