/**
 * `npm run cluster [-- --nodes 3 --port 8081]`: one house on several processes of this machine
 * (docs/decisions/0043-cluster-on-jetstream.md). Every node is `server/main.ts` with NATS_URL
 * (default nats://127.0.0.1:4222) and DATABASE_URL (required: the one PostgreSQL all nodes share),
 * on ports `port`, `port + 1`, …, each with a DATA_DIR of its own. Each line of output is prefixed
 * with its node; Ctrl-C stops them all. On many machines, run `npm start` on each with the same
 * NATS_URL, DATABASE_URL and CLUSTER_NAME.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildClientIfStale } from './client-build.ts';

const { values } = parseArgs({ options: { nodes: { type: 'string', default: '3' }, port: { type: 'string', default: '8081' } } });
const nodes = Number(values.nodes);
const firstPort = Number(values.port);
if (!Number.isInteger(nodes) || nodes < 1 || nodes > 16) throw new Error(`--nodes: a whole number from 1 to 16 (got ${values.nodes})`);
if (!Number.isInteger(firstPort) || firstPort < 1 || firstPort + nodes > 65535) throw new Error(`--port: a port number (got ${values.port})`);
if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL: the PostgreSQL every node shares, e.g. postgres://postgres@127.0.0.1:5432/house');

buildClientIfStale();
const root = path.resolve(import.meta.dirname, '..');
const children: ChildProcess[] = [];
for (let i = 0; i < nodes; i++) {
  const name = `node${i + 1}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { NATS_URL: 'nats://127.0.0.1:4222', ...process.env, PORT: String(firstPort + i), DATA_DIR: path.join(process.env.DATA_DIR ?? './data', name) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const output of [child.stdout!, child.stderr!]) {
    let pending = '';
    output.on('data', (chunk: Buffer) => {
      const lines = (pending + chunk.toString()).split('\n');
      pending = lines.pop()!;
      for (const line of lines) console.log(`[${name}] ${line}`);
    });
  }
  child.once('exit', (code, signal) => console.log(`[${name}] exited (${signal ?? code})`));
  children.push(child);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => children.forEach((c) => c.kill('SIGTERM')));
