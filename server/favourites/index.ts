/** Wires favourite tournaments into the house's Fastify app (after accounts, whose hook finds the session and checks CSRF). */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db.ts';
import { apiErrorHandler } from '../http/errors.ts';
import { registerFavouritesRoutes } from './routes.ts';
import { createFavourites, type FavouritesService } from './service.ts';

export type { FavouritesService } from './service.ts';

export async function installFavourites(app: FastifyInstance, db: Db): Promise<FavouritesService> {
  const favourites = createFavourites(db);
  await app.register(async (scope) => {
    scope.setErrorHandler(apiErrorHandler('favourites request'));
    registerFavouritesRoutes(scope, favourites);
  });
  return favourites;
}
