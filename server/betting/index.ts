/** Wires bets and cashout into the house's Fastify app (after accounts, whose hook finds the session). */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db.ts';
import { apiErrorHandler } from '../http/errors.ts';
import { createRateLimiter } from '../http/rate-limit.ts';
import type { Wallet } from '../wallet/ledger.ts';
import { createDeclinedBets } from './declined.ts';
import { createHistory } from './history.ts';
import { createOddsAcceptancePolicies } from './odds-acceptance.ts';
import { registerBettingRoutes } from './routes.ts';
import { createBetting, type BettingService, type PriceSource } from './service.ts';

export type { Betting, BettingService, CashoutListener, PriceSource } from './service.ts';
export { createBetting } from './service.ts';

export type BettingInstallOptions = {
  readonly db: Db;
  readonly wallet: Wallet;
  readonly prices: PriceSource;
  /** Share of the fair cashout value the house keeps, in basis points (default 5 %). */
  readonly cashoutMarginBps?: number;
  /** Bets one player may place per minute (default 30). */
  readonly placeLimitPerMinute?: number;
  /** Open tickets one player may hold (MAX_OPEN_TICKETS, default 200). */
  readonly maxOpenTickets?: number;
  /** How long a trader offer stands (default 30 s), and the clock it is timed by (tests). */
  readonly traderOfferTtlMs?: number;
  readonly now?: () => number;
};

export async function installBetting(app: FastifyInstance, options: BettingInstallOptions): Promise<BettingService> {
  const betting = createBetting({
    db: options.db,
    wallet: options.wallet,
    prices: options.prices,
    ...(options.cashoutMarginBps !== undefined ? { cashoutMarginBps: options.cashoutMarginBps } : {}),
    ...(options.maxOpenTickets !== undefined ? { maxOpenTickets: options.maxOpenTickets } : {}),
    ...(options.traderOfferTtlMs !== undefined ? { traderOfferTtlMs: options.traderOfferTtlMs } : {}),
    ...(options.now !== undefined ? { now: options.now } : {}),
    log: { warn: (data, message) => app.log.warn(data, message) },
  });
  await betting.load();
  const placeLimit = createRateLimiter(options.placeLimitPerMinute ?? 30, 60_000);
  await app.register(async (scope) => {
    scope.setErrorHandler(apiErrorHandler('betting request'));
    registerBettingRoutes(scope, { betting, placeLimit, history: createHistory(options.db),
      declined: createDeclinedBets(options.db, options.prices),
      acceptance: createOddsAcceptancePolicies(options.db),
    });
  });
  return betting;
}
