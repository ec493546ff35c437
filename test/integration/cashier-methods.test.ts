/**
 * Deposit methods by country over HTTP (issue #18; ROL-12, ENT-29, VAL-17..25, STA-22..25): the
 * list each player is offered, the house refusing a method not offered, and a deposit by each
 * method's own fields through the sandbox provider, the voucher shop's codes paying once.
 * Registration's country rule (VAL-10, ENT-23) is here too.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PAYMENT_STATUS, type DepositMethods } from '../../schemas/cashier.ts';
import { ERROR_CODES } from '../../schemas/errors.ts';
import { Browser, HTTP_DB_TARGETS, newPlayer, startTestHouse, type TestHouse } from '../fixtures/accounts-client.ts';
import { newKey } from '../fixtures/controlled-house.ts';
import { paymentEnded } from '../fixtures/cashier.ts';
import { columnsHolding } from '../fixtures/db-scan.ts';

type Json = Record<string, unknown>;
type Payment = { PaymentID: string; Status: number; StatusGroup: string; Amount: string; Method: string };

const CPF = '529.982.247-25';
const card = { AccountHolderLastName: 'Lovelace', AccountNumber: '4242 4242 4242 4242', SecurityCode: '123', ExpirationMonth: '12', ExpirationYear: '2099' };

describe.each(HTTP_DB_TARGETS)('deposit methods by country (%s PostgreSQL)', { timeout: 120_000 }, (target) => {
  let h: TestHouse;
  beforeAll(async () => {
    h = await startTestHouse(target, { CASHIER_SANDBOX_STEP_MS: '40', CASHIER_SANDBOX_PAYOUT_REVIEW_MS: '100', REGISTRATION_EXCLUDED_COUNTRIES: 'KP,US', REGISTRATION_EXEMPT_CURRENCIES: 'BTC' });
  }, 60_000);
  afterAll(async () => h?.close());

  async function player(overrides: Json = {}) {
    const b = await new Browser(h.base).ready();
    const p = newPlayer(overrides);
    const res = await b.post('/api/account/register', p);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return { b, p };
  }
  const methods = async (b: Browser) => (await b.get('/api/cashier/deposit-methods')).body as unknown as DepositMethods;
  const keys = async (b: Browser) => (await methods(b)).DepositMethods.map((m) => m.Key);
  const deposit = (b: Browser, body: Json, key = newKey('dep')) => b.post('/api/cashier/deposits', body, { 'idempotency-key': key });
  const settled = (b: Browser, id: string) => paymentEnded<Payment>(b, id);
  const buyVoucher = async () => {
    const page = await fetch(`${h.base}/api/cashier/sandbox/voucher-shop`);
    expect(page.headers.get('content-type')).toContain('text/html');
    return /data-voucher-code="(\d{16})"/.exec(await page.text())![1]!;
  };

  test('[VAL-10][ENT-23] registration refuses an excluded country unless the currency is exempt, says so naming Country, and keeps the country', async () => {
    const rules = await (await new Browser(h.base).ready()).get('/api/account/countries');
    expect(rules.body).toEqual({ Excluded: ['KP', 'US'], ExemptCurrencies: ['BTC'] });
    const b = await new Browser(h.base).ready();
    const { Email, UserName, Password, PasswordConfirmation, Currency } = newPlayer();
    const step1 = { Email, UserName, Password, PasswordConfirmation, Currency, Country: 'US' };
    for (const [path, body] of [['/api/account/register/check', step1], ['/api/account/register', newPlayer({ Country: 'US' })]] as const) {
      const refused = await b.post(path, body);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ error: ERROR_CODES.countryNotAllowed, field: 'Country' });
    }
    expect((await b.post('/api/account/register', newPlayer({ Country: 'XX' }))).body).toMatchObject({ error: ERROR_CODES.invalid, field: 'Country' });
    const { b: exempt } = await player({ Country: 'US', Currency: 'BTC' });
    expect((await exempt.get('/api/user')).body.Country).toEqual({ Code: 'US' });
  });

  test('[ENT-29][ROL-12][STA-25] each country gets its methods in its order: Papara in Turkey without Neteller or crypto, PIX in Brazil, crypto first in India', async () => {
    const { b: de } = await player({ Country: 'DE' });
    const offer = await methods(de);
    expect(offer.DepositMethods.map((m) => m.Key)).toEqual(['card', 'neteller', 'voucher', 'crypto']);
    expect(offer).toMatchObject({ HasDeposits: false, CryptoGrouped: true });
    expect(offer.DepositMethods[2]).toEqual({ id: 3, Key: 'voucher', Link: '/api/cashier/sandbox/voucher-shop', countries: null, OriginalValue: 'Prepaid voucher', PaymentMethodId: 3 });
    const { b: tr } = await player({ Country: 'TR' });
    expect(await keys(tr)).toEqual(['card', 'voucher', 'papara']);
    // Where crypto is not offered, no deposit address is made either.
    expect((await tr.post('/api/cashier/crypto/addresses', { Currency: 'BTC' })).body).toMatchObject({ error: ERROR_CODES.paymentMethodUnavailable, field: 'Currency' });
    expect((await de.post('/api/cashier/crypto/addresses', { Currency: 'BTC' })).status).toBe(200);
    expect(await keys((await player({ Country: 'BR' })).b)).toEqual(['card', 'neteller', 'voucher', 'pix', 'fingenom', 'crypto']);
    expect(await keys((await player({ Country: 'IN', Currency: 'INR' })).b)).toEqual(['crypto', 'neteller', 'fingenom', 'card']);
    // STA-22: a GB player is not sent to the voucher shop.
    expect((await methods((await player({ Country: 'GB' })).b)).DepositMethods.find((m) => m.Key === 'voucher')?.Link).toBeNull();
    expect((await de.get('/api/cashier/deposit-methods')).headers.get('cache-control')).toBe('no-store');
    expect((await new Browser(h.base).ready().then((guest) => guest.get('/api/cashier/deposit-methods'))).status).toBe(401);
  });

  test('[ROL-12] the house refuses a method not offered to the player, naming Method, and records nothing', async () => {
    const { b, p } = await player({ Country: 'DE' });
    const refused = await deposit(b, { Method: 'papara', Amount: '10', AgreeWithDepositTerms: true, PaparaAccountNumber: '1234567890' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: ERROR_CODES.paymentMethodUnavailable, field: 'Method' });
    const { b: usd } = await player({ Country: 'DE', Currency: 'USD' });
    expect((await deposit(usd, { Method: 'voucher', Amount: '10', Currency: 'EUR', VoucherCode: await buyVoucher() })).body).toMatchObject({ error: ERROR_CODES.paymentMethodUnavailable, field: 'Method' });
    expect(await h.db.query(`select id from payments where user_id = (select id from users where user_name = $1)`, [p.UserName])).toEqual([]);
  });

  test('[VAL-19] a Turkish player deposits by Papara account number, and the money is in the balance', async () => {
    const { b } = await player({ Country: 'TR' });
    expect((await deposit(b, { Method: 'papara', Amount: '10', AgreeWithDepositTerms: true, PaparaAccountNumber: '12345' })).body).toMatchObject({ field: 'PaparaAccountNumber' });
    const started = await deposit(b, { Method: 'papara', Amount: '40', AgreeWithDepositTerms: true, PaparaAccountNumber: '1234567890' });
    expect(started.status).toBe(202);
    const done = await settled(b, (started.body.Payment as Payment).PaymentID);
    expect(done).toMatchObject({ Method: 'papara', Status: PAYMENT_STATUS.completed, Amount: '40.00' });
    expect((await b.get('/api/user')).body.BalanceMinor).toBe('4000');
    expect((await methods(b)).HasDeposits).toBe(true);
  });

  test('[VAL-24] PIX asks for a valid CPF and the account password, then pays', async () => {
    const { b, p } = await player({ Country: 'BR' });
    const pix = (overrides: Json) => deposit(b, { Method: 'pix', Amount: '15', AgreeWithDepositTerms: true, PagsmileDocumentNumber: CPF, Password: p.Password, ...overrides });
    expect((await pix({ PagsmileDocumentNumber: '529.982.247-26' })).body).toMatchObject({ error: ERROR_CODES.invalid, field: 'PagsmileDocumentNumber' });
    expect((await pix({ Password: 'not the password' })).body).toMatchObject({ error: ERROR_CODES.invalidCredentials, field: 'Password' });
    const started = await pix({});
    expect(started.status).toBe(202);
    expect(await settled(b, (started.body.Payment as Payment).PaymentID)).toMatchObject({ Method: 'pix', Status: PAYMENT_STATUS.completed });
    // Neither the password nor a hash-free copy of it is kept anywhere.
    expect(await columnsHolding(h.db, [`%${p.Password}%`])).toEqual([]);
  });

  test('[VAL-20] fingenom takes a card with the country that issued it', async () => {
    const { b } = await player({ Country: 'MX' });
    expect(await keys(b)).toEqual(['card', 'neteller', 'voucher', 'fingenom', 'crypto']);
    expect((await deposit(b, { Method: 'fingenom', Amount: '20', AgreeWithDepositTerms: true, ...card })).body).toMatchObject({ field: 'CardCountry' });
    const started = await deposit(b, { Method: 'fingenom', Amount: '20', AgreeWithDepositTerms: true, ...card, CardCountry: 'MX' });
    expect(await settled(b, (started.body.Payment as Payment).PaymentID)).toMatchObject({ Method: 'fingenom', Status: PAYMENT_STATUS.completed });
  });

  test('[VAL-21][VAL-25][STA-24] a voucher from the shop pays once, in EUR, with no terms box; a code the shop never issued is rejected', async () => {
    const { b } = await player({ Country: 'DE' });
    const code = await buyVoucher();
    expect((await deposit(b, { Method: 'voucher', Amount: '30', Currency: 'USD', VoucherCode: code })).body).toMatchObject({ field: 'Currency' });
    expect((await deposit(b, { Method: 'voucher', Amount: '30', Currency: 'EUR', VoucherCode: code, AgreeWithDepositTerms: true })).body).toMatchObject({ field: 'AgreeWithDepositTerms' });
    // Ten players race to redeem one code: one payment completes, the rest are rejected.
    const racers = await Promise.all(Array.from({ length: 10 }, () => player({ Country: 'DE' })));
    const started = await Promise.all(racers.map(({ b: racer }) => deposit(racer, { Method: 'voucher', Amount: '30', Currency: 'EUR', VoucherCode: code.replace(/(\d{4})/g, '$1 ').trim() })));
    const ended = await Promise.all(started.map((res, i) => settled(racers[i]!.b, (res.body.Payment as Payment).PaymentID)));
    expect(ended.filter((p) => p.Status === PAYMENT_STATUS.completed)).toHaveLength(1);
    expect(ended.filter((p) => p.Status === PAYMENT_STATUS.rejected)).toHaveLength(9);
    const forged = await deposit(b, { Method: 'voucher', Amount: '30', Currency: 'EUR', VoucherCode: '1234567890123456' });
    expect(await settled(b, (forged.body.Payment as Payment).PaymentID)).toMatchObject({ Status: PAYMENT_STATUS.rejected });
    expect((await b.get('/api/user')).body.BalanceMinor).toBe('0');
    // The code is a bearer credential: only the issuer's own records (the sandbox's tables) hold it.
    expect(await columnsHolding(h.db, [`%${code}%`], [], (table) => table.startsWith('sandbox_'))).toEqual([]);
  });

  /** A player with `amount` EUR deposited by card, ready to withdraw. */
  async function funded(amount: string) {
    const { b, p } = await player({ Country: 'DE' });
    const started = await deposit(b, { Method: 'card', Amount: amount, AgreeWithDepositTerms: true, ...card });
    await settled(b, (started.body.Payment as Payment).PaymentID);
    return { b, p };
  }
  const withdraw = (b: Browser, body: Json) => b.post('/api/cashier/withdrawals', body, { 'idempotency-key': newKey('wd') });

  test('[VAL-34] a bank transfer needs an IBAN whose check digits match and a BIC; it is held, then paid out', async () => {
    const { b, p } = await funded('100');
    const bank = (overrides: Json) => withdraw(b, { WithdrawMethod: 'bank', Amount: '30', Password: p.Password, AccountName: 'Ada Lovelace', IBAN: 'DE89 3704 0044 0532 0130 00', BankCode: 'COBADEFFXXX', BankName: 'Commerzbank', ...overrides });
    expect((await bank({ IBAN: 'DE89 3704 0044 0532 0130 01' })).body).toMatchObject({ error: ERROR_CODES.invalid, field: 'IBAN' });
    expect((await bank({ BankCode: 'COBA' })).body).toMatchObject({ field: 'BankCode' });
    const started = await bank({});
    expect(started.status).toBe(202);
    expect((await b.get('/api/user')).body.BalanceMinor).toBe('7000');
    expect(await settled(b, (started.body.Payment as Payment).PaymentID)).toMatchObject({ Method: 'bank', Status: PAYMENT_STATUS.completed, Amount: '30.00' });
    expect((await b.get('/api/user')).body.BalanceMinor).toBe('7000');
  });

  test('[VAL-29][VAL-30][CON-14] coins are paid to an address of their own chain, at the rate of the moment rounded down, never below the coin\'s minimum', async () => {
    const { b, p } = await funded('100');
    const coins = (overrides: Json) => withdraw(b, { WithdrawMethod: 'crypto', Amount: '58', Password: p.Password, CoinspaidConvertToCurrency: 'BTC', BlockchainAddress: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', ...overrides });
    expect((await coins({ BlockchainAddress: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' })).body).toMatchObject({ error: ERROR_CODES.invalid, field: 'BlockchainAddress' });
    expect((await coins({ BlockchainAddress: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5' })).body).toMatchObject({ field: 'BlockchainAddress' });
    // 5 EUR is 0.0000862 BTC at 58,000: under the least payout of 0.0002 BTC.
    expect((await coins({ Amount: '5' })).body).toMatchObject({ error: ERROR_CODES.cryptoWithdrawalMinimum, field: 'Amount' });
    const started = await coins({});
    expect(started.status).toBe(202);
    const payment = started.body.Payment as Payment & { Crypto: Json };
    expect(payment.Crypto).toEqual({ Coin: 'BTC', Amount: '0.001', TxHash: null, Confirmations: 0, Required: 0, Rate: '58000' });
    expect(await settled(b, payment.PaymentID)).toMatchObject({ Method: 'crypto', Status: PAYMENT_STATUS.completed });
    expect((await b.get('/api/user')).body.BalanceMinor).toBe('4200');
    const eth = await coins({ Amount: '31', CoinspaidConvertToCurrency: 'ETH', BlockchainAddress: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' });
    expect((eth.body.Payment as Payment & { Crypto: Json }).Crypto).toMatchObject({ Coin: 'ETH', Amount: '0.01' });
  });
});
