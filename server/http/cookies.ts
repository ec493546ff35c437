/** Reading and writing cookies without a plugin: the house sets two, and both are simple. */
import type { FastifyReply, FastifyRequest } from 'fastify';

export function readCookies(request: FastifyRequest): Map<string, string> {
  const out = new Map<string, string>();
  const header = request.headers.cookie;
  if (!header) return out;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name || out.has(name)) continue;
    try {
      out.set(name, decodeURIComponent(part.slice(eq + 1).trim()));
    } catch {
      // A cookie we cannot decode is one we never set: ignore it.
    }
  }
  return out;
}

/** TLS on this socket, or a proxy in front saying the browser used https. */
export function isSecure(request: FastifyRequest): boolean {
  const forwarded = request.headers['x-forwarded-proto'];
  const proto = Array.isArray(forwarded) ? forwarded[0] : forwarded;
  return request.protocol === 'https' || proto?.split(',')[0]?.trim() === 'https';
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
