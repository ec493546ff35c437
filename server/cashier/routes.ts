/**
 * Cashier routes (issue #18). The player's need a session, pass the Origin and CSRF guards, and
 * money-moving ones an Idempotency-Key. A provider's webhook carries no cookie: its signature over
 * the exact body is its authentication, so it is read as text and skips the CSRF guard.
 *
 *   GET  /api/cashier/deposit-methods     → { DepositMethods, HasDeposits, CryptoGrouped } the methods offered, in order (ROL-12)
 *   POST /api/cashier/deposits            (Idempotency-Key) a deposit by method (schemas/cashier.ts) → 202 { Payment };
 *                                         400 payment-method-unavailable for a method not offered to the player
 *   POST /api/cashier/withdrawals         (Idempotency-Key) a withdrawal by method, with the password → 202 { Payment };
 *                                         the amount is held at once (409 InsufficientBalanceException over the balance)
 *   POST /api/cashier/withdrawals/:id/cancel  a pending withdrawal called off, its amount returned → 200 { Payment };
 *                                         409 withdrawal-not-cancellable once the provider has started on it
 *   GET  /api/cashier/payments            → { Payments } the player's last 100, newest first
 *   GET  /api/cashier/payments/:id        → { Payment } one of the player's payments
 *   POST /api/cashier/webhooks/:provider  the provider's signed status report → 200 { Payment, Changed };
 *                                         401 bad or stale signature, 409 a replayed message, 400 a bad body
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CASHIER_WEBHOOK_PATH, depositRequestSchema, withdrawalRequestSchema } from '../../schemas/cashier.ts';
import type { UserRow } from '../accounts/service.ts';
import { ERROR_CODES } from '../../schemas/errors.ts';
import { signedInWallet } from '../accounts/signed-in.ts';
import { parseBody, sendError } from '../http/errors.ts';
import { idempotencyKey } from '../wallet/routes.ts';
import type { MoneyAnswer } from '../wallet/ledger.ts';
import type { Cashier } from './service.ts';

/** A provider's webhook: its signature checked over the exact body `raw`, then applied. */
export type WebhookHandler = (raw: string, headers: FastifyRequest['headers'], nowMs: number) => Promise<MoneyAnswer>;

export type CashierRouteDeps = {
  readonly cashier: Cashier;
  /** Each provider's webhook handler by its name (the payment provider, the crypto custody). */
  readonly webhooks: ReadonlyMap<string, WebhookHandler>;
  readonly now: () => number;
  readonly confirmPassword: (row: UserRow, password: string) => Promise<boolean>;
};

const PAYMENT_ID = /^\d{1,18}$/;

const signedIn = (request: FastifyRequest, reply: FastifyReply) => signedInWallet(request, reply, 'Sign in to use the cashier');

export function registerCashierRoutes(app: FastifyInstance, deps: CashierRouteDeps): void {
  const { cashier } = deps;

  app.post('/api/cashier/deposits', async (request, reply) => {
    const account = signedIn(request, reply);
    if (!account) return reply;
    const key = idempotencyKey(request, reply);
    if (key === undefined) return reply;
    const input = parseBody(depositRequestSchema, request, reply);
    if (!input) return reply;
    const row = request.account!.row;
    const answer = await cashier.deposit(account, input, key, {
      country: row.country,
      termsAccepted: row.payment_terms_accepted,
      passwordOk: (password) => deps.confirmPassword(row, password),
    });
    return reply.code(answer.status).header('Cache-Control', 'no-store').send(answer.body);
  });

  app.get('/api/cashier/deposit-methods', async (request, reply) => {
    const account = signedIn(request, reply);
    if (!account) return reply;
    return reply.header('Cache-Control', 'no-store').send(await cashier.depositMethods(account, request.account!.row.country));
  });

  app.post('/api/cashier/withdrawals', async (request, reply) => {
    const account = signedIn(request, reply);
    if (!account) return reply;
    const key = idempotencyKey(request, reply);
    if (key === undefined) return reply;
    const input = parseBody(withdrawalRequestSchema, request, reply);
    if (!input) return reply;
    const row = request.account!.row;
    const answer = await cashier.withdraw(account, input, key, (password) => deps.confirmPassword(row, password));
    return reply.code(answer.status).header('Cache-Control', 'no-store').send(answer.body);
  });

  app.post<{ Params: { id: string } }>('/api/cashier/withdrawals/:id/cancel', async (request, reply) => {
    const account = signedIn(request, reply);
    if (!account) return reply;
    if (!PAYMENT_ID.test(request.params.id)) return sendError(reply, 400, ERROR_CODES.invalid, 'id: must be a payment id', 'id');
    const answer = await cashier.cancelWithdrawal(account.userId, request.params.id);
    return reply.code(answer.status).header('Cache-Control', 'no-store').send(answer.body);
  });

  app.get('/api/cashier/payments', async (request, reply) => {
    const account = signedIn(request, reply);
    if (!account) return reply;
    return reply.header('Cache-Control', 'no-store').send({ Payments: await cashier.payments(account.userId) });
  });

  app.get<{ Params: { id: string } }>('/api/cashier/payments/:id', async (request, reply) => {
    const account = signedIn(request, reply);
    if (!account) return reply;
    if (!PAYMENT_ID.test(request.params.id)) return sendError(reply, 400, ERROR_CODES.invalid, 'id: must be a payment id', 'id');
    const payment = await cashier.payment(account.userId, request.params.id);
    if (!payment) return sendError(reply, 404, ERROR_CODES.notFound, 'id: no such payment', 'id');
    return reply.header('Cache-Control', 'no-store').send({ Payment: payment });
  });

  app.register(async (scope) => {
    // The signature is over the exact bytes sent: the body is kept as text, parsed after the check.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => done(null, body));
    scope.post<{ Params: { provider: string } }>(`${CASHIER_WEBHOOK_PATH}:provider`, async (request, reply) => {
      const handler = deps.webhooks.get(request.params.provider);
      if (!handler) return sendError(reply, 404, ERROR_CODES.notFound, 'provider: no such payment provider', 'provider');
      const answer = await handler(typeof request.body === 'string' ? request.body : '', request.headers, deps.now());
      return reply.code(answer.status).send(answer.body);
    });
  });
}
