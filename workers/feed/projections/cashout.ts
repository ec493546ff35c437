/**
 * The player's open tickets and their cash-out state, folded from the per-user `cashout` topic
 * (offers, statuses, new tickets) and from what the player did (SPEC STA-37..41 through
 * domain/cashout.ts). Pure.
 */
import type { CashoutEvent, TicketWithOffer } from '../../../schemas/betting.ts';
import type { CashoutMessage } from '../../../schemas/cashout-feed.ts';
import type { CurrencyCode } from '../../../schemas/wallet.ts';
import { cashoutReducer, type CashoutAction, type CashoutState } from '../../../domain/cashout.ts';

export type CashoutBook = {
  /** Tickets by id; `order` lists them newest first. */
  readonly tickets: Readonly<Record<string, TicketWithOffer>>;
  readonly order: readonly string[];
  readonly cashout: CashoutState;
  /** House emit time of the last message applied (epoch ms); 0 before any. */
  readonly houseTime: number;
  /** The balance the last settled ticket left (minor units), for the header; null before any. */
  readonly balance: SettledBalance | null;
};

export type SettledBalance = { readonly availableMinor: string; readonly pendingMinor: string; readonly currency: CurrencyCode };

export const emptyCashoutBook: CashoutBook = { tickets: {}, order: [], cashout: {}, houseTime: 0, balance: null };

function applyEvent(book: CashoutBook, event: CashoutEvent): CashoutBook {
  switch (event.kind) {
    case 'ticketUpdated': {
      const id = event.Ticket.TicketID;
      return book.tickets[id] ? { ...book, tickets: { ...book.tickets, [id]: event.Ticket } } : book;
    }
    case 'ticketPlaced': {
      const id = event.Ticket.TicketID;
      const order = book.order.includes(id) ? book.order : [id, ...book.order];
      return { ...book, tickets: { ...book.tickets, [id]: event.Ticket }, order };
    }
    case 'cashoutOffer': {
      const ticket = book.tickets[event.TicketID];
      if (!ticket) return book;
      const offer = { Amount: event.Amount, AmountMinor: event.AmountMinor, CashoutOddsValues: event.CashoutOddsValues, PartialMax: event.PartialMax ?? null };
      return { ...book, tickets: { ...book.tickets, [event.TicketID]: { ...ticket, CashoutOffer: offer } } };
    }
    case 'cashoutStatus': {
      const amount = event.Amount === null ? 0 : Number(event.Amount);
      const cashout = cashoutReducer(book.cashout, { type: 'feed', ticketId: event.TicketID, status: event.Status, amount, partial: event.Ticket !== undefined });
      // A partial cash-out: the ticket stays open as the house says, with its smaller stake and its record of the cash-out.
      if (event.Ticket) return { ...book, cashout, tickets: book.tickets[event.TicketID] ? { ...book.tickets, [event.TicketID]: event.Ticket } : book.tickets };
      const ticket = book.tickets[event.TicketID];
      const cashedOut = cashout[event.TicketID]?.cashedOut;
      const tickets =
        ticket && cashedOut !== null && cashedOut !== undefined
          ? { ...book.tickets, [event.TicketID]: { ...ticket, Status: 'cashed-out' as const, CashoutAmount: event.Amount, CashoutOffer: null } }
          : book.tickets;
      return { ...book, cashout, tickets };
    }
    case 'ticketSettled': {
      // Won, lost or void: the ticket stays in view with its outcome (no offer), until a snapshot.
      const id = event.Ticket.TicketID;
      const order = book.order.includes(id) ? book.order : [id, ...book.order];
      const balance = { availableMinor: event.BalanceMinor, pendingMinor: event.PendingMinor, currency: event.Currency };
      return { ...book, tickets: { ...book.tickets, [id]: event.Ticket }, order, balance };
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
    return { tickets, order: message.snapshot.Tickets.map((t) => t.TicketID), cashout: book.cashout, houseTime: message.ts, balance: book.balance };
  }
  let next = book;
  for (const event of message.events) next = applyEvent(next, event);
  return { ...next, houseTime: message.ts };
}

/** What the player did: a cash-out request sent (STA-37) or refused by the house (STA-38), or one that ended without a feed status. */
export function cashoutRequested(book: CashoutBook, action: Extract<CashoutAction, { type: 'started' | 'rejected' | 'done' }>): CashoutBook {
  return { ...book, cashout: cashoutReducer(book.cashout, action) };
}

/** The house took an auto cash-out target (or its clearing): the ticket shows it at once, before the topic says so too. */
export function autoCashoutSet(book: CashoutBook, ticketId: string, target: string | null): CashoutBook {
  const ticket = book.tickets[ticketId];
  return ticket ? { ...book, tickets: { ...book.tickets, [ticketId]: { ...ticket, AutoCashout: target } } } : book;
}
