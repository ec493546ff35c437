/**
 * Casino routes (issue #19). Real rounds need a session and an Idempotency-Key; demo rounds are
 * open to guests, limited per address. Every state-changing request passes the house's Origin and
 * CSRF guards like any other.
 *
 *   GET  /api/casino/games                 → { Providers, Games } the catalogue, with the player's stake limits
 *   GET  /api/CasinoTop/Get?page=          → { Games, Page, HasMore } top games, 24 a page (API-31)
 *   GET  /api/PopularCasinoGames/:group    → { Games } the most played Slot or Table games, or the live tables (Live) (API-35)
 *   GET  /api/casino/thumbnails/:game.svg  the game's house-drawn thumbnail
 *   POST /api/casino/launch                { Game, Provider, Mode } → { Url, Mode } (STA-46: an error's message is kept)
 *   POST /api/casino/rounds                (Idempotency-Key) { Game, Bet } → 201 { Round, Balance }
 *   POST /api/casino/rounds/:id/actions    (Idempotency-Key) { Action } → 200 { Round, Balance }
 *   GET  /api/casino/rounds/:id            → { Round, Balance: null } one of the player's rounds
 *   POST /api/casino/demo-rounds           { Game, Bet, ClientSeed? } → 201 { Round, Balance: null }, in the
 *                                          player's currency (a guest's: EUR)
 *   POST /api/casino/demo-rounds/:id/actions { Action } → 200 { Round, Balance: null }
 *   GET  /api/casino/seeds                 → { Active, Previous } the player's seed pairs
 *   POST /api/casino/seeds/rotate          { ClientSeed } → { Active, Previous }; 409 round-open while a hand is open
 *   GET  /api/profile/casinohistory/getcasinohistory?range=&from=&to=&page=&pageSize=
 *                                          → { Range, From, To, Page, PageSize, Total, Rounds } (API-32), newest first
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { HISTORY_DEFAULTS, pageSlice } from '../../domain/history-range.ts';
import { DEFAULT_PAGE_SIZE, transactionHistoryQuerySchema } from '../../schemas/history.ts';
import { isAnswer, paging, windowOf } from '../betting/history.ts';
import { demoRoundRequestSchema, GUEST_CURRENCY, launchRequestSchema, PLAY_MODES, rotateSeedsSchema, roundActionSchema, roundRequestSchema, type CasinoGame } from '../../schemas/casino.ts';
import { ERROR_CODES } from '../../schemas/errors.ts';
import { check } from '../../schemas/validate.ts';
import { signedInWallet } from '../accounts/signed-in.ts';
import type { Db } from '../db/db.ts';
import { parseBody, sendError } from '../http/errors.ts';
import type { RateLimiter } from '../http/rate-limit.ts';
import { idempotencyKey } from '../wallet/routes.ts';
import type { MoneyAnswer } from '../wallet/ledger.ts';
import type { CasinoCatalogueSource } from './catalogue.ts';
import type { CasinoProvider } from './provider.ts';
import { rotateSeeds, seedPairs } from './seeds.ts';
import type { Casino } from './service.ts';
import { thumbnailSvg } from './thumbnails.ts';

export type CasinoRouteDeps = {
  readonly db: Db;
  readonly casino: Casino;
  readonly catalogue: CasinoCatalogueSource;
  readonly provider: CasinoProvider;
  /** Demo rounds per address and minute. */
  readonly demoLimit: RateLimiter;
  /** The live tables as games, with their bets of the last 7 days as popularity (API-35's Live group). */
  readonly liveGames: () => Promise<CasinoGame[]>;
};

const ROUND_ID = /^\d{1,18}$/;
const DEMO_ROUND_ID = /^demo-[0-9a-f-]{36}$/;
const TOP_PAGE_SIZE = 24;
/** API-35's groups of studio games; the Live group lists the live tables (`liveGames`). */
const POPULAR_GROUPS: Readonly<Record<string, ReadonlySet<CasinoGame['Kind']>>> = {
  Slot: new Set(['slot', 'crash']),
  Table: new Set(['roulette', 'blackjack', 'baccarat']),
};
const LIVE_GROUP = 'Live';

export const pageQuerySchema = v.object({ page: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,3}$/, 'must be a page number from 1')), '1') });

const send = (reply: FastifyReply, answer: MoneyAnswer) => reply.code(answer.status).header('Cache-Control', 'no-store').send(answer.body);
const signedIn = (request: FastifyRequest, reply: FastifyReply) => signedInWallet(request, reply, 'Sign in to play for real money');

function query<S extends v.GenericSchema>(schema: S, request: FastifyRequest, reply: FastifyReply): v.InferOutput<S> | undefined {
  const parsed = check(schema, request.query ?? {});
  if (parsed.ok) return parsed.value;
  void sendError(reply, 400, ERROR_CODES.invalid, parsed.error.message, parsed.error.field);
  return undefined;
}

export function registerCasinoRoutes(app: FastifyInstance, deps: CasinoRouteDeps): void {
  const { casino } = deps;

  app.get('/api/casino/games', async (request) => deps.catalogue.answer(request.account?.row.currency ?? null));

  app.get('/api/CasinoTop/Get', async (request, reply) => {
    const q = query(pageQuerySchema, request, reply);
    if (!q) return reply;
    const page = Number(q.page);
    const top = (await deps.catalogue.answer(null)).Games.filter((g) => g.Top).sort((a, b) => b.Popularity - a.Popularity);
    return { Games: top.slice((page - 1) * TOP_PAGE_SIZE, page * TOP_PAGE_SIZE), Page: page, HasMore: top.length > page * TOP_PAGE_SIZE };
  });

  app.get<{ Params: { group: string } }>('/api/PopularCasinoGames/:group', async (request, reply) => {
    const kinds = POPULAR_GROUPS[request.params.group];
    if (!kinds && request.params.group !== LIVE_GROUP) {
      return sendError(reply, 404, ERROR_CODES.notFound, `group: must be one of ${[...Object.keys(POPULAR_GROUPS), LIVE_GROUP].join(', ')}`, 'group');
    }
    const listed = kinds ? (await deps.catalogue.answer(null)).Games.filter((g) => kinds.has(g.Kind)) : await deps.liveGames();
    const games = listed.sort((a, b) => b.Popularity - a.Popularity);
    return { Games: games.slice(0, TOP_PAGE_SIZE) };
  });

  app.get<{ Params: { file: string } }>('/api/casino/thumbnails/:file', async (request, reply) => {
    const game = deps.provider.games.get(request.params.file.replace(/\.svg$/, ''));
    if (!game || !request.params.file.endsWith('.svg')) return sendError(reply, 404, ERROR_CODES.unknownGame, `file: no thumbnail '${request.params.file}'`, 'file');
    return reply.type('image/svg+xml').header('Cache-Control', 'public, max-age=86400').send(thumbnailSvg(game.art));
  });

  app.post('/api/casino/launch', async (request, reply) => {
    const input = parseBody(launchRequestSchema, request, reply);
    if (!input) return reply;
    if (input.Mode === PLAY_MODES.real && !request.account) {
      return sendError(reply, 401, ERROR_CODES.realPlayNeedsAccount, 'Mode: sign in to play for real money, or play the demo', 'Mode');
    }
    const launched = deps.provider.launch(input.Game, input.Provider, input.Mode);
    if ('error' in launched) return sendError(reply, 404, ERROR_CODES.unknownGame, `Game: no game '${input.Game}' from '${input.Provider}'`, 'Game');
    return { Url: launched.url, Mode: input.Mode };
  });

  app.post('/api/casino/rounds', async (request, reply) => {
    const account = signedIn(request, reply);
    if (!account) return reply;
    const key = idempotencyKey(request, reply);
    if (key === undefined) return reply;
    const input = parseBody(roundRequestSchema, request, reply);
    if (!input) return reply;
    return send(reply, await casino.play(account, input, key));
  });

  app.post<{ Params: { id: string } }>('/api/casino/rounds/:id/actions', async (request, reply) => {
    const account = signedIn(request, reply);
    if (!account) return reply;
    if (!ROUND_ID.test(request.params.id)) return sendError(reply, 400, ERROR_CODES.invalid, 'id: must be a round id', 'id');
    const key = idempotencyKey(request, reply);
    if (key === undefined) return reply;
    const input = parseBody(roundActionSchema, request, reply);
    if (!input) return reply;
    return send(reply, await casino.act(account, BigInt(request.params.id), input.Action, key));
  });

  app.get<{ Params: { id: string } }>('/api/casino/rounds/:id', async (request, reply) => {
    const account = signedIn(request, reply);
    if (!account) return reply;
    if (!ROUND_ID.test(request.params.id)) return sendError(reply, 400, ERROR_CODES.invalid, 'id: must be a round id', 'id');
    const round = await casino.round(account.userId, BigInt(request.params.id));
    if (!round) return sendError(reply, 404, ERROR_CODES.notFound, `Round ${request.params.id} not found`, 'id');
    return reply.header('Cache-Control', 'no-store').send({ Round: round, Balance: null });
  });

  const demoLimited = (request: FastifyRequest, reply: FastifyReply): boolean => {
    const wait = deps.demoLimit.hit(request.ip);
    if (wait === 0) return false;
    void sendError(reply.header('Retry-After', String(wait)), 429, ERROR_CODES.tooManyRequests, `Too many demo rounds; try again in ${wait} s`);
    return true;
  };

  app.post('/api/casino/demo-rounds', async (request, reply) => {
    if (demoLimited(request, reply)) return reply;
    const input = parseBody(demoRoundRequestSchema, request, reply);
    if (!input) return reply;
    return send(reply, casino.playDemo(input, request.account?.row.currency ?? GUEST_CURRENCY));
  });

  app.post<{ Params: { id: string } }>('/api/casino/demo-rounds/:id/actions', async (request, reply) => {
    if (demoLimited(request, reply)) return reply;
    if (!DEMO_ROUND_ID.test(request.params.id)) return sendError(reply, 400, ERROR_CODES.invalid, 'id: must be a demo round id', 'id');
    const input = parseBody(roundActionSchema, request, reply);
    if (!input) return reply;
    return send(reply, casino.actDemo(request.params.id, input.Action));
  });

  app.get('/api/casino/seeds', async (request, reply) => {
    const account = signedIn(request, reply);
    if (!account) return reply;
    return reply.header('Cache-Control', 'no-store').send(await deps.db.transaction((tx) => seedPairs(tx, account.userId)));
  });

  app.post('/api/casino/seeds/rotate', async (request, reply) => {
    const account = signedIn(request, reply);
    if (!account) return reply;
    const input = parseBody(rotateSeedsSchema, request, reply);
    if (!input) return reply;
    const answer = await deps.db.transaction(async (tx) => {
      // Locks the pair first, so a round cannot open between the check and the reveal.
      await casino.seedsInPlay(tx, account.userId, true);
      const open = await casino.openRound(tx, account.userId);
      if (open !== null) return { error: open };
      await rotateSeeds(tx, account.userId, input.ClientSeed);
      return { pairs: await seedPairs(tx, account.userId) };
    });
    if ('error' in answer) return sendError(reply, 409, ERROR_CODES.roundOpen, `Round ${answer.error} is still open: finish it before rotating the seeds`, 'ClientSeed');
    return reply.header('Cache-Control', 'no-store').send(answer.pairs);
  });

  app.get('/api/profile/casinohistory/getcasinohistory', async (request, reply) => {
    const account = signedIn(request, reply);
    if (!account) return reply;
    const q = query(transactionHistoryQuerySchema, request, reply);
    if (!q) return reply;
    const window = windowOf(q, Date.now(), false);
    if (isAnswer(window)) return send(reply, window);
    const page = q.page ?? HISTORY_DEFAULTS.page;
    const pageSize = q.pageSize ?? DEFAULT_PAGE_SIZE;
    const { total, rounds } = await casino.history(account.userId, window, pageSlice(page, pageSize));
    return reply.header('Cache-Control', 'no-store').send({ ...paging(window, page, pageSize, total), Rounds: rounds });
  });
}
