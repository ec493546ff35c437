/**
 * The mystery jackpots' routes (issue #19; SPEC API-25, API-55, ENT-59).
 *
 *   GET /api/casino/jackpots               → { Currency, Jackpots } the pots in the player's currency (a guest's: EUR)
 *   GET /api/casino/jackpots/winnings?page= → { Page, PageSize, Total, Wins } newest first, page 1 first
 *   GET /api/casino/jackpots/wins/:id      → { Win } one of the player's own wins (the win modal, SCR-51)
 */
import type { FastifyInstance } from 'fastify';
import { GUEST_CURRENCY } from '../../schemas/casino.ts';
import { ERROR_CODES } from '../../schemas/errors.ts';
import { JACKPOT_WINNINGS_PAGE_SIZE } from '../../schemas/jackpots.ts';
import { check } from '../../schemas/validate.ts';
import { signedInWallet } from '../accounts/signed-in.ts';
import { sendError } from '../http/errors.ts';
import type { Jackpots } from './jackpots.ts';
import { pageQuerySchema } from './routes.ts';

const WIN_ID = /^\d{1,18}$/;

export function registerJackpotRoutes(app: FastifyInstance, jackpots: Jackpots): void {
  app.get('/api/casino/jackpots', async (request, reply) => {
    const currency = request.account?.row.currency ?? GUEST_CURRENCY;
    // The pots move with every stake: a second's cache is all a busy lobby needs.
    return reply.header('Cache-Control', 'private, max-age=1').send({ Currency: currency, Jackpots: await jackpots.current(currency) });
  });

  app.get('/api/casino/jackpots/winnings', async (request, reply) => {
    const q = check(pageQuerySchema, request.query ?? {});
    if (!q.ok) return sendError(reply, 400, ERROR_CODES.invalid, `page: ${q.error.message}`, 'page');
    const page = Number(q.value.page);
    const { total, wins } = await jackpots.winnings(page, JACKPOT_WINNINGS_PAGE_SIZE);
    return reply.header('Cache-Control', 'no-store').send({ Page: page, PageSize: JACKPOT_WINNINGS_PAGE_SIZE, Total: total, Wins: wins });
  });

  app.get<{ Params: { id: string } }>('/api/casino/jackpots/wins/:id', async (request, reply) => {
    const account = signedInWallet(request, reply, 'Sign in to see your jackpot');
    if (!account) return reply;
    if (!WIN_ID.test(request.params.id)) return sendError(reply, 400, ERROR_CODES.invalid, 'id: must be a win id', 'id');
    const win = await jackpots.win(account.userId, BigInt(request.params.id));
    if (!win) return sendError(reply, 404, ERROR_CODES.notFound, `Win ${request.params.id} not found`, 'id');
    return reply.header('Cache-Control', 'no-store').send({ Win: win });
  });
}
