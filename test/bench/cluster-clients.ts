/**
 * The load generator of the bench's cluster section (a child process of test/bench/cluster.ts):
 * `--count N` real @microsoft/signalr clients (WebSockets, negotiate skipped, alternately
 * MessagePack and JSON as in the fan-out section), spread round-robin over the hub nodes
 * `--urls`, each subscribed to `live`. Prints `CONNECTED <n> <failed> [first error]`; on `measure`
 * (stdin) it reads the CPU time of every node (`--pids`, same order as `--urls`) from
 * /proc/PID/stat, counts for `--seconds` what each node's clients receive and the latency of the
 * events messages (Date.now() on receipt minus the producer's `ts`; one machine, one clock), reads
 * the CPU times again, prints the stats as JSON and exits. Reading /proc here, at the window's
 * edges, makes the CPU and the frames cover the same interval. Gives up by itself after
 * `--max-seconds`.
 */
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { HttpTransportType, HubConnectionBuilder, LogLevel, type HubConnection, type IHubProtocol } from '@microsoft/signalr';
import { MessagePackHubProtocol } from '@microsoft/signalr-protocol-msgpack';
import { busyFractions, cpuSeconds as cpuOf, cpuTimes } from './cluster-cpu.ts';
import { quantile, sortedNumbers } from './common.ts';

const { values } = parseArgs({
  options: {
    urls: { type: 'string' },
    pids: { type: 'string' },
    count: { type: 'string', default: '300' },
    seconds: { type: 'string', default: '15' },
    'max-seconds': { type: 'string', default: '180' },
    concurrency: { type: 'string', default: '25' },
  },
});
const urls = (values.urls ?? '').split(',').filter(Boolean);
const pids = (values.pids ?? '').split(',').filter(Boolean).map(Number);
if (urls.length === 0 || urls.length !== pids.length) throw new Error('--urls and --pids: one pid per url');
const count = Number(values.count);
setTimeout(() => process.exit(3), Number(values['max-seconds']) * 1000).unref();

/** A node that has gone (killed from outside) reads as NaN, which the section reports, rather than ending the run. */
function cpuSeconds(pid: number): number {
  try {
    return cpuOf(pid);
  } catch {
    return Number.NaN;
  }
}

type NodeCounts = { clients: number; frames: number; events: number; latencies: number[] };
const nodes: NodeCounts[] = urls.map(() => ({ clients: 0, frames: 0, events: 0, latencies: [] }));
let measuring = false;
let disconnected = 0;
let refusedRetries = 0;
let firstSeq: number | null = null;
let lastSeq: number | null = null;

type FeedMessage = { type?: string; seq?: number; ts?: number };

function onFeed(node: NodeCounts, message: FeedMessage): void {
  if (!measuring) return;
  node.frames++;
  if (message.type !== 'events' || typeof message.ts !== 'number') return;
  node.events++;
  node.latencies.push(Date.now() - message.ts);
  if (typeof message.seq === 'number') {
    if (firstSeq === null || message.seq < firstSeq) firstSeq = message.seq;
    if (lastSeq === null || message.seq > lastSeq) lastSeq = message.seq;
  }
}

async function subscribe(conn: HubConnection): Promise<void> {
  // A node refuses with try-again until it has read the producer's first snapshot of the topic.
  for (let attempt = 0; ; attempt++) {
    try {
      await conn.invoke('Subscribe', 'live', null, null);
      return;
    } catch (error) {
      if (attempt >= 20 || !/try again/i.test(String((error as Error)?.message ?? error))) throw error;
      refusedRetries++;
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}

async function connectOne(i: number): Promise<HubConnection> {
  const n = i % urls.length;
  const msgpack = Math.floor(i / urls.length) % 2 === 0;
  let builder = new HubConnectionBuilder()
    .withUrl(`${urls[n]}/hubs/feed`, { transport: HttpTransportType.WebSockets, skipNegotiation: true })
    .configureLogging(LogLevel.None);
  if (msgpack) builder = builder.withHubProtocol(new MessagePackHubProtocol() as IHubProtocol);
  const conn = builder.build();
  conn.serverTimeoutInMilliseconds = 120_000;
  const node = nodes[n]!;
  conn.on('Feed', (m: FeedMessage) => onFeed(node, m));
  conn.onclose(() => void disconnected++);
  await conn.start();
  await subscribe(conn);
  node.clients++;
  return conn;
}

const clients: HubConnection[] = [];
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
process.stdout.write(`CONNECTED ${clients.length} ${failed}${firstError ? ` ${firstError.replace(/\s+/g, ' ')}` : ''}\n`);

createInterface({ input: process.stdin }).on('line', (line) => {
  if (line.trim() !== 'measure' || measuring) return;
  const cpuBefore = pids.map(cpuSeconds);
  const coresBefore = cpuTimes();
  const t0 = performance.now();
  const ownBefore = process.cpuUsage();
  measuring = true;
  setTimeout(() => {
    measuring = false;
    const cpuAfter = pids.map(cpuSeconds);
    const cores = busyFractions(coresBefore, cpuTimes());
    const windowSeconds = (performance.now() - t0) / 1000;
    const own = process.cpuUsage(ownBefore);
    const all = sortedNumbers(nodes.flatMap((n) => n.latencies));
    const stats = {
      windowSeconds,
      connected: clients.length,
      failed,
      disconnected,
      refusedRetries,
      frames: nodes.reduce((s, n) => s + n.frames, 0),
      events: nodes.reduce((s, n) => s + n.events, 0),
      /** The producer's events messages on `live` per second, from the seqs seen in the window. */
      topicRate: firstSeq !== null && lastSeq !== null ? (lastSeq - firstSeq) / windowSeconds : null,
      p50: quantile(all, 0.5),
      p99: quantile(all, 0.99),
      max: all.at(-1) ?? null,
      loadGeneratorCpuSeconds: (own.user + own.system) / 1e6,
      /** Each CPU's busy fraction over the window (the whole machine: nodes, clients, NATS, PostgreSQL). */
      cores,
      nodes: nodes.map((n, i) => {
        const sorted = sortedNumbers(n.latencies);
        return { url: urls[i], pid: pids[i], clients: n.clients, frames: n.frames, events: n.events, p99: quantile(sorted, 0.99), cpuSeconds: Number.isNaN(cpuAfter[i]! - cpuBefore[i]!) ? null : +(cpuAfter[i]! - cpuBefore[i]!).toFixed(2) };
      }),
    };
    process.stdout.write(`${JSON.stringify(stats)}\n`);
    // Closing hundreds of sockets politely takes longer than the figures are worth.
    process.exit(0);
  }, Number(values.seconds) * 1000);
});
