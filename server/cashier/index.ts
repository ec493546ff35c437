/**
 * Wires the cashier into the house (after accounts, whose hook finds the session). The sandbox
 * provider and the sandbox chain post their webhooks to the house's own route.
 */
import type { FastifyInstance } from 'fastify';
import { houseSecret } from '../accounts/index.ts';
import type { UserRow } from '../accounts/service.ts';
import type { Db } from '../db/db.ts';
import { apiErrorHandler } from '../http/errors.ts';
import type { MoneyGuard, Wallet } from '../wallet/ledger.ts';
import { CASHIER_WEBHOOK_PATH, CRYPTO_METHOD } from '../../schemas/cashier.ts';
import type { MoneyAnswer } from '../wallet/ledger.ts';
import { sandboxAddressBook } from './crypto/addresses.ts';
import { sandboxRates } from './crypto/rates.ts';
import { registerCryptoRoutes } from './crypto/routes.ts';
import { createSandboxChain, SANDBOX_CHAIN } from './crypto/sandbox-chain.ts';
import { createCryptoCashier } from './crypto/service.ts';
import { registerCashierRoutes, type WebhookHandler } from './routes.ts';
import { createSandboxProvider, SANDBOX_PROVIDER } from './sandbox-provider.ts';
import { registerVoucherShop } from './sandbox-vouchers.ts';
import { createCashier, failure, type Cashier } from './service.ts';
import type { SignatureRefusal } from './webhook-signature.ts';

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
  /** The sandbox chain's time between two blocks (CRYPTO_SANDBOX_BLOCK_MS). */
  readonly sandboxBlockMs: number;
  /** Admin routes' bearer token (the sandbox chain's send route); none: they are off. */
  readonly adminToken: string | undefined;
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
  const rates = sandboxRates();
  const cashier = createCashier({ db: options.db, wallet: options.wallet, provider, rates, depositGuard: options.depositGuard, now });
  const chain = createSandboxChain({
    db: options.db,
    secret,
    blockMs: options.sandboxBlockMs,
    now,
    deliver: async (body, headers) => (await app.inject({ method: 'POST', url: `${CASHIER_WEBHOOK_PATH}${SANDBOX_CHAIN}`, payload: body, headers })).statusCode,
  });
  const crypto = createCryptoCashier({
    db: options.db,
    wallet: options.wallet,
    custody: chain,
    addresses: sandboxAddressBook(await houseSecret(options.db, 'crypto-hd-seed')),
    rates,
    depositGuard: options.depositGuard,
  });
  const refused = (check: SignatureRefusal): MoneyAnswer => failure(check.status, check.error, check.message, check.field);
  const webhooks = new Map<string, WebhookHandler>([
    [
      provider.name,
      async (raw, headers, nowMs) => {
        const checked = provider.verifyWebhook(raw, headers, nowMs);
        return checked.ok ? cashier.applyWebhook(checked.event) : refused(checked);
      },
    ],
    [
      chain.name,
      async (raw, headers, nowMs) => {
        const checked = chain.verifyWebhook(raw, headers, nowMs);
        return checked.ok ? crypto.applyDeposit(checked.deposit) : refused(checked);
      },
    ],
  ]);
  await app.register(async (scope) => {
    scope.setErrorHandler(apiErrorHandler('cashier request'));
    registerCashierRoutes(scope, { cashier, webhooks, now, confirmPassword: options.confirmPassword });
    registerCryptoRoutes(scope, { crypto, chain, adminToken: options.adminToken, cryptoOffered: (country, currency) => cashier.offers(country, currency, CRYPTO_METHOD) });
    registerVoucherShop(scope, options.db);
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
      await Promise.all([provider.close(), chain.close()]);
    },
  };
}
