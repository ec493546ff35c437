/**
 * The house's configuration, from the environment and the command line. A bad value stops the
 * start with a message naming the variable, never a half-configured server.
 */
import { parseArgs } from 'node:util';
import path from 'node:path';
import { isCountryCode, type CountryRules } from '../domain/countries.ts';
import { CURRENCY_CODES } from '../schemas/wallet.ts';

export type HouseConfig = {
  readonly host: string;
  readonly port: number;
  readonly dataDir: string;
  readonly clientDir: string;
  /** A real PostgreSQL server; unset means the embedded one under DATA_DIR. */
  readonly databaseUrl: string | undefined;
  /** Enables the admin routes (crediting test accounts) for bearer requests with this token. */
  readonly adminToken: string | undefined;
  /** Login attempts allowed in 15 minutes per IP and account, per IP, and per account from anywhere. */
  readonly loginLimit: { readonly perUser: number; readonly perIp: number; readonly perAccount: number };
  /**
   * The house's public address (scheme, host, port), used for links it sends (password reset).
   * Unset: http://{HOST, or localhost for 0.0.0.0}:{the port it listens on}. Never a request's Host.
   */
  readonly publicUrl: string | undefined;
  /** Proxies whose X-Forwarded-For/-Proto the house believes (Fastify trustProxy); empty: none. */
  readonly trustedProxies: readonly string[];
  /** Abuse limits: password hashing, registration checks, demo accounts, open tickets, hub topics. */
  readonly limits: HouseLimits;
  /** Fault-injection routes under /api/test (HOUSE_TEST_HOOKS=1), for browser tests only. */
  readonly testHooks: boolean;
  /** Origins allowed besides the house's own (same host), e.g. the Vite dev server. */
  readonly allowedOrigins: readonly string[];
  /** Settling tickets from results (ADR 0021). */
  readonly settlement: {
    /** A match missing from the feed and the results this long (wall ms) is voided (ABANDONED_MATCH_VOID_MS). */
    readonly abandonAfterMs: number;
    /** Tickets settled per database transaction (SETTLEMENT_BATCH). */
    readonly batchSize: number;
  };
  /** VAL-10: countries registration refuses, unless the currency chosen is exempt. */
  readonly registration: CountryRules;
  readonly cashier: {
    /** The sandbox payment provider's time between two statuses of a payment (CASHIER_SANDBOX_STEP_MS). */
    readonly sandboxStepMs: number;
    /** How long the sandbox keeps a payout in review, cancellable, before processing it (CASHIER_SANDBOX_PAYOUT_REVIEW_MS). */
    readonly sandboxPayoutReviewMs: number;
    /** The sandbox chain's time between two blocks (CRYPTO_SANDBOX_BLOCK_MS). */
    readonly sandboxBlockMs: number;
  };
  readonly casino: {
    /** How many times faster than real time the live tables deal (LIVE_TABLE_SPEED; tests use more than 1). */
    readonly liveTableSpeed: number;
  };
  /** Cluster mode (NATS_URL, which needs DATABASE_URL): this process is one node of a house on many (docs/decisions/0043). */
  readonly cluster: {
    readonly natsUrl: string;
    /** Names the house's stream, buckets and subjects (CLUSTER_NAME, default `house`): one NATS can carry several houses. */
    readonly name: string;
    /** The oldest run a taking-over producer replays rather than starting a run of its own (FEED_REPLAY_MAX_MS). */
    readonly replayMaxMs: number;
  } | null;
  readonly feed: {
    readonly seed: number;
    readonly liveMatches: number;
    readonly oddsChangesPerSecond: number;
    readonly tickMs: number;
    /** Simulated ms per real ms (FEED_TIME_SCALE): 60 plays a simulated minute per real second. */
    readonly timeScale: number;
    /** Fixtures a day of the 7-day history played at start (FEED_HISTORY_PER_DAY; 0: none). */
    readonly historyMatchesPerDay: number;
  };
};

export type HouseLimits = {
  /** Password hashes (scrypt) running at once; the rest queue, logins first. */
  readonly hashConcurrency: number;
  /** Requests waiting for a hash slot, at most; more get 429. */
  readonly hashQueue: number;
  /** Register, set-password and change-password requests per IP in 15 minutes. */
  readonly hashPerIp: number;
  /** Set-password and change-password requests per account in 15 minutes. */
  readonly hashPerAccount: number;
  /** register/check requests per IP in 15 minutes. */
  readonly checkPerIp: number;
  /** Demo accounts created per IP in an hour. */
  readonly demoPerIp: number;
  /** Open tickets one player may hold. */
  readonly openTicketsPerPlayer: number;
  /** Topics the hub connections of one IP may hold together. */
  readonly topicsPerIp: number;
  /** How often a hub connection's session is checked again while it holds a player topic (ms). */
  readonly sessionRecheckMs: number;
};

function publicUrl(raw: string | undefined): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`PUBLIC_URL must be an absolute http(s) URL such as https://bets.example.com, got '${raw}'`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`PUBLIC_URL must be an http(s) URL, got '${raw}'`);
  return url.origin;
}

function integer(name: string, raw: string | undefined, fallback: number, min: number, max: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got '${raw}'`);
  }
  return value;
}

/** VAL-10 by default: the countries under comprehensive sanctions, with no currency exempt. */
export const DEFAULT_REGISTRATION: CountryRules = { excluded: ['CU', 'IR', 'KP', 'SY'], exemptCurrencies: [] };

/** A comma-separated list whose every item passes `valid`; empty when unset. */
function list<T extends string>(name: string, raw: string | undefined, fallback: readonly T[], valid: (item: string) => item is T, what: string): readonly T[] {
  if (raw === undefined) return fallback;
  const items = raw.split(',').map((item) => item.trim()).filter(Boolean);
  const wrong = items.find((item) => !valid(item));
  if (wrong !== undefined) throw new Error(`${name} must be a comma-separated list of ${what}, got '${wrong}'`);
  return items as T[];
}

const isCurrency = (code: string): code is (typeof CURRENCY_CODES)[number] => (CURRENCY_CODES as readonly string[]).includes(code);

function databaseUrl(raw: string | undefined): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (!/^postgres(ql)?:\/\//.test(raw)) throw new Error(`DATABASE_URL must be a postgres:// URL, got '${raw.replace(/:[^:@/]*@/, ':***@')}'`);
  return raw;
}

function adminToken(raw: string | undefined): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (raw.length < 16) throw new Error('ADMIN_TOKEN must be at least 16 characters');
  return raw;
}

/** The abuse limits from the environment (README, configuration table). */
export function loadLimits(env: NodeJS.ProcessEnv): HouseLimits {
  return {
    hashConcurrency: integer('HASH_CONCURRENCY', env.HASH_CONCURRENCY, 2, 1, 64),
    hashQueue: integer('HASH_QUEUE', env.HASH_QUEUE, 64, 0, 100_000),
    hashPerIp: integer('HASH_LIMIT_PER_IP', env.HASH_LIMIT_PER_IP, 50, 1, 1_000_000),
    hashPerAccount: integer('HASH_LIMIT_PER_ACCOUNT', env.HASH_LIMIT_PER_ACCOUNT, 10, 1, 1_000_000),
    checkPerIp: integer('CHECK_LIMIT_PER_IP', env.CHECK_LIMIT_PER_IP, 60, 1, 1_000_000),
    demoPerIp: integer('DEMO_LIMIT_PER_IP', env.DEMO_LIMIT_PER_IP, 10, 1, 1_000_000),
    openTicketsPerPlayer: integer('MAX_OPEN_TICKETS', env.MAX_OPEN_TICKETS, 200, 1, 1_000_000),
    topicsPerIp: integer('HUB_TOPICS_PER_IP', env.HUB_TOPICS_PER_IP, 600, 1, 1_000_000),
    sessionRecheckMs: integer('HUB_SESSION_RECHECK_MS', env.HUB_SESSION_RECHECK_MS, 60_000, 100, 3_600_000),
  };
}

export const DEFAULT_LIMITS: HouseLimits = loadLimits({});

export function loadConfig(env: NodeJS.ProcessEnv = process.env, argv: readonly string[] = process.argv.slice(2)): HouseConfig {
  const { values } = parseArgs({
    args: [...argv],
    options: { seed: { type: 'string' }, port: { type: 'string' } },
    strict: false,
  });
  const port = integer('PORT', (values.port as string | undefined) ?? env.PORT, 8080, 0, 65535);
  const origins = env.ALLOWED_ORIGINS?.split(',').map((o) => o.trim()).filter(Boolean);
  return {
    host: env.HOST ?? '0.0.0.0',
    port,
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    clientDir: path.resolve(env.CLIENT_DIR ?? './dist'),
    databaseUrl: databaseUrl(env.DATABASE_URL),
    adminToken: adminToken(env.ADMIN_TOKEN),
    loginLimit: {
      perUser: integer('LOGIN_LIMIT_PER_USER', env.LOGIN_LIMIT_PER_USER, 10, 1, 1_000_000),
      perIp: integer('LOGIN_LIMIT_PER_IP', env.LOGIN_LIMIT_PER_IP, 100, 1, 1_000_000),
      perAccount: integer('LOGIN_LIMIT_PER_ACCOUNT', env.LOGIN_LIMIT_PER_ACCOUNT, 50, 1, 1_000_000),
    },
    publicUrl: publicUrl(env.PUBLIC_URL),
    trustedProxies: (env.TRUSTED_PROXIES ?? '').split(',').map((p) => p.trim()).filter(Boolean),
    limits: loadLimits(env),
    testHooks: env.HOUSE_TEST_HOOKS === '1',
    cluster: cluster(env),
    allowedOrigins: origins ?? ['http://localhost:5173'],
    settlement: {
      abandonAfterMs: integer('ABANDONED_MATCH_VOID_MS', env.ABANDONED_MATCH_VOID_MS, 30 * 60_000, 0, 7 * 86_400_000),
      batchSize: integer('SETTLEMENT_BATCH', env.SETTLEMENT_BATCH, 2000, 1, 100_000),
    },
    registration: {
      excluded: list('REGISTRATION_EXCLUDED_COUNTRIES', env.REGISTRATION_EXCLUDED_COUNTRIES, DEFAULT_REGISTRATION.excluded, isCountryCode, 'ISO country codes'),
      exemptCurrencies: list('REGISTRATION_EXEMPT_CURRENCIES', env.REGISTRATION_EXEMPT_CURRENCIES, DEFAULT_REGISTRATION.exemptCurrencies, isCurrency, 'currency codes'),
    },
    cashier: {
      sandboxStepMs: integer('CASHIER_SANDBOX_STEP_MS', env.CASHIER_SANDBOX_STEP_MS, 1500, 10, 600_000),
      sandboxPayoutReviewMs: integer('CASHIER_SANDBOX_PAYOUT_REVIEW_MS', env.CASHIER_SANDBOX_PAYOUT_REVIEW_MS, 60_000, 10, 86_400_000),
      sandboxBlockMs: integer('CRYPTO_SANDBOX_BLOCK_MS', env.CRYPTO_SANDBOX_BLOCK_MS, 2000, 10, 600_000),
    },
    casino: {
      liveTableSpeed: integer('LIVE_TABLE_SPEED', env.LIVE_TABLE_SPEED, 1, 1, 100),
    },
    feed: {
      seed: integer('FEED_SEED', (values.seed as string | undefined) ?? env.FEED_SEED, 1, 0, 2 ** 31 - 1),
      liveMatches: integer('FEED_LIVE_MATCHES', env.FEED_LIVE_MATCHES, 60, 0, 5000),
      oddsChangesPerSecond: integer('FEED_ODDS_RATE', env.FEED_ODDS_RATE, 0, 0, 1_000_000),
      tickMs: integer('FEED_TICK_MS', env.FEED_TICK_MS, 50, 5, 10_000),
      timeScale: integer('FEED_TIME_SCALE', env.FEED_TIME_SCALE, 1, 1, 3600),
      historyMatchesPerDay: integer('FEED_HISTORY_PER_DAY', env.FEED_HISTORY_PER_DAY, 64, 0, 1000),
    },
  };
}

function cluster(env: NodeJS.ProcessEnv): HouseConfig['cluster'] {
  const natsUrl = env.NATS_URL?.trim();
  if (!natsUrl) return null;
  // Money lives only in PostgreSQL: an embedded database belongs to one process.
  if (!env.DATABASE_URL) throw new Error('NATS_URL: a cluster node needs DATABASE_URL too (one PostgreSQL for every node)');
  const name = env.CLUSTER_NAME?.trim() || 'house';
  if (!/^[a-z][a-z0-9-]{0,31}$/.test(name)) throw new Error(`CLUSTER_NAME: lower-case letters, digits and '-', starting with a letter, at most 32 (got '${name}')`);
  return { natsUrl, name, replayMaxMs: integer('FEED_REPLAY_MAX_MS', env.FEED_REPLAY_MAX_MS, 10 * 60_000, 0, 86_400_000) };
}
