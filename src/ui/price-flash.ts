/**
 * How a moving price shows that it moved (issue #17), on its button's flash layer (odds-button.tsx):
 * - at the feed's usual pace, a fade: a Web Animation of the layer's opacity, which the compositor
 *   runs off the main thread;
 * - at the slow pace (a page whose frames run long, src/store/frame-pace.ts), a tint held a while
 *   and then cleared, without animation: at ten batches a second each fade started and ended a
 *   compositor layer, and with dozens running the page laid out layers at every frame. A held tint
 *   costs two style changes, the clearing shared by every price on one timer;
 * - with reduced motion, nothing here (odds-button.css marks the button's border instead).
 */
import { useLayoutEffect, useRef } from 'react';

const FADE: KeyframeAnimationOptions = { duration: 1600, easing: 'ease-out' };
const FADE_FRAMES: Keyframe[] = [{ opacity: 0.45 }, { opacity: 0 }];
/** How long a tint is held at the slow pace: cleared this long after its price last moved, or up to half as long again. */
export const HELD_MS = 1200;

const slowPace = () => document.documentElement.dataset.pace === 'slow';
/** The list follows the player's setting, so a change applies at once; made once, not at each move. */
let reducedMotion: MediaQueryList | null | undefined;
const prefersReducedMotion = () => (reducedMotion ??= typeof matchMedia === 'function' ? matchMedia('(prefers-reduced-motion: reduce)') : null)?.matches === true;

/** Held tints and when each may be cleared. */
const held = new Map<HTMLElement, number>();
let sweep: ReturnType<typeof setTimeout> | null = null;

function hold(layer: HTMLElement, now: number): void {
  layer.dataset.held = '';
  held.set(layer, now + HELD_MS);
  sweep ??= setTimeout(clearHeld, HELD_MS / 2);
}

function clearHeld(): void {
  sweep = null;
  const now = performance.now();
  for (const [layer, until] of held) {
    if (until > now) continue;
    delete layer.dataset.held;
    held.delete(layer);
  }
  if (held.size > 0) sweep = setTimeout(clearHeld, HELD_MS / 2);
}

/** Shows a move on `layer`: a fade, or at the slow pace a held tint. */
export function flashPrice(layer: HTMLElement): void {
  if (prefersReducedMotion()) return;
  if (slowPace()) hold(layer, performance.now());
  else layer.animate?.(FADE_FRAMES, FADE);
}

/** A ref for a price's flash layer that shows each move as `changes` moves on (not the first render). */
export function usePriceFlash(changes: number) {
  const ref = useRef<HTMLSpanElement>(null);
  const shown = useRef(changes);
  useLayoutEffect(() => {
    if (shown.current === changes) return;
    shown.current = changes;
    if (ref.current) flashPrice(ref.current);
  }, [changes]);
  return ref;
}
