/**
 * Bench section 7: one house on 1, 2 and 3 hub nodes (issue #20, docs/decisions/0043).
 *
 * For each node count, a house of its own: a fresh PostgreSQL schema and cluster name (stream,
 * buckets and schema removed after it), and that many real nodes, `server/main.ts` with NATS_URL
 * and DATABASE_URL, pinned to CPU 1 with `taskset`. The first takes the producer's lease and runs
 * the simulator (60 live matches, FEED_ODDS_RATE=300, as the fan-out section); the others start once
 * its run has settled. Every node is a hub node. Once lease and run have stayed put, a
 * load-generator process (cluster-clients.ts, pinned to CPU 0) spreads a fixed number of real
 * SignalR clients evenly over the nodes, all subscribed to `live`, and after a warm-up counts for a
 * window what each node's clients receive and how late, and each node's CPU time (/proc/PID/stat);
 * then, clients gone, each node's CPU with no clients (its cost of being a node).
 *
 * Needs NATS with JetStream (BENCH_NATS_URL, TEST_NATS_URL, default nats://127.0.0.1:4222) and
 * PostgreSQL (BENCH_DATABASE_URL, TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test);
 * without either the section says so and measures nothing.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { jetstreamManager } from '@nats-io/jetstream';
import { Kvm } from '@nats-io/kv';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { clusterNames, unpack } from '../../server/cluster/bus.ts';
import { migrate } from '../../server/db/migrate.ts';
import { openPostgres } from '../../server/db/postgres.ts';
import { cpuSeconds, findProcess } from './cluster-cpu.ts';
import { isSmoke, log, ROOT, runSection, sleep, type Budget } from './common.ts';

const SECTION = 'cluster';
const TITLE = 'One house on 1, 2 and 3 hub nodes (NATS JetStream)';
const NODE_COUNTS = [1, 2, 3] as const;
const NODE_CPU = 1;
const LOAD_CPU = 0;
/** Ends the section (its nodes killed, NATS and PostgreSQL cleaned) before the runner's own timeout (480 s). */
const WATCHDOG_MS = 420_000;
/** Lease and run unchanged for this long before the clients come (the producer's run started, the other nodes caught up). */
const SETTLE_MS = 8_000;
const hasTaskset = spawnSync('taskset', ['-c', '0', 'true']).status === 0;

const natsUrl = process.env.BENCH_NATS_URL ?? process.env.TEST_NATS_URL ?? 'nats://127.0.0.1:4222';
const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer in ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, expired]).finally(() => clearTimeout(timer));
}

/** Why the section cannot run here (NATS without JetStream, no PostgreSQL), or null. */
async function unavailable(): Promise<string | null> {
  try {
    const nc = await connect({ servers: natsUrl.split(','), timeout: 3000, reconnect: false });
    try {
      await withTimeout((await jetstreamManager(nc)).getAccountInfo(), 5000, 'JetStream');
    } finally {
      await nc.close();
    }
  } catch (error) {
    return `no NATS with JetStream at ${natsUrl} (${(error as Error).message}); set BENCH_NATS_URL or TEST_NATS_URL`;
  }
  try {
    const db = await openPostgres(databaseUrl, { max: 1 });
    try {
      await withTimeout(db.query('select 1'), 5000, 'PostgreSQL');
    } finally {
      await db.close();
    }
  } catch (error) {
    return `no PostgreSQL at ${databaseUrl.replace(/\/\/[^@/]*@/, '//…@')} (${(error as Error).message}); set BENCH_DATABASE_URL or TEST_DATABASE_URL`;
  }
  return null;
}

/** Resolves with the first stdout line matching `test`, or rejects after `ms` or when the process exits. */
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
    proc.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${what}: exited (${signal ?? code})`));
    });
  });
}

function pinned(cpu: number, args: string[]): [string, string[]] {
  return hasTaskset ? ['taskset', ['-c', String(cpu), process.execPath, ...args]] : [process.execPath, args];
}

type HubNode = { readonly index: number; readonly child: ChildProcess; readonly pid: number; readonly url: string; readonly dataDir: string };

/** The cluster under test: its schema, name and nodes, and how to remove every trace of it. */
function benchCluster() {
  const stamp = `${process.pid.toString(36)}${Date.now().toString(36)}`;
  const name = `bench-${stamp}`.slice(0, 32);
  const schema = `bench_cluster_${stamp}`;
  const sep = databaseUrl.includes('?') ? '&' : '?';
  const nodeDatabaseUrl = `${databaseUrl}${sep}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  const nodes: HubNode[] = [];
  let schemaMade = false;
  let nc: NatsConnection | null = null;

  // The node's environment: the bench's feed and nothing inherited that would change it.
  const baseEnv: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (value === undefined || /^(FEED_|HOUSE_|HUB_|CLUSTER_|NATS_|DATABASE_|PORT$|HOST$|DATA_DIR$|LOG_LEVEL$|CLIENT_DIR$|BENCH_|NODE_OPTIONS$)/.test(key)) continue;
    baseEnv[key] = value;
  }

  return {
    name,
    schema,
    nodes,
    async open(): Promise<void> {
      // The schema the nodes share must exist before they start (they migrate it, as houseStore.open does).
      const db = await openPostgres(databaseUrl, { schema, max: 2 });
      schemaMade = true;
      await migrate(db);
      await db.close();
      nc = await connect({ servers: natsUrl.split(',') });
    },
    async addNode(): Promise<HubNode> {
      const index = nodes.length + 1;
      const dataDir = mkdtempSync(path.join(tmpdir(), `bench-cluster-node${index}-`));
      const env = {
        ...baseEnv,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        CLIENT_DIR: '/nonexistent',
        // BENCH_CLUSTER_LOG=info shows why a node does not open (its log is kept for the error).
        LOG_LEVEL: process.env.BENCH_CLUSTER_LOG ?? 'silent',
        NATS_URL: natsUrl,
        DATABASE_URL: nodeDatabaseUrl,
        CLUSTER_NAME: name,
        FEED_SEED: '1',
        FEED_LIVE_MATCHES: '60',
        FEED_ODDS_RATE: '300',
        // Every bench client comes from 127.0.0.1: the per-IP topic bound (600) would refuse them.
        HUB_TOPICS_PER_IP: '100000',
      };
      const [cmd, args] = pinned(NODE_CPU, ['--import', 'tsx', 'server/main.ts']);
      const child = spawn(cmd, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      child.stderr!.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8000)));
      child.stdout!.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8000)));
      const node: HubNode = { index, child, pid: child.pid!, url: '', dataDir };
      nodes.push(node);
      try {
        const line = await waitLine(child, (l) => l.includes('The house is open: http://localhost:'), 120_000, `node ${index}`);
        // readline paused the pipe when it closed: keep reading, or a chatty node (BENCH_CLUSTER_LOG) blocks on a full pipe.
        child.stdout!.resume();
        const port = /localhost:(\d+)/.exec(line)![1]!;
        const opened = { ...node, url: `http://127.0.0.1:${port}` };
        nodes[nodes.length - 1] = opened;
        return opened;
      } catch (error) {
        throw new Error(`${(error as Error).message}\n${output.slice(-2000)}`, { cause: error });
      }
    },
    /** The pid of the node holding the producer's lease (its value is `host:pid:id`), or null. */
    async producerPid(): Promise<number | null> {
      const kv = await new Kvm(nc!).open(clusterNames(name).buckets.lease);
      const entry = await kv.get('producer');
      if (!entry || entry.operation !== 'PUT') return null;
      const pid = Number(entry.string().split(':').at(-2));
      return Number.isInteger(pid) ? pid : null;
    },
    /** The producer's current run (the run record's number and KV revision), or null before the first. */
    async run(): Promise<{ run: number; revision: number } | null> {
      const kv = await new Kvm(nc!).open(clusterNames(name).buckets.runs);
      const entry = await kv.get('run');
      if (!entry || entry.operation !== 'PUT' || entry.length === 0) return null;
      return { run: unpack<{ run: number }>(entry.value).run, revision: entry.revision };
    },
    /**
     * Waits until the lease and the run have stayed put for `quietMs`: a producer starting on a
     * shared core can lose its lease to its own start (the event loop held past the lease's margin),
     * and a node that takes it then starts or replays the run. Returns what it found, settled or not.
     */
    async settle(quietMs: number, maxMs: number): Promise<{ settled: boolean; producerPid: number | null; run: number | null }> {
      const started = Date.now();
      let last = '';
      let since = Date.now();
      let holder: number | null = null;
      let run: { run: number; revision: number } | null = null;
      while (Date.now() - started < maxMs) {
        holder = await this.producerPid();
        run = await this.run();
        const now = `${holder}/${run?.revision}`;
        if (now !== last) {
          last = now;
          since = Date.now();
        } else if (holder !== null && run !== null && Date.now() - since >= quietMs) return { settled: true, producerPid: holder, run: run.run };
        await sleep(250);
      }
      return { settled: false, producerPid: holder, run: run?.run ?? null };
    },
    /** Throws if a node has exited: the bench never stops one before the end, so someone else did. */
    assertAlive(): void {
      for (const node of nodes) {
        const { exitCode, signalCode } = node.child;
        if (exitCode !== null || signalCode !== null) throw new Error(`node ${node.index} (pid ${node.pid}) exited (${signalCode ?? exitCode}) while measured: stopped from outside the bench?`);
      }
    },
    /** Kills what is left at once (the watchdog). */
    kill(): void {
      for (const node of nodes) node.child.kill('SIGKILL');
    },
    async close(): Promise<void> {
      // SIGTERM: a node closes its hub and gives up the lease; SIGKILL after 10 s.
      await Promise.all(
        nodes.map(
          (node) =>
            new Promise<void>((resolve) => {
              const done = () => {
                clearTimeout(timer);
                resolve();
              };
              const timer = setTimeout(() => node.child.kill('SIGKILL'), 10_000);
              if (node.child.exitCode !== null || node.child.signalCode !== null) return done();
              node.child.once('exit', done);
              node.child.kill('SIGTERM');
            }),
        ),
      );
      for (const node of nodes) rmSync(node.dataDir, { recursive: true, force: true });
      const problems: string[] = [];
      try {
        nc ??= await connect({ servers: natsUrl.split(',') });
        const jsm = await jetstreamManager(nc);
        const names = clusterNames(name);
        for (const stream of [names.stream, `KV_${names.buckets.lease}`, `KV_${names.buckets.runs}`, `KV_${names.buckets.results}`, `OBJ_${names.buckets.snapshots}`]) {
          await jsm.streams.delete(stream).catch((error: unknown) => {
            if (!/not found/i.test(String(error))) problems.push(`stream ${stream}: ${String(error)}`);
          });
        }
        await nc.close();
      } catch (error) {
        problems.push(`NATS: ${(error as Error).message}`);
      }
      if (schemaMade) {
        try {
          const db = await openPostgres(databaseUrl, { max: 1 });
          await db.query(`drop schema if exists ${schema} cascade`);
          await db.close();
        } catch (error) {
          problems.push(`schema ${schema}: ${(error as Error).message}`);
        }
      }
      if (problems.length > 0) throw new Error(`cleanup: ${problems.join('; ')}`);
    },
  };
}

type NodeStats = { url: string; pid: number; clients: number; frames: number; events: number; p99: number | null; cpuSeconds: number | null };
type LoadStats = {
  windowSeconds: number;
  connected: number;
  failed: number;
  disconnected: number;
  refusedRetries: number;
  frames: number;
  events: number;
  topicRate: number | null;
  p50: number | null;
  p99: number | null;
  max: number | null;
  loadGeneratorCpuSeconds: number;
  cores: number[];
  nodes: NodeStats[];
};
type NodeResult = Omit<NodeStats, 'cpuSeconds'> & {
  cpuSeconds: number;
  producer: boolean;
  framesPerSec: number;
  cpuMsPerSec: number;
  idleCpuMsPerSec: number;
  /** CPU ms per 1,000 frames this node delivered, all of its CPU. */
  cpuPer1k: number | null;
  /** The same, less its idle cost: what serving its clients costs. */
  fanoutPer1k: number | null;
};
type Run = {
  nodes: number;
  clients: number;
  load: LoadStats | null;
  perNode: NodeResult[];
  /** The lease holder before and after the window: a lease that moved in it spoils the count. */
  producerPid: number | null;
  producerBefore?: number | null;
  natsCpuMsPerSec: number | null;
  /** Whether lease and run had stayed put before the clients came, and the run's number (1: the producer never lost its lease). */
  settle?: { settled: boolean; producerPid: number | null; run: number | null };
  error?: string;
}

const round = (x: number, digits = 2) => +x.toFixed(digits);
const mean = (xs: readonly number[]) => (xs.length === 0 ? 0 : xs.reduce((a, b) => a + b, 0) / xs.length);

async function measure(cluster: ReturnType<typeof benchCluster>, plan: Plan): Promise<Run> {
  const nodes = cluster.nodes;
  const natsPid = findProcess('nats-server');
  const pids = nodes.map((n) => n.pid);
  /** Each node's CPU ms per second over `seconds` with no clients. */
  const idleRates = async (seconds: number): Promise<number[]> => {
    const before = pids.map(cpuSeconds);
    const t0 = performance.now();
    await sleep(seconds * 1000);
    const elapsed = (performance.now() - t0) / 1000;
    cluster.assertAlive();
    return pids.map((pid, i) => ((cpuSeconds(pid) - before[i]!) / elapsed) * 1000);
  };

  const [cmd, args] = pinned(LOAD_CPU, [
    '--import',
    'tsx',
    path.join(ROOT, 'test', 'bench', 'cluster-clients.ts'),
    '--urls',
    nodes.map((n) => n.url).join(','),
    '--pids',
    pids.join(','),
    '--count',
    String(plan.clients),
    '--seconds',
    String(plan.seconds),
    '--max-seconds',
    '180',
  ]);
  const clients = spawn(cmd, args, { cwd: ROOT, stdio: ['pipe', 'pipe', 'inherit'] });
  let load: LoadStats;
  let natsCpuMsPerSec: number | null;
  let producerPid: number | null;
  let producerBefore: number | null;
  try {
    const connectedLine = await waitLine(clients, (l) => l.startsWith('CONNECTED '), 120_000, 'load generator');
    const [, connected, failed, ...err] = connectedLine.split(' ');
    log(SECTION, `${nodes.length} node(s): ${connected} clients connected${Number(failed) > 0 ? `, ${failed} failed: ${err.join(' ')}` : ''}`);
    await sleep(plan.warmupSeconds * 1000);
    const statsLine = waitLine(clients, (l) => l.startsWith('{'), (plan.seconds + 60) * 1000, 'load generator');
    producerBefore = await cluster.producerPid();
    const natsBefore = natsPid === null ? null : cpuSeconds(natsPid);
    clients.stdin!.write('measure\n');
    load = JSON.parse(await statsLine) as LoadStats;
    natsCpuMsPerSec = natsPid === null || natsBefore === null ? null : round(((cpuSeconds(natsPid) - natsBefore) / load.windowSeconds) * 1000, 1);
    producerPid = await cluster.producerPid();
  } finally {
    clients.kill('SIGKILL');
  }
  cluster.assertAlive();

  // Then idle, no clients: what each node pays to be a node (reading the whole stream, its replica,
  // the beat; the producer also the simulator and the writes). After the load, when every node is
  // warm: a window before it read 20–50 % more, the nodes' first half-minute (JIT, heaps growing).
  await sleep(3000); // the nodes see their clients go
  const idleMsPerSec = await idleRates(plan.idleSeconds);

  const perNode = load.nodes.map((s, i): NodeResult => {
    if (s.cpuSeconds === null) throw new Error(`node ${i + 1} (pid ${s.pid}) was gone at the end of the window`);
    const framesPerSec = s.frames / load.windowSeconds;
    const cpuMsPerSec = (s.cpuSeconds / load.windowSeconds) * 1000;
    const idle = idleMsPerSec[i]!;
    return {
      ...s,
      cpuSeconds: s.cpuSeconds,
      producer: s.pid === producerPid,
      framesPerSec: round(framesPerSec, 0),
      cpuMsPerSec: round(cpuMsPerSec, 1),
      idleCpuMsPerSec: round(idle, 1),
      cpuPer1k: s.frames > 0 ? round((cpuMsPerSec / framesPerSec) * 1000) : null,
      fanoutPer1k: s.frames > 0 ? round(((cpuMsPerSec - idle) / framesPerSec) * 1000) : null,
    };
  });
  return { nodes: nodes.length, clients: plan.clients, load, perNode, producerPid, producerBefore, natsCpuMsPerSec };
}

type Plan = { clients: number; idleSeconds: number; warmupSeconds: number; seconds: number };

/** docs/budgets.md, "Cluster": adding a hub node divides the per-node load. Judged on the fan-out CPU (above idle) per node. */
function dividesBudget(n: number): Budget {
  return { op: '<=', value: round((1 / n) * 1.25, 3), text: `≤ 1/${n} of one node’s (+25 % for noise)` };
}

await runSection(SECTION, TITLE, async ({ figures, notes, detail }) => {
  const smoke = isSmoke();
  // Windows of whole producer snapshot periods (it stores every topic's snapshot every 10 s), so
  // each holds the same number of stores.
  const plan: Plan = smoke ? { clients: 150, idleSeconds: 6, warmupSeconds: 2, seconds: 5 } : { clients: 600, idleSeconds: 20, warmupSeconds: 5, seconds: 20 };
  // BENCH_CLUSTER_CLIENTS: another client count, to see where this machine stops keeping up.
  if (process.env.BENCH_CLUSTER_CLIENTS) plan.clients = Number(process.env.BENCH_CLUSTER_CLIENTS);
  detail.plan = plan;
  const why = await unavailable();
  if (why) {
    log(SECTION, `skipped: ${why}`);
    notes.push(`Not measured: ${why}. The section needs NATS with JetStream and PostgreSQL (BENCH_NATS_URL / BENCH_DATABASE_URL, or TEST_NATS_URL / TEST_DATABASE_URL).`);
    detail.skipped = why;
    return;
  }

  let cluster: ReturnType<typeof benchCluster> | null = null;
  let stopped = false;
  const watchdog = setTimeout(() => {
    log(SECTION, `still running after ${WATCHDOG_MS / 1000} s: stopping the nodes`);
    stopped = true;
    cluster?.kill();
  }, WATCHDOG_MS);
  const onSignal = (signal: NodeJS.Signals) => {
    stopped = true;
    cluster?.kill();
    void (cluster?.close() ?? Promise.resolve()).finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  const runs: Run[] = [];
  detail.runs = runs;
  detail.setup = { natsUrl, taskset: hasTaskset, nodeCpu: NODE_CPU, loadCpu: LOAD_CPU };
  try {
    // A fresh cluster (name, stream, schema) for each node count, its nodes started together: a node
    // that joins a stream whose subjects have reached their limit may never open on NATS 2.9
    // (see docs/benchmarks.md), and one house per count keeps the counts apart.
    for (const n of NODE_COUNTS) {
      if (stopped) break;
      const current = benchCluster();
      cluster = current;
      const t0 = performance.now();
      const run = await (async (): Promise<Run> => {
        await current.open();
        const first = await current.addNode();
        // The first node takes the lease at once and its producer starts a run. The others start
        // once that run has settled: a node starting beside a producer that is starting its run, on
        // one shared core, held the producer's loop past the lease's margin (it lost the lease and a
        // second run started).
        for (let waited = 0; (await current.producerPid()) !== first.pid; waited += 250) {
          if (waited > 30_000) throw new Error('the first node did not take the producer lease in 30 s');
          await sleep(250);
        }
        if (n > 1) await current.settle(SETTLE_MS, 60_000);
        while (current.nodes.length < n) await current.addNode();
        log(SECTION, `${n} node(s) up in ${((performance.now() - t0) / 1000).toFixed(1)} s (pids ${current.nodes.map((x) => x.pid).join(', ')}; cluster ${current.name})`);
        const settled = await current.settle(SETTLE_MS, 60_000);
        if (!settled.settled) log(SECTION, `${n} node(s): the producer's lease or run still moved after 60 s; measuring anyway`);
        current.assertAlive();
        return { ...(await measure(current, plan)), settle: settled };
      })()
        .catch((error: unknown): Run => ({ nodes: n, clients: plan.clients, load: null, perNode: [], producerPid: null, natsCpuMsPerSec: null, error: (error as Error).message }))
        .finally(() => current.close());
      runs.push(run);
      if (run.error) log(SECTION, `${n} node(s): ${run.error}`);
      else
        log(
          SECTION,
          `${n} node(s): delivered ${Math.round(run.load!.frames / run.load!.windowSeconds)}/s, p99 ${run.load!.p99} ms; ` +
            run.perNode.map((x) => `node ${x.pid}${x.producer ? ' (producer)' : ''}: ${x.framesPerSec} frames/s, ${x.cpuMsPerSec} ms/s CPU (idle ${x.idleCpuMsPerSec}), ${x.cpuPer1k} ms/1k, fan-out ${x.fanoutPer1k} ms/1k`).join('; '),
        );
    }
  } finally {
    clearTimeout(watchdog);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }

  const one = runs.find((r) => r.nodes === 1 && !r.error);
  const fanoutPerNode = (r: Run) => mean(r.perNode.map((x) => x.cpuMsPerSec - x.idleCpuMsPerSec));
  for (const r of runs) {
    const tag = `${r.nodes} node${r.nodes > 1 ? 's' : ''}, ${r.clients} clients`;
    if (r.error || !r.load) {
      figures.push({ id: `cluster.${r.nodes}.delivered`, label: `${tag}: delivered msgs/s`, value: null, unit: 'msg/s', note: `failed: ${r.error}` });
      continue;
    }
    const l = r.load;
    const producer = r.perNode.find((x) => x.producer);
    const others = r.perNode.filter((x) => !x.producer);
    const offered = l.topicRate === null ? null : Math.round(l.connected * l.topicRate);
    figures.push({
      id: `cluster.${r.nodes}.delivered`,
      label: `${tag}: delivered msgs/s`,
      value: Math.round(l.frames / l.windowSeconds),
      unit: 'msg/s',
      note: `p50 ${l.p50} ms, p99 ${l.p99} ms; events ${Math.round(l.events / l.windowSeconds).toLocaleString('en')}/s of ${offered?.toLocaleString('en') ?? '?'}/s offered, the rest heartbeats; clients per node ${l.nodes.map((x) => x.clients).join(' / ')}${l.failed ? `, ${l.failed} failed to connect` : ''}${l.disconnected ? `, ${l.disconnected} dropped` : ''}`,
    });
    figures.push({
      id: `cluster.${r.nodes}.p99`,
      label: `${tag}: p99 latency (producer emit → client)`,
      value: l.p99,
      unit: 'ms',
      note: `per node: ${r.perNode.map((x) => `${x.producer ? 'producer' : `node ${x.pid}`} ${x.p99} ms`).join(', ')}`,
    });
    figures.push({ id: `cluster.${r.nodes}.framesPerNode`, label: `${tag}: frames/s per node`, value: Math.round(mean(r.perNode.map((x) => x.framesPerSec))), unit: 'frames/s' });
    if (producer) {
      figures.push({
        id: `cluster.${r.nodes}.producer.cpu`,
        label: `${tag}: producer node: CPU per 1,000 frames it delivered`,
        value: producer.cpuPer1k,
        unit: 'ms',
        note: `${producer.cpuMsPerSec} ms/s CPU, of which ${producer.idleCpuMsPerSec} with no clients; ${producer.framesPerSec.toLocaleString('en')} frames/s`,
      });
    }
    if (others.length > 0) {
      figures.push({
        id: `cluster.${r.nodes}.hub.cpu`,
        label: `${tag}: other hub nodes: CPU per 1,000 frames each delivered`,
        value: round(mean(others.map((x) => x.cpuPer1k ?? 0))),
        unit: 'ms',
        note: others.map((x) => `${x.cpuPer1k} ms (${x.cpuMsPerSec} ms/s CPU, ${x.idleCpuMsPerSec} idle; ${x.framesPerSec.toLocaleString('en')} frames/s)`).join('; '),
      });
    }
    // The smoke run's windows are too short for a fan-out of a few dozen ms/s to stand out of the
    // producer's own swings (it read negative): the figures above only.
    if (smoke) continue;
    figures.push({
      id: `cluster.${r.nodes}.fanout.cpu`,
      label: `${tag}: fan-out CPU per 1,000 frames (each node's CPU above its idle cost)`,
      value: round(mean(r.perNode.map((x) => x.fanoutPer1k ?? 0))),
      unit: 'ms',
      note: `per node: ${r.perNode.map((x) => x.fanoutPer1k).join(', ')}`,
    });
    const perNode = fanoutPerNode(r);
    figures.push({
      id: `cluster.${r.nodes}.fanout.perNode`,
      label: `${tag}: fan-out CPU per node (above idle)`,
      value: round(perNode, 1),
      unit: 'ms/s',
      note: `per node: ${r.perNode.map((x) => round(x.cpuMsPerSec - x.idleCpuMsPerSec, 1)).join(', ')} ms/s`,
    });
    if (r.nodes > 1 && one) {
      const base = fanoutPerNode(one);
      // A lease that moved in the window, or a house that never settled, makes the count incomparable.
      const spoiled = r.producerBefore !== r.producerPid || r.settle?.settled === false;
      figures.push({
        id: `cluster.${r.nodes}.divides`,
        label: `${tag}: fan-out CPU per node ÷ 1 node’s`,
        value: base > 0 ? round(perNode / base, 2) : null,
        unit: 'ratio',
        ...(spoiled ? { note: 'not judged: the producer’s lease moved in the window or had not settled before it' } : { budget: dividesBudget(r.nodes) }),
      });
    }
  }
  const runsStarted = runs.filter((r) => r.settle?.run != null).map((r) => `${r.nodes} node(s) ${r.settle!.run}`);
  const natsLoad = runs.filter((r) => r.natsCpuMsPerSec !== null).map((r) => `${r.nodes} node(s) ${r.natsCpuMsPerSec} ms/s`);
  const cores = runs.filter((r) => r.load).map((r) => `${r.nodes} node(s) ${r.load!.cores.map((c, i) => `CPU ${i} ${Math.round(c * 100)} %`).join(', ')}`);
  notes.push(
    `Nodes: server/main.ts with NATS_URL and DATABASE_URL (a fresh schema), CLUSTER_NAME of the run, FEED_LIVE_MATCHES=60, FEED_ODDS_RATE=300, LOG_LEVEL=silent${hasTaskset ? `, all pinned to CPU ${NODE_CPU} with taskset; the load generator on CPU ${LOAD_CPU}` : ' (taskset missing: not pinned)'}. NATS and PostgreSQL are not pinned.`,
    `Per node count, a house of its own (new CLUSTER_NAME and schema), the other nodes started once the first one's run has settled; once lease and run have stayed put for ${SETTLE_MS / 1000} s: ${plan.clients} real SignalR clients (½ MessagePack, ½ JSON, WebSockets, negotiate skipped) spread evenly over the nodes, subscribed to live; ${plan.warmupSeconds} s warm-up, ${plan.seconds} s window; then, clients gone, ${plan.idleSeconds} s with no clients (each node's idle CPU). Latency = receipt − the producer's ts on events messages; frames = every Feed message a node's clients received (events and the node's heartbeats).`,
    `CPU from /proc/PID/stat (utime + stime, all threads, 10 ms resolution). Fan-out CPU = a node's CPU in the window less its idle rate; the budget (docs/budgets.md, Cluster) is judged on the fan-out CPU per node against one node's.`,
    ...(smoke ? [`Smoke run: ${plan.seconds} s windows, too short for the fan-out figures (a node's CPU above its idle rate), which are left out.`] : []),
    ...(runsStarted.length > 0 ? [`Feed runs started before the window (1: the first producer kept its lease): ${runsStarted.join(', ')}.`] : []),
    ...(natsLoad.length > 0 ? [`nats-server CPU in the window: ${natsLoad.join(', ')}.`] : []),
    ...(cores.length > 0 ? [`Machine busy in the window: ${cores.join('; ')}.`] : []),
  );
});
