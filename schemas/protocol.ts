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

/** Methods the client invokes on the house. */
export const HUB_METHODS = { subscribe: 'Subscribe', unsubscribe: 'Unsubscribe' } as const;

/** Methods the house invokes on the client. */
export const CLIENT_METHODS = { feed: 'Feed' } as const;

/** Sport system id of esports (SPEC ENT-02); the esport stream carries exactly these matches. */
export const ESPORT_SPORT_SYSTEM_ID = 66;
