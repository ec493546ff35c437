/**
 * Bets and cashouts against the house's own prices. No HTTP here: routes.ts maps requests to these
 * calls and their answers to replies. Money moves only through the ledger (Wallet.once), in the same
 * database transaction as the ticket row, so a ticket exists exactly when its stake is held.
 *
 * Open tickets are also kept in memory (loaded at start, updated on place and cashout) so that
 * re-pricing every cashout offer after a feed tick is a synchronous walk, with no database read.
 */
import type {
  BetType,
  CashoutEvent,
  CashoutOffer,
  CashoutRequest,
  CashoutSnapshot,
  PlaceBet,
  Ticket,
  TicketSelection,
  TicketStatus,
  TicketWithOffer,
} from '../../schemas/betting.ts';
import { BET_TYPES, CASHOUT_STATUS, MAX_SELECTIONS } from '../../schemas/betting.ts';
import type { Match } from '../../schemas/match.ts';
import type { CurrencyCode } from '../../schemas/wallet.ts';
import { fromMinorUnits, MAX_AMOUNT_MINOR, toMinorUnits } from '../../schemas/wallet.ts';
import {
  cashoutValue,
  comboOddsText,
  DEFAULT_CASHOUT_MARGIN_BPS,
  milliToOdds,
  oddsAccepted,
  oddsToMilli,
  potentialPayout,
  type OddsAcceptance,
} from '../../domain/bet-maths.ts';
import { selectionLabel } from '../../domain/selection-label.ts';
import type { Db, Queryable } from '../db/db.ts';
import type { Idempotency, MoneyAnswer, Wallet, WalletAccount } from '../wallet/ledger.ts';
import { balanceBody } from '../wallet/ledger.ts';
import { ERROR_CODES, type ErrorCode } from '../../schemas/errors.ts';

/** Where the house's current prices come from: the feed simulator in the house, a fake in tests. */
export interface PriceSource {
  /** The match as it stands now, or undefined once it has left the feed. Read, never changed. */
  match(matchId: number): Match | undefined;
}

export type CashoutListener = (userId: number, events: CashoutEvent[]) => void;

export interface Betting {
  /** Current offers of the user's open tickets, for a subscriber's snapshot. */
  cashoutSnapshot(userId: number): Promise<CashoutSnapshot>;
  /**
   * Recompute offers of open tickets (call after each feed tick); emits changed offers per user.
   * With `moved` (match ids whose prices changed this tick) and `watched` (players with a live
   * cash-out subscriber), only those players' tickets on those matches are re-priced; the others
   * are priced on demand (snapshot, ticket list, cashout). Without them, every open ticket.
   */
  pricesMoved(moved?: ReadonlySet<number>, watched?: ReadonlySet<number>): void;
  onCashout(listener: CashoutListener): () => void;
  close(): Promise<void> | void;
}

export type BettingService = Betting & {
  /** Loads the open tickets from the database; once, before the routes take requests. */
  load(): Promise<void>;
  place(account: WalletAccount, input: PlaceBet, key: string): Promise<MoneyAnswer>;
  cashout(account: WalletAccount, input: CashoutRequest, key: string): Promise<MoneyAnswer>;
  tickets(userId: number, status?: 'open' | 'settled'): Promise<TicketWithOffer[]>;
  /** The current offer for one open ticket (tests, and the tickets route). */
  offer(ticketId: string): CashoutOffer | null;
  /** The stored answer to an earlier place request with this key, or null (replayed before any limit). */
  storedAnswer(account: WalletAccount, input: PlaceBet, key: string): Promise<MoneyAnswer | null>;
};

export type BettingOptions = {
  readonly db: Db;
  readonly wallet: Wallet;
  readonly prices: PriceSource;
  /** Share of the fair cashout value the house keeps, in basis points (default 500 = 5 %). */
  readonly cashoutMarginBps?: number;
  /** Open tickets one player may hold (default 200); more is 409 too-many-open-tickets. */
  readonly maxOpenTickets?: number;
  readonly log?: { warn(data: object, message: string): void };
};

type OpenTicket = {
  readonly view: Ticket;
  readonly userId: number;
  readonly currency: CurrencyCode;
  readonly reservationId: bigint;
  readonly stakeMinor: bigint;
  readonly oddsMilli: readonly number[];
  /** The last offer sent (or computed for a snapshot), to send only changes. */
  offerMinor: bigint | null;
  offerOdds: readonly number[];
};

type TicketRow = {
  id: bigint;
  user_id: bigint;
  currency: CurrencyCode;
  bet_type: number;
  stake: bigint;
  total_odds: string;
  potential_payout: bigint;
  status: TicketStatus;
  reservation_id: bigint;
  selections: TicketSelection[];
  odds_acceptance: number;
  placed_at: Date | string;
  settled_at: Date | string | null;
  cashout_amount: bigint | null;
};

const TICKET_COLUMNS = `id, user_id, currency, bet_type, stake, total_odds::text as total_odds, potential_payout, status, reservation_id,
  selections, odds_acceptance, placed_at, settled_at, cashout_amount`;

const iso = (value: Date | string) => new Date(value).toISOString();
const answer = (status: number, error: ErrorCode, message: string, field: string, extra: Record<string, unknown> = {}): MoneyAnswer => ({
  status,
  body: { error, field, message, ...extra },
});

function ticketView(row: TicketRow): Ticket {
  const currency = row.currency;
  return {
    TicketID: String(row.id),
    BetType: Number(row.bet_type) as BetType,
    Stake: fromMinorUnits(BigInt(row.stake), currency),
    StakeMinor: String(row.stake),
    Currency: currency,
    TotalOdds: row.total_odds,
    PotentialPayout: fromMinorUnits(BigInt(row.potential_payout), currency),
    PotentialPayoutMinor: String(row.potential_payout),
    Status: row.status,
    OddsAcceptance: Number(row.odds_acceptance),
    Selections: row.selections,
    PlacedAt: iso(row.placed_at),
    SettledAt: row.settled_at === null ? null : iso(row.settled_at),
    CashoutAmount: row.cashout_amount === null ? null : fromMinorUnits(BigInt(row.cashout_amount), currency),
  };
}

/** A selection the house can take now, with its current price and names; or null when it cannot. */
function lookUp(prices: PriceSource, matchId: number, marketId: number, oddId: number) {
  const match = prices.match(matchId);
  if (!match || !match.IsActive || match.IsFinished) return null;
  const market = match.Markets.find((m) => m.ID === marketId);
  if (!market || market.IsSuspended) return null;
  const odd = market.Odds.find((o) => o.ID === oddId);
  if (!odd || !odd.IsActive) return null;
  const milli = oddsToMilli(odd.Value);
  if (milli === null) return null;
  const names = { MatchName: match.Name, MarketName: selectionLabel(market.Title, market.TitleSuffix), OutcomeTitle: selectionLabel(odd.Title, odd.SpecialBetValue) };
  return { milli, match, market, odd, names };
}

export function createBetting(options: BettingOptions): BettingService {
  const { db, wallet, prices } = options;
  const marginBps = options.cashoutMarginBps ?? DEFAULT_CASHOUT_MARGIN_BPS;
  const open = new Map<string, OpenTicket>();
  /** Open tickets per player, so a tick re-prices only the watched players' tickets. */
  const openByUser = new Map<number, Map<string, OpenTicket>>();
  const listeners = new Set<CashoutListener>();
  const maxOpen = options.maxOpenTickets ?? 200;

  function forget(ticketId: string): void {
    const ticket = open.get(ticketId);
    open.delete(ticketId);
    const mine = ticket && openByUser.get(ticket.userId);
    mine?.delete(ticketId);
    if (mine?.size === 0) openByUser.delete(ticket!.userId);
  }

  /** Re-prices one ticket now; the event when its offer changed, else null. */
  function reprice(ticket: OpenTicket): CashoutEvent | null {
    const now = price(ticket);
    if (now.minor === ticket.offerMinor && sameOdds(now.odds, ticket.offerOdds)) return null;
    ticket.offerMinor = now.minor;
    ticket.offerOdds = now.odds;
    return { kind: 'cashoutOffer', TicketID: ticket.view.TicketID, ...offerOf(ticket, now.minor, now.odds) };
  }

  function placeRequest(account: WalletAccount, input: PlaceBet): { operation: string; params: unknown } | null {
    const stake = toMinorUnits(input.Stake, account.currency);
    if (!stake.ok) return null;
    // The hash covers what the player asked for, never the prices found now, so a retry matches.
    return {
      operation: 'place-bet',
      params: { user: account.userId, book: account.book, currency: account.currency, betType: input.BetType, stake: stake.minor.toString(), acceptance: input.OddsAcceptance, selections: input.Selections },
    };
  }

  const placeScope = (userId: number) => `bet:${userId}`;
  const cashoutScope = (userId: number) => `cashout:${userId}`;

  function emit(userId: number, events: CashoutEvent[]) {
    if (events.length === 0) return;
    for (const listener of listeners) {
      try {
        listener(userId, events);
      } catch (error) {
        // A subscriber's failure must not undo a bet or stop other subscribers.
        options.log?.warn({ err: error, userId }, 'cashout listener failed');
      }
    }
  }

  /** The offer for an open ticket at the current prices. */
  function price(ticket: OpenTicket): { minor: bigint | null; odds: number[] } {
    const current = ticket.view.Selections.map((s) => lookUp(prices, s.MatchID, s.MarketID, s.OddID)?.milli ?? null);
    const minor = cashoutValue(ticket.stakeMinor, ticket.oddsMilli, current, marginBps);
    return { minor, odds: current.map((m) => (m === null ? 0 : milliToOdds(m))) };
  }

  function offerOf(ticket: OpenTicket, minor: bigint | null, odds: readonly number[]): CashoutOffer {
    return {
      Amount: minor === null ? null : fromMinorUnits(minor, ticket.currency),
      AmountMinor: minor === null ? null : minor.toString(),
      CashoutOddsValues: [...odds],
    };
  }

  function remember(row: TicketRow): OpenTicket {
    const view = ticketView(row);
    const ticket: OpenTicket = {
      view,
      userId: Number(row.user_id),
      currency: row.currency,
      reservationId: BigInt(row.reservation_id),
      stakeMinor: BigInt(row.stake),
      oddsMilli: view.Selections.map((s) => oddsToMilli(s.Odds) ?? 1000),
      offerMinor: null,
      offerOdds: [],
    };
    const now = price(ticket);
    ticket.offerMinor = now.minor;
    ticket.offerOdds = now.odds;
    open.set(view.TicketID, ticket);
    let mine = openByUser.get(ticket.userId);
    if (!mine) openByUser.set(ticket.userId, (mine = new Map()));
    mine.set(view.TicketID, ticket);
    return ticket;
  }

  const withOffer = (ticket: OpenTicket): TicketWithOffer => ({ ...ticket.view, CashoutOffer: offerOf(ticket, ticket.offerMinor, ticket.offerOdds) });

  async function ticketRow(q: Queryable, id: string): Promise<TicketRow | undefined> {
    const [row] = await q.query<TicketRow>(`select ${TICKET_COLUMNS} from bet_tickets where id = $1`, [id]);
    return row;
  }

  return {
    async load() {
      const rows = await db.query<TicketRow>(`select ${TICKET_COLUMNS} from bet_tickets where status = 'open' order by id`);
      for (const row of rows) remember(row);
    },

    async place(account, input, key) {
      const n = input.Selections.length;
      if (n === 0) return answer(400, ERROR_CODES.minimumSelections, 'A bet needs at least one selection', 'Selections');
      if (input.BetType === BET_TYPES.single && n !== 1) {
        return answer(400, ERROR_CODES.invalidBetCombination, 'A single bet has exactly one selection; several make a combo', 'Selections');
      }
      if (input.BetType === BET_TYPES.combo && n < 2) return answer(400, ERROR_CODES.minimumSelections, 'A combo needs at least 2 selections', 'Selections');
      if (n > MAX_SELECTIONS) return answer(400, ERROR_CODES.maximumSelections, `A combo takes at most ${MAX_SELECTIONS} selections`, 'Selections');
      // Outcomes of one match are correlated: the house does not price them together (STA-15).
      const matches = new Set(input.Selections.map((s) => s.MatchID));
      if (matches.size !== n) return answer(400, ERROR_CODES.incompatibleSelections, 'A combo may hold only one selection per match', 'Selections');

      const stake = toMinorUnits(input.Stake, account.currency);
      if (!stake.ok) return answer(400, ERROR_CODES.invalidStake, `Stake ${stake.message}`, 'Stake');
      const shown: number[] = [];
      for (const [i, s] of input.Selections.entries()) {
        const milli = oddsToMilli(s.Odds);
        if (milli === null) return answer(400, ERROR_CODES.invalid, `Selections[${i}].Odds: must be decimal odds with at most 3 decimals`, `Selections[${i}].Odds`);
        shown.push(milli);
      }

      const idem: Idempotency = { scope: placeScope(account.userId), key };
      const request = placeRequest(account, input)!;
      // A retry gets the first answer even if prices have moved since.
      const earlier = await wallet.answerFor(idem, request);
      if (earlier) return earlier;
      // Every open ticket costs memory and pricing: a player holds a bounded number (issue #12, 5).
      if ((openByUser.get(account.userId)?.size ?? 0) >= maxOpen) {
        return answer(409, ERROR_CODES.tooManyOpenTickets, `A player may hold at most ${maxOpen} open tickets; cash out or wait for some to settle`, 'session');
      }

      const selections: TicketSelection[] = [];
      const accepted: number[] = [];
      for (const [i, s] of input.Selections.entries()) {
        const found = lookUp(prices, s.MatchID, s.MarketID, s.OddID);
        if (!found) return answer(409, ERROR_CODES.selectionUnavailable, `Selections[${i}]: this selection cannot be bet on now`, `Selections[${i}]`);
        if (!oddsAccepted(input.OddsAcceptance as OddsAcceptance, shown[i]!, found.milli)) {
          return answer(409, ERROR_CODES.oddsChanged, `Selections[${i}].Odds: the odds are now ${milliToOdds(found.milli)}`, `Selections[${i}].Odds`, {
            CurrentOdds: milliToOdds(found.milli),
          });
        }
        accepted.push(found.milli);
        selections.push({ MatchID: s.MatchID, MarketID: s.MarketID, OddID: s.OddID, Odds: milliToOdds(found.milli), ...found.names });
      }
      const payout = potentialPayout(stake.minor, accepted);
      if (payout > MAX_AMOUNT_MINOR) return answer(400, ERROR_CODES.invalidStake, 'Stake: the potential payout would exceed the house limit', 'Stake');

      let placed: TicketRow | undefined;
      const result = await wallet.once(idem, request, async (tx, stakes) => {
        placed = undefined;
        const held = await stakes.reserve(account, stake.minor, `bet:${key}`);
        if (!held.ok) return { status: held.answer.status, body: { ...held.answer.body, field: 'Stake' } };
        const [row] = await tx.query<TicketRow>(
          `insert into bet_tickets (user_id, currency, book, bet_type, stake, total_odds, potential_payout, reservation_id, selections, odds_acceptance)
           values ($1, $2, $3, $4, $5, $6::numeric, $7, $8, $9::jsonb, $10) returning ${TICKET_COLUMNS}`,
          [account.userId, account.currency, account.book, input.BetType, stake.minor, comboOddsText(accepted), payout, held.reservationId, JSON.stringify(selections), input.OddsAcceptance],
        );
        placed = row;
        return { status: 201, body: { ...ticketView(row!), ...balanceBody(account, held.balances) } };
      });
      if (!result.replayed && placed && result.status === 201) {
        const ticket = remember(placed);
        emit(ticket.userId, [{ kind: 'ticketPlaced', Ticket: withOffer(ticket) }]);
      }
      return { status: result.status, body: result.body };
    },

    async cashout(account, input, key) {
      const amount = toMinorUnits(input.Amount, account.currency);
      if (!amount.ok) return answer(400, ERROR_CODES.invalid, `Amount ${amount.message}`, 'Amount');
      const idem: Idempotency = { scope: cashoutScope(account.userId), key };
      const request = {
        operation: 'cashout',
        params: { user: account.userId, ticket: input.TicketID, amount: amount.minor.toString(), odds: input.CashoutOddsValues },
      };
      const earlier = await wallet.answerFor(idem, request);
      if (earlier) {
        // The outcome went out on the feed the first time; say it again for a client that missed it.
        const row = earlier.status === 202 ? await ticketRow(db, input.TicketID) : undefined;
        if (row) emit(account.userId, [statusEvent(row)]);
        return earlier;
      }

      let ticket = open.get(input.TicketID);
      if (!ticket || ticket.userId !== account.userId) {
        const row = await ticketRow(db, input.TicketID);
        // Someone else's ticket is answered exactly like a missing one.
        if (!row || Number(row.user_id) !== account.userId) return answer(404, ERROR_CODES.notFound, `TicketID: no ticket ${input.TicketID}`, 'TicketID');
        if (row.status !== 'open') return answer(409, ERROR_CODES.ticketNotOpen, `TicketID: the ticket is already ${row.status}`, 'TicketID');
        ticket = remember(row);
      }
      if (input.CashoutOddsValues.length !== ticket.view.Selections.length) {
        return answer(400, ERROR_CODES.invalid, `CashoutOddsValues: must hold the current odds of the ticket's ${ticket.view.Selections.length} selection(s)`, 'CashoutOddsValues');
      }

      const target = ticket;
      let outcome: { accepted: boolean; message: string | null } = { accepted: false, message: null };
      const result = await wallet.once(idem, request, async (tx, stakes) => {
        const [row] = await tx.query<{ status: string }>('select status from bet_tickets where id = $1 and user_id = $2 for update', [input.TicketID, account.userId]);
        if (row?.status !== 'open') return answer(409, ERROR_CODES.ticketNotOpen, `TicketID: the ticket is already ${row?.status ?? 'gone'}`, 'TicketID');
        // The offer is recomputed now: the player gets exactly what the house offers at this moment, or nothing.
        const now = price(target).minor;
        if (now === null || now !== amount.minor) {
          outcome = { accepted: false, message: now === null ? 'Cashout is declined: no offer right now' : 'Cashout is declined: the offer has changed' };
          return { status: 202, body: { TicketID: input.TicketID, Status: CASHOUT_STATUS.pending } };
        }
        const settled = await stakes.settle(target.reservationId, amount.minor);
        if (!settled.ok) return settled.answer;
        await tx.query(`update bet_tickets set status = 'cashed-out', settled_at = now(), cashout_amount = $2 where id = $1`, [input.TicketID, amount.minor]);
        outcome = { accepted: true, message: null };
        return { status: 202, body: { TicketID: input.TicketID, Status: CASHOUT_STATUS.pending } };
      });
      if (!result.replayed && result.status === 202) {
        // Committed: only now may the player hear the outcome.
        if (outcome.accepted) {
          forget(input.TicketID);
          emit(account.userId, [{ kind: 'cashoutStatus', TicketID: input.TicketID, Status: CASHOUT_STATUS.accepted, Amount: input.Amount, Message: null }]);
        } else {
          const now = price(target);
          target.offerMinor = now.minor;
          target.offerOdds = now.odds;
          emit(account.userId, [
            { kind: 'cashoutStatus', TicketID: input.TicketID, Status: CASHOUT_STATUS.declined, Amount: null, Message: outcome.message },
            { kind: 'cashoutOffer', TicketID: input.TicketID, ...offerOf(target, now.minor, now.odds) },
          ]);
        }
      }
      return { status: result.status, body: result.body };
    },

    async tickets(userId, status) {
      const filter = status === 'open' ? `and status = 'open'` : status === 'settled' ? `and status <> 'open'` : '';
      const rows = await db.query<TicketRow>(`select ${TICKET_COLUMNS} from bet_tickets where user_id = $1 ${filter} order by id desc limit 200`, [userId]);
      return rows.map((row) => {
        const view = ticketView(row);
        const ticket = view.Status === 'open' ? open.get(view.TicketID) : undefined;
        if (!ticket) return { ...view, CashoutOffer: null };
        const now = price(ticket);
        return { ...view, CashoutOffer: offerOf(ticket, now.minor, now.odds) };
      });
    },

    offer(ticketId) {
      const ticket = open.get(ticketId);
      if (!ticket) return null;
      const now = price(ticket);
      return offerOf(ticket, now.minor, now.odds);
    },

    async cashoutSnapshot(userId) {
      const tickets = [...(openByUser.get(userId)?.values() ?? [])].sort((a, b) => Number(BigInt(b.view.TicketID) - BigInt(a.view.TicketID)));
      // Unwatched tickets are not re-priced on ticks: price them now, for the new subscriber.
      for (const ticket of tickets) reprice(ticket);
      return { Tickets: tickets.map(withOffer) };
    },

    async storedAnswer(account, input, key) {
      const request = placeRequest(account, input);
      return request ? wallet.answerFor({ scope: placeScope(account.userId), key }, request) : null;
    },

    pricesMoved(moved, watched) {
      const byUser = new Map<number, CashoutEvent[]>();
      const users = watched ?? new Set(openByUser.keys());
      for (const userId of users) {
        for (const ticket of openByUser.get(userId)?.values() ?? []) {
          if (moved && !ticket.view.Selections.some((s) => moved.has(s.MatchID))) continue;
          const event = reprice(ticket);
          if (!event) continue;
          let events = byUser.get(userId);
          if (!events) byUser.set(userId, (events = []));
          events.push(event);
        }
      }
      for (const [userId, events] of byUser) emit(userId, events);
    },

    onCashout(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    close() {
      listeners.clear();
      open.clear();
      openByUser.clear();
    },
  };

  function statusEvent(row: TicketRow): CashoutEvent {
    const TicketID = String(row.id);
    if (row.status === 'cashed-out' && row.cashout_amount !== null) {
      return { kind: 'cashoutStatus', TicketID, Status: CASHOUT_STATUS.accepted, Amount: fromMinorUnits(BigInt(row.cashout_amount), row.currency), Message: null };
    }
    return { kind: 'cashoutStatus', TicketID, Status: CASHOUT_STATUS.declined, Amount: null, Message: 'Cashout is declined' };
  }
}

function sameOdds(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}
