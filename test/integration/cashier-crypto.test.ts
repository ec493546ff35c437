/**
 * Crypto deposits over HTTP (issue #18, ADR 0036), against the sandbox chain: a deposit address per
 * player and coin in its chain's checksummed format, the rates, VAL-40's minimums, confirmations
 * that complete the deposit and credit it once at the rate of its first sighting, however often and
 * however concurrently the custody reports it; a player on a break has it refunded, not credited.
 * On embedded PostgreSQL and (with TEST_DATABASE_URL) a real server.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addressValid } from '../../domain/crypto-address.ts';
import { COINS } from '../../domain/crypto-coins.ts';
import { CRYPTO_COINS, PAYMENT_STATUS, SANDBOX_CHAIN_SIGNATURE_HEADER, type CryptoAddress, type Payment } from '../../schemas/cashier.ts';
import { ERROR_CODES } from '../../schemas/errors.ts';
import { signatureHeader } from '../../server/cashier/webhook-signature.ts';
import { ADMIN_TOKEN, Browser, DB_TARGETS, HTTP_DB_TARGETS, newPlayer, startTestHouse, type TestHouse, type DbTarget } from '../fixtures/accounts-client.ts';

const PASSWORD = 'correct horse battery';
const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };

// The exactly-once test runs on both databases (locking differs); the rest is HTTP behaviour, on the embedded one.
describe.each(DB_TARGETS)('crypto deposits (%s PostgreSQL)', { timeout: 120_000 }, (target: DbTarget) => {
  const onHttpTargets = HTTP_DB_TARGETS.includes(target) ? test : test.skip;
  let h: TestHouse;
  beforeAll(async () => {
    h = await startTestHouse(target, { CRYPTO_SANDBOX_BLOCK_MS: '30' });
  }, 60_000);
  afterAll(async () => h?.close());

  async function player(overrides: Record<string, unknown> = {}) {
    const b = await new Browser(h.base).ready();
    expect((await b.post('/api/account/register', newPlayer({ Password: PASSWORD, PasswordConfirmation: PASSWORD, ...overrides }))).status).toBe(201);
    return b;
  }
  const addressOf = async (b: Browser, coin: string) => ((await b.post('/api/cashier/crypto/addresses', { Currency: coin })).body.Address as CryptoAddress).BlockchainAddress;
  const send = (Coin: string, Address: string, Amount: string) => new Browser(h.base).post('/api/admin/sandbox-chain/transfers', { Coin, Address, Amount }, admin);
  const balanceMinor = async (b: Browser) => String((await b.get('/api/user')).body.BalanceMinor);
  const cryptoPayments = async (b: Browser) => ((await b.get('/api/cashier/payments')).body.Payments as Payment[]).filter((p) => p.Crypto !== null);
  async function ended(b: Browser, tx: string): Promise<Payment> {
    let payment: Payment | undefined;
    await expect
      .poll(async () => {
        payment = (await cryptoPayments(b)).find((p) => p.Crypto!.TxHash === tx);
        return payment?.StatusGroup;
      }, { timeout: 20_000, interval: 50 })
      .toBe('completed');
    return payment!;
  }
  async function ledgerSound() {
    expect(await h.house.accounts!.wallet.audit()).toEqual({ unbalanced: [], cacheMismatches: [], negative: [], mixed: [] });
  }

  onHttpTargets('[STA-27][API-60][ENT-34][ENT-35][ERR-17] no address until one is asked for; then one per coin, valid and checksummed on its chain, the same on every ask', async () => {
    const b = await player();
    const other = await player();
    const before = await b.get('/api/cashier/crypto/addresses/BTC');
    expect(before.status).toBe(404);
    for (const coin of CRYPTO_COINS) {
      const made = await b.post('/api/cashier/crypto/addresses', { Currency: coin });
      expect(made.status).toBe(200);
      const address = made.body.Address as CryptoAddress;
      expect(address).toMatchObject({ CryptoCurrency: coin, Blockchain: COINS[coin].chain, BlockchainTag: null, MinDeposit: COINS[coin].minDeposit, Confirmations: COINS[coin].confirmations });
      expect(addressValid(COINS[coin].chain, address.BlockchainAddress), `${coin} ${address.BlockchainAddress}`).toBe(true);
      expect((await b.get(`/api/cashier/crypto/addresses/${coin}`)).body.Address).toEqual(address);
      expect((await b.post('/api/cashier/crypto/addresses', { Currency: coin })).body.Address).toEqual(address);
      expect(await addressOf(other, coin)).not.toBe(address.BlockchainAddress);
    }
    // An Ethereum address takes Ether and its tokens alike.
    expect(await addressOf(b, 'USDTE')).toBe(await addressOf(b, 'ETH'));
    expect(await addressOf(b, 'ETH')).toMatch(/^0x(?=.*[a-f])(?=.*[A-F])[0-9a-fA-F]{40}$/);
    const unknown = await b.get('/api/cashier/crypto/addresses/XRP');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ error: ERROR_CODES.unknownCryptoCurrency, field: 'coin' });
    const bad = await b.post('/api/cashier/crypto/addresses', { Currency: 'XRP' });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('Currency');
    expect((await new Browser(h.base).get('/api/cashier/crypto/addresses/BTC')).status).toBe(401);
    const demo = await player({ Demo: true });
    expect((await demo.post('/api/cashier/crypto/addresses', { Currency: 'BTC' })).body.error).toBe(ERROR_CODES.demoAccount);
  });

  onHttpTargets('[ENT-36] rates: one coin in the account currency, exact; a coin’s own account takes it one for one', async () => {
    const eur = await player();
    const rates = (await eur.get('/api/cashier/crypto/rates')).body as { Currency: string; Rates: { Currency: string; RateFrom: number; RateTo: string }[] };
    expect(rates.Currency).toBe('EUR');
    expect(rates.Rates.map((r) => r.Currency)).toEqual([...CRYPTO_COINS]);
    expect(rates.Rates.find((r) => r.Currency === 'BTC')).toEqual({ Currency: 'BTC', RateFrom: 1, RateTo: '58000' });
    const mbtc = await player({ Currency: 'mBTC' });
    const inMbtc = (await mbtc.get('/api/cashier/crypto/rates')).body as typeof rates;
    expect(inMbtc.Rates.find((r) => r.Currency === 'BTC')!.RateTo).toBe('1000');
  });

  onHttpTargets('[VAL-40][STA-29][STA-30] below the minimum a transfer is never registered; at it, it is pending, then completed at its confirmations and credited once at the rate', async () => {
    const b = await player();
    const address = await addressOf(b, 'BTC');
    const small = await send('BTC', address, '0.00019999');
    expect(small.status).toBe(202);
    expect(small.body.Registered).toBe(false);
    const sent = await send('BTC', address, '0.0002');
    expect(sent.body.Registered).toBe(true);
    const tx = String(sent.body.TxHash);
    const payment = await ended(b, tx);
    // 0.0002 BTC at €58,000 is €11.60.
    expect(payment).toMatchObject({ Direction: 'deposit', Method: 'BTC', Amount: '11.60', Currency: 'EUR', Status: PAYMENT_STATUS.completed });
    expect(payment.Crypto).toEqual({ Coin: 'BTC', Amount: '0.0002', TxHash: tx, Confirmations: 2, Required: 2, Rate: '58000' });
    expect(await balanceMinor(b)).toBe('1160');
    // Blocks go on; the small one never shows, nothing is credited twice.
    await new Promise((resume) => setTimeout(resume, 300));
    expect((await cryptoPayments(b)).map((p) => p.Crypto!.TxHash)).toEqual([tx]);
    expect(await balanceMinor(b)).toBe('1160');
    const statement = (await b.get('/api/history/transactions')).body as { Transactions: { Kind: string; Amount: string }[] };
    expect(statement.Transactions.map((t) => [t.Kind, t.Amount])).toEqual([['deposit', '11.60']]);
    await ledgerSound();
  });

  test('a completion reported 30 times at once, and replays of its signed message, credit once', async () => {
    const b = await player({ Currency: 'mBTC' });
    const address = await addressOf(b, 'LTC');
    const [{ value: secret }] = (await h.db.query<{ value: string }>(`select value from house_secrets where name = 'cashier-webhook'`)) as [{ value: string }];
    const tx = 'ab'.repeat(32);
    const report = (id: string, confirmations: number) => {
      const body = JSON.stringify({ id, type: 'crypto.deposit', created: Math.floor(Date.now() / 1000), data: { coin: 'LTC', address, tx, amount: '5000000', confirmations } });
      return { body, header: signatureHeader(secret, Date.now(), body) };
    };
    const post = (r: { body: string; header: string }) =>
      fetch(`${h.base}/api/cashier/webhooks/sandbox-chain`, { method: 'POST', headers: { 'content-type': 'application/json', [SANDBOX_CHAIN_SIGNATURE_HEADER]: r.header }, body: r.body }).then((res) => res.status);
    const seen = report('evt_seen0000001', 0);
    expect(await post(seen)).toBe(200);
    expect(await post(seen)).toBe(409);
    const completions = Array.from({ length: 30 }, (_, i) => report(`evt_final${String(i).padStart(6, '0')}`, 6));
    const statuses = await Promise.all([...completions, ...completions].map(post));
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
    expect(statuses.filter((s) => s === 409)).toHaveLength(30);
    // 0.05 LTC at €72, in mBTC at €58: 0.05 × 72 / 58 mBTC, rounded down to the 0.00001.
    expect(await balanceMinor(b)).toBe(String((5_000_000n * 72n * 10n ** 5n) / (10n ** 8n * 58n)));
    const unsigned = await fetch(`${h.base}/api/cashier/webhooks/sandbox-chain`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: seen.body });
    expect(unsigned.status).toBe(401);
    await ledgerSound();
  });

  onHttpTargets('a player on a time-out has the transfer refunded, never credited', async () => {
    const b = await player();
    const address = await addressOf(b, 'ETH');
    expect((await b.post('/api/responsible-gambling/exclusion', { Kind: 'time-out', Duration: '24h', Password: PASSWORD })).status).toBe(200);
    const sent = await send('ETH', address, '0.5');
    await expect.poll(async () => (await cryptoPayments(b))[0]?.Status, { timeout: 20_000, interval: 50 }).toBe(PAYMENT_STATUS.refund);
    await new Promise((resume) => setTimeout(resume, 600));
    expect((await cryptoPayments(b))[0]).toMatchObject({ Status: PAYMENT_STATUS.refund, Crypto: { TxHash: sent.body.TxHash } });
    expect(await balanceMinor(b)).toBe('0');
  });

  onHttpTargets('[ERR-18] the sandbox chain’s send route needs the admin token, a valid address of a player, and an amount in the coin', async () => {
    const b = await player();
    const address = await addressOf(b, 'DOGE');
    expect((await new Browser(h.base).post('/api/admin/sandbox-chain/transfers', { Coin: 'DOGE', Address: address, Amount: '5' })).status).toBe(401);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ Coin: 'DOGE', Address: address.slice(0, -1) + (address.endsWith('a') ? 'b' : 'a'), Amount: '5' }, 400, 'Address'],
      [{ Coin: 'BTC', Address: address, Amount: '5' }, 400, 'Address'],
      [{ Coin: 'DOGE', Address: 'DBs4WcRE7eysKwRxHNX88XZVCQ9M6QSUSz', Amount: '5' }, 404, 'Address'],
      [{ Coin: 'DOGE', Address: address, Amount: '0.000000001' }, 400, 'Amount'],
      [{ Coin: 'DOGE', Address: address, Amount: '-1' }, 400, 'Amount'],
      [{ Coin: 'XRP', Address: address, Amount: '1' }, 400, 'Coin'],
    ];
    for (const [body, status, field] of cases) {
      const answer = await new Browser(h.base).post('/api/admin/sandbox-chain/transfers', body, admin);
      expect([answer.status, answer.body.field], JSON.stringify(body)).toEqual([status, field]);
    }
  });
});
