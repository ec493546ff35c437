/** Right sidebar tabs, in order (SPEC SCR-16). */
export const BET_PANEL_TABS = ['betslip', 'pending', 'history', 'my-bets', 'settings'] as const;

export type BetPanelTab = (typeof BET_PANEL_TABS)[number];

/** It starts on the betslip (SCR-16). */
export const INITIAL_BET_PANEL_TAB: BetPanelTab = 'betslip';
