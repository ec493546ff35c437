/**
 * Wires the cashier into the house (after accounts, whose hook finds the session). The sandbox
 * provider posts its webhooks to the house's own route.
 */
import type { FastifyInstance } from 'fastify';
import { houseSecret } from '../accounts/index.ts';
import type { UserRow } from '../accounts/service.ts';
import type { Db } from '../db/db.ts';
import { apiErrorHandler } from '../http/errors.ts';
import type { MoneyGuard, Wallet } from '../wallet/ledger.ts';
import { CASHIER_WEBHOOK_PATH } from '../../schemas/cashier.ts';
import { registerCashierRoutes } from './routes.ts';
import { createSandboxProvider, SANDBOX_PROVIDER } from './sandbox-provider.ts';
import { createCashier, type Cashier } from './service.ts';

export type CashierModule = { readonly cashier: Cashier; close(): Promise<void> };

/** A payment still without a provider id this long after it was recorded was lost in a crash (the provider answers within seconds). */
export const ORPHAN_AFTER_MS = 10 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 1000;

export type CashierOptions = {
  readonly db: Db;
  readonly wallet: Wallet;
  /** The sandbox's time between two statuses of a payment (CASHIER_SANDBOX_STEP_MS). */
  readonly sandboxStepMs: number;
  /** How long the sandbox keeps a payout in review, cancellable (CASHIER_SANDBOX_PAYOUT_REVIEW_MS). */
  readonly sandboxPayoutReviewMs: number;
  readonly confirmPassword: (row: UserRow, password: string) => Promise<boolean>;
  /** The player's breaks and deposit limits, asked before a deposit is recorded. */
  readonly depositGuard: MoneyGuard;
  readonly now?: () => number;
};

export async function installCashier(app: FastifyInstance, options: CashierOptions): Promise<CashierModule> {
  const now = options.now ?? Date.now;
  const secret = (await houseSecret(options.db, 'cashier-webhook')).toString('base64url');
  // The sandbox reaches the house the way a provider would, through its HTTP route (in-process: inject).
  const provider = createSandboxProvider({
    db: options.db,
    secret,
    stepMs: options.sandboxStepMs,
    payoutReviewMs: options.sandboxPayoutReviewMs,
    now,
    deliver: async (body, headers) => (await app.inject({ method: 'POST', url: `${CASHIER_WEBHOOK_PATH}${SANDBOX_PROVIDER}`, payload: body, headers })).statusCode,
  });
  const cashier = createCashier({ db: options.db, wallet: options.wallet, provider, depositGuard: options.depositGuard, now });
  await app.register(async (scope) => {
    scope.setErrorHandler(apiErrorHandler('cashier request'));
    registerCashierRoutes(scope, { cashier, provider, now, confirmPassword: options.confirmPassword });
  });
  // Payments lost track of in a crash are reconciled at start and then every minute.
  const sweep = () => cashier.sweepOrphans(ORPHAN_AFTER_MS).catch((error: unknown) => app.log.error({ err: error }, 'cashier: reconciling payments failed'));
  await sweep();
  const sweeper = setInterval(() => void sweep(), SWEEP_EVERY_MS);
  sweeper.unref();
  return {
    cashier,
    async close() {
      clearInterval(sweeper);
      await provider.close();
    },
  };
}
