/**
 * The recent events messages of one stream, so a client that reconnects gets just what it missed.
 * A fixed-size ring: memory stays bounded however long the house runs.
 */
import type { EventsMessage } from '../../schemas/feed.ts';

export type StreamHistory<M extends { readonly seq: number } = EventsMessage> = {
  push(message: M): void;
  /** The messages after `seq`, in order, or null when the ring no longer holds all of them. */
  since(seq: number): M[] | null;
};

export function createStreamHistory<M extends { readonly seq: number } = EventsMessage>(capacity: number): StreamHistory<M> {
  const ring: (M | undefined)[] = new Array<M | undefined>(capacity);
  let newest = 0; // seq of the newest message held; seqs are consecutive from `first`
  let first = 1; // the first seq pushed (a cluster's producer may number on from an earlier run)
  return {
    push(message) {
      if (newest === 0) first = message.seq;
      ring[message.seq % capacity] = message;
      newest = message.seq;
    },
    since(seq) {
      if (seq > newest) return null;
      const oldestHeld = Math.max(first, newest - capacity + 1);
      if (seq + 1 < oldestHeld) return null;
      const out: M[] = [];
      for (let s = seq + 1; s <= newest; s++) out.push(ring[s % capacity]!);
      return out;
    },
  };
}
