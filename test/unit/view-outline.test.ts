/**
 * A view's outline (issue #17, src/store/view-outline.ts): the live list's sports, counts and status
 * without its rows, made again only when one of those changes, so ten batches of prices a second
 * neither copy three hundred rows nor re-render the list.
 */
import { describe, expect, test } from 'vitest';
import { proxy } from 'valtio';
import { viewOutline } from '../../src/store/view-outline.ts';
import { LIVE_ROWS_AND_AGE } from '../../workers/feed/contract.ts';

/** valtio tells its subscribers after the current task's changes, in a microtask. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

function overview() {
  return proxy<Record<string, unknown>>({
    status: 'live',
    matchCount: 2,
    houseTime: 1,
    sports: [{ id: 1, categories: [{ id: 10, matchIds: [7, 8] }] }],
    matches: { 7: { moneyLine: [{ price: 1.5 }] }, 8: { moneyLine: [{ price: 2.5 }] } },
  });
}

describe('view outline', () => {
  test('a row price or the data age changing neither tells the outline nor makes it again', async () => {
    const state = overview();
    const outline = viewOutline(state, LIVE_ROWS_AND_AGE);
    let told = 0;
    const stop = outline.subscribe(() => told++);
    expect(viewOutline(state, [...LIVE_ROWS_AND_AGE])).toBe(outline);
    const before = outline.snapshot();
    expect(before).toEqual({ status: 'live', matchCount: 2, sports: [{ id: 1, categories: [{ id: 10, matchIds: [7, 8] }] }] });
    ((state.matches as Record<number, { moneyLine: { price: number }[] }>)[7]!.moneyLine[0]!).price = 1.6;
    state.houseTime = 2;
    await settled();
    expect(told).toBe(0);
    expect(outline.snapshot()).toBe(before);
    stop();
  });

  test('a change to a part it keeps (a status, a new match in a category, the whole view) makes it again', async () => {
    const state = overview();
    const outline = viewOutline(state, LIVE_ROWS_AND_AGE);
    let told = 0;
    const stop = outline.subscribe(() => told++);
    const first = outline.snapshot();
    state.status = 'stale';
    await settled();
    const second = outline.snapshot();
    expect({ told, status: second.status, same: second === first }).toEqual({ told: 1, status: 'stale', same: false });
    ((state.sports as { categories: { matchIds: number[] }[] }[])[0]!.categories[0]!.matchIds).push(9);
    (state.matches as Record<number, object>)[9] = { moneyLine: [] };
    await settled();
    expect(told).toBe(2);
    expect((outline.snapshot().sports as { categories: { matchIds: number[] }[] }[])[0]!.categories[0]!.matchIds).toEqual([7, 8, 9]);
    delete state.status;
    await settled();
    expect({ told, hasStatus: 'status' in outline.snapshot() }).toEqual({ told: 3, hasStatus: false });
    stop();
  });

  test('an outline made before anyone listened (a first render) is made again if the view changed before the first listener came', () => {
    const state = overview();
    const outline = viewOutline(state, LIVE_ROWS_AND_AGE);
    const rendered = outline.snapshot();
    state.status = 'reconnecting';
    const stop = outline.subscribe(() => undefined);
    expect(outline.snapshot()).not.toBe(rendered);
    expect(outline.snapshot().status).toBe('reconnecting');
    stop();
  });
});
