/**
 * Wallet routes.
 *
 *   POST /api/admin/wallet/credit   (Authorization: Bearer $ADMIN_TOKEN, Idempotency-Key)
 *        { UserName, Amount, Currency } puts money on a test account.
 *
 * The player's balance is part of GET /api/user. Stakes, settlements and voids are called by the
 * betting code through the Wallet, not over HTTP.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_HEADER } from '../../schemas/accounts.ts';
import { check } from '../../schemas/validate.ts';
import { adminCreditSchema, idempotencyKeySchema } from '../../schemas/wallet.ts';
import type { Accounts } from '../accounts/service.ts';
import { parseBody, sendError } from '../http/errors.ts';
import { creditUser } from './credit.ts';
import type { Wallet } from './ledger.ts';
import { ERROR_CODES } from '../../schemas/errors.ts';

export type WalletRouteDeps = { readonly wallet: Wallet; readonly accounts: Accounts; readonly adminToken: string | undefined };

function adminAllowed(request: FastifyRequest, token: string | undefined): boolean {
  if (!token) return false;
  const header = request.headers.authorization ?? '';
  const given = header.startsWith('Bearer ') ? header.slice(7) : '';
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(token));
}

/** The Idempotency-Key header, or a 400 naming it. */
export function idempotencyKey(request: FastifyRequest, reply: FastifyReply): string | undefined {
  const parsed = check(idempotencyKeySchema, request.headers[IDEMPOTENCY_HEADER]);
  if (!parsed.ok) {
    void sendError(reply, 400, ERROR_CODES.invalid, `Idempotency-Key: ${parsed.error.message.replace(/^\(root\): /, '')}`, 'Idempotency-Key');
    return undefined;
  }
  return parsed.value;
}

/** True for a request with the admin bearer token; otherwise the refusal is sent (403 with admin routes off, else 401). */
export function adminOnly(request: FastifyRequest, reply: FastifyReply, token: string | undefined): boolean {
  if (!token) void sendError(reply, 403, ERROR_CODES.adminDisabled, 'Admin routes are off: start the house with ADMIN_TOKEN set');
  else if (!adminAllowed(request, token)) void sendError(reply, 401, ERROR_CODES.unauthorized, 'Authorization: a valid admin bearer token is required', 'Authorization');
  else return true;
  return false;
}

export function registerWalletRoutes(app: FastifyInstance, deps: WalletRouteDeps): void {
  app.post('/api/admin/wallet/credit', async (request, reply) => {
    if (!adminOnly(request, reply, deps.adminToken)) return reply;
    const key = idempotencyKey(request, reply);
    if (key === undefined) return reply;
    const body = parseBody(adminCreditSchema, request, reply);
    if (body === undefined) return reply;
    const answer = await creditUser(deps, body, { scope: 'admin', key });
    return reply.code(answer.status).send(answer.body);
  });
}
