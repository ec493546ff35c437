/**
 * The player's histories (SPEC API-53) and cash-out beyond full (partial and auto), over HTTP on
 * prices the test moves by hand, on embedded PostgreSQL and (with TEST_DATABASE_URL) a real server.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { CashoutEvent } from '../../schemas/betting.ts';
import { createBetting } from '../../server/betting/index.ts';
import { Browser, HTTP_DB_TARGETS } from '../fixtures/accounts-client.ts';
import { balance, cashout, fakePrices, fundedPlayer, newKey, place, startControlledHouse, type ControlledHouse } from '../fixtures/controlled-house.ts';

type Json = Record<string, unknown>;
const HOUR = 3_600_000;

describe.each(HTTP_DB_TARGETS)('histories and partial and auto cash-out (%s PostgreSQL)', { timeout: 120_000 }, (target) => {
  const prices = fakePrices();
  let h: ControlledHouse;
  beforeAll(async () => {
    for (let id = 1; id <= 30; id++) prices.add(id, 2, 1.85);
    h = await startControlledHouse(target, prices.source);
  }, 60_000);
  afterAll(async () => {
    await h?.app.close();
    await h?.db.close();
  });

  const single = (matchId: number, Stake = '10', OddsAcceptance = 0) => ({ BetType: 1, Stake, OddsAcceptance, Selections: [prices.pick(matchId)] });
  const bets = async (b: Browser, query: string) => (await b.get(`/api/history/bets${query}`)) as { status: number; body: Json };
  const tickets = async (b: Browser, query: string) => (await bets(b, query)).body.Tickets as Json[];
  const ids = (list: Json[]) => list.map((t) => t.TicketID ?? t.ID);
  const eventsOf = (userId: number) => h.events.filter((e) => e.userId === userId).map((e) => e.event);
  /** Moves a ticket's time back by `hours`, as if it had been placed (and settled) that long ago. */
  const age = (ticketId: string, hours: number) =>
    h.db.query(`update bet_tickets set placed_at = placed_at - make_interval(hours => $2), settled_at = settled_at - make_interval(hours => $2) where id = $1`, [ticketId, hours]);
  const audit = async (userId: number) => expect(await h.module.wallet.audit([userId])).toEqual({ unbalanced: [], cacheMismatches: [], negative: [], mixed: [] });
  /** Pending money equals the stakes still held: a partial cash-out carries the rest to a new reservation. */
  async function pendingMatchesReservations(userId: number) {
    const [held] = await h.db.query<{ n: bigint | null }>(`select sum(amount)::bigint as n from stake_reservations where user_id = $1 and status = 'pending'`, [userId]);
    const [pending] = await h.db.query<{ balance: bigint }>(
      `select b.balance from ledger_accounts a join account_balances b on b.account_id = a.id where a.user_id = $1 and a.purpose = 'player-pending'`,
      [userId],
    );
    expect(String(pending?.balance)).toBe(String(held?.n ?? 0));
  }

  test('[API-53][ENM-17][ENM-01][CON-07] uncleared, cleared and declined bets, with ENM-01 statuses as numbers; ClearedBets and last24 by default', async () => {
    const { b, userId } = await fundedPlayer(h.base, '100');
    const open = String((await place(b, single(1))).body.TicketID);
    const cashed = String((await place(b, single(2))).body.TicketID);
    const offer = h.betting.offer(cashed)!;
    expect((await cashout(b, { TicketID: cashed, Amount: offer.Amount, CashoutOddsValues: offer.CashoutOddsValues })).status).toBe(202);
    // Declined: the shown price is no longer the house's. A retry with the same key is one declined bet.
    prices.odd(3, 1).Value = 2.2;
    const key = newKey('declined');
    for (let i = 0; i < 2; i++) expect((await place(b, { ...single(3), Selections: [prices.pick(3, 1, 2)] }, key)).status).toBe(409);
    prices.odd(3, 1).Value = 2;
    // A malformed request is not a bet.
    expect((await place(b, { ...single(3), Stake: '1.001' })).status).toBe(400);

    const uncleared = await bets(b, '?type=UnclearedBets');
    expect(uncleared.status).toBe(200);
    expect(uncleared.body).toMatchObject({ Type: 'UnclearedBets', Range: null, From: null, Page: 1, PageSize: 20, Total: 1 });
    expect(uncleared.body.Tickets).toEqual([expect.objectContaining({ TicketID: open, Status: 'open', TicketStatus: 1, Cashouts: [], AutoCashout: null })]);

    const byDefault = await bets(b, '');
    expect(byDefault.body).toMatchObject({ Type: 'ClearedBets', Range: 'last24', Page: 1, Total: 1 });
    expect(Date.parse(String(byDefault.body.To)) - Date.parse(String(byDefault.body.From))).toBe(24 * HOUR);
    const [cleared] = byDefault.body.Tickets as Json[];
    expect(cleared).toMatchObject({ TicketID: cashed, Status: 'cashed-out', TicketStatus: 1, CashoutAmount: offer.Amount });
    expect(cleared!.Cashouts).toEqual([expect.objectContaining({ TicketID: cashed, Amount: offer.Amount, StakeUsed: '10.00', Auto: false, CashoutOddsValues: [2] })]);

    const declined = await bets(b, '?type=declinedbets');
    expect(declined.body).toMatchObject({ Type: 'declinedbets', Total: 1 });
    expect(declined.body.Tickets).toEqual([
      expect.objectContaining({ TicketStatus: 2, BetType: 1, Stake: '10.00', Error: 'odds-changed', Field: 'Selections[0].Odds', Selections: [expect.objectContaining({ MatchID: 3, Odds: 2, MatchName: 'Home 3 - Away 3', OutcomeTitle: '1' })] }),
    ]);
    // Another player sees none of it.
    const other = await fundedPlayer(h.base, '0');
    for (const type of ['UnclearedBets', 'ClearedBets', 'declinedbets']) expect((await bets(other.b, `?type=${type}&range=lastmonth`)).body.Total).toBe(0);
    await audit(userId);
  });

  test('[ENM-18][CON-06] ranges: last 24 h, 48 h, week, month and a custom from–to, by placement for open bets and by settlement for settled ones', async () => {
    const { b } = await fundedPlayer(h.base, '100');
    const placed: string[] = [];
    for (const [matchId, hours] of [
      [4, 0],
      [5, 30],
      [6, 100],
      [7, 400],
      [8, 2000],
    ] as const) {
      const id = String((await place(b, single(matchId, '1'))).body.TicketID);
      const offer = h.betting.offer(id)!;
      expect((await cashout(b, { TicketID: id, Amount: offer.Amount, CashoutOddsValues: offer.CashoutOddsValues })).status).toBe(202);
      await age(id, hours);
      placed.push(id);
    }
    const [now, h30, h100, h400, h2000] = placed;
    expect(ids(await tickets(b, '?range=last24'))).toEqual([now]);
    expect(ids(await tickets(b, '?range=last48'))).toEqual([now, h30]);
    expect(ids(await tickets(b, '?range=lastweek'))).toEqual([now, h30, h100]);
    expect(ids(await tickets(b, '?range=lastmonth'))).toEqual([now, h30, h100, h400]);
    const day = (msAgo: number) => new Date(Date.now() - msAgo).toISOString().slice(0, 10);
    // The days 100 h ago through 30 h ago (UTC days), the day after the last as `to`.
    const from = day(100 * HOUR);
    const to = new Date(Date.parse(`${day(30 * HOUR)}T00:00:00Z`) + 24 * HOUR).toISOString();
    const custom = await bets(b, `?range=custom&from=${from}&to=${encodeURIComponent(to)}`);
    expect(custom.body).toMatchObject({ Range: 'custom', From: `${from}T00:00:00.000Z`, To: to });
    expect(ids(custom.body.Tickets as Json[])).toEqual([h30, h100]);
    expect(ids(await tickets(b, `?range=custom&from=${day(2100 * HOUR)}&to=${day(1900 * HOUR)}`))).toEqual([h2000]);
  });

  test('[API-53][CON-07] paging: pages of PageSize, newest first, Total over every page, nothing twice', async () => {
    const { b } = await fundedPlayer(h.base, '100');
    const placed: string[] = [];
    for (let i = 0; i < 5; i++) placed.push(String((await place(b, single(9 + i, '1'))).body.TicketID));
    const seen: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const res = await bets(b, `?type=UnclearedBets&page=${page}&pageSize=2`);
      expect(res.body).toMatchObject({ Page: page, PageSize: 2, Total: 5 });
      seen.push(...(ids(res.body.Tickets as Json[]) as string[]));
    }
    expect(seen).toEqual([...placed].reverse());
    expect((await bets(b, '?type=UnclearedBets&page=4&pageSize=2')).body.Tickets).toEqual([]);
  });

  test('[API-53] bad queries are 400 naming the field; a guest is 401', async () => {
    const { b } = await fundedPlayer(h.base, '0');
    const cases: [string, string][] = [
      ['?type=Casino', 'type'],
      ['?range=yesterday', 'range'],
      ['?page=0', 'page'],
      ['?page=x', 'page'],
      ['?pageSize=101', 'pageSize'],
      ['?range=last24&from=2026-01-01', 'from'],
      ['?to=2026-01-01', 'to'],
      ['?range=custom&to=2026-01-02', 'from'],
      ['?range=custom&from=2026-01-02', 'to'],
      ['?range=custom&from=2026-01-02&to=2026-01-02', 'to'],
      ['?range=custom&from=2026-02-30&to=2026-03-02', 'from'],
      ['?range=custom&from=2025-01-01&to=2026-01-01', 'from'],
    ];
    for (const [query, field] of cases) {
      for (const path of ['/api/history/bets', '/api/history/transactions']) {
        if (path.endsWith('transactions') && field === 'type') continue;
        const res = await b.get(`${path}${query}`);
        expect(res.status, `${path}${query}`).toBe(400);
        expect(res.body, `${path}${query}`).toMatchObject({ error: 'invalid', field });
      }
    }
    const guest = await new Browser(h.base).ready();
    for (const path of ['/api/history/bets', '/api/history/transactions']) expect((await guest.get(path)).status).toBe(401);
    const auto = await guest.post('/api/betting/auto-cashout', { TicketID: '1', Target: '5' });
    expect(auto.status).toBe(401);
  });

  test('[STA-37][STA-39] a partial cash-out pays the part, keeps the rest open with a smaller stake and payout, and a retry moves nothing', async () => {
    const { b, userId } = await fundedPlayer(h.base, '100');
    const TicketID = String((await place(b, single(14, '10'))).body.TicketID);
    // 10 at 2.00, prices unchanged: the offer is 9.50; the most a part may take is the offer of 9.99 = 9.49.
    const offer = h.betting.offer(TicketID)!;
    expect(offer).toMatchObject({ Amount: '9.50', PartialMax: '9.49' });
    const body = { TicketID, Amount: '9.50', CashoutOddsValues: [2], PartialAmount: '4.75' };
    const key = newKey('partial');
    expect((await cashout(b, body, key)).status).toBe(202);
    const accepted = eventsOf(userId).at(-1) as Extract<CashoutEvent, { kind: 'cashoutStatus' }>;
    expect(accepted).toMatchObject({ kind: 'cashoutStatus', TicketID, Status: 1, Amount: '4.75' });
    // The rest: 5.00 at 2.00, paying 10.00; its offer 4.75.
    expect(accepted.Ticket).toMatchObject({ TicketID, Status: 'open', Stake: '5.00', PotentialPayout: '10.00', CashoutOffer: { Amount: '4.75' }, Cashouts: [expect.objectContaining({ Amount: '4.75', StakeUsed: '5.00' })] });
    expect(await balance(b)).toBe(String(10000 - 1000 + 475));
    await pendingMatchesReservations(userId);
    await audit(userId);

    // The same request again: the first answer, the outcome said again, no money.
    const events = h.events.length;
    const again = await cashout(b, body, key);
    expect(again.status).toBe(202);
    expect(h.events.slice(events).map((e) => e.event)).toEqual([expect.objectContaining({ kind: 'cashoutStatus', Status: 1, Amount: '4.75', Ticket: expect.objectContaining({ Stake: '5.00' }) })]);
    expect(await balance(b)).toBe(String(10000 - 1000 + 475));

    // The whole offer asked for as a part is the whole cash-out of what is left.
    const rest = await cashout(b, { TicketID, Amount: '4.75', CashoutOddsValues: [2], PartialAmount: '4.75' });
    expect(rest.status).toBe(202);
    const [row] = await h.db.query<{ status: string }>('select status from bet_tickets where id = $1', [TicketID]);
    expect(row!.status).toBe('cashed-out');
    expect(await balance(b)).toBe(String(10000 - 1000 + 475 + 475));
    const cleared = (await tickets(b, '?type=ClearedBets'))[0]!;
    expect(cleared).toMatchObject({ TicketID, Status: 'cashed-out', Stake: '5.00', CashoutAmount: '4.75' });
    expect((cleared.Cashouts as Json[]).map((c) => [c.Amount, c.StakeUsed])).toEqual([
      ['4.75', '5.00'],
      ['4.75', '5.00'],
    ]);
    await pendingMatchesReservations(userId);
    await audit(userId);
  });

  test('[STA-38][STA-40] partial cash-out refusals: above the offer, not an amount, or too close to the whole name PartialAmount; a changed offer is declined on the feed', async () => {
    const { b, userId } = await fundedPlayer(h.base, '100');
    const TicketID = String((await place(b, single(15, '10'))).body.TicketID);
    const above = await cashout(b, { TicketID, Amount: '9.50', CashoutOddsValues: [2], PartialAmount: '9.51' });
    expect(above.status).toBe(400);
    expect(above.body).toMatchObject({ error: 'invalid', field: 'PartialAmount' });
    expect((await cashout(b, { TicketID, Amount: '9.50', CashoutOddsValues: [2], PartialAmount: '9.495' })).body).toMatchObject({ error: 'invalid', field: 'PartialAmount' });
    // 10 at 3.00 now priced 1.01: the offer is floor(1000 × 3 / 1.01 × 0.95) = 28.21, and the most a part may take 28.18.
    prices.odd(16, 1).Value = 3;
    const short = String((await place(b, single(16, '10'))).body.TicketID);
    prices.odd(16, 1).Value = 1.01;
    expect(h.betting.offer(short)).toMatchObject({ Amount: '28.21', PartialMax: '28.18' });
    const tooClose = await cashout(b, { TicketID: short, Amount: '28.21', CashoutOddsValues: [1.01], PartialAmount: '28.20' });
    expect(tooClose.status).toBe(400);
    expect(tooClose.body).toMatchObject({ error: 'partial-cashout-too-large', field: 'PartialAmount' });
    prices.odd(16, 1).Value = 2;
    // The offer moved since the player saw it: declined, nothing moves.
    const before = await balance(b);
    prices.odd(15, 1).Value = 2.5;
    expect((await cashout(b, { TicketID, Amount: '9.50', CashoutOddsValues: [2], PartialAmount: '2' })).status).toBe(202);
    expect(eventsOf(userId).at(-2)).toMatchObject({ kind: 'cashoutStatus', TicketID, Status: 2 });
    prices.odd(15, 1).Value = 2;
    expect(await balance(b)).toBe(before);
    expect(h.betting.offer(TicketID)).toMatchObject({ Amount: '9.50' });
    await audit(userId);
  });

  test('[STA-39] auto cash-out: a target above the offer is kept; when the offer reaches it the house cashes out once, through the ledger', async () => {
    const { b, userId } = await fundedPlayer(h.base, '100');
    const TicketID = String((await place(b, { BetType: 2, Stake: '10', OddsAcceptance: 0, Selections: [prices.pick(18), prices.pick(19)] })).body.TicketID);
    const setAuto = (Target: string | null) => b.post('/api/betting/auto-cashout', { TicketID, Target });
    // The offer is 10 × 4 / 4 × 0.95 = 9.50.
    expect((await setAuto('9.50')).body).toMatchObject({ error: 'auto-cashout-target-reached', field: 'Target' });
    expect((await setAuto('40.01')).body).toMatchObject({ error: 'invalid', field: 'Target' });
    expect((await setAuto('x')).body).toMatchObject({ field: 'Target' });
    expect((await b.post('/api/betting/auto-cashout', { TicketID, Target: '12', Extra: 1 })).body).toMatchObject({ field: 'Extra' });
    const set = await setAuto('11.50');
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ TicketID, AutoCashout: '11.50' });
    expect(eventsOf(userId).at(-1)).toMatchObject({ kind: 'ticketUpdated', Ticket: { TicketID, AutoCashout: '11.50' } });
    expect((await tickets(b, '?type=UnclearedBets'))[0]).toMatchObject({ TicketID, AutoCashout: '11.50' });

    // Not yet: 10 × 4 / (1.7 × 2) × 0.95 = 11.17.
    prices.odd(18, 1).Value = 1.7;
    h.betting.pricesMoved(new Set([18]), new Set());
    await h.betting.autoCashoutsSettled();
    expect(await balance(b)).toBe('9000');
    // Reached: 10 × 4 / (1.6 × 2) × 0.95 = 11.875 → 11.87, paid whole, once, however often the prices tick.
    prices.odd(18, 1).Value = 1.6;
    h.betting.pricesMoved(new Set([18]), new Set());
    h.betting.pricesMoved(new Set([18]), new Set());
    await h.betting.autoCashoutsSettled();
    h.betting.pricesMoved();
    await h.betting.autoCashoutsSettled();
    prices.odd(18, 1).Value = 2;
    expect(eventsOf(userId).filter((e) => e.kind === 'cashoutStatus')).toEqual([{ kind: 'cashoutStatus', TicketID, Status: 1, Amount: '11.87', Message: null, Auto: true }]);
    expect(await balance(b)).toBe(String(9000 + 1187));
    const cleared = (await tickets(b, '?type=ClearedBets'))[0]!;
    expect(cleared).toMatchObject({ TicketID, Status: 'cashed-out', CashoutAmount: '11.87', AutoCashout: null, Cashouts: [expect.objectContaining({ Amount: '11.87', Auto: true, CashoutOddsValues: [1.6, 2] })] });
    expect((await setAuto('12')).body).toMatchObject({ error: 'ticket-not-open' });
    await audit(userId);
  });

  test('auto cash-out targets survive a restart, can be cleared, and a partial cash-out clears them', async () => {
    const { b, userId } = await fundedPlayer(h.base, '100');
    const first = String((await place(b, single(20, '10'))).body.TicketID);
    const second = String((await place(b, single(21, '10'))).body.TicketID);
    expect((await b.post('/api/betting/auto-cashout', { TicketID: first, Target: '10' })).status).toBe(200);
    expect((await b.post('/api/betting/auto-cashout', { TicketID: second, Target: '10' })).status).toBe(200);
    expect((await b.post('/api/betting/auto-cashout', { TicketID: second, Target: null })).body).toEqual({ TicketID: second, AutoCashout: null });
    // A second house on the same database loads the open tickets with their targets.
    const restarted = createBetting({ db: h.db, wallet: h.module.wallet, prices: prices.source });
    await restarted.load();
    const seen: CashoutEvent[] = [];
    restarted.onCashout((_user, list) => seen.push(...list));
    expect((await restarted.cashoutSnapshot(userId)).Tickets.map((t) => [t.TicketID, t.AutoCashout])).toEqual([
      [second, null],
      [first, '10.00'],
    ]);
    prices.odd(20, 1).Value = 1.8;
    prices.odd(21, 1).Value = 1.8;
    restarted.pricesMoved(new Set([20, 21]));
    await restarted.autoCashoutsSettled();
    prices.odd(20, 1).Value = 2;
    prices.odd(21, 1).Value = 2;
    // 10 × 2 / 1.8 × 0.95 = 10.55: only the ticket with a target went.
    expect(seen.filter((e) => e.kind === 'cashoutStatus')).toEqual([{ kind: 'cashoutStatus', TicketID: first, Status: 1, Amount: '10.55', Message: null, Auto: true }]);
    await restarted.close();

    const third = String((await place(b, single(22, '10'))).body.TicketID);
    expect((await b.post('/api/betting/auto-cashout', { TicketID: third, Target: '15' })).status).toBe(200);
    // 1.00 of a 9.50 offer sells ⌈1.00 / 0.95⌉ = 1.06 of the stake.
    expect((await cashout(b, { TicketID: third, Amount: '9.50', CashoutOddsValues: [2], PartialAmount: '1' })).status).toBe(202);
    expect((await tickets(b, '?type=UnclearedBets')).find((t) => t.TicketID === third)).toMatchObject({ AutoCashout: null, Stake: '8.94' });
    await audit(userId);
  });

  test('[API-53][ENT-38] transaction history: deposits, stakes, cash-outs (partial too) and their tickets, newest first, by range and page', async () => {
    const { b, userId } = await fundedPlayer(h.base, '100');
    const TicketID = String((await place(b, single(23, '10'))).body.TicketID);
    expect((await cashout(b, { TicketID, Amount: '9.50', CashoutOddsValues: [2], PartialAmount: '1.90' })).status).toBe(202);
    const res = await b.get('/api/history/transactions?range=last24');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ Range: 'last24', Page: 1, Total: 3 });
    expect((res.body.Transactions as Json[]).map((t) => [t.Kind, t.StatementTypeID, t.StatusID, t.Amount, t.TicketID])).toEqual([
      ['cashout', 4, 2, '1.90', TicketID],
      ['stake', 2, 2, '-10.00', TicketID],
      ['deposit', 1, 2, '100.00', null],
    ]);
    const page2 = await b.get('/api/history/transactions?pageSize=2&page=2');
    expect((page2.body.Transactions as Json[]).map((t) => t.Kind)).toEqual(['deposit']);
    expect((await b.get('/api/history/transactions?range=custom&from=2020-01-01&to=2020-02-01')).body.Total).toBe(0);
    await audit(userId);
  });
});
