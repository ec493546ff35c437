/**
 * One fan-out server for bench section 5 (test/bench/fanout.ts starts it as a child process):
 * `--kind signalr|socketio|ws`. Listens on 127.0.0.1 on a free port and prints `READY <port>`.
 * On `start` (stdin) it broadcasts the live feed's payloads to every connected client once per feed
 * tick, each stamped with `ts` = Date.now() at broadcast; on `stop` it prints its counters as JSON
 * and exits. It stops by itself after `--max-seconds`.
 *
 * - signalr: our hub (server/hub) on Fastify, `hub.broadcast(group, 'Feed', [message])`, as the house does.
 * - socketio: a Socket.IO 4 server (WebSocket transport only), `io.to(room).emit('Feed', message)`.
 * - ws: a bare `ws` server sending one JSON.stringify'd frame to every socket: the limit.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import { Server as SocketIoServer } from 'socket.io';
import { WebSocketServer, type WebSocket } from 'ws';
import { createHub } from '../../server/hub/index.ts';
import { createFeedSource } from './feed-source.ts';

const { values } = parseArgs({
  options: {
    kind: { type: 'string' },
    'live-matches': { type: 'string', default: '60' },
    'odds-rate': { type: 'string', default: '300' },
    'tick-ms': { type: 'string', default: '50' },
    'max-seconds': { type: 'string', default: '120' },
  },
});
const kind = values.kind as 'signalr' | 'socketio' | 'ws';
const tickMs = Number(values['tick-ms']);

// Payloads: 20 s of the live stream, cycled; only `seq` and `ts` change per broadcast.
const source = createFeedSource({ liveMatches: Number(values['live-matches']), oddsChangesPerSecond: Number(values['odds-rate']), tickMs });
const payloads: Record<string, unknown>[] = [];
for (let i = 0; i < 20_000 / tickMs; i++) for (const m of source.tick()) if ((m as { type: string }).type === 'events') payloads.push(m as Record<string, unknown>);

let broadcast: (message: unknown) => void;
let clients: () => number;
let close: () => Promise<void>;
let port: number;

if (kind === 'signalr') {
  const app = Fastify({ logger: false });
  const hub = createHub({
    path: '/hubs/feed',
    allowedOrigins: () => true,
    // A bench client that falls this far behind is dropped, as the house would drop it.
    methods: { Subscribe: (conn) => conn.join('stream:live') },
  });
  await hub.register(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as AddressInfo).port;
  broadcast = (message) => hub.broadcast('stream:live', 'Feed', [message]);
  clients = () => hub.groupSize('stream:live');
  close = async () => {
    await hub.close();
    await app.close();
  };
} else if (kind === 'socketio') {
  const http = createServer();
  const io = new SocketIoServer(http, { transports: ['websocket'], serveClient: false, perMessageDeflate: false });
  io.on('connection', (socket) => void socket.join('live'));
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  port = (http.address() as AddressInfo).port;
  broadcast = (message) => void io.to('live').emit('Feed', message);
  clients = () => io.sockets.adapter.rooms.get('live')?.size ?? 0;
  close = async () => {
    await io.close();
  };
} else if (kind === 'ws') {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0, perMessageDeflate: false });
  await new Promise<void>((resolve) => wss.once('listening', resolve));
  port = (wss.address() as AddressInfo).port;
  const sockets = new Set<WebSocket>();
  wss.on('connection', (ws) => {
    sockets.add(ws);
    ws.on('close', () => sockets.delete(ws));
  });
  broadcast = (message) => {
    const frame = JSON.stringify(message);
    for (const ws of sockets) ws.send(frame);
  };
  clients = () => sockets.size;
  close = () => new Promise<void>((resolve) => wss.close(() => resolve()));
} else {
  console.error('usage: fanout-server --kind signalr|socketio|ws');
  process.exit(2);
}

let timer: ReturnType<typeof setTimeout> | undefined;
let running = false;
let sent = 0;
let seq = 0;
let sendMs = 0;
let startedAt = 0;
let clientsAtStart = 0;
let cpuAtStart = process.cpuUsage();

/** Drift-free: the n-th broadcast is due at start + n × tick; a late one goes out at once. */
function tick(): void {
  if (!running) return;
  const t0 = performance.now();
  const template = payloads[seq % payloads.length]!;
  seq++;
  broadcast({ ...template, seq, ts: Date.now() });
  sent++;
  const t1 = performance.now();
  sendMs += t1 - t0;
  timer = setTimeout(tick, Math.max(0, startedAt + sent * tickMs - t1));
}

function start(): void {
  if (running) return;
  running = true;
  startedAt = performance.now();
  cpuAtStart = process.cpuUsage();
  clientsAtStart = clients();
  tick();
}

async function stop(): Promise<void> {
  running = false;
  clearTimeout(timer);
  const elapsed = (performance.now() - startedAt) / 1000;
  const cpu = process.cpuUsage(cpuAtStart);
  const mem = process.memoryUsage();
  const stats = { kind, sent, elapsed, clientsAtStart, clientsAtEnd: clients(), broadcastCpuMs: sendMs, serverCpuMs: (cpu.user + cpu.system) / 1000, rss: mem.rss, payloads: payloads.length };
  process.stdout.write(`${JSON.stringify(stats)}\n`);
  await Promise.race([close(), new Promise((r) => setTimeout(r, 3000))]);
  process.exit(0);
}

createInterface({ input: process.stdin }).on('line', (line) => {
  if (line.trim() === 'start') start();
  if (line.trim() === 'stop') void stop();
  if (line.trim() === 'clients') process.stdout.write(`CLIENTS ${clients()}\n`);
});
setTimeout(() => void stop(), Number(values['max-seconds']) * 1000).unref();
process.stdout.write(`READY ${port}\n`);
