import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { applyPatches, diff } from '../../workers/feed/patches.ts';

const json = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, fc.integer(), fc.string({ maxLength: 4 }), fc.boolean(), fc.constant(null), tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 4 }),
  object: fc.dictionary(fc.constantFrom('a', 'b', 'c', 'd', '1', '2'), tie('value'), { maxKeys: 4 }),
})).object;

describe('view patches', () => {
  test('applying diff(prev, next) to a copy of prev gives next', () => {
    fc.assert(
      fc.property(json, json, (prev, next) => {
        const target = structuredClone(prev) as Record<string, unknown>;
        applyPatches(target, diff(prev, next));
        expect(target).toEqual(next);
      }),
      { numRuns: 2000 },
    );
  });

  test('a shared subtree produces no patch', () => {
    const shared = { odds: [1.5, 2.5] };
    expect(diff({ a: shared, b: 1 }, { a: shared, b: 1 })).toEqual([]);
    expect(diff({ a: shared, b: 1 }, { a: shared, b: 2 })).toEqual([[['b'], 2]]);
  });

  test('a root patch keeps the target object and drops keys that are gone', () => {
    const target: Record<string, unknown> = { old: 1, keep: 1 };
    applyPatches(target, [[[], { keep: 2, added: 3 }]]);
    expect(target).toEqual({ keep: 2, added: 3 });
  });
});
