/**
 * Bench section 5: the hub's fan-out, side by side with Socket.IO and a bare `ws` broadcast.
 *
 * For each connection count and each server kind: a server process (fanout-server.ts) and a
 * load-generator process (fanout-clients.ts), pinned to different cores with `taskset` when it
 * exists, on loopback only. The clients connect and subscribe; the server broadcasts the live feed's
 * payloads (the house's default feed: 60 live matches, 300 odds changes/s, one message per 50 ms
 * tick) to all of them; after a warm-up the clients count what they receive for a fixed window.
 * Delivered messages/s = messages received by all clients ÷ window; latency = receipt − broadcast
 * time stamped in the message. Every process has a deadline: the section always ends.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { BUDGETS, isSmoke, log, ROOT, runSection, sleep, type Figure } from './common.ts';

const SECTION = 'fanout';
const KINDS = ['signalr', 'socketio', 'ws'] as const;
type Kind = (typeof KINDS)[number];
const TICK_MS = 50;
const hasTaskset = spawnSync('taskset', ['-c', '0', 'true']).status === 0;

function child(script: string, args: string[], cpu: number): ChildProcess {
  const node = [process.execPath, '--import', 'tsx', path.join(ROOT, 'test', 'bench', script), ...args];
  const [cmd, ...rest] = hasTaskset ? ['taskset', '-c', String(cpu), ...node] : node;
  return spawn(cmd!, rest, { cwd: ROOT, stdio: ['pipe', 'pipe', 'inherit'] });
}

/** Resolves with the first stdout line matching `test`, or rejects after `ms`. */
function waitLine(proc: ChildProcess, test: (line: string) => boolean, ms: number, what: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const rl = createInterface({ input: proc.stdout! });
    const timer = setTimeout(() => {
      rl.close();
      reject(new Error(`${what}: no answer in ${ms / 1000} s`));
    }, ms);
    rl.on('line', (line) => {
      if (!test(line)) return;
      clearTimeout(timer);
      rl.close();
      resolve(line);
    });
    proc.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${what}: exited with ${code}`));
    });
  });
}

type ClientStats = { connected: number; failed: number; disconnected: number; windowSeconds: number; received: number; p50: number | null; p99: number | null; max: number | null; cpuSeconds: number };
type Run = { kind: Kind; connections: number; connected: number; offered: number; delivered: number; p50: number | null; p99: number | null; failed: number; disconnected: number; cpuPerThousand?: number; server: unknown; error?: string };

async function runOne(kind: Kind, connections: number, seconds: number): Promise<Run> {
  const server = child('fanout-server.ts', ['--kind', kind, '--tick-ms', String(TICK_MS), '--max-seconds', '150'], 0);
  let clients: ChildProcess | undefined;
  try {
    const ready = await waitLine(server, (l) => l.startsWith('READY '), 30_000, `${kind} server`);
    const port = ready.split(' ')[1]!;
    clients = child('fanout-clients.ts', ['--kind', kind, '--port', port, '--count', String(connections), '--seconds', String(seconds), '--max-seconds', '150'], 1);
    const connectedLine = await waitLine(clients, (l) => l.startsWith('CONNECTED '), 120_000, `${kind} clients`);
    const [, connected, failed, ...err] = connectedLine.split(' ');
    log(SECTION, `${kind} ×${connections}: ${connected} connected`);
    if (Number(failed) > 0) log(SECTION, `${kind} ×${connections}: ${failed} failed to connect: ${err.join(' ')}`);
    server.stdin!.write('start\n');
    await sleep(2000); // warm-up: the first broadcasts and the JIT
    const statsLine = waitLine(clients, (l) => l.startsWith('{'), (seconds + 120) * 1000, `${kind} clients`);
    clients.stdin!.write('measure\n');
    const stats = JSON.parse(await statsLine) as ClientStats;
    const serverLine = waitLine(server, (l) => l.startsWith('{'), 15_000, `${kind} server`);
    server.stdin!.write('stop\n');
    const serverStats = JSON.parse(await serverLine) as { sent: number; elapsed: number; serverCpuMs: number; clientsAtStart: number; clientsAtEnd: number };
    const offered = (Number(connected) * 1000) / TICK_MS;
    // Server CPU per 1,000 frames it had to write (broadcasts × clients): an efficiency figure that
    // holds even when the load generator, not the server, limits what is delivered.
    const cpuPerThousand = (serverStats.serverCpuMs / (serverStats.sent * ((serverStats.clientsAtStart + serverStats.clientsAtEnd) / 2))) * 1000;
    return {
      kind,
      connections,
      connected: Number(connected),
      offered,
      delivered: Math.round(stats.received / stats.windowSeconds),
      p50: stats.p50,
      p99: stats.p99,
      failed: Number(failed),
      disconnected: stats.disconnected,
      cpuPerThousand: +cpuPerThousand.toFixed(2),
      server: { ...serverStats, clientCpuSeconds: stats.cpuSeconds },
    };
  } catch (e) {
    return { kind, connections, connected: 0, offered: 0, delivered: 0, p50: null, p99: null, failed: connections, disconnected: 0, server: null, error: (e as Error).message };
  } finally {
    clients?.kill('SIGKILL');
    server.kill('SIGKILL');
    await sleep(500);
  }
}

await runSection(SECTION, 'Hub fan-out on loopback: SignalR hub vs Socket.IO vs bare ws', async ({ figures, notes, detail }) => {
  const smoke = isSmoke();
  const counts = smoke ? [100] : [100, 1_000, 3_000];
  const kinds: readonly Kind[] = smoke ? ['signalr', 'socketio'] : KINDS;
  const seconds = smoke ? 4 : 10;
  const runs: Run[] = [];
  for (const n of counts) {
    for (const kind of kinds) {
      const r = await runOne(kind, n, seconds);
      log(SECTION, `${kind} ×${n}: ${r.connected} connected, delivered ${r.delivered}/s of ${r.offered}/s offered, p50 ${r.p50} ms, p99 ${r.p99} ms${r.error ? `, error: ${r.error}` : ''}`);
      runs.push(r);
    }
  }
  detail.runs = runs;
  for (const n of counts) {
    const by = (k: Kind) => runs.find((r) => r.kind === k && r.connections === n);
    const s = by('signalr');
    const io = by('socketio');
    const tag = `${n.toLocaleString('en')} clients`;
    for (const kind of kinds) {
      const r = by(kind)!;
      const name = { signalr: 'SignalR hub (½ MessagePack, ½ JSON)', socketio: 'Socket.IO 4', ws: 'bare ws (the limit)' }[kind];
      const fig: Figure = {
        id: `fanout.${n}.${kind}`,
        label: `${tag}: ${name}: delivered msgs/s`,
        value: r.error ? null : r.delivered,
        unit: 'msg/s',
        note: r.error ? `failed: ${r.error}` : `p50 ${r.p50} ms, p99 ${r.p99} ms; ${r.connected} connected, ${r.offered.toLocaleString('en')}/s offered${r.disconnected ? `, ${r.disconnected} dropped` : ''}`,
      };
      figures.push(fig);
      if (kind !== 'ws') figures.push({ id: `fanout.${n}.${kind}.p99`, label: `${tag}: ${name}: p99 latency`, value: r.p99, unit: 'ms' });
      figures.push({ id: `fanout.${n}.${kind}.cpu`, label: `${tag}: ${name}: server CPU per 1,000 frames written`, value: r.cpuPerThousand ?? null, unit: 'ms' });
    }
    if (s && io && !s.error && !io.error && io.delivered > 0) {
      // A server that dropped slow clients (the hub does past 8 MiB buffered) is not comparable
      // with one that kept buffering: the figure is shown, the budget is not judged.
      const comparable = s.disconnected === 0 && io.disconnected === 0;
      figures.push({
        id: `fanout.${n}.ratio`,
        label: `${tag}: SignalR hub ÷ Socket.IO delivered msgs/s`,
        value: +(s.delivered / io.delivered).toFixed(2),
        unit: 'ratio',
        ...(comparable ? { budget: BUDGETS.hubVsSocketIo } : { note: `not comparable: clients dropped (hub ${s.disconnected}, Socket.IO ${io.disconnected})` }),
      });
    }
  }
  notes.push(
    `Payloads: the live stream of the house's feed at 60 live matches and FEED_ODDS_RATE=300, one events message per ${TICK_MS} ms tick to every client (offered = clients × ${1000 / TICK_MS}/s); ${seconds} s window after a 2 s warm-up.`,
    `Processes: one server process and one load-generator process holding every client${hasTaskset ? ', pinned to CPU 0 and CPU 1 with taskset' : ' (taskset missing: not pinned)'}. With 2 cores the load generator (decoding every message with the real client libraries) is often the bottleneck, not the server: a delivered rate below the offered rate means "this machine could not absorb more", shared alike by all three servers.`,
    'SignalR clients skip negotiate (WebSockets transport, as the worker uses); Socket.IO clients use the websocket transport only; no compression anywhere.',
  );
});
