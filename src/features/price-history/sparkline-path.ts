/**
 * The odds history's chart as SVG geometry: a step line (a price holds until it moves) over the
 * points' time span, with the price axis from low to high. Pure, so its scaling is tested alone.
 */
import type { PricePoint } from '../../../domain/price-movement.ts';

export type Sparkline = { readonly path: string; readonly lastX: number; readonly lastY: number };

/** The step path of `points` drawn into `width`×`height` (with `pad` around), held flat until `now`. */
export function sparklinePath(points: readonly PricePoint[], now: number, width: number, height: number, pad = 4): Sparkline | null {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return null;
  const from = first[0];
  const to = Math.max(now, last[0], from + 1);
  let low = first[1];
  let high = first[1];
  for (const [, price] of points) {
    low = Math.min(low, price);
    high = Math.max(high, price);
  }
  const span = high - low;
  const x = (at: number) => pad + ((at - from) / (to - from)) * (width - 2 * pad);
  // A price that never moved sits in the middle.
  const y = (price: number) => (span === 0 ? height / 2 : pad + ((high - price) / span) * (height - 2 * pad));
  const round = (n: number) => Math.round(n * 10) / 10;
  let path = `M${round(x(first[0]))},${round(y(first[1]))}`;
  for (const [at, price] of points.slice(1)) path += `H${round(x(at))}V${round(y(price))}`;
  path += `H${round(x(to))}`;
  return { path, lastX: round(x(to)), lastY: round(y(last[1])) };
}
