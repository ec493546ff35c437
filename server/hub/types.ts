import type { FastifyInstance, FastifyRequest } from 'fastify';

export type HubProtocolName = 'json' | 'messagepack';

export interface HubLogger {
  info(msg: string, data?: object): void;
  warn(msg: string, data?: object): void;
}

export interface HubConnection {
  readonly id: string;
  readonly protocol: HubProtocolName;
  readonly remoteAddress: string | undefined;
  /**
   * Server → client invocation (non-blocking, no id). Throws if `args` cannot be serialized
   * (e.g. BigInt or a cycle), since that is a bug in the caller, not a network condition.
   * Does nothing once the connection is closing.
   */
  send(target: string, ...args: unknown[]): void;
  join(group: string): void;
  leave(group: string): void;
  /** Close with an optional error message (sends a Close message first). */
  close(error?: string): void;
  /** Cuts the socket without a Close message, as a network failure would (fault tests). */
  drop(): void;
  /** Per-connection scratch data the app can use. */
  readonly items: Map<string, unknown>;
}

/**
 * A client-callable method. Arguments are untrusted plain values: validate them inside. When the
 * method declares parameters after `conn` (e.g. `(conn, a, b)`), the client must send exactly
 * that many (as in ASP.NET); a `(conn, ...args)` method receives whatever was sent.
 */
export type HubMethod = (conn: HubConnection, ...args: unknown[]) => unknown | Promise<unknown>;

export interface HubOptions {
  /** Endpoint base, e.g. '/hubs/feed'. Negotiate is served at `${path}/negotiate`. */
  path: string;
  methods: Record<string, HubMethod>;
  /** Return false to answer 403 to negotiate and to the WebSocket upgrade. Default: allow all. */
  /** `host` is the request's Host header, so a same-origin check needs no configuration. */
  allowedOrigins?: (origin: string | undefined, host: string | undefined) => boolean;
  /** A Ping is sent when nothing else was sent for this long. Default 15 000. */
  keepAliveIntervalMs?: number;
  /** Close a connection that sent nothing (not even a Ping) for this long. Default 30 000. */
  clientTimeoutMs?: number;
  /** Close a socket that has not completed the handshake in this time. Default 15 000. */
  handshakeTimeoutMs?: number;
  /** Largest incoming hub message (and handshake) in bytes. Default 64 KiB. */
  maxMessageBytes?: number;
  /** Close a connection whose socket send buffer grows past this. Default 8 MiB. */
  maxBufferedBytes?: number;
  /** A connection token from negotiate must be used within this time. Default 15 000. */
  connectionTokenTtlMs?: number;
  /**
   * What the app wants to remember of the upgrade request (e.g. the session cookie), put into the
   * connection's `items` before the handshake; the request itself is gone after the upgrade.
   */
  connectionItems?: (request: FastifyRequest) => Iterable<readonly [string, unknown]>;
  onConnected?: (conn: HubConnection) => void;
  onDisconnected?: (conn: HubConnection, error?: Error) => void;
  /** Default: the Fastify instance's logger. */
  logger?: HubLogger;
}

export interface Hub {
  /** Registers negotiate and the WebSocket route on a Fastify instance (call before listen). */
  register(app: FastifyInstance): Promise<void>;
  /**
   * Invoke `target` on every member of `group`. The message is serialized once per protocol
   * and the same bytes are written to every socket. Throws if `args` cannot be serialized.
   */
  broadcast(group: string, target: string, args: readonly unknown[]): void;
  /** Connections that completed the handshake and are not closing. */
  readonly connections: ReadonlyMap<string, HubConnection>;
  groupSize(group: string): number;
  close(): Promise<void>;
}
