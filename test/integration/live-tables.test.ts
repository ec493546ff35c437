/**
 * The live casino's shared tables (issue #19) over the real SignalR client, on embedded PostgreSQL
 * and (with TEST_DATABASE_URL) a real server: everyone at a table sees the same sequenced rounds,
 * each result is what its published seed deals, a bet is held while its round runs and settled
 * with it in the ledger, no bet lands after the bets close, and a round a crash interrupted is
 * finished when the house starts again.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { checkTableRound } from '../../domain/casino/live-table.ts';
import { replayRound } from '../../domain/casino/verify.ts';
import type { CasinoRound, RoundAnswer } from '../../schemas/casino.ts';
import { ERROR_CODES } from '../../schemas/errors.ts';
import type { TableEvent, TableMessage } from '../../schemas/live-casino.ts';
import { loadConfig } from '../../server/config.ts';
import { buildHouse } from '../../server/app.ts';
import { ADMIN_TOKEN, DB_TARGETS, startTestHouse, type Browser, type TestHouse } from '../fixtures/accounts-client.ts';
import { refusalOf } from '../fixtures/hub-refusal.ts';
import { balance, fundedPlayer, newKey } from '../fixtures/controlled-house.ts';
import { connectTable, tableEvents } from '../fixtures/table-client.ts';

const TABLE = 'speed-roulette';
const RED = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];
const redBet = (stake: string) => ({ Placements: [{ Kind: 'red', Numbers: RED, StakeMinor: stake }] });
const betAt = (b: Browser, roundNo: number, bet: unknown, key = newKey('table')) => b.post(`/api/casino/tables/${TABLE}/bets`, { RoundNo: roundNo, Bet: bet }, { 'idempotency-key': key });

type Opened = Extract<TableEvent, { type: 'opened' }>;
type Result = Extract<TableEvent, { type: 'result' }>;

/** The next `opened` event after what has been received so far. */
async function nextOpened(received: TableMessage[]): Promise<Opened> {
  const seen = tableEvents(received).length;
  await expect.poll(() => tableEvents(received).slice(seen).find((e) => e.type === 'opened'), { timeout: 10_000 }).toBeDefined();
  return tableEvents(received).slice(seen).find((e): e is Opened => e.type === 'opened')!;
}

async function resultOf(received: TableMessage[], roundNo: number): Promise<Result> {
  await expect.poll(() => tableEvents(received).find((e) => e.type === 'result' && e.RoundNo === roundNo), { timeout: 10_000 }).toBeDefined();
  return tableEvents(received).find((e): e is Result => e.type === 'result' && e.RoundNo === roundNo)!;
}

describe.each(DB_TARGETS)('live tables (%s PostgreSQL)', { timeout: 120_000 }, (target) => {
  let t: TestHouse;
  beforeAll(async () => {
    t = await startTestHouse(target, { LIVE_TABLE_SPEED: '10' });
  });
  afterAll(() => t.close());
  const ledgerSound = async () => expect(await t.house.accounts!.wallet.audit()).toEqual({ unbalanced: [], cacheMismatches: [], negative: [], mixed: [] });

  test('[#19] two connections at one table see the same sequenced rounds, and each result is what its published seed deals', async () => {
    const [a, b] = await Promise.all([connectTable(t.base), connectTable(t.base)]);
    await Promise.all([a.conn.invoke('Subscribe', `table/${TABLE}`, null, null), b.conn.invoke('Subscribe', `table/${TABLE}`, null, null)]);
    expect(a.received[0]).toMatchObject({ type: 'snapshot', stream: `table/${TABLE}`, snapshot: { Key: TABLE, Game: 'european-roulette' } });
    const opened = await nextOpened(a.received);
    const [ra, rb] = await Promise.all([resultOf(a.received, opened.RoundNo), resultOf(b.received, opened.RoundNo)]);
    expect(rb).toEqual(ra);
    const round = { RoundNo: ra.RoundNo, SeedHash: opened.SeedHash, ServerSeed: ra.ServerSeed, Outcome: ra.Outcome };
    expect(checkTableRound(TABLE, 'european-roulette', round)).toBe(true);
    expect(checkTableRound(TABLE, 'european-roulette', { ...round, Outcome: { Game: 'european-roulette', Pocket: (ra.Outcome as { Pocket: number }).Pocket === 0 ? 1 : 0 } })).toBe(false);
    // Both hold the same numbering: the messages of one run, by (epoch, seq).
    const key = (m: TableMessage) => `${m.epoch}:${m.seq}:${m.type}`;
    const common = a.received.filter((m) => m.type === 'events').map(key);
    expect(b.received.filter((m) => m.type === 'events').map(key).slice(-3)).toEqual(common.slice(common.length - 3));
    await Promise.all([a.conn.stop(), b.conn.stop()]);
  });

  test('[#19] a subscriber that comes back from (epoch, seq) gets the tail it missed, not a snapshot; an unknown table is refused', async () => {
    const a = await connectTable(t.base);
    await a.conn.invoke('Subscribe', `table/${TABLE}`, null, null);
    await nextOpened(a.received);
    const last = a.received[a.received.length - 1]!;
    await a.conn.invoke('Unsubscribe', `table/${TABLE}`);
    await new Promise((r) => setTimeout(r, 1_500));
    const back = await connectTable(t.base);
    await back.conn.invoke('Subscribe', `table/${TABLE}`, last.seq, last.epoch);
    await expect.poll(() => back.received.length).toBeGreaterThan(0);
    expect(back.received[0]).toMatchObject({ type: 'events', seq: last.seq + 1, epoch: last.epoch });
    expect(back.received.some((m) => m.type === 'snapshot')).toBe(false);
    expect(await refusalOf(back.conn.invoke('Subscribe', 'table/no-such-table', null, null))).toMatchObject({ code: ERROR_CODES.topicRefused });
    await Promise.all([a.conn.stop(), back.conn.stop()]);
  });

  test('[#19] a bet is held while its round runs and settled with it: the pocket the table saw, the ledger sound, the round replayable', async () => {
    const { b } = await fundedPlayer(t.base, '20');
    const table = await connectTable(t.base);
    await table.conn.invoke('Subscribe', `table/${TABLE}`, null, null);
    const opened = await nextOpened(table.received);
    const placed = await betAt(b, opened.RoundNo, redBet('300'));
    expect(placed.status).toBe(201);
    const answer = placed.body as unknown as RoundAnswer;
    expect(answer.Round).toMatchObject({ Status: 'open', Table: TABLE, Nonce: opened.RoundNo, ClientSeed: TABLE, ServerSeedHash: opened.SeedHash, ServerSeed: null, StakeMinor: '300' });
    expect(answer.Balance).toEqual({ AvailableMinor: '1700', PendingMinor: '300', Currency: 'EUR' });
    const again = await betAt(b, opened.RoundNo, redBet('100'));
    expect([again.status, again.body.error]).toEqual([409, ERROR_CODES.tableBetPlaced]);

    const result = await resultOf(table.received, opened.RoundNo);
    const pocket = (result.Outcome as { Pocket: number }).Pocket;
    const mine = ((await b.get(`/api/casino/tables/${TABLE}/bets`)).body.Rounds as CasinoRound[])[0]!;
    expect(mine).toMatchObject({ Id: answer.Round.Id, Status: 'settled', ServerSeed: result.ServerSeed });
    expect((mine.Outcome as { pocket: number }).pocket).toBe(pocket);
    const won = RED.includes(pocket);
    expect(mine.PayoutMinor).toBe(won ? '600' : '0');
    expect(await balance(b)).toBe(won ? '2300' : '1700');
    const replay = replayRound(mine.Game, { serverSeed: mine.ServerSeed!, clientSeed: mine.ClientSeed, nonce: mine.Nonce }, mine.Bet);
    expect(replay.ok && replay.payout.toString()).toBe(mine.PayoutMinor);
    await ledgerSound();

    const late = await betAt(b, opened.RoundNo, redBet('100'));
    expect([late.status, late.body.error]).toEqual([409, ERROR_CODES.tableBetsClosed]);
    const bad = await betAt(b, opened.RoundNo + 1, { Placements: [{ Kind: 'red', Numbers: [1, 2], StakeMinor: '100' }] });
    expect([bad.status, bad.body.error, bad.body.field]).toEqual([400, ERROR_CODES.invalid, expect.stringMatching(/^Bet\./)]);
    await table.conn.stop();
  });

  test('[#19][API-35] the lobby lists the tables by category; the popular Live group lists them by bets', async () => {
    const guest = await fetch(`${t.base}/api/livecasino/get?type=roulette`);
    const list = (await guest.json()) as { Tables: { Key: string; Game: string; Currency: string }[] };
    expect(list.Tables.map((x) => x.Key).sort()).toEqual(['azure-roulette', 'speed-roulette']);
    expect(list.Tables.every((x) => x.Game === 'european-roulette' && x.Currency === 'EUR')).toBe(true);
    expect(((await (await fetch(`${t.base}/api/livecasino/get?type=blackjack`)).json()) as { Tables: unknown[] }).Tables).toEqual([]);
    const refused = await fetch(`${t.base}/api/livecasino/get?type=poker`);
    expect(refused.status).toBe(400);
    // API-35's Live group: the tables, the one bet at (in the test before) first.
    const popular = (await (await fetch(`${t.base}/api/PopularCasinoGames/Live`)).json()) as { Games: { Key: string; Provider: string; Kind: string; Popularity: number }[] };
    expect(popular.Games.map((g) => g.Key)).toEqual(['speed-roulette', expect.any(String), expect.any(String)]);
    expect(popular.Games[0]).toMatchObject({ Provider: 'lumen-live', Kind: 'roulette', Popularity: 1 });
    expect(popular.Games.map((g) => g.Key).sort()).toEqual(['azure-roulette', 'speed-roulette', 'velvet-baccarat']);
  });
});

describe('a live round a crash interrupted', { timeout: 120_000 }, () => {
  test('[#19] is settled from its stored seed when the house starts again', async () => {
    const t = await startTestHouse('embedded', { LIVE_TABLE_SPEED: '10' });
    try {
      const { b, userId } = await fundedPlayer(t.base, '10');
      const table = await connectTable(t.base);
      await table.conn.invoke('Subscribe', `table/${TABLE}`, null, null);
      const opened = await nextOpened(table.received);
      expect((await betAt(b, opened.RoundNo, redBet('100'))).status).toBe(201);
      await table.conn.stop();
      await t.house.close(); // the clock stops with the round open: its bet is still held
      const [held] = await t.db.query<{ status: string }>('select status from casino_rounds where user_id = $1', [userId]);
      expect(held?.status).toBe('open');

      const config = loadConfig({ PORT: '0', CLIENT_DIR: '/nonexistent', FEED_LIVE_MATCHES: '0', FEED_ODDS_RATE: '0', FEED_TICK_MS: '1000', ADMIN_TOKEN, LIVE_TABLE_SPEED: '10' }, []);
      const again = await buildHouse(config, { db: t.db, mailer: { sendPasswordReset: () => {} } });
      try {
        const [row] = await t.db.query<{ status: string; payout: bigint; outcome: { pocket: number } }>('select status, payout, outcome from casino_rounds where user_id = $1', [userId]);
        const [dealt] = await t.db.query<{ outcome: { Pocket: number } }>('select outcome from live_table_rounds where table_key = $1 and round_no = $2', [TABLE, opened.RoundNo]);
        expect(row?.status).toBe('settled');
        expect(row?.outcome.pocket).toBe(dealt?.outcome.Pocket);
        expect(String(row?.payout)).toBe(RED.includes(dealt!.outcome.Pocket) ? '200' : '0');
        expect(await again.accounts!.wallet.audit()).toEqual({ unbalanced: [], cacheMismatches: [], negative: [], mixed: [] });
      } finally {
        await again.close();
      }
    } finally {
      await t.db.close();
    }
  });
});
