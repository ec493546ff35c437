/**
 * Bets and cashouts against the house's own prices. No HTTP here: routes.ts maps requests to these
 * calls and their answers to replies. Money moves only through the ledger (Wallet.once), in the same
 * database transaction as the ticket row, so a ticket exists exactly when its stake is held.
 *
 * Open tickets are also kept in memory (loaded at start, updated on place and cashout) so that
 * re-pricing every cashout offer after a feed tick is a synchronous walk, with no database read.
 */
import type {
  AutoCashoutRequest,
  BetType,
  CashoutEvent,
  CashoutOffer,
  CashoutRequest,
  CashoutSnapshot,
  PlaceBet,
  Ticket,
  TicketCashoutRecord,
  TicketSelection,
  TicketStatus,
  TicketWithOffer,
  TraderOffer,
  TraderOfferRequest,
} from '../../schemas/betting.ts';
import { BET_TYPES, CASHOUT_STATUS } from '../../schemas/betting.ts';
import type { BetResult } from '../../schemas/results.ts';
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
  type OddsAcceptance,
} from '../../domain/bet-maths.ts';
import { checkLimits } from '../../domain/bet-limits.ts';
import { offeredChoice, traderOfferSupported } from '../../domain/trader-offer.ts';
import { createTraderOffers, DEFAULT_TRADER_OFFER_TTL_MS } from './trader-offers.ts';
import { betCount, effectiveOddsMilli, potentialReturn, ticketShape, totalStake } from '../../domain/bet-plan.ts';
import { teasedLine, teaserType } from '../../domain/teaser.ts';
import { planSystemName, readChoice, storedShape, type StoredPlan } from './bet-choice.ts';
import type { BetChoice, TicketShape } from '../../domain/bet-plan.ts';
import { stakeLimits } from './limits.ts';
import { combinesOutright, type ComboEvent } from '../../domain/outright-combos.ts';
import { maxPartialCashout, partialCashout } from '../../domain/partial-cashout.ts';
import { selectionNames } from '../../domain/selection-label.ts';
import type { Db, Queryable } from '../db/db.ts';
import type { Idempotency, MoneyAnswer, Wallet, WalletAccount } from '../wallet/ledger.ts';
import { balanceBody } from '../wallet/ledger.ts';
import { cashoutByKey, cashoutsOf, insertCashout } from './cashout-records.ts';
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
  /**
   * Another node of the cluster changed these tickets (placed, cashed out, settled): reads them
   * again, keeping the open ones priced and letting the others go.
   */
  refresh(ticketIds: readonly string[]): Promise<void>;
  close(): Promise<void> | void;
}

export type BettingService = Betting & {
  /** Loads the open tickets from the database; once, before the routes take requests. */
  load(): Promise<void>;
  place(account: WalletAccount, input: PlaceBet, key: string): Promise<MoneyAnswer>;
  /** A cash-out at the offer the player saw, whole or (with PartialAmount) partial. */
  cashout(account: WalletAccount, input: CashoutRequest, key: string): Promise<MoneyAnswer>;
  /** Sets or clears the offer at which the house cashes an open ticket out by itself. */
  setAutoCashout(account: WalletAccount, input: AutoCashoutRequest): Promise<MoneyAnswer>;
  /** Resolves once every auto cash-out under way has finished (tests, shutdown). */
  autoCashoutsSettled(): Promise<void>;
  tickets(userId: number, status?: 'open' | 'settled'): Promise<TicketWithOffer[]>;
  /** The current offer for one open ticket (tests, and the tickets route). */
  offer(ticketId: string): CashoutOffer | null;
  /**
   * Accepts a trader offer (ADR 0027): places its ticket at the offered stake, as a placement with
   * this key (same idempotency, one placement at a time, the odds-acceptance policy against the
   * prices it was offered at). 404 for an unknown or someone else's offer, 409 once expired or closed.
   */
  acceptOffer(account: WalletAccount, input: TraderOfferRequest, key: string): Promise<MoneyAnswer>;
  /** Declines a trader offer: the house forgets it. */
  declineOffer(account: WalletAccount, input: TraderOfferRequest): MoneyAnswer;
  /** The stored answer to an earlier place request with this key, or null (replayed before any limit). */
  storedAnswer(account: WalletAccount, input: PlaceBet, key: string): Promise<MoneyAnswer | null>;
  /** The open tickets as settlement reads them (the service's own objects: read, never change). */
  openTickets(): Iterable<OpenTicketFacts>;
  /**
   * Tickets settlement has just settled (committed): forgotten, so they get no more cash-out
   * offers, and told to their players on the cash-out feed with the balance after the payment.
   */
  ticketsSettled(settled: readonly SettledTicket[]): void;
};

/** What settlement reads of an open ticket. */
export type OpenTicketFacts = {
  readonly view: Ticket;
  readonly userId: number;
  readonly reservationId: bigint;
  readonly stakeMinor: bigint;
  /** The accepted price of each selection, in thousandths, in the order of `view.Selections`. */
  readonly oddsMilli: readonly number[];
  /** Its bets (lines, chains or a teaser: domain/bet-plan.ts); null only for a row no bet type reads. */
  readonly shape: TicketShape | null;
};

/** A ticket as it stands once settled, and its player's balance right after. */
export type SettledTicket = { readonly ticket: Ticket; readonly userId: number; readonly balance: { readonly available: bigint; readonly pending: bigint } };

export type BettingOptions = {
  readonly db: Db;
  readonly wallet: Wallet;
  readonly prices: PriceSource;
  /** Share of the fair cashout value the house keeps, in basis points (default 500 = 5 %). */
  readonly cashoutMarginBps?: number;
  /** Open tickets one player may hold (default 200); more is 409 too-many-open-tickets. */
  readonly maxOpenTickets?: number;
  readonly log?: { warn(data: object, message: string): void };
  /** How long a trader offer stands (default 30 s), and the clock it is timed by (tests). */
  readonly traderOfferTtlMs?: number;
  readonly now?: () => number;
};

type OpenTicket = {
  readonly view: Ticket;
  readonly userId: number;
  readonly currency: CurrencyCode;
  readonly reservationId: bigint;
  readonly stakeMinor: bigint;
  readonly oddsMilli: readonly number[];
  readonly shape: TicketShape | null;
  /** The last offer sent (or computed for a snapshot), to send only changes. */
  offerMinor: bigint | null;
  offerOdds: readonly number[];
  /** Partial cash-outs so far (ENT-45), oldest first. */
  cashouts: readonly TicketCashoutRecord[];
  /** The auto cash-out target, minor units. */
  autoTarget: bigint | null;
};

export type TicketRow = {
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
  payout: bigint | null;
  leg_results: number[] | null;
  /** What the ticket chose beyond its selections (bet-choice.ts); null for singles and combos placed before it was kept. */
  plan: StoredPlan | null;
};

export const TICKET_COLUMNS = `id, user_id, currency, bet_type, stake, total_odds::text as total_odds, potential_payout, status, reservation_id,
  selections, odds_acceptance, placed_at, settled_at, cashout_amount, payout, leg_results, plan`;

const iso = (value: Date | string) => new Date(value).toISOString();
const answer = (status: number, error: ErrorCode, message: string, field: string, extra: Record<string, unknown> = {}): MoneyAnswer => ({
  status,
  body: { error, field, message, ...extra },
});

export function ticketView(row: TicketRow): Ticket {
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
    Payout: row.payout === null ? null : fromMinorUnits(BigInt(row.payout), currency),
    PayoutMinor: row.payout === null ? null : String(row.payout),
    SelectionResults: row.leg_results === null ? null : row.leg_results.map((r) => Number(r) as BetResult),
    ...planView(row),
  };
}

/** The ticket's bet-type fields (ADR 0022): how many bets, each one's stake, the system, the teaser. */
function planView(row: TicketRow): Partial<Ticket> {
  const plan = row.plan;
  const legs = row.selections.length;
  const shape = storedShape(Number(row.bet_type) as BetType, BigInt(row.stake), plan, legs);
  const view: { -readonly [K in keyof Ticket]?: Ticket[K] } = shape ? { Bets: betCount(shape) } : {};
  if (!plan) return view;
  if (plan.unitStakeMinor !== undefined) view.UnitStake = fromMinorUnits(BigInt(plan.unitStakeMinor), row.currency);
  if (plan.sizes) {
    view.SystemSizes = [...plan.sizes];
    view.SystemName = planSystemName(plan, legs);
  }
  const teaser = plan.teaserTypeId === undefined ? undefined : teaserType(plan.teaserTypeId);
  if (teaser) {
    view.TeaserTypeID = teaser.id;
    view.TeaserPoints = teaser.pointsTenths / 10;
  }
  return view;
}

/** Thousandths as decimal text with at least two decimals ("3.125", "2.00"), as the ticket's odds. */
function milliText(milli: bigint): string {
  const whole = milli / 1000n;
  const fraction = (milli % 1000n).toString().padStart(3, '0').replace(/0$/, '');
  return `${whole}.${fraction}`;
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
  return { milli, match, market, odd, names: selectionNames(match, market, odd) };
}

export function createBetting(options: BettingOptions): BettingService {
  const { db, wallet, prices } = options;
  const marginBps = options.cashoutMarginBps ?? DEFAULT_CASHOUT_MARGIN_BPS;
  const open = new Map<string, OpenTicket>();
  /** Open tickets per player, so a tick re-prices only the watched players' tickets. */
  const openByUser = new Map<number, Map<string, OpenTicket>>();
  const listeners = new Set<CashoutListener>();
  const maxOpen = options.maxOpenTickets ?? 200;
  /** The placement each player has under way (ERR-37, STA-09), with its Idempotency-Key. */
  const placing = new Map<number, { readonly key: string; readonly answer: Promise<MoneyAnswer> }>();
  /** Open tickets with an auto cash-out target, and the auto cash-outs under way. */
  const autoTickets = new Map<string, OpenTicket>();
  const autoRunning = new Map<string, Promise<void>>();
  /** Trader offers made to players, in memory (ADR 0027). */
  const traderOffers = createTraderOffers({ now: options.now ?? Date.now, ttlMs: options.traderOfferTtlMs ?? DEFAULT_TRADER_OFFER_TTL_MS });

  function forget(ticketId: string): void {
    const ticket = open.get(ticketId);
    open.delete(ticketId);
    autoTickets.delete(ticketId);
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
    const read = readChoice(input, account.currency);
    if ('refused' in read) return null;
    // The hash covers what the player asked for, never the prices found now, so a retry matches.
    // Singles and combos hash as they always did, so their stored answers still replay.
    const stake = input.Stake === undefined ? null : toMinorUnits(input.Stake, account.currency);
    const extra = read.plan ? { plan: read.plan } : {};
    return {
      operation: 'place-bet',
      params: {
        user: account.userId,
        book: account.book,
        currency: account.currency,
        betType: input.BetType,
        stake: stake?.ok ? stake.minor.toString() : null,
        acceptance: input.OddsAcceptance,
        selections: input.Selections,
        ...extra,
      },
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
    const current = currentMilli(ticket);
    // The cashout value is a combo's (one line on every leg): other bet types get no offer (ADR 0022).
    const oneLine = ticket.view.BetType === BET_TYPES.single || ticket.view.BetType === BET_TYPES.combo;
    const minor = oneLine ? cashoutValue(ticket.stakeMinor, ticket.oddsMilli, current, marginBps) : null;
    return { minor, odds: current.map((m) => (m === null ? 0 : milliToOdds(m))) };
  }

  function offerOf(ticket: OpenTicket, minor: bigint | null, odds: readonly number[]): CashoutOffer {
    const partialMax = minor === null ? null : maxPartialCashout(ticket.stakeMinor, ticket.oddsMilli, odds.map(oddsToMilli), marginBps);
    return {
      Amount: minor === null ? null : fromMinorUnits(minor, ticket.currency),
      AmountMinor: minor === null ? null : minor.toString(),
      CashoutOddsValues: [...odds],
      PartialMax: partialMax === null ? null : fromMinorUnits(partialMax, ticket.currency),
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
      shape: storedShape(Number(row.bet_type) as BetType, BigInt(row.stake), row.plan, row.selections.length),
      offerMinor: null,
      offerOdds: [],
      cashouts: [],
      autoTarget: null,
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

  const withOffer = (ticket: OpenTicket): TicketWithOffer => ({
    ...ticket.view,
    CashoutOffer: offerOf(ticket, ticket.offerMinor, ticket.offerOdds),
    Cashouts: [...ticket.cashouts],
    AutoCashout: ticket.autoTarget === null ? null : fromMinorUnits(ticket.autoTarget, ticket.currency),
  });

  async function ticketRow(q: Queryable, id: string): Promise<TicketRow | undefined> {
    const [row] = await q.query<TicketRow>(`select ${TICKET_COLUMNS} from bet_tickets where id = $1`, [id]);
    return row;
  }

  const service: BettingService = {
    async load() {
      const rows = await db.query<TicketRow>(`select ${TICKET_COLUMNS} from bet_tickets where status = 'open' order by id`);
      for (const row of rows) remember(row);
      await restoreCashoutState();
    },

    async place(account, input, key) {
      // What is asked, before any price (STA-13..18): fields per type, stakes, counts, one selection per match.
      const read = readChoice(input, account.currency);
      if ('refused' in read) return answer(read.refused.status, read.refused.error, read.refused.message, read.refused.field);
      const { shape, plan, choice } = read;
      const shown: number[] = [];
      for (const [i, s] of input.Selections.entries()) {
        const milli = oddsToMilli(s.Odds);
        if (milli === null) return answer(400, ERROR_CODES.invalid, `Selections[${i}].Odds: must be decimal odds with at most 3 decimals`, `Selections[${i}].Odds`);
        shown.push(milli);
      }

      // SPEC ERR-37 / STA-09: one placement at a time per player; another while it runs is refused.
      // A retry of the running one (same key) waits for it, then gets the stored answer like any retry.
      for (let running = placing.get(account.userId); running; running = placing.get(account.userId)) {
        if (running.key !== key) return answer(409, ERROR_CODES.placeBetInProgress, 'Another bet of yours is being placed; try again when it is done', 'session');
        await running.answer.catch(() => null);
      }
      const idem: Idempotency = { scope: placeScope(account.userId), key };
      const request = placeRequest(account, input)!;
      const work = (async () => {
        // A retry gets the first answer even if prices have moved since.
        const earlier = await wallet.answerFor(idem, request);
        if (earlier) return earlier;
        return placeChecked(account, input, key, idem, request, { shape, plan, choice }, shown);
      })();
      placing.set(account.userId, { key, answer: work });
      try {
        return await work;
      } finally {
        placing.delete(account.userId);
      }
    },

    async cashout(account, input, key) {
      const amount = toMinorUnits(input.Amount, account.currency);
      if (!amount.ok) return answer(400, ERROR_CODES.invalid, `Amount ${amount.message}`, 'Amount');
      let part: bigint | null = null;
      if (input.PartialAmount !== undefined) {
        const asked = toMinorUnits(input.PartialAmount, account.currency);
        if (!asked.ok) return answer(400, ERROR_CODES.invalid, `PartialAmount ${asked.message}`, 'PartialAmount');
        if (asked.minor > amount.minor) return answer(400, ERROR_CODES.invalid, 'PartialAmount: must be at most the offer (Amount)', 'PartialAmount');
        // The whole offer asked for as a part is the whole cash-out.
        if (asked.minor < amount.minor) part = asked.minor;
      }
      const idem: Idempotency = { scope: cashoutScope(account.userId), key };
      const request = {
        operation: 'cashout',
        params: { user: account.userId, ticket: input.TicketID, amount: amount.minor.toString(), odds: input.CashoutOddsValues, ...(part === null ? {} : { partial: part.toString() }) },
      };
      const earlier = await wallet.answerFor(idem, request);
      if (earlier) {
        // The outcome went out on the feed the first time; say it again for a client that missed it.
        if (earlier.status === 202) emit(account.userId, [await replayedOutcome(input.TicketID, key)]);
        return earlier;
      }

      let ticket = open.get(input.TicketID);
      if (!ticket || ticket.userId !== account.userId) {
        const row = await ticketRow(db, input.TicketID);
        // Someone else's ticket is answered exactly like a missing one.
        if (!row || Number(row.user_id) !== account.userId) return answer(404, ERROR_CODES.notFound, `TicketID: no ticket ${input.TicketID}`, 'TicketID');
        if (row.status !== 'open') return answer(409, ERROR_CODES.ticketNotOpen, `TicketID: the ticket is already ${row.status}`, 'TicketID');
        ticket = remember(row);
        await restoreCashoutState([input.TicketID]);
      }
      if (input.CashoutOddsValues.length !== ticket.view.Selections.length) {
        return answer(400, ERROR_CODES.invalid, `CashoutOddsValues: must hold the current odds of the ticket's ${ticket.view.Selections.length} selection(s)`, 'CashoutOddsValues');
      }
      const target = ticket;
      // A part the offer seen cannot buy without the whole stake is refused before anything is stored: ask for less, or for the whole.
      if (part !== null && price(target).minor === amount.minor && partialCashout(target.stakeMinor, target.oddsMilli, currentMilli(target), part, marginBps) === null) {
        const most = maxPartialCashout(target.stakeMinor, target.oddsMilli, currentMilli(target), marginBps);
        return answer(400, ERROR_CODES.partialCashoutTooLarge, `PartialAmount: at most ${most === null ? 'nothing' : fromMinorUnits(most, target.currency)} leaves part of the ticket open`, 'PartialAmount');
      }

      let outcome: { accepted: boolean; message: string | null; rest: TicketRow | null; record: TicketCashoutRecord | null } = { accepted: false, message: null, rest: null, record: null };
      const result = await wallet.once(idem, request, async (tx, stakes) => {
        outcome = { accepted: false, message: null, rest: null, record: null };
        const [row] = await tx.query<LockedTicket>(`select ${LOCKED_COLUMNS} from bet_tickets where id = $1 and user_id = $2 for update`, [input.TicketID, account.userId]);
        if (row?.status !== 'open') return answer(409, ERROR_CODES.ticketNotOpen, `TicketID: the ticket is already ${row?.status ?? 'gone'}`, 'TicketID');
        // The offer is recomputed now, for the stake as it stands: the player gets exactly what the house offers at this moment, or nothing.
        const stake = BigInt(row.stake);
        const current = currentMilli(target);
        const now = cashoutValue(stake, target.oddsMilli, current, marginBps);
        const split = part === null ? null : partialCashout(stake, target.oddsMilli, current, part, marginBps);
        if (now === null || now !== amount.minor || (part !== null && split === null)) {
          outcome.message = now === null ? 'Cashout is declined: no offer right now' : 'Cashout is declined: the offer has changed';
          return { status: 202, body: { TicketID: input.TicketID, Status: CASHOUT_STATUS.pending } };
        }
        if (split === null) {
          const settled = await stakes.settle(BigInt(row.reservation_id), amount.minor);
          if (!settled.ok) return settled.answer;
          await tx.query(`update bet_tickets set status = 'cashed-out', settled_at = now(), cashout_amount = $2, auto_cashout_target = null where id = $1`, [input.TicketID, amount.minor]);
          outcome.record = await insertCashout(tx, { ticketId: input.TicketID, currency: target.currency, amount: amount.minor, stakeUsed: stake, odds: oddsOf(current), auto: false, key });
        } else {
          const held = await stakes.split(BigInt(row.reservation_id), split.stakeUsed, part!);
          if (!held.ok) return held.answer;
          const [rest] = await tx.query<TicketRow>(
            `update bet_tickets set stake = $2, potential_payout = $3, reservation_id = $4, auto_cashout_target = null where id = $1 returning ${TICKET_COLUMNS}`,
            [input.TicketID, split.remainingStake, split.remainingPayout, held.reservationId],
          );
          outcome.rest = rest ?? null;
          outcome.record = await insertCashout(tx, { ticketId: input.TicketID, currency: target.currency, amount: part!, stakeUsed: split.stakeUsed, odds: oddsOf(current), auto: false, key });
        }
        outcome.accepted = true;
        return { status: 202, body: { TicketID: input.TicketID, Status: CASHOUT_STATUS.pending } };
      });
      if (!result.replayed && result.status === 202) {
        // Committed: only now may the player hear the outcome.
        const { accepted, message, rest, record } = outcome;
        if (accepted && rest && record) {
          const left = reopen(rest, [...target.cashouts, record], null);
          emit(account.userId, [{ kind: 'cashoutStatus', TicketID: input.TicketID, Status: CASHOUT_STATUS.accepted, Amount: record.Amount, Message: null, Ticket: withOffer(left) }]);
        } else if (accepted) {
          forget(input.TicketID);
          emit(account.userId, [{ kind: 'cashoutStatus', TicketID: input.TicketID, Status: CASHOUT_STATUS.accepted, Amount: input.Amount, Message: null }]);
        } else {
          const now = price(target);
          target.offerMinor = now.minor;
          target.offerOdds = now.odds;
          emit(account.userId, [
            { kind: 'cashoutStatus', TicketID: input.TicketID, Status: CASHOUT_STATUS.declined, Amount: null, Message: message },
            { kind: 'cashoutOffer', TicketID: input.TicketID, ...offerOf(target, now.minor, now.odds) },
          ]);
        }
      }
      return { status: result.status, body: result.body };
    },

    async setAutoCashout(account, input) {
      let target: bigint | null = null;
      if (input.Target !== null) {
        const asked = toMinorUnits(input.Target, account.currency);
        if (!asked.ok) return answer(400, ERROR_CODES.invalid, `Target ${asked.message}`, 'Target');
        target = asked.minor;
      }
      let ticket = open.get(input.TicketID);
      if (!ticket || ticket.userId !== account.userId) {
        const row = await ticketRow(db, input.TicketID);
        if (!row || Number(row.user_id) !== account.userId) return answer(404, ERROR_CODES.notFound, `TicketID: no ticket ${input.TicketID}`, 'TicketID');
        if (row.status !== 'open') return answer(409, ERROR_CODES.ticketNotOpen, `TicketID: the ticket is already ${row.status}`, 'TicketID');
        ticket = remember(row);
        await restoreCashoutState([input.TicketID]);
      }
      if (target !== null) {
        const payout = BigInt(ticket.view.PotentialPayoutMinor);
        if (target > payout) return answer(400, ERROR_CODES.invalid, `Target: must be at most the potential payout ${ticket.view.PotentialPayout}`, 'Target');
        const now = price(ticket).minor;
        if (now !== null && now >= target) {
          return answer(409, ERROR_CODES.autoCashoutTargetReached, `Target: the offer is already ${fromMinorUnits(now, ticket.currency)}; cash out now or aim higher`, 'Target');
        }
      }
      const updated = await db.query(`update bet_tickets set auto_cashout_target = $3 where id = $1 and user_id = $2 and status = 'open' returning id`, [input.TicketID, account.userId, target]);
      if (updated.length === 0) return answer(409, ERROR_CODES.ticketNotOpen, 'TicketID: the ticket is no longer open', 'TicketID');
      ticket.autoTarget = target;
      if (target === null) autoTickets.delete(input.TicketID);
      else autoTickets.set(input.TicketID, ticket);
      emit(account.userId, [{ kind: 'ticketUpdated', Ticket: withOffer(ticket) }]);
      return { status: 200, body: { TicketID: input.TicketID, AutoCashout: input.Target === null ? null : fromMinorUnits(target!, ticket.currency) } };
    },

    async autoCashoutsSettled() {
      while (autoRunning.size > 0) await Promise.allSettled([...autoRunning.values()]);
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
      // Read from the database, not only memory: in a cluster the player may have bet through another node.
      const rows = await db.query<TicketRow>(`select ${TICKET_COLUMNS} from bet_tickets where user_id = $1 and status = 'open' order by id`, [userId]);
      const held = [...(openByUser.get(userId)?.keys() ?? [])];
      await reload(rows, held);
      const tickets = [...(openByUser.get(userId)?.values() ?? [])].sort((a, b) => Number(BigInt(b.view.TicketID) - BigInt(a.view.TicketID)));
      // Unwatched tickets are not re-priced on ticks: price them now, for the new subscriber.
      for (const ticket of tickets) reprice(ticket);
      return { Tickets: tickets.map(withOffer) };
    },

    async acceptOffer(account, input, key) {
      const offer = traderOffers.find(account.userId, input.OfferID);
      if (!offer) return answer(404, ERROR_CODES.notFound, `OfferID: no trader offer ${input.OfferID}`, 'OfferID');
      if (offer.acceptedWith !== null) {
        // The acceptance that placed it, retried, gets its ticket again; any other is too late.
        if (offer.acceptedWith !== key) return answer(409, ERROR_CODES.traderOfferClosed, 'OfferID: this offer was already accepted', 'OfferID');
        return service.place(account, offer.input, key);
      }
      if (traderOffers.expired(offer)) {
        traderOffers.remove(offer);
        return answer(409, ERROR_CODES.traderOfferExpired, 'OfferID: this offer has expired; place the bet again', 'OfferID');
      }
      const placed = await service.place(account, offer.input, key);
      if (placed.status === 201) traderOffers.accepted(offer, key);
      return placed;
    },

    declineOffer(account, input) {
      const offer = traderOffers.find(account.userId, input.OfferID);
      if (!offer) return answer(404, ERROR_CODES.notFound, `OfferID: no trader offer ${input.OfferID}`, 'OfferID');
      if (offer.acceptedWith !== null) return answer(409, ERROR_CODES.traderOfferClosed, 'OfferID: this offer was already accepted', 'OfferID');
      traderOffers.remove(offer);
      return { status: 200, body: { OfferID: offer.id, Status: 'declined' } };
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
      checkAutoCashouts(moved);
    },

    openTickets: () => open.values(),

    ticketsSettled(settled) {
      const byUser = new Map<number, CashoutEvent[]>();
      for (const { ticket, userId, balance } of settled) {
        forget(ticket.TicketID);
        let events = byUser.get(userId);
        if (!events) byUser.set(userId, (events = []));
        events.push({ kind: 'ticketSettled', Ticket: { ...ticket, CashoutOffer: null }, ...settledBalance(ticket.Currency, balance) });
      }
      for (const [userId, events] of byUser) emit(userId, events);
    },

    onCashout(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    async refresh(ticketIds) {
      if (ticketIds.length === 0) return;
      const rows = await db.query<TicketRow>(`select ${TICKET_COLUMNS} from bet_tickets where id = any($1::bigint[])`, [ticketIds]);
      await reload(rows, ticketIds);
    },

    async close() {
      listeners.clear();
      autoTickets.clear();
      await Promise.allSettled([...autoRunning.values()]);
      open.clear();
      openByUser.clear();
    },
  };
  return service;

  /** place() once the request reads right and no other placement of the player runs: prices, limits, then the money. */
  async function placeChecked(
    account: WalletAccount,
    input: PlaceBet,
    key: string,
    idem: Idempotency,
    request: { operation: string; params: unknown },
    read: { readonly shape: TicketShape; readonly plan: StoredPlan | null; readonly choice: BetChoice },
    shown: readonly number[],
  ): Promise<MoneyAnswer> {
    const { shape, plan } = read;
    // Every open ticket costs memory and pricing: a player holds a bounded number (issue #12, 5).
    if ((openByUser.get(account.userId)?.size ?? 0) >= maxOpen) {
      return answer(409, ERROR_CODES.tooManyOpenTickets, `A player may hold at most ${maxOpen} open tickets; cash out or wait for some to settle`, 'session');
    }
    const teaser = shape.kind === 'teaser' ? shape.type : null;
    const selections: TicketSelection[] = [];
    const accepted: number[] = [];
    const events: ComboEvent[] = [];
    for (const [i, s] of input.Selections.entries()) {
      const found = lookUp(prices, s.MatchID, s.MarketID, s.OddID);
      if (!found) return answer(409, ERROR_CODES.selectionUnavailable, `Selections[${i}]: this selection cannot be bet on now`, `Selections[${i}]`);
      events.push({ id: found.match.ID, type: found.match.Type, tournamentId: found.match.Tournament.ID });
      if (!oddsAccepted(input.OddsAcceptance as OddsAcceptance, shown[i]!, found.milli)) {
        return answer(409, ERROR_CODES.oddsChanged, `Selections[${i}].Odds: the odds are now ${milliToOdds(found.milli)}`, `Selections[${i}].Odds`, {
          CurrentOdds: milliToOdds(found.milli),
        });
      }
      const selection: TicketSelection = { MatchID: s.MatchID, MarketID: s.MarketID, OddID: s.OddID, Odds: milliToOdds(found.milli), ...found.names };
      if (teaser) {
        // SPEC ERR-26: a teaser leg is a spread or a total of the teaser's sport.
        const line = teasedLine({ sportSystemId: found.match.SportSystemID, marketTypeId: found.market.MarketID, outcomeTitle: found.odd.Title, line: found.odd.SpecialBetValue }, teaser);
        if (line === null) return answer(400, ERROR_CODES.invalidMarketsCombination, `Selections[${i}]: this teaser takes only spreads and totals of its sport`, `Selections[${i}]`);
        selection.TeasedLine = line;
      }
      if (plan?.stakesMinor) selection.Stake = fromMinorUnits(BigInt(plan.stakesMinor[i]!), account.currency);
      if (plan?.bankers?.includes(i)) selection.Banker = true;
      accepted.push(found.milli);
      selections.push(selection);
    }
    // SPEC ERR-27: an outright goes with nothing else of its tournament.
    if (shape.kind !== 'chains' && !(shape.kind === 'lines' && shape.lines.every((l) => l.legs.length === 1)) && combinesOutright(events)) {
      return answer(400, ERROR_CODES.invalidOutrightsCombination, 'Selections: an outright cannot be combined with another event of its tournament', 'Selections');
    }
    const stakeMinor = totalStake(shape);
    const payout = potentialReturn(shape, accepted);
    // API-40 / CON-09: the house's limits in the player's currency.
    const breach = checkLimits(shape, accepted, stakeLimits(account.currency));
    if (breach) {
      const field = plan?.stakesMinor ? 'Stakes' : 'Stake';
      const limit = fromMinorUnits(breach.amountMinor, account.currency);
      const extra: Record<string, unknown> = { Limit: limit, LimitMinor: breach.amountMinor.toString() };
      // Over a maximum: the house answers with a trader offer, or says the bet type takes none (ERR-08).
      if (breach.limit !== 'min-stake') {
        const offer = traderOffer(account, input, read.choice, accepted);
        if (offer) extra.TraderOffer = offer;
      }
      switch (breach.limit) {
        case 'min-stake':
          return answer(400, ERROR_CODES.minimumStake, `${field}: each bet stakes at least ${limit}`, field, extra);
        case 'max-stake-per-selection':
          return answer(400, ERROR_CODES.lineBettingLimitReached, `${field}: each bet stakes at most ${limit}`, field, extra);
        case 'max-stake-per-ticket':
          return answer(400, ERROR_CODES.maximumStake, `${field}: a ticket stakes at most ${limit}`, field, extra);
        case 'max-payout':
          return answer(400, ERROR_CODES.maximumPayout, `${field}: a ticket pays at most ${limit}`, field, extra);
      }
    }
    if (payout > MAX_AMOUNT_MINOR || stakeMinor > MAX_AMOUNT_MINOR) return answer(400, ERROR_CODES.invalidStake, 'Stake: the potential payout would exceed the house limit', 'Stake');
    const oneLine = input.BetType === BET_TYPES.single || input.BetType === BET_TYPES.combo;
    const oddsText = oneLine ? comboOddsText(accepted) : milliText(teaser ? BigInt(teaser.oddsMilli[accepted.length]!) : effectiveOddsMilli(shape, accepted));

    let placed: TicketRow | undefined;
    const result = await wallet.once(idem, request, async (tx, stakes) => {
      placed = undefined;
      const held = await stakes.reserve(account, stakeMinor, `bet:${key}`);
      if (!held.ok) return { status: held.answer.status, body: { ...held.answer.body, field: 'Stake' } };
      const [row] = await tx.query<TicketRow>(
        `insert into bet_tickets (user_id, currency, book, bet_type, stake, total_odds, potential_payout, reservation_id, selections, odds_acceptance, plan)
         values ($1, $2, $3, $4, $5, $6::numeric, $7, $8, $9::jsonb, $10, $11::jsonb) returning ${TICKET_COLUMNS}`,
        [account.userId, account.currency, account.book, input.BetType, stakeMinor, oddsText, payout, held.reservationId, JSON.stringify(selections), input.OddsAcceptance, plan && JSON.stringify(plan)],
      );
      placed = row;
      return { status: 201, body: { ...ticketView(row!), ...balanceBody(account, held.balances) } };
    });
    if (!result.replayed && placed && result.status === 201) {
      const ticket = remember(placed);
      emit(ticket.userId, [{ kind: 'ticketPlaced', Ticket: withOffer(ticket) }]);
    }
    return { status: result.status, body: result.body };
  }

  /**
   * The trader offer for a ticket refused for a stake over a maximum (SPEC ENT-42, API-40): the same
   * ticket at the greatest stake the limits take at the prices found (`accepted`), held for the
   * player; for a bet type with none, the SPEC's answer (STA-20, ERR-08); null when not even the
   * minimum stake would do.
   */
  function traderOffer(account: WalletAccount, input: PlaceBet, choice: BetChoice, accepted: readonly number[]): TraderOffer | null {
    const odds = accepted.map(milliToOdds);
    if (!traderOfferSupported(input.BetType)) {
      return { OfferID: null, BetType: input.BetType, Stake: null, StakeMinor: null, PotentialPayout: null, Odds: odds, ExpiresAt: null, ExpiresInMs: null, Error: ERROR_CODES.traderOfferUnavailable };
    }
    const offered = offeredChoice(choice, accepted, stakeLimits(account.currency));
    const made = offered && ticketShape(offered, accepted.length);
    if (!offered || !made || !('shape' in made)) return null;
    const money = (minor: bigint) => fromMinorUnits(minor, account.currency);
    const stakes = offered.type === BET_TYPES.multipleSingles ? offered.stakesMinor.map(money) : null;
    const stakeMinor = 'stakeMinor' in offered ? offered.stakeMinor : null;
    const placement: PlaceBet = {
      ...input,
      ...(stakes ? { Stakes: stakes } : { Stake: money(stakeMinor!) }),
      Selections: input.Selections.map((s, i) => ({ ...s, Odds: odds[i]! })),
    };
    const held = traderOffers.create(account.userId, placement);
    return {
      OfferID: held.id,
      BetType: input.BetType,
      Stake: stakeMinor === null ? null : money(stakeMinor),
      StakeMinor: stakeMinor === null ? null : stakeMinor.toString(),
      ...(stakes ? { Stakes: stakes } : {}),
      PotentialPayout: money(potentialReturn(made.shape, accepted)),
      Odds: odds,
      ExpiresAt: new Date(held.expiresAt).toISOString(),
      ExpiresInMs: Math.max(0, held.expiresAt - traderOffers.now()),
      Error: null,
    };
  }

  /** What a cash-out request with this key came to, for a client that missed it the first time. */
  async function replayedOutcome(ticketId: string, key: string): Promise<CashoutEvent> {
    const taken = await cashoutByKey(db, ticketId, key);
    const row = taken ? await ticketRow(db, ticketId) : undefined;
    if (!taken || !row) return { kind: 'cashoutStatus', TicketID: ticketId, Status: CASHOUT_STATUS.declined, Amount: null, Message: 'Cashout is declined' };
    const still = row.status === 'open' ? open.get(ticketId) : undefined;
    return {
      kind: 'cashoutStatus',
      TicketID: ticketId,
      Status: CASHOUT_STATUS.accepted,
      Amount: fromMinorUnits(BigInt(taken.amount), row.currency),
      Message: null,
      ...(still ? { Ticket: withOffer(still) } : {}),
    };
  }

  /** The current prices of an open ticket's selections, in thousandths (null where there is none). */
  function currentMilli(ticket: OpenTicket): (number | null)[] {
    return ticket.view.Selections.map((s) => lookUp(prices, s.MatchID, s.MarketID, s.OddID)?.milli ?? null);
  }

  /** A ticket changed in the database (a partial cash-out): held anew, keeping its cash-outs and target. */
  function reopen(row: TicketRow, cashouts: readonly TicketCashoutRecord[], autoTarget: bigint | null): OpenTicket {
    forget(String(row.id));
    const ticket = remember(row);
    ticket.cashouts = cashouts;
    ticket.autoTarget = autoTarget;
    if (autoTarget !== null) autoTickets.set(ticket.view.TicketID, ticket);
    return ticket;
  }

  /** Holds `rows` as they are now (open ones priced, others let go), and lets go of the `known` ids they lack. */
  async function reload(rows: readonly TicketRow[], known: readonly string[]): Promise<void> {
    const openIds: string[] = [];
    for (const row of rows) {
      const id = String(row.id);
      forget(id);
      if (row.status === 'open') openIds.push(remember(row).view.TicketID);
    }
    const found = new Set(rows.map((row) => String(row.id)));
    for (const id of known) if (!found.has(id)) forget(id);
    await restoreCashoutState(openIds);
  }

  /** Partial cash-outs and auto cash-out targets of open tickets (all of them at start, or some). */
  async function restoreCashoutState(ids: readonly string[] = [...open.keys()]): Promise<void> {
    if (ids.length === 0) return;
    const targets = await db.query<{ id: bigint; auto_cashout_target: bigint }>(
      'select id, auto_cashout_target from bet_tickets where id = any($1::bigint[]) and auto_cashout_target is not null',
      [ids],
    );
    for (const row of targets) {
      const ticket = open.get(String(row.id));
      if (!ticket) continue;
      ticket.autoTarget = BigInt(row.auto_cashout_target);
      autoTickets.set(ticket.view.TicketID, ticket);
    }
    const records = await cashoutsOf(db, ids, (id) => open.get(id)?.currency ?? 'EUR');
    for (const [id, list] of records) {
      const ticket = open.get(id);
      if (ticket) ticket.cashouts = list;
    }
  }

  /**
   * Auto cash-out: every open ticket with a target whose matches moved is priced; one whose offer
   * has reached its target is cashed out whole at that offer, once (a ticket in flight is skipped).
   */
  function checkAutoCashouts(moved?: ReadonlySet<number>): void {
    for (const [id, ticket] of autoTickets) {
      if (autoRunning.has(id) || ticket.autoTarget === null) continue;
      if (moved && !ticket.view.Selections.some((s) => moved.has(s.MatchID))) continue;
      const now = price(ticket).minor;
      if (now === null || now < ticket.autoTarget) continue;
      const run = autoCashout(ticket)
        .catch((error: unknown) => options.log?.warn({ err: error, ticketId: id }, 'auto cash-out failed'))
        .finally(() => autoRunning.delete(id));
      autoRunning.set(id, run);
    }
  }

  /**
   * Cashes a ticket out for its owner at the offer now, if it still reaches the target inside the
   * transaction that locks the ticket. The key is the ticket's own (`auto-<id>`), so the money moves
   * at most once; an attempt whose offer fell back is rolled back whole and stores nothing.
   */
  async function autoCashout(ticket: OpenTicket): Promise<void> {
    const TicketID = ticket.view.TicketID;
    const key = `auto-${TicketID}`;
    let paid: TicketCashoutRecord | null = null;
    try {
      await wallet.once({ scope: cashoutScope(ticket.userId), key }, { operation: 'auto-cashout', params: { ticket: TicketID } }, async (tx, stakes) => {
        paid = null;
        const [row] = await tx.query<LockedTicket>(`select ${LOCKED_COLUMNS} from bet_tickets where id = $1 for update`, [TicketID]);
        if (row?.status !== 'open' || row.auto_cashout_target === null) throw new TargetNotReached();
        const stake = BigInt(row.stake);
        const current = currentMilli(ticket);
        const now = cashoutValue(stake, ticket.oddsMilli, current, marginBps);
        if (now === null || now < BigInt(row.auto_cashout_target)) throw new TargetNotReached();
        const settled = await stakes.settle(BigInt(row.reservation_id), now);
        if (!settled.ok) throw new Error(`auto cash-out of ticket ${TicketID}: ${String(settled.answer.body.message)}`);
        await tx.query(`update bet_tickets set status = 'cashed-out', settled_at = now(), cashout_amount = $2, auto_cashout_target = null where id = $1`, [TicketID, now]);
        paid = await insertCashout(tx, { ticketId: TicketID, currency: ticket.currency, amount: now, stakeUsed: stake, odds: oddsOf(current), auto: true, key });
        return { status: 202, body: { TicketID, Status: CASHOUT_STATUS.pending } };
      });
    } catch (error) {
      if (error instanceof TargetNotReached) return;
      throw error;
    }
    const record = paid as TicketCashoutRecord | null;
    if (!record) return;
    forget(TicketID);
    emit(ticket.userId, [{ kind: 'cashoutStatus', TicketID, Status: CASHOUT_STATUS.accepted, Amount: record.Amount, Message: null, Auto: true }]);
  }
}

function settledBalance(currency: CurrencyCode, balance: SettledTicket['balance']) {
  return { Currency: currency, Balance: fromMinorUnits(balance.available, currency), BalanceMinor: balance.available.toString(), PendingMinor: balance.pending.toString() };
}

/** Thrown inside an auto cash-out's transaction to roll it back whole: the offer is below the target (or the ticket closed). */
class TargetNotReached extends Error {}

type LockedTicket = { status: TicketStatus; stake: bigint; reservation_id: bigint; auto_cashout_target: bigint | null };
const LOCKED_COLUMNS = 'status, stake, reservation_id, auto_cashout_target';

const oddsOf = (milli: readonly (number | null)[]): number[] => milli.map((m) => (m === null ? 0 : milliToOdds(m)));

function sameOdds(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}
