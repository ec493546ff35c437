/**
 * Responsible gambling over HTTP (issue #18, ADR 0034), on embedded PostgreSQL and (with
 * TEST_DATABASE_URL) a real server: deposit limits hold at the house, also under parallel deposits;
 * a raise waits out its 24 hours; loss limits hold on stakes; a break stops deposits and bets but
 * not withdrawals, and cannot be shortened.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ERROR_CODES } from '../../schemas/errors.ts';
import type { Protections } from '../../schemas/responsible-gambling.ts';
import { Browser, DB_TARGETS, startTestHouse, type TestHouse } from '../fixtures/accounts-client.ts';
import { controlledHouseForSuite, fundedPlayer, newKey, place } from '../fixtures/controlled-house.ts';

const PASSWORD = 'correct horse battery';
const DAY = 24 * 60 * 60 * 1000;

const setLimit = (b: Browser, Kind: string, Period: string, Amount: string | null) => b.request('PUT', '/api/responsible-gambling/limits', { Kind, Period, Amount });
const exclude = (b: Browser, Kind: string, Duration: string, Password = PASSWORD) => b.post('/api/responsible-gambling/exclusion', { Kind, Duration, Password });
const limitOf = (p: Protections, kind: string, period: string) => p.Limits.find((l) => l.Kind === kind && l.Period === period)!;

describe.each(DB_TARGETS)('responsible gambling: deposits and breaks (%s PostgreSQL)', { timeout: 120_000 }, (target) => {
  let h: TestHouse;
  beforeAll(async () => {
    h = await startTestHouse(target, { CASHIER_SANDBOX_STEP_MS: '40', CASHIER_SANDBOX_PAYOUT_REVIEW_MS: '60000' });
  }, 60_000);
  afterAll(async () => h?.close());

  const card = (Amount: string) => ({
    Method: 'card',
    Amount,
    AgreeWithDepositTerms: true,
    AccountHolderLastName: 'Lovelace',
    AccountNumber: '4242 4242 4242 4242',
    SecurityCode: '123',
    ExpirationMonth: '12',
    ExpirationYear: String(new Date().getUTCFullYear() + 3),
  });
  const deposit = (b: Browser, amount: string, key = newKey('dep')) => b.post('/api/cashier/deposits', card(amount), { 'idempotency-key': key });

  test('a daily deposit limit refuses what would pass it, naming the amount left; a lower limit applies at once', async () => {
    const { b } = await fundedPlayer(h.base, '0');
    const set = await setLimit(b, 'deposit', 'day', '50');
    expect(set.status).toBe(200);
    expect(limitOf(set.body as Protections, 'deposit', 'day')).toMatchObject({ Amount: '50.00', Used: '0.00', Next: null });
    expect((await deposit(b, '30')).status).toBe(202);
    const over = await deposit(b, '25');
    expect([over.status, over.body.error, over.body.field]).toEqual([409, ERROR_CODES.depositLimit, 'Amount']);
    expect(over.body.message).toContain('20.00');
    expect((await deposit(b, '20')).status).toBe(202);
    const state = (await b.get('/api/responsible-gambling')).body as Protections;
    expect(limitOf(state, 'deposit', 'day')).toMatchObject({ Amount: '50.00', Used: '50.00' });
    // Lower: at once, even below what is already used.
    const lower = (await setLimit(b, 'deposit', 'week', '10')).body as Protections;
    expect(limitOf(lower, 'deposit', 'week')).toMatchObject({ Amount: '10.00', Used: '50.00', Next: null });
  });

  test('a raise or a removal waits 24 hours; the old limit holds until then', async () => {
    const { b, userId } = await fundedPlayer(h.base, '0');
    await setLimit(b, 'deposit', 'day', '20');
    const before = Date.now();
    const raised = limitOf((await setLimit(b, 'deposit', 'day', '100')).body as Protections, 'deposit', 'day');
    expect(raised).toMatchObject({ Amount: '20.00', Next: { Amount: '100.00' } });
    expect(Date.parse(raised.Next!.At) - before).toBeGreaterThanOrEqual(DAY - 1000);
    expect((await deposit(b, '30')).body.error).toBe(ERROR_CODES.depositLimit);
    // A day goes by.
    await h.db.query(`update player_limits set next_at = now() - interval '1 second' where user_id = $1`, [userId]);
    expect(limitOf((await b.get('/api/responsible-gambling')).body as Protections, 'deposit', 'day')).toMatchObject({ Amount: '100.00', Next: null });
    expect((await deposit(b, '30')).status).toBe(202);
    const removal = limitOf((await setLimit(b, 'deposit', 'day', null)).body as Protections, 'deposit', 'day');
    expect(removal).toMatchObject({ Amount: '100.00', Next: { Amount: null } });
  });

  test('20 parallel deposits under a limit: exactly as many as fit are taken', async () => {
    const { b } = await fundedPlayer(h.base, '0');
    await setLimit(b, 'deposit', 'day', '100');
    const answers = await Promise.all(Array.from({ length: 20 }, () => deposit(b, '30')));
    expect(answers.filter((a) => a.status === 202)).toHaveLength(3);
    for (const a of answers.filter((x) => x.status !== 202)) expect(a.body.error).toBe(ERROR_CODES.depositLimit);
    expect(limitOf((await b.get('/api/responsible-gambling')).body as Protections, 'deposit', 'day').Used).toBe('90.00');
  });

  test('a time-out stops deposits but not withdrawals; a shorter break later does not shorten it; a wrong password starts none', async () => {
    const { b } = await fundedPlayer(h.base, '100');
    const wrong = await exclude(b, 'time-out', '7d', 'not my password');
    expect([wrong.status, wrong.body.error, wrong.body.field]).toEqual([400, ERROR_CODES.invalidCredentials, 'Password']);
    expect(((await b.get('/api/responsible-gambling')).body as Protections).Exclusion).toBeNull();
    const started = Date.now();
    const week = ((await exclude(b, 'time-out', '7d')).body as Protections).Exclusion!;
    expect(week.Kind).toBe('time-out');
    expect(Date.parse(week.Until) - started).toBeGreaterThanOrEqual(7 * DAY - 1000);
    const again = ((await exclude(b, 'time-out', '24h')).body as Protections).Exclusion!;
    expect(again.Until).toBe(week.Until);
    const refused = await deposit(b, '10');
    expect([refused.status, refused.body.error]).toEqual([403, ERROR_CODES.accountExcluded]);
    const withdrawal = await b.post(
      '/api/cashier/withdrawals',
      { WithdrawMethod: 'card', Amount: '40', Password: PASSWORD, CreditCardHolder: 'Ada Lovelace', CreditCardNumber: '4242 4242 4242 4242' },
      { 'idempotency-key': newKey('wd') },
    );
    expect(withdrawal.status).toBe(202);
  });

  test('bad changes are refused naming the field; a guest is 401', async () => {
    const { b } = await fundedPlayer(h.base, '0');
    const cases: [Promise<{ status: number; body: Record<string, unknown> }>, string][] = [
      [setLimit(b, 'bets', 'day', '10'), 'Kind'],
      [setLimit(b, 'deposit', 'year', '10'), 'Period'],
      [setLimit(b, 'deposit', 'day', '-5'), 'Amount'],
      [setLimit(b, 'deposit', 'day', '0'), 'Amount'],
      [b.request('PUT', '/api/responsible-gambling/reality-check', { Minutes: 7 }), 'Minutes'],
      [exclude(b, 'time-out', '6m'), 'Duration'],
      [exclude(b, 'self-exclusion', '24h'), 'Duration'],
      [exclude(b, 'forever', '5y'), 'Kind'],
    ];
    for (const [answer, field] of cases) {
      const res = await answer;
      expect([res.status, res.body.field], field).toEqual([400, field]);
    }
    const reality = (await b.request('PUT', '/api/responsible-gambling/reality-check', { Minutes: 30 })).body as Protections;
    expect(reality.RealityCheckMinutes).toBe(30);
    const guest = await new Browser(h.base).ready();
    expect((await guest.get('/api/responsible-gambling')).status).toBe(401);
  });
});

describe.each(DB_TARGETS)('responsible gambling: stakes (%s PostgreSQL)', { timeout: 60_000 }, (target) => {
  const { single, house } = controlledHouseForSuite(target, 6);

  test('a daily loss limit counts stakes less returns, and refuses the stake that would pass it', async () => {
    const h = house();
    const { b, userId } = await fundedPlayer(h.base, '100');
    await setLimit(b, 'loss', 'day', '20');
    expect((await place(b, single(1, '15'))).status).toBe(201);
    const over = await place(b, single(2, '10'));
    expect([over.status, over.body.error, over.body.field]).toEqual([409, ERROR_CODES.lossLimit, 'Stake']);
    expect(over.body.message).toContain('5.00');
    // A win comes back: 12 returned on a stake of 4 takes the day's loss from 19 down to 7.
    const account = { userId, currency: 'EUR' as const, book: 'real' as const };
    const held = await h.module.wallet.reserveStake(account, 400n, { scope: 'test', key: newKey('stake') });
    expect(held.status).toBe(201);
    const settled = await h.module.wallet.settleStake(BigInt(held.body.ReservationID as string), 1200n, { scope: 'test', key: newKey('settle') });
    expect(settled.status).toBeLessThan(300);
    expect(limitOf((await b.get('/api/responsible-gambling')).body as Protections, 'loss', 'day').Used).toBe('7.00');
    expect((await place(b, single(3, '10'))).status).toBe(201);
  });

  test('a self-excluded player cannot bet', async () => {
    const { b } = await fundedPlayer(house().base, '100');
    expect((await exclude(b, 'self-exclusion', '6m')).status).toBe(200);
    const refused = await place(b, single(4, '5'));
    expect([refused.status, refused.body.error, refused.body.field]).toEqual([403, ERROR_CODES.accountExcluded, 'Stake']);
  });
});
