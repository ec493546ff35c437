/**
 * How often the feed may send a page its changes (issue #17): every frame while the page paints
 * frames in time, ten batches a second once its frames run long (a slow phone, a busy main thread).
 * The page measures the interval between its animation frames while batches arrive; this rule turns
 * those intervals into the pace it asks of the feed. After a while at the slow pace it tries every
 * frame again; a page that falls back at once waits twice as long before the next try.
 */

/** Every frame: the feed sends each batch as it is ready. */
export const EVERY_FRAME = 0;
/** The slow pace: at most one batch per this many ms. */
export const SLOW_PACE_MS = 100;
/** Frames this long on average (40 fps) are too long: the page asks for the slow pace. */
export const SLOW_FRAME_MS = 25;
/** A longer interval is a pause (a hidden tab, a debugger), not a frame: it is not counted. */
export const PAUSE_MS = 500;
/** Weight of the newest interval in the running average: one long frame (a GC, a big commit) is not a slow page. */
const WEIGHT = 0.05;
/** How long the slow pace holds before every frame is tried again, at first and at most. */
export const FIRST_HOLD_MS = 10_000;
export const LONGEST_HOLD_MS = 5 * 60_000;
/** A try at every frame that fails sooner than this doubles the next hold. */
const QUICK_RELAPSE_MS = 5_000;

const FRAME_AT_60HZ = 1000 / 60;

export type PaceState = {
  /** The pace asked of the feed: EVERY_FRAME or SLOW_PACE_MS. */
  readonly paceMs: number;
  /** The running average of frame intervals measured at this pace. */
  readonly frameMs: number;
  /** When the pace last changed (ms, the page's clock). */
  readonly since: number;
  /** How long the slow pace holds before the next try. */
  readonly holdMs: number;
  /** Every frame is being tried again after a hold (not the page's first pace). */
  readonly retry: boolean;
};

export const initialPace = (now: number): PaceState => ({ paceMs: EVERY_FRAME, frameMs: FRAME_AT_60HZ, since: now, holdMs: FIRST_HOLD_MS, retry: false });

/** One frame interval measured at `now` while batches arrive at every frame. */
export function afterFrame(state: PaceState, intervalMs: number, now: number): PaceState {
  if (state.paceMs !== EVERY_FRAME || intervalMs > PAUSE_MS) return state;
  const frameMs = state.frameMs + WEIGHT * (intervalMs - state.frameMs);
  if (frameMs <= SLOW_FRAME_MS) return { ...state, frameMs };
  // A try that failed at once doubles the wait; one that held a while starts the waits over.
  const holdMs = !state.retry ? state.holdMs : now - state.since < QUICK_RELAPSE_MS ? Math.min(state.holdMs * 2, LONGEST_HOLD_MS) : FIRST_HOLD_MS;
  return { paceMs: SLOW_PACE_MS, frameMs, since: now, holdMs, retry: false };
}

/** At the slow pace, once its hold is over: every frame is tried again, measured afresh. */
export function afterHold(state: PaceState, now: number): PaceState {
  if (state.paceMs === EVERY_FRAME || now - state.since < state.holdMs) return state;
  return { paceMs: EVERY_FRAME, frameMs: FRAME_AT_60HZ, since: now, holdMs: state.holdMs, retry: true };
}
