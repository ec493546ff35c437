import { describe, expect, test } from 'vitest';
import type { TicketWithOffer } from '../../schemas/betting.ts';
import { BET_RESULTS } from '../../schemas/results.ts';
import { PROTOCOL_VERSION } from '../../schemas/protocol.ts';
import type { CashoutMessage } from '../../schemas/cashout-feed.ts';
import { cashoutMessageSchema } from '../../schemas/cashout-feed.ts';
import { check } from '../../schemas/validate.ts';
import { settledKind } from '../../domain/ticket-return.ts';
import { emptyCashoutBook, foldCashoutMessage } from '../../workers/feed/projections/cashout.ts';

const open: TicketWithOffer = {
  TicketID: '7', BetType: 1, Stake: '10.00', StakeMinor: '1000', Currency: 'EUR', TotalOdds: '1.90', PotentialPayout: '19.00', PotentialPayoutMinor: '1900',
  Status: 'open', OddsAcceptance: 2, PlacedAt: '2026-11-23T10:00:00.000Z', SettledAt: null, CashoutAmount: null, Payout: null, PayoutMinor: null, SelectionResults: null,
  Selections: [{ MatchID: 1, MarketID: 10, OddID: 100, Odds: 1.9, MatchName: 'A – B', MarketName: 'Winner', OutcomeTitle: '1' }],
  CashoutOffer: { Amount: '9.50', AmountMinor: '950', CashoutOddsValues: [1.9] },
};
const message = (seq: number, body: Partial<CashoutMessage> & Pick<CashoutMessage, 'type'>) =>
  ({ v: PROTOCOL_VERSION, stream: 'cashout', epoch: 'e.u1.1', seq, ts: 1000 + seq, ...body }) as CashoutMessage;

describe('a settled ticket on the cash-out feed', () => {
  test('ticketSettled flips the ticket to its outcome with no offer, and carries the balance it left', () => {
    let book = foldCashoutMessage(emptyCashoutBook, message(1, { type: 'snapshot', snapshot: { Tickets: [open] } }));
    const settled = {
      kind: 'ticketSettled' as const,
      Ticket: { ...open, Status: 'won' as const, SettledAt: '2026-11-23T12:00:00.000Z', Payout: '19.00', PayoutMinor: '1900', SelectionResults: [BET_RESULTS.win], CashoutOffer: null },
      Currency: 'EUR' as const,
      Balance: '1009.00',
      BalanceMinor: '100900',
      PendingMinor: '0',
    };
    const wire = message(2, { type: 'events', events: [settled] });
    // The wire schema accepts it, as the worker validates every message.
    expect(check(cashoutMessageSchema, JSON.parse(JSON.stringify(wire))).ok).toBe(true);
    book = foldCashoutMessage(book, wire);
    expect(book.tickets['7']).toMatchObject({ Status: 'won', Payout: '19.00', CashoutOffer: null });
    expect(book.order).toEqual(['7']);
    expect(book.balance).toEqual({ availableMinor: '100900', pendingMinor: '0', currency: 'EUR' });
    // A later snapshot (only open tickets) keeps the last balance for the header.
    book = foldCashoutMessage(book, message(3, { type: 'snapshot', snapshot: { Tickets: [] } }));
    expect(book.balance?.availableMinor).toBe('100900');
  });

  test('[ENM-02] a settled ticket reads won (paid at least its stake), returned (less), lost or void', () => {
    expect(settledKind('won', 1900n, 1000n)).toBe('won');
    expect(settledKind('won', 1000n, 1000n)).toBe('won');
    expect(settledKind('won', 500n, 1000n)).toBe('returned');
    expect(settledKind('lost', 0n, 1000n)).toBe('lost');
    expect(settledKind('void', 1000n, 1000n)).toBe('void');
    expect(settledKind('open', null, 1000n)).toBeNull();
    expect(settledKind('cashed-out', null, 1000n)).toBeNull();
  });
});
