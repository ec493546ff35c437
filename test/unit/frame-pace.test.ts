/**
 * The adaptive pace of the feed (issue #17): the rule turning a page's frame intervals into the pace
 * it asks for (domain/frame-pace.ts), and the publisher holding a paced watch to one batch per pace
 * while never losing the latest state (workers/feed/publisher.ts).
 */
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { afterFrame, afterHold, EVERY_FRAME, FIRST_HOLD_MS, initialPace, LONGEST_HOLD_MS, PAUSE_MS, SLOW_FRAME_MS, SLOW_PACE_MS, type PaceState } from '../../domain/frame-pace.ts';
import { Publisher } from '../../workers/feed/publisher.ts';
import { applyPatches, type Patch } from '../../workers/feed/patches.ts';
import { seeded } from '../fixtures/fc-seed.ts';

/** Feeds intervals one after another from `start`; the states after each. */
function run(intervals: readonly number[], start: PaceState = initialPace(0)): PaceState[] {
  let state = start;
  let now = state.since;
  return intervals.map((interval) => {
    now += interval;
    state = afterFrame(state, interval, now);
    return state;
  });
}

describe('the pace a page asks of the feed', () => {
  test('a page painting at 60 fps (with jitter) keeps every frame; one at 30 fps goes to ten batches a second within a few frames', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 14, max: 19, noNaN: true }), { minLength: 1, maxLength: 500 }), (intervals) => {
        expect(run(intervals).every((s) => s.paceMs === EVERY_FRAME)).toBe(true);
      }),
      seeded('pace at 60 fps', 200),
    );
    const slow = run(Array.from({ length: 40 }, () => 33.3));
    const at = slow.findIndex((s) => s.paceMs === SLOW_PACE_MS);
    expect(at).toBeGreaterThanOrEqual(0);
    expect(at).toBeLessThan(20);
    // One long frame now and then (a collection, a big commit) is not a slow page.
    expect(run(Array.from({ length: 400 }, (_, i) => (i % 20 === 0 ? 80 : 16.7))).every((s) => s.paceMs === EVERY_FRAME)).toBe(true);
  });

  test('pauses (a hidden tab) are not frames: a page coming back is not sent to the slow pace', () => {
    expect(run([16.7, 16.7, PAUSE_MS + 1, 60_000, 16.7]).every((s) => s.paceMs === EVERY_FRAME)).toBe(true);
  });

  test('the slow pace holds, then every frame is tried again; a try that fails at once doubles the hold, up to its longest; one that lasts starts it over', () => {
    const slow = run(Array.from({ length: 40 }, () => 50)).at(-1)!;
    expect(slow).toMatchObject({ paceMs: SLOW_PACE_MS, holdMs: FIRST_HOLD_MS });
    expect(afterHold(slow, slow.since + FIRST_HOLD_MS - 1)).toBe(slow);
    let state = slow;
    let hold = FIRST_HOLD_MS;
    for (let i = 0; i < 8; i++) {
      const retry = afterHold(state, state.since + state.holdMs);
      expect(retry.paceMs).toBe(EVERY_FRAME);
      state = run(Array.from({ length: 40 }, () => 50), retry).find((s) => s.paceMs === SLOW_PACE_MS)!;
      hold = Math.min(hold * 2, LONGEST_HOLD_MS);
      expect(state.holdMs).toBe(hold);
    }
    const retry = afterHold(state, state.since + state.holdMs);
    const lasted = run([...Array.from({ length: 600 }, () => 16.7), ...Array.from({ length: 40 }, () => 50)], retry).find((s) => s.paceMs === SLOW_PACE_MS)!;
    expect(lasted.holdMs).toBe(FIRST_HOLD_MS);
  });

  test('(property) the pace changes to slow only when the running average passes the threshold, and never twice without a hold between', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 1, max: PAUSE_MS * 2, noNaN: true }), { maxLength: 300 }), (intervals) => {
        let state = initialPace(0);
        let now = 0;
        for (const interval of intervals) {
          now += interval;
          const next = afterFrame(state, interval, now);
          if (next.paceMs !== state.paceMs) {
            expect(next.paceMs).toBe(SLOW_PACE_MS);
            expect(next.frameMs).toBeGreaterThan(SLOW_FRAME_MS);
          }
          // Once slow, frames measured at the slow pace change nothing: only the hold ends it.
          if (state.paceMs === SLOW_PACE_MS) expect(next).toBe(state);
          state = next;
        }
      }),
      seeded('pace changes', 300),
    );
  });
});

describe('a paced watch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test('gets at most one batch per pace, always ends on the latest state, and its first view is never held back', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 80 }), fc.constantFrom(0, 50, 100), (gaps, paceMs) => {
        let clock = 0;
        let value = 0;
        const flushes: (() => void)[] = [];
        const publisher = new Publisher(() => ({ value }), (flush) => void flushes.push(flush), () => clock);
        const page: Record<string, unknown> = {};
        const sentAt: number[] = [];
        const id = publisher.watch({ kind: 'betslip' }, (patches: Patch[]) => {
          sentAt.push(clock);
          applyPatches(page, patches);
        });
        publisher.setPace(id, paceMs);
        const frame = () => flushes.splice(0).forEach((flush) => flush());
        frame();
        expect(sentAt).toEqual([0]);
        for (const gap of gaps) {
          clock += gap;
          vi.advanceTimersByTime(gap);
          value += 1;
          publisher.markDirty();
          frame();
        }
        // Whatever the last change, it arrives within one pace.
        clock += paceMs;
        vi.advanceTimersByTime(paceMs);
        frame();
        expect(page.value).toBe(value);
        for (let i = 1; i < sentAt.length; i++) expect(sentAt[i]! - sentAt[i - 1]!).toBeGreaterThanOrEqual(paceMs);
      }),
      seeded('paced watch', 200),
    );
  });
});
