/** One shared one-second ticker for every running clock on the page (SPEC CON-02: 1 s tick). */
import { useSyncExternalStore } from 'react';

const TICK_MS = 1000;
const listeners = new Set<() => void>();
let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const l of listeners) l();
    }, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** The time, re-rendering the component every tick: for the few components that need it. */
export function useNow(): number {
  return useSyncExternalStore(subscribe, () => now, () => now);
}

/**
 * Calls `listener` every tick without rendering anything: for the many small texts (hundreds of
 * match clocks) that are cheaper to write into the DOM directly than to re-render through React.
 * Returns the unsubscribe function.
 */
export function onTick(listener: (now: number) => void): () => void {
  return subscribe(() => listener(now));
}
