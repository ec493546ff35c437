/**
 * Schema-driven fuzzing of every account and wallet endpoint: from each endpoint's valid body,
 * fast-check drops a field, gives a field a value of the wrong type, adds an unknown field, or
 * sends something that is not an object at all. Every such request must get a 4xx whose `field`
 * names the culprit — never a 5xx — and nothing stored may change.
 */
import * as v from 'valibot';
import { apiErrorSchema } from '../../schemas/errors.ts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ADMIN_TOKEN, Browser, DB_TARGETS, newPlayer, startTestHouse, type TestHouse } from '../fixtures/accounts-client.ts';

type FieldKind = 'string' | 'boolean';
type Endpoint = {
  readonly path: string;
  readonly valid: () => Record<string, unknown>;
  readonly fields: Record<string, FieldKind>;
  readonly optional?: readonly string[];
  readonly headers?: Record<string, string>;
};

const player = newPlayer();
const step1 = () => ({ Email: 'a@example.com', UserName: 'fuzzer', Password: 'long enough pw', PasswordConfirmation: 'long enough pw', Currency: 'EUR' });
const ENDPOINTS: Endpoint[] = [
  { path: '/api/account/register/check', valid: step1, fields: { Email: 'string', UserName: 'string', Password: 'string', PasswordConfirmation: 'string', Currency: 'string' } },
  {
    path: '/api/account/register',
    valid: () => ({ ...step1(), AgreeWithTerms: true, AllowEmailNotification: false, AgreeWithPrivacyPolicy: true, Demo: false }),
    fields: { Email: 'string', UserName: 'string', Password: 'string', PasswordConfirmation: 'string', Currency: 'string', AgreeWithTerms: 'boolean', AllowEmailNotification: 'boolean', AgreeWithPrivacyPolicy: 'boolean', Demo: 'boolean' },
    optional: ['Demo'],
  },
  { path: '/api/account/login', valid: () => ({ UserName: player.UserName, Password: player.Password }), fields: { UserName: 'string', Password: 'string' } },
  { path: '/api/account/lost-password', valid: () => ({ Email: player.Email }), fields: { Email: 'string' } },
  {
    path: '/api/account/set-password',
    valid: () => ({ Token: 'A'.repeat(43), Password: 'long enough pw', PasswordConfirmation: 'long enough pw' }),
    fields: { Token: 'string', Password: 'string', PasswordConfirmation: 'string' },
  },
  {
    path: '/api/account/change-password',
    valid: () => ({ CurrentPassword: player.Password, Password: 'long enough pw', PasswordConfirmation: 'long enough pw' }),
    fields: { CurrentPassword: 'string', Password: 'string', PasswordConfirmation: 'string' },
  },
  {
    path: '/api/admin/wallet/credit',
    valid: () => ({ UserName: player.UserName, Amount: '10.00', Currency: 'EUR' }),
    fields: { UserName: 'string', Amount: 'string', Currency: 'string' },
    headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'idempotency-key': 'fuzz-key-0001' },
  },
];

const wrongFor: Record<FieldKind, fc.Arbitrary<unknown>> = {
  string: fc.oneof(fc.integer(), fc.constant(null), fc.boolean(), fc.array(fc.string(), { maxLength: 2 }), fc.constant({}), fc.constant(''), fc.constant('x'.repeat(300))),
  boolean: fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.constant([]), fc.constant({})),
};

type Mutation =
  | { kind: 'drop'; field: string }
  | { kind: 'wrong'; field: string; value: unknown }
  | { kind: 'extra'; field: string }
  | { kind: 'not-object'; raw: string };

function mutationArb(endpoint: Endpoint): fc.Arbitrary<Mutation> {
  const names = Object.keys(endpoint.fields);
  const required = names.filter((n) => !endpoint.optional?.includes(n));
  return fc.oneof(
    fc.constantFrom(...required).map((field) => ({ kind: 'drop' as const, field })),
    fc.constantFrom(...names).chain((field) => wrongFor[endpoint.fields[field]!].map((value) => ({ kind: 'wrong' as const, field, value }))),
    fc.stringMatching(/^[A-Z][a-zA-Z]{2,12}$/).filter((f) => !names.includes(f)).map((field) => ({ kind: 'extra' as const, field })),
    fc.constantFrom('[]', '"text"', 'null', '42', '{"unterminated": ', '{bad json}').map((raw) => ({ kind: 'not-object' as const, raw })),
  );
}

describe.each(DB_TARGETS)('fuzzing the account and wallet endpoints (%s PostgreSQL)', { timeout: 120_000 }, (target) => {
  let t: TestHouse;
  let signedIn: Browser;

  beforeAll(async () => {
    t = await startTestHouse(target);
    signedIn = await new Browser(t.base).ready();
    expect((await signedIn.post('/api/account/register', player)).status).toBe(201);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  /** Row counts and the newest row of everything the endpoints write. */
  async function snapshot() {
    const tables = ['users', 'sessions', 'password_resets', 'ledger_transactions', 'ledger_entries', 'account_balances', 'idempotency_keys', 'stake_reservations'];
    const out: Record<string, string> = {};
    for (const table of tables) {
      const [row] = await t.db.query<{ n: bigint; h: string | null }>(`select count(*) as n, md5(string_agg(t::text, '|' order by t::text)) as h from ${table} t`);
      out[table] = `${row?.n}:${row?.h}`;
    }
    return out;
  }

  for (const endpoint of ENDPOINTS) {
    test(`[ERR-18] ${endpoint.path}: every malformed body is a 4xx naming the field, never a 5xx, and changes nothing`, async () => {
      const before = await snapshot();
      await fc.assert(
        fc.asyncProperty(mutationArb(endpoint), async (mutation) => {
          let body: string;
          let expectedField: string;
          if (mutation.kind === 'not-object') {
            body = mutation.raw;
            expectedField = '(root)';
          } else {
            const value = endpoint.valid();
            if (mutation.kind === 'drop') delete value[mutation.field];
            if (mutation.kind === 'wrong') value[mutation.field] = mutation.value;
            if (mutation.kind === 'extra') value[mutation.field] = 'surprise';
            body = JSON.stringify(value);
            expectedField = mutation.field;
          }
          const res = await signedIn.request('POST', endpoint.path, body, endpoint.headers ?? {});
          expect(res.status, `${endpoint.path} ${body}`).toBeGreaterThanOrEqual(400);
          expect(res.status, `${endpoint.path} ${body}`).toBeLessThan(500);
          expect(res.body.field, `${endpoint.path} ${body}: ${JSON.stringify(res.body)}`).toBe(expectedField);
          // The body is the one error shape, with a code from the table (schemas/errors.ts).
          expect(v.safeParse(apiErrorSchema, res.body).success, JSON.stringify(res.body)).toBe(true);
          expect(String(res.body.message)).toContain(expectedField === '(root)' ? '' : expectedField);
        }),
        { numRuns: 60 },
      );
      expect(await snapshot()).toEqual(before);
    });
  }

  test('a money-moving request without a valid Idempotency-Key is a 400 naming the header', async () => {
    for (const key of [undefined, '', 'short', 'has spaces in it', 'x'.repeat(200)]) {
      const headers: Record<string, string> = { authorization: `Bearer ${ADMIN_TOKEN}`, ...(key === undefined ? {} : { 'idempotency-key': key }) };
      const res = await signedIn.request('POST', '/api/admin/wallet/credit', JSON.stringify({ UserName: player.UserName, Amount: '1', Currency: 'EUR' }), headers);
      expect(res.status).toBe(400);
      expect(res.body.field).toBe('Idempotency-Key');
    }
  });
});
