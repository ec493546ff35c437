import { describe, expect, test } from 'vitest';
import type { HistoryTicket } from '../../schemas/history.ts';
import { partlyOpen, placedFigures } from '../../src/features/history/ticket-figures.ts';

const record = (id: string, amount: string, stakeUsed: string) => ({ ID: id, TicketID: '1', Amount: amount, AmountMinor: '0', StakeUsed: stakeUsed, CashoutOddsValues: [2], Auto: false, At: '2026-11-23T12:00:00.000Z' });

function ticket(over: Partial<HistoryTicket>): HistoryTicket {
  return {
    TicketID: '1', BetType: 1, Stake: '10.01', StakeMinor: '1001', Currency: 'EUR', TotalOdds: '2.28', PotentialPayout: '22.82', PotentialPayoutMinor: '2282',
    Status: 'open', OddsAcceptance: 0, PlacedAt: '2026-11-23T12:00:00.000Z', SettledAt: null, CashoutAmount: null, Payout: null, PayoutMinor: null,
    Selections: [{ MatchID: 1, MarketID: 1, OddID: 1, Odds: 2.28, MatchName: 'A - B', MarketName: '1X2', OutcomeTitle: '1' }],
    TicketStatus: 1, Cashouts: [], AutoCashout: null,
    ...over,
  } as HistoryTicket;
}

describe('a history ticket’s figures after partial cash-outs', () => {
  test('[ENT-45] the stake placed is what is open plus what the partial cash-outs sold; the payout is that stake’s', () => {
    const open = ticket({ Cashouts: [record('1', '9.36', '9.99')] });
    expect(placedFigures(open)).toEqual({ stake: '20.00', payout: '45.60' });
    expect(partlyOpen(open)).toBe(true);
    // Cashed out in the end: the closing cash-out sold what was open, which is the ticket's own Stake.
    const closed = ticket({ Status: 'cashed-out', CashoutAmount: '9.38', SettledAt: '2026-11-23T12:05:00.000Z', Cashouts: [record('1', '9.36', '9.99'), record('2', '9.38', '10.01')] });
    expect(placedFigures(closed)).toEqual({ stake: '20.00', payout: '45.60' });
    expect(partlyOpen(closed)).toBe(false);
  });

  test('a ticket without partial cash-outs shows its own figures', () => {
    const whole = ticket({ Stake: '10.00', StakeMinor: '1000', PotentialPayout: '22.80', Status: 'cashed-out', Cashouts: [record('1', '9.50', '10.00')] });
    expect(placedFigures(whole)).toEqual({ stake: '10.00', payout: '22.80' });
  });
});
