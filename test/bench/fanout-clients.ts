/**
 * The load generator of bench section 5 (a child process of test/bench/fanout.ts): `--count N`
 * clients of `--kind signalr|socketio|ws` connect to `--port` on 127.0.0.1 and subscribe to the live
 * feed. Prints `CONNECTED <n> <failed>`; on `measure` (stdin) it counts messages and their latency
 * (Date.now() on receipt minus the `ts` stamped at broadcast; one machine, one clock) for
 * `--seconds`, prints the stats as JSON and exits. It gives up by itself after `--max-seconds`.
 *
 * SignalR clients are the real @microsoft/signalr client, alternating MessagePack and JSON; they
 * skip negotiate (WebSockets only) so thousands can connect quickly.
 */
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { HttpTransportType, HubConnectionBuilder, LogLevel, type HubConnection, type IHubProtocol } from '@microsoft/signalr';
import { MessagePackHubProtocol } from '@microsoft/signalr-protocol-msgpack';
import { io, type Socket } from 'socket.io-client';
import WebSocket from 'ws';

const { values } = parseArgs({
  options: {
    kind: { type: 'string' },
    port: { type: 'string' },
    count: { type: 'string', default: '100' },
    seconds: { type: 'string', default: '10' },
    'max-seconds': { type: 'string', default: '150' },
    concurrency: { type: 'string', default: '50' },
  },
});
const kind = values.kind as 'signalr' | 'socketio' | 'ws';
const base = `http://127.0.0.1:${values.port}`;
const count = Number(values.count);

let measuring = false;
let received = 0;
let receivedJson = 0;
let receivedMsgpack = 0;
let latencies: number[] = [];
let disconnected = 0;

function onFeed(message: unknown, protocol: 'json' | 'msgpack'): void {
  if (!measuring) return;
  received++;
  if (protocol === 'json') receivedJson++;
  else receivedMsgpack++;
  latencies.push(Date.now() - (message as { ts: number }).ts);
}

type Client = { close(): Promise<void> | void };

async function connectOne(i: number): Promise<Client> {
  if (kind === 'signalr') {
    const msgpack = i % 2 === 0;
    let builder = new HubConnectionBuilder()
      .withUrl(`${base}/hubs/feed`, { transport: HttpTransportType.WebSockets, skipNegotiation: true })
      .configureLogging(LogLevel.None);
    if (msgpack) builder = builder.withHubProtocol(new MessagePackHubProtocol() as IHubProtocol);
    const conn: HubConnection = builder.build();
    conn.serverTimeoutInMilliseconds = 120_000;
    conn.on('Feed', (m: unknown) => onFeed(m, msgpack ? 'msgpack' : 'json'));
    conn.onclose(() => void disconnected++);
    await conn.start();
    await conn.invoke('Subscribe', 'live', null, null);
    return { close: () => conn.stop() };
  }
  if (kind === 'socketio') {
    const socket: Socket = io(base, { transports: ['websocket'], reconnection: false, forceNew: true, timeout: 60_000 });
    socket.on('Feed', (m: unknown) => onFeed(m, 'json'));
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    socket.on('disconnect', () => void disconnected++);
    return { close: () => void socket.close() };
  }
  const ws = new WebSocket(`ws://127.0.0.1:${values.port}`, { perMessageDeflate: false });
  ws.on('message', (data) => onFeed(JSON.parse(data.toString()), 'json'));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  ws.on('close', () => void disconnected++);
  return { close: () => ws.close() };
}

const clients: Client[] = [];
let failed = 0;
let firstError = '';
const concurrency = Number(values.concurrency);
for (let i = 0; i < count; i += concurrency) {
  const batch = await Promise.allSettled(Array.from({ length: Math.min(concurrency, count - i) }, (_, j) => connectOne(i + j)));
  for (const r of batch) {
    if (r.status === 'fulfilled') clients.push(r.value);
    else {
      failed++;
      firstError ||= String((r.reason as Error)?.message ?? r.reason);
    }
  }
}
process.stdout.write(`CONNECTED ${clients.length} ${failed}${firstError ? ` ${firstError}` : ''}\n`);

function finish(windowMs: number): void {
  latencies.sort((a, b) => a - b);
  const q = (p: number) => (latencies.length ? latencies[Math.min(latencies.length - 1, Math.ceil(p * latencies.length) - 1)]! : null);
  const stats = {
    kind,
    connected: clients.length,
    failed,
    disconnected,
    windowSeconds: windowMs / 1000,
    received,
    receivedJson,
    receivedMsgpack,
    p50: q(0.5),
    p99: q(0.99),
    max: latencies.at(-1) ?? null,
    cpuSeconds: process.cpuUsage().user / 1e6 + process.cpuUsage().system / 1e6,
    rss: process.memoryUsage().rss,
  };
  latencies = [];
  process.stdout.write(`${JSON.stringify(stats)}\n`);
  // Closing thousands of sockets politely takes longer than the figures are worth.
  process.exit(0);
}

createInterface({ input: process.stdin }).on('line', (line) => {
  if (line.trim() !== 'measure' || measuring) return;
  measuring = true;
  const t0 = performance.now();
  setTimeout(() => {
    measuring = false;
    finish(performance.now() - t0);
  }, Number(values.seconds) * 1000);
});
setTimeout(() => process.exit(3), Number(values['max-seconds']) * 1000).unref();
