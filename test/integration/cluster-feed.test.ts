/**
 * Issue #20: one house on several nodes, the feed on NATS JetStream (docs/decisions/0043). Real
 * child processes on the real NATS and PostgreSQL; the producer is killed with SIGKILL.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { connect } from '@nats-io/transport-node';
import { Kvm } from '@nats-io/kv';
import { clusterNames, unpack } from '../../server/cluster/bus.ts';
import { simulatorOfRun, type RunRecord } from '../../server/cluster/producer.ts';
import { createFeedReplica } from '../../server/feed/replica.ts';
import { createFeedStreams } from '../../server/feed/streams.ts';
import type { FeedEvent, StreamSnapshot } from '../../schemas/feed.ts';
import { CLUSTER_READY, NATS_URL, testCluster, until, type ClusterNode } from '../fixtures/cluster.ts';

type Message = { type: string; stream: string; epoch: string; seq: number; events?: FeedEvent[]; snapshot?: StreamSnapshot };
const of = (received: Record<string, unknown>[], topic: string) => (received as Message[]).filter((m) => m.stream === topic);
const eventsOf = (received: Record<string, unknown>[], topic: string) => of(received, topic).filter((m) => m.type === 'events');

describe.skipIf(!CLUSTER_READY)('cluster: the feed on JetStream (issue #20)', { timeout: 120_000 }, () => {
  const cluster = testCluster('feed');
  let a: ClusterNode;
  let b: ClusterNode;
  let tookOver = false;

  beforeAll(async () => {
    a = await cluster.start('a');
    // A, started first, holds the lease; B only relays.
    await until(() => a.output().includes('feed producer started a run'), 'the first node to produce', 30_000);
    b = await cluster.start('b', (line) => {
      if (line.includes('feed producer took over the run')) tookOver = true;
    });
  }, 180_000);
  afterAll(() => cluster.stop(), 60_000);

  test('two hub nodes serve a feed and a match topic with identical (epoch, seq) and identical messages', async () => {
    const onA = await cluster.client(a);
    const onB = await cluster.client(b);
    for (const c of [onA, onB]) await c.conn.invoke('Subscribe', 'live', null, null);
    const matchId = (of(onA.received, 'live')[0]!.snapshot!.Matches[0] ?? { ID: 0 }).ID;
    expect(matchId).toBeGreaterThan(0);
    for (const c of [onA, onB]) await c.conn.invoke('Subscribe', `match/${matchId}`, null, null);
    await until(() => eventsOf(onA.received, 'live').length >= 10 && eventsOf(onB.received, 'live').length >= 10, '10 live events on both nodes');
    await until(() => eventsOf(onA.received, `match/${matchId}`).length >= 3, 'match events');
    for (const topic of ['live', `match/${matchId}`]) {
      const bySeq = new Map(eventsOf(onB.received, topic).map((m) => [`${m.epoch}:${m.seq}`, JSON.stringify(m)]));
      const shared = eventsOf(onA.received, topic).filter((m) => bySeq.has(`${m.epoch}:${m.seq}`));
      expect(shared.length).toBeGreaterThanOrEqual(3);
      for (const m of shared) expect(bySeq.get(`${m.epoch}:${m.seq}`)).toBe(JSON.stringify(m));
    }
    expect(of(onA.received, `match/${matchId}`)[0]!.epoch).toBe(of(onB.received, `match/${matchId}`)[0]!.epoch);
    await Promise.all([onA.conn.stop(), onB.conn.stop()]);
  });

  test('a client that moves from node A to node B resumes with a tail, not a snapshot', async () => {
    const onA = await cluster.client(a);
    await onA.conn.invoke('Subscribe', 'live', null, null);
    await until(() => eventsOf(onA.received, 'live').length >= 3, 'live events on A');
    await onA.conn.stop();
    const last = of(onA.received, 'live').at(-1)!;
    const onB = await cluster.client(b);
    await onB.conn.invoke('Subscribe', 'live', last.seq, last.epoch);
    await until(() => eventsOf(onB.received, 'live').length >= 2, 'live events on B');
    const resumed = of(onB.received, 'live');
    expect(resumed.some((m) => m.type === 'snapshot')).toBe(false);
    expect(eventsOf(onB.received, 'live')[0]!.seq).toBe(last.seq + 1);
    await onB.conn.stop();
  });

  test('SIGKILL of the producer: another node takes over within seconds, clients miss and repeat nothing, and the fold equals one process run on the same seed', async () => {
    const onB = await cluster.client(b);
    await onB.conn.invoke('Subscribe', 'live', null, null);
    await until(() => eventsOf(onB.received, 'live').length >= 5, 'live events before the kill');
    const killedAt = Date.now();
    a.child.kill('SIGKILL');
    await until(() => tookOver, 'B to take over', 20_000);
    expect(Date.now() - killedAt).toBeLessThan(15_000);
    const before = eventsOf(onB.received, 'live').length;
    await until(() => eventsOf(onB.received, 'live').length >= before + 20, 'live events after the takeover', 30_000);

    // In order, each seq once, no gap: the takeover is invisible to the client.
    const messages = of(onB.received, 'live').filter((m) => m.type !== 'heartbeat');
    expect(messages[0]!.type).toBe('snapshot');
    for (let i = 1; i < messages.length; i++) expect(messages[i]!.seq, `message ${i}`).toBe(messages[i - 1]!.seq + 1);
    expect(new Set(messages.map((m) => m.epoch)).size).toBe(1);

    // The client's fold, against one process stepping the same run from the same seed.
    const fold = createFeedReplica();
    const empty = { Sports: [], Categories: [], Tournaments: [], Matches: [] };
    fold.reset({ step: 0, now: 0, streams: { live: structuredClone(messages[0]!.snapshot!), prematch: empty, esport: structuredClone(empty) }, plays: [] });
    for (const [i, m] of messages.slice(1).entries()) {
      expect(fold.apply({ step: i + 1, now: 0, events: { live: m.events!, prematch: [], esport: [] } })).toBe(true);
    }
    const nc = await connect({ servers: NATS_URL! });
    const runs = await new Kvm(nc).open(clusterNames(cluster.name).buckets.runs);
    const record = unpack<RunRecord>((await runs.get('run'))!.value);
    await nc.close();
    const simulator = simulatorOfRun(record);
    const streams = createFeedStreams(simulator, () => {}, { epoch: record.epoch, startSeqs: record.startSeqs });
    const lastSeq = messages.at(-1)!.seq;
    while (streams.seq('live') < lastSeq) streams.advance(record.feed.tickMs * record.feed.timeScale);
    expect(fold.snapshot('live')).toEqual(streams.snapshotMessage('live').snapshot);
    await onB.conn.stop();
  });
});

describe.skipIf(!CLUSTER_READY)('cluster: a run too old to replay (issue #20)', { timeout: 120_000 }, () => {
  const cluster = testCluster('newrun', { FEED_REPLAY_MAX_MS: '0' });
  let a: ClusterNode;
  let b: ClusterNode;
  let started = false;

  beforeAll(async () => {
    a = await cluster.start('a');
    await until(() => a.output().includes('feed producer started a run'), 'the first node to produce', 30_000);
    b = await cluster.start('b', (line) => {
      if (line.includes('feed producer started a run')) started = true;
    });
  }, 180_000);
  afterAll(() => cluster.stop(), 60_000);

  test('the node that takes over starts a new run in the same epoch: its clients get a snapshot that follows on, then events in order', async () => {
    const onB = await cluster.client(b);
    await onB.conn.invoke('Subscribe', 'live', null, null);
    await until(() => eventsOf(onB.received, 'live').length >= 5, 'live events before the kill');
    a.child.kill('SIGKILL');
    await until(() => started, 'B to start a run of its own', 20_000);
    await until(() => of(onB.received, 'live').filter((m) => m.type === 'snapshot').length === 2, 'the new run’s snapshot on B', 15_000);
    const before = eventsOf(onB.received, 'live').length;
    await until(() => eventsOf(onB.received, 'live').length >= before + 5, 'events of the new run', 15_000);

    const messages = of(onB.received, 'live').filter((m) => m.type !== 'heartbeat');
    const restart = messages.findLastIndex((m) => m.type === 'snapshot');
    expect(restart).toBeGreaterThan(0);
    // Same epoch, the next seq: a client that held the last one takes the snapshot as a resync.
    expect(messages[restart]!.epoch).toBe(messages[0]!.epoch);
    expect(messages[restart]!.seq).toBe(messages[restart - 1]!.seq + 1);
    for (let i = restart + 1; i < messages.length; i++) expect(messages[i]!.seq, `message ${i}`).toBe(messages[i - 1]!.seq + 1);
    await onB.conn.stop();
  });
});
