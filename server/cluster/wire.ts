/**
 * What travels on the cluster's NATS subjects (bus.ts). Only house nodes write or read these, so
 * they are not validated as a browser's messages are; a node that cannot read one logs it and goes on.
 */
import type { Topic } from '../../schemas/protocol.ts';
import type { RawTick } from '../feed/replica.ts';

/**
 * A snapshot of a topic at (epoch, seq) is in the object store. `restart`: the topic starts (over)
 * here, a new run of a derived topic or a new producer run of a feed; its subscribers must get the
 * snapshot, and no tail from before it exists.
 */
export type StoredNotice = { readonly type: 'stored'; readonly epoch: string; readonly seq: number; readonly restart: boolean };

/** What every topic's messages share (sports and table topics alike): the relay needs no more. */
export type Sequenced = { readonly type: 'events' | 'snapshot' | 'heartbeat'; readonly stream: string; readonly epoch: string; readonly seq: number; readonly ts: number };

/** A topic subject's entries: the topic's own events messages, and notices of its snapshots. */
export type TopicEntry = (Sequenced & { readonly type: 'events' }) | StoredNotice;

/** The raw subject's entries: each simulator step, and notices of the raw snapshot (replica.ts). */
export type RawEntry = { readonly type: 'tick'; readonly run: number; readonly tick: RawTick } | { readonly type: 'stored'; readonly run: number; readonly step: number };

/** The producer's beat: it is alive, and these topics run at these seqs. */
export type Beat = { readonly now: number; readonly topics: readonly (readonly [Topic, string, number])[] };

/** The answer to a start request: the topic runs (its stored notice is in the stream), or why not. */
export type StartAnswer = { readonly ok: true } | { readonly ok: false; readonly code: string; readonly message: string };
