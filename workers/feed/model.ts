/**
 * The worker's domain model: what the normaliser produces from wire messages, what the event log
 * holds and what projections fold. camelCase, only the fields the client uses, no wire quirks.
 */
import type { FeedTopic, StreamName } from '../../schemas/protocol.ts';
import type { Play } from '../../schemas/play.ts';
import type { ClockState } from '../../domain/clock.ts';
import type { ListColumn } from '../../domain/list-columns.ts';

export type SportEntry = {
  readonly id: number;
  readonly systemId: number;
  readonly name: string;
  readonly alias: string;
  readonly rank: number;
  readonly link: string;
};

export type CategoryEntry = {
  readonly id: number;
  readonly sportId: number;
  readonly name: string;
  readonly alias: string;
  readonly rank: number;
};

export type TournamentEntry = {
  readonly id: number;
  readonly sportId: number;
  readonly categoryId: number;
  readonly name: string;
  readonly alias: string;
  readonly rank: number;
};

export type OutcomeEntry = {
  readonly id: number;
  readonly title: string;
  readonly line: string;
  readonly price: number;
  /** The price before the last change, for the up/down flash. */
  readonly previousPrice: number | null;
  /** How many times the price changed since the outcome arrived; lets the view restart a flash. */
  readonly changes: number;
  readonly active: boolean;
};

export type MarketEntry = {
  readonly id: number;
  readonly typeId: number;
  readonly title: string;
  readonly specialType: number;
  readonly period: number;
  /** SPEC ENT-17; absent in a book stored before it was kept (read as 0, "not specified"). */
  readonly periodType?: number;
  /** The list column it fills, as a preview market (SPEC CON-27..32); none, or absent in a book stored before it was kept. */
  readonly column?: ListColumn | null;
  readonly suspended: boolean;
  readonly outcomeIds: readonly number[];
  readonly outcomes: Readonly<Record<number, OutcomeEntry>>;
};

export type LiveEntry = {
  readonly status: string;
  readonly homeScore: number;
  readonly awayScore: number;
  readonly periods: readonly (readonly [number, number])[];
  readonly clock: ClockState;
};

export type MatchEntry = {
  readonly id: number;
  readonly sportId: number;
  readonly sportSystemId: number;
  readonly categoryId: number;
  readonly tournamentId: number;
  readonly home: string;
  readonly away: string;
  /** The event's own name: what an outright (no sides) is called. Absent in a book stored before it was kept. */
  readonly name?: string;
  readonly startsAt: number;
  /** Match.Type: 1 schedule-eligible, 2 an outright (schemas/match.ts MATCH_TYPES). */
  readonly type: number;
  /** Every market it has, where a list holds only the preview ones (SPEC ENT-09); absent in a book stored before it was kept. */
  readonly marketsCount?: number;
  readonly rank: number;
  readonly link: string;
  readonly isLive: boolean;
  /** Active and complete (SPEC VAL-12). */
  readonly isActive: boolean;
  /** Listed: active, not finished and with markets (SPEC VAL-12). */
  readonly isListed: boolean;
  /** Match.IsFinished: the final whistle has gone. Absent in a book stored before it was kept (read as false). */
  readonly isFinished?: boolean;
  readonly marketIds: readonly number[];
  readonly markets: Readonly<Record<number, MarketEntry>>;
  readonly live: LiveEntry | null;
  /** The tracker's state of play and the statistics (schemas/play.ts); only from a match topic, absent elsewhere. */
  readonly play?: Play;
};

export type StreamEntry = {
  /** Sequence of the last message applied; -1 before the first snapshot. */
  readonly seq: number;
  /** House emit time of the last message applied (epoch ms); 0 before any. */
  readonly houseTime: number;
  readonly matchIds: Readonly<Record<number, true>>;
};

/** Every topic the book holds: the three feeds always, sport and match topics while followed. */
export type TopicEntries = { readonly [S in StreamName]: StreamEntry } & { readonly [topic: string]: StreamEntry | undefined };

export type Book = {
  readonly streams: TopicEntries;
  readonly sports: Readonly<Record<number, SportEntry>>;
  readonly categories: Readonly<Record<number, CategoryEntry>>;
  readonly tournaments: Readonly<Record<number, TournamentEntry>>;
  readonly matches: Readonly<Record<number, MatchEntry>>;
};

export type Catalog = {
  readonly sports: readonly SportEntry[];
  readonly categories: readonly CategoryEntry[];
  readonly tournaments: readonly TournamentEntry[];
};

/** Domain events: the contents of the event log. Every one names the stream it came from. */
export type DomainEvent =
  | { readonly type: 'stream-reset'; readonly stream: FeedTopic; readonly seq: number; readonly houseTime: number; readonly catalog: Catalog; readonly matches: readonly MatchEntry[] }
  | { readonly type: 'stream-dropped'; readonly stream: FeedTopic }
  | { readonly type: 'stream-advanced'; readonly stream: FeedTopic; readonly seq: number; readonly houseTime: number }
  | { readonly type: 'catalog-upserted'; readonly stream: FeedTopic; readonly catalog: Catalog }
  | { readonly type: 'match-upserted'; readonly stream: FeedTopic; readonly match: MatchEntry }
  | { readonly type: 'match-removed'; readonly stream: FeedTopic; readonly matchId: number }
  | { readonly type: 'live-changed'; readonly stream: FeedTopic; readonly matchId: number; readonly live: LiveEntry }
  | { readonly type: 'market-upserted'; readonly stream: FeedTopic; readonly matchId: number; readonly market: MarketEntry }
  | { readonly type: 'play-changed'; readonly stream: FeedTopic; readonly matchId: number; readonly play: Play }
  | { readonly type: 'price-changed'; readonly stream: FeedTopic; readonly matchId: number; readonly marketId: number; readonly outcomeId: number; readonly price: number }
  /** A match topic's snapshot brought its prices' recent movement on the house (the odds history's start; not folded). */
  | { readonly type: 'prices-recalled'; readonly stream: FeedTopic; readonly matchId: number; readonly trails: readonly RecalledTrail[] };

/** One price's recent movement as the house kept it, oldest first, ending at the snapshot's price. */
export type RecalledTrail = { readonly marketId: number; readonly outcomeId: number; readonly points: readonly (readonly [at: number, price: number])[]; readonly price: number };

export type DomainEventType = DomainEvent['type'];
