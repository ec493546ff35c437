/**
 * Bonus codes over HTTP (issue #18, ADR 0035; SPEC SCR-47, VAL-13/14), on embedded PostgreSQL and
 * (with TEST_DATABASE_URL) a real server: a code credits bonus money kept apart from the balance,
 * released to cash by the stake that completes its wagering; each code once per player, even when
 * claimed in parallel; a deposit-linked code asks for a deposit first.
 */
import { describe, expect, test } from 'vitest';
import type { Bonuses } from '../../schemas/bonuses.ts';
import { ERROR_CODES } from '../../schemas/errors.ts';
import { DB_TARGETS, type Browser } from '../fixtures/accounts-client.ts';
import { balance, controlledHouseForSuite, fundedPlayer, place } from '../fixtures/controlled-house.ts';

const claim = (b: Browser, BonusCode: unknown) => b.post('/api/bonuses/claim', { BonusCode });

describe.each(DB_TARGETS)('bonus codes (%s PostgreSQL)', { timeout: 60_000 }, (target) => {
  const { single, house } = controlledHouseForSuite(target, 8);
  const ledgerSound = async () => expect(await house().module.wallet.audit()).toEqual({ unbalanced: [], cacheMismatches: [], negative: [], mixed: [] });

  test('[SCR-47][VAL-13] a code credits bonus money apart from the balance; staking 5× it releases it to cash, with that stake', async () => {
    const { b } = await fundedPlayer(house().base, '100');
    const claimed = await claim(b, 'welcome10');
    expect(claimed.status).toBe(200);
    const bonuses = claimed.body as Bonuses;
    expect(bonuses.BonusBalance).toBe('10.00');
    expect(bonuses.Bonuses).toEqual([expect.objectContaining({ Code: 'WELCOME10', Amount: '10.00', Wagered: '0.00', WageringTarget: '50.00', Status: 'wagering' })]);
    expect(await balance(b)).toBe('10000');
    expect((await place(b, single(1, '30'))).status).toBe(201);
    expect(((await b.get('/api/bonuses')).body as Bonuses).Bonuses[0]).toMatchObject({ Wagered: '30.00', Status: 'wagering' });
    expect(await balance(b)).toBe('7000');
    // The stake that reaches 50 releases the 10 in its own transaction.
    expect((await place(b, single(2, '20'))).status).toBe(201);
    const after = (await b.get('/api/bonuses')).body as Bonuses;
    expect(after.BonusBalance).toBe('0.00');
    expect(after.Bonuses[0]).toMatchObject({ Wagered: '50.00', Status: 'released' });
    expect(await balance(b)).toBe('6000');
    const kinds = ((await b.get('/api/history/transactions?range=last24')).body.Transactions as { Kind: string; Amount: string }[]).map((t) => [t.Kind, t.Amount]);
    expect(kinds[0]).toEqual(['bonus', '10.00']);
    await ledgerSound();
  });

  test('[VAL-14] a deposit-linked code asks for a deposit first; an unknown code, a second claim and a demo account are refused, naming BonusCode', async () => {
    const { b } = await fundedPlayer(house().base, '50');
    const needs = await claim(b, 'DEPOSIT20');
    expect([needs.status, needs.body.error, needs.body.field]).toEqual([409, ERROR_CODES.bonusNeedsDeposit, 'BonusCode']);
    const unknown = await claim(b, 'NOSUCHCODE');
    expect([unknown.status, unknown.body.error, unknown.body.field]).toEqual([404, ERROR_CODES.bonusCodeUnknown, 'BonusCode']);
    const bad = await claim(b, 'has spaces');
    expect([bad.status, bad.body.field]).toEqual([400, 'BonusCode']);
    expect((await claim(b, 'WELCOME10')).status).toBe(200);
    const again = await claim(b, 'WELCOME10');
    expect([again.status, again.body.error]).toEqual([409, ERROR_CODES.bonusAlreadyClaimed]);
    const { b: demo } = await fundedPlayer(house().base, '0', { Demo: true });
    const refused = await claim(demo, 'WELCOME10');
    expect([refused.status, refused.body.error]).toEqual([403, ERROR_CODES.demoAccount]);
  });

  test('20 parallel claims of one code credit it once', async () => {
    const { b, userId } = await fundedPlayer(house().base, '0');
    const answers = await Promise.all(Array.from({ length: 20 }, () => claim(b, 'WELCOME10')));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200)) expect(a.body.error).toBe(ERROR_CODES.bonusAlreadyClaimed);
    const [row] = await house().db.query<{ n: bigint }>(`select count(*) as n from ledger_transactions where user_id = $1 and kind = 'bonus'`, [userId]);
    expect(Number(row!.n)).toBe(1);
    expect(((await b.get('/api/bonuses')).body as Bonuses).BonusBalance).toBe('10.00');
    await ledgerSound();
  });
});
