/**
 * Whether React is drawing the house's HTML again (the server's render, or the page's hydration of
 * it) rather than the page's own state. A component whose first client render could differ from the
 * house's (stored settings, a newer feed batch) reads the boot data while this is true; React
 * re-renders it with the page's state right after the hydration (useSyncExternalStore's server
 * snapshot is what hydration uses).
 */
import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { bootData } from './boot-data.ts';

const never = () => () => undefined;

export function useHydrating(): boolean {
  return useSyncExternalStore(
    never,
    () => false,
    () => true,
  );
}

/** Rows a long list adds in each turn after its first screenful. */
const ROWS_PER_TURN = 12;

/**
 * How many of a long list's `total` rows to draw now. On the house and while the page hydrates that
 * HTML, its first screenful (`first`); then ROWS_PER_TURN more in each task until all are drawn:
 * the rest of a list of three hundred in one commit (the rows' DOM, their style and layout) would
 * be a long task on a phone. The turns are ordinary updates, not transitions: a transition is
 * thrown away by every update that comes before it commits, and on a slow phone the feed's batches
 * came often enough that the list was never drawn whole, its turns redone again and again. A page
 * the house did not draw gets the whole list at once. The house notes each such list in the boot
 * data (by its useId, the same on both sides), so the page knows when all of them are drawn
 * (pageDrawn).
 */
export function useRowsInTurn(first: number, total: number): number {
  const id = useId();
  const hydrating = useHydrating();
  const boot = bootData();
  if (import.meta.env.SSR && hydrating && boot && !boot.firstScreens.includes(id)) boot.firstScreens.push(id);
  const [shown, setShown] = useState(hydrating ? first : Infinity);
  useEffect(() => {
    if (shown >= total) return listDrawn(id);
    // A task of its own: the browser paints and answers input between turns.
    const turn = setTimeout(() => setShown(shown + ROWS_PER_TURN), 0);
    return () => clearTimeout(turn);
  }, [shown, total, id]);
  return Math.min(shown, total);
}

let settle: () => void = () => undefined;
/** Resolves once React has hydrated the house's HTML (at once on a page the house did not draw). */
export const hydrated: Promise<void> = new Promise((resolve) => (settle = resolve));

/** How long after the hydration the page waits at most for its lists to be drawn whole. */
const LISTS_WAIT_MS = 3000;
const drawnLists = new Set<string>();
let listsDrawn: () => void = () => undefined;
const allListsDrawn = new Promise<void>((resolve) => (listsDrawn = resolve));

function listDrawn(id: string): void {
  // Only the lists the house drew are waited for; a list the page drew itself is whole at once.
  if (!bootData()?.firstScreens.includes(id)) return;
  drawnLists.add(id);
  checkListsDrawn();
}

function checkListsDrawn(): void {
  if ((bootData()?.firstScreens ?? []).every((list) => drawnLists.has(list))) listsDrawn();
}

/**
 * Resolves once the house's HTML is hydrated and every list it drew to its first screenful has been
 * drawn whole (or LISTS_WAIT_MS after the hydration). The feed's batches wait for it, so the
 * list's turns are not slowed by hundreds of price changes a second while they draw it.
 */
export const pageDrawn: Promise<void> = hydrated.then(() => {
  checkListsDrawn();
  return Promise.race([allListsDrawn, new Promise<void>((resolve) => setTimeout(resolve, LISTS_WAIT_MS))]);
});
let drawn = false;
void pageDrawn.then(() => (drawn = true));
/** pageDrawn, asked now: true on a page the house did not draw, and once the one it drew is whole. */
export const isPageDrawn = (): boolean => drawn || !bootData();

/**
 * Rendered last in the root: its effect runs once React has hydrated the house's HTML (or drawn the
 * page itself). It then marks the document `data-ready`, the test hook for "the page's own scripts
 * answer now" (before that, a click on a button the house drew does nothing).
 */
export function HydrationMark(): null {
  useEffect(() => {
    settle();
    document.documentElement.dataset.ready = 'true';
  }, []);
  return null;
}

/** How long a page in view waits at most for its first frame (a browser slow to make its first one). */
const FIRST_FRAME_WAIT_MS = 3000;

/**
 * Resolves once the browser has painted a frame (or after FIRST_FRAME_WAIT_MS); at once in a tab
 * out of view, which paints no frames. A page the house drew waits for it before its own work
 * starts: a phone paints the house's HTML first, rather than after the hydration's seconds of script.
 */
export function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, FIRST_FRAME_WAIT_MS);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}
