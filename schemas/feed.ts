/**
 * Feed messages: what the house pushes with the `Feed` client method, and what the client sends
 * with `Subscribe`. One message is either a full snapshot of a stream or a batch of events; both
 * carry the stream's sequence number and the house's emit time (epoch ms).
 */
import * as v from 'valibot';
import { categorySchema, sportSchema, tournamentSchema } from './catalog.ts';
import { epochMsSchema, idSchema } from './common.ts';
import { marketSchema, oddsValueSchema } from './market.ts';
import { liveMatchInfoSchema, matchSchema } from './match.ts';
import { playSchema } from './play.ts';
import { isTopic, parseTopic, PROTOCOL_VERSION, STREAM_NAMES, type FeedTopic, type Topic } from './protocol.ts';

export const streamNameSchema = v.picklist(STREAM_NAMES);

const TOPIC_HINT = 'must be live, prematch, esport, {feed}/sport/{sportId}, match/{matchId}, cashout or table/{tableKey}';
const SIDE_TOPICS: ReadonlySet<string> = new Set(['cashout', 'table']);

/** Any topic a client may subscribe to (schemas/protocol.ts). */
export const topicSchema = v.pipe(
  v.string(TOPIC_HINT),
  v.maxLength(40, TOPIC_HINT),
  v.check(isTopic, TOPIC_HINT),
  v.transform((s) => s as Topic),
);

/** A topic carrying sports data (every topic but the per-user cashout one and the live tables). */
export const feedTopicSchema = v.pipe(
  v.string(TOPIC_HINT),
  v.maxLength(40, TOPIC_HINT),
  v.check((s) => !SIDE_TOPICS.has(parseTopic(s)?.kind ?? 'cashout'), TOPIC_HINT),
  v.transform((s) => s as FeedTopic),
);

/** Upserts catalogue entries (sports, categories, tournaments). */
export const catalogEventSchema = v.object({
  kind: v.literal('catalog'),
  Sports: v.array(sportSchema),
  Categories: v.array(categorySchema),
  Tournaments: v.array(tournamentSchema),
});

/** Adds or replaces a whole match, markets and live info included. */
export const matchEventSchema = v.object({ kind: v.literal('match'), Match: matchSchema });

/** The match left the stream (finished, or moved from prematch to live). */
export const matchRemovedEventSchema = v.object({ kind: v.literal('matchRemoved'), MatchID: idSchema });

/** New score, clock or status of a live match. */
export const scoreEventSchema = v.object({ kind: v.literal('score'), MatchID: idSchema, LiveInfo: liveMatchInfoSchema });

/** Adds or replaces one market of a match (suspension and reopening travel this way). */
export const marketEventSchema = v.object({ kind: v.literal('market'), MatchID: idSchema, Market: marketSchema });

/** One price moved. `MarketID` is the market's ID within the match (Market.ID). */
export const oddsEventSchema = v.object({
  kind: v.literal('odds'),
  MatchID: idSchema,
  MarketID: idSchema,
  OddID: idSchema,
  Value: oddsValueSchema,
});

/** The whole tracker state and statistics of a live match; only on `match/{id}` topics (schemas/play.ts). */
export const playEventSchema = v.object({ kind: v.literal('play'), MatchID: idSchema, Play: playSchema });

export const feedEventSchema = v.variant('kind', [
  catalogEventSchema,
  matchEventSchema,
  matchRemovedEventSchema,
  scoreEventSchema,
  marketEventSchema,
  oddsEventSchema,
  playEventSchema,
]);
export type FeedEvent = v.InferOutput<typeof feedEventSchema>;
export type FeedEventKind = FeedEvent['kind'];

export const streamSnapshotSchema = v.object({
  Sports: v.array(sportSchema),
  Categories: v.array(categorySchema),
  Tournaments: v.array(tournamentSchema),
  Matches: v.array(matchSchema),
});
export type StreamSnapshot = v.InferOutput<typeof streamSnapshotSchema>;


/** Identifies one run of the house (or of a topic within it); sequences restart with a new epoch. */
export const epochSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(64));

export const envelope = {
  v: v.literal(PROTOCOL_VERSION),
  /** The topic this message belongs to (a feed, a sport of a feed, or a match). */
  stream: feedTopicSchema,
  epoch: epochSchema,
  /** Per-stream sequence number; a snapshot carries the sequence of the last event it includes. */
  seq: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** House emit time, epoch ms. */
  ts: epochMsSchema,
};

/**
 * One price's recent movement on the house, as a match topic's snapshot carries it (issue #16):
 * `[marketId, outcomeId, t0, p0, t1, p1, …]`, oldest first, times in house epoch ms, at most 64 points.
 */
export const priceTrailSchema = v.pipe(
  v.array(v.number()),
  v.minLength(4),
  v.maxLength(2 + 2 * 64),
  v.check((trail) => trail.length % 2 === 0, 'a trail holds a market, an outcome and pairs of time and price'),
);
export type PriceTrail = v.InferOutput<typeof priceTrailSchema>;

export const snapshotMessageSchema = v.object({
  ...envelope,
  type: v.literal('snapshot'),
  snapshot: streamSnapshotSchema,
  /** Match topics only: the recent movement of the match's prices that moved lately. */
  trails: v.optional(v.array(priceTrailSchema)),
});
export const eventsMessageSchema = v.object({ ...envelope, type: v.literal('events'), events: v.array(feedEventSchema) });

/** Sent every second per stream: proves the data is fresh, and reveals a gap (`seq` is the stream's latest). */
export const heartbeatMessageSchema = v.object({ ...envelope, type: v.literal('heartbeat') });

export const feedMessageSchema = v.variant('type', [snapshotMessageSchema, eventsMessageSchema, heartbeatMessageSchema]);
export type FeedMessage = v.InferOutput<typeof feedMessageSchema>;
export type SnapshotMessage = v.InferOutput<typeof snapshotMessageSchema>;
export type EventsMessage = v.InferOutput<typeof eventsMessageSchema>;
export type HeartbeatMessage = v.InferOutput<typeof heartbeatMessageSchema>;

/**
 * Arguments of `Subscribe` (client → house): the stream, and where the client stands — the last
 * sequence it applied and the epoch it came from (null, null when it holds nothing). The house
 * answers with the missing tail when it still holds it for that epoch, otherwise with a snapshot.
 */
export const subscribeArgsSchema = v.strictTuple([
  topicSchema,
  v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))),
  v.nullable(epochSchema),
]);
export type SubscribeArgs = v.InferOutput<typeof subscribeArgsSchema>;

/** The test hook that shortens a live price (POST /api/test/shorten-price; HOUSE_TEST_HOOKS only): by `Share` of it. */
export const shortenPriceSchema = v.object({
  OddID: idSchema,
  Share: v.pipe(v.number(), v.minValue(0.01), v.maxValue(0.5)),
});
