/**
 * FeedSocket over the unmodified @microsoft/signalr client, MessagePack by default. Holds the one
 * persistent connection of the tab and reconnects forever with backoff and jitter.
 */
import { HttpTransportType, HubConnectionBuilder, HubConnectionState, LogLevel, type HubConnection, type IHubProtocol } from '@microsoft/signalr';
import { MessagePackHubProtocol } from '@microsoft/signalr-protocol-msgpack';
import { parseHubRefusal } from '../../schemas/errors.ts';
import { CLIENT_METHODS, HUB_METHODS, type Topic } from '../../schemas/protocol.ts';
import { DEFAULT_RECONNECT_POLICY, reconnectDelay, type ReconnectPolicy } from './reconnect-policy.ts';
import { SubscriptionRefused, type FeedSocket, type FeedSocketHandlers } from './socket.ts';

export type SignalRSocketOptions = {
  readonly url: string;
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

  function build(handlers: FeedSocketHandlers): HubConnection {
    let builder = new HubConnectionBuilder()
      .withUrl(options.url, { transport: HttpTransportType.WebSockets })
      .withAutomaticReconnect({ nextRetryDelayInMilliseconds: (ctx) => reconnectDelay(policy, ctx.previousRetryCount, random()) })
      .configureLogging(LogLevel.None);
    if (options.protocol !== 'json') builder = builder.withHubProtocol(new MessagePackHubProtocol() as IHubProtocol);
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
    const conn = build(handlers);
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
