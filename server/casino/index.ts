/** Wires the casino into the house (after accounts, whose hook finds the session and whose wallet holds the money). */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db.ts';
import { apiErrorHandler } from '../http/errors.ts';
import { createRateLimiter } from '../http/rate-limit.ts';
import type { Wallet } from '../wallet/ledger.ts';
import { createCatalogue } from './catalogue.ts';
import { houseProvider } from './provider.ts';
import { registerCasinoRoutes } from './routes.ts';
import { createCasino, type Casino } from './service.ts';
import { HOUSE_GAMES_BY_KEY, HOUSE_STUDIOS } from './studios.ts';

/** Demo rounds (and demo actions) one address may play a minute. */
const DEMO_ROUNDS_PER_MINUTE = 240;

export type CasinoOptions = { readonly db: Db; readonly wallet: Wallet; readonly now?: () => number };

export async function installCasino(app: FastifyInstance, options: CasinoOptions): Promise<Casino> {
  const provider = houseProvider(HOUSE_STUDIOS, HOUSE_GAMES_BY_KEY);
  const casino = createCasino({ db: options.db, wallet: options.wallet, games: provider.games, ...(options.now ? { now: options.now } : {}) });
  const catalogue = createCatalogue({ studios: provider.studios, games: [...provider.games.values()], popularity: () => casino.popularity() });
  await app.register(async (scope) => {
    scope.setErrorHandler(apiErrorHandler('casino request'));
    registerCasinoRoutes(scope, { db: options.db, casino, catalogue, provider, demoLimit: createRateLimiter(DEMO_ROUNDS_PER_MINUTE, 60_000) });
  });
  return casino;
}
