/**
 * The cashier's deposits over HTTP (issue #18), against the sandbox payment provider, on embedded
 * PostgreSQL and (with TEST_DATABASE_URL) a real server: statuses by test card, the webhook's
 * signature, freshness and replay checks, and a deposit credited exactly once however often and
 * however concurrently its completion is reported. Card numbers and codes reach neither the
 * database nor the log.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PAYMENT_STATUS } from '../../schemas/cashier.ts';
import { ERROR_CODES } from '../../schemas/errors.ts';
import { Browser, DB_TARGETS, newPlayer, startTestHouse, type TestHouse } from '../fixtures/accounts-client.ts';
import { newKey } from '../fixtures/controlled-house.ts';
import { paymentEnded } from '../fixtures/cashier.ts';
import { columnsHolding } from '../fixtures/db-scan.ts';

type Json = Record<string, unknown>;
type Payment = { PaymentID: string; Status: number; StatusGroup: string; Amount: string; CardLast4: string | null };

const VISA = '4242 4242 4242 4242';
const SECURITY_CODE = '9731';
const card = (AccountNumber: string, overrides: Json = {}) => ({
  Method: 'card',
  Amount: '25.50',
  AgreeWithDepositTerms: true,
  AccountHolderLastName: 'Lovelace',
  AccountNumber,
  SecurityCode: SECURITY_CODE,
  ExpirationMonth: '12',
  ExpirationYear: '2099',
  ...overrides,
});

describe.each(DB_TARGETS)('cashier deposits (%s PostgreSQL)', { timeout: 120_000 }, (target) => {
  let h: TestHouse;
  const log: string[] = [];
  let secret = '';
  beforeAll(async () => {
    h = await startTestHouse(target, { CASHIER_SANDBOX_STEP_MS: '40' }, { log });
    [{ value: secret }] = (await h.db.query<{ value: string }>(`select value from house_secrets where name = 'cashier-webhook'`)) as [{ value: string }];
  }, 60_000);
  afterAll(async () => h?.close());

  async function player(overrides: Json = {}) {
    const b = await new Browser(h.base).ready();
    expect((await b.post('/api/account/register', newPlayer(overrides))).status).toBe(201);
    return b;
  }
  const deposit = (b: Browser, body: unknown, key = newKey('dep')) => b.post('/api/cashier/deposits', body, { 'idempotency-key': key });
  const balanceMinor = async (b: Browser) => String((await b.get('/api/user')).body.BalanceMinor);
  const settled = (b: Browser, id: string) => paymentEnded<Payment>(b, id);
  async function ledgerSound() {
    expect(await h.house.accounts!.wallet.audit()).toEqual({ unbalanced: [], cacheMismatches: [], negative: [], mixed: [] });
  }

  /** A webhook as the sandbox would sign it (or with another secret, or at another time). */
  function signed(body: Json, options: { secret?: string; at?: number } = {}) {
    const t = Math.floor((options.at ?? Date.now()) / 1000);
    const text = JSON.stringify(body);
    const v1 = createHmac('sha256', options.secret ?? secret).update(`${t}.${text}`).digest('hex');
    return { text, header: `t=${t},v1=${v1}` };
  }
  const postWebhook = (text: string, header: string | null) =>
    fetch(`${h.base}/api/cashier/webhooks/sandbox`, { method: 'POST', headers: { 'content-type': 'application/json', ...(header ? { 'sandbox-signature': header } : {}) }, body: text }).then(async (r) => ({ status: r.status, body: (await r.json()) as Json }));
  let eventCounter = 0;
  async function eventFor(paymentId: string, status: number, id = `evt_test${Date.now().toString(36)}${++eventCounter}x`) {
    const [row] = await h.db.query<{ provider_ref: string; amount: bigint; currency: string }>('select provider_ref, amount, currency from payments where id = $1', [paymentId]);
    return { id, type: 'payment.status', created: Math.floor(Date.now() / 1000), data: { payment: row!.provider_ref, reference: paymentId, status, amount: String(row!.amount), currency: row!.currency } };
  }

  test('[ENT-32][ENM-04][STA-29][STA-30] a card deposit is pending, then completed by the provider, and the balance has it once', async () => {
    const b = await player();
    const started = await deposit(b, card(VISA));
    expect(started.status).toBe(202);
    const payment = started.body.Payment as Payment;
    expect(payment).toMatchObject({ Status: PAYMENT_STATUS.pending, StatusGroup: 'pending', Amount: '25.50', CardLast4: '4242' });
    expect(await settled(b, payment.PaymentID)).toMatchObject({ Status: PAYMENT_STATUS.completed, StatusGroup: 'completed' });
    expect(await balanceMinor(b)).toBe('2550');
    const transactions = (await b.get('/api/history/transactions?range=last24')).body.Transactions as Json[];
    expect(transactions.map((t) => [t.Kind, t.Amount])).toEqual([['deposit', '25.50']]);
    await ledgerSound();
  });

  test('[ENM-05][ENM-06][STA-31][STA-32] the sandbox’s test cards and e-mail reject, fail or complete, and only a completion pays', async () => {
    const b = await player();
    const cases: [Json, number, string][] = [
      [card('4000 0000 0000 0002'), PAYMENT_STATUS.rejectedByPaymentSystem, 'rejected'],
      [card('4000-0000-0000-0119'), PAYMENT_STATUS.processingError, 'canceled'],
      [{ Method: 'neteller', Amount: '10', AgreeWithDepositTerms: true, NetellerEmail: 'reject.me@example.com' }, PAYMENT_STATUS.rejected, 'rejected'],
      [{ Method: 'neteller', Amount: '10', AgreeWithDepositTerms: true, NetellerEmail: 'ada@example.com' }, PAYMENT_STATUS.completed, 'completed'],
    ];
    for (const [body, status, group] of cases) {
      const started = await deposit(b, body);
      expect(started.status).toBe(202);
      expect(await settled(b, (started.body.Payment as Payment).PaymentID)).toMatchObject({ Status: status, StatusGroup: group });
    }
    expect(await balanceMinor(b)).toBe('1000');
  });

  test('a retried deposit (same Idempotency-Key) is the same payment, charged once; another body under the key is refused', async () => {
    const b = await player();
    const key = newKey('dep');
    const [first, second] = await Promise.all([deposit(b, card(VISA), key), deposit(b, card(VISA), key)]);
    expect([first.status, second.status]).toEqual([202, 202]);
    const id = (first.body.Payment as Payment).PaymentID;
    expect((second.body.Payment as Payment).PaymentID).toBe(id);
    expect((await deposit(b, card(VISA, { Amount: '99' }), key)).body).toMatchObject({ error: ERROR_CODES.idempotencyKeyReused });
    await settled(b, id);
    expect(await balanceMinor(b)).toBe('2550');
    const [count] = await h.db.query<{ n: bigint }>(`select count(*) as n from payments p join users u on u.id = p.user_id where p.id = $1`, [id]);
    expect(Number(count!.n)).toBe(1);
  });

  test('[VAL-01] the deposit terms are agreed to once: the first deposit needs the box, later ones do not', async () => {
    const b = await player();
    expect(((await b.get('/api/user')).body.UsageArrangements as Record<string, unknown>).PaymentTermsAccepted).toBe(false);
    const withoutBox: Json = card(VISA);
    delete withoutBox.AgreeWithDepositTerms;
    expect((await deposit(b, withoutBox)).body).toMatchObject({ error: ERROR_CODES.invalid, field: 'AgreeWithDepositTerms' });
    expect((await deposit(b, card(VISA))).status).toBe(202);
    expect(((await b.get('/api/user')).body.UsageArrangements as Record<string, unknown>).PaymentTermsAccepted).toBe(true);
    expect((await deposit(b, withoutBox)).status).toBe(202);
  });

  test('[ERR-18] bad deposits are refused naming the field, and move nothing', async () => {
    const b = await player();
    const cases: [unknown, string, string][] = [
      [card('4242 4242 4242 4241'), 'AccountNumber', ERROR_CODES.invalid],
      [card(VISA, { SecurityCode: '12' }), 'SecurityCode', ERROR_CODES.invalid],
      [card(VISA, { ExpirationMonth: '13' }), 'ExpirationMonth', ERROR_CODES.invalid],
      [card(VISA, { ExpirationMonth: '01', ExpirationYear: '2020' }), 'ExpirationMonth', ERROR_CODES.cardExpired],
      [card(VISA, { AgreeWithDepositTerms: false }), 'AgreeWithDepositTerms', ERROR_CODES.invalid],
      [card(VISA, { Amount: '10.001' }), 'Amount', ERROR_CODES.invalid],
      [card(VISA, { Amount: 10 }), 'Amount', ERROR_CODES.invalid],
      [card(VISA, { Currency: 'USD' }), 'Currency', ERROR_CODES.currencyMismatch],
      [{ ...card(VISA), Method: 'bitcoin' }, 'Method', ERROR_CODES.invalid],
      [{ Method: 'neteller', Amount: '10', AgreeWithDepositTerms: true, NetellerEmail: 'nobody' }, 'NetellerEmail', ERROR_CODES.invalid],
      [[], '(root)', ERROR_CODES.invalid],
    ];
    for (const [body, field, error] of cases) {
      const answer = await deposit(b, body);
      expect([answer.status, answer.body.error, answer.body.field], JSON.stringify(body)).toEqual([error === ERROR_CODES.currencyMismatch ? 409 : 400, error, field]);
    }
    expect((await b.post('/api/cashier/deposits', card(VISA))).body.field).toBe('Idempotency-Key');
    expect((await deposit(await new Browser(h.base).ready(), card(VISA))).status).toBe(401);
    const demo = await player({ Demo: true });
    expect((await deposit(demo, card(VISA))).body).toMatchObject({ error: ERROR_CODES.demoAccount });
    expect(await balanceMinor(b)).toBe('0');
  });

  test('a webhook unsigned, signed with another secret, signed for another body, stale or malformed is refused, naming why', async () => {
    const b = await player();
    const started = await deposit(b, card('4000 0000 0000 0259'));
    const id = (started.body.Payment as Payment).PaymentID;
    const event = await eventFor(id, PAYMENT_STATUS.completed);
    const good = signed(event);
    expect(await postWebhook(good.text, null)).toMatchObject({ status: 401, body: { error: ERROR_CODES.webhookSignature, field: 'Sandbox-Signature' } });
    expect(await postWebhook(good.text, 'v1=abc')).toMatchObject({ status: 401, body: { error: ERROR_CODES.webhookSignature } });
    expect(await postWebhook(good.text, signed(event, { secret: 'not-the-secret' }).header)).toMatchObject({ status: 401, body: { error: ERROR_CODES.webhookSignature } });
    expect(await postWebhook(good.text.replace('"amount":"2550"', '"amount":"999999"'), good.header)).toMatchObject({ status: 401, body: { error: ERROR_CODES.webhookSignature } });
    const stale = signed(event, { at: Date.now() - 10 * 60_000 });
    expect(await postWebhook(stale.text, stale.header)).toMatchObject({ status: 401, body: { error: ERROR_CODES.webhookStale } });
    const malformed = signed({ ...event, data: { ...event.data, status: 10 } });
    expect(await postWebhook(malformed.text, malformed.header)).toMatchObject({ status: 400, body: { error: ERROR_CODES.invalid, field: 'data.status' } });
    const wrongAmount = signed({ ...(await eventFor(id, PAYMENT_STATUS.completed)), data: { ...event.data, amount: '1' } });
    expect(await postWebhook(wrongAmount.text, wrongAmount.header)).toMatchObject({ status: 409, body: { error: ERROR_CODES.paymentMismatch } });
    expect(await balanceMinor(b)).toBe('0');
    // The real one, then the very same signed message again: a replay.
    expect(await postWebhook(good.text, good.header)).toMatchObject({ status: 200, body: { Changed: true } });
    expect(await postWebhook(good.text, good.header)).toMatchObject({ status: 409, body: { error: ERROR_CODES.webhookReplayed } });
    expect(await balanceMinor(b)).toBe('2550');
    await ledgerSound();
  });

  test('50 parallel copies of a completion, and 50 parallel completions with their own event ids, credit the deposit once', async () => {
    const b = await player();
    // The delayed test card: the sandbox's own completion is a minute away.
    const first = (await deposit(b, card('4000 0000 0000 0259'))).body.Payment as Payment;
    const copies = Array.from({ length: 50 }, (_, i) => i);
    const event = await eventFor(first.PaymentID, PAYMENT_STATUS.completed);
    // The same event resent 50 times, each signed anew (as a provider's retries are): one applies.
    const resent = await Promise.all(copies.map((i) => signed(event, { at: Date.now() - i * 1000 })).map((s) => postWebhook(s.text, s.header)));
    expect(resent.map((r) => r.status)).toEqual(copies.map(() => 200));
    expect(resent.filter((r) => r.body.Changed === true)).toHaveLength(1);
    // The same signed message 50 times at once: one applies (already applied here), the rest are replays.
    const second = (await deposit(b, card('4000 0000 0000 0259'))).body.Payment as Payment;
    const one = signed(await eventFor(second.PaymentID, PAYMENT_STATUS.completed));
    const replays = await Promise.all(copies.map(() => postWebhook(one.text, one.header)));
    expect(replays.filter((r) => r.status === 200)).toHaveLength(1);
    expect(replays.filter((r) => r.body.error === ERROR_CODES.webhookReplayed)).toHaveLength(49);
    // Fifty different completion events for one payment at once: the payment's lock lets one pay.
    const third = (await deposit(b, card('4000 0000 0000 0259'))).body.Payment as Payment;
    const events = await Promise.all(copies.map(() => eventFor(third.PaymentID, PAYMENT_STATUS.completed)));
    const distinct = await Promise.all(events.map((e) => signed(e)).map((s) => postWebhook(s.text, s.header)));
    expect(distinct.map((r) => r.status)).toEqual(copies.map(() => 200));
    expect(distinct.filter((r) => r.body.Changed === true)).toHaveLength(1);
    expect(await balanceMinor(b)).toBe(String(3 * 2550));
    const [deposits] = await h.db.query<{ n: bigint }>(`select count(*) as n from ledger_transactions t join users u on u.id = t.user_id where t.kind = 'deposit' and t.memo = any($1)`, [
      [first, second, third].map((p) => `deposit ${p.PaymentID}`),
    ]);
    expect(Number(deposits!.n)).toBe(3);
    await ledgerSound();
  });

  test('no card number or security code is stored in any table or written to the log', async () => {
    const b = await player();
    const id = ((await deposit(b, card(VISA))).body.Payment as Payment).PaymentID;
    await settled(b, id);
    const pan = VISA.replace(/ /g, '');
    // The code alone, as a JSON string or under its field's name: four digits also turn up inside hashes and tokens.
    expect(await columnsHolding(h.db, [`%${pan}%`, `%${VISA}%`, `%"${SECURITY_CODE}"%`, '%SecurityCode%'], [SECURITY_CODE])).toEqual([]);
    const [stored] = await h.db.query<{ card_last4: string; card_token: string }>('select card_last4, card_token from payments where id = $1', [id]);
    expect(stored).toMatchObject({ card_last4: '4242', card_token: expect.stringMatching(/^tok_/) });
    expect(log.length).toBeGreaterThan(0);
    const text = log.join('');
    expect(text).not.toContain(pan);
    expect(text).not.toContain(`"${SECURITY_CODE}"`);
    expect(text).not.toContain('SecurityCode');
  });
});
