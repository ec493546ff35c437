/** Wires accounts, sessions, CSRF, rate limits and the wallet into the house's Fastify app. */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_LIMITS, DEFAULT_REGISTRATION, type HouseLimits } from '../config.ts';
import type { CountryRules } from '../../domain/countries.ts';
import type { Db } from '../db/db.ts';
import { createCsrf } from '../http/csrf.ts';
import { apiErrorHandler } from '../http/errors.ts';
import { createRateLimiter } from '../http/rate-limit.ts';
import { createWallet, type Wallet } from '../wallet/ledger.ts';
import { createProtections, type Protector } from '../responsible-gambling/service.ts';
import { registerProtectionRoutes } from '../responsible-gambling/routes.ts';
import { createBonuses } from '../bonuses/service.ts';
import { registerBonusRoutes } from '../bonuses/routes.ts';
import { registerWalletRoutes } from '../wallet/routes.ts';
import { installRequestGuards, registerAccountRoutes } from './routes.ts';
import { createHashGate, HashGateFull } from './hash-gate.ts';
import { createAccounts, type Accounts, type Mailer } from './service.ts';
import { sendError } from '../http/errors.ts';
import { ERROR_CODES } from '../../schemas/errors.ts';

export type AccountsConfig = {
  readonly allowedOrigins: readonly string[];
  readonly adminToken: string | undefined;
  /** Login attempts per IP and account in 15 minutes, per IP alone, and per account (default 50). */
  readonly loginLimit: { readonly perUser: number; readonly perIp: number; readonly perAccount?: number };
  /** Hashing, check and demo limits (config.ts HouseLimits); the defaults when absent. */
  readonly limits?: Partial<HouseLimits>;
  /** The house's public origin for links; absent: its own address, http://{HOST}:{listening port}. */
  readonly publicUrl?: string | undefined;
  /** The listen address (HOST); a wildcard one (0.0.0.0, ::) makes the default link host localhost. */
  readonly host?: string;
  /** VAL-10: the countries registration refuses (REGISTRATION_EXCLUDED_COUNTRIES); the default list when absent. */
  readonly registration?: CountryRules;
};

/** The house's own origin: the address it listens on (localhost for a wildcard) and its port. */
function ownOrigin(host: string | undefined, request: FastifyRequest): string {
  const name = host === undefined || host === '' || host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${request.socket.localPort ?? 80}`;
}

export type AccountsModule = { readonly accounts: Accounts; readonly wallet: Wallet; readonly protections: Protector };

/** A random secret the house keeps in its database, made on first use (CSRF, cashier webhooks). */
export async function houseSecret(db: Db, name: string): Promise<Buffer> {
  await db.query('insert into house_secrets (name, value) values ($1, $2) on conflict (name) do nothing', [name, randomBytes(32).toString('base64url')]);
  const [row] = await db.query<{ value: string }>('select value from house_secrets where name = $1', [name]);
  return Buffer.from(row?.value ?? '', 'base64url');
}

export async function installAccounts(app: FastifyInstance, db: Db, config: AccountsConfig, mailer?: Mailer): Promise<AccountsModule> {
  const limits: HouseLimits = { ...DEFAULT_LIMITS, ...config.limits };
  // The player's own limits and breaks hold for every stake the wallet holds (ADR 0034).
  const protections = createProtections({ db });
  // Bonuses are released by the stake that completes their wagering (ADR 0035).
  const bonuses = createBonuses({ db, breakGuard: protections.breakGuard });
  const wallet = createWallet(db, { stakeGuard: protections.stakeGuard, afterStake: bonuses.releaseWagered });
  const accounts = createAccounts(db, {
    wallet,
    hashGate: createHashGate(limits.hashConcurrency, limits.hashQueue),
    // No mail server: the reset link goes to the house log, where an operator (or a test) finds it.
    mailer: mailer ?? { sendPasswordReset: (to, link) => app.log.warn({ user: to.userName }, `password reset link for ${to.userName}: ${link}`) },
  });
  const csrf = createCsrf(await houseSecret(db, 'csrf'));
  const window = 15 * 60 * 1000;
  const deps = {
    accounts,
    csrf,
    allowedOrigins: new Set(config.allowedOrigins),
    loginLimits: {
      perUser: createRateLimiter(config.loginLimit.perUser, window),
      perIp: createRateLimiter(config.loginLimit.perIp, window),
      perAccount: createRateLimiter(config.loginLimit.perAccount ?? 50, window),
    },
    hashLimits: { perIp: createRateLimiter(limits.hashPerIp, window), perAccount: createRateLimiter(limits.hashPerAccount, window) },
    checkLimit: createRateLimiter(limits.checkPerIp, window),
    demoLimit: createRateLimiter(limits.demoPerIp, 60 * 60 * 1000),
    publicOrigin: (request: FastifyRequest) => config.publicUrl ?? ownOrigin(config.host, request),
    registration: config.registration ?? DEFAULT_REGISTRATION,
  };
  installRequestGuards(app, deps);
  await app.register(async (scope) => {
    const fallback = apiErrorHandler('request');
    scope.setErrorHandler((error, request, reply) => {
      // The password-hash queue is full: come back in a moment (finding 1 of issue #12).
      if (error instanceof HashGateFull) return sendError(reply.header('Retry-After', '1'), 429, ERROR_CODES.tooManyRequests, 'The house is busy; try again in a moment');
      return fallback(error as Parameters<typeof fallback>[0], request, reply);
    });
    registerAccountRoutes(scope, deps);
    registerWalletRoutes(scope, { wallet, accounts, adminToken: config.adminToken });
    registerProtectionRoutes(scope, { protections, confirmPassword: (row, password) => accounts.confirmPassword(row, password) });
    registerBonusRoutes(scope, bonuses);
  });
  return { accounts, wallet, protections };
}
