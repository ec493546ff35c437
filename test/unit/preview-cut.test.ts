import { describe, expect, test } from 'vitest';
import { matchTopic } from '../../schemas/protocol.ts';
import type { Match } from '../../schemas/match.ts';
import { PreviewCut, previewSnapshot } from '../../server/feed/preview-cut.ts';
import { normaliseMessage } from '../../workers/feed/normalise/wire-to-domain.ts';
import { emptyBook, foldEvents } from '../../workers/feed/projections/book.ts';
import { eventsMessage, snapshotMessage, wireMatch, wireMoneyLine } from '../fixtures/wire.ts';

/** A match with a preview money line (list column 1) and one further market (no list column). */
function twoMarketMatch(id: number, price = 2.1): Match {
  const moneyLine = { ...wireMoneyLine(id * 100, [price, 3.3, 3.6]), HeaderType: 1 };
  const correctScore = { ...wireMoneyLine(id * 100 + 1, [7, 9, 11]), MarketID: 11, Title: 'Correct score', HeaderType: 0 };
  return wireMatch(id, { Markets: [moneyLine, correctScore], MarketsCount: 2 });
}

describe('[ENT-10] lists carry preview markets; a match topic carries them all', () => {
  test('the cut keeps preview markets and their odds, drops the others, and keeps the full count', () => {
    const match = twoMarketMatch(1);
    const cut = new PreviewCut({ Sports: [], Categories: [], Tournaments: [], Matches: [match] });
    const out = cut.events([
      { kind: 'odds', MatchID: 1, MarketID: 100, OddID: 1000, Value: 2.2 },
      { kind: 'odds', MatchID: 1, MarketID: 101, OddID: 1010, Value: 8 },
      { kind: 'market', MatchID: 1, Market: match.Markets[1]! },
      { kind: 'match', Match: match },
    ]);
    expect(out.map((e) => e.kind)).toEqual(['odds', 'match']);
    const sent = out[1]!.kind === 'match' ? out[1]!.Match : null;
    expect(sent?.Markets.map((m) => m.ID)).toEqual([100]);
    expect(sent?.MarketsCount).toBe(2);
    expect(previewSnapshot({ Sports: [], Categories: [], Tournaments: [], Matches: [match] }).Matches[0]?.Markets).toHaveLength(1);
    // A preview market that arrives later is followed from then on; a removed match is forgotten.
    const late = { ...wireMoneyLine(150, [1.9, 1.9]), HeaderType: 3 };
    expect(cut.events([{ kind: 'market', MatchID: 1, Market: late }, { kind: 'odds', MatchID: 1, MarketID: 150, OddID: 1500, Value: 2 }])).toHaveLength(2);
    cut.events([{ kind: 'matchRemoved', MatchID: 1 }]);
    expect(cut.events([{ kind: 'odds', MatchID: 1, MarketID: 100, OddID: 1000, Value: 2.3 }])).toEqual([]);
  });

  test('a list update of a match its match topic holds keeps the markets only that topic sends', () => {
    const full = twoMarketMatch(7);
    const preview = { ...twoMarketMatch(7, 2.4), Markets: [{ ...twoMarketMatch(7, 2.4).Markets[0]! }] };
    let book = foldEvents(emptyBook(), normaliseMessage(snapshotMessage(matchTopic(7), 0, [full])));
    book = foldEvents(book, normaliseMessage(eventsMessage('live', 1, [{ kind: 'match', Match: preview }])));
    expect(book.matches[7]?.marketIds).toEqual([700, 701]);
    expect(book.matches[7]?.markets[700]?.outcomes[7000]?.price).toBe(2.4);
    // Without the match topic, the list's copy is the whole story.
    const listOnly = foldEvents(emptyBook(), normaliseMessage(snapshotMessage('live', 0, [preview])));
    expect(listOnly.matches[7]?.marketIds).toEqual([700]);
    // The match topic's own update is authoritative: a market it drops goes.
    book = foldEvents(book, normaliseMessage(eventsMessage(matchTopic(7), 1, [{ kind: 'match', Match: preview }])));
    expect(book.matches[7]?.marketIds).toEqual([700]);
  });
});
