/**
 * Per-player topics across the cluster (issue #20): what a node's betting says of a player's tickets
 * (placed, cashed out, settled, an auto cash-out target set) goes out on NATS, and every other node
 * reads those tickets again from PostgreSQL and sends the events to the player's sockets it holds.
 * So a bet placed through node A shows on the player's cash-out topic through node B.
 *
 * Offers that follow the prices (`cashoutOffer`) are not sent: each node prices the tickets of the
 * players it serves from its own replica of the feed. The money itself never travels here; it is
 * in the database, and the events only say where to look.
 */
import type { CashoutEvent } from '../../schemas/betting.ts';
import type { Betting } from '../betting/service.ts';
import type { CashoutTopics } from '../feed/user-topics.ts';
import { pack, unpack, type ClusterBus } from './bus.ts';

type TicketNotice = { readonly origin: string; readonly userId: number; readonly events: CashoutEvent[] };

const ticketIdOf = (e: CashoutEvent): string => (e.kind === 'cashoutOffer' || e.kind === 'cashoutStatus' ? e.TicketID : e.Ticket.TicketID);

export function shareTickets(deps: { bus: ClusterBus; nodeId: string; betting: Betting; topics: CashoutTopics; log: { warn(data: object, message: string): void } }): () => void {
  const subject = deps.bus.names.subjects.tickets;
  const unlisten = deps.betting.onCashout((userId, events) => {
    const shared = events.filter((e) => e.kind !== 'cashoutOffer');
    if (shared.length > 0) deps.bus.nc.publish(subject, pack({ origin: deps.nodeId, userId, events: shared } satisfies TicketNotice));
  });
  // One notice at a time, in order: a player's events reach the sockets in the order they happened.
  let applying: Promise<void> = Promise.resolve();
  const subscription = deps.bus.nc.subscribe(subject, {
    callback: (_error, msg) => {
      const notice = unpack<TicketNotice>(msg.data);
      if (notice.origin === deps.nodeId) return;
      applying = applying
        .then(async () => {
          await deps.betting.refresh([...new Set(notice.events.map(ticketIdOf))]);
          deps.topics.deliver(notice.userId, notice.events);
        })
        .catch((error: unknown) => deps.log.warn({ err: error, userId: notice.userId }, 'tickets from another node not applied'));
    },
  });
  return () => {
    unlisten();
    subscription.unsubscribe();
  };
}
