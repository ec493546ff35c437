/**
 * Protocol constants shared by the house and the feed worker. Bump PROTOCOL_VERSION on any
 * incompatible change of a message family; both sides refuse a message of another version.
 */
export const PROTOCOL_VERSION = 1;

/** The SignalR hub; negotiate lives at `${FEED_HUB_PATH}/negotiate`. */
export const FEED_HUB_PATH = '/hubs/feed';

export const STREAMS = { live: 'live', prematch: 'prematch', esport: 'esport' } as const;
export type StreamName = (typeof STREAMS)[keyof typeof STREAMS];
export const STREAM_NAMES = Object.values(STREAMS) as readonly StreamName[];
export const isStreamName = (topic: string): topic is StreamName => (STREAM_NAMES as readonly string[]).includes(topic);

/**
 * What a client subscribes to. Every topic is a sequenced stream of its own (own `seq`, snapshot,
 * heartbeat and resync), named on the wire in the messages' `stream` field:
 * - `live`, `prematch`, `esport`: event updates of a whole feed (SPEC API-57);
 * - `{feed}/sport/{sportId}`: the same, for one sport's matches only (preview markets by sport);
 * - `match/{matchId}`: one match with its full market list, wherever it is (pre-match or live);
 * - `cashout`: the signed-in player's tickets and cash-out offers (per user; needs a session);
 * - `table/{tableKey}`: one live casino table's rounds (schemas/live-casino.ts), the same for everyone seated.
 */
export type SportTopic = `${StreamName}/sport/${number}`;
export type MatchTopic = `match/${number}`;
export const CASHOUT_TOPIC = 'cashout';
export type FeedTopic = StreamName | SportTopic | MatchTopic;
export type TableTopic = `table/${string}`;
export type Topic = FeedTopic | typeof CASHOUT_TOPIC | TableTopic;

export type ParsedTopic =
  | { readonly kind: 'stream'; readonly stream: StreamName }
  | { readonly kind: 'sport'; readonly stream: StreamName; readonly sportId: number }
  | { readonly kind: 'match'; readonly matchId: number }
  | { readonly kind: 'cashout' }
  | { readonly kind: 'table'; readonly tableKey: string };

/** A live table's key: lower-case letters, digits and dashes. */
export const TABLE_KEY_PATTERN = /^[a-z0-9][a-z0-9-]{0,31}$/;
const TOPIC_PATTERN = /^(?:(live|prematch|esport)(?:\/sport\/([1-9]\d{0,8}))?|match\/([1-9]\d{0,8})|(cashout)|table\/([a-z0-9][a-z0-9-]{0,31}))$/;

/** Reads a topic name; null when it is not one. */
export function parseTopic(topic: string): ParsedTopic | null {
  const m = TOPIC_PATTERN.exec(topic);
  if (!m) return null;
  const [, stream, sportId, matchId, cashout, tableKey] = m;
  if (cashout) return { kind: 'cashout' };
  if (tableKey) return { kind: 'table', tableKey };
  if (matchId) return { kind: 'match', matchId: Number(matchId) };
  if (sportId) return { kind: 'sport', stream: stream as StreamName, sportId: Number(sportId) };
  return { kind: 'stream', stream: stream as StreamName };
}

export const isTopic = (value: string): value is Topic => parseTopic(value) !== null;
export const sportTopic = (stream: StreamName, sportId: number): SportTopic => `${stream}/sport/${sportId}`;
export const matchTopic = (matchId: number): MatchTopic => `match/${matchId}`;
export const tableTopic = (tableKey: string): TableTopic => `table/${tableKey}`;
export const isTableTopic = (topic: string): topic is TableTopic => parseTopic(topic)?.kind === 'table';

/** Methods the client invokes on the house. */
export const HUB_METHODS = { subscribe: 'Subscribe', unsubscribe: 'Unsubscribe' } as const;

/** Methods the house invokes on the client. */
export const CLIENT_METHODS = { feed: 'Feed' } as const;

/** Sport system id of esports (SPEC ENT-02); the esport stream carries exactly these matches. */
export const ESPORT_SPORT_SYSTEM_ID = 66;
