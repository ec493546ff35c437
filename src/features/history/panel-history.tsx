/**
 * The right panel's Pending and History tabs for a signed-in player (SPEC SCR-16, API-53): every
 * open bet, and the settled and cashed-out ones of a chosen period (CON-07: the last 24 hours first).
 */
import type { ReactNode } from 'react';
import { BET_HISTORY_TYPES } from '../../../schemas/history.ts';
import { useSession } from '../../store/session.ts';
import { BetHistoryList } from './bet-history.tsx';
import { PANEL_PAGE_SIZE, type RangeChoice } from './history-filter.ts';

const SETTLED_RANGES: readonly RangeChoice[] = ['last24', 'last48', 'lastweek', 'lastmonth', 'custom'];

export function PanelHistory({ tab, signedOut }: { readonly tab: 'pending' | 'history'; readonly signedOut: ReactNode }) {
  const session = useSession();
  if (session.status !== 'user') return <>{signedOut}</>;
  return tab === 'pending' ? (
    <BetHistoryList key="pending" type={BET_HISTORY_TYPES.uncleared} ranges={['all']} pageSize={PANEL_PAGE_SIZE} />
  ) : (
    <BetHistoryList key="history" type={BET_HISTORY_TYPES.cleared} ranges={SETTLED_RANGES} pageSize={PANEL_PAGE_SIZE} />
  );
}
