/**
 * Bonuses over HTTP (issue #18, ADR 0035).
 *
 *   GET  /api/bonuses        → Bonuses (schemas/bonuses.ts): the player's bonuses, newest first, and the bonus balance
 *   POST /api/bonuses/claim  { BonusCode } → Bonuses; 404 bonus-code-unknown, 409 bonus-already-claimed or
 *                            bonus-needs-deposit (SPEC VAL-14), 403 demo-account or account-excluded
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bonusClaimSchema } from '../../schemas/bonuses.ts';
import { signedInWallet } from '../accounts/signed-in.ts';
import { parseBody } from '../http/errors.ts';
import type { BonusDesk } from './service.ts';

const signedIn = (request: FastifyRequest, reply: FastifyReply) => signedInWallet(request, reply, 'Sign in to claim bonuses');

export function registerBonusRoutes(app: FastifyInstance, bonuses: BonusDesk): void {
  app.get('/api/bonuses', async (request, reply) => {
    const account = signedIn(request, reply);
    if (!account) return reply;
    return reply.header('Cache-Control', 'no-store').send(await bonuses.view(account));
  });

  app.post('/api/bonuses/claim', async (request, reply) => {
    const account = signedIn(request, reply);
    if (!account) return reply;
    const input = parseBody(bonusClaimSchema, request, reply);
    if (!input) return reply;
    const answer = await bonuses.claim(account, input.BonusCode);
    return reply.code(answer.status).header('Cache-Control', 'no-store').send(answer.body);
  });
}
