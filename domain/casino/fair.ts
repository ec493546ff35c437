/**
 * Provably fair randomness (issue #19). A round's result is a pure function of the house's server
 * seed, the player's client seed and the round's nonce: the floats a game draws are read from
 * HMAC-SHA256(key = server seed, message = `${clientSeed}:${nonce}:${block}`), block = 0, 1, 2, …,
 * each 32-byte digest giving eight floats of four bytes (big-endian fraction b0/256 + b1/256² + …).
 * The player sees SHA-256(server seed) before playing; once the seed is rotated the seed itself is
 * shown and any past round can be recomputed, in the browser, by the same code.
 *
 * The scheme is the one the large crypto casinos publish, so a player can check it with their own
 * tools too. @noble/hashes runs alike in Node and the browser and is synchronous.
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, randomBytes, utf8ToBytes } from '@noble/hashes/utils.js';

/** A stream of floats in [0, 1): what every game engine draws from. */
export type FloatSource = { next(): number };

export type RoundSeeds = { readonly serverSeed: string; readonly clientSeed: string; readonly nonce: number };

const FLOATS_PER_BLOCK = 8;

/** What the player is shown before playing with a server seed. */
export function serverSeedHash(serverSeed: string): string {
  return bytesToHex(sha256(utf8ToBytes(serverSeed)));
}

/** A fresh server seed (64 hex characters) or default client seed (16). */
export function newSeed(bytes = 32): string {
  return bytesToHex(randomBytes(bytes));
}

/** The round's floats, drawn lazily, block after block. */
export function fairFloats(seeds: RoundSeeds): FloatSource {
  const key = utf8ToBytes(seeds.serverSeed);
  let block = -1;
  let digest = new Uint8Array(0);
  let used = FLOATS_PER_BLOCK;
  return {
    next() {
      if (used === FLOATS_PER_BLOCK) {
        block++;
        digest = hmac(sha256, key, utf8ToBytes(`${seeds.clientSeed}:${seeds.nonce}:${block}`));
        used = 0;
      }
      const at = used * 4;
      used++;
      return digest[at]! / 256 + digest[at + 1]! / 256 ** 2 + digest[at + 2]! / 256 ** 3 + digest[at + 3]! / 256 ** 4;
    },
  };
}

/**
 * A fast non-cryptographic source (mulberry32) for the statistical tests and the bench, which
 * play millions of rounds: the engines are the same, only the floats come cheaper.
 */
export function fastFloats(seed: number): FloatSource {
  let state = seed >>> 0;
  return {
    next() {
      state = (state + 0x6d2b79f5) >>> 0;
      let t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    },
  };
}

/** An integer in [0, n) from one float. */
export function pick(source: FloatSource, n: number): number {
  return Math.floor(source.next() * n);
}

/**
 * Throws away n floats. A stateful game (blackjack) is resumed on a later request by re-creating
 * the round's stream from its seeds and skipping what the earlier requests drew.
 */
export function skip(source: FloatSource, n: number): FloatSource {
  for (let i = 0; i < n; i++) source.next();
  return source;
}

/** A source that replays given floats, then fails: for tests that build a round card by card. */
export function fixedFloats(floats: readonly number[]): FloatSource {
  let at = 0;
  return {
    next() {
      const value = floats[at++];
      if (value === undefined) throw new Error(`fixedFloats: only ${floats.length} floats were given`);
      return value;
    },
  };
}
