import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { CloseCode, Connection } from './connection.ts';
import type { ConnectionHost, HubSettings } from './connection.ts';
import { invokeMethod } from './invoke.ts';
import { MessageType } from './messages.ts';
import type { InvocationOutcome, OutgoingMessage } from './messages.ts';
import { ConnectionTokenStore, newConnectionId, parseNegotiateVersion } from './negotiate.ts';
import type { Hub, HubConnection, HubLogger, HubOptions } from './types.ts';

const DEFAULTS = {
  keepAliveIntervalMs: 15_000,
  clientTimeoutMs: 30_000,
  handshakeTimeoutMs: 15_000,
  maxMessageBytes: 64 * 1024,
  maxBufferedBytes: 8 * 1024 * 1024,
  connectionTokenTtlMs: 15_000,
} as const;

const SILENT_LOGGER: HubLogger = { info: () => {}, warn: () => {} };

interface QueryString {
  Querystring: Record<string, unknown>;
}

function positive(name: string, value: number | undefined, fallback: number): number {
  const resolved = value ?? fallback;
  if (!Number.isFinite(resolved) || resolved <= 0) throw new RangeError(`Hub option '${name}' must be a positive number.`);
  return resolved;
}

function validatePath(path: string): string {
  if (!path.startsWith('/') || path.endsWith('/') || /[?#]/.test(path)) {
    throw new RangeError(`Hub path must start with '/' and not end with '/': '${path}'.`);
  }
  return path;
}

/**
 * A WebSocket frame may batch several hub messages (the JS client joins whatever it queued in
 * one tick), so ws's hard per-frame cap sits well above the per-message limit we enforce.
 */
function frameLimit(maxMessageBytes: number): number {
  return Math.max(4 * maxMessageBytes, 1024 * 1024);
}

function fastifyLogger(app: FastifyInstance): HubLogger {
  return {
    info: (msg, data) => app.log.info(data ?? {}, msg),
    warn: (msg, data) => app.log.warn(data ?? {}, msg),
  };
}

/**
 * permessage-deflate for large frames only: a sport list's snapshot (~600 KB of JSON) goes out at
 * a tenth of that, while the per-tick event batches (well under 64 KB even at 10,000 odds/s) are
 * sent as they are, so fan-out to many sockets pays no compression per tick. No context takeover:
 * no zlib window kept per socket between messages.
 */
const SNAPSHOT_DEFLATE = { threshold: 64 * 1024, serverNoContextTakeover: true, clientNoContextTakeover: true } as const;

class SignalRHub implements Hub, ConnectionHost {
  readonly settings: HubSettings;
  logger: HubLogger;

  private readonly path: string;
  private readonly tokens: ConnectionTokenStore;
  /** Every open socket, including those still in the handshake (they need timeouts too). */
  private readonly sockets = new Set<Connection>();
  private readonly live = new Map<string, Connection>();
  private readonly groups = new Map<string, Set<Connection>>();
  /** Connection ids claimed by a token in the upgrade's onRequest hook, for the ws handler. */
  private readonly claimed = new WeakMap<FastifyRequest, string>();
  private registered = false;
  private timer: NodeJS.Timeout | undefined;
  private closing: Promise<void> | undefined;

  constructor(private readonly options: HubOptions) {
    this.path = validatePath(options.path);
    this.settings = {
      keepAliveIntervalMs: positive('keepAliveIntervalMs', options.keepAliveIntervalMs, DEFAULTS.keepAliveIntervalMs),
      clientTimeoutMs: positive('clientTimeoutMs', options.clientTimeoutMs, DEFAULTS.clientTimeoutMs),
      handshakeTimeoutMs: positive('handshakeTimeoutMs', options.handshakeTimeoutMs, DEFAULTS.handshakeTimeoutMs),
      maxMessageBytes: positive('maxMessageBytes', options.maxMessageBytes, DEFAULTS.maxMessageBytes),
      maxBufferedBytes: positive('maxBufferedBytes', options.maxBufferedBytes, DEFAULTS.maxBufferedBytes),
    };
    this.tokens = new ConnectionTokenStore(positive('connectionTokenTtlMs', options.connectionTokenTtlMs, DEFAULTS.connectionTokenTtlMs));
    this.logger = options.logger ?? SILENT_LOGGER;
  }

  get connections(): ReadonlyMap<string, HubConnection> {
    return this.live;
  }

  groupSize(group: string): number {
    return this.groups.get(group)?.size ?? 0;
  }

  async register(app: FastifyInstance): Promise<void> {
    if (this.registered) throw new Error('This hub is already registered.');
    if (this.closing !== undefined) throw new Error('This hub has been closed.');
    this.registered = true;
    this.logger = this.options.logger ?? fastifyLogger(app);
    // Added before @fastify/websocket's own preClose so clients get a Close message (and
    // allowReconnect) instead of a bare socket close when the app shuts down.
    app.addHook('preClose', async () => {
      await this.close();
    });
    // @fastify/websocket must exist once per server: two copies would both answer every upgrade.
    if (!app.hasDecorator('websocketServer')) {
      await app.register(fastifyWebsocket, {
        options: { maxPayload: frameLimit(this.settings.maxMessageBytes), perMessageDeflate: SNAPSHOT_DEFLATE },
        // ws already closes the socket for protocol errors and destroys it for network errors;
        // the plugin's default handler would terminate it and skip the close handshake.
        errorHandler: (error: Error, socket: WebSocket) => {
          this.logger.info('websocket error', { err: error });
          if (socket.readyState === socket.OPEN) socket.close(CloseCode.InternalError);
        },
      });
    }
    await app.register(async (scope) => {
      this.routes(scope);
    });
    const tick = Math.min(1_000, Math.max(5, Math.min(this.settings.keepAliveIntervalMs, this.settings.clientTimeoutMs, this.settings.handshakeTimeoutMs) / 4));
    this.timer = setInterval(() => this.tick(), tick);
    this.timer.unref();
  }

  broadcast(group: string, target: string, args: readonly unknown[]): void {
    const members = this.groups.get(group);
    if (members === undefined) return;
    const message: OutgoingMessage = { type: MessageType.Invocation, target, arguments: args };
    // Each transfer format has exactly one protocol (JSON text, MessagePack binary), so one
    // lazily encoded frame per format is one per protocol.
    let text: Buffer | undefined;
    let binary: Buffer | undefined;
    const now = Date.now();
    for (const conn of members) {
      const protocol = conn.wireProtocol;
      if (protocol === undefined) continue;
      const frame = protocol.binary ? (binary ??= protocol.encode(message)) : (text ??= protocol.encode(message));
      conn.sendFrame(frame, now);
    }
  }

  close(): Promise<void> {
    this.closing ??= this.shutdown();
    return this.closing;
  }

  // ConnectionHost

  attach(conn: Connection): void {
    this.live.set(conn.id, conn);
    try {
      this.options.onConnected?.(conn);
    } catch (error) {
      this.logger.warn('onConnected threw', { connectionId: conn.id, err: error });
      conn.closeWith('An unexpected error occurred while connecting.', CloseCode.InternalError);
    }
  }

  detach(conn: Connection): void {
    if (this.live.get(conn.id) === conn) this.live.delete(conn.id);
    for (const group of conn.groups) this.leave(conn, group);
  }

  closed(conn: Connection, attached: boolean, error: Error | undefined): void {
    this.sockets.delete(conn);
    this.detach(conn);
    if (!attached) return;
    try {
      this.options.onDisconnected?.(conn, error);
    } catch (callbackError) {
      this.logger.warn('onDisconnected threw', { connectionId: conn.id, err: callbackError });
    }
  }

  invoke(conn: Connection, target: string, args: readonly unknown[]): Promise<InvocationOutcome> {
    return invokeMethod(this.options.methods, conn, target, args, this.logger);
  }

  join(conn: Connection, group: string): void {
    let members = this.groups.get(group);
    if (members === undefined) {
      members = new Set();
      this.groups.set(group, members);
    }
    members.add(conn);
    conn.groups.add(group);
  }

  leave(conn: Connection, group: string): void {
    conn.groups.delete(group);
    const members = this.groups.get(group);
    if (members === undefined) return;
    members.delete(conn);
    if (members.size === 0) this.groups.delete(group);
  }

  // Internals

  private routes(scope: FastifyInstance): void {
    // Negotiate bodies are empty and ignored; clients differ in the content type they claim
    // (an empty "application/json" body would be a 400 with Fastify's JSON parser).
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 16 * 1024 }, (_request, _body, done) => {
      done(null, undefined);
    });
    scope.post<QueryString>(`${this.path}/negotiate`, (request, reply) => this.negotiate(request, reply));
    scope.get<QueryString>(
      this.path,
      { websocket: true, onRequest: async (request, reply) => this.checkUpgrade(request, reply) },
      (socket, request) => this.accept(socket, request),
    );
  }

  private originAllowed(origin: string | undefined, host: string | undefined): boolean {
    const check = this.options.allowedOrigins;
    if (check === undefined) return true;
    try {
      return check(origin, host);
    } catch (error) {
      this.logger.warn('allowedOrigins threw; refusing the origin', { origin, err: error });
      return false;
    }
  }

  private negotiate(request: FastifyRequest<QueryString>, reply: FastifyReply): FastifyReply {
    // A token is single use; a cached negotiate response would hand out a spent one.
    void reply.header('cache-control', 'no-store');
    if (this.closing !== undefined) return reply.code(503).send({ error: 'The server is shutting down.' });
    if (!this.originAllowed(request.headers.origin, request.headers.host)) return reply.code(403).send({ error: 'Origin not allowed.' });
    const version = parseNegotiateVersion(request.query['negotiateVersion']);
    if (version === undefined) return reply.code(400).send({ error: 'Invalid negotiateVersion.' });
    const response = this.tokens.issue(version, Date.now());
    if (response === undefined) return reply.code(503).send({ error: 'Too many pending connections.' });
    return reply.send(response);
  }

  /** Runs before the upgrade, so refusals are plain HTTP responses the client can report. */
  private checkUpgrade(request: FastifyRequest<QueryString>, reply: FastifyReply): FastifyReply | undefined {
    if (!request.ws) return reply.code(400).send({ error: 'Only the WebSockets transport is supported.' });
    if (this.closing !== undefined) return reply.code(503).send({ error: 'The server is shutting down.' });
    if (!this.originAllowed(request.headers.origin, request.headers.host)) return reply.code(403).send({ error: 'Origin not allowed.' });
    const token = request.query['id'];
    // No id: a client using skipNegotiation, which gets a fresh connection.
    if (token === undefined) return undefined;
    const connectionId = typeof token === 'string' ? this.tokens.consume(token, Date.now()) : undefined;
    if (connectionId === undefined) return reply.code(404).send({ error: 'No connection with that id.' });
    this.claimed.set(request, connectionId);
    return undefined;
  }

  private accept(socket: WebSocket, request: FastifyRequest): void {
    if (this.closing !== undefined) {
      socket.close(CloseCode.GoingAway);
      return;
    }
    const id = this.claimed.get(request) ?? newConnectionId();
    const conn = new Connection(socket, id, request.ip, this, Date.now());
    for (const [key, value] of this.options.connectionItems?.(request) ?? []) conn.items.set(key, value);
    this.sockets.add(conn);
  }

  private tick(): void {
    const now = Date.now();
    for (const conn of this.sockets) conn.tick(now);
    this.tokens.sweep(now);
  }

  private async shutdown(): Promise<void> {
    clearInterval(this.timer);
    this.tokens.clear();
    const open = [...this.sockets];
    // allowReconnect: a server going away is a reason for clients to come back, not to give up.
    for (const conn of open) conn.closeWith(undefined, CloseCode.GoingAway, true);
    // Bounded: a socket that does not finish the close handshake is destroyed after a grace period.
    await Promise.all(open.map((conn) => conn.done));
  }
}

export function createHub(options: HubOptions): Hub {
  return new SignalRHub(options);
}
