import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { FeedMessage } from '../../schemas/feed.ts';
import { matchTopic, sportTopic, type FeedTopic } from '../../schemas/protocol.ts';
import { normaliseMessage } from '../../workers/feed/normalise/wire-to-domain.ts';
import { emptyBook, foldEvents } from '../../workers/feed/projections/book.ts';
import { comparableTopic, createHouseFeed, type HouseFeed } from '../fixtures/house-feed.ts';

const foldTopic = (messages: readonly FeedMessage[]) => messages.reduce((book, m) => foldEvents(book, normaliseMessage(m)), emptyBook());

/** Follows `topic` from its first snapshot through `ticks` of the feed; returns what a subscriber folded and what the house holds. */
function follow(feed: HouseFeed, topic: FeedTopic, ticks: number, tickMs: number) {
  const received: FeedMessage[] = [...feed.streams.resync(topic, null, null)];
  feed.drain();
  for (let i = 0; i < ticks; i++) {
    feed.streams.advance(tickMs);
    received.push(...feed.drain().filter((m) => m.stream === topic));
  }
  return { folded: foldTopic(received), house: foldTopic([feed.snapshot(topic)]), received };
}

describe('[API-57] topics cut from the feeds', () => {
  test('a sport topic folds to exactly the house snapshot of that sport', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.nat(20), (seed, pick) => {
        const feed = createHouseFeed(seed, `house-${seed}`, 10, 400, 30);
        const sports = [...new Set(feed.snapshot('live').snapshot.Matches.map((m) => m.SportTypeID))];
        const topic = sportTopic('live', sports[pick % sports.length]!);
        const { folded, house } = follow(feed, topic, 30, 500);
        expect(comparableTopic(folded, topic)).toEqual(comparableTopic(house, topic));
      }),
      { numRuns: 40 },
    );
  }, 180_000);

  test('a match topic follows its match from pre-match into play, and ends with it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), (seed) => {
        const feed = createHouseFeed(seed, `house-${seed}`, 4, 200, 30);
        // The pre-match fixture that starts first: it kicks off within the run.
        const first = [...feed.snapshot('prematch').snapshot.Matches].sort((a, b) => a.StartDateJs - b.StartDateJs)[0]!;
        const topic = matchTopic(first.ID);
        const minutes = Math.ceil((first.StartDateJs - feed.snapshot('live').ts) / 60_000) + 2;
        const { folded, house, received } = follow(feed, topic, minutes * 6, 10_000);
        const liveNow = feed.snapshot('live').snapshot.Matches.find((m) => m.ID === first.ID);
        // Still in play: the topic holds it with every market (the live feed only its preview ones); over: nothing.
        expect(Object.keys(house.streams[topic]?.matchIds ?? {}).map(Number)).toEqual(liveNow ? [first.ID] : []);
        if (liveNow) expect(house.matches[first.ID]?.marketIds.length).toBe(liveNow.MarketsCount);
        expect(comparableTopic(folded, topic)).toEqual(comparableTopic(house, topic));
        // Every message is about this match alone, and the numbering has no holes.
        const events = received.filter((m) => m.type === 'events');
        events.forEach((m, i) => expect(m.seq).toBe(received[0]!.seq + i + 1));
      }),
      { numRuns: 6 },
    );
  }, 180_000);
});
