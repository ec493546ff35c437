/** Issue #20: the feed producer's lease on a JetStream key-value bucket (server/cluster/lease.ts). */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';
import { Kvm, type KV } from '@nats-io/kv';
import { LEASE_TTL_MS } from '../../server/cluster/bus.ts';
import { holdLease } from '../../server/cluster/lease.ts';
import { NATS_URL, until } from '../fixtures/cluster.ts';

describe.skipIf(!NATS_URL)('cluster: the producer lease (issue #20)', { timeout: 30_000 }, () => {
  const bucket = `tlease-${process.pid}-${Date.now().toString(36)}`;
  let nc: NatsConnection;
  let kv: KV;
  beforeAll(async () => {
    nc = await connect({ servers: NATS_URL! });
    kv = await new Kvm(nc).create(bucket, { ttl: LEASE_TTL_MS, history: 1 });
  });
  afterAll(async () => {
    await (await jetstreamManager(nc)).streams.delete(`KV_${bucket}`).catch(() => {});
    await nc.close();
  });

  test('one holder at a time; a holder that stops gives it up at once and another takes it within a renewal', async () => {
    const events: string[] = [];
    const first = holdLease(kv, 'first', { onAcquired: () => events.push('first+'), onLost: () => events.push('first-') });
    await until(() => first.holding(), 'the first to hold');
    const second = holdLease(kv, 'second', { onAcquired: () => events.push('second+'), onLost: () => events.push('second-') });
    await new Promise((r) => setTimeout(r, 2_500));
    expect(second.holding()).toBe(false);
    expect(first.holding()).toBe(true);
    await first.stop();
    expect(first.holding()).toBe(false);
    await until(() => second.holding(), 'the second to take over', 3_000);
    expect(events).toEqual(['first+', 'first-', 'second+']);
    await second.stop();
  });

  test('a holder whose key was taken from it (it stopped renewing past the TTL) loses it at its next renewal', async () => {
    let lost = false;
    const holder = holdLease(kv, 'paused', { onAcquired: () => {}, onLost: () => (lost = true) });
    await until(() => holder.holding(), 'the holder');
    // What a successor does once the entry expired: the key is another node's now.
    await kv.purge('producer');
    await kv.create('producer', 'successor');
    await until(() => lost, 'the old holder to notice', 3_000);
    expect(holder.holding()).toBe(false);
    await holder.stop();
    expect((await kv.get('producer'))?.string()).toBe('successor');
  });
});
