/** Wires the casino into the house (after accounts, whose hook finds the session and whose wallet holds the money). */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db.ts';
import { liveTableAsGame } from '../../domain/casino/live-table.ts';
import { GUEST_CURRENCY } from '../../schemas/casino.ts';
import { apiErrorHandler } from '../http/errors.ts';
import { createRateLimiter } from '../http/rate-limit.ts';
import type { Wallet } from '../wallet/ledger.ts';
import { createCatalogue } from './catalogue.ts';
import { houseProvider } from './provider.ts';
import { registerCasinoRoutes } from './routes.ts';
import { registerJackpotRoutes } from './jackpot-routes.ts';
import { createJackpots, type Jackpots } from './jackpots.ts';
import { registerLiveTableRoutes } from './live-table-routes.ts';
import { startLiveTables, type LiveTables, type LiveTablesDeps } from './live-tables.ts';
import { createCasino, type Casino } from './service.ts';
import { HOUSE_GAMES_BY_KEY, HOUSE_STUDIOS } from './studios.ts';

/** Demo rounds (and demo actions) one address may play a minute. */
const DEMO_ROUNDS_PER_MINUTE = 240;

export type CasinoOptions = {
  readonly db: Db;
  readonly wallet: Wallet;
  readonly now?: () => number;
  /** The live tables' link to the hub: their topics' epoch, where messages go, who is seated. */
  readonly live: Pick<LiveTablesDeps, 'epoch' | 'publish' | 'seated' | 'tables' | 'onError' | 'dealing'>;
};

export type CasinoModule = { readonly casino: Casino; readonly liveTables: LiveTables; readonly jackpots: Jackpots };

export async function installCasino(app: FastifyInstance, options: CasinoOptions): Promise<CasinoModule> {
  const provider = houseProvider(HOUSE_STUDIOS, HOUSE_GAMES_BY_KEY);
  const jackpots = createJackpots(options.db);
  const casino = createCasino({ db: options.db, wallet: options.wallet, games: provider.games, jackpots, ...(options.now ? { now: options.now } : {}) });
  const liveTables = await startLiveTables({ db: options.db, wallet: options.wallet, casino, games: provider.games, ...options.live, ...(options.now ? { now: options.now } : {}) });
  const catalogue = createCatalogue({ studios: provider.studios, games: [...provider.games.values()], popularity: () => casino.popularity() });
  await app.register(async (scope) => {
    scope.setErrorHandler(apiErrorHandler('casino request'));
    const liveGames = async () => {
      const bets = await liveTables.popularity();
      return (await liveTables.list(GUEST_CURRENCY)).map((table) => liveTableAsGame(table, bets.get(table.Key) ?? 0));
    };
    registerCasinoRoutes(scope, { db: options.db, casino, catalogue, provider, demoLimit: createRateLimiter(DEMO_ROUNDS_PER_MINUTE, 60_000), liveGames });
    registerLiveTableRoutes(scope, liveTables);
    registerJackpotRoutes(scope, jackpots);
  });
  return { casino, liveTables, jackpots };
}
