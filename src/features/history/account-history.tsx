/**
 * The account modal's History group (SPEC SCR-42): Sports history (type and range, CON-07: cleared
 * bets of the last 24 hours first), Pending bets (every open bet, or a period) and Transaction
 * history, and Casino history (API-32).
 */
import { BET_HISTORY_TYPES, type BetHistoryType } from '../../../schemas/history.ts';
import { HISTORY_DEFAULTS } from '../../../domain/history-range.ts';
import { BetHistoryList } from './bet-history.tsx';
import { CasinoHistoryList } from './casino-history.tsx';
import { ACCOUNT_PAGE_SIZE, type RangeChoice } from './history-filter.ts';
import { TransactionHistoryList } from './transaction-history.tsx';

export type AccountHistoryTab = 'casino-history' | 'sports-history' | 'pending-bets' | 'transaction-history';

const RANGES: readonly RangeChoice[] = ['last24', 'last48', 'lastweek', 'lastmonth', 'custom'];
const SPORTS_TYPES: readonly BetHistoryType[] = [BET_HISTORY_TYPES.cleared, BET_HISTORY_TYPES.uncleared, BET_HISTORY_TYPES.declined];

export function isAccountHistoryTab(tab: string): tab is AccountHistoryTab {
  return tab === 'casino-history' || tab === 'sports-history' || tab === 'pending-bets' || tab === 'transaction-history';
}

export function AccountHistory({ tab }: { readonly tab: AccountHistoryTab }) {
  switch (tab) {
    case 'sports-history':
      return <BetHistoryList key={tab} type={HISTORY_DEFAULTS.type} types={SPORTS_TYPES} ranges={RANGES} pageSize={ACCOUNT_PAGE_SIZE} />;
    case 'pending-bets':
      return <BetHistoryList key={tab} type={BET_HISTORY_TYPES.uncleared} ranges={['all', ...RANGES]} pageSize={ACCOUNT_PAGE_SIZE} />;
    case 'casino-history':
      return <CasinoHistoryList key={tab} ranges={RANGES} pageSize={ACCOUNT_PAGE_SIZE} />;
    case 'transaction-history':
      return <TransactionHistoryList key={tab} ranges={RANGES} pageSize={ACCOUNT_PAGE_SIZE} />;
  }
}
