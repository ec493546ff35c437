/** The live multi-view's rules (SPEC SCR-07, CON-12, SCR-25; docs/decisions/0029). */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { addMatch, dropEnded, MULTI_VIEW_TABS, panelMarkets, parseStored, removeMatch, shownTab } from '../../domain/multi-view.ts';

describe('[SCR-07] [CON-12] the multi-view list', () => {
  test('[CON-12] four matches at most: a fifth is refused and the list is left as it was', () => {
    expect(MULTI_VIEW_TABS).toBe(4);
    let ids: readonly number[] = [];
    for (const id of [11, 12, 13, 14]) {
      const next = addMatch(ids, id);
      expect(next.result).toBe('added');
      ids = next.ids;
    }
    expect(ids).toEqual([11, 12, 13, 14]);
    const fifth = addMatch(ids, 15);
    expect(fifth).toEqual({ ids, result: 'full' });
    expect(fifth.ids).toBe(ids);
  });

  test('a match is added once; removing frees its place, keeping the others in order', () => {
    expect(addMatch([1, 2], 2)).toEqual({ ids: [1, 2], result: 'already' });
    expect(removeMatch([1, 2, 3], 2)).toEqual([1, 3]);
    const same = [1, 3];
    expect(removeMatch(same, 9)).toBe(same);
    expect(addMatch(removeMatch([1, 2, 3, 4], 1), 5)).toEqual({ ids: [2, 3, 4, 5], result: 'added' });
  });

  test('matches that finished drop out; an unchanged list keeps its identity', () => {
    expect(dropEnded([1, 2, 3], (id) => id === 2)).toEqual([1, 3]);
    const ids = [1, 2];
    expect(dropEnded(ids, () => false)).toBe(ids);
  });

  test('whatever is stored, the list read back holds at most four distinct match ids', () => {
    expect(parseStored(null)).toEqual([]);
    expect(parseStored('not json')).toEqual([]);
    expect(parseStored('{"a":1}')).toEqual([]);
    expect(parseStored('[3, 3, "4", -1, 1.5, 5, 6, 7, 8]')).toEqual([3, 5, 6, 7]);
    fc.assert(
      fc.property(fc.string(), (text) => {
        const ids = parseStored(text);
        expect(ids.length).toBeLessThanOrEqual(MULTI_VIEW_TABS);
        expect(new Set(ids).size).toBe(ids.length);
      }),
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.record({ add: fc.integer({ min: 1, max: 8 }) }), fc.record({ remove: fc.integer({ min: 1, max: 8 }) }))), (steps) => {
        let ids: readonly number[] = [];
        for (const step of steps) ids = 'add' in step ? addMatch(ids, step.add).ids : removeMatch(ids, step.remove);
        expect(ids.length).toBeLessThanOrEqual(MULTI_VIEW_TABS);
        expect(parseStored(JSON.stringify(ids))).toEqual(ids);
      }),
    );
  });

  test('a phone keeps showing its tab while chosen, else the one that took its place', () => {
    expect(shownTab([], 1)).toBeNull();
    expect(shownTab([1, 2, 3], null)).toBe(1);
    expect(shownTab([1, 2, 3], 2)).toBe(2);
    expect(shownTab([1, 3], 2, [1, 2, 3])).toBe(3);
    expect(shownTab([1, 2], 3, [1, 2, 3])).toBe(2);
  });

  test('a panel shows the main markets first, in the house order', () => {
    const m = (id: number, group: string) => ({ id, group });
    expect(panelMarkets([m(1, 'totals'), m(2, 'main'), m(3, 'main'), m(4, 'main'), m(5, 'main')]).map((x) => x.id)).toEqual([2, 3, 4]);
    expect(panelMarkets([m(1, 'totals'), m(2, 'specials')]).map((x) => x.id)).toEqual([1, 2]);
    expect(panelMarkets([])).toEqual([]);
  });
});
