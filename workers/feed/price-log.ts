/**
 * The odds history kept from the event log: for each price (a match's outcome) the last
 * `POINTS_PER_PRICE` values it took and when, in a fixed ring. It is bounded twice: per price, and
 * in how many prices it keeps (`PRICES_KEPT`, the least recently moved let go first), so at most
 * 64 × 4,096 points (two float64s each: ≈ 4 MB of rings) whatever the feed sends.
 *
 * The engine hands it each batch of events before folding them, with the book as it stood before
 * the batch: a price seen moving for the first time starts from the value it had until then.
 */
import { PriceSeries } from '../../domain/price-series.ts';
import type { Book, DomainEvent, MarketEntry, RecalledTrail } from './model.ts';

export const POINTS_PER_PRICE = 64;
export const PRICES_KEPT = 4096;

/** A price is addressed as the book addresses it: match, market, outcome. */
export const priceKey = (matchId: number, marketId: number, outcomeId: number): string => `${matchId}:${marketId}:${outcomeId}`;

export class PriceLog {
  /** In order of the last move: the first entry is the one to let go. */
  readonly #series = new Map<string, PriceSeries>();
  /** How many series each match has: whole markets and matches re-sent are looked at only for these. */
  readonly #matches = new Map<number, number>();

  constructor(
    readonly pointsPerPrice = POINTS_PER_PRICE,
    readonly pricesKept = PRICES_KEPT,
  ) {}

  get size(): number {
    return this.#series.size;
  }

  series(matchId: number, marketId: number, outcomeId: number): PriceSeries | null {
    return this.#series.get(priceKey(matchId, marketId, outcomeId)) ?? null;
  }

  /** Takes a batch of events seen at `at`; `before` is the book they are about to be folded into. */
  record(before: Book, events: readonly DomainEvent[], at: number): void {
    for (const event of events) {
      switch (event.type) {
        case 'price-changed':
          this.#move(before, event.matchId, event.marketId, event.outcomeId, event.price, at);
          break;
        case 'market-upserted':
          this.#resent(before, event.matchId, event.market, at);
          break;
        case 'match-upserted':
          if (this.#matches.has(event.match.id)) for (const market of Object.values(event.match.markets)) this.#resent(before, event.match.id, market, at);
          break;
        case 'stream-reset':
          for (const match of event.matches) if (this.#matches.has(match.id)) for (const market of Object.values(match.markets)) this.#resent(before, match.id, market, at);
          break;
        case 'prices-recalled':
          for (const trail of event.trails) this.#recall(event.matchId, trail, at);
          break;
      }
    }
  }

  /** A market sent whole moves only the prices already followed: a snapshot starts no history. */
  #resent(before: Book, matchId: number, market: MarketEntry, at: number): void {
    if (!this.#matches.has(matchId)) return;
    for (const outcome of Object.values(market.outcomes)) {
      const series = this.#series.get(priceKey(matchId, market.id, outcome.id));
      if (series && series.last !== outcome.price) this.#move(before, matchId, market.id, outcome.id, outcome.price, at);
    }
  }

  /**
   * Starts a price's series from the house's recent points. A series the page already holds is
   * kept as it is (it is as recent); the series ends at the price the snapshot holds.
   */
  #recall(matchId: number, trail: RecalledTrail, at: number): void {
    const key = priceKey(matchId, trail.marketId, trail.outcomeId);
    if (this.#series.has(key)) return;
    const series = new PriceSeries(this.pointsPerPrice);
    for (const [pointAt, price] of trail.points) series.push(pointAt, price);
    if (series.last !== trail.price) series.push(at, trail.price);
    this.#matches.set(matchId, (this.#matches.get(matchId) ?? 0) + 1);
    this.#series.set(key, series);
    if (this.#series.size > this.pricesKept) this.#letGo(this.#series.keys().next().value!);
  }

  /** Adds `price` to the outcome's series (started from what the book held), made the most recently moved. */
  #move(before: Book, matchId: number, marketId: number, outcomeId: number, price: number, at: number): void {
    const key = priceKey(matchId, marketId, outcomeId);
    let series = this.#series.get(key);
    if (series) {
      if (series.last === price) return;
      this.#series.delete(key);
    } else {
      series = new PriceSeries(this.pointsPerPrice);
      this.#matches.set(matchId, (this.#matches.get(matchId) ?? 0) + 1);
      const held = before.matches[matchId]?.markets[marketId]?.outcomes[outcomeId]?.price;
      if (held !== undefined && held !== price) series.push(at, held);
    }
    this.#series.set(key, series);
    series.push(at, price);
    if (this.#series.size > this.pricesKept) this.#letGo(this.#series.keys().next().value!);
  }

  #letGo(key: string): void {
    this.#series.delete(key);
    const matchId = Number(key.slice(0, key.indexOf(':')));
    const left = (this.#matches.get(matchId) ?? 1) - 1;
    if (left > 0) this.#matches.set(matchId, left);
    else this.#matches.delete(matchId);
  }
}
