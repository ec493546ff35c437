/**
 * The cluster's NATS layout (docs/decisions/0043-cluster-on-jetstream.md): one JetStream stream
 * for every topic's sequenced messages and the simulator's raw steps, an object store for
 * snapshots (a pre-match snapshot is larger than a NATS message may be), and key-value buckets for
 * the producer's lease, the feed's run record and the results. Everything a node needs to find
 * these is here; what travels in them is in wire.ts.
 */
import { gunzip, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import { decode, encode } from '@msgpack/msgpack';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstream, jetstreamManager, type JetStreamClient, type JetStreamManager } from '@nats-io/jetstream';
import { Kvm, type KV } from '@nats-io/kv';
import { Objm, type ObjectStore } from '@nats-io/obj';
import type { Topic } from '../../schemas/protocol.ts';

/** Messages kept per subject: a topic's tail for a client that moves node, as one house keeps (streams.ts). */
export const FEED_HISTORY = 1200;
const FEED_MAX_AGE_MS = 15 * 60_000;
/** A producer that takes over republishes what its predecessor may have sent: JetStream drops the copies. */
const DUPLICATE_WINDOW_MS = 2 * 60_000;

/**
 * Names of one house's stream, buckets and subjects. A NATS server can carry several houses (the
 * tests run each in its own): CLUSTER_NAME, default `house`.
 */
export function clusterNames(name: string) {
  const topicPrefix = `${name}.feed.t.`;
  return {
    stream: `${name.toUpperCase().replaceAll('-', '_')}_FEED`,
    buckets: { lease: `${name}-lease`, runs: `${name}-feed`, results: `${name}-results`, snapshots: `${name}-snapshots` },
    subjects: {
      all: `${name}.feed.>`,
      /** The simulator's raw step output, for every node's replica (replica.ts). */
      raw: `${name}.feed.raw`,
      /** The producer's heartbeat (core NATS, not stored): which topics run, at what seq. */
      beat: `${name}.beat`,
      /** A hub node asks the producer to start a derived topic (request/reply). */
      start: `${name}.start`,
      /** A hub node tells the producer which derived topics its clients hold (every second). */
      watching: `${name}.watching`,
      /** What a node's betting says of a player's tickets, for the other nodes (ticket-bus.ts). */
      tickets: `${name}.tickets`,
    },
    /** A topic's subject: `live/sport/1` → `{name}.feed.t.live.sport.1` (topic names hold no dots). */
    topicSubject: (topic: Topic): string => topicPrefix + topic.replaceAll('/', '.'),
    topicOfSubject: (subject: string): Topic | null => (subject.startsWith(topicPrefix) ? (subject.slice(topicPrefix.length).replaceAll('.', '/') as Topic) : null),
  };
}
export type ClusterNames = ReturnType<typeof clusterNames>;

export const RAW_SNAPSHOT_OBJECT = 'raw';
export const snapshotObject = (topic: Topic): string => `t/${topic}`;

export type ClusterBus = {
  readonly names: ClusterNames;
  readonly nc: NatsConnection;
  readonly js: JetStreamClient;
  readonly jsm: JetStreamManager;
  /** The producer's lease: one key, gone when its holder stops renewing it. */
  readonly lease: KV;
  /** The feed's run record (producer.ts). */
  readonly runs: KV;
  /** Match results by id, kept a week: every node's results store is filled from here. */
  readonly results: KV;
  readonly snapshots: ObjectStore;
  close(): Promise<void>;
};

export const LEASE_TTL_MS = 5_000;
const RESULTS_MAX_AGE_MS = 8 * 86_400_000;
const ns = (ms: number) => ms * 1_000_000;

/** Connects and makes sure the stream, buckets and store exist (creating them is idempotent). */
export async function openClusterBus(url: string, clusterName: string, nodeId: string): Promise<ClusterBus> {
  const names = clusterNames(clusterName);
  const nc = await connect({ servers: url.split(','), name: nodeId, maxReconnectAttempts: -1 });
  try {
    const jsm = await jetstreamManager(nc);
    const config = { subjects: [names.subjects.all], max_msgs_per_subject: FEED_HISTORY, max_age: ns(FEED_MAX_AGE_MS), duplicate_window: ns(DUPLICATE_WINDOW_MS) };
    await jsm.streams.add({ name: names.stream, ...config }).catch(async (error: unknown) => {
      // Already there with other settings (an older version of this file): bring it up to date.
      if (!String(error).includes('already in use')) throw error;
      await jsm.streams.update(names.stream, config);
    });
    const kvm = new Kvm(nc);
    const lease = await kvm.create(names.buckets.lease, { ttl: LEASE_TTL_MS, history: 1 });
    const runs = await kvm.create(names.buckets.runs, { history: 1 });
    const results = await kvm.create(names.buckets.results, { ttl: RESULTS_MAX_AGE_MS, history: 1 });
    const snapshots = await new Objm(nc).create(names.buckets.snapshots, { ttl: ns(FEED_MAX_AGE_MS) });
    return { names, nc, js: jetstream(nc), jsm, lease, runs, results, snapshots, close: () => nc.drain() };
  } catch (error) {
    await nc.close();
    throw error;
  }
}

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/** MessagePack, as the hub speaks to browsers. */
export const pack = (value: unknown): Uint8Array => encode(value);
export const unpack = <T>(bytes: Uint8Array): T => decode(bytes) as T;

/** A snapshot as stored: MessagePack, gzipped off the event loop (a pre-match snapshot is megabytes). */
export const storeSnapshot = async (store: ObjectStore, name: string, value: unknown): Promise<void> => {
  await store.putBlob({ name }, await gzipAsync(encode(value), { level: 1 }));
};

export async function loadSnapshot<T>(store: ObjectStore, name: string): Promise<T | null> {
  const bytes = await store.getBlob(name);
  return bytes ? (decode(await gunzipAsync(bytes)) as T) : null;
}
