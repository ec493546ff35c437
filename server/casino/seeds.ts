/**
 * A player's provably fair seed pairs (issue #19): the pair in play shows only its server seed's
 * hash; a rotation reveals that seed, so every round played with it can be checked, and starts a
 * new pair. The first pair is made when the player first asks for it or plays.
 */
import { newSeed, serverSeedHash } from '../../domain/casino/fair.ts';
import type { SeedPair } from '../../schemas/casino.ts';
import type { Queryable } from '../db/db.ts';

export type SeedRow = {
  id: bigint;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  next_nonce: number;
  created_at: Date | string;
  revealed_at: Date | string | null;
};

const COLUMNS = 'id, server_seed, server_seed_hash, client_seed, next_nonce, created_at, revealed_at';
/** Rotated pairs listed with the one in play. */
const PREVIOUS_SHOWN = 10;

const iso = (at: Date | string) => new Date(at).toISOString();

export function seedPairBody(row: SeedRow): SeedPair {
  return {
    ServerSeedHash: row.server_seed_hash,
    ServerSeed: row.revealed_at === null ? null : row.server_seed,
    ClientSeed: row.client_seed,
    Nonce: row.next_nonce,
    CreatedAt: iso(row.created_at),
    RevealedAt: row.revealed_at === null ? null : iso(row.revealed_at),
  };
}

async function openPair(tx: Queryable, userId: number, clientSeed: string): Promise<void> {
  const serverSeed = newSeed();
  // A concurrent first request may open the pair at the same moment: one insert wins, the other reads it.
  await tx.query(
    `insert into casino_seeds (user_id, server_seed, server_seed_hash, client_seed) values ($1, $2, $3, $4)
     on conflict (user_id) where revealed_at is null do nothing`,
    [userId, serverSeed, serverSeedHash(serverSeed), clientSeed],
  );
}

/** The pair in play, made on first use. With `lock`, the row is held for the caller's transaction (a round takes its nonce). */
export async function seedsInPlay(tx: Queryable, userId: number, lock = false): Promise<SeedRow> {
  const read = () => tx.query<SeedRow>(`select ${COLUMNS} from casino_seeds where user_id = $1 and revealed_at is null${lock ? ' for update' : ''}`, [userId]);
  let [row] = await read();
  if (!row) {
    await openPair(tx, userId, newSeed(8));
    [row] = await read();
  }
  if (!row) throw new Error(`no seed pair for user ${userId}`);
  return row;
}

/** Takes the pair's next nonce for a round, in the round's transaction. */
export async function takeNonce(tx: Queryable, userId: number): Promise<{ seed: SeedRow; nonce: number }> {
  const seed = await seedsInPlay(tx, userId, true);
  await tx.query('update casino_seeds set next_nonce = next_nonce + 1 where id = $1', [seed.id]);
  return { seed, nonce: seed.next_nonce };
}

export async function seedPairs(tx: Queryable, userId: number): Promise<{ Active: SeedPair; Previous: SeedPair[] }> {
  const active = await seedsInPlay(tx, userId);
  const previous = await tx.query<SeedRow>(`select ${COLUMNS} from casino_seeds where user_id = $1 and revealed_at is not null order by id desc limit $2`, [
    userId,
    PREVIOUS_SHOWN,
  ]);
  return { Active: seedPairBody(active), Previous: previous.map(seedPairBody) };
}

/** Reveals the server seed in play and starts a new pair with the player's client seed. */
export async function rotateSeeds(tx: Queryable, userId: number, clientSeed: string): Promise<void> {
  const current = await seedsInPlay(tx, userId, true);
  await tx.query('update casino_seeds set revealed_at = now() where id = $1', [current.id]);
  await openPair(tx, userId, clientSeed);
}

/** The server seed of a pair, once revealed (a round's answer shows it then). */
export const revealedSeed = (row: Pick<SeedRow, 'server_seed' | 'revealed_at'>): string | null => (row.revealed_at === null ? null : row.server_seed);
