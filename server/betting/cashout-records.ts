/**
 * Every cash-out of a ticket (SPEC ENT-45: Id, amount, cashoutOddsValues, betId), whole or partial,
 * asked for or automatic: written in the cash-out's own transaction, read back for the cash-out
 * topic, the histories and a retried request.
 */
import type { TicketCashoutRecord } from '../../schemas/betting.ts';
import type { CurrencyCode } from '../../schemas/wallet.ts';
import { fromMinorUnits } from '../../schemas/wallet.ts';
import type { Queryable } from '../db/db.ts';

export type CashoutRow = {
  id: bigint;
  ticket_id: bigint;
  amount: bigint;
  stake_used: bigint;
  odds: number[];
  auto: boolean;
  request_key: string;
  created_at: Date | string;
};

export const CASHOUT_COLUMNS = 'id, ticket_id, amount, stake_used, odds, auto, request_key, created_at';

export function cashoutRecord(row: CashoutRow, currency: CurrencyCode): TicketCashoutRecord {
  return {
    ID: String(row.id),
    TicketID: String(row.ticket_id),
    Amount: fromMinorUnits(BigInt(row.amount), currency),
    AmountMinor: String(row.amount),
    StakeUsed: fromMinorUnits(BigInt(row.stake_used), currency),
    CashoutOddsValues: row.odds,
    Auto: row.auto,
    At: new Date(row.created_at).toISOString(),
  };
}

export type NewCashout = {
  readonly ticketId: string;
  readonly currency: CurrencyCode;
  readonly amount: bigint;
  readonly stakeUsed: bigint;
  readonly odds: readonly number[];
  readonly auto: boolean;
  readonly key: string;
};

export async function insertCashout(tx: Queryable, c: NewCashout): Promise<TicketCashoutRecord> {
  const [row] = await tx.query<CashoutRow>(
    `insert into ticket_cashouts (ticket_id, amount, stake_used, odds, auto, request_key) values ($1, $2, $3, $4::jsonb, $5, $6) returning ${CASHOUT_COLUMNS}`,
    [c.ticketId, c.amount, c.stakeUsed, JSON.stringify(c.odds), c.auto, c.key],
  );
  return cashoutRecord(row!, c.currency);
}

/** The cash-outs of some tickets, oldest first, by ticket id. */
export async function cashoutsOf(q: Queryable, ticketIds: readonly string[], currencyOf: (ticketId: string) => CurrencyCode): Promise<Map<string, TicketCashoutRecord[]>> {
  const out = new Map<string, TicketCashoutRecord[]>();
  if (ticketIds.length === 0) return out;
  const rows = await q.query<CashoutRow>(`select ${CASHOUT_COLUMNS} from ticket_cashouts where ticket_id = any($1::bigint[]) order by ticket_id, id`, [ticketIds]);
  for (const row of rows) {
    const id = String(row.ticket_id);
    let list = out.get(id);
    if (!list) out.set(id, (list = []));
    list.push(cashoutRecord(row, currencyOf(id)));
  }
  return out;
}

/** The cash-out a request with this key took of the ticket, if it took one. */
export async function cashoutByKey(q: Queryable, ticketId: string, key: string): Promise<CashoutRow | undefined> {
  const [row] = await q.query<CashoutRow>(`select ${CASHOUT_COLUMNS} from ticket_cashouts where ticket_id = $1 and request_key = $2`, [ticketId, key]);
  return row;
}
