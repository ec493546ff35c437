/** Partial and auto cash-out from the worker: the commands, what they send, and how the answers and the topic fold into My bets. */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { TicketWithOffer } from '../../schemas/betting.ts';
import type { CashoutMessage } from '../../schemas/cashout-feed.ts';
import { PROTOCOL_VERSION } from '../../schemas/protocol.ts';
import type { MyBetsModel } from '../../workers/feed/contract.ts';
import { createFeedEngine } from '../../workers/feed/engine.ts';
import { applyPatches } from '../../workers/feed/patches.ts';
import { createFakeHouse } from '../fixtures/fake-house.ts';
import { createFakeSocket } from '../fixtures/fake-socket.ts';
import { EPOCH, T0, snapshotMessage, wireMatch } from '../fixtures/wire.ts';

beforeEach(() => vi.useFakeTimers({ now: T0 }));
// The engine loads the slip's and the cash-out's code lazily: let those imports finish before the
// file's environment is torn down (on a loaded machine they outlived it: unhandled rejections).
afterEach(async () => {
  await vi.dynamicImportSettled();
  vi.useRealTimers();
});

function ticket(id: string, stake: string, over: Partial<TicketWithOffer> = {}): TicketWithOffer {
  return {
    TicketID: id, BetType: 1, Stake: stake, StakeMinor: String(Number(stake) * 100), Currency: 'EUR', TotalOdds: '2.00', PotentialPayout: (Number(stake) * 2).toFixed(2),
    PotentialPayoutMinor: String(Number(stake) * 200), Status: 'open', OddsAcceptance: 1, PlacedAt: new Date(T0).toISOString(), SettledAt: null, CashoutAmount: null, Payout: null, PayoutMinor: null, SelectionResults: null,
    Selections: [{ MatchID: 1, MarketID: 100, OddID: 1000, Odds: 2, MatchName: 'Home 1 – Away 1', MarketName: '1X2', OutcomeTitle: '1' }],
    CashoutOffer: { Amount: (Number(stake) * 0.95).toFixed(2), AmountMinor: String(Number(stake) * 95), CashoutOddsValues: [2], PartialMax: (Number(stake) * 0.95 - 0.01).toFixed(2) },
    ...over,
  };
}

const cashoutMessage = (seq: number, body: Partial<CashoutMessage> & Pick<CashoutMessage, 'type'>): CashoutMessage =>
  ({ v: PROTOCOL_VERSION, stream: 'cashout', epoch: `${EPOCH}.u1.1`, seq, ts: T0 + seq, ...body }) as CashoutMessage;

async function signedIn() {
  const socket = createFakeSocket();
  const flushes: (() => void)[] = [];
  const house = createFakeHouse();
  const engine = createFeedEngine({ socket, house, freeze: true, scheduleFlush: (f) => void flushes.push(f) });
  const bets: Record<string, unknown> = {};
  engine.start();
  engine.watch({ kind: 'bets' }, (p) => applyPatches(bets, p));
  socket.setState('started');
  socket.deliver(snapshotMessage('live', 1, [wireMatch(1)]));
  await engine.run({ kind: 'set-player', player: { currency: 'EUR' } });
  socket.setState('started');
  socket.deliver(cashoutMessage(1, { type: 'snapshot', snapshot: { Tickets: [ticket('7', '10.00')] } }));
  const frame = () => flushes.splice(0).forEach((f) => f());
  frame();
  return { socket, engine, house, frame, bets: bets as MyBetsModel };
}

describe('partial and auto cash-out in the worker', () => {
  test('[STA-37][STA-39] a partial cash-out sends the part with the whole offer seen; accepted, the ticket stays open as the house says', async () => {
    const { engine, house, socket, frame, bets } = await signedIn();
    house.answer = { ok: true, value: { TicketID: '7', Status: 0 } };
    expect(await engine.run({ kind: 'cash-out', ticketId: '7', amount: '4.75' })).toBeNull();
    expect(house.posts.at(-1)).toMatchObject({ path: '/api/betting/cashout', body: { TicketID: '7', Amount: '9.50', CashoutOddsValues: [2], PartialAmount: '4.75' } });
    frame();
    expect(bets.cashout['7']).toMatchObject({ processing: true });
    const rest = ticket('7', '5.00', { Cashouts: [{ ID: '1', TicketID: '7', Amount: '4.75', AmountMinor: '475', StakeUsed: '5.00', CashoutOddsValues: [2], Auto: false, At: new Date(T0).toISOString() }] });
    socket.deliver(cashoutMessage(2, { type: 'events', events: [{ kind: 'cashoutStatus', TicketID: '7', Status: 1, Amount: '4.75', Message: null, Ticket: rest }] }));
    frame();
    expect(bets.cashout['7']).toEqual({ processing: false, error: null, cashedOut: null });
    expect(bets.tickets['7']).toMatchObject({ Status: 'open', Stake: '5.00', Cashouts: [{ Amount: '4.75' }] });
    // A whole cash-out sends no part.
    await engine.run({ kind: 'cash-out', ticketId: '7' });
    expect(house.posts.at(-1)!.body).not.toHaveProperty('PartialAmount');
  });

  test('[STA-38] setting an auto cash-out target: shown at once when the house takes it, its refusal shown by code, cleared with null', async () => {
    const { engine, house, socket, frame, bets } = await signedIn();
    house.answer = { ok: false, status: 409, error: { error: 'auto-cashout-target-reached', field: 'Target', message: 'x' } };
    expect(await engine.run({ kind: 'set-auto-cashout', ticketId: '7', target: '9' })).toBeNull();
    expect(house.posts.at(-1)).toMatchObject({ path: '/api/betting/auto-cashout', body: { TicketID: '7', Target: '9' } });
    frame();
    expect(bets.cashout['7']).toMatchObject({ processing: false, error: 'auto-cashout-target-reached' });

    house.answer = { ok: true, value: { TicketID: '7', AutoCashout: '12.00' } };
    await engine.run({ kind: 'set-auto-cashout', ticketId: '7', target: '12' });
    frame();
    expect(bets.tickets['7']?.AutoCashout).toBe('12.00');
    expect(bets.cashout['7']).toMatchObject({ processing: false, error: null });

    // Another tab cleared it: the topic says so.
    socket.deliver(cashoutMessage(2, { type: 'events', events: [{ kind: 'ticketUpdated', Ticket: ticket('7', '10.00', { AutoCashout: null }) }] }));
    frame();
    expect(bets.tickets['7']?.AutoCashout).toBeNull();
    expect(await engine.run({ kind: 'set-auto-cashout', ticketId: '99', target: null })).toBe('no-offer');
  });

  test('[STA-39] the house cashing out at the target reads as a cash-out', async () => {
    const { socket, frame, bets } = await signedIn();
    socket.deliver(cashoutMessage(2, { type: 'events', events: [{ kind: 'cashoutStatus', TicketID: '7', Status: 1, Amount: '11.87', Message: null, Auto: true }] }));
    frame();
    expect(bets.cashout['7']).toMatchObject({ cashedOut: 11.87 });
    expect(bets.tickets['7']).toMatchObject({ Status: 'cashed-out', CashoutAmount: '11.87' });
  });
});
