import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Db } from '../../server/db/db.ts';
import { sqlState } from '../../server/db/db.ts';
import { appliedVersions, loadMigrations, migrate } from '../../server/db/migrate.ts';
import { openTestDatabase } from '../../server/db/open.ts';
import { openEmbedded } from '../../server/db/embedded.ts';
import { openPostgres } from '../../server/db/postgres.ts';
import { CURRENCIES } from '../../schemas/wallet.ts';
import { DB_TARGETS } from '../fixtures/accounts-client.ts';

test('migrations are numbered 1, 2, 3… and each applies in order on an empty embedded database', async () => {
  const migrations = loadMigrations();
  expect(migrations.map((m) => m.version)).toEqual(migrations.map((_, i) => i + 1));
  const db = await openEmbedded(undefined);
  try {
    for (let n = 1; n <= migrations.length; n++) {
      expect(await migrate(db, migrations.slice(0, n))).toEqual([n]);
      expect(await appliedVersions(db)).toEqual(migrations.slice(0, n).map((m) => m.version));
    }
    // A second start applies nothing.
    expect(await migrate(db)).toEqual([]);
  } finally {
    await db.close();
  }
}, 60_000);

describe.each(DB_TARGETS)('the migrated schema (%s PostgreSQL)', (target) => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDatabase(target);
  }, 60_000);
  afterAll(async () => {
    await db?.close();
  });

  test('records every schema version', async () => {
    expect(await appliedVersions(db)).toEqual(loadMigrations().map((m) => m.version));
  });

  test('[CON-17] the currencies table carries the same decimals as schemas/wallet.ts (KRW 0, BTC 8, USDTE 6)', async () => {
    const rows = await db.query<{ code: string; decimals: number; kind: string }>('select code, decimals, kind from currencies order by code');
    expect(Object.fromEntries(rows.map((r) => [r.code, { decimals: Number(r.decimals), kind: r.kind }]))).toEqual(CURRENCIES);
  });

  async function expectRefused(sql: string, state: string) {
    const error = await db.transaction((tx) => tx.query(sql)).then(
      () => null,
      (e: unknown) => e,
    );
    expect(sqlState(error), sql).toBe(state);
  }

  test('ledger entries and transactions are append-only, and an unbalanced transaction cannot commit', async () => {
    const [user] = await db.query<{ id: bigint }>(
      `insert into users (user_name, user_name_key, email, email_key, password_hash, user_type, currency, allow_email_notification, terms_accepted_at, privacy_accepted_at)
       values ('m', 'm', 'm@x.io', 'm@x.io', 'x', 0, 'EUR', false, now(), now()) returning id`,
    );
    const [cash] = await db.query<{ id: bigint }>(
      `insert into ledger_accounts (user_id, purpose, currency, book, allow_negative) values ($1, 'player-cash', 'EUR', 'real', false) returning id`,
      [user!.id],
    );
    await db.query('insert into account_balances (account_id) values ($1)', [cash!.id]);
    const [funding] = await db.query<{ id: bigint }>(`select id from ledger_accounts where purpose = 'house-funding' and currency = 'EUR' and book = 'real'`);
    const [demoFunding] = await db.query<{ id: bigint }>(`select id from ledger_accounts where purpose = 'house-funding' and currency = 'EUR' and book = 'demo'`);
    const txn = (entries: string) => `with t as (insert into ledger_transactions (kind, currency, book) values ('credit', 'EUR', 'real') returning id)
      insert into ledger_entries (transaction_id, account_id, amount) select t.id, e.account, e.amount from t, (values ${entries}) as e (account, amount)`;

    await db.transaction((tx) => tx.query(txn(`(${funding!.id}::bigint, -500::bigint), (${cash!.id}::bigint, 500::bigint)`)));
    await expectRefused(txn(`(${funding!.id}::bigint, -500::bigint), (${cash!.id}::bigint, 400::bigint)`), 'P0003');
    await expectRefused(txn(`(${demoFunding!.id}::bigint, -500::bigint), (${cash!.id}::bigint, 500::bigint)`), 'P0002');
    await expectRefused(txn(`(${funding!.id}::bigint, 900::bigint), (${cash!.id}::bigint, -900::bigint)`), '23514');
    // A committed transaction never changes: no entry may be added to it later (two that balance included).
    await expectRefused(
      `insert into ledger_entries (transaction_id, account_id, amount)
       select t.id, e.account, e.amount from (select max(id) as id from ledger_transactions) t, (values (${funding!.id}::bigint, -1::bigint), (${cash!.id}::bigint, 1::bigint)) as e (account, amount)`,
      'P0003',
    );
    await expectRefused('update ledger_entries set amount = amount * 2', 'P0001');
    await expectRefused('delete from ledger_entries', 'P0001');
    await expectRefused('delete from ledger_transactions', 'P0001');
    await expectRefused('truncate ledger_entries cascade', 'P0001');
    const [balance] = await db.query<{ balance: bigint }>('select balance from account_balances where account_id = $1', [cash!.id]);
    expect(balance!.balance).toBe(500n);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('migrations on a shared PostgreSQL', () => {
  test('[issue #20] three houses migrating one fresh database at once (a cluster starting) all start, each migration applied once', async () => {
    const schema = `mig_race_${process.pid}_${Date.now().toString(36)}`;
    const first = await openPostgres(process.env.TEST_DATABASE_URL!, { schema, max: 2 }); // makes the schema
    const dbs = [first, ...(await Promise.all([2, 3].map(() => openPostgres(process.env.TEST_DATABASE_URL!, { schema, max: 2 }))))];
    try {
      const applied = await Promise.all(dbs.map((db) => migrate(db)));
      expect(applied.flat().sort((x, y) => x - y)).toEqual(loadMigrations().map((m) => m.version));
      expect(await appliedVersions(dbs[0]!)).toEqual(loadMigrations().map((m) => m.version));
    } finally {
      await dbs[0]!.query(`drop schema if exists ${schema} cascade`);
      await Promise.all(dbs.map((db) => db.close()));
    }
  }, 120_000);
});
