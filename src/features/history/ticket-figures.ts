/**
 * A ticket's figures as placed, after partial cash-outs: each partial cash-out sold part of the
 * stake, and the ticket's `Stake` and `PotentialPayout` are what is still open (or what the closing
 * cash-out sold). The stake placed is their sum, and its payout floor(stake × Π odds) — partial
 * cash-out is offered on singles and combos only, whose payout is exactly that (domain/bet-maths.ts).
 */
import { oddsToMilli, potentialPayout } from '../../../domain/bet-maths.ts';
import type { HistoryTicket } from '../../../schemas/history.ts';
import { fromMinorUnits, toMinorUnits } from '../../../schemas/wallet.ts';

/** The partial cash-outs: every cash-out but the one that closed the ticket. */
const partials = (ticket: HistoryTicket) => (ticket.Status === 'cashed-out' ? ticket.Cashouts.slice(0, -1) : ticket.Cashouts);

export function placedFigures(ticket: HistoryTicket): { readonly stake: string; readonly payout: string } {
  const sold = partials(ticket);
  if (sold.length === 0) return { stake: ticket.Stake, payout: ticket.PotentialPayout };
  let minor = BigInt(ticket.StakeMinor);
  for (const c of sold) {
    const used = toMinorUnits(c.StakeUsed, ticket.Currency);
    if (used.ok) minor += used.minor;
  }
  const odds = ticket.Selections.map((s) => oddsToMilli(s.Odds) ?? 1000);
  return { stake: fromMinorUnits(minor, ticket.Currency), payout: fromMinorUnits(potentialPayout(minor, odds), ticket.Currency) };
}

/** Whether some of the stake was cashed out while the rest stays open. */
export const partlyOpen = (ticket: HistoryTicket): boolean => ticket.Status === 'open' && ticket.Cashouts.length > 0;
