/**
 * The page's side of the feed's pace (issue #17; domain/frame-pace.ts): while batches of changes
 * arrive at every frame, the interval between this page's animation frames is measured; when they
 * run long, the feed is asked for ten batches a second, and after a while for every frame again.
 * The pace is kept on the document (`data-pace="slow"`), where the price flash reads it.
 */
import { afterFrame, afterHold, EVERY_FRAME, initialPace, type PaceState } from '../../domain/frame-pace.ts';

/** Frames are measured this long after the last batch, then the loop stops (no batches, no cost). */
const MEASURE_AFTER_BATCH_MS = 1000;
/** The page's first frames after its first batch draw the whole first screen: they say nothing about its pace. */
const WARM_UP_MS = 1500;

let state: PaceState | null = null;
let measuring = false;
let lastBatch = 0;
let lastFrame = 0;
let firstBatch = -1;
let holdTimer: ReturnType<typeof setTimeout> | null = null;
const listeners = new Set<(paceMs: number) => void>();

/** The pace the page asks of the feed now (ms between batches; 0: every frame). */
export const currentPace = (): number => state?.paceMs ?? EVERY_FRAME;

/** Called with each new pace. */
export function onPaceChange(listener: (paceMs: number) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function settle(next: PaceState): void {
  const changed = next.paceMs !== currentPace();
  state = next;
  if (!changed) return;
  if (next.paceMs === EVERY_FRAME) delete document.documentElement.dataset.pace;
  else document.documentElement.dataset.pace = 'slow';
  for (const listener of listeners) listener(next.paceMs);
  if (next.paceMs === EVERY_FRAME) return;
  // The slow pace holds for a while, then every frame is tried again (measured by the next batches).
  if (holdTimer !== null) clearTimeout(holdTimer);
  holdTimer = setTimeout(() => {
    holdTimer = null;
    if (state) settle(afterHold(state, performance.now()));
  }, next.holdMs);
}

function frame(at: number): void {
  if (lastFrame > 0 && state && at - firstBatch > WARM_UP_MS) settle(afterFrame(state, at - lastFrame, at));
  lastFrame = at;
  if (currentPace() === EVERY_FRAME && at - lastBatch < MEASURE_AFTER_BATCH_MS) {
    requestAnimationFrame(frame);
    return;
  }
  measuring = false;
}

/** A batch of changes was applied: frames are measured while batches come at every frame. */
export function noteBatch(): void {
  lastBatch = performance.now();
  if (firstBatch < 0) firstBatch = lastBatch;
  state ??= initialPace(lastBatch);
  if (measuring || currentPace() !== EVERY_FRAME || typeof requestAnimationFrame !== 'function') return;
  measuring = true;
  lastFrame = 0;
  requestAnimationFrame(frame);
}
