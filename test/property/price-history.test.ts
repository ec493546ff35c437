import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { priceMove, priceSummary, type PricePoint } from '../../domain/price-movement.ts';
import type { Book, DomainEvent } from '../../workers/feed/model.ts';
import { emptyBook, foldEvents } from '../../workers/feed/projections/book.ts';
import { PriceSeries } from '../../domain/price-series.ts';
import { PriceLog } from '../../workers/feed/price-log.ts';
import { normaliseMessage, toMatch } from '../../workers/feed/normalise/wire-to-domain.ts';
import { matchTopic } from '../../schemas/protocol.ts';
import { domainEvent } from '../fixtures/domain-events.ts';
import { snapshotMessage, T0, wireMatch } from '../fixtures/wire.ts';
import { seeded } from '../fixtures/fc-seed.ts';

/** Every price of the book that has a series, with the series' last value. */
function followedPrices(book: Book, log: PriceLog): { readonly price: number; readonly last: number | null }[] {
  const pairs = [];
  for (const match of Object.values(book.matches))
    for (const market of Object.values(match.markets))
      for (const outcome of Object.values(market.outcomes)) {
        const series = log.series(match.id, market.id, outcome.id);
        if (series) pairs.push({ price: outcome.price, last: series.last });
      }
  return pairs;
}

describe('odds history from the local log (issue #16)', () => {
  test('a series holds at most its bound and its points in the order they came', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }), fc.array(fc.integer({ min: 101, max: 300 }), { maxLength: 40 }), (bound, prices) => {
        const series = new PriceSeries(bound);
        const kept: number[] = [];
        prices.forEach((p, at) => {
          series.push(at, p / 100);
          if (kept.at(-1) !== p / 100) kept.push(p / 100);
        });
        expect(series.size).toBeLessThanOrEqual(bound);
        expect(series.points().map(([, price]) => price)).toEqual(kept.slice(-bound));
        const times = series.points().map(([at]) => at);
        expect(times).toEqual([...times].sort((a, b) => a - b));
      }),
      seeded('price series ring', 300),
    );
  });

  test('folded batch by batch, every followed price ends on the book’s current price, within both bounds', () => {
    fc.assert(
      fc.property(fc.array(fc.array(domainEvent, { maxLength: 12 }), { maxLength: 12 }), (batches) => {
        const log = new PriceLog(5, 3);
        let book = emptyBook();
        batches.forEach((events: readonly DomainEvent[], at) => {
          log.record(book, events, at);
          book = foldEvents(book, events);
          expect(log.size).toBeLessThanOrEqual(3);
          for (const { price, last } of followedPrices(book, log)) expect(last).toBe(price);
        });
      }),
      seeded('price log follows the book', 200),
    );
  }, 30_000);

  test('a match topic’s snapshot starts each price’s series from the house’s trail, ending on the book’s price; a series the page holds stays its own', () => {
    const match = wireMatch(7);
    const odds = match.Markets[0]!.Odds;
    const trailArb = fc.record({
      outcome: fc.constantFrom(...odds.map((o) => o.ID)),
      prices: fc.array(fc.integer({ min: 101, max: 900 }), { minLength: 1, maxLength: 20 }),
    });
    fc.assert(
      fc.property(fc.uniqueArray(trailArb, { selector: (t) => t.outcome, maxLength: odds.length }), fc.option(fc.constantFrom(...odds.map((o) => o.ID)), { nil: null }), (trails, heldByPage) => {
        const log = new PriceLog();
        let book = foldEvents(emptyBook(), normaliseMessage(snapshotMessage('live', 1, [match])));
        // A price the page saw move before it opened the match.
        if (heldByPage !== null) {
          const moved: DomainEvent = { type: 'price-changed', stream: 'live', matchId: 7, marketId: 700, outcomeId: heldByPage, price: 9.5 };
          log.record(book, [moved], T0 - 1);
          book = foldEvents(book, [moved]);
        }
        const message = { ...snapshotMessage(matchTopic(7), 3, [match]), trails: trails.map((t) => [700, t.outcome, ...t.prices.flatMap((p, i) => [T0 - 60_000 + i * 1000, p / 100])]) };
        const events = normaliseMessage(message);
        log.record(book, events, T0);
        book = foldEvents(book, events);
        for (const { price, last } of followedPrices(book, log)) expect(last).toBe(price);
        for (const trail of trails) {
          if (trail.outcome === heldByPage) continue;
          const series = log.series(7, 700, trail.outcome)!;
          const held = odds.find((o) => o.ID === trail.outcome)!.Value;
          const expected = trail.prices.map((p) => p / 100).filter((p, i, all) => i === 0 || all[i - 1] !== p);
          if (expected.at(-1) !== held) expected.push(held);
          expect(series.points().map(([, p]) => p)).toEqual(expected);
        }
        // The page's own series is kept: none of the house's older points went into it.
        if (heldByPage !== null) expect(log.series(7, 700, heldByPage)!.points().every(([at]) => at >= T0 - 1)).toBe(true);
      }),
      seeded('house trails start the series', 200),
    );
  });

  test('open, high, low and last summarise the points; steam and drift need a move past the threshold inside the window', () => {
    const points: PricePoint[] = [
      [0, 2],
      [10_000, 2.2],
      [70_000, 1.8],
      [80_000, 2.1],
    ];
    expect(priceSummary(points)).toEqual({ open: 2, high: 2.2, low: 1.8, last: 2.1 });
    expect(priceSummary([])).toBeNull();
    // At 100 s the window opens at 40 s with 2.2 standing: 2.2 → 2.1 is −4.5 %, under the 5 % threshold.
    expect(priceMove(points, 100_000)).toBeNull();
    // At 75 s the window opens at 15 s with 2.2 standing; 1.8 → 2.1 came later: the last is 2.1, −4.5 %.
    expect(priceMove(points.slice(0, 3), 75_000)).toBe('steam');
    expect(priceMove(points.slice(0, 2), 50_000)).toBe('drift');
    expect(priceMove(points.slice(0, 1), 50_000)).toBeNull();
  });
});

describe('odds history regressions', () => {
  test('seed 1176310619: a price change naming a market that does not hold the outcome starts no series of the book’s price', () => {
    const log = new PriceLog(5, 3);
    const reset: DomainEvent = { type: 'stream-reset', stream: 'live', seq: 0, houseTime: 0, catalog: { sports: [], categories: [], tournaments: [] }, matches: [toMatch(wireMatch(3))] };
    let book = foldEvents(emptyBook(), [reset]);
    const stray: DomainEvent = { type: 'price-changed', stream: 'live', matchId: 3, marketId: 100, outcomeId: 3002, price: 1.01 };
    log.record(book, [stray], 1);
    book = foldEvents(book, [stray]);
    expect(log.series(3, 300, 3002)).toBeNull();
    expect(followedPrices(book, log)).toEqual([]);
  });
});
