/**
 * FeedSocket over the unmodified @microsoft/signalr client, JSON by default (MessagePack on request). Holds the one
 * persistent connection of the tab and reconnects forever with backoff and jitter.
 */
import { HttpTransportType, HubConnectionBuilder, HubConnectionState, LogLevel, type HubConnection, type IHubProtocol } from '@microsoft/signalr';
import { parseHubRefusal } from '../../schemas/errors.ts';
import { CLIENT_METHODS, HUB_METHODS, type Topic } from '../../schemas/protocol.ts';
import { DEFAULT_RECONNECT_POLICY, reconnectDelay, type ReconnectPolicy } from './reconnect-policy.ts';
import { SubscriptionRefused, type FeedSocket, type FeedSocketHandlers } from './socket.ts';

export type SignalRSocketOptions = {
  readonly url: string;
  /** The hub protocol; JSON unless MessagePack is asked for. */
  readonly protocol?: 'messagepack' | 'json';
  readonly policy?: ReconnectPolicy;
  readonly random?: () => number;
};

export function createSignalRSocket(options: SignalRSocketOptions): FeedSocket {
  const policy = options.policy ?? DEFAULT_RECONNECT_POLICY;
  const random = options.random ?? Math.random;
  let connection: HubConnection | null = null;
  let stopped = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  /** MessagePack loads only when asked for (docs/decisions/0016): JSON needs no code of its own. */
  let messagePack: Promise<IHubProtocol> | null = null;
  const hubProtocol = (): Promise<IHubProtocol> | null =>
    options.protocol === 'messagepack'
      ? (messagePack ??= import('@microsoft/signalr-protocol-msgpack').then(({ MessagePackHubProtocol }) => new MessagePackHubProtocol() as IHubProtocol))
      : null;

  function build(handlers: FeedSocketHandlers, protocol: IHubProtocol | null): HubConnection {
    let builder = new HubConnectionBuilder()
      .withUrl(options.url, { transport: HttpTransportType.WebSockets })
      .withAutomaticReconnect({ nextRetryDelayInMilliseconds: (ctx) => reconnectDelay(policy, ctx.previousRetryCount, random()) })
      .configureLogging(LogLevel.None);
    if (protocol) builder = builder.withHubProtocol(protocol);
    const conn = builder.build();
    conn.on(CLIENT_METHODS.feed, (message: unknown) => handlers.onMessage(message));
    conn.onreconnecting(() => handlers.onState('disconnected'));
    conn.onreconnected(() => handlers.onState('started'));
    // Automatic reconnect gives up only when the server refuses; start over from scratch then.
    conn.onclose(() => {
      handlers.onState('disconnected');
      if (!stopped) scheduleStart(handlers, 0);
    });
    return conn;
  }

  function scheduleStart(handlers: FeedSocketHandlers, attempt: number): void {
    retryTimer = setTimeout(() => void connect(handlers, attempt), attempt === 0 ? 0 : reconnectDelay(policy, attempt, random()));
  }

  async function connect(handlers: FeedSocketHandlers, attempt: number): Promise<void> {
    if (stopped) return;
    const conn = build(handlers, await hubProtocol());
    connection = conn;
    try {
      await conn.start();
      if (stopped) return void (await conn.stop());
      handlers.onState('started');
    } catch {
      if (connection === conn && !stopped) scheduleStart(handlers, attempt + 1);
    }
  }

  return {
    start(handlers) {
      stopped = false;
      void connect(handlers, 0);
    },
    async subscribe(topic: Topic, lastSeq: number | null, epoch: string | null) {
      if (connection?.state !== HubConnectionState.Connected) throw new Error('not connected');
      try {
        await connection.invoke(HUB_METHODS.subscribe, topic, lastSeq, epoch);
      } catch (error) {
        // The hub's refusals are structured (schemas/errors.ts); anything else is the network.
        const refusal = parseHubRefusal(error instanceof Error ? error.message : String(error));
        throw refusal ? new SubscriptionRefused(refusal) : error;
      }
    },
    async unsubscribe(topic: Topic) {
      if (connection?.state !== HubConnectionState.Connected) return;
      await connection.invoke(HUB_METHODS.unsubscribe, topic);
    },
    reconnect() {
      // Stopping fires onclose, which (not stopped by us) starts a fresh connection at once.
      if (connection && !stopped) void connection.stop();
    },
    async stop() {
      stopped = true;
      clearTimeout(retryTimer);
      await connection?.stop();
    },
  };
}
