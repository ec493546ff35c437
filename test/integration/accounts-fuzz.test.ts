/**
 * Schema-driven fuzzing of every account and wallet endpoint (test/fixtures/body-fuzz.ts): every
 * malformed body gets a 4xx whose `field` names the culprit, never a 5xx, and nothing stored may change.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ADMIN_TOKEN, Browser, HTTP_DB_TARGETS, newPlayer, startTestHouse, type TestHouse } from '../fixtures/accounts-client.ts';
import { fuzzEndpoint, tablesSnapshot, type FuzzedEndpoint } from '../fixtures/body-fuzz.ts';

const player = newPlayer();
const step1 = () => ({ Email: 'a@example.com', UserName: 'fuzzer', Password: 'long enough pw', PasswordConfirmation: 'long enough pw', Currency: 'EUR', Country: 'DE' });
const ENDPOINTS: FuzzedEndpoint[] = [
  { path: '/api/account/register/check', valid: step1, fields: { Email: 'string', UserName: 'string', Password: 'string', PasswordConfirmation: 'string', Currency: 'string', Country: 'string' } },
  {
    path: '/api/account/register',
    valid: () => ({ ...step1(), AgreeWithTerms: true, AllowEmailNotification: false, AgreeWithPrivacyPolicy: true, Demo: false }),
    fields: { Email: 'string', UserName: 'string', Password: 'string', PasswordConfirmation: 'string', Currency: 'string', Country: 'string', AgreeWithTerms: 'boolean', AllowEmailNotification: 'boolean', AgreeWithPrivacyPolicy: 'boolean', Demo: 'boolean' },
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

describe.each(HTTP_DB_TARGETS)('fuzzing the account and wallet endpoints (%s PostgreSQL)', { timeout: 120_000 }, (target) => {
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

  const snapshot = () => tablesSnapshot(t.db, ['users', 'sessions', 'password_resets', 'ledger_transactions', 'ledger_entries', 'account_balances', 'idempotency_keys', 'stake_reservations']);

  for (const endpoint of ENDPOINTS) {
    test(`[ERR-18] ${endpoint.path}: every malformed body is a 4xx naming the field, never a 5xx, and changes nothing`, async () => {
      const before = await snapshot();
      await fuzzEndpoint(signedIn, endpoint);
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
