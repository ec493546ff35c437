/**
 * The signed-in player on the main thread: a valtio proxy the header, the account pages and the
 * route guards read, and the calls that change it. Every request sends cookies (ROL-13); every
 * write echoes the CSRF cookie in X-CSRF-Token. A 401 on a request made as a signed-in player
 * clears the user and tells listeners (the shell sends the player home: ERR-09).
 */
import { proxy, useSnapshot } from 'valtio';
import type { User } from '../../schemas/accounts.ts';
import { ERROR_CODES, readApiError, type ErrorCode } from '../../schemas/errors.ts';
import { CSRF_COOKIE, CSRF_HEADER } from '../../schemas/accounts.ts';
import type { CurrencyCode } from '../../schemas/wallet.ts';

export type SessionStatus = 'unknown' | 'loading' | 'guest' | 'user';

export type SessionState = { status: SessionStatus; user: User | null };

export const sessionState = proxy<SessionState>({ status: 'unknown', user: null });

export function useSession(): SessionState {
  return useSnapshot(sessionState) as SessionState;
}

/** A failed call: the server's error code (with the field it is about), or `network` (status 0). */
export class ApiFailure extends Error {
  readonly status: number;
  readonly code: ErrorCode | 'network';
  readonly field: string | undefined;
  constructor(status: number, body: unknown) {
    const error = status === 0 ? null : readApiError(status, body);
    super(error?.message ?? 'network');
    this.name = 'ApiFailure';
    this.status = status;
    this.code = error?.error ?? 'network';
    this.field = error?.field;
  }
}

const unauthorizedListeners = new Set<() => void>();

/** Called when a request made as a signed-in player comes back 401 (the session ended elsewhere). */
export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

function readCsrfCookie(): string | null {
  for (const part of document.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === CSRF_COOKIE) return decodeURIComponent(rest.join('='));
  }
  return null;
}

async function ensureCsrf(): Promise<string> {
  const existing = readCsrfCookie();
  if (existing) return existing;
  const res = await fetch('/api/csrf', { credentials: 'include' });
  const body = (await res.json()) as { CsrfToken: string };
  return body.CsrfToken;
}

async function parse(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return { message: text };
  }
}

/** A JSON call to the house. Throws ApiFailure for any non-2xx answer. */
export async function api<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  options: { readonly headers?: Readonly<Record<string, string>>; readonly retried?: boolean } = {},
): Promise<T> {
  const wasUser = sessionState.status === 'user';
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (method !== 'GET') {
    headers['content-type'] = 'application/json';
    headers[CSRF_HEADER] = await ensureCsrf();
  }
  let res: Response;
  try {
    res = await fetch(path, { method, credentials: 'include', headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
  } catch {
    throw new ApiFailure(0, null);
  }
  const data = await parse(res);
  if (res.ok) return data as T;
  const failure = new ApiFailure(res.status, data);
  // A stale CSRF token (the session changed in another tab): fetch a fresh one and try once more.
  if (res.status === 403 && failure.code === ERROR_CODES.csrf && !options.retried) {
    await fetch('/api/csrf', { credentials: 'include' });
    return api<T>(method, path, body, { ...options, retried: true });
  }
  if (res.status === 401 && wasUser) {
    clearUser();
    for (const listener of unauthorizedListeners) listener();
  }
  throw failure;
}

/** STA-42: logout (and any reset) clears the user's data from the page. */
export function clearUser(): void {
  sessionState.user = null;
  sessionState.status = 'guest';
}

function setUser(user: User): void {
  sessionState.user = user;
  sessionState.status = 'user';
}

let loading: Promise<SessionState> | null = null;

/** Asks the house who is signed in, once; route guards await it. `force` asks again. */
export function loadSession(force = false): Promise<SessionState> {
  if (loading && !force) return loading;
  if (sessionState.status === 'unknown') sessionState.status = 'loading';
  loading = api<User>('GET', '/api/user')
    .then(setUser, (error: unknown) => {
      if (error instanceof ApiFailure && error.status === 401) clearUser();
      else if (sessionState.status !== 'user') sessionState.status = 'guest';
    })
    .then(() => sessionState);
  return loading;
}

/** The balance as the house answered a bet with it (minor units): shown at once, with no request. */
export function applyBalance(balance: { readonly availableMinor: string; readonly pendingMinor: string; readonly currency: CurrencyCode }): void {
  const user = sessionState.user;
  if (!user || user.Currency.Code !== balance.currency) return;
  const available = BigInt(balance.availableMinor);
  const pending = BigInt(balance.pendingMinor);
  // Exact minor units → the display number the house also sends (a correctly rounded division).
  const major = (minor: bigint) => Number(minor) / 10 ** user.Currency.Decimals;
  user.Balance = major(available);
  user.BalanceMinor = available.toString();
  user.Balances = { TotalBalance: major(available + pending), TotalBalanceMinor: (available + pending).toString(), PendingStakes: major(pending) };
}

/** After a cash-out: the header's balance is read again from the house. */
export async function refreshUser(): Promise<void> {
  if (sessionState.status !== 'user') return;
  try {
    setUser(await api<User>('GET', '/api/user'));
  } catch {
    // The balance stays as it was; a 401 has already signed the player out.
  }
}

export async function login(userName: string, password: string): Promise<User> {
  const { User } = await api<{ User: User }>('POST', '/api/account/login', { UserName: userName, Password: password });
  setUser(User);
  return User;
}

export async function register(input: Record<string, unknown>): Promise<User> {
  const { User } = await api<{ User: User }>('POST', '/api/account/register', input);
  setUser(User);
  return User;
}

export async function logout(): Promise<void> {
  try {
    await api('POST', '/api/account/logout', {});
  } finally {
    clearUser();
  }
}

/** The part of the login name before any @ (SCR-43). */
export function displayName(userName: string): string {
  const at = userName.indexOf('@');
  return at > 0 ? userName.slice(0, at) : userName;
}
