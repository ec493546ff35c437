/** Wires accounts, sessions, CSRF, rate limits and the wallet into the house's Fastify app. */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db.ts';
import { createCsrf } from '../http/csrf.ts';
import { apiErrorHandler } from '../http/errors.ts';
import { createRateLimiter } from '../http/rate-limit.ts';
import { createWallet, type Wallet } from '../wallet/ledger.ts';
import { registerWalletRoutes } from '../wallet/routes.ts';
import { installRequestGuards, registerAccountRoutes } from './routes.ts';
import { createAccounts, type Accounts, type Mailer } from './service.ts';

export type AccountsConfig = {
  readonly allowedOrigins: readonly string[];
  readonly adminToken: string | undefined;
  /** Login attempts per IP and user name in 15 minutes, and per IP alone. */
  readonly loginLimit: { readonly perUser: number; readonly perIp: number };
};

export type AccountsModule = { readonly accounts: Accounts; readonly wallet: Wallet };

async function houseSecret(db: Db, name: string): Promise<Buffer> {
  await db.query('insert into house_secrets (name, value) values ($1, $2) on conflict (name) do nothing', [name, randomBytes(32).toString('base64url')]);
  const [row] = await db.query<{ value: string }>('select value from house_secrets where name = $1', [name]);
  return Buffer.from(row?.value ?? '', 'base64url');
}

export async function installAccounts(app: FastifyInstance, db: Db, config: AccountsConfig, mailer?: Mailer): Promise<AccountsModule> {
  const wallet = createWallet(db);
  const accounts = createAccounts(db, {
    wallet,
    // No mail server: the reset link goes to the house log, where an operator (or a test) finds it.
    mailer: mailer ?? { sendPasswordReset: (to, link) => app.log.warn({ user: to.userName }, `password reset link for ${to.userName}: ${link}`) },
  });
  const csrf = createCsrf(await houseSecret(db, 'csrf'));
  const window = 15 * 60 * 1000;
  const deps = {
    accounts,
    csrf,
    allowedOrigins: new Set(config.allowedOrigins),
    loginLimits: { perUser: createRateLimiter(config.loginLimit.perUser, window), perIp: createRateLimiter(config.loginLimit.perIp, window) },
  };
  installRequestGuards(app, deps);
  await app.register(async (scope) => {
    scope.setErrorHandler(apiErrorHandler('request'));
    registerAccountRoutes(scope, deps);
    registerWalletRoutes(scope, { wallet, accounts, adminToken: config.adminToken });
  });
  return { accounts, wallet };
}
