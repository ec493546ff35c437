/**
 * The worker's REST calls to the house: placing bets, cashing out, and reading the betting limits
 * (a plain GET, no token). Every write carries the
 * signed CSRF token (read from GET /api/csrf, since a worker cannot read cookies, and fetched again
 * once when the house says it changed) and the Idempotency-Key the caller chose. Answers are
 * validated like hub messages: a body that is not what the contract says is a failure, not a value.
 */
import type { GenericSchema, InferOutput } from 'valibot';
import { CSRF_HEADER, IDEMPOTENCY_HEADER } from '../../schemas/accounts.ts';
import { ERROR_CODES, readApiError, type ApiError } from '../../schemas/errors.ts';
import { check } from '../../schemas/validate.ts';

/** A call's outcome: the validated body, or the house's error (`null` error: the network failed). */
export type HouseAnswer<T> =
  | { readonly ok: true; readonly value: T }
  /** `body`: the refusal's whole body, for what it carries beyond the error (a trader offer). */
  | { readonly ok: false; readonly status: number; readonly error: ApiError | null; readonly body?: unknown };

export interface HouseApi {
  post<S extends GenericSchema>(path: string, body: unknown, idempotencyKey: string, answer: S): Promise<HouseAnswer<InferOutput<S>>>;
  get<S extends GenericSchema>(path: string, answer: S): Promise<HouseAnswer<InferOutput<S>>>;
}

/** A house that cannot be reached: every call fails as the network would (replays, tests without one). */
export const offlineHouse: HouseApi = { post: async () => ({ ok: false, status: 0, error: null }), get: async () => ({ ok: false, status: 0, error: null }) };

function answerOf<S extends GenericSchema>(res: { status: number; body: unknown } | null, answer: S): HouseAnswer<InferOutput<S>> {
  if (!res) return { ok: false, status: 0, error: null };
  if (res.status >= 300) return { ok: false, status: res.status, error: readApiError(res.status, res.body), body: res.body };
  const value = check(answer, res.body);
  if (!value.ok) return { ok: false, status: res.status, error: { error: ERROR_CODES.internal, message: value.error.message } };
  return { ok: true, value: value.value };
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

export function createHouseApi(origin: string, fetchImpl: typeof fetch = fetch): HouseApi {
  let csrf: Promise<string | null> | null = null;
  const url = (path: string) => new URL(path, origin).toString();

  async function fetchCsrf(): Promise<string | null> {
    try {
      const res = await fetchImpl(url('/api/csrf'), { credentials: 'include' });
      const body = (await res.json()) as { CsrfToken?: unknown };
      return typeof body.CsrfToken === 'string' ? body.CsrfToken : null;
    } catch {
      return null;
    }
  }

  async function send(path: string, body: unknown, key: string): Promise<{ status: number; body: unknown } | null> {
    csrf ??= fetchCsrf();
    const token = await csrf;
    try {
      const res = await fetchImpl(url(path), {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json', accept: 'application/json', [CSRF_HEADER]: token ?? '', [IDEMPOTENCY_HEADER]: key },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: await readBody(res) };
    } catch {
      csrf = null;
      return null;
    }
  }

  return {
    async post(path, body, key, answer) {
      let res = await send(path, body, key);
      // The session changed since the token was read (signed in or out in a tab): read it again, once.
      if (res && res.status === 403 && readApiError(403, res.body).error === ERROR_CODES.csrf) {
        csrf = null;
        res = await send(path, body, key);
      }
      return answerOf(res, answer);
    },
    async get(path, answer) {
      try {
        const res = await fetchImpl(url(path), { credentials: 'include', headers: { accept: 'application/json' } });
        return answerOf({ status: res.status, body: await readBody(res) }, answer);
      } catch {
        return { ok: false, status: 0, error: null };
      }
    },
  };
}
