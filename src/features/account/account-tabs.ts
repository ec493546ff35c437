/** SCR-42: the tabs of the user account modal, in their groups; the URL segment is the tab id. */
export const ACCOUNT_TABS = {
  account: ['account', 'messages', 'limits'],
  cashier: ['deposit', 'withdraw', 'bonuses'],
  history: ['casino-history', 'sports-history', 'pending-bets', 'transaction-history'],
} as const;

export type AccountTab = (typeof ACCOUNT_TABS)[keyof typeof ACCOUNT_TABS][number];
/** SCR-44: the shown tab defaults to deposit. */
export const DEFAULT_ACCOUNT_TAB: AccountTab = 'deposit';
const ALL_TABS: readonly string[] = Object.values(ACCOUNT_TABS).flat();

export function isAccountTab(tab: string): tab is AccountTab {
  return ALL_TABS.includes(tab);
}
