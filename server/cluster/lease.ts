/**
 * The feed producer's lease: one key in a JetStream key-value bucket whose entries live
 * LEASE_TTL_MS (bus.ts). A node takes it by creating the key, which only succeeds when nobody holds
 * it, and keeps it by updating it at the revision it last wrote, every RENEW_MS. A holder that
 * stops renewing (killed, cut off, paused) loses it when the entry expires, and another node's next
 * attempt takes it.
 *
 * `holding()` answers from the local clock: true only until the last renewal plus the TTL less a
 * margin. A holder that was paused past its lease therefore stops sending before it learns it lost
 * it, so two producers never send at once for longer than the clocks of two machines disagree.
 */
import type { KV } from '@nats-io/kv';
import { LEASE_TTL_MS } from './bus.ts';

const KEY = 'producer';
export const RENEW_MS = 1_000;
/** The holder stops this long before its entry can expire. */
const MARGIN_MS = 1_500;

export type Lease = {
  holding(): boolean;
  /** Stops trying; a holder gives the lease up at once, so another node takes over without waiting for the TTL. */
  stop(): Promise<void>;
};

export type LeaseHooks = {
  readonly onAcquired: () => void;
  readonly onLost: () => void;
  readonly onError?: (error: unknown) => void;
  readonly now?: () => number;
};

export function holdLease(kv: KV, nodeId: string, hooks: LeaseHooks): Lease {
  const now = hooks.now ?? Date.now;
  let revision: number | null = null;
  let validUntil = 0;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();

  const lose = () => {
    if (revision === null) return;
    revision = null;
    validUntil = 0;
    hooks.onLost();
  };

  async function attempt(): Promise<void> {
    const started = now();
    try {
      if (revision === null) {
        revision = await kv.create(KEY, nodeId);
        validUntil = started + LEASE_TTL_MS - MARGIN_MS;
        hooks.onAcquired();
      } else {
        revision = await kv.update(KEY, nodeId, revision);
        validUntil = started + LEASE_TTL_MS - MARGIN_MS;
      }
    } catch (error) {
      // Taken by another node (create) or taken over after we lapsed (update): not ours.
      if (revision !== null) lose();
      else if (!/wrong last sequence|key exists/i.test(String(error))) hooks.onError?.(error);
    }
  }

  // A holder whose renewal came late (its event loop was blocked) stops sending meanwhile (`holding`),
  // but keeps the lease if its update at the revision it wrote still succeeds: nobody took it.
  const timer = setInterval(() => {
    if (stopped) return;
    running = running.then(attempt);
  }, RENEW_MS);
  running = attempt();

  return {
    holding: () => revision !== null && now() <= validUntil,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      if (revision !== null) {
        const held = revision;
        lose();
        await kv.delete(KEY, { previousSeq: held }).catch(() => {});
      }
    },
  };
}
