/**
 * Mystery jackpots over HTTP (issue #19; SPEC ENT-59, API-25, API-55), on embedded PostgreSQL and
 * (with TEST_DATABASE_URL) a real server: every real stake adds its exact share to each pot of its
 * currency, demo play adds nothing, a pot drops at its committed amount into the winner's cash in
 * the round's own ledger transaction, and the winnings table lists the win, page 1 first, with the
 * drop amount and salt that match the hash published before.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { dropCommitment } from '../../domain/casino/jackpot.ts';
import type { RoundAnswer } from '../../schemas/casino.ts';
import { ERROR_CODES } from '../../schemas/errors.ts';
import type { JackpotsAnswer, JackpotWinningsAnswer } from '../../schemas/jackpots.ts';
import { Browser, DB_TARGETS, startTestHouse, type TestHouse } from '../fixtures/accounts-client.ts';
import { balance, fundedPlayer, newKey } from '../fixtures/controlled-house.ts';

const spin = (b: Browser, stake: string) => b.post('/api/casino/rounds', { Game: 'fruit-fiesta', Bet: { StakeMinor: stake } }, { 'idempotency-key': newKey('jp') });
const pots = async (b: Browser) => ((await b.get('/api/casino/jackpots')).body as unknown as JackpotsAnswer).Jackpots;
const amountOf = async (b: Browser, tier: string) => BigInt((await pots(b)).find((p) => p.Tier === tier)!.AmountMinor);

describe.each(DB_TARGETS)('mystery jackpots (%s PostgreSQL)', { timeout: 120_000 }, (target) => {
  let t: TestHouse;
  beforeAll(async () => {
    t = await startTestHouse(target, { HOUSE_TEST_HOOKS: '1' });
  });
  afterAll(() => t.close());
  const ledgerSound = async () => expect(await t.house.accounts!.wallet.audit()).toEqual({ unbalanced: [], cacheMismatches: [], negative: [], mixed: [] });

  test('[ENT-59][API-25] the pots of a currency start at their seeds, each with a committed drop hash', async () => {
    const guest = await new Browser(t.base).ready();
    const answer = (await guest.get('/api/casino/jackpots')).body as unknown as JackpotsAnswer;
    expect(answer.Currency).toBe('EUR');
    expect(answer.Jackpots.map((p) => [p.Tier, p.SeedMinor, p.MustDropByMinor])).toEqual([
      ['mini', '500', '2500'],
      ['major', '5000', '25000'],
      ['mega', '50000', '250000'],
    ]);
    for (const pot of answer.Jackpots) {
      expect(BigInt(pot.AmountMinor)).toBeGreaterThanOrEqual(BigInt(pot.SeedMinor));
      expect(pot.DropHash).toMatch(/^[0-9a-f]{64}$/);
    }
  });

  test('[#19] each real stake adds its exact share to every pot; the stakes of a demo account add nothing', async () => {
    const { b } = await fundedPlayer(t.base, '100');
    const before = await Promise.all(['mini', 'major', 'mega'].map((tier) => amountOf(b, tier)));
    for (let i = 0; i < 4; i++) expect((await spin(b, '2500')).status).toBe(201);
    const after = await Promise.all(['mini', 'major', 'mega'].map((tier) => amountOf(b, tier)));
    // 4 × 25.00 = 10,000 minor staked: 0.30 %, 0.15 % and 0.05 % of it.
    expect(after.map((a, i) => a - before[i]!)).toEqual([30n, 15n, 5n]);

    const { b: demo } = await fundedPlayer(t.base, '0', { Demo: true });
    expect((await demo.post('/api/casino/rounds', { Game: 'fruit-fiesta', Bet: { StakeMinor: '2500' } }, { 'idempotency-key': newKey('demo') })).status).toBe(201);
    expect(await Promise.all(['mini', 'major', 'mega'].map((tier) => amountOf(b, tier)))).toEqual(after);
  });

  test('[ENT-59][API-55][SCR-51] a pot drops at its committed amount: paid with the round, listed in the winnings, then seeded again', async () => {
    const { b, userName } = await fundedPlayer(t.base, '50');
    const pot = (await pots(b)).find((p) => p.Tier === 'mini')!;
    expect((await (await new Browser(t.base).ready()).post('/api/test/jackpot-drop', { Currency: 'EUR', Tier: 'mini' })).status).toBe(200);
    const played = await spin(b, '100');
    expect(played.status).toBe(201);
    const answer = played.body as unknown as RoundAnswer;
    const [win] = answer.Jackpots ?? [];
    expect(win).toMatchObject({ Tier: 'mini', Currency: 'EUR', Game: 'fruit-fiesta', Player: `${userName.slice(0, 2)}***` });
    expect(BigInt(win!.AmountMinor)).toBeGreaterThanOrEqual(BigInt(pot.AmountMinor));
    expect(dropCommitment(BigInt(win!.DropMinor), win!.DropSalt)).toBe(win!.DropHash);
    const expected = 5000n - 100n + BigInt(answer.Round.PayoutMinor) + BigInt(win!.AmountMinor);
    expect(answer.Balance?.AvailableMinor).toBe(expected.toString());
    expect(await balance(b)).toBe(expected.toString());
    await ledgerSound();

    const reseeded = (await pots(b)).find((p) => p.Tier === 'mini')!;
    expect(reseeded.DropHash).not.toBe(win!.DropHash);
    expect(BigInt(reseeded.AmountMinor)).toBeLessThan(BigInt(reseeded.SeedMinor) + 2n);

    const page1 = (await b.get('/api/casino/jackpots/winnings')).body as unknown as JackpotWinningsAnswer;
    expect(page1).toMatchObject({ Page: 1, PageSize: 10, Total: 1 });
    expect(page1.Wins[0]).toEqual(win);
    expect(((await b.get(`/api/casino/jackpots/wins/${win!.Id}`)).body as { Win: unknown }).Win).toEqual(win);
    const other = await fundedPlayer(t.base, '1');
    expect((await other.b.get(`/api/casino/jackpots/wins/${win!.Id}`)).status).toBe(404);
    const bad = await b.get('/api/casino/jackpots/winnings?page=0');
    expect([bad.status, bad.body.error, bad.body.field]).toEqual([400, ERROR_CODES.invalid, 'page']);
  });
});
