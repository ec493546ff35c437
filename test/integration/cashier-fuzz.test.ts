/**
 * Fuzzing every cashier and responsible-gambling endpoint (issue #18; test/fixtures/body-fuzz.ts):
 * every malformed body gets a 4xx naming its field, never a 5xx, and nothing stored changes; path
 * ids that are not payment ids, or not the player's, are 400 or 404.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { HTTP_DB_TARGETS, startTestHouse, type Browser, type TestHouse } from '../fixtures/accounts-client.ts';
import { fuzzEndpoint, tablesSnapshot, type FuzzedEndpoint } from '../fixtures/body-fuzz.ts';
import { fundedPlayer } from '../fixtures/controlled-house.ts';

const PASSWORD = 'correct horse battery';
const key = { 'idempotency-key': 'fuzz-cashier-key-0001' };
const year = String(new Date().getUTCFullYear() + 3);

const ENDPOINTS: FuzzedEndpoint[] = [
  {
    path: '/api/cashier/deposits',
    headers: key,
    valid: () => ({ Method: 'card', Amount: '10', AgreeWithDepositTerms: true, AccountHolderLastName: 'Lovelace', AccountNumber: '4242 4242 4242 4242', SecurityCode: '123', ExpirationMonth: '12', ExpirationYear: year }),
    fields: { Method: 'string', Amount: 'string', AgreeWithDepositTerms: 'boolean', AccountHolderLastName: 'string', AccountNumber: 'string', SecurityCode: 'string', ExpirationMonth: 'string', ExpirationYear: 'string' },
  },
  {
    path: '/api/cashier/deposits',
    headers: key,
    valid: () => ({ Method: 'neteller', Amount: '10', AgreeWithDepositTerms: true, NetellerEmail: 'a@example.com' }),
    fields: { Method: 'string', Amount: 'string', AgreeWithDepositTerms: 'boolean', NetellerEmail: 'string' },
  },
  {
    path: '/api/cashier/deposits',
    headers: key,
    valid: () => ({ Method: 'papara', Amount: '10', AgreeWithDepositTerms: true, PaparaAccountNumber: '1234567890' }),
    fields: { Method: 'string', Amount: 'string', AgreeWithDepositTerms: 'boolean', PaparaAccountNumber: 'string' },
    optional: ['AgreeWithDepositTerms'],
  },
  {
    path: '/api/cashier/deposits',
    headers: key,
    valid: () => ({ Method: 'pix', Amount: '10', AgreeWithDepositTerms: true, PagsmileDocumentNumber: '529.982.247-25', Password: PASSWORD }),
    fields: { Method: 'string', Amount: 'string', AgreeWithDepositTerms: 'boolean', PagsmileDocumentNumber: 'string', Password: 'string' },
    optional: ['AgreeWithDepositTerms'],
  },
  {
    path: '/api/cashier/deposits',
    headers: key,
    valid: () => ({ Method: 'voucher', Amount: '10', Currency: 'EUR', VoucherCode: '1234 5678 9012 3456' }),
    fields: { Method: 'string', Amount: 'string', Currency: 'string', VoucherCode: 'string' },
  },
  {
    path: '/api/cashier/deposits',
    headers: key,
    valid: () => ({ Method: 'fingenom', Amount: '10', AgreeWithDepositTerms: true, AccountHolderLastName: 'Lovelace', AccountNumber: '4242 4242 4242 4242', SecurityCode: '123', ExpirationMonth: '12', ExpirationYear: year, CardCountry: 'BR' }),
    fields: { Method: 'string', Amount: 'string', AgreeWithDepositTerms: 'boolean', AccountHolderLastName: 'string', AccountNumber: 'string', SecurityCode: 'string', ExpirationMonth: 'string', ExpirationYear: 'string', CardCountry: 'string' },
    optional: ['AgreeWithDepositTerms'],
  },
  {
    path: '/api/cashier/withdrawals',
    headers: key,
    valid: () => ({ WithdrawMethod: 'card', Amount: '10', Password: PASSWORD, CreditCardHolder: 'Ada Lovelace', CreditCardNumber: '4242 4242 4242 4242' }),
    fields: { WithdrawMethod: 'string', Amount: 'string', Password: 'string', CreditCardHolder: 'string', CreditCardNumber: 'string' },
  },
  {
    path: '/api/cashier/withdrawals',
    headers: key,
    valid: () => ({ WithdrawMethod: 'neteller', Amount: '10', Password: PASSWORD, AccountID: '123456789', SecureID: '654321', NetellerEmail: 'a@example.com' }),
    fields: { WithdrawMethod: 'string', Amount: 'string', Password: 'string', AccountID: 'string', SecureID: 'string', NetellerEmail: 'string' },
  },
  {
    path: '/api/cashier/withdrawals',
    headers: key,
    valid: () => ({ WithdrawMethod: 'bank', Amount: '10', Password: PASSWORD, AccountName: 'Ada Lovelace', IBAN: 'DE89 3704 0044 0532 0130 00', BankCode: 'COBADEFF', BankName: 'Commerzbank' }),
    fields: { WithdrawMethod: 'string', Amount: 'string', Password: 'string', AccountName: 'string', IBAN: 'string', BankCode: 'string', BankName: 'string' },
  },
  {
    path: '/api/cashier/withdrawals',
    headers: key,
    valid: () => ({ WithdrawMethod: 'crypto', Amount: '58', Password: PASSWORD, CoinspaidConvertToCurrency: 'BTC', BlockchainAddress: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4' }),
    fields: { WithdrawMethod: 'string', Amount: 'string', Password: 'string', CoinspaidConvertToCurrency: 'string', BlockchainAddress: 'string', BlockchainTag: 'string' },
    optional: ['BlockchainTag'],
  },
  {
    method: 'PUT',
    path: '/api/responsible-gambling/limits',
    valid: () => ({ Kind: 'deposit', Period: 'day', Amount: '50' }),
    fields: { Kind: 'string', Period: 'string', Amount: 'nullable-string' },
  },
  { method: 'PUT', path: '/api/responsible-gambling/reality-check', valid: () => ({ Minutes: 30 }), fields: { Minutes: 'nullable-number' } },
  {
    path: '/api/responsible-gambling/exclusion',
    valid: () => ({ Kind: 'time-out', Duration: '24h', Password: PASSWORD }),
    fields: { Kind: 'string', Duration: 'string', Password: 'string' },
  },
];

describe.each(HTTP_DB_TARGETS)('fuzzing the cashier and responsible-gambling endpoints (%s PostgreSQL)', { timeout: 120_000 }, (target) => {
  let h: TestHouse;
  let b: Browser;
  beforeAll(async () => {
    h = await startTestHouse(target, { CASHIER_SANDBOX_STEP_MS: '40' });
    ({ b } = await fundedPlayer(h.base, '100'));
  }, 60_000);
  afterAll(async () => h?.close());

  const snapshot = () =>
    tablesSnapshot(h.db, ['payments', 'ledger_transactions', 'account_balances', 'idempotency_keys', 'player_limits', 'player_exclusions', 'sandbox_provider_payments', 'sandbox_vouchers', 'users']);

  for (const endpoint of ENDPOINTS) {
    test(`[ERR-18] ${endpoint.method ?? 'POST'} ${endpoint.path} (${String(endpoint.valid().Method ?? endpoint.valid().WithdrawMethod ?? 'body')}): every malformed body is a 4xx naming the field, never a 5xx, and changes nothing`, async () => {
      const before = await snapshot();
      await fuzzEndpoint(b, endpoint);
      expect(await snapshot()).toEqual(before);
    });
  }

  test('payment ids in the path: anything but a payment of the player is 400 or 404, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        // '.' and '..' are not ids: URLs resolve them as path segments before any route sees them.
        fc.oneof(fc.string({ minLength: 1, maxLength: 40 }).filter((id) => id !== '.' && id !== '..'), fc.bigInt({ min: 0n, max: 10n ** 20n }).map(String)),
        async (id) => {
        const path = encodeURIComponent(id);
        for (const res of [await b.get(`/api/cashier/payments/${path}`), await b.post(`/api/cashier/withdrawals/${path}/cancel`)]) {
          expect([400, 404], `${id}: ${res.status} ${JSON.stringify(res.body)}`).toContain(res.status);
          expect(res.body.field, id).toBe('id');
        }
      }),
      { numRuns: 60 },
    );
  });
});
