/**
 * Results of finished matches (SPEC API-01..API-08) and how each selection settled (SPEC ENM-02).
 */

/** SPEC ENM-02: how a selection settled. */
export const BET_RESULTS = {
  pending: 0,
  cancelled: 1,
  win: 2,
  lost: 3,
  refund: 4,
  halfWin: 5,
  halfLose: 6,
} as const;
export type BetResult = (typeof BET_RESULTS)[keyof typeof BET_RESULTS];
