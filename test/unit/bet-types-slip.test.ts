/**
 * The slip's bet types in the worker (SPEC STA-07, STA-09, STA-13..18, ENM-08, CON-08, CON-09,
 * API-40): which tabs the selections offer, the system and teaser choices, the number of bets and
 * the stake they hold, the house's limits checked before sending, and the one ticket Place bet posts.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { Market } from '../../schemas/market.ts';
import type { BetslipModel } from '../../workers/feed/contract.ts';
import { createFeedEngine } from '../../workers/feed/engine.ts';
import { applyPatches } from '../../workers/feed/patches.ts';
import { createFakeHouse } from '../fixtures/fake-house.ts';
import { createFakeSocket } from '../fixtures/fake-socket.ts';
import { snapshotMessage, T0, wireMatch, wireMoneyLine } from '../fixtures/wire.ts';

beforeEach(() => vi.useFakeTimers({ now: T0 }));
afterEach(() => vi.useRealTimers());

/** A basketball point spread: home −3.5 and away +3.5 at 1.91 (market type 3). */
function spread(id: number): Market {
  const odd = (n: number, Title: string, SpecialBetValue: string) => ({ ID: id * 10 + n, Title, OriginalTitle: Title, TitleSuffix: '', SpecialBetValue, Value: 1.91, IsActive: true });
  return {
    ID: id,
    MarketID: 3,
    Title: 'Handicap',
    TitleSuffix: '',
    IsSuspended: false,
    HeaderType: 2,
    MarketSpecifications: { Period: 0, SpecialType: 2, StatType: 0, CompetitorType: 0, PeriodType: 1 },
    Odds: [odd(0, '1', '-3.5'), odd(1, '2', '+3.5')],
  };
}

/** Matches 1..5 (soccer, a money line at 2.00) and 11..13 (basketball, a spread). */
async function setup() {
  const socket = createFakeSocket();
  const flushes: (() => void)[] = [];
  const house = createFakeHouse();
  const engine = createFeedEngine({ socket, house, freeze: true, scheduleFlush: (f) => void flushes.push(f) });
  const slip: Record<string, unknown> = {};
  engine.start();
  engine.watch({ kind: 'betslip' }, (p) => applyPatches(slip, p));
  socket.setState('started');
  const soccer = [1, 2, 3, 4, 5].map((id) => wireMatch(id, { Markets: [wireMoneyLine(id * 100, [2, 3.3, 3.6])] }));
  const basketball = [11, 12, 13].map((id) => wireMatch(id, { SportSystemID: 20, Markets: [spread(id * 100)] }));
  socket.deliver(snapshotMessage('live', 1, [...soccer, ...basketball]));
  await engine.run({ kind: 'set-player', player: { currency: 'EUR' } });
  // The placement code (limits, the stored odds-change policy) is loaded lazily: let it arrive.
  for (let i = 0; i < 10; i++) await vi.dynamicImportSettled();
  const frame = async () => {
    await vi.advanceTimersByTimeAsync(0);
    flushes.splice(0).forEach((f) => f());
  };
  const add = async (...ids: number[]) => {
    for (const id of ids) {
      // The first outcome of each match's one market: home on the money line, home −3.5 on a spread.
      expect(await engine.run({ kind: 'toggle-selection', pick: { matchId: id, marketId: id * 100, outcomeId: id * 1000 } })).toBeNull();
    }
  };
  await frame();
  return { engine, house, frame, add, slip: slip as BetslipModel };
}

describe('bet types on the slip', () => {
  test('[STA-13][STA-14][STA-15][STA-16][STA-17] the tabs offered follow the selections: count, one per match', async () => {
    const { engine, add, frame, slip } = await setup();
    await add(1);
    await frame();
    expect(slip.tabs).toEqual(['single']);
    await add(2);
    await frame();
    expect(slip.tabs).toEqual(['single', 'combo', 'ifbet', 'reversebet']);
    await add(3);
    await frame();
    expect(slip.tabs).toEqual(['single', 'combo', 'system', 'ifbet', 'reversebet']);
    // Two outcomes of match 1: no combo, system or teaser (STA-15, STA-16, STA-18); if-bets still.
    await engine.run({ kind: 'toggle-selection', pick: { matchId: 1, marketId: 100, outcomeId: 1001 } });
    await frame();
    expect(slip.tabs).toEqual(['single', 'ifbet', 'reversebet']);
    // A tab chosen before its rule failed stays, saying why.
    await engine.run({ kind: 'set-mode', mode: 'combo' });
    await frame();
    expect(slip.tabs).toContain('combo');
    expect(slip).toMatchObject({ tabRule: 'same-match', blocked: 'same-match' });
  });

  test('[STA-16][CON-11] system: the named systems on offer, bets and stake per bet, bankers, and the ticket posted', async () => {
    const { engine, house, add, frame, slip } = await setup();
    await add(1, 2, 3);
    await engine.run({ kind: 'set-mode', mode: 'system' });
    await frame();
    expect(slip.systems.map((o) => [o.name, o.bets])).toEqual([
      ['trixie', 4],
      ['patent', 7],
      [null, 3],
    ]);
    expect(slip.systemKey).toBe('2,3');
    // STA-16: at least one stake entered.
    expect(slip.blocked).toBe('no-stake');
    await engine.run({ kind: 'set-stake', key: 'system', stake: '1.50' });
    await frame();
    // A Trixie at 2.00 each: 3 doubles of 6.00 and a treble of 12.00.
    expect(slip).toMatchObject({ betCount: 4, totalStake: '6.00', potentialReturn: '30.00', blocked: null });
    await engine.run({ kind: 'set-system', key: '1,2,3' });
    await frame();
    expect(slip).toMatchObject({ betCount: 7, totalStake: '10.50' });

    // A banker: with 2 free selections the systems are over those two.
    await engine.run({ kind: 'toggle-banker', key: '1:1000' });
    await frame();
    expect(slip.selections.map((s) => s.banker)).toEqual([true, false, false]);
    expect(slip.systems.map((o) => o.sizes)).toEqual([[1], [2]]);
    await engine.run({ kind: 'set-system', key: '1' });
    await frame();
    expect(slip).toMatchObject({ systemKey: '1', betCount: 2, totalStake: '3.00' });

    house.answer = { ok: false, status: 409, error: { error: 'odds-changed', message: 'x' } };
    await engine.run({ kind: 'place-bets' });
    expect(house.posts[0]?.body).toMatchObject({ BetType: 3, Stake: '1.50', SystemSizes: [1], Bankers: [0] });
  });

  test('[ENM-08][STA-14] several singles with stakes are one ticket of multiple singles (1.1); one is a single (1)', async () => {
    const { engine, house, add, frame, slip } = await setup();
    await add(1, 2, 3);
    await engine.run({ kind: 'set-stake', key: '1:1000', stake: '2' });
    await engine.run({ kind: 'set-stake', key: '3:3000', stake: '3' });
    await frame();
    expect(slip).toMatchObject({ betCount: 2, totalStake: '5.00', potentialReturn: '10.00' });
    house.answer = { ok: false, status: 0, error: null };
    await engine.run({ kind: 'place-bets' });
    expect(house.posts[0]?.body).toMatchObject({ BetType: 1.1, Stakes: ['2.00', '3.00'], Selections: [{ MatchID: 1 }, { MatchID: 3 }] });
    expect(house.posts[0]?.body).not.toHaveProperty('Stake');
    await engine.run({ kind: 'set-stake', key: '1:1000', stake: '' });
    await engine.run({ kind: 'place-bets' });
    expect(house.posts[1]?.body).toMatchObject({ BetType: 1, Stake: '3.00', Selections: [{ MatchID: 3 }] });
  });

  test('[STA-17] if-bet holds one stake; a reverse is n·(n−1) if-bets at the stake each', async () => {
    const { engine, house, add, frame, slip } = await setup();
    await add(1, 2, 3);
    await engine.run({ kind: 'set-mode', mode: 'reversebet' });
    await engine.run({ kind: 'set-stake', key: 'reversebet', stake: '1' });
    await frame();
    // Each chain at 2.00, 2.00: 1 + 1 + 1 = 3; six chains.
    expect(slip).toMatchObject({ betCount: 6, totalStake: '6.00', potentialReturn: '18.00' });
    await engine.run({ kind: 'set-mode', mode: 'ifbet' });
    await engine.run({ kind: 'set-stake', key: 'ifbet', stake: '10' });
    await frame();
    expect(slip).toMatchObject({ betCount: 1, totalStake: '10.00', potentialReturn: '40.00' });
    house.answer = { ok: false, status: 0, error: null };
    await engine.run({ kind: 'place-bets' });
    expect(house.posts[0]?.body).toMatchObject({ BetType: 4, Stake: '10.00' });
  });

  test('[STA-18][ENT-43] teaser: offered for spreads of one teaser sport, each line shown teased, the table odds', async () => {
    const { engine, house, add, frame, slip } = await setup();
    await add(11, 12);
    await frame();
    expect(slip.tabs).toContain('teaser');
    await engine.run({ kind: 'set-mode', mode: 'teaser' });
    await engine.run({ kind: 'set-stake', key: 'teaser', stake: '10' });
    await frame();
    expect(slip.teaserTypes.map((t) => [t.id, t.points, t.odds])).toEqual([
      [4, 4, 1.909],
      [5, 4.5, 1.833],
      [6, 5, 1.769],
    ]);
    expect(slip.selections.map((s) => s.teasedLine)).toEqual(['+0.5', '+0.5']);
    expect(slip).toMatchObject({ teaserTypeId: 4, totalOdds: 1.909, potentialReturn: '19.09', blocked: null });
    await engine.run({ kind: 'set-teaser', teaserTypeId: 6 });
    await frame();
    expect(slip.selections.map((s) => s.teasedLine)).toEqual(['+1.5', '+1.5']);
    house.answer = { ok: false, status: 0, error: null };
    await engine.run({ kind: 'place-bets' });
    expect(house.posts[0]?.body).toMatchObject({ BetType: 6, Stake: '10.00', TeaserTypeID: 6 });
    // A soccer money line cannot be teased: the tab goes, and says why if it was chosen.
    await add(1);
    await frame();
    expect(slip).toMatchObject({ tabRule: 'teaser-legs', blocked: 'teaser-legs' });
  });

  test('[API-40][CON-09][CON-08] the house limits load with the player and are checked before sending; quick stakes fill the stake', async () => {
    const { engine, house, add, frame, slip } = await setup();
    expect(house.gets).toContain('/api/betting/limits?currency=EUR');
    await add(1, 2);
    await frame();
    expect(slip.limits).toEqual({ minStake: '0.10', maxStakePerSelection: '100.00', maxStakePerTicket: '1000.00', maxPayout: '50000.00', quickStakes: ['1.00', '5.00', '10.00', '50.00'] });
    // CON-08: on the single tab a quick stake fills every selection; on another tab, its stake.
    await engine.run({ kind: 'quick-stake', stake: '5.00' });
    await frame();
    expect(slip.selections.map((s) => s.stake)).toEqual(['5.00', '5.00']);
    await engine.run({ kind: 'set-mode', mode: 'combo' });
    await engine.run({ kind: 'quick-stake', stake: '50.00' });
    await frame();
    expect(slip.tabStake).toBe('50.00');

    await engine.run({ kind: 'set-stake', key: 'combo', stake: '0.05' });
    await frame();
    expect(slip).toMatchObject({ blocked: 'limit', limitBreach: { limit: 'min-stake', amount: '0.10' } });
    expect(await engine.run({ kind: 'place-bets' })).toBe('blocked');
    expect(house.posts).toEqual([]);
    await engine.run({ kind: 'set-stake', key: 'combo', stake: '150' });
    await frame();
    // Over a maximum is said but sent: the house answers with a trader offer (ADR 0027, test/unit/trader-offer-slip.test.ts).
    expect(slip).toMatchObject({ blocked: null, limitBreach: { limit: 'max-stake-per-selection', amount: '100.00' } });
    // Limits that could not be read do not block: the house checks them anyway.
    house.limits = null;
    await engine.run({ kind: 'set-player', player: { currency: 'USD' } });
    await frame();
    expect(slip).toMatchObject({ limits: null, limitBreach: null });
  });

  test('[STA-09] a second Place bet while one is in flight is refused as blocked and sends nothing', async () => {
    const { engine, house, add, frame } = await setup();
    await add(1);
    await engine.run({ kind: 'set-stake', key: '1:1000', stake: '5' });
    await frame();
    let answer: (value: never) => void = () => {};
    house.post = (path, body, key) => {
      house.posts.push({ path, body, key });
      return new Promise((resolve) => (answer = resolve));
    };
    const first = engine.run({ kind: 'place-bets' });
    await vi.advanceTimersByTimeAsync(0);
    expect(await engine.run({ kind: 'place-bets' })).toBe('blocked');
    answer({ ok: false, status: 0, error: null } as never);
    await first;
    expect(house.posts).toHaveLength(1);
  });
});
