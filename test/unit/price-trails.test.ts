/** The house's recent price movements, sent with a match topic's snapshot (issue #16, ADR 0030). */
import { describe, expect, test } from 'vitest';
import { feedMessageSchema, type FeedEvent } from '../../schemas/feed.ts';
import { matchTopic } from '../../schemas/protocol.ts';
import { PriceTrails } from '../../server/feed/price-trails.ts';
import * as v from 'valibot';
import { createHouseFeed } from '../fixtures/house-feed.ts';

const odds = (MatchID: number, OddID: number, Value: number): FeedEvent => ({ kind: 'odds', MatchID, MarketID: 1, OddID, Value });

describe('price trails on the house', () => {
  test('each price keeps its last points in order, a repeat of the last price adds none, and the least recently moved go first', () => {
    const trails = new PriceTrails(3, 4);
    trails.record([odds(1, 10, 2), odds(1, 10, 2.1), odds(1, 10, 2.1), odds(1, 10, 2.2), odds(1, 10, 2.3)], 100);
    expect(trails.of(1)).toEqual([[1, 10, 100, 2.1, 100, 2.2, 100, 2.3]]);
    trails.record([odds(1, 11, 3), odds(2, 20, 4), odds(2, 21, 5), odds(2, 22, 6)], 200);
    // Past the bound by a quarter: back to four, without outcome 10, the least recently moved.
    trails.record([odds(3, 30, 7), odds(1, 11, 3.1)], 300);
    expect(trails.size).toBe(4);
    expect(trails.of(1)).toEqual([[1, 11, 200, 3, 300, 3.1]]);
    expect(trails.of(2)).toEqual([[1, 21, 200, 5], [1, 22, 200, 6]]);
    expect(trails.of(3)).toEqual([[1, 30, 300, 7]]);
    expect(trails.of(4)).toEqual([]);
  });

  test('a live match topic’s snapshot carries the trails of its prices that moved, valid on the wire, ending on the snapshot’s price', () => {
    const feed = createHouseFeed(5, 'house-5', 6, 300);
    for (let i = 0; i < 30; i++) feed.streams.advance(100);
    const live = feed.snapshot('live');
    const match = live.snapshot.Matches.find((m) => m.IsLive && m.Markets.length > 0)!;
    const message = feed.streams.snapshotMessage(matchTopic(match.ID));
    expect(v.safeParse(feedMessageSchema, message).success).toBe(true);
    expect(message.trails?.length ?? 0).toBeGreaterThan(0);
    for (const [marketId, outcomeId, ...points] of message.trails!) {
      const price = message.snapshot.Matches[0]!.Markets.find((m) => m.ID === marketId)?.Odds.find((o) => o.ID === outcomeId)?.Value;
      if (price !== undefined) expect(points.at(-1)).toBe(price);
    }
    // The feeds' own snapshots carry none.
    expect(live.trails).toBeUndefined();
  });
});
