/**
 * The path a request is routed by. `request.url` is the raw request target, which may be in
 * absolute form (`POST http://host/api/account/login`, RFC 9112 §3.2.2): prefix checks on it would
 * miss such a request while the router still matches it (issue #12, finding 15); so would a
 * percent-encoded path (`/%61pi/account/login`), which the router decodes.
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

/**
 * The path to make security decisions on: the pattern of the route the router chose (it decodes
 * `/%61pi/…` into `/api/…` and accepts absolute-form targets), else the target's decoded path.
 */
export function apiPath(request: FastifyRequest): string {
  const routed = request.routeOptions.url;
  if (routed !== undefined) return routed;
  const raw = requestPath(request.url);
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
