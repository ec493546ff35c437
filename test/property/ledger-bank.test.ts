/**
 * The bank test: several clients move money at once through random credits, stakes, settlements,
 * voids and retries that repeat idempotency keys (with the same body, or a different one). After
 * every run the ledger must balance, no balance may be negative, the cached balances must equal the
 * entries, every key must have taken effect at most once (exactly once when its answer was a
 * success), and every retry must have got the first answer.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Db } from '../../server/db/db.ts';
import { openTestDatabase } from '../../server/db/open.ts';
import { audit, createWallet, openPlayerAccounts, type MoneyAnswer, type Wallet, type WalletAccount } from '../../server/wallet/ledger.ts';
import { DB_TARGETS } from '../fixtures/accounts-client.ts';

type Command =
  | { kind: 'credit'; user: number; amount: number; key: number }
  | { kind: 'stake'; user: number; amount: number; key: number }
  | { kind: 'settle'; pick: number; payout: number; key: number }
  | { kind: 'void'; pick: number; key: number }
  | { kind: 'retry'; pick: number };

const USERS = 3;
const KEYS = 12;

const commandArb: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ kind: fc.constant('credit' as const), user: fc.nat(USERS - 1), amount: fc.integer({ min: 1, max: 500 }), key: fc.nat(KEYS - 1) }),
  fc.record({ kind: fc.constant('stake' as const), user: fc.nat(USERS - 1), amount: fc.integer({ min: 1, max: 400 }), key: fc.nat(KEYS - 1) }),
  fc.record({ kind: fc.constant('settle' as const), pick: fc.nat(), payout: fc.integer({ min: 0, max: 1000 }), key: fc.nat(KEYS - 1) }),
  fc.record({ kind: fc.constant('void' as const), pick: fc.nat(), key: fc.nat(KEYS - 1) }),
  fc.record({ kind: fc.constant('retry' as const), pick: fc.nat() }),
);

/** Up to 4 clients, each with its own list of commands run in order; clients run concurrently. */
const scenarioArb = fc.array(fc.array(commandArb, { minLength: 1, maxLength: 5 }), { minLength: 2, maxLength: 4 });

type Sent = { key: string; request: string; answer: MoneyAnswer };

describe.each(DB_TARGETS)('the wallet ledger under concurrent clients (%s PostgreSQL)', (target) => {
  let db: Db;
  let wallet: Wallet;
  let run = 0;

  beforeAll(async () => {
    db = await openTestDatabase(target);
    wallet = createWallet(db);
  }, 60_000);
  afterAll(async () => {
    await db?.close();
  });

  async function newUsers(): Promise<WalletAccount[]> {
    const accounts: WalletAccount[] = [];
    for (let i = 0; i < USERS; i++) {
      const name = `bank_${run}_${i}_${Math.random().toString(36).slice(2, 7)}`;
      const [row] = await db.query<{ id: bigint }>(
        `insert into users (user_name, user_name_key, email, email_key, password_hash, user_type, currency, allow_email_notification, terms_accepted_at, privacy_accepted_at)
         values ($1, $1, $2, $2, 'x', 0, 'EUR', false, now(), now()) returning id`,
        [name, `${name}@example.com`],
      );
      const account: WalletAccount = { userId: Number(row!.id), currency: 'EUR', book: 'real' };
      await db.transaction((tx) => openPlayerAccounts(tx, account));
      accounts.push(account);
    }
    return accounts;
  }

  let users: WalletAccount[] = [];

  async function play(scenario: Command[][]): Promise<void> {
    // A fresh set of players every 20 runs keeps each run's audit small; the checks are cumulative.
    if (run++ % 20 === 0) users = await newUsers();
    const scope = `bank:${run}:${Math.random().toString(36).slice(2, 8)}`;
    const sent: Sent[] = [];

    await Promise.all(
      scenario.map(async (commands) => {
        const mine: { key: string; request: string; redo: () => Promise<MoneyAnswer> }[] = [];
        const reservations: bigint[] = [];
        for (const command of commands) {
          let key: string;
          let request: string;
          let redo: () => Promise<MoneyAnswer>;
          if (command.kind === 'retry') {
            const previous = mine[command.pick % Math.max(1, mine.length)];
            if (!previous) continue;
            ({ key, request, redo } = previous);
          } else {
            key = `k${command.key}`;
            const idem = { scope, key };
            if (command.kind === 'credit') {
              request = `credit:${command.user}:${command.amount}`;
              redo = () => wallet.credit(users[command.user]!, BigInt(command.amount), idem);
            } else if (command.kind === 'stake') {
              request = `stake:${command.user}:${command.amount}`;
              redo = () => wallet.reserveStake(users[command.user]!, BigInt(command.amount), idem);
            } else {
              const reservation = reservations[command.pick % Math.max(1, reservations.length)];
              if (reservation === undefined) continue;
              request = command.kind === 'settle' ? `settle:${reservation}:${command.payout}` : `void:${reservation}`;
              redo = command.kind === 'settle' ? () => wallet.settleStake(reservation, BigInt(command.payout), idem) : () => wallet.voidStake(reservation, idem);
            }
          }
          const answer = await redo();
          const { status, body } = answer;
          sent.push({ key, request, answer: { status, body } });
          mine.push({ key, request, redo });
          if (status === 201 && typeof body.ReservationID === 'string') reservations.push(BigInt(body.ReservationID));
        }
      }),
    );

    // The ledger balances, nothing is negative, caches match entries, no book or currency mixes.
    expect(await audit(db, users.map((u) => u.userId))).toEqual({ unbalanced: [], cacheMismatches: [], negative: [], mixed: [] });

    // Per key: one request body won; every send of that body got the same answer; other bodies got 409.
    const byKey = new Map<string, Sent[]>();
    for (const s of sent) byKey.set(s.key, [...(byKey.get(s.key) ?? []), s]);
    const keyTransactions = await db.query<{ idempotency_key: string; n: bigint }>(
      'select idempotency_key, count(*) as n from ledger_transactions where idempotency_scope = $1 group by idempotency_key',
      [scope],
    );
    const applied = new Map(keyTransactions.map((r) => [r.idempotency_key, Number(r.n)]));
    for (const [key, sends] of byKey) {
      const winners = new Set(sends.filter((s) => s.answer.body.error !== 'idempotency-key-reused').map((s) => s.request));
      expect(winners.size, `key ${key}`).toBe(1);
      const first = sends.find((s) => winners.has(s.request))!;
      for (const s of sends) {
        if (s.request === first.request) expect(s.answer, `retry of ${key}`).toEqual(first.answer);
        else expect(s.answer.status).toBe(409);
      }
      const succeeded = first.answer.status < 300;
      expect(applied.get(key) ?? 0, `transactions for ${key}`).toBe(succeeded ? 1 : 0);
    }

    // Money is conserved per user: credits − lost stakes + payouts = cash + pending.
    for (const user of users) {
      const [row] = await db.query<{ credits: bigint | null; settled: bigint | null }>(
        `select
           (select sum(e.amount) from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
              join ledger_accounts a on a.id = e.account_id where t.kind = 'credit' and a.user_id = $1)::bigint as credits,
           (select sum(coalesce(payout, 0) - amount) from stake_reservations where user_id = $1 and status = 'settled')::bigint as settled`,
        [user.userId],
      );
      const b = await wallet.balances(user);
      expect(b.available).toBeGreaterThanOrEqual(0n);
      expect(b.pending).toBeGreaterThanOrEqual(0n);
      expect(b.available + b.pending).toBe((row?.credits ?? 0n) + (row?.settled ?? 0n));
    }
  }

  const runs = Number(process.env.LEDGER_RUNS ?? 150); // on each database
  test(`[CON-17] ${runs} random concurrent runs keep the ledger balanced, non-negative and exactly-once`, async () => {
    await fc.assert(fc.asyncProperty(scenarioArb, play), { numRuns: runs });
    // Every run audited its own users; now the whole ledger, house accounts included, at once.
    expect(await audit(db)).toEqual({ unbalanced: [], cacheMismatches: [], negative: [], mixed: [] });
  }, 600_000);

  test('a stake larger than the balance is refused whole, and a settled stake cannot be voided', async () => {
    const [user] = await newUsers();
    const scope = `single:${run}`;
    await wallet.credit(user!, 100n, { scope, key: 'c1' });
    const tooBig = await wallet.reserveStake(user!, 101n, { scope, key: 's1' });
    expect(tooBig.status).toBe(409);
    expect(tooBig.body.error).toBe('InsufficientBalanceException');
    const ok = await wallet.reserveStake(user!, 60n, { scope, key: 's2' });
    const id = BigInt(ok.body.ReservationID as string);
    expect((await wallet.settleStake(id, 150n, { scope, key: 'st1' })).status).toBe(200);
    const again = await wallet.voidStake(id, { scope, key: 'v1' });
    expect(again.body.error).toBe('already-resolved');
    expect(await wallet.balances(user!)).toEqual({ available: 190n, pending: 0n });
  });
});
