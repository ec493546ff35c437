/**
 * One price's recent values in a fixed ring (time and price interleaved, oldest at `start`): the
 * worker's odds history (workers/feed/price-log.ts) and the house's trails (server/feed/price-trails.ts).
 */
import type { PricePoint } from './price-movement.ts';

export class PriceSeries {
  readonly #ring: Float64Array;
  #start = 0;
  #count = 0;
  /** Moves on with every point, so a view of the series can be cached by it. */
  version = 0;

  constructor(readonly capacity: number) {
    this.#ring = new Float64Array(capacity * 2);
  }

  get size(): number {
    return this.#count;
  }

  get last(): number | null {
    if (this.#count === 0) return null;
    return this.#ring[((this.#start + this.#count - 1) % this.capacity) * 2 + 1]!;
  }

  /** Adds a point unless the price is the one it already ends with. */
  push(at: number, price: number): void {
    if (this.last === price) return;
    const slot = (this.#start + this.#count) % this.capacity;
    this.#ring[slot * 2] = at;
    this.#ring[slot * 2 + 1] = price;
    if (this.#count < this.capacity) this.#count++;
    else this.#start = (this.#start + 1) % this.capacity;
    this.version++;
  }

  points(): PricePoint[] {
    const points: PricePoint[] = [];
    for (let i = 0; i < this.#count; i++) {
      const slot = (this.#start + i) % this.capacity;
      points.push([this.#ring[slot * 2]!, this.#ring[slot * 2 + 1]!]);
    }
    return points;
  }
}
