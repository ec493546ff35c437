/**
 * A deposit completed at the provider while the house is killed (issue #18): the house runs as a
 * child process and is SIGKILLed as the completion's webhook reaches it, before or while it
 * credits. After a restart the sandbox provider sends what was not acknowledged again, and the
 * deposit is in the balance exactly once. On embedded PGlite and (with TEST_DATABASE_URL) PostgreSQL.
 */
import { afterAll, describe, expect, test } from 'vitest';
import { PAYMENT_STATUS } from '../../schemas/cashier.ts';
import { audit } from '../../server/wallet/ledger.ts';
import { Browser, DB_TARGETS, newPlayer } from '../fixtures/accounts-client.ts';
import { exited, houseStore, startHouse } from '../fixtures/child-house.ts';
import { newKey } from '../fixtures/controlled-house.ts';

const DEPOSIT = {
  Method: 'card',
  Amount: '40.00',
  AgreeWithDepositTerms: true,
  AccountHolderLastName: 'Hopper',
  AccountNumber: '4242424242424242',
  SecurityCode: '123',
  ExpirationMonth: '12',
  ExpirationYear: '2099',
};

describe.each(DB_TARGETS)('a deposit survives SIGKILL (%s PostgreSQL)', { timeout: 300_000 }, (target) => {
  const store = houseStore(target, 'cashier');
  afterAll(() => store.remove());
  // Slow enough that the kill lands between the provider's "processing" and its "completed".
  const env = { ...store.env, CASHIER_SANDBOX_STEP_MS: '400' };

  test('killed as the completion arrives, restarted: the provider sends it again and the balance has the deposit once', async () => {
    // The store made (a PostgreSQL schema) and migrated before the house starts on it.
    await (await store.open()).close();
    let webhooks = 0;
    const first = await startHouse(env, (line, child) => {
      // The second webhook is the completion (pending → processing → completed): killed on its arrival.
      if (line.includes('"url":"/api/cashier/webhooks/sandbox"') && line.includes('incoming request') && ++webhooks === 2) child.kill('SIGKILL');
    });
    const player = newPlayer();
    const b = await new Browser(first.url).ready();
    expect((await b.post('/api/account/register', player)).status).toBe(201);
    const started = await b.post('/api/cashier/deposits', DEPOSIT, { 'idempotency-key': newKey('dep') });
    expect(started.status).toBe(202);
    const paymentId = String((started.body.Payment as { PaymentID: string }).PaymentID);
    await exited(first.child);
    expect(first.child.signalCode).toBe('SIGKILL');

    let db = await store.open();
    const [before] = await db.query<{ undelivered: bigint }>(`select count(*) as undelivered from sandbox_provider_events where delivered_at is null`);
    // The completion was never acknowledged: the provider still has it to send.
    expect(Number(before!.undelivered)).toBeGreaterThan(0);
    await db.close();

    const second = await startHouse(env);
    const again = await new Browser(second.url).ready();
    expect((await again.post('/api/account/login', { UserName: player.UserName, Password: player.Password })).status).toBe(200);
    await expect
      .poll(async () => (await again.get(`/api/cashier/payments/${paymentId}`)).body.Payment, { timeout: 60_000, interval: 200 })
      .toMatchObject({ Status: PAYMENT_STATUS.completed });
    expect(String((await again.get('/api/user')).body.BalanceMinor)).toBe('4000');
    second.child.kill('SIGTERM');
    await exited(second.child);

    db = await store.open();
    const [credits] = await db.query<{ n: bigint }>(`select count(*) as n from ledger_transactions where kind = 'deposit' and memo = $1`, [`deposit ${paymentId}`]);
    expect(Number(credits!.n)).toBe(1);
    const [left] = await db.query<{ n: bigint }>(`select count(*) as n from sandbox_provider_events where delivered_at is null`);
    expect(Number(left!.n)).toBe(0);
    expect(await audit(db)).toEqual({ unbalanced: [], cacheMismatches: [], negative: [], mixed: [] });
    await db.close();
  });
});
