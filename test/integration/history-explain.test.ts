/**
 * The history queries read index ranges, not whole tables: each query the history module sends is
 * EXPLAINed on the real PostgreSQL (TEST_DATABASE_URL) over 30,000 tickets of 300 players and their
 * ledger, and no plan may scan a history table whole (PRINT_PLANS=1 prints each plan, EXPLAIN ANALYZE).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Db, Row } from '../../server/db/db.ts';
import { openTestDatabase } from '../../server/db/open.ts';
import { createHistory } from '../../server/betting/history.ts';
import type { WalletAccount } from '../../server/wallet/ledger.ts';

const PLAYERS = 300;
const TICKETS_EACH = 100;

/**
 * Rows straight into the tables, with foreign keys and triggers off for the load (replica role):
 * the plans depend on sizes and indexes, not on the players and accounts existing.
 */
const SEED = `
set session_replication_role = replica;
insert into ledger_transactions (kind, currency, book, user_id, idempotency_scope, idempotency_key, created_at)
select case when i % 2 = 0 then 'stake' else 'settle' end, 'EUR', 'real', 1 + (i / 2) % ${PLAYERS},
       case when i % 4 = 3 then 'cashout:' || (1 + (i / 2) % ${PLAYERS}) else 'bet:x' end, 'k' || i, now() - make_interval(mins => i / 7)
from generate_series(0, ${PLAYERS * TICKETS_EACH * 2 - 1}) as i;
insert into ledger_accounts (user_id, purpose, currency, book, allow_negative)
select u, p, 'EUR', 'real', false from generate_series(1, ${PLAYERS}) as u cross join (values ('player-cash'), ('player-pending')) as x (p);
insert into ledger_entries (transaction_id, account_id, amount)
select t.id, a.id, case when a.purpose = 'player-cash' then -100 else 100 end
from ledger_transactions t join ledger_accounts a on a.user_id = t.user_id;
insert into stake_reservations (user_id, currency, book, amount, status, payout, stake_transaction_id, resolve_transaction_id, ticket_id, resolved_at)
select 1 + i % ${PLAYERS}, 'EUR', 'real', 100, case when i % 2 = 0 then 'pending' else 'settled' end, case when i % 2 = 0 then null else 50 end,
       2 * i + 1, case when i % 2 = 0 then null else 2 * i + 2 end, i + 1, case when i % 2 = 0 then null else now() end
from generate_series(0, ${PLAYERS * TICKETS_EACH - 1}) as i;
insert into bet_tickets (user_id, currency, book, bet_type, stake, total_odds, potential_payout, status, reservation_id, selections, odds_acceptance, placed_at, settled_at, cashout_amount)
select 1 + i % ${PLAYERS}, 'EUR', 'real', 1, 100, 2, 200, case when i % 2 = 0 then 'open' else 'cashed-out' end, i + 1,
       '[{"MatchID":1,"MarketID":1,"OddID":1,"Odds":2,"MatchName":"A - B","MarketName":"1X2","OutcomeTitle":"1"}]'::jsonb, 0,
       now() - make_interval(mins => i / 3), case when i % 2 = 0 then null else now() - make_interval(mins => i / 3) end, case when i % 2 = 0 then null else 50 end
from generate_series(0, ${PLAYERS * TICKETS_EACH - 1}) as i;
insert into ticket_cashouts (ticket_id, amount, stake_used, odds, request_key)
select id, 50, 100, '[2]'::jsonb, 'k' || id from bet_tickets where status = 'cashed-out';
insert into declined_bets (user_id, currency, bet_type, stake, selections, error, idempotency_key, declined_at)
select 1 + i % ${PLAYERS}, 'EUR', 1, 100, '[]'::jsonb, 'odds-changed', 'k' || i, now() - make_interval(mins => i)
from generate_series(0, ${PLAYERS * TICKETS_EACH - 1}) as i;
set session_replication_role = origin;
analyze;
`;

/** A Db that records every statement the history module sends, and runs it. */
function recording(db: Db): { db: Db; statements: { sql: string; params: readonly unknown[] }[] } {
  const statements: { sql: string; params: readonly unknown[] }[] = [];
  const wrapped: Db = {
    ...db,
    kind: db.kind,
    query: <T extends Row = Row>(sql: string, params: readonly unknown[] = []) => {
      statements.push({ sql, params });
      return db.query<T>(sql, params);
    },
  };
  return { db: wrapped, statements };
}

/** Every table a plan reads with a sequential scan. */
function seqScans(plan: unknown): string[] {
  if (!plan || typeof plan !== 'object') return [];
  const node = plan as Record<string, unknown>;
  const own = node['Node Type'] === 'Seq Scan' ? [String(node['Relation Name'])] : [];
  return [...own, ...Object.values(node).flatMap((child) => (Array.isArray(child) ? child.flatMap(seqScans) : typeof child === 'object' ? seqScans(child) : []))];
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('history queries on the real PostgreSQL', { timeout: 180_000 }, () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDatabase('postgres');
    await db.exec(SEED);
  }, 180_000);
  afterAll(async () => {
    await db?.close();
  });

  const player: WalletAccount = { userId: 17, currency: 'EUR', book: 'real' };
  const HISTORY_TABLES = ['bet_tickets', 'ticket_cashouts', 'declined_bets', 'ledger_transactions', 'ledger_entries', 'stake_reservations', 'ledger_accounts'];

  test.each([
    ['open tickets', (h: ReturnType<typeof createHistory>) => h.bets(player, { type: 'UnclearedBets' })],
    ['open tickets of the last week, page 2', (h: ReturnType<typeof createHistory>) => h.bets(player, { type: 'UnclearedBets', range: 'lastweek', page: 2, pageSize: 5 })],
    ['settled tickets of the last month', (h: ReturnType<typeof createHistory>) => h.bets(player, { type: 'ClearedBets', range: 'lastmonth' })],
    ['declined bets of the last 48 h', (h: ReturnType<typeof createHistory>) => h.bets(player, { type: 'declinedbets', range: 'last48' })],
    ['transactions of the last week', (h: ReturnType<typeof createHistory>) => h.transactions(player, { range: 'lastweek', pageSize: 50 })],
  ])('[API-53] %s: every statement reads indexes only', async (_name, run) => {
    const { db: recorded, statements } = recording(db);
    const answer = await run(createHistory(recorded));
    expect(answer.status).toBe(200);
    expect(statements.length).toBeGreaterThan(0);
    for (const { sql, params } of statements) {
      const [row] = await db.query<{ 'QUERY PLAN': unknown }>(`explain (format json) ${sql}`, params);
      const scans = seqScans(row?.['QUERY PLAN']).filter((table) => HISTORY_TABLES.includes(table));
      if (process.env.PRINT_PLANS) console.log(sql, '\n', (await db.query<{ 'QUERY PLAN': string }>(`explain analyze ${sql}`, params)).map((r) => r['QUERY PLAN']).join('\n'));
      expect(scans, sql).toEqual([]);
    }
  });
});
