/**
 * Favourite tournaments (SPEC ENT-25): a set per player, at most MAX_FAVOURITE_TOURNAMENTS. Adding
 * one already there or removing one not there changes nothing, so a retried or doubled request is
 * harmless. The limit holds under concurrency: an add locks the player's row before counting.
 */
import { ERROR_CODES, type ErrorCode } from '../../schemas/errors.ts';
import { MAX_FAVOURITE_TOURNAMENTS } from '../../schemas/favourites.ts';
import type { Db, Queryable } from '../db/db.ts';

export type FavouritesOutcome =
  | { readonly ok: true; readonly tournamentIds: number[] }
  | { readonly ok: false; readonly status: number; readonly error: ErrorCode; readonly message: string; readonly field: string };

export type FavouritesService = {
  list(userId: number): Promise<number[]>;
  add(userId: number, tournamentId: number): Promise<FavouritesOutcome>;
  remove(userId: number, tournamentId: number): Promise<number[]>;
};

async function listOf(q: Queryable, userId: number): Promise<number[]> {
  const rows = await q.query<{ tournament_id: bigint }>('select tournament_id from favourite_tournaments where user_id = $1 order by created_at, tournament_id', [userId]);
  return rows.map((r) => Number(r.tournament_id));
}

export function createFavourites(db: Db, max: number = MAX_FAVOURITE_TOURNAMENTS): FavouritesService {
  return {
    list: (userId) => listOf(db, userId),

    add: (userId, tournamentId) =>
      db.transaction(async (tx): Promise<FavouritesOutcome> => {
        // One add at a time per player: two at the limit cannot both see room for one more.
        await tx.query('select id from users where id = $1 for update', [userId]);
        const [held] = await tx.query<{ n: bigint; has: boolean }>(
          'select count(*) as n, coalesce(bool_or(tournament_id = $2), false) as has from favourite_tournaments where user_id = $1',
          [userId, tournamentId],
        );
        if (!held?.has && Number(held?.n ?? 0) >= max) {
          return { ok: false, status: 409, error: ERROR_CODES.tooManyFavourites, message: `id: at most ${max} favourite tournaments; remove one first`, field: 'id' };
        }
        await tx.query('insert into favourite_tournaments (user_id, tournament_id) values ($1, $2) on conflict do nothing', [userId, tournamentId]);
        return { ok: true, tournamentIds: await listOf(tx, userId) };
      }),

    remove: async (userId, tournamentId) => {
      await db.query('delete from favourite_tournaments where user_id = $1 and tournament_id = $2', [userId, tournamentId]);
      return listOf(db, userId);
    },
  };
}
