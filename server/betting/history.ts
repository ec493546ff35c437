/**
 * The player's histories (SPEC API-53): bets by history type (ENM-17) in a time window (ENM-18,
 * CON-06, CON-07), and the wallet's transactions, a page at a time, newest first. Every list reads
 * one index range of its own (migration 0008), so a page costs the same however long the history is.
 */
import type { BetHistory, BetHistoryQuery, DeclinedBet, HistoryRange, StatementKind, Transaction, TransactionHistory, TransactionHistoryQuery } from '../../schemas/history.ts';
import { BET_HISTORY_TYPES, DEFAULT_PAGE_SIZE, STATEMENT_TYPES, TICKET_REQUEST_STATUS, TRANSACTION_STATUS_COMPLETED } from '../../schemas/history.ts';
import type { TicketSelection } from '../../schemas/betting.ts';
import type { CurrencyCode } from '../../schemas/wallet.ts';
import { fromMinorUnits } from '../../schemas/wallet.ts';
import { ERROR_CODES, type ErrorCode } from '../../schemas/errors.ts';
import { customRangeProblem, HISTORY_DEFAULTS, pageSlice, rangeWindow, type HistoryWindow } from '../../domain/history-range.ts';
import type { Db } from '../db/db.ts';
import type { MoneyAnswer, WalletAccount } from '../wallet/ledger.ts';
import { cashoutsOf } from './cashout-records.ts';
import { TICKET_COLUMNS, ticketView, type TicketRow } from './service.ts';

export type History = {
  bets(account: WalletAccount, query: BetHistoryQuery): Promise<MoneyAnswer>;
  transactions(account: WalletAccount, query: TransactionHistoryQuery): Promise<MoneyAnswer>;
};

type RangeQuery = Pick<BetHistoryQuery, 'range' | 'from' | 'to'>;
export type Window = HistoryWindow & { readonly range: HistoryRange | null };

const refuse = (field: string, message: string): MoneyAnswer => ({ status: 400, body: { error: ERROR_CODES.invalid, field, message: `${field}: ${message}` } });

/**
 * The window a query asks for, or the 400 naming what is wrong. `from`/`to` go with range=custom
 * only. No range: CON-07's last24, except that open bets (`openByDefault`) are all listed.
 */
export function windowOf(query: RangeQuery, now: number, openByDefault: boolean): Window | MoneyAnswer {
  if (query.range !== 'custom') {
    if (query.from !== undefined) return refuse('from', 'goes with range=custom only');
    if (query.to !== undefined) return refuse('to', 'goes with range=custom only');
    if (query.range === undefined && openByDefault) return { range: null, from: null, to: now };
    const range = query.range ?? HISTORY_DEFAULTS.range;
    return { range, ...rangeWindow(range, now) };
  }
  if (query.from === undefined) return refuse('from', 'is required with range=custom (the start of the first day)');
  if (query.to === undefined) return refuse('to', 'is required with range=custom (the start of the day after the last)');
  const problem = customRangeProblem(query.from, query.to);
  if (problem === 'from-after-to') return refuse('to', 'must be after from');
  if (problem === 'too-long') return refuse('from', 'a custom range spans at most nine months');
  return { range: 'custom', from: query.from, to: query.to };
}

export const isAnswer = (value: Window | MoneyAnswer): value is MoneyAnswer => 'status' in value;

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** The window and page a history answer names (schemas/history.ts historyPaging). */
export const paging = (window: Window, page: number, pageSize: number, total: number) => ({
  Range: window.range,
  From: iso(window.from),
  To: iso(window.to)!,
  Page: page,
  PageSize: pageSize,
  Total: total,
});

type DeclinedRow = {
  id: bigint;
  currency: CurrencyCode;
  bet_type: number;
  stake: bigint;
  selections: TicketSelection[];
  error: ErrorCode;
  field: string | null;
  declined_at: Date | string;
};

function declinedView(row: DeclinedRow): DeclinedBet {
  return {
    ID: String(row.id),
    TicketStatus: TICKET_REQUEST_STATUS.declined,
    BetType: Number(row.bet_type),
    Stake: fromMinorUnits(BigInt(row.stake), row.currency),
    StakeMinor: String(row.stake),
    Currency: row.currency,
    Selections: row.selections,
    DeclinedAt: new Date(row.declined_at).toISOString(),
    Error: row.error,
    Field: row.field,
  };
}

type TransactionRow = { id: bigint; kind: string; cashout: boolean; amount: bigint; ticket_id: bigint | null; currency: CurrencyCode; created_at: Date | string };

function statementKind(kind: string, cashout: boolean): StatementKind {
  switch (kind) {
    case 'stake':
      return 'stake';
    case 'settle':
      return cashout ? 'cashout' : 'settlement';
    case 'jackpot':
      return 'settlement';
    case 'void':
    case 'withdrawal-return':
      return 'refund';
    case 'withdrawal':
      return 'withdrawal';
    case 'bonus-release':
      return 'bonus';
    default:
      return 'deposit';
  }
}

function transactionView(row: TransactionRow): Transaction {
  const kind = statementKind(row.kind, row.cashout);
  return {
    TransactionID: String(row.id),
    StatementTypeID: STATEMENT_TYPES[kind],
    Kind: kind,
    StatusID: TRANSACTION_STATUS_COMPLETED,
    Amount: fromMinorUnits(BigInt(row.amount), row.currency),
    AmountMinor: String(row.amount),
    Currency: row.currency,
    CompletedDate: new Date(row.created_at).toISOString(),
    TicketID: row.ticket_id === null ? null : String(row.ticket_id),
  };
}

/** The list's time column and filter for each bet history type: open tickets by placement, settled ones by settlement. */
const TICKET_LISTS = {
  [BET_HISTORY_TYPES.uncleared]: { where: 'settled_at is null', time: 'placed_at' },
  [BET_HISTORY_TYPES.cleared]: { where: 'settled_at is not null', time: 'settled_at' },
} as const;

export function createHistory(db: Db, clock: () => number = Date.now): History {
  async function ticketPage(userId: number, type: keyof typeof TICKET_LISTS, window: Window, page: number, pageSize: number) {
    const { where, time } = TICKET_LISTS[type];
    const { offset, limit } = pageSlice(page, pageSize);
    const since = window.from === null ? '' : `and ${time} >= $3`;
    const filter = `user_id = $1 and ${where} and ${time} < $2 ${since}`;
    const params = [userId, iso(window.to), ...(window.from === null ? [] : [iso(window.from)])];
    const next = params.length + 1;
    const [count] = await db.query<{ n: bigint }>(`select count(*)::bigint as n from bet_tickets where ${filter}`, params);
    const rows = await db.query<TicketRow & { auto_cashout_target: bigint | null }>(
      `select ${TICKET_COLUMNS}, auto_cashout_target from bet_tickets where ${filter} order by ${time} desc, id desc limit $${next} offset $${next + 1}`,
      [...params, limit, offset],
    );
    const currencyOf = new Map(rows.map((r) => [String(r.id), r.currency]));
    const cashouts = await cashoutsOf(db, [...currencyOf.keys()], (id) => currencyOf.get(id)!);
    const tickets = rows.map((row) => ({
      ...ticketView(row),
      TicketStatus: TICKET_REQUEST_STATUS.accepted,
      Cashouts: cashouts.get(String(row.id)) ?? [],
      AutoCashout: row.auto_cashout_target === null ? null : fromMinorUnits(BigInt(row.auto_cashout_target), row.currency),
    }));
    return { total: Number(count?.n ?? 0), tickets };
  }

  async function declinedPage(userId: number, window: Window, page: number, pageSize: number) {
    const { offset, limit } = pageSlice(page, pageSize);
    const filter = 'user_id = $1 and declined_at >= $2 and declined_at < $3';
    const params = [userId, iso(window.from), iso(window.to)];
    const [count] = await db.query<{ n: bigint }>(`select count(*)::bigint as n from declined_bets where ${filter}`, params);
    const rows = await db.query<DeclinedRow>(
      `select id, currency, bet_type, stake, selections, error, field, declined_at from declined_bets where ${filter} order by declined_at desc, id desc limit $4 offset $5`,
      [...params, limit, offset],
    );
    return { total: Number(count?.n ?? 0), tickets: rows.map(declinedView) };
  }

  return {
    async bets(account, query) {
      const type = query.type ?? HISTORY_DEFAULTS.type;
      const window = windowOf(query, clock(), type === BET_HISTORY_TYPES.uncleared);
      if (isAnswer(window)) return window;
      const page = query.page ?? HISTORY_DEFAULTS.page;
      const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
      let body: BetHistory;
      if (type === BET_HISTORY_TYPES.declined) {
        const { total, tickets } = await declinedPage(account.userId, window, page, pageSize);
        body = { Type: type, ...paging(window, page, pageSize, total), Tickets: tickets };
      } else {
        const { total, tickets } = await ticketPage(account.userId, type, window, page, pageSize);
        body = { Type: type, ...paging(window, page, pageSize, total), Tickets: tickets };
      }
      return { status: 200, body };
    },

    async transactions(account, query) {
      const window = windowOf(query, clock(), false);
      if (isAnswer(window)) return window;
      const page = query.page ?? HISTORY_DEFAULTS.page;
      const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
      const { offset, limit } = pageSlice(page, pageSize);
      // A withdrawal paid out moves held money, not the available balance: its hold is the statement line.
      // A bonus claimed sits apart until released: its release is the line.
      const filter = `t.user_id = $1 and t.created_at >= $2 and t.created_at < $3 and t.kind not in ('withdrawal-paid', 'bonus')`;
      const params = [account.userId, iso(window.from), iso(window.to)];
      const [count] = await db.query<{ n: bigint }>(`select count(*)::bigint as n from ledger_transactions t where ${filter}`, params);
      const [cash] = await db.query<{ id: bigint }>(`select id from ledger_accounts where user_id = $1 and purpose = 'player-cash' and currency = $2 and book = $3`, [
        account.userId,
        account.currency,
        account.book,
      ]);
      // The amount is the transaction's entry on the player's cash account; the ticket, the one whose stake it held or resolved.
      const rows = await db.query<TransactionRow>(
        `select t.id, t.kind, t.currency, t.created_at, coalesce(t.idempotency_scope like 'cashout:%', false) as cashout,
           coalesce((select sum(e.amount) from ledger_entries e where e.transaction_id = t.id and e.account_id = $6), 0)::bigint as amount,
           (select r.ticket_id from stake_reservations r where r.stake_transaction_id = t.id or r.resolve_transaction_id = t.id
            order by r.id limit 1) as ticket_id
         from ledger_transactions t where ${filter} order by t.created_at desc, t.id desc limit $4 offset $5`,
        [...params, limit, offset, cash?.id ?? 0],
      );
      const body: TransactionHistory = { ...paging(window, page, pageSize, Number(count?.n ?? 0)), Transactions: rows.map(transactionView) };
      return { status: 200, body };
    },
  };
}
