/**
 * Favourite tournaments over HTTP (SPEC ENT-25, STA-55, ROL-01, API-45). Every route needs a
 * signed-in player (401 `unauthorized` naming the session otherwise); the writes also pass the
 * house's global Origin and CSRF guards (server/accounts/routes.ts), as the betting routes do.
 *
 *   GET    /api/favorites                    → { TournamentIds }, oldest first
 *   PUT    /api/favorites/tournaments/{id}   → { TournamentIds }; 409 `too-many-favourites` at the limit
 *   DELETE /api/favorites/tournaments/{id}   → { TournamentIds }
 *
 * A bad id is 400 `invalid` naming `id`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '../../schemas/errors.ts';
import { favouriteParamsSchema, type Favourites } from '../../schemas/favourites.ts';
import { check } from '../../schemas/validate.ts';
import { sendError, sendInvalid } from '../http/errors.ts';
import type { FavouritesService } from './service.ts';

function signedIn(request: FastifyRequest, reply: FastifyReply): number | undefined {
  if (request.account) return Number(request.account.row.id);
  void sendError(reply, 401, ERROR_CODES.unauthorized, 'Sign in to keep favourite tournaments', 'session');
  return undefined;
}

function tournamentId(request: FastifyRequest, reply: FastifyReply): number | undefined {
  const params = check(favouriteParamsSchema, request.params ?? {});
  if (params.ok) return params.value.id;
  void sendInvalid(reply, params.error);
  return undefined;
}

const answer = (reply: FastifyReply, ids: number[]): Favourites => (reply.header('Cache-Control', 'no-store'), { TournamentIds: ids });

export function registerFavouritesRoutes(app: FastifyInstance, favourites: FavouritesService): void {
  app.get('/api/favorites', async (request, reply) => {
    const userId = signedIn(request, reply);
    if (userId === undefined) return reply;
    return answer(reply, await favourites.list(userId));
  });

  app.put('/api/favorites/tournaments/:id', async (request, reply) => {
    const userId = signedIn(request, reply);
    if (userId === undefined) return reply;
    const id = tournamentId(request, reply);
    if (id === undefined) return reply;
    const outcome = await favourites.add(userId, id);
    if (!outcome.ok) return sendError(reply, outcome.status, outcome.error, outcome.message, outcome.field);
    return answer(reply, outcome.tournamentIds);
  });

  app.delete('/api/favorites/tournaments/:id', async (request, reply) => {
    const userId = signedIn(request, reply);
    if (userId === undefined) return reply;
    const id = tournamentId(request, reply);
    if (id === undefined) return reply;
    return answer(reply, await favourites.remove(userId, id));
  });
}
