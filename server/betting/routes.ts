/**
 * Betting routes (SPEC API-40, API-47). Every one needs a signed-in player; the writes also pass
 * the global Origin and CSRF guards and need an Idempotency-Key.
 *
 *   POST /api/betting/place      { BetType, Stake | Stakes, SystemSizes?, Bankers?, TeaserTypeID?, OddsAcceptance,
 *                                Selections[] } → 201 ticket + balance
 *   GET  /api/betting/limits     ?currency= → the stake limits, quick stakes and teaser types (guests too;
 *                                a signed-in player's own currency when none is asked)
 *   GET  /api/betting/tickets    ?status=open|settled → { Tickets: [ticket + CashoutOffer] }, newest first
 *   POST /api/betting/cashout    { TicketID, Amount, CashoutOddsValues, PartialAmount? } → 202 { TicketID, Status: 0 };
 *                                the outcome (1 accepted, 2 declined) follows on the cashout feed
 *   POST /api/betting/auto-cashout { TicketID, Target | null } → 200 { TicketID, AutoCashout }
 *   GET  /api/betting/odds-acceptance → { OddsAcceptance } the player's odds-change policy (ENM-07)
 *   POST /api/betting/odds-acceptance { OddsAcceptance } → 200 { OddsAcceptance } (no Idempotency-Key: setting it twice is harmless)
 *   POST /api/betting/offer/accept { OfferID } (Idempotency-Key) → 201 ticket + balance, placed at the trader
 *                                offer's stake (ADR 0027); 404 unknown offer, 409 trader-offer-expired / -closed,
 *                                or any refusal a placement gets (odds-changed under the player's policy …)
 *   POST /api/betting/offer/decline { OfferID } → 200 { OfferID, Status: 'declined' }
 *                                (a place refused for a stake over a maximum carries TraderOffer: schemas/betting.ts)
 *   GET  /api/history/bets       ?type=&range=&from=&to=&page=&pageSize= → a page of tickets (SPEC API-53)
 *   GET  /api/history/transactions ?range=&from=&to=&page=&pageSize= → a page of the player's ledger
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  autoCashoutRequestSchema,
  bettingLimitsQuerySchema,
  cashoutRequestSchema,
  oddsAcceptanceSettingSchema,
  placeBetSchema,
  ticketsQuerySchema,
  traderOfferRequestSchema,
} from '../../schemas/betting.ts';
import { betHistoryQuerySchema, transactionHistoryQuerySchema } from '../../schemas/history.ts';
import { bettingLimits } from './limits.ts';
import { check } from '../../schemas/validate.ts';
import { walletOf } from '../accounts/service.ts';
import { signedInWallet } from '../accounts/signed-in.ts';
import { notAnObject, parseBody, sendError, sendInvalid } from '../http/errors.ts';
import { IDEMPOTENCY_HEADER } from '../../schemas/accounts.ts';
import { idempotencyKeySchema } from '../../schemas/wallet.ts';
import type { RateLimiter } from '../http/rate-limit.ts';
import { idempotencyKey } from '../wallet/routes.ts';
import type { WalletAccount } from '../wallet/ledger.ts';
import type { DeclinedBets } from './declined.ts';
import type { History } from './history.ts';
import type { OddsAcceptancePolicies } from './odds-acceptance.ts';
import type { BettingService } from './service.ts';
import { ERROR_CODES } from '../../schemas/errors.ts';

export type BettingRouteDeps = {
  readonly betting: BettingService;
  readonly placeLimit: RateLimiter;
  readonly history: History;
  readonly declined: DeclinedBets;
  readonly acceptance: OddsAcceptancePolicies;
};

const signedIn = (request: FastifyRequest, reply: FastifyReply) => signedInWallet(request, reply, 'Sign in to bet');

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
    // The declinedbets history keeps what the house refused (SPEC ENM-17).
    await deps.declined.record(account, input, key, answer);
    return reply.code(answer.status).header('Cache-Control', 'no-store').send(answer.body);
  });

  app.get('/api/betting/limits', async (request, reply) => {
    const query = check(bettingLimitsQuerySchema, request.query ?? {});
    if (!query.ok) return sendInvalid(reply, query.error);
    const currency = query.value.currency ?? (request.account ? walletOf(request.account.row).currency : 'EUR');
    reply.header('Cache-Control', 'no-store');
    return bettingLimits(currency);
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

  app.post('/api/betting/auto-cashout', async (request, reply) => {
    const account = signedIn(request, reply);
    if (!account) return reply;
    const input = parseBody(autoCashoutRequestSchema, request, reply);
    if (!input) return reply;
    const answer = await betting.setAutoCashout(account, input);
    return reply.code(answer.status).header('Cache-Control', 'no-store').send(answer.body);
  });

  app.get('/api/betting/odds-acceptance', async (request, reply) => {
    const account = signedIn(request, reply);
    if (!account) return reply;
    return reply.header('Cache-Control', 'no-store').send(await deps.acceptance.get(account.userId));
  });

  app.post('/api/betting/odds-acceptance', async (request, reply) => {
    const account = signedIn(request, reply);
    if (!account) return reply;
    const input = parseBody(oddsAcceptanceSettingSchema, request, reply);
    if (!input) return reply;
    return reply.header('Cache-Control', 'no-store').send(await deps.acceptance.set(account.userId, input));
  });

  // A trader offer's acceptance is a placement: counted against the same per-player limit.
  app.post('/api/betting/offer/accept', async (request, reply) => {
    const account = signedIn(request, reply);
    if (!account) return reply;
    const wait = deps.placeLimit.hit(String(account.userId));
    if (wait > 0) {
      reply.header('Retry-After', String(wait));
      return sendError(reply, 429, ERROR_CODES.tooManyBets, `Too many bets; try again in ${wait} s`, 'session');
    }
    const key = idempotencyKey(request, reply);
    if (key === undefined) return reply;
    const input = parseBody(traderOfferRequestSchema, request, reply);
    if (!input) return reply;
    const answer = await betting.acceptOffer(account, input, key);
    return reply.code(answer.status).header('Cache-Control', 'no-store').send(answer.body);
  });

  app.post('/api/betting/offer/decline', async (request, reply) => {
    const account = signedIn(request, reply);
    if (!account) return reply;
    const input = parseBody(traderOfferRequestSchema, request, reply);
    if (!input) return reply;
    const answer = betting.declineOffer(account, input);
    return reply.code(answer.status).header('Cache-Control', 'no-store').send(answer.body);
  });

  app.get('/api/history/bets', async (request, reply) => {
    const account = signedIn(request, reply);
    if (!account) return reply;
    const query = check(betHistoryQuerySchema, request.query ?? {});
    if (!query.ok) return sendInvalid(reply, query.error);
    const answer = await deps.history.bets(account, query.value);
    return reply.code(answer.status).header('Cache-Control', 'no-store').send(answer.body);
  });

  app.get('/api/history/transactions', async (request, reply) => {
    const account = signedIn(request, reply);
    if (!account) return reply;
    const query = check(transactionHistoryQuerySchema, request.query ?? {});
    if (!query.ok) return sendInvalid(reply, query.error);
    const answer = await deps.history.transactions(account, query.value);
    return reply.code(answer.status).header('Cache-Control', 'no-store').send(answer.body);
  });
}
