import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { applyBatches, applyPatches, diff, reconcileInSteps, type Patch } from '../../workers/feed/patches.ts';
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

  test('a whole view reconciled in steps ends equal to it, keeping each part whose place holds the same kind', () => {
    fc.assert(
      fc.property(json, json, fc.integer({ min: 1, max: 3 }), (prev, next, perStep) => {
        const target = structuredClone(prev) as Record<string, unknown>;
        const parts = Object.entries(target).filter(([key, part]) => typeof part === 'object' && part !== null && typeof next[key] === 'object' && next[key] !== null && Array.isArray(part) === Array.isArray(next[key]));
        const step = reconcileInSteps(target, structuredClone(next), perStep);
        let steps = 1;
        while (!step()) steps++;
        expect(target).toEqual(next);
        for (const [key, part] of parts) expect(target[key]).toBe(part);
        expect(steps).toBeLessThanOrEqual(1 + Object.keys(next).length * 4);
      }),
      seeded('root replacement in steps'),
    );
  });

  test('a takeover that moves every row changes the list and its new rows at once, then at most N old rows a step', () => {
    const row = (id: number, price: number) => ({ id, price });
    const rows = (ids: number[], price: number) => Object.fromEntries(ids.map((id) => [id, row(id, price)]));
    const old = Array.from({ length: 30 }, (_, i) => i);
    const target: Record<string, unknown> = { status: 'house', list: old, matches: rows(old, 1.5) };
    const held = (target.matches as Record<string, object>)[3];
    const value = { status: 'live', list: [...old.slice(1), 30], matches: rows([...old.slice(1), 30], 1.6) };
    const step = reconcileInSteps(target, structuredClone(value), 8);
    const movedRows = () => Object.values(target.matches as Record<string, { price: number }>).filter((r) => r.price === 1.6).length;

    expect(step()).toBe(false);
    // The list, the status, the row gone and the row added change together, and the first 8 old rows.
    expect(target.status).toBe('live');
    expect(target.list).toEqual(value.list);
    expect(Object.keys(target.matches as object)).toHaveLength(30);
    expect((target.matches as Record<string, unknown>)[0]).toBeUndefined();
    expect(movedRows()).toBe(1 + 8);
    const counts = [];
    let done = false;
    while (!done) {
      const before = movedRows();
      done = step();
      counts.push(movedRows() - before);
    }
    expect(counts).toEqual([8, 8, 5]);
    expect(target).toEqual(value);
    expect((target.matches as Record<string, object>)[3]).toBe(held);
  });

  test('applyBatches takes the first step of a root replacement and returns the rest; without a root, none', () => {
    const target: Record<string, unknown> = { matches: { 1: { p: 1 }, 2: { p: 1 }, 3: { p: 1 } } };
    const rest = applyBatches(target, [[[[], { matches: { 1: { p: 2 }, 2: { p: 2 }, 3: { p: 2 } } }]]], 2);
    expect(target).toEqual({ matches: { 1: { p: 2 }, 2: { p: 2 }, 3: { p: 1 } } });
    expect(rest).not.toBeNull();
    expect(rest!()).toBe(true);
    expect(target).toEqual({ matches: { 1: { p: 2 }, 2: { p: 2 }, 3: { p: 2 } } });
    expect(applyBatches(target, [[[['matches', '1', 'p'], 3]]], 2)).toBeNull();
    expect(applyBatches(target, [[[[], { matches: {} }]]], 2)).toBeNull();
  });
});
