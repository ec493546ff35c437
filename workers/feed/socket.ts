/**
 * The engine's only window to the network. The SignalR implementation lives in connection.ts;
 * tests and replays pass in-memory doubles.
 */
import type { HubRefusal } from '../../schemas/errors.ts';
import type { Topic } from '../../schemas/protocol.ts';

/** SPEC STA-53: the real-time transport's states. */
export const TRANSPORT_STATES = { started: 'started', disconnected: 'disconnected', stopped: 'stopped' } as const;
export type TransportState = (typeof TRANSPORT_STATES)[keyof typeof TRANSPORT_STATES];

export type FeedSocketHandlers = {
  /** A raw, unvalidated `Feed` message from the house. */
  onMessage(message: unknown): void;
  /** `started` after every (re)connect, with a new connection id. */
  onState(state: TransportState): void;
};

/** The house answered a Subscribe with a refusal (its code and words), as opposed to a network failure. */
export class SubscriptionRefused extends Error {
  override readonly name = 'SubscriptionRefused';
  constructor(readonly refusal: HubRefusal) {
    super(refusal.message);
  }
}

export interface FeedSocket {
  start(handlers: FeedSocketHandlers): void;
  /**
   * Asks for the topic from where the client stands (see schemas/feed.ts subscribeArgsSchema).
   * Rejects with SubscriptionRefused when the house refuses the topic (a match it no longer holds).
   */
  subscribe(topic: Topic, lastSeq: number | null, epoch: string | null): Promise<void>;
  unsubscribe(topic: Topic): Promise<void>;
  /** Opens the connection anew (the player signed in or out: the hub reads the session at connect). */
  reconnect(): void;
  stop(): Promise<void>;
}

/** A socket that connects nowhere: replays, benchmarks and tests hand the engine messages themselves. */
export function passiveSocket(onStart: (handlers: FeedSocketHandlers) => void): FeedSocket {
  return {
    start: onStart,
    subscribe: async () => undefined,
    unsubscribe: async () => undefined,
    reconnect: () => undefined,
    stop: async () => undefined,
  };
}
