import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { applyBatches, applyPatches, diff, type Patch } from '../../workers/feed/patches.ts';
import { seeded } from '../fixtures/fc-seed.ts';

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

  test('a root replacement gives the new view and keeps each part whose place holds the same kind', () => {
    fc.assert(
      fc.property(json, json, (prev, next) => {
        const target = structuredClone(prev) as Record<string, unknown>;
        const parts = Object.entries(target).filter(([key, part]) => typeof part === 'object' && part !== null && typeof next[key] === 'object' && next[key] !== null && Array.isArray(part) === Array.isArray(next[key]));
        applyPatches(target, [[[], structuredClone(next)]]);
        expect(target).toEqual(next);
        for (const [key, part] of parts) expect(target[key]).toBe(part);
      }),
      seeded('root replacement'),
    );
  });

  test('after a root replacement of an equal structure, a row held from before still receives its patches', () => {
    const view = { sports: [{ id: 1, matchIds: [7] }], matches: { 7: { price: 1.5 } } };
    const target: Record<string, unknown> = structuredClone(view);
    const row = (target.matches as Record<string, { price: number }>)[7];
    applyPatches(target, [[[], structuredClone(view)], [['matches', '7', 'price'], 1.6]]);
    expect(row?.price).toBe(1.6);
  });

  test('a frame of batches, with or without root replacements, ends at the last view', () => {
    // Each step is sent as a diff from the view before it, or (a resync) as the whole view.
    const steps = fc.array(fc.tuple(json, fc.boolean()), { minLength: 1, maxLength: 5 });
    fc.assert(
      fc.property(json, steps, (start, views) => {
        let previous: unknown = start;
        const batches = views.map(([view, whole]) => {
          const patches: Patch[] = whole ? [[[], view]] : diff(previous, view);
          previous = view;
          return patches;
        });
        const target = structuredClone(start) as Record<string, unknown>;
        applyBatches(target, structuredClone(batches));
        expect(target).toEqual(views.at(-1)?.[0]);
      }),
      seeded('frame of batches'),
    );
  });

  test('a worker that starts from an empty view keeps the rows the house drew: its first frame is reconciled once', () => {
    const drawn = { status: 'live', matches: { 7: { price: 1.5 } } };
    const target: Record<string, unknown> = structuredClone(drawn);
    const row = (target.matches as Record<string, { price: number }>)[7];
    const frame: Patch[][] = [[[[], { status: 'connecting', matches: {} }]], [[['matches', '7'], { price: 1.55 }]], [[['status'], 'live']], [[['matches', '7', 'price'], 1.6]]];
    applyBatches(target, frame);
    expect(target).toEqual({ status: 'live', matches: { 7: { price: 1.6 } } });
    expect((target.matches as Record<string, unknown>)[7]).toBe(row);
    expect(row?.price).toBe(1.6);
    // The values it was given are not changed (on the page's own thread they are the engine's).
    expect(frame[1]?.[0]?.[1]).toEqual({ price: 1.55 });
  });
});
