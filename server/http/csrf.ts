/**
 * CSRF protection by a signed double-submit token (OWASP's recommended stateless pattern):
 * the token is `nonce.HMAC(key, nonce|session)`, sent in a readable cookie and echoed by the page
 * in the X-CSRF-Token header. A cross-site page can neither read the cookie nor set the header,
 * and a cookie planted from a sibling domain fails the HMAC because it is bound to the session.
 * The Origin header, when a browser sends one, must also be ours. See docs/decisions/0004.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_COOKIE, CSRF_HEADER } from '../../schemas/accounts.ts';
import { readCookies, setCookie } from './cookies.ts';

export type Csrf = {
  /** Makes a token bound to the session (its token hash) or to no session ('anon'). */
  issue(binding: string): string;
  verify(token: string, binding: string): boolean;
  /** Issues a token and sets it as the CSRF cookie; returns it for the response body too. */
  set(request: FastifyRequest, reply: FastifyReply, binding: string): string;
  /** The request's header token, when it matches its cookie and verifies for `binding`. */
  check(request: FastifyRequest, binding: string): boolean;
};

export function createCsrf(key: Buffer): Csrf {
  const mac = (nonce: string, binding: string) => createHmac('sha256', key).update(`${nonce}|${binding}`).digest('base64url');
  const csrf: Csrf = {
    issue(binding) {
      const nonce = randomBytes(18).toString('base64url');
      return `${nonce}.${mac(nonce, binding)}`;
    },
    verify(token, binding) {
      const [nonce, sig] = token.split('.');
      if (!nonce || !sig || token.length > 200) return false;
      const expected = Buffer.from(mac(nonce, binding));
      const given = Buffer.from(sig);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
    set(request, reply, binding) {
      const token = csrf.issue(binding);
      setCookie(request, reply, CSRF_COOKIE, token, { httpOnly: false, maxAgeSeconds: null });
      return token;
    },
    check(request, binding) {
      const header = request.headers[CSRF_HEADER];
      const cookie = readCookies(request).get(CSRF_COOKIE);
      if (typeof header !== 'string' || cookie === undefined || header !== cookie) return false;
      return csrf.verify(header, binding);
    },
  };
  return csrf;
}

/** Browsers send Origin on cross-site POSTs; when present it must be this house or an allowed origin. */
export function originAllowed(request: FastifyRequest, allowed: ReadonlySet<string>): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  if (allowed.has(origin)) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}
