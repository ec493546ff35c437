/**
 * The house's recent price movements (issue #16, ADR 0030): the last points of every price that
 * moved, so that a page opening a match gets each price's recent history with the match topic's
 * snapshot, not only what it sees move afterwards. Bounded twice: `TRAIL_POINTS` points a price
 * and `TRAIL_PRICES` prices, the least recently moved let go first (≈ 20,000 × 16 × 16 B ≈ 5 MB).
 * It sees every odds change of every feed, so its path per change is a map lookup and two writes:
 * outcomes are keyed by their id (the house numbers outcomes once, across matches), and the
 * least recently moved are let go in batches, when the count passes the bound by a quarter.
 */
import { PriceSeries } from '../../domain/price-series.ts';
import type { FeedEvent, PriceTrail } from '../../schemas/feed.ts';

export const TRAIL_POINTS = 16;
export const TRAIL_PRICES = 20_000;

type Trail = {
  readonly matchId: number;
  readonly marketId: number;
  readonly outcomeId: number;
  readonly series: PriceSeries;
  /** When it last moved, in changes seen (for letting the least recently moved go). */
  movedAt: number;
};

export class PriceTrails {
  readonly #trails = new Map<number, Trail>();
  readonly #byMatch = new Map<number, Set<number>>();
  #changes = 0;

  constructor(
    readonly pointsPerPrice = TRAIL_POINTS,
    readonly pricesKept = TRAIL_PRICES,
  ) {}

  get size(): number {
    return this.#trails.size;
  }

  /** Takes the odds changes among `events`, emitted at `at`. */
  record(events: readonly FeedEvent[], at: number): void {
    for (const event of events) if (event.kind === 'odds') this.#move(event.MatchID, event.MarketID, event.OddID, event.Value, at);
    if (this.#trails.size > this.pricesKept + (this.pricesKept >> 2)) this.#letGoLeastRecent();
  }

  /** The match's trails, as a match topic's snapshot carries them: [market, outcome, t0, p0, t1, p1, …]. */
  of(matchId: number): PriceTrail[] {
    const ids = this.#byMatch.get(matchId);
    if (!ids) return [];
    return [...ids].map((id) => {
      const trail = this.#trails.get(id)!;
      return [trail.marketId, trail.outcomeId, ...trail.series.points().flat()];
    });
  }

  #move(matchId: number, marketId: number, outcomeId: number, price: number, at: number): void {
    let trail = this.#trails.get(outcomeId);
    if (!trail) {
      trail = { matchId, marketId, outcomeId, series: new PriceSeries(this.pointsPerPrice), movedAt: 0 };
      this.#trails.set(outcomeId, trail);
      let ids = this.#byMatch.get(matchId);
      if (!ids) this.#byMatch.set(matchId, (ids = new Set()));
      ids.add(outcomeId);
    }
    // The same change reaches two feeds (a live esport match is in both): one point.
    if (trail.series.last === price) return;
    trail.series.push(at, price);
    trail.movedAt = ++this.#changes;
  }

  /** Back to `pricesKept`: the least recently moved go. */
  #letGoLeastRecent(): void {
    const oldest = [...this.#trails.values()].sort((a, b) => a.movedAt - b.movedAt).slice(0, this.#trails.size - this.pricesKept);
    for (const trail of oldest) {
      this.#trails.delete(trail.outcomeId);
      const ids = this.#byMatch.get(trail.matchId)!;
      ids.delete(trail.outcomeId);
      if (ids.size === 0) this.#byMatch.delete(trail.matchId);
    }
  }
}
