import type { RawData, WebSocket } from 'ws';
import { ProtocolError } from './errors.ts';
import { HandshakeReader, handshakeResponse, parseHandshakeRequest } from './handshake.ts';
import type { FrameReader } from './framing.ts';
import { MessageType } from './messages.ts';
import type { IncomingMessage, InvocationMessage, InvocationOutcome } from './messages.ts';
import type { HubProtocol } from './protocol.ts';
import type { HubConnection, HubLogger, HubProtocolName } from './types.ts';

/** WebSocket close codes (RFC 6455 §7.4.1) we use after the hub-level Close message. */
export const CloseCode = {
  Normal: 1000,
  GoingAway: 1001,
  ProtocolError: 1002,
  PolicyViolation: 1008,
  MessageTooBig: 1009,
  InternalError: 1011,
} as const;

/** Codes a browser or the JS client use when they simply hang up; not worth an error. */
const CLEAN_CLOSE_CODES: ReadonlySet<number> = new Set([CloseCode.Normal, CloseCode.GoingAway, 1005]);

/**
 * A closing socket gets this long to finish the WebSocket close handshake before it is
 * destroyed. ws would wait 30 s, far too long to hold a slow consumer's multi-MiB buffer.
 */
const CLOSE_GRACE_MS = 2_000;

/**
 * Invocations run one at a time per connection (like ASP.NET's default), which keeps a client's
 * calls ordered; this bounds the queue of a client that sends faster than its methods finish.
 */
const MAX_QUEUED_INVOCATIONS = 1_024;

export interface HubSettings {
  readonly keepAliveIntervalMs: number;
  readonly clientTimeoutMs: number;
  readonly handshakeTimeoutMs: number;
  readonly maxMessageBytes: number;
  readonly maxBufferedBytes: number;
}

/** What a connection needs from its hub; keeps registries and app callbacks out of here. */
export interface ConnectionHost {
  readonly settings: HubSettings;
  readonly logger: HubLogger;
  /** Handshake done: the connection becomes visible to the app. */
  attach(conn: Connection): void;
  /** Leaves groups and the connection list; called as soon as closing starts, and again at close. */
  detach(conn: Connection): void;
  /** The socket is gone; `attached` says whether attach() ever ran. */
  closed(conn: Connection, attached: boolean, error: Error | undefined): void;
  invoke(conn: Connection, target: string, args: readonly unknown[]): Promise<InvocationOutcome>;
  join(conn: Connection, group: string): void;
  leave(conn: Connection, group: string): void;
}

const State = { Handshaking: 'handshaking', Connected: 'connected', Closing: 'closing', Closed: 'closed' } as const;
type State = (typeof State)[keyof typeof State];

const TEXT_FRAME = { binary: false } as const;
const BINARY_FRAME = { binary: true } as const;

function toBytes(data: RawData): Uint8Array {
  if (Array.isArray(data)) return Buffer.concat(data);
  return data instanceof ArrayBuffer ? new Uint8Array(data) : data;
}

export class Connection implements HubConnection {
  readonly items = new Map<string, unknown>();
  /** Groups this connection is in, so leaving them all on close is cheap. */
  readonly groups = new Set<string>();
  /** Resolves once the socket has closed and the app has been told. */
  readonly done: Promise<void>;

  private state: State = State.Handshaking;
  private hubProtocol: HubProtocol | undefined;
  private reader: FrameReader | undefined;
  private handshakeReader: HandshakeReader | undefined;
  private attached = false;
  private readonly openedAt: number;
  private lastReceivedAt: number;
  private lastSentAt: number;
  private readonly queue: InvocationMessage[] = [];
  private draining = false;
  /** Why the server closed the connection, reported to onDisconnected. */
  private closeError: string | undefined;
  private terminateTimer: NodeJS.Timeout | undefined;
  private resolveDone: () => void = () => {};

  constructor(
    private readonly socket: WebSocket,
    readonly id: string,
    readonly remoteAddress: string | undefined,
    private readonly host: ConnectionHost,
    now: number,
  ) {
    this.openedAt = this.lastReceivedAt = this.lastSentAt = now;
    this.handshakeReader = new HandshakeReader(host.settings.maxMessageBytes);
    this.done = new Promise((resolve) => {
      this.resolveDone = resolve;
    });
    socket.on('message', (data) => this.onData(toBytes(data)));
    socket.on('close', (code) => this.onSocketClose(code));
  }

  get protocol(): HubProtocolName {
    // Only read after the handshake; the app never sees a connection before that.
    return this.hubProtocol?.name ?? 'json';
  }

  /** Frames for this connection must be encoded with this protocol; undefined before the handshake. */
  get wireProtocol(): HubProtocol | undefined {
    return this.state === State.Connected ? this.hubProtocol : undefined;
  }

  send(target: string, ...args: unknown[]): void {
    const protocol = this.wireProtocol;
    if (protocol === undefined) return;
    this.sendFrame(protocol.encode({ type: MessageType.Invocation, target, arguments: args }), Date.now());
  }

  join(group: string): void {
    if (this.state === State.Connected) this.host.join(this, group);
  }

  leave(group: string): void {
    this.host.leave(this, group);
  }

  close(error?: string): void {
    this.closeWith(error, CloseCode.Normal);
  }

  drop(): void {
    this.socket.terminate();
  }

  /**
   * Writes an already encoded frame (of this connection's protocol). Used for broadcast, where
   * one buffer goes to many sockets, so it must not be modified here.
   */
  sendFrame(frame: Buffer, now: number): void {
    if (this.state !== State.Connected || this.hubProtocol === undefined) return;
    this.socket.send(frame, this.hubProtocol.binary ? BINARY_FRAME : TEXT_FRAME);
    this.lastSentAt = now;
    if (this.socket.bufferedAmount > this.host.settings.maxBufferedBytes) {
      this.closeWith(
        `The connection was closed because it could not keep up: over ${this.host.settings.maxBufferedBytes} bytes waiting to be sent.`,
        CloseCode.PolicyViolation,
      );
    }
  }

  /** Called periodically by the hub: handshake timeout, client timeout and keep-alive. */
  tick(now: number): void {
    const { handshakeTimeoutMs, clientTimeoutMs, keepAliveIntervalMs } = this.host.settings;
    if (this.state === State.Handshaking) {
      if (now - this.openedAt >= handshakeTimeoutMs) this.closeWith('Handshake was not completed in time.', CloseCode.PolicyViolation);
    } else if (this.state === State.Connected && this.hubProtocol !== undefined) {
      if (now - this.lastReceivedAt >= clientTimeoutMs) {
        this.closeWith(`Client timeout: no message received for ${clientTimeoutMs} ms.`, CloseCode.PolicyViolation);
      } else if (now - this.lastSentAt >= keepAliveIntervalMs) {
        // Only idle connections get a Ping; any other traffic already proves we are alive.
        this.sendFrame(this.hubProtocol.ping, now);
      }
    }
  }

  /**
   * Server-side close. After the handshake a Close message tells the client why; before it,
   * the error goes in a handshake response, the only thing the client can parse at that point.
   */
  closeWith(error: string | undefined, code: number, allowReconnect?: boolean): void {
    if (this.state === State.Closing || this.state === State.Closed) return;
    try {
      if (this.state === State.Connected && this.hubProtocol !== undefined) {
        this.socket.send(this.hubProtocol.encode({ type: MessageType.Close, error, allowReconnect }), this.hubProtocol.binary ? BINARY_FRAME : TEXT_FRAME);
      } else if (this.state === State.Handshaking && error !== undefined) {
        this.socket.send(handshakeResponse(error), TEXT_FRAME);
      }
    } catch (sendError) {
      this.host.logger.warn('could not send Close message', { connectionId: this.id, err: sendError });
    }
    this.closeError = error;
    this.beginClose(code);
  }

  private beginClose(code: number): void {
    this.state = State.Closing;
    this.queue.length = 0;
    this.host.detach(this);
    this.socket.close(code);
    this.terminateTimer = setTimeout(() => this.socket.terminate(), CLOSE_GRACE_MS);
    this.terminateTimer.unref();
  }

  private onData(chunk: Uint8Array): void {
    if (this.state === State.Closing || this.state === State.Closed) return;
    this.lastReceivedAt = Date.now();
    try {
      if (this.state === State.Handshaking) this.receiveHandshake(chunk);
      else this.receiveMessages(chunk);
    } catch (error) {
      if (error instanceof ProtocolError) {
        this.closeWith(error.message, error.closeCode);
      } else {
        this.host.logger.warn('unexpected error handling a message', { connectionId: this.id, err: error });
        this.closeWith('An unexpected error occurred on the server.', CloseCode.InternalError);
      }
    }
  }

  private receiveHandshake(chunk: Uint8Array): void {
    const received = this.handshakeReader?.push(chunk);
    if (received === undefined) return;
    this.handshakeReader = undefined;
    const result = parseHandshakeRequest(received.request);
    if ('error' in result) {
      this.closeWith(result.error, CloseCode.ProtocolError);
      return;
    }
    const { protocol } = result;
    this.hubProtocol = protocol;
    this.reader = protocol.createReader(this.host.settings.maxMessageBytes);
    this.state = State.Connected;
    // The response goes in the protocol's frame type: the MessagePack client reads it as binary.
    this.socket.send(handshakeResponse(), protocol.binary ? BINARY_FRAME : TEXT_FRAME);
    this.lastSentAt = Date.now();
    this.attached = true;
    this.host.attach(this);
    // Messages sent right behind the handshake in the same frame.
    if (received.rest.length > 0 && this.state === State.Connected) this.receiveMessages(received.rest);
  }

  private receiveMessages(chunk: Uint8Array): void {
    const protocol = this.hubProtocol;
    const reader = this.reader;
    if (protocol === undefined || reader === undefined) return;
    for (const body of reader.push(chunk)) {
      // Decoded one at a time so valid messages before a broken one are still handled in order.
      this.dispatch(protocol.decode(body));
      if (this.state !== State.Connected) return;
    }
  }

  private dispatch(message: IncomingMessage): void {
    switch (message.type) {
      case MessageType.Invocation:
        if (message.streamIds.length > 0) {
          if (message.invocationId !== undefined) {
            this.complete(message.invocationId, message.target, { kind: 'error', message: 'Client-to-server streaming is not supported.' });
          }
          return;
        }
        if (this.queue.length >= MAX_QUEUED_INVOCATIONS) {
          throw new ProtocolError('Too many invocations waiting to run.', CloseCode.PolicyViolation);
        }
        this.queue.push(message);
        if (!this.draining) void this.drain();
        return;
      case MessageType.StreamInvocation:
        this.complete(message.invocationId, message.target, { kind: 'error', message: 'Streaming is not supported by this server.' });
        return;
      case MessageType.Close:
        // The client is leaving (its stop()); no Close message back, just end the socket.
        this.beginClose(CloseCode.Normal);
        return;
      case MessageType.Ping:
      case MessageType.CancelInvocation:
      case MessageType.StreamItem:
      case MessageType.Completion:
      case MessageType.Ack:
      case MessageType.Sequence:
        // Ping only refreshes lastReceivedAt. A cancelled invocation still completes normally,
        // which the spec allows. StreamItem/Completion would feed upload streams and client
        // results, both rejected or never requested; Ack/Sequence need stateful reconnect.
        return;
    }
  }

  private async drain(): Promise<void> {
    this.draining = true;
    try {
      for (let next = this.queue.shift(); next !== undefined; next = this.queue.shift()) {
        const outcome = await this.host.invoke(this, next.target, next.arguments);
        if (this.state !== State.Connected) return;
        if (next.invocationId !== undefined) this.complete(next.invocationId, next.target, outcome);
      }
    } catch (error) {
      this.host.logger.warn('unexpected error running invocations', { connectionId: this.id, err: error });
    } finally {
      this.draining = false;
    }
  }

  private complete(invocationId: string, target: string, outcome: InvocationOutcome): void {
    const protocol = this.wireProtocol;
    if (protocol === undefined) return;
    let frame: Buffer;
    try {
      frame = protocol.encode({ type: MessageType.Completion, invocationId, outcome });
    } catch (error) {
      this.host.logger.warn('hub method result could not be serialized', { connectionId: this.id, target, err: error });
      const message = `An unexpected error occurred serializing the result of '${target}'.`;
      frame = protocol.encode({ type: MessageType.Completion, invocationId, outcome: { kind: 'error', message } });
    }
    this.sendFrame(frame, Date.now());
  }

  private onSocketClose(code: number): void {
    if (this.state === State.Closed) return;
    // Closing means one side sent a Close message: an orderly end, even if the code says otherwise.
    const orderly = this.state === State.Closing;
    this.state = State.Closed;
    this.queue.length = 0;
    clearTimeout(this.terminateTimer);
    let error: Error | undefined;
    if (this.closeError !== undefined) error = new Error(this.closeError);
    else if (!orderly && !CLEAN_CLOSE_CODES.has(code)) error = new Error(`WebSocket closed with status code ${code}.`);
    try {
      this.host.closed(this, this.attached, error);
    } finally {
      this.resolveDone();
    }
  }
}
