/**
 * The pre-match book: matches not yet started, kept sorted by start time (then id) so kick-offs
 * pop from the front and "what starts soon" is a short scan.
 */
import type { MatchEntry } from './match-entry.ts';
import type { Prng } from './prng.ts';

function before(a: MatchEntry, b: MatchEntry): boolean {
  const ta = a.match.StartDateJs;
  const tb = b.match.StartDateJs;
  return ta < tb || (ta === tb && a.match.ID < b.match.ID);
}

export class Schedule {
  private readonly items: MatchEntry[] = [];

  get size(): number {
    return this.items.length;
  }

  insert(entry: MatchEntry): void {
    let lo = 0;
    let hi = this.items.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const item = this.items[mid];
      if (item && before(item, entry)) lo = mid + 1;
      else hi = mid;
    }
    this.items.splice(lo, 0, entry);
  }

  /** Removes and returns, in start order, every match starting at or before `time`. */
  takeDue(time: number): MatchEntry[] {
    let count = 0;
    while (count < this.items.length && (this.items[count]?.match.StartDateJs ?? Infinity) <= time) count++;
    return count === 0 ? [] : this.items.splice(0, count);
  }

  /** How many in-play-capable matches start at or before `time`. */
  countLiveStartingBy(time: number): number {
    let count = 0;
    for (const item of this.items) {
      if (item.match.StartDateJs > time) break;
      if (item.engine) count++;
    }
    return count;
  }

  random(rng: Prng): MatchEntry | undefined {
    return this.items[rng.int(this.items.length)];
  }
}
