import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { TicketWithOffer } from '../../schemas/betting.ts';
import type { CashoutMessage } from '../../schemas/cashout-feed.ts';
import { PROTOCOL_VERSION } from '../../schemas/protocol.ts';
import { MAX_BETSLIP_SELECTIONS } from '../../workers/feed/betslip.ts';
import type { BetslipModel, MyBetsModel } from '../../workers/feed/contract.ts';
import { createFeedEngine, STALE_AFTER_MS } from '../../workers/feed/engine.ts';
import { applyPatches } from '../../workers/feed/patches.ts';
import { SubscriptionRefused } from '../../workers/feed/socket.ts';
import { createFakeHouse } from '../fixtures/fake-house.ts';
import { createFakeSocket } from '../fixtures/fake-socket.ts';
import { EPOCH, T0, eventsMessage, heartbeatMessage, snapshotMessage, wireMatch } from '../fixtures/wire.ts';

beforeEach(() => vi.useFakeTimers({ now: T0 }));
afterEach(() => vi.useRealTimers());

function setup() {
  const socket = createFakeSocket();
  const flushes: (() => void)[] = [];
  const house = createFakeHouse();
  const engine = createFeedEngine({ socket, house, freeze: true, scheduleFlush: (f) => void flushes.push(f) });
  const slip: Record<string, unknown> = {};
  const bets: Record<string, unknown> = {};
  engine.start();
  engine.watch({ kind: 'betslip' }, (p) => applyPatches(slip, p));
  engine.watch({ kind: 'bets' }, (p) => applyPatches(bets, p));
  socket.setState('started');
  socket.deliver(snapshotMessage('live', 1, [wireMatch(1), wireMatch(2)]));
  const frame = () => flushes.splice(0).forEach((f) => f());
  return { socket, engine, house, frame, slip: slip as BetslipModel, bets: bets as MyBetsModel };
}

const home1 = { matchId: 1, marketId: 100, outcomeId: 1000 };
const away2 = { matchId: 2, marketId: 200, outcomeId: 2002 };

describe('the betslip in the worker', () => {
  test('a selection is added at the current price and follows its match topic; adding it again takes it off', async () => {
    const { engine, socket, frame, slip } = setup();
    expect(await engine.run({ kind: 'toggle-selection', pick: home1 })).toBeNull();
    frame();
    expect(slip.selections).toMatchObject([{ matchId: 1, outcomeTitle: '1', price: 2.1, shownPrice: 2.1, stale: false, available: true }]);
    expect(socket.subscriptions.map((s) => s.stream)).toContain('match/1');
    expect(await engine.run({ kind: 'toggle-selection', pick: home1 })).toBeNull();
    frame();
    expect(slip.selections).toEqual([]);
    expect(socket.unsubscriptions).toEqual(['match/1']);
  });

  test('[STA-10] a worse price is shown against the accepted one, and placing waits until the player accepts it', async () => {
    const { engine, socket, frame, slip } = setup();
    await engine.run({ kind: 'toggle-selection', pick: home1 });
    socket.deliver(eventsMessage('live', 2, [{ kind: 'odds', MatchID: 1, MarketID: 100, OddID: 1000, Value: 1.9 }]));
    frame();
    expect(slip.selections[0]).toMatchObject({ price: 1.9, shownPrice: 2.1, priceChanged: true, betPrice: 2.1 });
    expect(slip.priceChanged).toBe(true);
    expect(engine.placeable()).toBeNull();
    await engine.run({ kind: 'accept-prices' });
    frame();
    expect(slip.priceChanged).toBe(false);
    expect(engine.placeable()).toEqual([expect.objectContaining({ ...home1, shownPrice: 1.9 })]);
  });

  test.each([
    ['decline any change', 0, 2.4, true],
    ['decline any change', 0, 1.9, true],
    ['accept better odds', 1, 2.4, false],
    ['accept better odds', 1, 1.9, true],
    ['accept any odds', 2, 2.4, false],
    ['accept any odds', 2, 1.9, false],
  ] as const)('[ENM-07][STA-10] "%s": a move to %s blocks betting: %s; a taken move is bet, and priced, at the new price', async (_name, acceptance, moved, blocks) => {
    const { engine, socket, frame, slip } = setup();
    await engine.run({ kind: 'toggle-selection', pick: home1 });
    await engine.run({ kind: 'set-acceptance', acceptance });
    await engine.run({ kind: 'set-stake', key: '1:1000', stake: '10' });
    socket.deliver(eventsMessage('live', 2, [{ kind: 'odds', MatchID: 1, MarketID: 100, OddID: 1000, Value: moved }]));
    frame();
    expect(slip.priceChanged).toBe(blocks);
    expect(engine.placeable() === null).toBe(blocks);
    const betAt = blocks ? 2.1 : moved;
    expect(slip.selections[0]).toMatchObject({ betPrice: betAt, potentialReturn: (10 * betAt).toFixed(2) });
  });

  test('stale-price safety: while the data is stale a selection cannot be added, and the slip cannot be bet', async () => {
    const { engine, socket, frame, slip } = setup();
    await engine.run({ kind: 'toggle-selection', pick: home1 });
    expect(engine.placeable()).not.toBeNull();
    socket.setState('disconnected');
    frame();
    expect(slip.stale).toBe(true);
    expect(slip.selections[0]?.stale).toBe(true);
    expect(engine.placeable()).toBeNull();
    expect(await engine.run({ kind: 'toggle-selection', pick: away2 })).toBe('stale');

    // Back: the live feed is resynced, but a silent feed goes stale again on its own.
    socket.setState('started');
    socket.deliver(snapshotMessage('live', 5, [wireMatch(1), wireMatch(2)]));
    frame();
    expect(slip.stale).toBe(false);
    expect(engine.placeable()).not.toBeNull();
    vi.advanceTimersByTime(STALE_AFTER_MS + 500);
    frame();
    expect(slip.stale).toBe(true);
    expect(engine.placeable()).toBeNull();
    socket.deliver(heartbeatMessage('live', 5));
    frame();
    expect(slip.stale).toBe(false);
  });

  test('a suspended market makes its selection unavailable; it cannot be added or bet', async () => {
    const { engine, socket, frame, slip } = setup();
    await engine.run({ kind: 'toggle-selection', pick: home1 });
    const suspended = { ...wireMatch(1).Markets[0]!, IsSuspended: true };
    socket.deliver(eventsMessage('live', 2, [{ kind: 'market', MatchID: 1, Market: suspended }]));
    frame();
    expect(slip.unavailable).toBe(true);
    expect(engine.placeable()).toBeNull();
    await engine.run({ kind: 'clear-betslip' });
    expect(await engine.run({ kind: 'toggle-selection', pick: home1 })).toBe('unavailable');
  });

  test('[STA-15] two selections of one match are flagged; the slip holds at most 10', async () => {
    const { engine, socket, frame, slip } = setup();
    await engine.run({ kind: 'toggle-selection', pick: home1 });
    await engine.run({ kind: 'toggle-selection', pick: { matchId: 1, marketId: 100, outcomeId: 1002 } });
    frame();
    expect(slip.sameMatch).toBe(true);
    const many = Array.from({ length: MAX_BETSLIP_SELECTIONS + 1 }, (_, i) => wireMatch(10 + i));
    socket.deliver(snapshotMessage('live', 9, many));
    await engine.run({ kind: 'clear-betslip' });
    const refusals = [];
    for (const m of many) refusals.push(await engine.run({ kind: 'toggle-selection', pick: { matchId: m.ID, marketId: m.ID * 100, outcomeId: m.ID * 1000 } }));
    expect(refusals.filter((r) => r === null)).toHaveLength(MAX_BETSLIP_SELECTIONS);
    expect(refusals.at(-1)).toBe('full');
  });

  test('a selection whose match the house no longer holds (its topic refused) becomes unavailable, never placeable', async () => {
    const { engine, socket, frame, slip } = setup();
    // A pre-match match, known only through its own topic (as on a match page).
    engine.followTopic('match/5');
    socket.deliver(snapshotMessage('match/5', 0, [wireMatch(5, { IsLive: false, LiveInfo: null })], 'epoch-1.7'));
    expect(await engine.run({ kind: 'toggle-selection', pick: { matchId: 5, marketId: 500, outcomeId: 5000 } })).toBeNull();
    expect(engine.placeable()).not.toBeNull();

    // The match is gone by the time the connection comes back: the house refuses its topic.
    socket.subscribe = async (topic) => {
      if (topic === 'match/5') throw new SubscriptionRefused({ code: 'topic-refused', topic, message: 'no match 5 in play or before kick-off' });
    };
    socket.setState('disconnected');
    socket.setState('started');
    await vi.advanceTimersByTimeAsync(10);
    frame();
    expect(slip.selections[0]).toMatchObject({ available: false, stale: true, matchName: 'Home 5 – Away 5' });
    expect(engine.inspect().book.matches[5]).toBeUndefined();
    expect(engine.placeable()).toBeNull();
  });
});

function ticket(id: string, offer: string | null): TicketWithOffer {
  return {
    TicketID: id, BetType: 1, Stake: '10.00', StakeMinor: '1000', Currency: 'EUR', TotalOdds: '2.1', PotentialPayout: '21.00', PotentialPayoutMinor: '2100',
    Status: 'open', OddsAcceptance: 1, PlacedAt: new Date(T0).toISOString(), SettledAt: null, CashoutAmount: null, Payout: null, PayoutMinor: null, SelectionResults: null,
    Selections: [{ MatchID: 1, MarketID: 100, OddID: 1000, Odds: 2.1, MatchName: 'Home 1 – Away 1', MarketName: '1X2', OutcomeTitle: '1' }],
    CashoutOffer: offer === null ? null : { Amount: offer, AmountMinor: String(Number(offer) * 100), CashoutOddsValues: [2.1] },
  };
}

const cashoutMessage = (seq: number, body: Partial<CashoutMessage> & Pick<CashoutMessage, 'type'>): CashoutMessage =>
  ({ v: PROTOCOL_VERSION, stream: 'cashout', epoch: `${EPOCH}.u1.1`, seq, ts: T0 + seq, ...body }) as CashoutMessage;

describe('the cashout topic in the worker', () => {
  test('signing in reconnects (the hub reads the session at connect) and follows the cashout topic', async () => {
    const { engine, socket, frame, bets } = setup();
    frame();
    expect(bets.status).toBe('signed-out');
    await engine.run({ kind: 'set-player', player: { currency: 'EUR' } });
    expect(socket.reconnects).toBe(1);
    socket.setState('disconnected');
    socket.setState('started');
    expect(socket.subscriptions.at(-1)).toEqual({ stream: 'cashout', lastSeq: null, epoch: null });
    await engine.run({ kind: 'set-player', player: null });
    expect(socket.reconnects).toBe(2);
  });

  test('[STA-37] [STA-38] [STA-39] [STA-40] [STA-41] offers and statuses fold into my bets', async () => {
    const { engine, socket, frame, bets, house } = setup();
    await engine.run({ kind: 'set-player', player: { currency: 'EUR' } });
    socket.setState('started');
    socket.deliver(cashoutMessage(3, { type: 'snapshot', snapshot: { Tickets: [ticket('7', '9.50'), ticket('8', '9.50'), ticket('9', null)] } }));
    frame();
    expect(bets.status).toBe('live');
    expect(bets.order).toEqual(['7', '8', '9']);

    // 7 and 8 are taken by the house (their outcome comes on the topic); 9 has no offer to take.
    house.answer = { ok: true, value: { TicketID: '7', Status: 0 } };
    expect(await engine.run({ kind: 'cash-out', ticketId: '7' })).toBeNull();
    expect(await engine.run({ kind: 'cash-out', ticketId: '8' })).toBeNull();
    expect(await engine.run({ kind: 'cash-out', ticketId: '9' })).toBe('no-offer');
    expect(house.posts.map((p) => [p.path, (p.body as { TicketID: string }).TicketID])).toEqual([
      ['/api/betting/cashout', '7'],
      ['/api/betting/cashout', '8'],
    ]);
    frame();
    expect(bets.cashout['7']).toMatchObject({ processing: true, error: null });
    expect(bets.cashout['9']).toBeUndefined();

    socket.deliver(
      cashoutMessage(4, {
        type: 'events',
        events: [
          { kind: 'cashoutStatus', TicketID: '7', Status: 1, Amount: '9.50', Message: null },
          { kind: 'cashoutStatus', TicketID: '8', Status: 2, Amount: null, Message: null },
          { kind: 'cashoutOffer', TicketID: '9', Amount: '8.00', AmountMinor: '800', CashoutOddsValues: [2.4] },
        ],
      }),
    );
    frame();
    expect(bets.cashout['7']).toMatchObject({ processing: false, cashedOut: 9.5 });
    expect(bets.tickets['7']).toMatchObject({ Status: 'cashed-out', CashoutAmount: '9.50', CashoutOffer: null });
    expect(bets.cashout['8']).toMatchObject({ processing: false, error: 'declined' });
    expect(bets.tickets['9']?.CashoutOffer).toMatchObject({ Amount: '8.00' });

    // A gap in the cashout topic is resynced like any other topic.
    socket.deliver(cashoutMessage(6, { type: 'events', events: [] }));
    vi.advanceTimersByTime(600);
    expect(socket.subscriptions.at(-1)).toEqual({ stream: 'cashout', lastSeq: 4, epoch: `${EPOCH}.u1.1` });
  });
});

describe('placing the slip from the worker', () => {
  const placed = (over: Record<string, unknown> = {}) => ({
    ...ticket('41', null),
    BetType: 2,
    Stake: '7.35',
    StakeMinor: '735',
    TotalOdds: '6.7584',
    PotentialPayout: '49.67',
    PotentialPayoutMinor: '4967',
    Balance: '992.65',
    BalanceMinor: '99265',
    PendingMinor: '735',
    ...over,
  });

  async function comboReady() {
    const setup_ = setup();
    const { engine } = setup_;
    await engine.run({ kind: 'set-player', player: { currency: 'EUR' } });
    await engine.run({ kind: 'toggle-selection', pick: home1 });
    await engine.run({ kind: 'toggle-selection', pick: away2 });
    await engine.run({ kind: 'set-mode', mode: 'combo' });
    await engine.run({ kind: 'set-stake', key: 'combo', stake: '7,35' });
    setup_.frame();
    return setup_;
  }

  test('[STA-07][ENT-39] the combo return is exact: floor(stake × Π prices) in minor units, as the house computes it', async () => {
    const { slip } = await comboReady();
    // An independent reference in integers: 735 minor units × Π thousandths, divided once, rounded down.
    const prices = slip.selections.map((s) => Math.round(s.shownPrice * 1000));
    const reference = (735n * prices.reduce((p, m) => p * BigInt(m), 1n)) / 1000n ** BigInt(prices.length);
    expect(slip.potentialReturn).toBe((Number(reference) / 100).toFixed(2));
    expect(slip.totalStake).toBe('7.35');
    expect(slip.blocked).toBeNull();
  });

  test('[STA-09] place-bets posts the combo once with a key, folds the ticket and the balance, and clears the slip', async () => {
    const { engine, house, frame, slip, bets } = await comboReady();
    house.answer = { ok: true, value: placed() };
    expect(await engine.run({ kind: 'place-bets' })).toBeNull();
    expect(house.posts).toHaveLength(1);
    const [post] = house.posts;
    expect(post).toMatchObject({ path: '/api/betting/place', key: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(post!.body).toEqual({
      BetType: 2,
      Stake: '7.35',
      OddsAcceptance: 1,
      Selections: [
        { MatchID: 1, MarketID: 100, OddID: 1000, Odds: 2.1 },
        { MatchID: 2, MarketID: 200, OddID: 2002, Odds: expect.any(Number) },
      ],
    });
    frame();
    expect(slip.selections).toEqual([]);
    expect(slip.tabStake).toBe('');
    expect(slip.balance).toEqual({ availableMinor: '99265', pendingMinor: '735', currency: 'EUR' });
    expect(bets.order).toEqual(['41']);
  });

  test('a refusal is kept by its code and field; a network failure keeps the attempt’s key for the retry', async () => {
    const { engine, house, frame, slip } = await comboReady();
    house.answer = { ok: false, status: 409, error: { error: 'odds-changed', field: 'Selections[0].Odds', message: 'Selections[0].Odds: the odds are now 2.2' } };
    expect(await engine.run({ kind: 'place-bets' })).toBe('refused');
    frame();
    expect(slip.failures).toEqual([{ about: null, code: 'odds-changed', field: 'Selections[0].Odds' }]);
    expect(slip.selections).toHaveLength(2);

    house.answer = { ok: false, status: 0, error: null };
    expect(await engine.run({ kind: 'place-bets' })).toBe('refused');
    expect(await engine.run({ kind: 'place-bets' })).toBe('refused');
    frame();
    expect(slip.failures).toEqual([{ about: null, code: 'network', field: null }]);
    const [refusedKey, lostKey, retryKey] = house.posts.map((p) => p.key);
    expect(lostKey).not.toBe(refusedKey);
    expect(retryKey).toBe(lostKey);
  });

  test('[ENM-07] with "accept any odds" a moved price never blocks: the bet is sent at the price the slip shows now', async () => {
    const { engine, house, socket } = await comboReady();
    await engine.run({ kind: 'set-acceptance', acceptance: 2 });
    socket.deliver(eventsMessage('live', 2, [{ kind: 'odds', MatchID: 1, MarketID: 100, OddID: 1000, Value: 1.95 }]));
    house.answer = { ok: true, value: placed() };
    expect(await engine.run({ kind: 'place-bets' })).toBeNull();
    expect(house.posts[0]?.body).toMatchObject({ OddsAcceptance: 2, Selections: [{ MatchID: 1, Odds: 1.95 }, { MatchID: 2 }] });
  });

  test('[ENM-07][API-40] the odds-change policy is kept on the house: read at sign-in, written on a change, and a change made while it is read wins', async () => {
    const { engine, house, frame, slip } = setup();
    /** Lets the lazily loaded placement code and the fake house's answers through (timers are fake here). */
    const settle = async () => {
      for (let i = 0; i < 20; i++) await vi.dynamicImportSettled();
      frame();
    };
    house.acceptance = { OddsAcceptance: 2 };
    await engine.run({ kind: 'toggle-selection', pick: home1 });
    await engine.run({ kind: 'set-player', player: { currency: 'EUR' } });
    await settle();
    expect(slip.acceptance).toBe(2);
    expect(house.gets).toContain('/api/betting/odds-acceptance');
    await engine.run({ kind: 'set-acceptance', acceptance: 0 });
    await settle();
    expect(house.acceptance).toEqual({ OddsAcceptance: 0 });
    // Signed out and in again while the stored policy is on its way, the player picks another: theirs stays.
    await engine.run({ kind: 'set-player', player: null });
    house.acceptance = { OddsAcceptance: 2 };
    void engine.run({ kind: 'set-player', player: { currency: 'EUR' } });
    await engine.run({ kind: 'set-acceptance', acceptance: 1 });
    await settle();
    expect(slip.acceptance).toBe(1);
    expect(house.acceptance).toEqual({ OddsAcceptance: 1 });
  });

  test('a guest cannot place: the slip says why and nothing is sent', async () => {
    const { engine, house, frame, slip } = setup();
    await engine.run({ kind: 'toggle-selection', pick: home1 });
    await engine.run({ kind: 'set-stake', key: '1:1000', stake: '5' });
    frame();
    expect(slip.blocked).toBe('guest');
    expect(slip.selections[0]).toMatchObject({ stake: '5', potentialReturn: '10.50' });
    expect(await engine.run({ kind: 'place-bets' })).toBe('blocked');
    expect(house.posts).toEqual([]);
  });

  test('[ENT-19][ENT-44] a selection carries its line: "Over 2.5" on the slip, as on the ticket', async () => {
    const { engine, socket, frame, slip } = setup();
    const over = { ID: 700, Title: 'Over', OriginalTitle: 'Over', TitleSuffix: '', SpecialBetValue: '2.5', Value: 1.9, IsActive: true };
    const market = { ID: 70, MarketID: 7, Title: 'Total', TitleSuffix: '', IsSuspended: false, HeaderType: 3, MarketSpecifications: { Period: 0, SpecialType: 3, StatType: 0, CompetitorType: 0, PeriodType: 1 }, Odds: [over] };
    socket.deliver(snapshotMessage('live', 2, [wireMatch(7, { Markets: [market] })]));
    await engine.run({ kind: 'toggle-selection', pick: { matchId: 7, marketId: 70, outcomeId: 700 } });
    frame();
    expect(slip.selections[0]?.outcomeTitle).toBe('Over 2.5');
  });
});

describe('a placed ticket met twice', () => {
  test('[STA-37] the answer does not wipe the offer the cashout topic already brought for the same ticket', async () => {
    const { engine, socket, house, frame, bets } = setup();
    await engine.run({ kind: 'set-player', player: { currency: 'EUR' } });
    socket.setState('started');
    socket.deliver(cashoutMessage(1, { type: 'snapshot', snapshot: { Tickets: [] } }));
    socket.deliver(snapshotMessage('live', 2, [wireMatch(1), wireMatch(2)]));
    await engine.run({ kind: 'toggle-selection', pick: home1 });
    await engine.run({ kind: 'set-stake', key: '1:1000', stake: '10' });
    // The topic reports the ticket (with an offer) before the HTTP answer arrives.
    house.post = async () => {
      socket.deliver(cashoutMessage(2, { type: 'events', events: [{ kind: 'ticketPlaced', Ticket: ticket('5', '9.50') }] }));
      return { ok: true, value: { ...ticket('5', null), Balance: '990.00', BalanceMinor: '99000', PendingMinor: '1000' } } as never;
    };
    expect(await engine.run({ kind: 'place-bets' })).toBeNull();
    frame();
    expect(bets.tickets['5']?.CashoutOffer).toMatchObject({ Amount: '9.50' });
  });
});
