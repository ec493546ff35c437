/**
 * How a moving price shows that it moved (issue #17, src/ui/price-flash.ts): a compositor fade at the
 * usual pace; at the slow pace a tint held a while and cleared on one shared timer, no animation.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { flashPrice, HELD_MS } from '../../src/ui/price-flash.ts';

type Layer = HTMLElement & { animate: ReturnType<typeof vi.fn> };
const layer = () => ({ dataset: {} as DOMStringMap, animate: vi.fn() }) as unknown as Layer;
const page = { dataset: {} as DOMStringMap };
/** The player's motion setting: one live list, as the browser's, asked once by price-flash.ts. */
const reducedMotion = { matches: false };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  vi.stubGlobal('document', { documentElement: page });
  vi.stubGlobal('matchMedia', () => reducedMotion);
  reducedMotion.matches = false;
  page.dataset = {};
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('price flash', () => {
  test('at the usual pace a move fades the layer (a Web Animation) and holds nothing', () => {
    const price = layer();
    flashPrice(price);
    expect(price.animate).toHaveBeenCalledTimes(1);
    expect(price.dataset.held).toBeUndefined();
  });

  test('at the slow pace a move holds a tint, no animation, cleared within 1.5 × HELD_MS', () => {
    page.dataset.pace = 'slow';
    const price = layer();
    flashPrice(price);
    expect(price.animate).not.toHaveBeenCalled();
    expect(price.dataset.held).toBe('');
    vi.advanceTimersByTime(HELD_MS - 1);
    expect(price.dataset.held).toBe('');
    vi.advanceTimersByTime(HELD_MS / 2 + 1);
    expect(price.dataset.held).toBeUndefined();
  });

  test('at the slow pace a price that moves again keeps its tint from its last move; others clear on the same timer', () => {
    page.dataset.pace = 'slow';
    const [first, second] = [layer(), layer()];
    flashPrice(first);
    flashPrice(second);
    vi.advanceTimersByTime(HELD_MS / 2);
    flashPrice(second);
    vi.advanceTimersByTime(HELD_MS - 100);
    expect({ first: first.dataset.held, second: second.dataset.held }).toEqual({ first: undefined, second: '' });
    vi.advanceTimersByTime(HELD_MS);
    expect(second.dataset.held).toBeUndefined();
    expect(vi.getTimerCount()).toBe(0);
  });

  test('with reduced motion a move shows nothing here (the border marks it), from the moment the player asks for it', () => {
    reducedMotion.matches = true;
    for (const pace of [undefined, 'slow']) {
      page.dataset = pace ? { pace } : {};
      const price = layer();
      flashPrice(price);
      expect({ animated: price.animate.mock.calls.length, held: price.dataset.held }).toEqual({ animated: 0, held: undefined });
    }
  });
});
