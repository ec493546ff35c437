/**
 * The path a request is routed by. `request.url` is the raw request target, which may be in
 * absolute form (`POST http://host/api/account/login`, RFC 9112 §3.2.2): prefix checks on it would
 * miss such a request while the router still matches it (issue #12, finding 15).
 */
import type { FastifyRequest } from 'fastify';

export function requestPath(url: string): string {
  const target = url.split('?')[0] ?? '';
  if (target.startsWith('/')) return target;
  try {
    return new URL(target).pathname;
  } catch {
    return target;
  }
}

export const apiPath = (request: FastifyRequest): string => requestPath(request.url);
