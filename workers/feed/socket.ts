/**
 * The engine's only window to the network. The SignalR implementation lives in connection.ts;
 * tests and replays pass in-memory doubles.
 */
import type { StreamName } from '../../schemas/protocol.ts';

/** SPEC STA-53: the real-time transport's states. */
export const TRANSPORT_STATES = { started: 'started', disconnected: 'disconnected', stopped: 'stopped' } as const;
export type TransportState = (typeof TRANSPORT_STATES)[keyof typeof TRANSPORT_STATES];

export type FeedSocketHandlers = {
  /** A raw, unvalidated `Feed` message from the house. */
  onMessage(message: unknown): void;
  /** `started` after every (re)connect, with a new connection id. */
  onState(state: TransportState): void;
};

export interface FeedSocket {
  start(handlers: FeedSocketHandlers): void;
  /** Asks for the stream from where the client stands (see schemas/feed.ts subscribeArgsSchema). */
  subscribe(stream: StreamName, lastSeq: number | null, epoch: string | null): Promise<void>;
  stop(): Promise<void>;
}
