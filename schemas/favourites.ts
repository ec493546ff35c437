/**
 * A player's favourite tournaments (SPEC ENT-25 favouriteTournamentIds, STA-55, ROL-01, API-45).
 *
 *   GET    /api/favorites                    → { TournamentIds }   (signed-in only)
 *   PUT    /api/favorites/tournaments/{id}   → { TournamentIds }   (CSRF; starring twice changes nothing)
 *   DELETE /api/favorites/tournaments/{id}   → { TournamentIds }   (CSRF; removing one not there changes nothing)
 */
import * as v from 'valibot';
import { idSchema } from './common.ts';

/** Favourite tournaments one player may keep (409 `too-many-favourites` beyond). */
export const MAX_FAVOURITE_TOURNAMENTS = 200;

/** The player's favourite tournament ids, oldest first. */
export const favouritesSchema = v.object({ TournamentIds: v.array(idSchema) });
export type Favourites = v.InferOutput<typeof favouritesSchema>;

/** The `{id}` of a favourites path: a tournament id, digits only. */
export const favouriteParamsSchema = v.object({
  id: v.pipe(v.string('must be a tournament id'), v.regex(/^[1-9]\d{0,14}$/, 'must be a tournament id: a whole number ≥ 1'), v.transform(Number)),
});
