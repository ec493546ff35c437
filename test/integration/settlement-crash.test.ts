/**
 * SIGKILL in the middle of settling a match, then a restart: every ticket is settled exactly once
 * and no money is made or lost. The real house runs as a child process (server/main.ts) on a data
 * directory of its own — embedded PGlite, and the real PostgreSQL with TEST_DATABASE_URL — with
 * small settlement batches so the kill lands between two of them.
 */
import { afterAll, describe, expect, test } from 'vitest';
import type { BetResult, MatchResult } from '../../schemas/results.ts';
import { oddsToMilli } from '../../domain/bet-maths.ts';
import { accumulatorLines, ticketReturn } from '../../domain/ticket-return.ts';
import { buildCatalog } from '../../server/feed/simulator/catalog.ts';
import { playHistory } from '../../server/feed/simulator/played-history.ts';
import { Prng } from '../../server/feed/simulator/prng.ts';
import { audit, createWallet } from '../../server/wallet/ledger.ts';
import { Browser, DB_TARGETS } from '../fixtures/accounts-client.ts';
import { exited, houseStore, startHouse } from '../fixtures/child-house.ts';
import { newPlayers, seedTickets, type Leg, type TicketSpec } from '../fixtures/settlement-world.ts';

const TICKETS = 1500;
const PLAYERS = 150;
const FUNDS = 10_000_000n;

/** Two finished matches played by the simulator, renumbered as this test's own. */
function twoResults(): [MatchResult, MatchResult] {
  const catalog = buildCatalog(new Prng(1).fork());
  const played = playHistory({ seed: 7, catalog, until: Date.UTC(2026, 10, 23, 12), days: 1, matchesPerDay: 6 }).filter((r) => r.Markets.length > 3);
  const [a, b] = played;
  if (!a || !b) throw new Error('the history played too few matches');
  return [
    { ...a, ID: 850_000_001 },
    { ...b, ID: 850_000_002 },
  ];
}

function legsOf(result: MatchResult): Leg[] {
  return result.Markets.flatMap((m) =>
    m.Outcomes.map((o) => ({ matchId: result.ID, marketId: m.ID, oddId: o.ID, oddsMilli: oddsToMilli(o.Odds) ?? 1000 })),
  );
}

describe.each(DB_TARGETS)('settlement survives SIGKILL (%s PostgreSQL)', { timeout: 600_000 }, (target) => {
  const store = houseStore(target, 'settle');
  const { env, open } = store;
  afterAll(() => store.remove());

  test('a kill -9 between two settlement batches, a restart: every ticket settled once, balances equal the ledger, no money made or lost', async () => {
    const [a, b] = twoResults();
    const legsA = legsOf(a);
    const legsB = legsOf(b);
    let db = await open();
    const players = await newPlayers(db, createWallet(db), PLAYERS, FUNDS);
    const specs: TicketSpec[] = Array.from({ length: TICKETS }, (_, i) => {
      const legs = i % 5 === 0 ? [legsB[i % legsB.length]!, legsA[(i * 7) % legsA.length]!] : [legsA[(i * 3) % legsA.length]!];
      return { user: players[i % PLAYERS]!, stake: 100n + BigInt(i % 37) * 25n, legs };
    });
    const ids = await seedTickets(db, specs);
    await db.close();

    // The result of B, then of A; the house is killed as soon as one batch of A's tickets is paid.
    let armed = false;
    const first = await startHouse({ SETTLEMENT_BATCH: '50', ABANDONED_MATCH_VOID_MS: String(7 * 86_400_000), ...env }, (line, child) => {
      if (line.includes('settling a finished match') && line.includes(String(a.ID))) armed = true;
      else if (armed && line.includes('settlement batch committed')) {
        armed = false;
        child.kill('SIGKILL');
      }
    });
    const client = await new Browser(first.url).ready();
    expect((await client.post('/api/test/result', b)).status).toBe(200);
    // The kill may come before the answer.
    await client.post('/api/test/result', a).catch(() => null);
    await exited(first.child);
    expect(first.child.signalCode).toBe('SIGKILL');

    db = await open();
    const [mid] = await db.query<{ settled: bigint }>(`select count(*) filter (where status <> 'open') as settled from bet_tickets where id = any($1::bigint[])`, [ids]);
    // Killed in the middle: some tickets paid, not all.
    expect(Number(mid!.settled)).toBeGreaterThan(0);
    expect(Number(mid!.settled)).toBeLessThan(TICKETS);
    await db.close();

    // The restart knows no result (the store is memory); settlement resumes from the stored outcomes.
    const second = await startHouse({ SETTLEMENT_BATCH: '50', ABANDONED_MATCH_VOID_MS: String(7 * 86_400_000), ...env });
    second.child.kill('SIGTERM');
    await exited(second.child);

    db = await open();
    const rows = await db.query<{ id: bigint; user_id: bigint; stake: bigint; status: string; payout: bigint | null; reservation: string; resolved: bigint | null }>(
      `select t.id, t.user_id, t.stake, t.status, t.payout, r.status as reservation, r.payout as resolved
       from bet_tickets t join stake_reservations r on r.id = t.reservation_id where t.id = any($1::bigint[]) order by t.id`,
      [ids],
    );
    expect(rows).toHaveLength(TICKETS);
    const resultOf = new Map<string, number>();
    for (const r of [a, b]) for (const m of r.Markets) for (const o of m.Outcomes) resultOf.set(`${r.ID}:${m.ID}:${o.ID}`, o.Result);
    const expectedCash = new Map<number, bigint>(players.map((p) => [p.userId, FUNDS]));
    rows.forEach((row, i) => {
      const spec = specs[i]!;
      const legs = spec.legs.map((l) => ({ oddsMilli: l.oddsMilli, result: resultOf.get(`${l.matchId}:${l.marketId}:${l.oddId}`) as BetResult }));
      const back = ticketReturn(accumulatorLines(spec.stake, legs.length), legs);
      if (!back.decided) throw new Error('every leg has a result');
      expect(row.status).toBe(back.outcome);
      expect(row.payout).toBe(back.payoutMinor);
      expect(row.reservation).toBe(back.outcome === 'void' ? 'voided' : 'settled');
      expectedCash.set(spec.user.userId, expectedCash.get(spec.user.userId)! - spec.stake + back.payoutMinor);
    });
    // Each player's money is exactly what the tickets paid, once: no ticket paid twice or not at all.
    const balances = await db.query<{ user_id: bigint; purpose: string; balance: bigint }>(
      `select a.user_id, a.purpose, b.balance from ledger_accounts a join account_balances b on b.account_id = a.id where a.user_id = any($1::bigint[])`,
      [players.map((p) => String(p.userId))],
    );
    for (const row of balances) {
      if (row.purpose === 'player-pending') expect(row.balance).toBe(0n);
      else expect(row.balance).toBe(expectedCash.get(Number(row.user_id)));
    }
    expect(await audit(db, players.map((p) => p.userId))).toEqual({ unbalanced: [], cacheMismatches: [], negative: [], mixed: [] });
    // The house's side: what it took is what the players lost.
    const [house] = await db.query<{ taken: bigint }>(
      `select coalesce(sum(e.amount), 0) as taken from ledger_entries e join ledger_accounts a on a.id = e.account_id
       join ledger_transactions t on t.id = e.transaction_id where a.purpose = 'house-betting' and t.idempotency_scope = 'ticket-settlement'`,
    );
    const staked = specs.reduce((s, x) => s + x.stake, 0n);
    const paid = rows.reduce((s, r) => s + (r.payout ?? 0n), 0n);
    const voided = rows.filter((r) => r.status === 'void').reduce((s, r) => s + r.stake, 0n);
    expect(BigInt(house!.taken)).toBe(staked - voided - (paid - voided));
    await db.close();
  });
});
