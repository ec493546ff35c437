/**
 * Responsible gambling over HTTP (issue #18, ADR 0034). Every answer is the player's whole state.
 *
 *   GET  /api/responsible-gambling               → Protections (schemas/responsible-gambling.ts)
 *   PUT  /api/responsible-gambling/limits        { Kind, Period, Amount | null } → Protections;
 *                                                tighter at once, looser or removed after 24 hours
 *   PUT  /api/responsible-gambling/reality-check { Minutes | null } → Protections
 *   POST /api/responsible-gambling/exclusion     { Kind, Duration, Password } → Protections; a break
 *                                                that cannot be ended early: no deposits or bets until it ends
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { exclusionRequestSchema, limitChangeSchema, realityCheckChangeSchema } from '../../schemas/responsible-gambling.ts';
import { signedInWallet } from '../accounts/signed-in.ts';
import type { UserRow } from '../accounts/service.ts';
import { parseBody } from '../http/errors.ts';
import type { MoneyAnswer } from '../wallet/ledger.ts';
import type { Protector } from './service.ts';

export type ProtectionRouteDeps = {
  readonly protections: Protector;
  readonly confirmPassword: (row: UserRow, password: string) => Promise<boolean>;
};

const signedIn = (request: FastifyRequest, reply: FastifyReply) => signedInWallet(request, reply, 'Sign in to set your limits');
const send = (reply: FastifyReply, answer: MoneyAnswer) => reply.code(answer.status).header('Cache-Control', 'no-store').send(answer.body);

export function registerProtectionRoutes(app: FastifyInstance, deps: ProtectionRouteDeps): void {
  const { protections } = deps;

  app.get('/api/responsible-gambling', async (request, reply) => {
    const account = signedIn(request, reply);
    if (!account) return reply;
    return send(reply, { status: 200, body: await protections.view(account, request.account!.tokenHash) });
  });

  app.put('/api/responsible-gambling/limits', async (request, reply) => {
    const account = signedIn(request, reply);
    if (!account) return reply;
    const input = parseBody(limitChangeSchema, request, reply);
    if (!input) return reply;
    return send(reply, await protections.setLimit(account, input, request.account!.tokenHash));
  });

  app.put('/api/responsible-gambling/reality-check', async (request, reply) => {
    const account = signedIn(request, reply);
    if (!account) return reply;
    const input = parseBody(realityCheckChangeSchema, request, reply);
    if (!input) return reply;
    return send(reply, await protections.setRealityCheck(account, input.Minutes, request.account!.tokenHash));
  });

  app.post('/api/responsible-gambling/exclusion', async (request, reply) => {
    const account = signedIn(request, reply);
    if (!account) return reply;
    const input = parseBody(exclusionRequestSchema, request, reply);
    if (!input) return reply;
    const row = request.account!.row;
    return send(reply, await protections.exclude(account, input, (password) => deps.confirmPassword(row, password), request.account!.tokenHash));
  });
}
