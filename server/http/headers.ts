/**
 * Response headers every answer of the house carries, set in one onSend hook so no route, static
 * file or fallback can miss them (issue #12, findings 11–14):
 *
 * - every response: `X-Content-Type-Options: nosniff`, `Referrer-Policy: no-referrer` (the
 *   set-password page keeps its token in the address), `X-Frame-Options: DENY`;
 * - every HTML response, wherever it comes from (the SPA fallback or `/index.html` off disk): the
 *   client's Content-Security-Policy, with `frame-ancestors 'none'`;
 * - under TLS (the socket's own, or a trusted proxy's X-Forwarded-Proto): HSTS;
 * - every /api answer that did not choose its own caching: `Cache-Control: no-store` (CSRF tokens,
 *   the signed-in user, login and registration answers must never sit in a cache).
 */
import type { FastifyInstance } from 'fastify';
import { apiPath } from './paths.ts';

export const HSTS = 'max-age=31536000; includeSubDomains';

export function installSecurityHeaders(app: FastifyInstance, csp: string): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'no-referrer');
    reply.header('X-Frame-Options', 'DENY');
    // request.protocol believes X-Forwarded-Proto only from TRUSTED_PROXIES.
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) reply.header('Content-Security-Policy', csp);
    if (apiPath(request).startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
    return payload;
  });
}
