/**
 * Withdrawals over HTTP (issue #18), against the sandbox provider, on embedded PostgreSQL and (with
 * TEST_DATABASE_URL) a real server: the amount held at request, paid out or returned once, a
 * pending withdrawal cancelled (STA-34), and cancels racing the provider's processing leaving every
 * amount in exactly one place.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PAYMENT_STATUS } from '../../schemas/cashier.ts';
import { ERROR_CODES } from '../../schemas/errors.ts';
import { DB_TARGETS, startTestHouse, type Browser, type TestHouse } from '../fixtures/accounts-client.ts';
import { paymentEnded } from '../fixtures/cashier.ts';
import { fundedPlayer, newKey } from '../fixtures/controlled-house.ts';
import { ORPHAN_AFTER_MS } from '../../server/cashier/index.ts';

type Payment = { PaymentID: string; Status: number; StatusGroup: string; Amount: string };
const PASSWORD = 'correct horse battery';
/** The sandbox keeps a payout in review this long, when it can still be called off. */
const REVIEW_MS = 1500;

const card = (overrides: Record<string, unknown> = {}) => ({ WithdrawMethod: 'card', Amount: '30', Password: PASSWORD, CreditCardHolder: 'Ada Lovelace', CreditCardNumber: '4242 4242 4242 4242', ...overrides });

describe.each(DB_TARGETS)('cashier withdrawals (%s PostgreSQL)', { timeout: 120_000 }, (target) => {
  let h: TestHouse;
  beforeAll(async () => {
    h = await startTestHouse(target, { CASHIER_SANDBOX_STEP_MS: '40', CASHIER_SANDBOX_PAYOUT_REVIEW_MS: String(REVIEW_MS) });
  }, 60_000);
  afterAll(async () => h?.close());

  const withdraw = (b: Browser, body: unknown, key = newKey('wd')) => b.post('/api/cashier/withdrawals', body, { 'idempotency-key': key });
  const cancel = (b: Browser, id: string) => b.post(`/api/cashier/withdrawals/${id}/cancel`);
  const balanceMinor = async (b: Browser) => String((await b.get('/api/user')).body.BalanceMinor);
  const ended = (b: Browser, id: string) => paymentEnded<Payment>(b, id, 30_000);
  const ledgerSound = async () => expect(await h.house.accounts!.wallet.audit()).toEqual({ unbalanced: [], cacheMismatches: [], negative: [], mixed: [] });
  /** Money held for the player's withdrawals: their player-pending balance (no bets here). */
  async function held(userId: number): Promise<bigint> {
    const [row] = await h.db.query<{ balance: bigint }>(
      `select b.balance from ledger_accounts a join account_balances b on b.account_id = a.id where a.user_id = $1 and a.purpose = 'player-pending'`,
      [userId],
    );
    return BigInt(row!.balance);
  }

  test('[VAL-27][VAL-32][STA-29][STA-30] a withdrawal holds the amount at once, then the provider pays it out; the statement shows it', async () => {
    const { b, userId } = await fundedPlayer(h.base, '100');
    const started = await withdraw(b, card());
    expect(started.status).toBe(202);
    const payment = started.body.Payment as Payment;
    expect(payment).toMatchObject({ Status: PAYMENT_STATUS.pending, StatusGroup: 'pending', Amount: '30.00' });
    expect(await balanceMinor(b)).toBe('7000');
    expect(await held(userId)).toBe(3000n);
    expect(await ended(b, payment.PaymentID)).toMatchObject({ Status: PAYMENT_STATUS.completed });
    expect(await balanceMinor(b)).toBe('7000');
    expect(await held(userId)).toBe(0n);
    const lines = ((await b.get('/api/history/transactions?range=last24')).body.Transactions as Record<string, unknown>[]).map((t) => [t.Kind, t.Amount]);
    expect(lines).toEqual([
      ['withdrawal', '-30.00'],
      ['deposit', '100.00'],
    ]);
    expect(((await b.get('/api/cashier/payments')).body.Payments as Payment[]).map((p) => p.PaymentID)).toEqual([payment.PaymentID]);
    await ledgerSound();
  });

  test('[STA-31][VAL-33] a payout the provider rejects returns the amount to the balance, once', async () => {
    const { b, userId } = await fundedPlayer(h.base, '50');
    const started = await withdraw(b, { WithdrawMethod: 'neteller', Amount: '20', Password: PASSWORD, AccountID: '123456789', SecureID: '654321', NetellerEmail: 'reject@example.com' });
    expect(started.status).toBe(202);
    expect(await balanceMinor(b)).toBe('3000');
    expect(await ended(b, (started.body.Payment as Payment).PaymentID)).toMatchObject({ Status: PAYMENT_STATUS.rejected, StatusGroup: 'rejected' });
    expect(await balanceMinor(b)).toBe('5000');
    expect(await held(userId)).toBe(0n);
  });

  test('[VAL-27][ERR-18] a wrong password, more than the balance, a bad card or a demo account move nothing, naming the field', async () => {
    const { b, userId } = await fundedPlayer(h.base, '10');
    const cases: [unknown, number, string, string][] = [
      [card({ Password: 'not my password' }), 400, ERROR_CODES.invalidCredentials, 'Password'],
      [card({ Amount: '10.01' }), 409, ERROR_CODES.insufficientBalance, 'Amount'],
      [card({ CreditCardNumber: '4242 4242 4242 4241' }), 400, ERROR_CODES.invalid, 'CreditCardNumber'],
      [card({ Password: undefined }), 400, ERROR_CODES.invalid, 'Password'],
      [{ ...card(), WithdrawMethod: 'cash' }, 400, ERROR_CODES.invalid, 'WithdrawMethod'],
      [{ WithdrawMethod: 'neteller', Amount: '5', Password: PASSWORD, AccountID: 'x', SecureID: '654321', NetellerEmail: 'a@example.com' }, 400, ERROR_CODES.invalid, 'AccountID'],
    ];
    for (const [body, status, error, field] of cases) {
      const answer = await withdraw(b, body);
      expect([answer.status, answer.body.error, answer.body.field], JSON.stringify(body)).toEqual([status, error, field]);
    }
    expect(await balanceMinor(b)).toBe('1000');
    expect(await held(userId)).toBe(0n);
    const [count] = await h.db.query<{ n: bigint }>(`select count(*) as n from payments where user_id = $1`, [userId]);
    expect(Number(count!.n)).toBe(0);
  });

  test('[STA-34][SCR-48] a pending withdrawal is cancelled and its amount comes back once; a second cancel is refused', async () => {
    const { b, userId } = await fundedPlayer(h.base, '100');
    const id = ((await withdraw(b, card())).body.Payment as Payment).PaymentID;
    const answers = await Promise.all([cancel(b, id), cancel(b, id), cancel(b, id)]);
    expect(answers.filter((a) => a.status === 200)).not.toHaveLength(0);
    for (const a of answers) if (a.status !== 200) expect(a.body).toMatchObject({ error: ERROR_CODES.withdrawalNotCancellable, field: 'id' });
    expect((answers.find((a) => a.status === 200)!.body.Payment as Payment).StatusGroup).toBe('canceled');
    expect(await balanceMinor(b)).toBe('10000');
    expect(await held(userId)).toBe(0n);
    expect((await cancel(b, id)).body).toMatchObject({ error: ERROR_CODES.withdrawalNotCancellable });
    // The provider's own word that it is off arrives later and changes nothing.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await balanceMinor(b)).toBe('10000');
    const [returns] = await h.db.query<{ n: bigint }>(`select count(*) as n from ledger_transactions where kind = 'withdrawal-return' and user_id = $1`, [userId]);
    expect(Number(returns!.n)).toBe(1);
    await ledgerSound();
  });

  test('cancels racing the provider’s processing: every withdrawal is either paid out or back in the balance, never both, never neither', async () => {
    const { b, userId } = await fundedPlayer(h.base, '1000');
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) ids.push(((await withdraw(b, card({ Amount: '10' }))).body.Payment as Payment).PaymentID);
    // Cancels spread across the end of the review, three at once each, while the provider starts processing.
    await Promise.all(
      ids.map(async (id, i) => {
        await new Promise((resolve) => setTimeout(resolve, REVIEW_MS - 600 + i * 100));
        await Promise.all([cancel(b, id), cancel(b, id), cancel(b, id)]);
      }),
    );
    const outcomes = await Promise.all(ids.map((id) => ended(b, id)));
    const paid = outcomes.filter((p) => p.Status === PAYMENT_STATUS.completed).length;
    const cancelled = outcomes.filter((p) => p.StatusGroup === 'canceled').length;
    expect(paid + cancelled).toBe(ids.length);
    expect(await balanceMinor(b)).toBe(String(100_000 - paid * 1000));
    expect(await held(userId)).toBe(0n);
    const kinds = await h.db.query<{ kind: string; n: bigint }>(`select kind, count(*) as n from ledger_transactions where user_id = $1 group by kind`, [userId]);
    const count = (kind: string) => Number(kinds.find((k) => k.kind === kind)?.n ?? 0);
    expect([count('withdrawal'), count('withdrawal-paid'), count('withdrawal-return')]).toEqual([ids.length, paid, cancelled]);
    await ledgerSound();
  });

  test('payments lost in a crash are reconciled: one the provider never got ends not processed with its hold returned; one it has gets its id back', async () => {
    const { b, userId } = await fundedPlayer(h.base, '100');
    const lost = ((await withdraw(b, card({ Amount: '25' }))).body.Payment as Payment).PaymentID;
    const kept = ((await withdraw(b, card({ Amount: '5' }))).body.Payment as Payment).PaymentID;
    const [{ ref } = { ref: '' }] = await h.db.query<{ ref: string }>(`select provider_ref as ref from payments where id = $1`, [kept]);
    // As if the house had stopped after recording each payment: the first never reached the provider.
    await h.db.transaction(async (tx) => {
      await tx.query(`delete from sandbox_provider_events where ref = (select provider_ref from payments where id = $1)`, [lost]);
      await tx.query(`delete from sandbox_provider_payments where ref = (select provider_ref from payments where id = $1)`, [lost]);
      await tx.query(`update payments set provider_ref = null, created_at = now() - interval '1 hour' where id = any($1)`, [[lost, kept]]);
    });
    expect(await balanceMinor(b)).toBe('7000');
    // The house's own sweep (every minute) may have ended the lost one first; either way it ends once.
    expect(await h.house.cashier!.cashier.sweepOrphans(ORPHAN_AFTER_MS)).toBeLessThanOrEqual(1);
    const [after] = await h.db.query<{ ref: string | null }>(`select provider_ref as ref from payments where id = $1`, [kept]);
    expect(after!.ref).toBe(ref);
    expect(((await b.get(`/api/cashier/payments/${lost}`)).body.Payment as Payment)).toMatchObject({ Status: PAYMENT_STATUS.notProcessed, StatusGroup: 'canceled' });
    expect(await balanceMinor(b)).toBe('9500');
    expect(await h.house.cashier!.cashier.sweepOrphans(ORPHAN_AFTER_MS)).toBe(0);
    expect(await held(userId)).toBe(500n);
    await ledgerSound();
  });
});
