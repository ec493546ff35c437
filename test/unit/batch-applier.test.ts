/**
 * When the page applies the feed's batches (issue #17, src/store/batch-applier.ts): in the task that
 * brings them while the page is drawn and in view, so the script and the frame that draws it are two
 * tasks; in an animation frame, together and in order, while the tab is hidden, before the page is
 * drawn, and while a whole view is reconciled a few rows a frame.
 */
import { describe, expect, test } from 'vitest';
import { batchApplier, BOOT_HOLD_MS, ROWS_PER_FRAME, type PageTiming } from '../../src/store/batch-applier.ts';
import type { Patch } from '../../workers/feed/contract.ts';

function fakePage({ drawn = true, visible = true } = {}) {
  const frames: (() => void)[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  let markDrawn = () => undefined as void;
  const page = {
    isDrawn: () => drawn,
    drawn: drawn ? Promise.resolve() : new Promise<void>((resolve) => (markDrawn = resolve)),
    isVisible: () => visible,
    frame: (run) => void frames.push(run),
    later: (run, ms) => void timers.push({ run, ms }),
    applied: () => void page.appliedCount++,
    appliedCount: 0,
  } satisfies PageTiming & { appliedCount: number };
  return {
    page,
    frames,
    timers,
    /** Runs the frames asked for so far (those they ask for wait for the next call). */
    nextFrame: () => frames.splice(0).forEach((run) => run()),
    setVisible: (v: boolean) => (visible = v),
    finishDrawing: async () => ((drawn = true), markDrawn(), await Promise.resolve()),
  };
}

const set = (key: string, value: unknown): Patch => [[key], value];

describe('batch applier', () => {
  test('[#17] a batch is applied in the task that brings it while the page is drawn and in view: no frame waits for it', () => {
    const { page, frames } = fakePage();
    const target: Record<string, unknown> = {};
    const send = batchApplier(target, false, page);
    send([set('price', 1.5)]);
    expect(target.price).toBe(1.5);
    send([set('price', 1.6)]);
    expect(target.price).toBe(1.6);
    expect(frames).toHaveLength(0);
    expect(page.appliedCount).toBe(2);
  });

  test('[#17] while the tab is hidden, batches wait for one frame and are applied there together, in order', () => {
    const fake = fakePage({ visible: false });
    const target: Record<string, unknown> = {};
    const send = batchApplier(target, false, fake.page);
    send([set('price', 1.5)]);
    send([set('price', 1.6), set('score', '1:0')]);
    expect(target).toEqual({});
    expect(fake.frames).toHaveLength(1);
    fake.setVisible(true);
    // A batch arriving while the frame is still to come waits behind the ones queued before it.
    send([set('price', 1.7)]);
    expect(target).toEqual({});
    fake.nextFrame();
    expect(target).toEqual({ price: 1.7, score: '1:0' });
    expect(fake.page.appliedCount).toBe(1);
  });

  test('[#17] before the page is drawn nothing is applied; then the queued batches go in one frame', async () => {
    const fake = fakePage({ drawn: false });
    const target: Record<string, unknown> = {};
    const send = batchApplier(target, false, fake.page);
    send([set('price', 1.5)]);
    send([set('price', 1.6)]);
    expect(fake.frames).toHaveLength(0);
    await fake.finishDrawing();
    expect(target).toEqual({});
    fake.nextFrame();
    expect(target).toEqual({ price: 1.6 });
    send([set('price', 1.7)]);
    expect(target.price).toBe(1.7);
  });

  test('[#17] a whole view changes a few rows a frame, and a batch that arrives meanwhile is applied after it', () => {
    const fake = fakePage();
    const rows = (price: number) => Object.fromEntries(Array.from({ length: ROWS_PER_FRAME * 3 }, (_, i) => [i, { price }]));
    const target: Record<string, unknown> = { status: 'live', matches: rows(1) };
    const send = batchApplier(target, false, fake.page);
    send([[[], { status: 'live', matches: rows(2) }]]);
    const changed = () => Object.values(target.matches as Record<string, { price: number }>).filter((r) => r.price !== 1).length;
    expect(changed()).toBe(ROWS_PER_FRAME);
    send([[['matches', '0', 'price'], 3]]);
    expect((target.matches as Record<string, { price: number }>)[0]!.price).toBe(2);
    fake.nextFrame();
    expect(changed()).toBe(ROWS_PER_FRAME * 2);
    fake.nextFrame();
    expect(changed()).toBe(ROWS_PER_FRAME * 3);
    expect((target.matches as Record<string, { price: number }>)[0]!.price).toBe(3);
    send([[['matches', '1', 'price'], 4]]);
    expect((target.matches as Record<string, { price: number }>)[1]!.price).toBe(4);
  });

  test('a view the house drew keeps its prices until the worker is live, and says they may be old after the hold', () => {
    const fake = fakePage();
    const target: Record<string, unknown> = { status: 'live', price: 1.5 };
    const send = batchApplier(target, true, fake.page);
    send([[[], { status: 'connecting', price: 1.2 }]]);
    expect(target).toEqual({ status: 'live', price: 1.5 });
    expect(fake.timers.map((t) => t.ms)).toEqual([BOOT_HOLD_MS]);
    fake.timers[0]!.run();
    expect(target).toEqual({ status: 'reconnecting', price: 1.5 });
    send([set('status', 'live'), set('price', 1.6)]);
    expect(target).toEqual({ status: 'live', price: 1.6 });
  });

  test('[#17] a worker that says it is reconnecting in its first moments, then is live, never marks the view the house drew (no status bar comes and goes)', () => {
    const fake = fakePage();
    const target: Record<string, unknown> = { status: 'live', price: 1.5 };
    const statuses: unknown[] = [];
    const send = batchApplier(new Proxy(target, { set: (t, k, v) => (k === 'status' && statuses.push(v), Reflect.set(t, k, v)) }), true, fake.page);
    send([[[], { status: 'reconnecting', price: 1.5 }]]);
    send([set('status', 'live'), set('price', 1.6)]);
    expect(target).toEqual({ status: 'live', price: 1.6 });
    expect(statuses).not.toContain('reconnecting');
    fake.timers[0]!.run();
    expect(target.status).toBe('live');
  });
});
