/**
 * Settlement against the database (embedded PGlite, and the real PostgreSQL with TEST_DATABASE_URL):
 * tickets written as placing writes them, results published as the results store publishes them,
 * and the ledger checked afterwards.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { CashoutEvent, TicketSettledEvent } from '../../schemas/betting.ts';
import { BET_RESULTS } from '../../schemas/results.ts';
import { sqlState, type Db } from '../../server/db/db.ts';
import { openTestDatabase } from '../../server/db/open.ts';
import { createWallet, type WalletAccount } from '../../server/wallet/ledger.ts';
import { DB_TARGETS } from '../fixtures/accounts-client.ts';
import { newPlayers, seedTickets, settlementWorld, type Leg, type SettlementWorld } from '../fixtures/settlement-world.ts';

const { win, lost, refund, cancelled, halfWin, halfLose } = BET_RESULTS;
const FUNDS = 1_000_000n;
let matchSeq = 5000;
/** A fresh match with a two-way market: legs on its outcome 1 or 2. */
function newMatch() {
  const id = ++matchSeq;
  const leg = (which: 1 | 2, oddsMilli: number): Leg => ({ matchId: id, marketId: id * 10, oddId: id * 100 + which, oddsMilli });
  return { id, leg, market: id * 10, odd: (which: 1 | 2) => id * 100 + which };
}

async function ticketRows(db: Db, ids: readonly string[]) {
  return db.query<{ id: bigint; status: string; payout: bigint | null; leg_results: number[] | null; reservation: string }>(
    `select t.id, t.status, t.payout, t.leg_results, r.status as reservation from bet_tickets t join stake_reservations r on r.id = t.reservation_id
     where t.id = any($1::bigint[]) order by t.id`,
    [ids],
  );
}

async function cashOf(world: SettlementWorld, user: WalletAccount) {
  return world.wallet.balances(user);
}

function settledEvents(world: SettlementWorld) {
  const events: { userId: number; event: TicketSettledEvent }[] = [];
  world.betting.onCashout((userId, list: CashoutEvent[]) => {
    for (const event of list) if (event.kind === 'ticketSettled') events.push({ userId, event });
  });
  return events;
}

describe.each(DB_TARGETS)('settlement (%s PostgreSQL)', { timeout: 120_000 }, (target) => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDatabase(target);
  }, 60_000);
  afterAll(async () => {
    await db?.close();
  });

  test('[ENM-02] singles pay won, lost, void, half-won and half-lost once; balances equal the ledger', async () => {
    const [player] = await newPlayers(db, createWallet(db), 1, FUNDS);
    const m = newMatch();
    const outcomes = [win, lost, refund, cancelled, halfWin, halfLose] as const;
    const ids = await seedTickets(
      db,
      outcomes.map((_, i) => ({ user: player!, stake: 1000n, legs: [{ matchId: m.id, marketId: m.market + i, oddId: m.odd(1) + i * 1000, oddsMilli: 1900 }] })),
    );
    const world = await settlementWorld(db);
    const events = settledEvents(world);
    world.results.publish(
      m.id,
      outcomes.map((r, i) => [m.market + i, m.odd(1) + i * 1000, r]),
    );
    await world.settlement.idle();
    const rows = await ticketRows(db, ids);
    expect(rows.map((r) => [r.status, r.payout, r.leg_results, r.reservation])).toEqual([
      ['won', 1900n, [win], 'settled'],
      ['lost', 0n, [lost], 'settled'],
      ['void', 1000n, [refund], 'voided'],
      ['void', 1000n, [cancelled], 'voided'],
      ['won', 1450n, [halfWin], 'settled'],
      ['won', 500n, [halfLose], 'settled'],
    ]);
    const paid = 1900n + 0n + 1000n + 1000n + 1450n + 500n;
    expect(await cashOf(world, player!)).toEqual({ available: FUNDS - 6000n + paid, pending: 0n });
    expect(await world.wallet.audit([player!.userId])).toEqual({ unbalanced: [], cacheMismatches: [], negative: [], mixed: [] });
    // Told once each, with the balance after the payment; no more offers.
    expect(events.map((e) => e.event.Ticket.TicketID).sort()).toEqual([...ids].sort());
    expect(events.at(-1)!.event.BalanceMinor).toBe(String(FUNDS - 6000n + paid));
    expect(events.find((e) => e.event.Ticket.TicketID === ids[0])!.event.Ticket).toMatchObject({ Status: 'won', Payout: '19.00', PayoutMinor: '1900', SelectionResults: [win], CashoutOffer: null });
    for (const id of ids) expect(world.betting.offer(id)).toBeNull();
    await world.close();
  });

  test('[ENM-02] a combo settles when its last leg does, a void leg at odds 1; a lost leg settles it at once', async () => {
    const [player] = await newPlayers(db, createWallet(db), 1, FUNDS);
    const a = newMatch();
    const b = newMatch();
    const c = newMatch();
    const [waits, losesEarly] = await seedTickets(db, [
      { user: player!, stake: 1000n, legs: [a.leg(1, 2000), b.leg(1, 1500), c.leg(2, 3000)] },
      { user: player!, stake: 500n, legs: [a.leg(2, 2000), b.leg(1, 1500)] },
    ]);
    const world = await settlementWorld(db);
    world.results.publish(a.id, [
      [a.market, a.odd(1), win],
      [a.market, a.odd(2), lost],
    ]);
    await world.settlement.idle();
    let rows = await ticketRows(db, [waits!, losesEarly!]);
    expect(rows.map((r) => r.status)).toEqual(['open', 'lost']);
    world.results.publish(c.id, [[c.market, c.odd(2), cancelled]]);
    await world.settlement.idle();
    expect((await ticketRows(db, [waits!]))[0]!.status).toBe('open');
    world.results.publish(b.id, [[b.market, b.odd(1), win]]);
    await world.settlement.idle();
    rows = await ticketRows(db, [waits!]);
    // 10.00 × 2.0 × 1.5 × 1 (void) = 30.00
    expect(rows[0]).toMatchObject({ status: 'won', payout: 3000n, leg_results: [win, win, cancelled] });
    expect(await cashOf(world, player!)).toEqual({ available: FUNDS - 1500n + 3000n, pending: 0n });
    await world.close();
  });

  test('a duplicate, reordered or concurrent result never pays twice', async () => {
    const [p1, p2] = await newPlayers(db, createWallet(db), 2, FUNDS);
    const a = newMatch();
    const b = newMatch();
    const ids = await seedTickets(db, [
      { user: p1!, stake: 700n, legs: [a.leg(1, 1850)] },
      { user: p1!, stake: 300n, legs: [a.leg(1, 1850), b.leg(2, 2100)] },
      { user: p2!, stake: 900n, legs: [b.leg(2, 2100)] },
    ]);
    const world = await settlementWorld(db);
    const events = settledEvents(world);
    world.results.publish(b.id, [[b.market, b.odd(2), win]]);
    world.results.publish(a.id, [[a.market, a.odd(1), win]]);
    world.results.publish(b.id, []);
    await Promise.all([world.settlement.settleMatch(a.id), world.settlement.settleMatch(b.id), world.settlement.sweep()]);
    world.results.publish(a.id, []);
    await world.settlement.idle();
    // A second house over the same database (a retry after a restart) finds nothing to pay.
    const again = await settlementWorld(db);
    await again.settlement.sweep();
    const rows = await ticketRows(db, ids);
    expect(rows.map((r) => [r.status, r.payout])).toEqual([
      ['won', 1295n],
      ['won', 1165n],
      ['won', 1890n],
    ]);
    expect(events.map((e) => e.event.Ticket.TicketID).sort()).toEqual([...ids].sort());
    expect(await cashOf(world, p1!)).toEqual({ available: FUNDS - 1000n + 1295n + 1165n, pending: 0n });
    expect(await cashOf(world, p2!)).toEqual({ available: FUNDS - 900n + 1890n, pending: 0n });
    const [{ n }] = (await db.query<{ n: bigint }>(
      `select count(*) as n from stake_reservations r join bet_tickets t on t.reservation_id = r.id where t.id = any($1::bigint[]) and r.resolve_transaction_id is not null`,
      [ids],
    )) as [{ n: bigint }];
    expect(n).toBe(3n);
    expect(await world.wallet.audit([p1!.userId, p2!.userId])).toEqual({ unbalanced: [], cacheMismatches: [], negative: [], mixed: [] });
    await again.close();
    await world.close();
  });

  test('a restart settles from the stored outcomes: tickets whose result came before the crash are paid at load', async () => {
    const [player] = await newPlayers(db, createWallet(db), 1, FUNDS);
    const a = newMatch();
    const [id] = await seedTickets(db, [{ user: player!, stake: 1000n, legs: [a.leg(1, 2500)] }]);
    // The crash came after the outcomes were written and before the batch committed.
    await db.query('insert into settled_selections (match_id, market_id, odd_id, result) values ($1, $2, $3, $4)', [a.id, a.market, a.odd(1), win]);
    const world = await settlementWorld(db);
    expect((await ticketRows(db, [id!]))[0]).toMatchObject({ status: 'won', payout: 2500n });
    expect(await cashOf(world, player!)).toEqual({ available: FUNDS - 1000n + 2500n, pending: 0n });
    await world.close();
  });

  test('a match that vanished (no feed, no result) is voided after the grace period, not before', async () => {
    const [player] = await newPlayers(db, createWallet(db), 1, FUNDS);
    const gone = newMatch();
    const later = newMatch();
    const [single, combo] = await seedTickets(db, [
      { user: player!, stake: 1000n, legs: [gone.leg(1, 1800)] },
      { user: player!, stake: 1000n, legs: [gone.leg(1, 1800), later.leg(1, 2000)] },
    ]);
    let clock = 1_000_000;
    const world = await settlementWorld(db, { abandonAfterMs: 60_000, now: () => clock });
    world.prices.gone.add(gone.id);
    await world.settlement.sweep();
    clock += 59_999;
    await world.settlement.sweep();
    expect((await ticketRows(db, [single!]))[0]!.status).toBe('open');
    clock += 1;
    await world.settlement.sweep();
    expect((await ticketRows(db, [single!, combo!])).map((r) => [r.status, r.payout, r.leg_results])).toEqual([
      ['void', 1000n, [cancelled]],
      ['open', null, null],
    ]);
    const [stored] = await db.query<{ abandoned: boolean; result: number }>('select abandoned, result from settled_selections where match_id = $1', [gone.id]);
    expect(stored).toEqual({ abandoned: true, result: cancelled });
    // The combo goes on at odds 1 for the void leg.
    world.results.publish(later.id, [[later.market, later.odd(1), win]]);
    await world.settlement.idle();
    expect((await ticketRows(db, [combo!]))[0]).toMatchObject({ status: 'won', payout: 2000n });
    expect(await cashOf(world, player!)).toEqual({ available: FUNDS - 2000n + 1000n + 2000n, pending: 0n });
    await world.close();
  });

  test('a ticket on a selection whose match was settled before it came (placed at the whistle) settles from the result, or is voided once the result is gone', async () => {
    const [player] = await newPlayers(db, createWallet(db), 1, FUNDS);
    const a = newMatch();
    const b = newMatch();
    const [first] = await seedTickets(db, [{ user: player!, stake: 1000n, legs: [a.leg(1, 2000)] }]);
    const world = await settlementWorld(db);
    world.results.publish(a.id, [
      [a.market, a.odd(1), lost],
      [a.market, a.odd(2), win],
    ]);
    world.results.publish(b.id, [[b.market, b.odd(1), win]]);
    await world.settlement.idle();
    expect((await ticketRows(db, [first!]))[0]!.status).toBe('lost');
    // Two late tickets: one while the results are still held, one after a restart lost them.
    const [late] = await seedTickets(db, [{ user: player!, stake: 1000n, legs: [a.leg(2, 2000)] }]);
    const again = await settlementWorld(db, { abandonAfterMs: 0 }, false);
    again.results.publish(a.id, [
      [a.market, a.odd(1), lost],
      [a.market, a.odd(2), win],
    ]);
    await again.settlement.load();
    expect((await ticketRows(db, [late!]))[0]).toMatchObject({ status: 'won', payout: 2000n });
    const [orphan] = await seedTickets(db, [{ user: player!, stake: 1000n, legs: [b.leg(2, 3000)] }]);
    const restarted = await settlementWorld(db, { abandonAfterMs: 0 }, false);
    restarted.prices.gone.add(b.id);
    await restarted.settlement.load();
    expect((await ticketRows(db, [orphan!]))[0]).toMatchObject({ status: 'void', payout: 1000n });
    expect(await cashOf(world, player!)).toEqual({ available: FUNDS - 3000n + 2000n + 1000n, pending: 0n });
    await restarted.close();
    await again.close();
    await world.close();
  });

  test('the database refuses a second resolution of a stake, a change to a pending one beyond its status, and any delete', async () => {
    const [player] = await newPlayers(db, createWallet(db), 1, FUNDS);
    const a = newMatch();
    const [settled, pending] = await seedTickets(db, [
      { user: player!, stake: 1000n, legs: [a.leg(1, 2000)] },
      { user: player!, stake: 1000n, legs: [newMatch().leg(1, 2000)] },
    ]);
    const world = await settlementWorld(db);
    world.results.publish(a.id, [[a.market, a.odd(1), win]]);
    await world.settlement.idle();
    const reservation = async (ticket: string) => (await db.query<{ id: bigint }>('select reservation_id as id from bet_tickets where id = $1', [ticket]))[0]!.id;
    const refused = async (sql: string, id: bigint) =>
      sqlState(
        await db.transaction((tx) => tx.query(sql, [id])).then(
          () => null,
          (e: unknown) => e,
        ),
      );
    expect(await refused(`update stake_reservations set status = 'voided', payout = null where id = $1`, await reservation(settled!))).toBe('P0001');
    expect(await refused('update stake_reservations set amount = amount + 1 where id = $1', await reservation(pending!))).toBe('P0001');
    expect(await refused('delete from stake_reservations where id = $1', await reservation(pending!))).toBe('P0001');
    await world.close();
  });

  test('a ticket cashed out before its result is left alone (the open gate)', async () => {
    const [player] = await newPlayers(db, createWallet(db), 1, FUNDS);
    const a = newMatch();
    const [id] = await seedTickets(db, [{ user: player!, stake: 1000n, legs: [a.leg(1, 2000)] }]);
    const world = await settlementWorld(db);
    // Cashed out the way the betting service does it, by another house path, after this one loaded.
    await world.wallet.once({ scope: 'test-cashout', key: id! }, { operation: 'cashout', params: { id } }, async (tx, stakes) => {
      const [row] = await tx.query<{ reservation_id: bigint }>('select reservation_id from bet_tickets where id = $1 for update', [id]);
      await stakes.settle(BigInt(row!.reservation_id), 900n);
      await tx.query(`update bet_tickets set status = 'cashed-out', settled_at = now(), cashout_amount = 900 where id = $1`, [id]);
      return { status: 202, body: {} };
    });
    world.results.publish(a.id, [[a.market, a.odd(1), win]]);
    await world.settlement.idle();
    expect((await ticketRows(db, [id!]))[0]).toMatchObject({ status: 'cashed-out', payout: null });
    expect(await cashOf(world, player!)).toEqual({ available: FUNDS - 1000n + 900n, pending: 0n });
    await world.close();
  });
});
