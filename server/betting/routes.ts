/**
 * Betting routes (SPEC API-40, API-47). Every one needs a signed-in player; the writes also pass
 * the global Origin and CSRF guards and need an Idempotency-Key.
 *
 *   POST /api/betting/place      { BetType, Stake, OddsAcceptance, Selections[] } → 201 ticket + balance
 *   GET  /api/betting/tickets    ?status=open|settled → { Tickets: [ticket + CashoutOffer] }, newest first
 *   POST /api/betting/cashout    { TicketID, Amount, CashoutOddsValues } → 202 { TicketID, Status: 0 };
 *                                the outcome (1 accepted, 2 declined) follows on the cashout feed
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cashoutRequestSchema, placeBetSchema, ticketsQuerySchema } from '../../schemas/betting.ts';
import { check } from '../../schemas/validate.ts';
import { walletOf } from '../accounts/service.ts';
import { notAnObject, parseBody, sendError, sendInvalid } from '../http/errors.ts';
import { IDEMPOTENCY_HEADER } from '../../schemas/accounts.ts';
import { idempotencyKeySchema } from '../../schemas/wallet.ts';
import type { RateLimiter } from '../http/rate-limit.ts';
import { idempotencyKey } from '../wallet/routes.ts';
import type { WalletAccount } from '../wallet/ledger.ts';
import type { BettingService } from './service.ts';
import { ERROR_CODES } from '../../schemas/errors.ts';

export type BettingRouteDeps = { readonly betting: BettingService; readonly placeLimit: RateLimiter };

function signedIn(request: FastifyRequest, reply: FastifyReply): WalletAccount | undefined {
  if (request.account) return walletOf(request.account.row);
  void sendError(reply, 401, ERROR_CODES.unauthorized, 'Sign in to bet', 'session');
  return undefined;
}

/** The stored answer to this exact place request (same key, same body), when there is one. */
async function storedAnswer(betting: BettingService, account: WalletAccount, request: FastifyRequest) {
  const key = check(idempotencyKeySchema, request.headers[IDEMPOTENCY_HEADER]);
  const body = notAnObject(request.body) ? null : check(placeBetSchema, request.body);
  if (!key.ok || !body?.ok) return null;
  const answer = await betting.storedAnswer(account, body.value, key.value);
  // A key used for another request is 409 in the normal path; over the limit it stays a 429.
  return answer && (answer.body as { error?: unknown }).error !== ERROR_CODES.idempotencyKeyReused ? answer : null;
}

export function registerBettingRoutes(app: FastifyInstance, deps: BettingRouteDeps): void {
  const { betting } = deps;

  app.post('/api/betting/place', async (request, reply) => {
    const account = signedIn(request, reply);
    if (!account) return reply;
    // Counted before anything else, so a flood of bad requests is limited too.
    const wait = deps.placeLimit.hit(String(account.userId));
    if (wait > 0) {
      // A retry of a bet already answered gets its stored answer, limit or not (issue #12, 16).
      const stored = await storedAnswer(betting, account, request);
      if (stored) return reply.code(stored.status).header('Cache-Control', 'no-store').send(stored.body);
      reply.header('Retry-After', String(wait));
      return sendError(reply, 429, ERROR_CODES.tooManyBets, `Too many bets; try again in ${wait} s`, 'session');
    }
    const key = idempotencyKey(request, reply);
    if (key === undefined) return reply;
    const input = parseBody(placeBetSchema, request, reply);
    if (!input) return reply;
    const answer = await betting.place(account, input, key);
    return reply.code(answer.status).header('Cache-Control', 'no-store').send(answer.body);
  });

  app.get('/api/betting/tickets', async (request, reply) => {
    const account = signedIn(request, reply);
    if (!account) return reply;
    const query = check(ticketsQuerySchema, request.query ?? {});
    if (!query.ok) return sendInvalid(reply, query.error);
    reply.header('Cache-Control', 'no-store');
    return { Tickets: await betting.tickets(account.userId, query.value.status) };
  });

  app.post('/api/betting/cashout', async (request, reply) => {
    const account = signedIn(request, reply);
    if (!account) return reply;
    const key = idempotencyKey(request, reply);
    if (key === undefined) return reply;
    const input = parseBody(cashoutRequestSchema, request, reply);
    if (!input) return reply;
    const answer = await betting.cashout(account, input, key);
    return reply.code(answer.status).header('Cache-Control', 'no-store').send(answer.body);
  });
}
