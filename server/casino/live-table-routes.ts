/**
 * The live casino's routes (issue #19). Watching a table is open to everyone (its rounds come over
 * the hub's `table/{key}` topic); a bet needs a session and an Idempotency-Key, like a real round.
 *
 *   GET  /api/livecasino/get?type=all|roulette|blackjack|baccarat → { Tables } (API-19, API-26), with
 *                                          the player's stake limits (a guest's in EUR)
 *   POST /api/casino/tables/:key/bets     (Idempotency-Key) { RoundNo, Bet } → 201 { Round, Balance }
 *                                          409 table-bets-closed after the round's bets closed,
 *                                          409 table-bet-placed for a second bet on one round
 *   GET  /api/casino/tables/:key/bets     → { Rounds } the player's last bets at the table, newest first
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { LIVE_CASINO_CATEGORIES, type LiveCasinoCategory } from '../../domain/casino-address.ts';
import { GUEST_CURRENCY } from '../../schemas/casino.ts';
import { ERROR_CODES } from '../../schemas/errors.ts';
import { tableBetRequestSchema, type LiveTableGame } from '../../schemas/live-casino.ts';
import { TABLE_KEY_PATTERN } from '../../schemas/protocol.ts';
import { check } from '../../schemas/validate.ts';
import { signedInWallet } from '../accounts/signed-in.ts';
import { parseBody, sendError } from '../http/errors.ts';
import { idempotencyKey } from '../wallet/routes.ts';
import type { LiveTables } from './live-tables.ts';

/** The live categories' games (RTE-31): no blackjack table deals yet, so that category lists none. */
const CATEGORY_GAMES: Readonly<Record<LiveCasinoCategory, readonly LiveTableGame[]>> = {
  all: ['european-roulette', 'baccarat'],
  roulette: ['european-roulette'],
  blackjack: [],
  baccarat: ['baccarat'],
};

const listQuerySchema = v.object({ type: v.optional(v.picklist(LIVE_CASINO_CATEGORIES, `type: must be one of ${LIVE_CASINO_CATEGORIES.join(', ')}`), 'all') });

export function registerLiveTableRoutes(app: FastifyInstance, tables: LiveTables): void {
  app.get('/api/livecasino/get', async (request, reply) => {
    const q = check(listQuerySchema, request.query ?? {});
    if (!q.ok) return sendError(reply, 400, ERROR_CODES.invalid, q.error.message, 'type');
    const games = new Set(CATEGORY_GAMES[q.value.type]);
    const list = (await tables.list(request.account?.row.currency ?? GUEST_CURRENCY)).filter((t) => games.has(t.Game));
    return reply.header('Cache-Control', 'no-store').send({ Tables: list });
  });

  app.post<{ Params: { key: string } }>('/api/casino/tables/:key/bets', async (request, reply) => {
    const account = signedInWallet(request, reply, 'Sign in to bet at a live table');
    if (!account) return reply;
    const key = idempotencyKey(request, reply);
    if (key === undefined) return reply;
    const input = parseBody(tableBetRequestSchema, request, reply);
    if (!input) return reply;
    const answer = await tables.bet(account, request.params.key, input.RoundNo, input.Bet, key);
    return reply.code(answer.status).header('Cache-Control', 'no-store').send(answer.body);
  });

  app.get<{ Params: { key: string } }>('/api/casino/tables/:key/bets', async (request, reply) => {
    const account = signedInWallet(request, reply, 'Sign in to see your bets');
    if (!account) return reply;
    if (!TABLE_KEY_PATTERN.test(request.params.key)) return sendError(reply, 400, ERROR_CODES.invalid, 'key: must be a table key', 'key');
    return reply.header('Cache-Control', 'no-store').send({ Rounds: await tables.bets(account.userId, request.params.key) });
  });
}
