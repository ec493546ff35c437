/**
 * REST routes for accounts (SPEC API-43, API-45) and the request guards every state-changing
 * /api request passes: Origin check and CSRF token, then the session cookie.
 *
 *   GET  /api/csrf                      fresh CSRF token (also set as the sb_csrf cookie)
 *   GET  /api/user                      the signed-in user, or 401
 *   GET  /api/currencies                currencies a player can register with
 *   GET  /api/account/countries         VAL-10: the countries registration refuses, and the currencies exempt
 *   POST /api/account/register/check    registration step 1 on its own (ENT-49)
 *   POST /api/account/register          the whole registration (ENT-49, ENT-50)
 *   POST /api/account/login | logout | lost-password | set-password | change-password
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { countryAllowed, type CountryRules } from '../../domain/countries.ts';
import type { CountryCode } from '../../schemas/countries.ts';
import type { CurrencyCode } from '../../schemas/wallet.ts';
import {
  changePasswordSchema,
  CSRF_HEADER,
  loginSchema,
  lostPasswordSchema,
  registerSchema,
  type CountryRulesAnswer,
  registerStep1Schema,
  SESSION_COOKIE,
  setPasswordSchema,
} from '../../schemas/accounts.ts';
import { CURRENCIES, CURRENCY_CODES } from '../../schemas/wallet.ts';
import { clearCookie, readCookies, setCookie } from '../http/cookies.ts';
import { CASHIER_WEBHOOK_PATH } from '../../schemas/cashier.ts';
import type { Csrf } from '../http/csrf.ts';
import { originAllowed } from '../http/csrf.ts';
import { parseBody, sendError } from '../http/errors.ts';
import type { RateLimiter } from '../http/rate-limit.ts';
import { apiPath } from '../http/paths.ts';
import { userNameKey } from '../../schemas/user-names.ts';
import type { Accounts, Outcome, UserRow } from './service.ts';
import { SESSION_TTL_MS } from './service.ts';
import { ERROR_CODES } from '../../schemas/errors.ts';

export type SessionInfo = { readonly row: UserRow; readonly tokenHash: string };

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user of this request, set by the session hook (undefined for guests). */
    account?: SessionInfo | undefined;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export type AccountRouteDeps = {
  readonly accounts: Accounts;
  readonly csrf: Csrf;
  readonly allowedOrigins: ReadonlySet<string>;
  /** Login attempts per IP and account, per IP, and per account from any IP. */
  readonly loginLimits: { readonly perUser: RateLimiter; readonly perIp: RateLimiter; readonly perAccount: RateLimiter };
  /** Requests that hash a password (register, set-password, change-password): per IP and per account. */
  readonly hashLimits: { readonly perIp: RateLimiter; readonly perAccount: RateLimiter };
  /** register/check per IP; demo accounts created per IP. */
  readonly checkLimit: RateLimiter;
  readonly demoLimit: RateLimiter;
  /** The origin links in e-mails point at: the configured public URL, never the request's Host. */
  readonly publicOrigin: (request: FastifyRequest) => string;
  /** VAL-10: who may register from where. */
  readonly registration: CountryRules;
};

/** Binds CSRF tokens to the session, so a token from one session is useless in another. */
export const csrfBinding = (request: FastifyRequest) => request.account?.tokenHash ?? 'anon';

/** Session lookup and CSRF check for every /api request; registered on the root so it covers all routes. */
export function installRequestGuards(app: FastifyInstance, deps: AccountRouteDeps): void {
  app.decorateRequest('account', undefined);
  app.addHook('onRequest', async (request, reply) => {
    // The routed path, not the raw target: `POST http://host/api/…` (absolute form) is guarded too.
    const path = apiPath(request);
    if (!path.startsWith('/api/')) return;
    const token = readCookies(request).get(SESSION_COOKIE);
    if (token) {
      const found = await deps.accounts.sessionUser(token);
      if (found) request.account = found;
    }
    if (SAFE_METHODS.has(request.method)) return;
    // Admin routes authenticate with a bearer token, never cookies, so a forged request has nothing to ride on.
    if (path.startsWith('/api/admin/')) return;
    // Payment providers' webhooks authenticate by their signature over the body (server/cashier).
    if (path.startsWith(CASHIER_WEBHOOK_PATH)) return;
    if (!originAllowed(request, deps.allowedOrigins)) return sendError(reply, 403, ERROR_CODES.badOrigin, `Origin '${request.headers.origin}' may not call this API`, 'Origin');
    if (!deps.csrf.check(request, csrfBinding(request))) {
      return sendError(reply, 403, ERROR_CODES.csrf, `${CSRF_HEADER}: missing or invalid CSRF token; GET /api/csrf for a new one`, CSRF_HEADER);
    }
  });
}

function sendOutcomeError(reply: FastifyReply, outcome: Extract<Outcome<unknown>, { ok: false }>) {
  return sendError(reply, outcome.status, outcome.error, outcome.message, outcome.field);
}

/** The client's address: the socket's, or a trusted proxy's X-Forwarded-For (TRUSTED_PROXIES). */
function clientIp(request: FastifyRequest): string {
  return request.ip;
}

/** 429 with Retry-After when any of the waits is positive; true when it was sent. */
/** `too-many-attempts`: the code the account forms already translate, whichever limit it was. */
function limited(reply: FastifyReply, wait: number, code: typeof ERROR_CODES.tooManyAttempts, field: string): boolean {
  if (wait <= 0) return false;
  reply.header('Retry-After', String(wait));
  void sendError(reply, 429, code, `Too many requests; try again in ${wait} s`, field);
  return true;
}

export function registerAccountRoutes(app: FastifyInstance, deps: AccountRouteDeps): void {
  const { accounts, csrf } = deps;

  const signIn = (request: FastifyRequest, reply: FastifyReply, session: { token: string; tokenHash: string }) => {
    setCookie(request, reply, SESSION_COOKIE, session.token, { httpOnly: true, maxAgeSeconds: SESSION_TTL_MS / 1000 });
    return csrf.set(request, reply, session.tokenHash);
  };

  app.get('/api/csrf', async (request, reply) => ({ CsrfToken: csrf.set(request, reply, csrfBinding(request)) }));

  app.get('/api/currencies', async () => CURRENCY_CODES.map((Code) => ({ Code, Decimals: CURRENCIES[Code].decimals, Kind: CURRENCIES[Code].kind })));

  app.get('/api/user', async (request, reply) => {
    if (!request.account) return sendError(reply, 401, ERROR_CODES.unauthorized, 'Not signed in');
    reply.header('Cache-Control', 'no-store');
    return accounts.view(request.account.row);
  });

  app.get('/api/account/countries', async (): Promise<CountryRulesAnswer> => ({ Excluded: [...deps.registration.excluded], ExemptCurrencies: [...deps.registration.exemptCurrencies] }));

  /** VAL-10, at the house: the dropdown's list is the page's help, not the rule. */
  const countryRefused = (reply: FastifyReply, input: { Country: CountryCode; Currency: CurrencyCode }) =>
    !countryAllowed(deps.registration, input.Country, input.Currency) &&
    sendError(reply, 400, ERROR_CODES.countryNotAllowed, `Country: registration is not open in ${input.Country} for ${input.Currency} accounts`, 'Country');

  app.post('/api/account/register/check', async (request, reply) => {
    const input = parseBody(registerStep1Schema, request, reply);
    if (!input) return reply;
    if (countryRefused(reply, input)) return reply;
    // Without a limit this answers "has this address an account?" hundreds of times a second.
    if (limited(reply, deps.checkLimit.hit(clientIp(request)), ERROR_CODES.tooManyAttempts, 'Email')) return reply;
    const taken = await accounts.checkAvailable(input);
    if (taken) return sendError(reply, 409, ERROR_CODES.taken, taken.message, taken.field);
    return { ok: true };
  });

  app.post('/api/account/register', async (request, reply) => {
    const input = parseBody(registerSchema, request, reply);
    if (!input) return reply;
    if (countryRefused(reply, input)) return reply;
    if (limited(reply, deps.hashLimits.perIp.hit(clientIp(request)), ERROR_CODES.tooManyAttempts, 'Password')) return reply;
    if (input.Demo && limited(reply, deps.demoLimit.hit(clientIp(request)), ERROR_CODES.tooManyAttempts, 'Demo')) return reply;
    const result = await accounts.register(input);
    if (!result.ok) return sendOutcomeError(reply, result);
    const CsrfToken = signIn(request, reply, result.value);
    return reply.code(201).send({ User: result.value.user, CsrfToken });
  });

  app.post('/api/account/login', async (request, reply) => {
    const input = parseBody(loginSchema, request, reply);
    if (!input) return reply;
    const ip = clientIp(request);
    if (limited(reply, deps.loginLimits.perIp.hit(ip), ERROR_CODES.tooManyAttempts, 'UserName')) return reply;
    // Counted per account, whichever of its names was typed (user name or e-mail), and per account
    // across all IPs; a name no account has is counted by its key.
    const row = await accounts.findForLogin(input.UserName);
    const account = row ? `account:${row.id}` : `name:${userNameKey(input.UserName)}`;
    const userKey = `${ip}|${account}`;
    const wait = Math.max(deps.loginLimits.perUser.hit(userKey), row ? deps.loginLimits.perAccount.hit(account) : 0);
    if (limited(reply, wait, ERROR_CODES.tooManyAttempts, 'UserName')) return reply;
    const result = await accounts.login(input.UserName, input.Password, row);
    if (!result.ok) return sendOutcomeError(reply, result);
    deps.loginLimits.perUser.reset(userKey);
    const CsrfToken = signIn(request, reply, result.value);
    return { User: result.value.user, CsrfToken };
  });

  app.post('/api/account/logout', async (request, reply) => {
    if (request.account) await accounts.logout(request.account.tokenHash);
    clearCookie(request, reply, SESSION_COOKIE, true);
    return { CsrfToken: csrf.set(request, reply, 'anon') };
  });

  app.post('/api/account/lost-password', async (request, reply) => {
    const input = parseBody(lostPasswordSchema, request, reply);
    if (!input) return reply;
    const limited = deps.loginLimits.perIp.hit(`reset|${clientIp(request)}`);
    if (limited > 0) return sendError(reply, 429, ERROR_CODES.tooManyAttempts, `Too many requests; try again in ${limited} s`, 'Email');
    // Never the request's Host or X-Forwarded-Proto: a forged one would mail a valid token to another site.
    const origin = deps.publicOrigin(request);
    const lang = /^[a-z]{2}-[A-Za-z]{2,4}$/.test(String((request.query as Record<string, unknown> | undefined)?.lang ?? '')) ? String((request.query as Record<string, string>).lang) : 'en-US';
    await accounts.lostPassword(input.Email, (token) => `${origin}/${lang}/set-password?token=${token}`);
    // The same answer whether or not the address is known: the form must not reveal who has an account.
    return { ok: true, message: 'If an account uses this e-mail address, a link to set a new password is on its way.' };
  });

  app.post('/api/account/set-password', async (request, reply) => {
    const input = parseBody(setPasswordSchema, request, reply);
    if (!input) return reply;
    if (limited(reply, deps.hashLimits.perIp.hit(clientIp(request)), ERROR_CODES.tooManyAttempts, 'Token')) return reply;
    const result = await accounts.setPassword(input.Token, input.Password);
    if (!result.ok) return sendOutcomeError(reply, result);
    return { ok: true };
  });

  app.post('/api/account/change-password', async (request, reply) => {
    if (!request.account) return sendError(reply, 401, ERROR_CODES.unauthorized, 'Not signed in');
    const input = parseBody(changePasswordSchema, request, reply);
    if (!input) return reply;
    const wait = Math.max(deps.hashLimits.perIp.hit(clientIp(request)), deps.hashLimits.perAccount.hit(`account:${request.account.row.id}`));
    if (limited(reply, wait, ERROR_CODES.tooManyAttempts, 'CurrentPassword')) return reply;
    const result = await accounts.changePassword(request.account.row, request.account.tokenHash, input.CurrentPassword, input.Password);
    if (!result.ok) return sendOutcomeError(reply, result);
    return { ok: true };
  });
}
