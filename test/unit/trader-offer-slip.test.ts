/**
 * Trader offers on the slip, in the worker (SPEC ENT-42, API-40, STA-20, ERR-08; ADR 0027): a stake
 * over a maximum is sent, the house's offer is held with its expiry, Accept places the ticket at the
 * offered stake and the slip moves on as after any placed bet, an offer that runs out says so, and a
 * bet type with no offers carries the ERR-08 code as the offered value.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { TraderOffer } from '../../schemas/betting.ts';
import { ERROR_CODES } from '../../schemas/errors.ts';
import type { BetslipModel } from '../../workers/feed/contract.ts';
import { createFeedEngine } from '../../workers/feed/engine.ts';
import { applyPatches } from '../../workers/feed/patches.ts';
import { createFakeHouse } from '../fixtures/fake-house.ts';
import { createFakeSocket } from '../fixtures/fake-socket.ts';
import { snapshotMessage, T0, wireMatch, wireMoneyLine } from '../fixtures/wire.ts';

beforeEach(() => vi.useFakeTimers({ now: T0 }));
afterEach(() => vi.useRealTimers());

const OFFER_ID = '0b6d7a52-5a1e-4c35-9a53-9d2f3c1b7e11';

/** The house's refusal of a stake over the maximum per bet, with its offer (server/betting/service.ts). */
function refusalWith(offer: Partial<TraderOffer>) {
  const TraderOffer: TraderOffer = {
    OfferID: OFFER_ID,
    BetType: 1,
    Stake: '100.00',
    StakeMinor: '10000',
    PotentialPayout: '200.00',
    Odds: [2],
    ExpiresAt: new Date(T0 + 30_000).toISOString(),
    ExpiresInMs: 30_000,
    Error: null,
    ...offer,
  };
  const body = { error: ERROR_CODES.lineBettingLimitReached, message: 'Stake: each bet stakes at most 100.00', field: 'Stake', TraderOffer };
  return { ok: false as const, status: 400, error: { error: body.error, message: body.message, field: body.field }, body };
}

const placedAnswer = {
  ok: true as const,
  value: {
    TicketID: '7', BetType: 1, Stake: '100.00', StakeMinor: '10000', Currency: 'EUR', TotalOdds: '2.00', PotentialPayout: '200.00', PotentialPayoutMinor: '20000',
    Status: 'open', OddsAcceptance: 1, Selections: [], PlacedAt: new Date(T0).toISOString(), SettledAt: null, CashoutAmount: null, Payout: null, PayoutMinor: null,
    SelectionResults: null, Balance: '400.00', BalanceMinor: '40000', PendingMinor: '0',
  },
};

async function setup() {
  const socket = createFakeSocket();
  const flushes: (() => void)[] = [];
  const house = createFakeHouse();
  const engine = createFeedEngine({ socket, house, freeze: true, scheduleFlush: (f) => void flushes.push(f) });
  const slip: Record<string, unknown> = {};
  engine.start();
  engine.watch({ kind: 'betslip' }, (p) => applyPatches(slip, p));
  socket.setState('started');
  socket.deliver(snapshotMessage('live', 1, [1, 2, 3].map((id) => wireMatch(id, { Markets: [wireMoneyLine(id * 100, [2, 3.3, 3.6])] }))));
  await engine.run({ kind: 'set-player', player: { currency: 'EUR' } });
  const frame = async () => {
    await vi.advanceTimersByTimeAsync(0);
    flushes.splice(0).forEach((f) => f());
  };
  for (const id of [1, 2, 3]) await engine.run({ kind: 'toggle-selection', pick: { matchId: id, marketId: id * 100, outcomeId: id * 1000 } });
  await frame();
  return { engine, house, frame, slip: slip as BetslipModel };
}

/** One selection on the slip at 150.00, Place bet pressed, the house's offer back. */
async function offered() {
  const t = await setup();
  await t.engine.run({ kind: 'remove-selection', key: '2:2000' });
  await t.engine.run({ kind: 'remove-selection', key: '3:3000' });
  await t.engine.run({ kind: 'set-stake', key: '1:1000', stake: '150' });
  await t.frame();
  t.house.answer = refusalWith({});
  expect(await t.engine.run({ kind: 'place-bets' })).toBe('refused');
  await t.frame();
  return t;
}

describe('[ENT-42][API-40] trader offers on the slip', () => {
  test('[ENT-42][API-40] a stake over the maximum is sent; the offer is held with its expiry; Accept places it like any bet', async () => {
    const { engine, house, frame, slip } = await offered();
    expect(house.posts[0]).toMatchObject({ path: '/api/betting/place', body: { BetType: 1, Stake: '150.00' } });
    expect(slip.traderOffer).toEqual({
      refusal: 'LineBettingLimitReachedException',
      unavailable: null,
      stake: '100.00',
      stakes: null,
      potentialReturn: '200.00',
      expiresAt: T0 + 30_000,
      state: 'open',
    });
    // The offer answers the refusal: it is not also listed as a failure.
    expect(slip.failures).toEqual([]);

    house.answer = placedAnswer;
    expect(await engine.run({ kind: 'accept-trader-offer' })).toBeNull();
    await frame();
    expect(house.posts[1]).toMatchObject({ path: '/api/betting/offer/accept', body: { OfferID: OFFER_ID } });
    expect(house.posts[1]!.key).not.toBe(house.posts[0]!.key);
    // The normal 'bet placed' state: the selection leaves the slip, one bet placed, the balance as answered.
    expect(slip).toMatchObject({ selections: [], placed: 1, failures: [], traderOffer: null, balance: { availableMinor: '40000' } });
  });

  test('[API-40] an offer that runs out says so and can no longer be accepted; put away, nothing is sent', async () => {
    const { engine, house, frame, slip } = await offered();
    await vi.advanceTimersByTimeAsync(29_999);
    await frame();
    expect(slip.traderOffer?.state).toBe('open');
    await vi.advanceTimersByTimeAsync(1);
    await frame();
    expect(slip.traderOffer?.state).toBe('expired');
    expect(await engine.run({ kind: 'accept-trader-offer' })).toBe('no-offer');
    expect(await engine.run({ kind: 'decline-trader-offer' })).toBeNull();
    await frame();
    expect(slip.traderOffer).toBeNull();
    expect(house.posts).toHaveLength(1);
  });

  test('[API-40] the house saying the offer expired marks it expired; Decline of an open offer tells the house', async () => {
    const first = await offered();
    first.house.answer = { ok: false, status: 409, error: { error: ERROR_CODES.traderOfferExpired, message: 'x', field: 'OfferID' } };
    expect(await first.engine.run({ kind: 'accept-trader-offer' })).toBe('refused');
    await first.frame();
    expect(first.slip).toMatchObject({ traderOffer: { state: 'expired' }, placing: false, selections: [{ key: '1:1000' }] });

    const second = await offered();
    second.house.answer = { ok: true, value: { OfferID: OFFER_ID, Status: 'declined' } };
    await second.engine.run({ kind: 'decline-trader-offer' });
    await second.frame();
    expect(second.house.posts[1]).toMatchObject({ path: '/api/betting/offer/decline', body: { OfferID: OFFER_ID } });
    expect(second.slip).toMatchObject({ traderOffer: null, selections: [{ key: '1:1000' }] });
  });

  test('[STA-20][ERR-08] a system over the maximum shows the ERR-08 code as the offered value, with nothing to accept', async () => {
    const { engine, house, frame, slip } = await setup();
    await engine.run({ kind: 'set-mode', mode: 'system' });
    await engine.run({ kind: 'set-stake', key: 'system', stake: '150' });
    await frame();
    expect(slip.blocked).toBeNull();
    house.answer = refusalWith({ OfferID: null, BetType: 3, Stake: null, StakeMinor: null, PotentialPayout: null, ExpiresAt: null, ExpiresInMs: null, Error: 'trader-offer-unavailable' });
    expect(await engine.run({ kind: 'place-bets' })).toBe('refused');
    await frame();
    expect(slip.traderOffer).toMatchObject({ unavailable: 'trader-offer-unavailable', stake: null, expiresAt: null, state: 'open' });
    expect(await engine.run({ kind: 'accept-trader-offer' })).toBe('no-offer');
    expect(house.posts).toHaveLength(1);
  });
});
