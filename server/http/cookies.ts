/** Reading and writing cookies without a plugin: the house sets two, and both are simple. The
 * parser is the client's own (src/domain/settings.ts), so both sides read a header alike. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseCookies } from '../../domain/settings.ts';

export function readCookies(request: FastifyRequest): Map<string, string> {
  return parseCookies(request.headers.cookie ?? '');
}

/**
 * TLS on this socket, or a trusted proxy (TRUSTED_PROXIES) saying the browser used https: Fastify's
 * `request.protocol` reads X-Forwarded-Proto only from those, never from any client.
 */
export function isSecure(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

export type CookieOptions = { readonly httpOnly: boolean; readonly maxAgeSeconds: number | null };

export function setCookie(request: FastifyRequest, reply: FastifyReply, name: string, value: string, options: CookieOptions): void {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', 'SameSite=Lax'];
  if (options.httpOnly) parts.push('HttpOnly');
  if (isSecure(request)) parts.push('Secure');
  if (options.maxAgeSeconds !== null) parts.push(`Max-Age=${options.maxAgeSeconds}`);
  const existing = reply.getHeader('set-cookie');
  const list = existing === undefined ? [] : Array.isArray(existing) ? existing.map(String) : [String(existing)];
  reply.header('set-cookie', [...list.filter((c) => !c.startsWith(`${name}=`)), parts.join('; ')]);
}

export function clearCookie(request: FastifyRequest, reply: FastifyReply, name: string, httpOnly: boolean): void {
  setCookie(request, reply, name, '', { httpOnly, maxAgeSeconds: 0 });
}
