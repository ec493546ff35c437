/**
 * Every bet type over HTTP (SPEC ENM-08, STA-13..18), with each refusal by its code and field
 * (ERR-19..39) and the house's limits (API-40, CON-09), on embedded PostgreSQL and (with
 * TEST_DATABASE_URL) a real server. Prices are a small fixed book the test holds: basketball and
 * American football matches with a money line, a point spread and a total each.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Match } from '../../schemas/match.ts';
import { MARKET_TYPE_IDS } from '../../schemas/market-types.ts';
import { installAccounts } from '../../server/accounts/index.ts';
import { installBetting, type BettingService, type PriceSource } from '../../server/betting/index.ts';
import type { Db } from '../../server/db/db.ts';
import { openTestDatabase } from '../../server/db/open.ts';
import { createSettlement } from '../../server/betting/settlement.ts';
import { BET_RESULTS } from '../../schemas/results.ts';
import { ADMIN_TOKEN, Browser, HTTP_DB_TARGETS, newPlayer } from '../fixtures/accounts-client.ts';
import { recordedResults } from '../fixtures/settlement-world.ts';

let keySeq = 0;
const newKey = (what: string) => `${what}-${Date.now().toString(36)}-${++keySeq}`;

type Odd = { ID: number; Title: string; TitleSuffix: string; SpecialBetValue: string; Value: number; IsActive: boolean };
type Market = { ID: number; MarketID: number; Title: string; TitleSuffix: string; IsSuspended: boolean; Odds: Odd[] };

/** Match `id` of a sport: markets id·10+1 money line (1.90/1.90), +2 spread home −3.5 (1.91), +3 total 45.5 (1.91). */
function book() {
  const matches = new Map<number, Match>();
  const add = (id: number, sportSystemId: number) => {
    const odd = (n: number, Title: string, SpecialBetValue: string, Value: number): Odd => ({ ID: id * 100 + n, Title, TitleSuffix: '', SpecialBetValue, Value, IsActive: true });
    const markets: Market[] = [
      { ID: id * 10 + 1, MarketID: MARKET_TYPE_IDS.winner2Way, Title: 'Winner', TitleSuffix: '', IsSuspended: false, Odds: [odd(1, '1', '', 1.9), odd(2, '2', '', 1.9)] },
      { ID: id * 10 + 2, MarketID: MARKET_TYPE_IDS.handicap, Title: 'Spread', TitleSuffix: '', IsSuspended: false, Odds: [odd(3, '1', '-3.5', 1.91), odd(4, '2', '+3.5', 1.91)] },
      { ID: id * 10 + 3, MarketID: MARKET_TYPE_IDS.total, Title: 'Total', TitleSuffix: '', IsSuspended: false, Odds: [odd(5, 'Over', '45.5', 1.91), odd(6, 'Under', '45.5', 1.91)] },
    ];
    matches.set(id, { ID: id, Name: `Home ${id} - Away ${id}`, Type: 1, SportSystemID: sportSystemId, Tournament: { ID: id }, IsActive: true, IsFinished: false, Markets: markets } as unknown as Match);
  };
  const source: PriceSource = { match: (id) => matches.get(id) };
  /** A selection: `which` 1/2 money line, 3/4 spread, 5/6 total. */
  const pick = (matchId: number, which = 1) => {
    const market = matches.get(matchId)!.Markets[Math.floor((which - 1) / 2)]!;
    const odd = market.Odds[(which - 1) % 2]!;
    return { MatchID: matchId, MarketID: market.ID, OddID: odd.ID, Odds: odd.Value };
  };
  return { add, source, pick };
}

type House = { app: FastifyInstance; db: Db; base: string; betting: BettingService };

async function startHouse(target: 'embedded' | 'postgres', prices: PriceSource): Promise<House> {
  const db = await openTestDatabase(target);
  const app = Fastify({ bodyLimit: 64 * 1024 });
  const module = await installAccounts(app, db, { allowedOrigins: [], adminToken: ADMIN_TOKEN, loginLimit: { perUser: 100, perIp: 1000 } }, { sendPasswordReset: () => {} });
  const betting = await installBetting(app, { db, wallet: module.wallet, prices, placeLimitPerMinute: 1000 });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, db, base, betting };
}

async function fundedPlayer(base: string, amount: string, overrides: Record<string, unknown> = {}) {
  const b = await new Browser(base).ready();
  const p = newPlayer(overrides);
  expect((await b.post('/api/account/register', p)).status).toBe(201);
  const credit = await new Browser(base).post(
    '/api/admin/wallet/credit',
    { UserName: p.UserName, Amount: amount, Currency: p.Currency },
    { authorization: `Bearer ${ADMIN_TOKEN}`, 'idempotency-key': newKey('fund') },
  );
  expect(credit.status).toBe(201);
  return b;
}

const place = (b: Browser, body: unknown, key = newKey('bet')) => b.post('/api/betting/place', body, { 'idempotency-key': key });
const balance = async (b: Browser) => String((await b.get('/api/user')).body.BalanceMinor);

describe.each(HTTP_DB_TARGETS)('bet types (%s PostgreSQL)', { timeout: 60_000 }, (target) => {
  const prices = book();
  let h: House;
  beforeAll(async () => {
    for (let id = 1; id <= 12; id++) prices.add(id, 20); // basketball
    for (let id = 21; id <= 30; id++) prices.add(id, 21); // American football
    prices.add(31, 1); // soccer
    h = await startHouse(target, prices.source);
  }, 60_000);
  afterAll(async () => {
    await h?.app.close();
    await h?.db.close();
  });

  const body = (BetType: number, Selections: unknown[], extra: Record<string, unknown> = {}) => ({ BetType, Stake: '1', OddsAcceptance: 0, Selections, ...extra });
  const picks = (ids: number[], which = 1) => ids.map((id) => prices.pick(id, which));

  test('[ENM-08][STA-14] multiple singles (1.1): one ticket, one line per selection at its own stake, paying the sum', async () => {
    const b = await fundedPlayer(h.base, '100');
    const res = await place(b, { BetType: 1.1, Stakes: ['2', '3.50'], OddsAcceptance: 0, Selections: [prices.pick(1, 1), prices.pick(2, 3)] });
    expect(res.status).toBe(201);
    // 2 × 1.90 + 3.50 × 1.91 = 3.80 + 6.685 → 3.80 + 6.68.
    expect(res.body).toMatchObject({ BetType: 1.1, Stake: '5.50', Bets: 2, PotentialPayout: '10.48', PotentialPayoutMinor: '1048' });
    expect((res.body.Selections as { Stake: string }[]).map((s) => s.Stake)).toEqual(['2.00', '3.50']);
    expect(await balance(b)).toBe('9450');
    // Multiple singles may hold two outcomes of one match: they are separate bets.
    expect((await place(b, { BetType: 1.1, Stakes: ['1', '1'], OddsAcceptance: 0, Selections: [prices.pick(3, 1), prices.pick(3, 3)] })).status).toBe(201);
  });

  test('[STA-16][CON-11] a Trixie and a banker system: bets Σ C(m,k), stake per bet × bets held, exact payout, named', async () => {
    const b = await fundedPlayer(h.base, '100');
    const trixie = await place(b, body(3, picks([1, 2, 3]), { Stake: '1.50', SystemSizes: [2, 3] }));
    expect(trixie.status).toBe(201);
    // 3 doubles at 1.90² = 3.61 and a treble at 6.859: 1.50 × (3 × 3.61 + 6.859) = 26.5335 → per line 5.415 → 5.41 × 3 + 10.28 = 26.51.
    expect(trixie.body).toMatchObject({ BetType: 3, Bets: 4, Stake: '6.00', UnitStake: '1.50', SystemSizes: [2, 3], SystemName: 'trixie', PotentialPayout: '26.51' });
    const banker = await place(b, body(3, picks([4, 5, 6, 7]), { SystemSizes: [2], Bankers: [0] }));
    expect(banker.status).toBe(201);
    // The banker is in each of C(3,2) = 3 trebles.
    expect(banker.body).toMatchObject({ Bets: 3, Stake: '3.00', SystemName: null });
    expect((banker.body.Selections as { Banker?: boolean }[]).map((s) => s.Banker ?? false)).toEqual([true, false, false, false]);
    // A system ticket has no cash-out offer: the offer is a combo's (ADR 0022).
    const open = (await b.get('/api/betting/tickets?status=open')).body.Tickets as { TicketID: string; CashoutOffer: { Amount: string | null } | null }[];
    expect(open.find((t) => t.TicketID === trixie.body.TicketID)!.CashoutOffer).toMatchObject({ Amount: null });
  });

  test('[STA-17][CON-11] an if-bet holds one stake and pays stake + Σ winnings; a reverse is n·(n−1) if-bets', async () => {
    const b = await fundedPlayer(h.base, '100');
    const ifBet = await place(b, body(4, picks([1, 2, 3]), { Stake: '10' }));
    expect(ifBet.status).toBe(201);
    // 10 + 3 × 9 = 37.
    expect(ifBet.body).toMatchObject({ BetType: 4, Bets: 1, Stake: '10.00', PotentialPayout: '37.00', TotalOdds: '3.70' });
    const reverse = await place(b, body(5, picks([4, 5, 6]), { Stake: '2' }));
    expect(reverse.status).toBe(201);
    // 6 chains of 2 legs at 2.00 each: 6 × (2 + 1.80 + 1.80) = 33.60.
    expect(reverse.body).toMatchObject({ BetType: 5, Bets: 6, Stake: '12.00', UnitStake: '2.00', PotentialPayout: '33.60' });
    expect(await balance(b)).toBe(String(10_000 - 1000 - 1200));
  });

  test('[STA-18][ENT-43] a teaser moves each spread and total by its points and pays the table by leg count', async () => {
    const b = await fundedPlayer(h.base, '100');
    const res = await place(b, body(6, [prices.pick(21, 3), prices.pick(22, 6), prices.pick(23, 4)], { Stake: '10', TeaserTypeID: 1 }));
    expect(res.status).toBe(201);
    // 6 points: −3.5 → +2.5, Under 45.5 → 51.5, +3.5 → +9.5; three legs pay 2.80.
    expect(res.body).toMatchObject({ BetType: 6, TeaserTypeID: 1, TeaserPoints: 6, TotalOdds: '2.80', PotentialPayout: '28.00' });
    expect((res.body.Selections as { TeasedLine: string }[]).map((s) => s.TeasedLine)).toEqual(['+2.5', '51.5', '+9.5']);
    // ERR-26: a money line, or a spread of another sport, is no teaser leg.
    for (const [selections, index] of [
      [[prices.pick(21, 3), prices.pick(22, 1)], 1],
      [[prices.pick(1, 3), prices.pick(22, 3)], 0],
    ] as const) {
      const refused = await place(b, body(6, [...selections], { TeaserTypeID: 1 }));
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ error: 'InvalidMarketsCombinationException', field: `Selections[${index}]` });
    }
    // STA-18: the 7-point table stops at 6 legs; a basketball type takes basketball spreads.
    const seven = await place(b, body(6, picks([1, 2, 3, 4, 5, 6, 7], 3), { TeaserTypeID: 6 }));
    expect(seven.body).toMatchObject({ error: 'InvalidBetCombinationException', field: 'TeaserTypeID' });
    expect((await place(b, body(6, picks([1, 2], 3), { TeaserTypeID: 99 }))).body).toMatchObject({ error: 'invalid', field: 'TeaserTypeID' });
    expect((await place(b, body(6, picks([1, 2], 5), { TeaserTypeID: 4 }))).status).toBe(201);
  });

  test('[STA-18] a teaser settles each leg on its teased line from the final score; a push drops a leg and the table pays the rest', async () => {
    const results = recordedResults();
    const settlement = createSettlement({ db: h.db, betting: h.betting, results: results.source, prices: prices.source, sweepMs: 0 });
    try {
      const b = await fundedPlayer(h.base, '100');
      const { win, lost } = BET_RESULTS;
      // 6 points: −3.5 → +2.5, Under 45.5 → 51.5, +3.5 → +9.5. Every market line loses, every teased line wins.
      expect((await place(b, body(6, [prices.pick(25, 3), prices.pick(26, 6), prices.pick(27, 4)], { Stake: '10', TeaserTypeID: 1 }))).status).toBe(201);
      results.publish(25, [[252, 2503, lost, '1'], [252, 2504, win, '2']], { home: 20, away: 21 });
      results.publish(26, [[263, 2605, win, 'Over'], [263, 2606, lost, 'Under']], { home: 24, away: 24 });
      results.publish(27, [[272, 2703, win, '1'], [272, 2704, lost, '2']], { home: 30, away: 24 });
      // 6.5 points: −3.5 → +3 pushes on a 3-point defeat; Over 45.5 → 39 and +3.5 → +10 win: two legs pay 1.833.
      expect((await place(b, body(6, [prices.pick(28, 3), prices.pick(29, 5), prices.pick(30, 4)], { Stake: '10', TeaserTypeID: 2 }))).status).toBe(201);
      results.publish(28, [[282, 2803, lost, '1'], [282, 2804, win, '2']], { home: 17, away: 20 });
      results.publish(29, [[293, 2905, lost, 'Over'], [293, 2906, win, 'Under']], { home: 21, away: 20 });
      results.publish(30, [[302, 3003, win, '1'], [302, 3004, lost, '2']], { home: 27, away: 20 });
      await settlement.idle();
      const settled = (await b.get('/api/betting/tickets?status=settled')).body.Tickets as { Status: string; Payout: string; SelectionResults: number[] }[];
      expect(settled.map((t) => [t.Status, t.Payout, t.SelectionResults]).sort()).toEqual([
        ['won', '18.33', [BET_RESULTS.refund, win, win]],
        ['won', '28.00', [win, win, win]],
      ]);
      expect(await balance(b)).toBe(String(10_000 - 2000 + 2800 + 1833));
    } finally {
      await settlement.close();
    }
  });

  test('[ENM-07][API-40] the odds-change policy is kept on the house per player: accept better by default, set and read back, a bad value names its field, guests are refused', async () => {
    const b = await fundedPlayer(h.base, '1');
    expect((await b.get('/api/betting/odds-acceptance')).body).toEqual({ OddsAcceptance: 1 });
    expect((await b.post('/api/betting/odds-acceptance', { OddsAcceptance: 2 })).body).toEqual({ OddsAcceptance: 2 });
    expect((await b.get('/api/betting/odds-acceptance')).body).toEqual({ OddsAcceptance: 2 });
    const bad = await b.post('/api/betting/odds-acceptance', { OddsAcceptance: 3 });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: 'invalid', field: 'OddsAcceptance' });
    expect((await b.get('/api/betting/odds-acceptance')).body).toEqual({ OddsAcceptance: 2 });
    // Another player keeps their own.
    expect((await (await fundedPlayer(h.base, '1')).get('/api/betting/odds-acceptance')).body).toEqual({ OddsAcceptance: 1 });
    expect((await (await new Browser(h.base).ready()).get('/api/betting/odds-acceptance')).status).toBe(401);
  });

  test('[ERR-22][ERR-23][ERR-24][ERR-29][ERR-32][ERR-34] each malformed choice is refused by its SPEC name and field, moving no money', async () => {
    const b = await fundedPlayer(h.base, '100');
    const cases: [unknown, string, string][] = [
      [body(2, picks([1, 2]), { SystemSizes: [2] }), 'IncompatibleBetTypesException', 'SystemSizes'],
      [body(1.1, picks([1, 2])), 'IncompatibleBetTypesException', 'Stake'],
      [body(4, picks([1, 2]), { TeaserTypeID: 1 }), 'IncompatibleBetTypesException', 'TeaserTypeID'],
      [body(3, picks([1, 2, 3])), 'invalid', 'SystemSizes'],
      [{ BetType: 1.1, OddsAcceptance: 0, Selections: picks([1, 2]) }, 'invalid', 'Stakes'],
      [{ BetType: 1.1, Stakes: ['1'], OddsAcceptance: 0, Selections: picks([1, 2]) }, 'InvalidStakeException', 'Stakes'],
      [{ BetType: 1.1, Stakes: ['1', '0'], OddsAcceptance: 0, Selections: picks([1, 2]) }, 'InvalidStakeException', 'Stakes[1]'],
      [body(3, picks([1, 2]), { SystemSizes: [1] }), 'MinimumSelectionsRequiredException', 'Selections'],
      [body(3, picks([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]), { SystemSizes: [2] }), 'MaximumAllowedSelectionsExceededException', 'Selections'],
      [body(3, picks([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]), { SystemSizes: [4, 5] }), 'InvalidBetCombinationException', 'SystemSizes'],
      [body(3, picks([1, 2, 3]), { SystemSizes: [4] }), 'InvalidBetCombinationException', 'SystemSizes'],
      [body(3, picks([1, 2, 3]), { SystemSizes: [1], Bankers: [0, 1] }), 'InvalidBetCombinationException', 'Bankers'],
      [body(3, [prices.pick(1, 1), prices.pick(1, 3), prices.pick(2)], { SystemSizes: [2] }), 'IncompatibleSelectionsException', 'Selections'],
      [body(6, [prices.pick(1, 3), prices.pick(1, 5)], { TeaserTypeID: 4 }), 'IncompatibleSelectionsException', 'Selections'],
      [body(4, picks([1])), 'MinimumSelectionsRequiredException', 'Selections'],
      [body(5, picks([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])), 'MaximumAllowedSelectionsExceededException', 'Selections'],
      [body(4, [prices.pick(1), prices.pick(1)]), 'LineAlreadyAddedException', 'Selections[1]'],
    ];
    for (const [request, error, field] of cases) {
      const res = await place(b, request);
      expect(res.status, JSON.stringify(request)).toBe(400);
      expect(res.body, JSON.stringify(request)).toMatchObject({ error, field });
    }
    expect(await balance(b)).toBe('10000');
  });

  test('[API-40][CON-09][ERR-33][ERR-30] limits per currency: the minimum stake, the maximum per bet and per ticket, the maximum payout', async () => {
    const b = await fundedPlayer(h.base, '5000');
    const cases: [unknown, string, string, string][] = [
      // The issue's €0.01 stake.
      [body(1, picks([1]), { Stake: '0.01' }), 'MinimumAllowedStakeException', 'Stake', '0.10'],
      [{ BetType: 1.1, Stakes: ['5', '0.05'], OddsAcceptance: 0, Selections: picks([1, 2]) }, 'MinimumAllowedStakeException', 'Stakes', '0.10'],
      [body(2, picks([1, 2]), { Stake: '100.01' }), 'LineBettingLimitReachedException', 'Stake', '100.00'],
      // A reverse of 6: 30 if-bets × 40 = 1,200 > 1,000 a ticket.
      [body(5, picks([1, 2, 3, 4, 5, 6]), { Stake: '40' }), 'maximum-stake', 'Stake', '1000.00'],
      // Like the issue's €10 combo that showed a €247,814 return: 10 legs at 1.90 pay 613 × the stake, €61,310 for €100.
      [body(2, picks([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]), { Stake: '100' }), 'maximum-payout', 'Stake', '50000.00'],
    ];
    for (const [request, error, field, limit] of cases) {
      const res = await place(b, request);
      expect(res.status, JSON.stringify(request)).toBe(400);
      expect(res.body, JSON.stringify(request)).toMatchObject({ error, field, Limit: limit });
    }
    expect(await balance(b)).toBe('500000');

    const guest = await new Browser(h.base).ready();
    const eur = await guest.get('/api/betting/limits');
    expect(eur.status).toBe(200);
    expect(eur.body).toMatchObject({ Currency: 'EUR', MinStakeMinor: '10', MaxStakePerSelectionMinor: '10000', MaxStakePerTicketMinor: '100000', MaxPayoutPerTicketMinor: '5000000' });
    // CON-08: 1000, 5000, 10000 and 50000 won; a thousandth of that in euros.
    expect(eur.body.QuickStakesMinor).toEqual(['100', '500', '1000', '5000']);
    expect((await guest.get('/api/betting/limits?currency=KRW')).body).toMatchObject({ Currency: 'KRW', MinStakeMinor: '100', QuickStakesMinor: ['1000', '5000', '10000', '50000'] });
    expect((await guest.get('/api/betting/limits?currency=XXX')).body).toMatchObject({ error: 'invalid', field: 'currency' });
    const teasers = eur.body.TeaserTypes as { ID: number; Points: number; Selections: { NumberOfSelections: number; Odds: number }[] }[];
    expect(teasers.find((t) => t.ID === 1)).toMatchObject({ Points: 6, Selections: expect.arrayContaining([{ NumberOfSelections: 3, Odds: 2.8 }]) });
    // A signed-in player gets their own currency.
    const krw = await fundedPlayer(h.base, '100000', { Currency: 'KRW' });
    expect((await krw.get('/api/betting/limits')).body).toMatchObject({ Currency: 'KRW', MaxStakePerSelectionMinor: '100000' });
  });

  test('[ERR-37][STA-09] a second placement while one of the same player is under way is PlaceBetInProgressException', async () => {
    const b = await fundedPlayer(h.base, '100');
    const account = { userId: Number((await b.get('/api/user')).body.UserID), currency: 'EUR' as const, book: 'real' as const };
    // Two placements started in the same tick: the second finds the first under way.
    const [first, second] = await Promise.all([h.betting.place(account, body(1, picks([1])) as never, newKey('a')), h.betting.place(account, body(1, picks([2])) as never, newKey('b'))]);
    expect(first.status).toBe(201);
    expect(second).toMatchObject({ status: 409, body: { error: 'PlaceBetInProgressException', field: 'session' } });
    // Once it is done, the next one goes through.
    expect((await place(b, body(1, picks([2])))).status).toBe(201);
    expect(await balance(b)).toBe('9800');
  });

  test('a retried system bet gets the same ticket and holds its stake once', async () => {
    const b = await fundedPlayer(h.base, '100');
    const request = body(3, picks([8, 9, 10, 11]), { SystemSizes: [2, 3, 4], Stake: '0.50' });
    const key = newKey('retry');
    const first = await place(b, request, key);
    const again = await place(b, request, key);
    expect(first.status).toBe(201);
    expect(again.body.TicketID).toBe(first.body.TicketID);
    expect(first.body).toMatchObject({ Bets: 11, Stake: '5.50', SystemName: 'yankee' });
    expect(await balance(b)).toBe('9450');
  });
});
