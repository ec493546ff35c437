/**
 * `npm run cluster [-- --nodes 3 --port 8080]`: one house on several processes of this machine
 * (docs/decisions/0043-cluster-on-jetstream.md), behind one URL. A small load balancer
 * (server/cluster/balancer.ts) listens on `port` (on HOST, default 0.0.0.0) and sends each request
 * and hub connection round-robin to a node that passes its health check; the nodes are
 * `server/main.ts` with NATS_URL (default nats://127.0.0.1:4222) and DATABASE_URL (required: the one
 * PostgreSQL all nodes share), on 127.0.0.1 ports `port + 1`, `port + 2`, …, each with a DATA_DIR of
 * its own, TRUSTED_PROXIES=127.0.0.1 (they believe the balancer's X-Forwarded-For) and PUBLIC_URL
 * the balancer's address. Each line of output is prefixed with its node (the balancer's health
 * checks are left out of the nodes' request logs); Ctrl-C stops them all. On many machines, run
 * `npm start` on each with the same NATS_URL, DATABASE_URL and CLUSTER_NAME, behind a real load
 * balancer.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startBalancer } from '../server/cluster/balancer.ts';
import { buildClientIfStale } from './client-build.ts';

/** The balancer's health check; the query marks its requests in the nodes' logs, which leave them out. */
const HEALTH_PATH = '/api/health?from=balancer';
const { values } = parseArgs({ options: { nodes: { type: 'string', default: '3' }, port: { type: 'string', default: '8080' } } });
const nodes = Number(values.nodes);
const port = Number(values.port);
if (!Number.isInteger(nodes) || nodes < 1 || nodes > 16) throw new Error(`--nodes: a whole number from 1 to 16 (got ${values.nodes})`);
if (!Number.isInteger(port) || port < 1 || port + nodes > 65535) throw new Error(`--port: a port number (got ${values.port})`);
if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL: the PostgreSQL every node shares, e.g. postgres://postgres@127.0.0.1:5432/house');

buildClientIfStale();
const root = path.resolve(import.meta.dirname, '..');
const nodePorts = Array.from({ length: nodes }, (_, i) => port + 1 + i);
const balancer = await startBalancer({
  upstreams: nodePorts.map((p) => `http://127.0.0.1:${p}`),
  host: process.env.HOST ?? '0.0.0.0',
  port,
  healthPath: HEALTH_PATH,
  log: (line) => console.log(`[balancer] ${line}`),
});
console.log(`\nThe house is open: ${balancer.url}/en-US/live  (a balancer in front of ${nodes} node${nodes > 1 ? 's' : ''} on 127.0.0.1:${nodePorts[0]}–${nodePorts.at(-1)}; 503 try-again until one is up)\n`);

/** Whether a node's log line belongs to one of the balancer's health checks (pino JSON lines). */
function healthCheckFilter(): (line: string) => boolean {
  const checks = new Set<string>();
  return (line) => {
    if (!line.startsWith('{')) return false;
    try {
      const entry = JSON.parse(line) as { msg?: string; reqId?: string; req?: { url?: string } };
      if (entry.msg === 'incoming request' && entry.req?.url === HEALTH_PATH && entry.reqId) {
        checks.add(entry.reqId);
        return true;
      }
      return entry.msg === 'request completed' && entry.reqId !== undefined && checks.delete(entry.reqId);
    } catch {
      return false;
    }
  };
}

const children: ChildProcess[] = [];
for (const [i, nodePort] of nodePorts.entries()) {
  const name = `node${i + 1}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      NATS_URL: 'nats://127.0.0.1:4222',
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(nodePort),
      DATA_DIR: path.join(process.env.DATA_DIR ?? './data', name),
      TRUSTED_PROXIES: '127.0.0.1',
      PUBLIC_URL: process.env.PUBLIC_URL ?? balancer.url,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const isHealthCheck = healthCheckFilter();
  for (const output of [child.stdout!, child.stderr!]) {
    let pending = '';
    output.on('data', (chunk: Buffer) => {
      const lines = (pending + chunk.toString()).split('\n');
      pending = lines.pop()!;
      for (const line of lines) if (!isHealthCheck(line)) console.log(`[${name}] ${line}`);
    });
  }
  child.once('exit', (code, signal) => console.log(`[${name}] exited (${signal ?? code})`));
  children.push(child);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    children.forEach((c) => c.kill('SIGTERM'));
    void balancer.close();
  });
}
