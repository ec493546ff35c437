/**
 * Applies a watched view's batches of patches from the feed to its valtio proxy (feed-bridge.ts).
 *
 * The worker sends each watch at most one batch per frame (fewer at a slow pace, frame-pace.ts). A
 * batch is applied in the task that brings it, so the script that applies it and the frame that
 * draws it are two tasks: applied in an animation frame, they made one, 50–130 ms at 10,000 changes
 * a second on a phone at 4× CPU, dozens of long tasks in 15 s (issue #17). Until the page is drawn,
 * while its tab is hidden, and while a whole view is reconciled a few rows a frame, batches queue
 * for an animation frame instead, where they are applied together, in order.
 *
 * On a page the house drew, nothing is applied before React has hydrated it and drawn its lists
 * whole (the views must hold what its HTML shows until then), and a view the house drew is kept
 * until the worker's own is live, or the house refused its topic (a match it no longer holds): the
 * worker's first views (still connecting, or restored from storage) are older than the house's. If
 * the worker is not live when BOOT_HOLD_MS pass, the drawn view takes the worker's status
 * ("reconnecting" while it is still connecting: the view has prices, unconfirmed), so its prices
 * show as possibly old, and it keeps them until the worker has fresher ones. Not before: the prices
 * came with the page, and a worker that says it is reconnecting in its first moments (a shared one
 * the last window left, taking its topics up again) is live a moment later; a status bar shown and
 * taken away in between moved the home page's live block (layout shift 0.08 in Lighthouse).
 */
import { applyBatches, type Patch } from '../../workers/feed/contract.ts';

/** The page as an applier sees it: the browser's (feed-bridge.ts), or a test's. */
export type PageTiming = {
  /** The page drew itself, or the page the house drew is hydrated and its lists whole. */
  isDrawn(): boolean;
  /** Resolves once the page is drawn. */
  readonly drawn: Promise<void>;
  isVisible(): boolean;
  /** Runs `run` in the next animation frame. */
  frame(run: () => void): void;
  later(run: () => void, ms: number): void;
  /** Told after each batch is applied (the pace monitor). */
  applied(): void;
};

/** How long a page the house drew waits for its own feed before it says its prices may be old. */
export const BOOT_HOLD_MS = 5000;
/**
 * A whole view (the worker's first on a page the house drew, a resync) changes at most this many
 * rows a frame; the rest follow in the next frames, before any later batch (reconcileInSteps).
 */
export const ROWS_PER_FRAME = 8;
/** Batches held at most before they are folded into one. */
const HELD_BATCHES = 200;

/** The value a batch leaves in a view's top-level field (`status`, `available`), if it sets one. */
function fieldAfter(patches: readonly Patch[], field: string): unknown {
  let found: unknown;
  for (const [path, value] of patches) {
    if (path.length === 0) found = (value as Record<string, unknown> | undefined)?.[field];
    else if (path.length === 1 && path[0] === field) found = value;
  }
  return found;
}

/** The function the worker calls with each batch for `target` (a view the house drew, or not). */
export function batchApplier(target: Record<string, unknown>, drawnByHouse: boolean, page: PageTiming): (patches: Patch[]) => void {
  let queue: Patch[][] = [];
  let scheduled = false;
  let holding = drawnByHouse && 'status' in target;
  let workerStatus: unknown;
  let showWorkerStatus = false;
  // What is left of a whole view being reconciled a few rows a frame (a takeover, a resync).
  let reconciling: (() => boolean) | null = null;
  const apply = (): void => {
    scheduled = false;
    if (reconciling && !reconciling()) return schedule();
    reconciling = null;
    const batches = queue;
    queue = [];
    if (batches.length > 0) reconciling = applyBatches(target, batches, ROWS_PER_FRAME);
    page.applied();
    if (reconciling) schedule();
  };
  const afterPageDrawn = (run: () => void) => {
    if (page.isDrawn()) run();
    else void page.drawn.then(run);
  };
  const schedule = (): void => {
    if (scheduled || holding || (queue.length === 0 && !reconciling)) return;
    if (page.isDrawn() && page.isVisible() && !reconciling) return apply();
    scheduled = true;
    afterPageDrawn(() => page.frame(apply));
  };
  const markHeld = () =>
    afterPageDrawn(() => {
      if (!holding || !showWorkerStatus || workerStatus === undefined) return;
      // The drawn view holds prices: a worker still connecting has not confirmed them, and is trying again.
      const shown = workerStatus === 'connecting' ? 'reconnecting' : workerStatus;
      if (target.status !== shown) target.status = shown;
    });
  if (holding) page.later(() => ((showWorkerStatus = true), markHeld()), BOOT_HOLD_MS);
  return (patches) => {
    queue.push(patches);
    // A worker that never goes live must not grow the held queue without end: from its first
    // (whole) view on, the queue folds into one whole view.
    if (holding && queue.length > HELD_BATCHES && queue[0]?.[0]?.[0].length === 0) {
      const whole: Record<string, unknown> = {};
      applyBatches(whole, queue);
      queue = [[[[], whole]]];
    }
    if (holding) {
      workerStatus = fieldAfter(patches, 'status') ?? workerStatus;
      if (workerStatus === 'live' || fieldAfter(patches, 'available') === false) holding = false;
      markHeld();
    }
    schedule();
  };
}
