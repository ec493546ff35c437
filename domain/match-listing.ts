/** Which matches a list shows (SPEC VAL-12), read from the wire's flags; shared by house and worker. */

export type ListingFlags = { readonly IsActive: boolean; readonly isIncomplete: boolean; readonly IsFinished: boolean; readonly MarketsCount: number };

/** VAL-12: active only if IsActive and not incomplete. */
export const isMatchActive = (m: Pick<ListingFlags, 'IsActive' | 'isIncomplete'>): boolean => m.IsActive && !m.isIncomplete;

/** VAL-12: listed only if also not finished and with at least one market. */
export const isMatchListed = (m: ListingFlags): boolean => isMatchActive(m) && !m.IsFinished && m.MarketsCount > 0;
