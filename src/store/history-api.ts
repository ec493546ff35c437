/**
 * The player's histories from the house (SPEC API-53): a page of bets of one history type, or of
 * the wallet's transactions, in a time window. Each answer is checked against schemas/history.ts;
 * a refusal or a network failure throws ApiFailure with its error code.
 */
import { betHistorySchema, transactionHistorySchema } from '../../schemas/history.ts';
import type { BetHistory, BetHistoryType, HistoryRange, TransactionHistory } from '../../schemas/history.ts';
import { getChecked } from './checked-get.ts';

/** Which items: a range (null: every open bet), with a custom range's [from, to) as instants, and a page. */
export type HistoryPageQuery = {
  readonly range: HistoryRange | null;
  readonly from: number | null;
  readonly to: number | null;
  readonly page: number;
  readonly pageSize: number;
};

/** A history query as the house's histories read it (shared by the casino's, casino-api.ts). */
export function historyParams(query: HistoryPageQuery): Record<string, string | number> {
  return {
    ...(query.range === null ? {} : { range: query.range }),
    ...(query.range === 'custom' && query.from !== null && query.to !== null ? { from: new Date(query.from).toISOString(), to: new Date(query.to).toISOString() } : {}),
    page: query.page,
    pageSize: query.pageSize,
  };
}

export function fetchBetHistory(type: BetHistoryType, query: HistoryPageQuery): Promise<BetHistory> {
  return getChecked('/api/history/bets', { type, ...historyParams(query) }, betHistorySchema);
}

export function fetchTransactionHistory(query: HistoryPageQuery): Promise<TransactionHistory> {
  return getChecked('/api/history/transactions', historyParams(query), transactionHistorySchema);
}
