/**
 * The house as a Fastify app: the feed hub, the REST API and the built client, on one port.
 * main.ts listens; tests build the app on port 0.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { feedTopicSchema, shortenPriceSchema } from '../schemas/feed.ts';
import { matchResultSchema } from '../schemas/results.ts';
import { CLIENT_METHODS, FEED_HUB_PATH } from '../schemas/protocol.ts';
import { check } from '../schemas/validate.ts';
import { jackpotDropSchema } from '../schemas/jackpots.ts';
import { clientPages, type PageDeps } from './client-pages.ts';
import { installAccounts, type AccountsModule } from './accounts/index.ts';
import { installBetting, type BettingService } from './betting/index.ts';
import { installCashier, type CashierModule } from './cashier/index.ts';
import { installCasino } from './casino/index.ts';
import type { Jackpots } from './casino/jackpots.ts';
import { tablesAtSpeed, type LiveTables } from './casino/live-tables.ts';
import type { Casino } from './casino/service.ts';
import { createSettlement, type Settlement } from './betting/settlement.ts';
import type { Mailer } from './accounts/service.ts';
import type { HouseConfig } from './config.ts';
import { installContent } from './content/index.ts';
import { installFavourites } from './favourites/index.ts';
import type { Db } from './db/db.ts';
import { createIpTopicBudget, feedConnectionItems, feedHubMethods, topicGroup } from './feed/feed-hub.ts';
import { createCashoutTopics, type CashoutTopics } from './feed/user-topics.ts';
import { TopicRefused } from './feed/streams.ts';
import { createLocalFeed, type HouseFeed } from './feed/house-feed.ts';
import { previewSnapshot } from './feed/preview-cut.ts';
import { createClusterFeed } from './cluster/cluster-feed.ts';
import { shareTickets } from './cluster/ticket-bus.ts';
import { dealTablesWhileLeading, relayedTableTopics } from './cluster/table-dealer.ts';
import { createHub, type Hub } from './hub/index.ts';
import { createResultsStore, installResults, type ResultsStore } from './results/index.ts';
import { installSchedule } from './schedule/index.ts';
import { installSportsbook } from './sportsbook/index.ts';
import { ERROR_CODES } from '../schemas/errors.ts';
import { installSecurityHeaders } from './http/headers.ts';
import { requestPath } from './http/paths.ts';

export type House = {
  readonly app: FastifyInstance;
  readonly hub: Hub;
  readonly feed: HouseFeed;
  /** Accounts and wallet, present when the house was given a database. */
  readonly accounts: AccountsModule | null;
  /** Bets and cashout (present with a database): the hub publishes its per-user cashout feed. */
  readonly betting: BettingService | null;
  /** Deposits, withdrawals and their provider (present with a database). */
  readonly cashier: CashierModule | null;
  /** Casino rounds (present with a database). */
  readonly casino: Casino | null;
  /** Tickets paid from the results (present with a database). */
  readonly settlement: Settlement | null;
  /** Finished matches' results (the last 7 days): read by id, and told of each new one (`onResult`). */
  readonly results: ResultsStore;
  close(): Promise<void>;
};

/** A page served by this house may always connect to its hub. */
function sameHost(origin: string, host: string | undefined): boolean {
  try {
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** Content-Security-Policy of the client: no inline script, no eval. */
export const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
].join('; ');

export type HouseOptions = {
  logLevel?: string;
  /** Where the log lines go (default standard output): tests read them. */
  logStream?: { write(line: string): void };
  /** The house database (main.ts opens it); without one the accounts and wallet routes are absent. */
  db?: Db;
  /** Where password-reset links go; the default writes them to the house log. */
  mailer?: Mailer;
};

export async function buildHouse(config: HouseConfig, options: HouseOptions = {}): Promise<House> {
  const app = Fastify({
    logger: { level: options.logLevel ?? 'silent', ...(options.logStream ? { stream: options.logStream } : {}) },
    bodyLimit: 64 * 1024,
    // X-Forwarded-For and -Proto are believed from the configured proxies only (issue #12, 2 and 13).
    trustProxy: config.trustedProxies.length > 0 ? [...config.trustedProxies] : false,
  });
  installSecurityHeaders(app, CSP);
  const results = createResultsStore({ onListenerError: (error) => app.log.error({ err: error }, 'results listener failed') });
  const log = { info: (data: object, message: string) => app.log.info(data, message), warn: (data: object, message: string) => app.log.warn(data, message), error: (data: object, message: string) => app.log.error(data, message) };
  const cluster = config.cluster && options.db ? await createClusterFeed(config, config.cluster, { db: options.db, results, log }) : null;
  const feed: HouseFeed = cluster ?? createLocalFeed(config, results);
  let hub: Hub | null = null;
  const allowed = new Set(config.allowedOrigins);
  let userTopics: CashoutTopics | null = null;
  let liveTables: LiveTables | null = null;
  const ipBudget = createIpTopicBudget(config.limits.topicsPerIp);

  hub = createHub({
    path: FEED_HUB_PATH,
    allowedOrigins: (origin, host) => origin === undefined || allowed.has(origin) || sameHost(origin, host),
    logger: { info: (msg, data) => app.log.info(data ?? {}, msg), warn: (msg, data) => app.log.warn(data ?? {}, msg) },
    connectionItems: feedConnectionItems,
    methods: feedHubMethods({ streams: feed.topics, userTopics: () => userTopics, tableTopics: cluster ? () => relayedTableTopics(cluster, () => liveTables) : () => liveTables, ipBudget }),
    onDisconnected: (conn) => ipBudget.release(conn),
  });
  await hub.register(app);

  app.get('/api/health', async () => ({ ok: true }));

  // Every feed topic's snapshot, e.g. /api/feed/live/snapshot, /api/feed/match/100123/snapshot.
  app.get<{ Params: { '*': string } }>('/api/feed/*', async (request, reply) => {
    const path = request.params['*'];
    const topic = check(feedTopicSchema, path.endsWith('/snapshot') ? path.slice(0, -'/snapshot'.length) : '');
    if (!topic.ok) return reply.code(400).send({ error: ERROR_CODES.invalid, field: 'topic', message: `topic: ${topic.error.message} (GET /api/feed/{topic}/snapshot)` });
    try {
      // Computed on the spot: a REST read never starts a topic (issue #12, finding 4).
      return feed.peekSnapshot(topic.value);
    } catch (error) {
      if (error instanceof TopicRefused) return reply.code(404).send({ error: ERROR_CODES.notFound, field: 'topic', message: `topic: ${error.message}` });
      throw error;
    }
  });

  await installResults(app, results);
  await installSportsbook(app, () => previewSnapshot(feed.reads.snapshot('prematch')));
  await installSchedule(app, feed.reads);

  const accounts = options.db ? await installAccounts(app, options.db, config, options.mailer) : null;
  const betting =
    options.db && accounts
      ? await installBetting(app, { db: options.db, wallet: accounts.wallet, prices: feed.reads, maxOpenTickets: config.limits.openTicketsPerPlayer })
      : null;

  if (options.db && accounts) await installFavourites(app, options.db);
  const cashier: CashierModule | null =
    options.db && accounts
      ? await installCashier(app, {
          db: options.db,
          wallet: accounts.wallet,
          sandboxStepMs: config.cashier.sandboxStepMs,
          sandboxPayoutReviewMs: config.cashier.sandboxPayoutReviewMs,
          sandboxBlockMs: config.cashier.sandboxBlockMs,
          adminToken: config.adminToken,
          confirmPassword: (row, password) => accounts.accounts.confirmPassword(row, password),
          depositGuard: accounts.protections.depositGuard,
        })
      : null;
  const casinoModule =
    options.db && accounts
      ? await installCasino(app, {
          db: options.db,
          wallet: accounts.wallet,
          live: {
            epoch: feed.epoch,
            // In a cluster the lease holder deals, and its messages go through JetStream like the feed's.
            publish: cluster ? (_topic, message) => cluster.side.publish(message) : (topic, message) => hub?.broadcast(topicGroup(topic), CLIENT_METHODS.feed, [message]),
            dealing: !cluster,
            seated: (topic) => hub?.groupSize(topicGroup(topic)) ?? 0,
            tables: tablesAtSpeed(config.casino.liveTableSpeed),
            onError: (error, table) => app.log.error({ err: error, table }, 'live table step failed'),
          },
        })
      : null;
  const casino = casinoModule?.casino ?? null;
  liveTables = casinoModule?.liveTables ?? null;
  if (cluster && liveTables) dealTablesWhileLeading(cluster, liveTables, log);
  // After betting.load(): settlement resumes from the outcomes stored before a crash. It runs on
  // one node at a time: always in one process, the lease holder in a cluster.
  let settlement: Settlement | null = null;
  let settling: Promise<void> = Promise.resolve();
  const startSettlement = async (db: Db, betting: BettingService) => {
    settlement = createSettlement({
      db,
      betting,
      results,
      prices: feed.reads,
      abandonAfterMs: config.settlement.abandonAfterMs,
      batchSize: config.settlement.batchSize,
      log,
    });
    await settlement.load();
  };
  if (options.db && betting) {
    const [db, bets] = [options.db, betting];
    feed.onLeading((leading) => {
      settling = settling
        .then(async () => {
          if (leading && !settlement) await startSettlement(db, bets);
          else if (!leading && settlement) {
            const ending = settlement;
            settlement = null;
            await ending.close();
          }
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'settlement did not start or stop'));
    });
    await settling;
  }

  await installContent(app, { clientDir: config.clientDir, dataDir: config.dataDir });
  await serveClient(app, config.clientDir, async (topic) => {
    // What a page's first connection would get, computed on the spot: a page view never starts a topic (issue #12, finding 4).
    const parsed = check(feedTopicSchema, topic);
    if (!parsed.ok) return [];
    try {
      return [await feed.peekSnapshot(parsed.value)];
    } catch (error) {
      if (error instanceof TopicRefused) return { code: error.code, topic, message: error.message };
      throw error;
    }
  });
  if (betting && accounts) {
    const hubOf = hub;
    const cashoutTopics = createCashoutTopics({
      epoch: feed.epoch,
      betting,
      sessionUser: async (token) => {
        const found = await accounts.accounts.sessionUser(token);
        return found ? Number(found.row.id) : null;
      },
      broadcast: (group, message) => hubOf.broadcast(group, CLIENT_METHODS.feed, [message]),
      groupSize: (group) => hubOf.groupSize(group),
      connections: () => hubOf.connections.values(),
      recheckMs: config.limits.sessionRecheckMs,
    });
    userTopics = cashoutTopics;
    // An ended session stops streaming at once (issue #12, finding 3); the heartbeat re-checks too.
    accounts.accounts.onSessionsRevoked((hashes) => cashoutTopics.revoke(hashes));
    if (cluster) shareTickets({ bus: cluster.bus, nodeId: cluster.nodeId, betting, topics: cashoutTopics, log });
  }
  await feed.start({
    broadcast: (topic, message) => hub?.broadcast(topicGroup(topic), CLIENT_METHODS.feed, [message]),
    subscribers: (topic) => hub?.groupSize(topicGroup(topic)) ?? 0,
    // Offers follow the prices: recomputed after every step, sent only where they changed.
    afterTick: (moved) => betting?.pricesMoved(moved, userTopics?.watchedUsers() ?? new Set()),
    afterBeat: () => {
      userTopics?.heartbeat();
      liveTables?.heartbeat();
    },
  });
  if (config.testHooks) registerTestHooks(app, hub, feed, results, casinoModule?.jackpots ?? null);

  return {
    app,
    hub,
    feed,
    accounts,
    betting,
    get settlement() {
      return settlement;
    },
    cashier,
    casino,
    results,
    async close() {
      await feed.close();
      await liveTables?.close();
      await cashier?.close();
      await settling;
      await settlement?.close();
      await betting?.close();
      await hub.close();
      await app.close();
    },
  };
}

/**
 * Fault-injection routes for the browser tests, only when HOUSE_TEST_HOOKS=1: never in a real
 * deployment.
 */
function registerTestHooks(app: FastifyInstance, hub: Hub, feed: HouseFeed, results: ResultsStore, jackpots: Jackpots | null): void {
  // The next real casino stake in the currency wins the tier's jackpot (the win modal's tests).
  app.post('/api/test/jackpot-drop', async (request, reply) => {
    const input = check(jackpotDropSchema, request.body);
    if (!input.ok) return reply.code(400).send({ error: ERROR_CODES.invalid, field: input.error.field, message: input.error.message });
    if (!jackpots) return reply.code(404).send({ error: ERROR_CODES.notFound, message: 'this house keeps no accounts' });
    await jackpots.dropNext(input.value.Currency, input.value.Tier);
    return { armed: true };
  });
  app.post('/api/test/drop-connections', async () => {
    const dropped = hub.connections.size;
    for (const conn of hub.connections.values()) conn.drop();
    return { dropped };
  });
  // How many feed connections are open (a shared worker's windows must cost one).
  app.post('/api/test/hub-connections', async () => ({ open: hub.connections.size }));
  // The local clock only: a cluster's feed is the producer's.
  app.post('/api/test/pause-feed', async () => (feed.clock?.pause(), { paused: feed.clock !== null }));
  app.post('/api/test/resume-feed', async () => (feed.clock?.resume(), { paused: false }));
  // A live price shortened, as a trader would: the cash-out offer of a bet on it rises (auto cash-out tests).
  app.post('/api/test/shorten-price', async (request, reply) => {
    const input = check(shortenPriceSchema, request.body);
    if (!input.ok) return reply.code(400).send({ error: ERROR_CODES.invalid, field: input.error.field, message: input.error.message });
    if (!feed.shortenPrice?.(input.value.OddID, input.value.Share)) return reply.code(404).send({ error: ERROR_CODES.notFound, field: 'OddID', message: `OddID: no open live price ${input.value.OddID} here` });
    return { shortened: input.value.OddID };
  });
  // A recorded match result, published as the simulator would at the final whistle (settlement tests).
  app.post('/api/test/result', async (request, reply) => {
    const result = check(matchResultSchema, request.body);
    if (!result.ok) return reply.code(400).send({ error: ERROR_CODES.invalid, field: result.error.field, message: result.error.message });
    results.add(result.value);
    return { added: result.value.ID };
  });
}

/** Serves the built client: hashed assets cached for good and compressed at build time, every other page path gets the page (drawn by the house where it can: client-pages.ts). */
async function serveClient(app: FastifyInstance, clientDir: string, topic: PageDeps['topic']): Promise<void> {
  const index = path.join(clientDir, 'index.html');
  const hasClient = existsSync(index);
  // The house's own answers, as the page would get them (its configuration and meta tags), for the pages it draws.
  const houseFetch = (async (input: string | URL | Request) => {
    const answer = await app.inject({ method: 'GET', url: String(input), headers: { accept: 'application/json' } });
    return new Response(answer.body, { status: answer.statusCode, headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') } });
  }) as typeof fetch;
  const page = hasClient ? clientPages(clientDir, { fetch: houseFetch, topic, warn: (error, url) => app.log.warn({ err: error, url }, 'page not drawn by the house') }) : null;
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each script and style sheet (vite.config.ts): sent as the browser accepts.
      preCompressed: true,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const path = requestPath(request.url);
    const isPage = request.method === 'GET' && !path.startsWith('/api/') && !path.startsWith('/hubs/');
    if (!isPage) return reply.code(404).send({ error: ERROR_CODES.notFound, message: `No route ${request.method} ${path}` });
    if (!hasClient) return reply.code(503).type('text/plain').send('The client is not built yet: run `npm run build` (npm start does it for you).');
    // The CSP and the other page headers come from the onSend hook (http/headers.ts), as for /index.html.
    const answer = await page!({ url: request.url, origin: `${request.protocol}://${request.host}`, cookie: request.headers.cookie ?? '', acceptEncoding: String(request.headers['accept-encoding'] ?? '') });
    if (answer.encoding) reply.header('Content-Encoding', answer.encoding);
    return reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding, Cookie').type('text/html; charset=utf-8').send(answer.body);
  });
}
