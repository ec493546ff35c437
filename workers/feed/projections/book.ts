/**
 * The book projection: every stream's matches, markets and prices, folded from domain events.
 * `applyEvent` is an immer recipe; `foldEvents` is the pure `(book, events) => book` the rest
 * of the worker uses, one immer draft per batch so heavy odds churn stays cheap.
 */
import { castDraft, current, isDraft, produce, type Draft } from 'immer';
import { isStreamName, matchTopic, STREAM_NAMES, type FeedTopic, type StreamName } from '../../../schemas/protocol.ts';
import type { Book, Catalog, DomainEvent, MatchEntry, StreamEntry } from '../model.ts';

export function emptyBook(): Book {
  const streams = {} as Record<StreamName, StreamEntry>;
  for (const name of STREAM_NAMES) streams[name] = emptyEntry();
  return { streams, sports: {}, categories: {}, tournaments: {}, matches: {} };
}

function upsertCatalog(book: Draft<Book>, catalog: Catalog): void {
  for (const s of catalog.sports) book.sports[s.id] = s;
  for (const c of catalog.categories) book.categories[c.id] = c;
  for (const t of catalog.tournaments) book.tournaments[t.id] = t;
}

const emptyEntry = (): StreamEntry => ({ seq: -1, houseTime: 0, matchIds: {} });

function entryOf(book: Draft<Book>, topic: FeedTopic): Draft<StreamEntry> {
  return (book.streams[topic] ??= emptyEntry());
}

function listedElsewhere(book: Draft<Book>, matchId: number, except: FeedTopic): boolean {
  for (const topic in book.streams) if (topic !== except && book.streams[topic]?.matchIds[matchId] === true) return true;
  return false;
}

function removeFromStream(book: Draft<Book>, stream: FeedTopic, matchId: number): void {
  delete entryOf(book, stream).matchIds[matchId];
  if (!listedElsewhere(book, matchId, stream)) delete book.matches[matchId];
}

function clearStream(book: Draft<Book>, stream: FeedTopic): void {
  for (const id of Object.keys(entryOf(book, stream).matchIds)) removeFromStream(book, stream, Number(id));
}


/**
 * Entries the projection may later mutate (matches and markets) enter the book as copies: a plain
 * object added inside an immer recipe is not drafted, so a later event of the same batch would
 * otherwise write into the logged event itself.
 */
function own<T>(entry: T): Draft<T> {
  return structuredClone(entry) as Draft<T>;
}

/** The incoming match with the markets it lacks kept from the one held (in the held order, new ones after). */
function withMarketsOf(incoming: MatchEntry, held: MatchEntry): MatchEntry {
  const marketIds = [...held.marketIds, ...incoming.marketIds.filter((id) => !(id in held.markets))];
  const play = incoming.play ?? held.play;
  return { ...incoming, marketIds, markets: { ...held.markets, ...incoming.markets }, ...(play ? { play } : {}) };
}

/**
 * Lists (the feeds, sport topics) carry a match's preview markets only; its match topic carries
 * all of them. While the match topic holds the match, a list's copy of it updates everything but
 * cannot take away the markets, or the state of play, only the match topic sends.
 */
function addToStream(book: Draft<Book>, stream: FeedTopic, match: MatchEntry): void {
  entryOf(book, stream).matchIds[match.id] = true;
  const full = matchTopic(match.id);
  const held = book.matches[match.id];
  const keepMarkets = held !== undefined && stream !== full && book.streams[full]?.matchIds[match.id] === true;
  if (!keepMarkets) book.matches[match.id] = own(match);
  else book.matches[match.id] = own(withMarketsOf(match, isDraft(held) ? current(held) : (held as MatchEntry)));
}

export function applyEvent(book: Draft<Book>, event: DomainEvent): void {
  switch (event.type) {
    case 'stream-reset': {
      clearStream(book, event.stream);
      const stream = entryOf(book, event.stream);
      upsertCatalog(book, event.catalog);
      for (const match of event.matches) addToStream(book, event.stream, match);
      stream.seq = event.seq;
      stream.houseTime = event.houseTime;
      return;
    }
    case 'stream-dropped':
      // A topic no longer followed: its matches go unless another topic holds them. The feeds' entries stay.
      clearStream(book, event.stream);
      if (isStreamName(event.stream)) book.streams[event.stream] = emptyEntry();
      else delete book.streams[event.stream];
      return;
    case 'stream-advanced': {
      const stream = entryOf(book, event.stream);
      stream.seq = event.seq;
      stream.houseTime = event.houseTime;
      return;
    }
    case 'catalog-upserted':
      upsertCatalog(book, event.catalog);
      return;
    case 'match-upserted':
      addToStream(book, event.stream, event.match);
      return;
    case 'match-removed':
      removeFromStream(book, event.stream, event.matchId);
      return;
    case 'live-changed': {
      const match = book.matches[event.matchId];
      if (match) match.live = castDraft(event.live);
      return;
    }
    case 'play-changed': {
      const match = book.matches[event.matchId];
      if (match) match.play = castDraft(event.play);
      return;
    }
    case 'market-upserted': {
      const match = book.matches[event.matchId];
      if (!match) return;
      if (!(event.market.id in match.markets)) match.marketIds.push(event.market.id);
      match.markets[event.market.id] = own(event.market);
      return;
    }
    case 'price-changed': {
      const outcome = book.matches[event.matchId]?.markets[event.marketId]?.outcomes[event.outcomeId];
      if (!outcome || outcome.price === event.price) return;
      outcome.previousPrice = outcome.price;
      outcome.price = event.price;
      outcome.changes += 1;
      return;
    }
    case 'prices-recalled':
      // History for the odds log (price-log.ts); the book holds prices as they are now.
      return;
  }
}

export function foldEvents(book: Book, events: readonly DomainEvent[]): Book {
  if (events.length === 0) return book;
  return produce(book, (draft) => {
    for (const event of events) applyEvent(draft, event);
  });
}

export function foldEvent(book: Book, event: DomainEvent): Book {
  return produce(book, (draft) => applyEvent(draft, event));
}
