/**
 * The casino over HTTP (issue #19), on embedded PostgreSQL and (with TEST_DATABASE_URL) a real
 * server: each real round is one stake and one payout in the ledger, a retried request is played
 * once, rounds take their seed pair's nonces in order, a rotated seed lets the browser's replay
 * recompute every round, blackjack holds more stake on a double and settles at its end, and demo
 * rounds move no money.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { replayRound } from '../../domain/casino/verify.ts';
import { serverSeedHash } from '../../domain/casino/fair.ts';
import type { CasinoHistory, CasinoRound, RoundAnswer, SeedsAnswer } from '../../schemas/casino.ts';
import { ERROR_CODES } from '../../schemas/errors.ts';
import { Browser, DB_TARGETS, startTestHouse, type TestHouse } from '../fixtures/accounts-client.ts';
import { balance, fundedPlayer, newKey } from '../fixtures/controlled-house.ts';

const spin = (stake = '100') => ({ Game: 'fruit-fiesta', Bet: { StakeMinor: stake } });
const play = (b: Browser, body: unknown, key = newKey('round')) => b.post('/api/casino/rounds', body, { 'idempotency-key': key });
const act = (b: Browser, id: string, action: string, key = newKey('act')) => b.post(`/api/casino/rounds/${id}/actions`, { Action: action }, { 'idempotency-key': key });
const roundOf = (body: Record<string, unknown>) => (body as unknown as RoundAnswer).Round;

describe.each(DB_TARGETS)('casino rounds (%s PostgreSQL)', { timeout: 120_000 }, (target) => {
  let t: TestHouse;
  beforeAll(async () => {
    t = await startTestHouse(target);
  });
  afterAll(() => t.close());
  const ledgerSound = async () => expect(await t.house.accounts!.wallet.audit()).toEqual({ unbalanced: [], cacheMismatches: [], negative: [], mixed: [] });

  test('[#19] a real spin takes the stake and pays the win in one ledger movement; the seed pair gives it nonce 0 and its hash', async () => {
    const { b } = await fundedPlayer(t.base, '50');
    const seeds = (await b.get('/api/casino/seeds')).body as unknown as SeedsAnswer;
    expect(seeds.Active).toMatchObject({ Nonce: 0, ServerSeed: null });
    const answer = await play(b, spin('200'));
    expect(answer.status).toBe(201);
    const round = roundOf(answer.body);
    expect(round).toMatchObject({ Game: 'fruit-fiesta', Provider: 'reelwright', Mode: 'real', Status: 'settled', StakeMinor: '200', Nonce: 0, ServerSeed: null, Currency: 'EUR' });
    expect(round.ServerSeedHash).toBe(seeds.Active.ServerSeedHash);
    const after = 5000n - 200n + BigInt(round.PayoutMinor);
    expect((answer.body as unknown as RoundAnswer).Balance).toEqual({ AvailableMinor: after.toString(), PendingMinor: '0', Currency: 'EUR' });
    expect(await balance(b)).toBe(after.toString());
    await ledgerSound();
  });

  test('[#19] a retried request (same Idempotency-Key) gets the first answer and is played once', async () => {
    const { b, userId } = await fundedPlayer(t.base, '20');
    const key = newKey('retry');
    const answers = await Promise.all(Array.from({ length: 5 }, () => play(b, spin(), key)));
    const ids = new Set(answers.map((a) => roundOf(a.body).Id));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    expect(ids.size).toBe(1);
    const [rows] = await t.db.query<{ n: bigint }>('select count(*) as n from casino_rounds where user_id = $1', [userId]);
    expect(Number(rows!.n)).toBe(1);
    const reused = await play(b, spin('300'), key);
    expect([reused.status, reused.body.error]).toEqual([409, ERROR_CODES.idempotencyKeyReused]);
    await ledgerSound();
  });

  test('[#19] 20 rounds at once take nonces 0–19 once each; balance = funds − stakes + wins', async () => {
    const { b } = await fundedPlayer(t.base, '100');
    const games = [spin('100'), { Game: 'european-roulette', Bet: { Placements: [{ Kind: 'red', Numbers: [], StakeMinor: '100' }] } }];
    // Red takes its numbers from the table: the page sends the eighteen.
    const red = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];
    (games[1]!.Bet as { Placements: { Numbers: number[] }[] }).Placements[0]!.Numbers = red;
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => play(b, games[i % 2])));
    expect(answers.every((a) => a.status === 201)).toBe(true);
    const rounds = answers.map((a) => roundOf(a.body));
    expect(rounds.map((r) => r.Nonce).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    const paid = rounds.reduce((sum, r) => sum + BigInt(r.PayoutMinor), 0n);
    expect(await balance(b)).toBe((10_000n - 2_000n + paid).toString());
    await ledgerSound();
  });

  test('[#19] once the seed is rotated, every round it played is recomputed in the browser exactly as the house recorded it', async () => {
    const { b } = await fundedPlayer(t.base, '100');
    const bets = [spin('100'), { Game: 'rocket-crash', Bet: { StakeMinor: '100', TargetHundredths: 150 } }, { Game: 'baccarat', Bet: { Placements: [{ Side: 'banker', StakeMinor: '100' }] } }];
    for (const body of bets) expect((await play(b, body)).status).toBe(201);
    const before = (await b.get('/api/casino/seeds')).body as unknown as SeedsAnswer;
    const rotated = await b.post('/api/casino/seeds/rotate', { ClientSeed: 'my-own-seed' });
    expect(rotated.status).toBe(200);
    const seeds = rotated.body as unknown as SeedsAnswer;
    expect(seeds.Active).toMatchObject({ ClientSeed: 'my-own-seed', Nonce: 0, ServerSeed: null });
    expect(seeds.Previous[0]).toMatchObject({ ServerSeedHash: before.Active.ServerSeedHash, Nonce: 3 });
    expect(serverSeedHash(seeds.Previous[0]!.ServerSeed!)).toBe(before.Active.ServerSeedHash);
    const history = (await b.get('/api/profile/casinohistory/getcasinohistory?range=last24')).body as unknown as CasinoHistory;
    expect(history.Total).toBe(3);
    for (const round of history.Rounds) {
      expect(round.ServerSeed).toBe(seeds.Previous[0]!.ServerSeed);
      const replay = replayRound(round.Game, { serverSeed: round.ServerSeed!, clientSeed: round.ClientSeed, nonce: round.Nonce }, round.Bet, round.Actions);
      expect(replay.ok).toBe(true);
      if (!replay.ok || replay.kind !== 'instant') throw new Error('not replayed');
      expect(replay.outcome).toEqual(round.Outcome);
      expect(replay.payout.toString()).toBe(round.PayoutMinor);
    }
  });

  test('[#19] blackjack: a double holds a second stake, the hand settles when it ends, the hole card stays hidden until then, and a finished hand takes no action', async () => {
    const { b } = await fundedPlayer(t.base, '100');
    let round: CasinoRound | null = null;
    // Deal until a hand is open (a blackjack for either side settles at the deal).
    for (let i = 0; i < 20 && round?.Status !== 'open'; i++) round = roundOf((await play(b, { Game: 'blackjack', Bet: { StakeMinor: '500' } })).body);
    expect(round?.Status).toBe('open');
    const open = round!;
    expect((open.Outcome as { dealer: string[] }).dealer).toHaveLength(1);
    const second = await play(b, { Game: 'blackjack', Bet: { StakeMinor: '500' } });
    expect([second.status, second.body.error]).toEqual([409, ERROR_CODES.roundOpen]);
    const rotate = await b.post('/api/casino/seeds/rotate', { ClientSeed: 'not-now' });
    expect([rotate.status, rotate.body.error]).toEqual([409, ERROR_CODES.roundOpen]);
    const doubled = await act(b, open.Id, 'double');
    expect(doubled.status).toBe(200);
    const done = roundOf(doubled.body);
    expect(done).toMatchObject({ Status: 'settled', StakeMinor: '1000', Actions: ['double'] });
    expect((done.Outcome as { dealer: string[] }).dealer.length).toBeGreaterThanOrEqual(2);
    const late = await act(b, open.Id, 'hit');
    expect([late.status, late.body.error]).toEqual([409, ERROR_CODES.roundFinished]);
    const [row] = await t.db.query<{ n: number }>('select cardinality(reservations) as n from casino_rounds where id = $1', [open.Id]);
    expect(Number(row!.n)).toBe(2);
    await ledgerSound();
  });

  test('[#19] demo rounds play for guests with a server seed made for the round and shown with it; no money moves', async () => {
    const guest = await new Browser(t.base).ready();
    const [before] = await t.db.query<{ n: bigint }>('select count(*) as n from ledger_transactions');
    const answer = await guest.post('/api/casino/demo-rounds', { ...spin('100'), ClientSeed: 'guest-seed' });
    expect(answer.status).toBe(201);
    const round = roundOf(answer.body);
    expect(round).toMatchObject({ Mode: 'demo', Status: 'settled', ClientSeed: 'guest-seed', Nonce: 0 });
    expect(serverSeedHash(round.ServerSeed!)).toBe(round.ServerSeedHash);
    const [after] = await t.db.query<{ n: bigint }>('select count(*) as n from ledger_transactions');
    expect(after!.n).toBe(before!.n);
    const real = await guest.post('/api/casino/rounds', spin(), { 'idempotency-key': newKey('guest') });
    expect([real.status, real.body.error]).toEqual([401, ERROR_CODES.unauthorized]);
  });
});

describe('casino requests that are refused name what is wrong', { timeout: 60_000 }, () => {
  let t: TestHouse;
  beforeAll(async () => {
    t = await startTestHouse('embedded');
  });
  afterAll(() => t.close());

  test('[#19] bad bets, unknown games, out-of-range stakes and guests asking for real play', async () => {
    const { b } = await fundedPlayer(t.base, '10');
    const cases: [unknown, number, string, string][] = [
      [{ Game: 'no-such-game', Bet: { StakeMinor: '100' } }, 404, ERROR_CODES.unknownGame, 'Game'],
      [{ Game: 'fruit-fiesta', Bet: { StakeMinor: 'ten' } }, 400, ERROR_CODES.invalid, 'Bet.StakeMinor'],
      [{ Game: 'fruit-fiesta', Bet: { StakeMinor: '100', Lines: 5 } }, 400, ERROR_CODES.invalid, 'Bet.Lines'],
      [{ Game: 'fruit-fiesta', Bet: { StakeMinor: '5' } }, 400, ERROR_CODES.casinoStakeOutOfRange, 'Bet'],
      [{ Game: 'european-roulette', Bet: { Placements: [{ Kind: 'split', Numbers: [1, 5], StakeMinor: '100' }] } }, 400, ERROR_CODES.invalid, 'Bet.Placements.0.Numbers'],
      [{ Game: 'fruit-fiesta' }, 400, ERROR_CODES.invalid, 'Bet'],
    ];
    for (const [body, status, error, field] of cases) {
      const answer = await play(b, body);
      expect([answer.status, answer.body.error, answer.body.field], JSON.stringify(body)).toEqual([status, error, field]);
    }
    const broke = await play(b, spin('2000'));
    expect([broke.status, broke.body.error]).toEqual([409, 'InsufficientBalanceException']);
    const guest = await new Browser(t.base).ready();
    const launch = await guest.post('/api/casino/launch', { Game: 'fruit-fiesta', Provider: 'reelwright', Mode: 'real' });
    expect([launch.status, launch.body.error, launch.body.field]).toEqual([401, ERROR_CODES.realPlayNeedsAccount, 'Mode']);
    const demo = await guest.post('/api/casino/launch', { Game: 'fruit-fiesta', Provider: 'reelwright', Mode: 'demo' });
    expect(demo.body).toEqual({ Url: '/table-game/reelwright/fruit-fiesta?mode=demo', Mode: 'demo' });
    const wrongProvider = await guest.post('/api/casino/launch', { Game: 'fruit-fiesta', Provider: 'skyline', Mode: 'demo' });
    expect([wrongProvider.status, wrongProvider.body.field]).toEqual([404, 'Game']);
  });

  test('[#19] a signed-in player’s demo is in their own currency, with its stake limits; a guest’s in euros', async () => {
    const { b } = await fundedPlayer(t.base, '0', { Currency: 'KRW' });
    const won = await b.post('/api/casino/demo-rounds', { Game: 'rocket-crash', Bet: { StakeMinor: '100', TargetHundredths: 200 } });
    expect([won.status, roundOf(won.body).Currency]).toEqual([201, 'KRW']);
    const small = await b.post('/api/casino/demo-rounds', { Game: 'rocket-crash', Bet: { StakeMinor: '50', TargetHundredths: 200 } });
    expect([small.status, small.body.error]).toEqual([400, ERROR_CODES.casinoStakeOutOfRange]);
    const guest = await new Browser(t.base).ready();
    const euros = await guest.post('/api/casino/demo-rounds', { Game: 'rocket-crash', Bet: { StakeMinor: '50', TargetHundredths: 200 } });
    expect([euros.status, roundOf(euros.body).Currency]).toEqual([201, 'EUR']);
  });

  test('[#19][API-31][API-35] the catalogue lists every game with its provider, RTP and stake limits; top and popular lists; thumbnails are SVG', async () => {
    const guest = await new Browser(t.base).ready();
    const catalogue = (await guest.get('/api/casino/games')).body as { Providers: { Key: string }[]; Games: { Key: string; Rtp: number; MinStakeMinor: string; MaxStakeMinor: string }[] };
    expect(catalogue.Providers.map((p) => p.Key)).toEqual(['reelwright', 'green-felt', 'skyline']);
    expect(catalogue.Games.map((g) => g.Key).sort()).toEqual(['baccarat', 'blackjack', 'european-roulette', 'fruit-fiesta', 'gem-cascade', 'pharaoh-gold', 'rocket-crash']);
    for (const g of catalogue.Games) expect(g).toMatchObject({ MinStakeMinor: '10', MaxStakeMinor: '10000' });
    expect(((await guest.get('/api/CasinoTop/Get?page=1')).body.Games as unknown[]).length).toBeGreaterThan(0);
    expect((await guest.get('/api/CasinoTop/Get?page=0')).body.field).toBe('page');
    expect(((await guest.get('/api/PopularCasinoGames/Table')).body.Games as { Key: string }[]).map((g) => g.Key).sort()).toEqual(['baccarat', 'blackjack', 'european-roulette']);
    expect((await guest.get('/api/PopularCasinoGames/Nope')).status).toBe(404);
    const svg = await fetch(`${t.base}/api/casino/thumbnails/gem-cascade.svg`);
    expect([svg.status, svg.headers.get('content-type')]).toEqual([200, 'image/svg+xml']);
    expect(await svg.text()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect((await fetch(`${t.base}/api/casino/thumbnails/none.svg`)).status).toBe(404);
  });
});
