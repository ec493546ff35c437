/**
 * The player's open tickets and their cash-out state, folded from the per-user `cashout` topic
 * (offers, statuses, new tickets) and from what the player did (SPEC STA-37..41 through
 * domain/cashout.ts). Pure.
 */
import type { CashoutEvent, TicketWithOffer } from '../../../schemas/betting.ts';
import type { CashoutMessage } from '../../../schemas/cashout-feed.ts';
import { cashoutReducer, type CashoutAction, type CashoutState } from '../../../domain/cashout.ts';

export type CashoutBook = {
  /** Tickets by id; `order` lists them newest first. */
  readonly tickets: Readonly<Record<string, TicketWithOffer>>;
  readonly order: readonly string[];
  readonly cashout: CashoutState;
  /** House emit time of the last message applied (epoch ms); 0 before any. */
  readonly houseTime: number;
};

export const emptyCashoutBook: CashoutBook = { tickets: {}, order: [], cashout: {}, houseTime: 0 };

function applyEvent(book: CashoutBook, event: CashoutEvent): CashoutBook {
  switch (event.kind) {
    case 'ticketPlaced': {
      const id = event.Ticket.TicketID;
      const order = book.order.includes(id) ? book.order : [id, ...book.order];
      return { ...book, tickets: { ...book.tickets, [id]: event.Ticket }, order };
    }
    case 'cashoutOffer': {
      const ticket = book.tickets[event.TicketID];
      if (!ticket) return book;
      const offer = { Amount: event.Amount, AmountMinor: event.AmountMinor, CashoutOddsValues: event.CashoutOddsValues };
      return { ...book, tickets: { ...book.tickets, [event.TicketID]: { ...ticket, CashoutOffer: offer } } };
    }
    case 'cashoutStatus': {
      const amount = event.Amount === null ? 0 : Number(event.Amount);
      const cashout = cashoutReducer(book.cashout, { type: 'feed', ticketId: event.TicketID, status: event.Status, amount });
      const ticket = book.tickets[event.TicketID];
      const cashedOut = cashout[event.TicketID]?.cashedOut;
      const tickets =
        ticket && cashedOut !== null && cashedOut !== undefined
          ? { ...book.tickets, [event.TicketID]: { ...ticket, Status: 'cashed-out' as const, CashoutAmount: event.Amount, CashoutOffer: null } }
          : book.tickets;
      return { ...book, cashout, tickets };
    }
  }
}

/**
 * A ticket the player just placed, as the house answered: shown at once, unless the cashout topic
 * has brought it already — with its offer, which the answer does not carry.
 */
export function ticketPlaced(book: CashoutBook, ticket: TicketWithOffer): CashoutBook {
  return book.tickets[ticket.TicketID] ? book : applyEvent(book, { kind: 'ticketPlaced', Ticket: ticket });
}

export function foldCashoutMessage(book: CashoutBook, message: CashoutMessage): CashoutBook {
  if (message.type === 'heartbeat') return book;
  if (message.type === 'snapshot') {
    const tickets: Record<string, TicketWithOffer> = {};
    for (const t of message.snapshot.Tickets) tickets[t.TicketID] = t;
    return { tickets, order: message.snapshot.Tickets.map((t) => t.TicketID), cashout: book.cashout, houseTime: message.ts };
  }
  let next = book;
  for (const event of message.events) next = applyEvent(next, event);
  return { ...next, houseTime: message.ts };
}

/** What the player did: a cash-out request sent (STA-37) or refused by the house (STA-38). */
export function cashoutRequested(book: CashoutBook, action: Extract<CashoutAction, { type: 'started' | 'rejected' }>): CashoutBook {
  return { ...book, cashout: cashoutReducer(book.cashout, action) };
}
