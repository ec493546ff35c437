/**
 * The trader offers the house holds (SPEC ENT-42, API-40; ADR 0027): each is a placement request at
 * the offered stake, for one player, until it expires. Held in the house's memory only: one house
 * process, and an offer lives seconds, so a restart simply forgets the open ones (the player places
 * again). A player holds at most one open offer: a new one replaces the old. An accepted offer is
 * kept (closed) until a while after its expiry, so a retry of its acceptance with the same
 * Idempotency-Key still gets the ticket, and another key gets `trader-offer-closed`.
 */
import { randomUUID } from 'node:crypto';
import type { PlaceBet } from '../../schemas/betting.ts';

/** How long an offer stands (a real book's offers stand for seconds). */
export const DEFAULT_TRADER_OFFER_TTL_MS = 30_000;
/** How long an offer is kept after its expiry, so retries of its acceptance replay. */
const KEPT_AFTER_EXPIRY_MS = 10 * 60_000;

export type HeldOffer = {
  readonly id: string;
  readonly userId: number;
  /** The placement the offer stands for: the player's request at the offered stake and the prices it was offered at. */
  readonly input: PlaceBet;
  readonly expiresAt: number;
  /** The Idempotency-Key of the acceptance that placed it; null while open. */
  acceptedWith: string | null;
};

export type TraderOffers = ReturnType<typeof createTraderOffers>;

export function createTraderOffers(options: { readonly now: () => number; readonly ttlMs: number }) {
  const offers = new Map<string, HeldOffer>();
  const openOf = new Map<number, string>();

  function sweep(now: number): void {
    for (const [id, offer] of offers) {
      if (offer.expiresAt + KEPT_AFTER_EXPIRY_MS > now) continue;
      offers.delete(id);
      if (openOf.get(offer.userId) === id) openOf.delete(offer.userId);
    }
  }

  return {
    now: options.now,
    /** A new offer for the player, replacing any open one of theirs. */
    create(userId: number, input: PlaceBet): HeldOffer {
      const now = options.now();
      sweep(now);
      const previous = openOf.get(userId);
      if (previous !== undefined && offers.get(previous)?.acceptedWith === null) offers.delete(previous);
      const offer: HeldOffer = { id: randomUUID(), userId, input, expiresAt: now + options.ttlMs, acceptedWith: null };
      offers.set(offer.id, offer);
      openOf.set(userId, offer.id);
      return offer;
    },
    /** The player's offer by id; someone else's is not found. */
    find(userId: number, id: string): HeldOffer | undefined {
      const offer = offers.get(id);
      return offer?.userId === userId ? offer : undefined;
    },
    expired: (offer: HeldOffer): boolean => options.now() >= offer.expiresAt,
    accepted(offer: HeldOffer, key: string): void {
      offer.acceptedWith = key;
      if (openOf.get(offer.userId) === offer.id) openOf.delete(offer.userId);
    },
    remove(offer: HeldOffer): void {
      offers.delete(offer.id);
      if (openOf.get(offer.userId) === offer.id) openOf.delete(offer.userId);
    },
    get size(): number {
      return offers.size;
    },
  };
}
