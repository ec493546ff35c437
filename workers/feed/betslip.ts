/**
 * The betslip's selections and what the player may do with them, pure. The worker keeps the
 * selections; their prices, availability and freshness are read from the book at view time, so a
 * selection can never show a price the feed has moved past without saying so (SPEC STA-10), and a
 * selection whose data is stale can be neither added nor bet on (stale-price safety).
 */
import type { Book, MatchEntry } from './model.ts';

/** SPEC CON-11: multiples take at most 10 selections; the slip holds no more than that. */
export const MAX_BETSLIP_SELECTIONS = 10;

export type BetslipSelection = {
  readonly matchId: number;
  readonly marketId: number;
  readonly outcomeId: number;
  /** The price the player last saw and accepted for this selection. */
  readonly shownPrice: number;
  /** Names as they were when added: still shown after the match has left the book. */
  readonly matchName: string;
  readonly marketTitle: string;
  readonly outcomeTitle: string;
};

type Pick3 = Pick<BetslipSelection, 'matchId' | 'marketId' | 'outcomeId'>;

export type Betslip = { readonly selections: readonly BetslipSelection[] };

export const emptyBetslip: Betslip = { selections: [] };

/** How fresh a match's data is: `live` only when some followed topic holding it is live. */
export type Freshness = (matchId: number) => 'live' | 'stale';

export type SelectionView = {
  readonly matchId: number;
  readonly marketId: number;
  readonly outcomeId: number;
  readonly matchName: string;
  readonly marketTitle: string;
  readonly outcomeTitle: string;
  /** The current price (the shown one when the selection is no longer in the book). */
  readonly price: number;
  readonly shownPrice: number;
  /** SPEC STA-10: the price moved since the player accepted it. */
  readonly priceChanged: boolean;
  readonly stale: boolean;
  /** The match, market or outcome is gone, suspended or inactive. */
  readonly available: boolean;
};

export type BetslipView = {
  readonly selections: readonly SelectionView[];
  /** Some selection's data is stale: betting is blocked until it is fresh again. */
  readonly stale: boolean;
  /** Some selection's price moved: the player must accept the new prices first (STA-10). */
  readonly priceChanged: boolean;
  readonly unavailable: boolean;
  /** SPEC STA-15: two selections of one match cannot be combined. */
  readonly sameMatch: boolean;
};

export type AddRefusal = 'stale' | 'unavailable' | 'full';

function find(book: Book, s: Pick3) {
  const match: MatchEntry | undefined = book.matches[s.matchId];
  const market = match?.markets[s.marketId];
  const outcome = market?.outcomes[s.outcomeId];
  return { match, market, outcome };
}

function isAvailable(found: ReturnType<typeof find>): boolean {
  const { match, market, outcome } = found;
  return !!match && match.isActive && !!market && !market.suspended && !!outcome && outcome.active;
}

const sameOutcome = (a: Pick<BetslipSelection, 'outcomeId' | 'matchId'>, b: Pick<BetslipSelection, 'outcomeId' | 'matchId'>) =>
  a.matchId === b.matchId && a.outcomeId === b.outcomeId;

/**
 * Adds a selection at the book's current price, or says why not. Clicking a selection already on
 * the slip takes it off, as on every sportsbook.
 */
export function toggleSelection(
  slip: Betslip,
  book: Book,
  freshness: Freshness,
  pick: Pick3,
): { readonly slip: Betslip; readonly refused: AddRefusal | null } {
  if (slip.selections.some((s) => sameOutcome(s, pick))) return { slip: removeSelection(slip, pick), refused: null };
  const { match, market, outcome } = find(book, pick);
  if (!match || !market || !outcome || !isAvailable({ match, market, outcome })) return { slip, refused: 'unavailable' };
  if (freshness(pick.matchId) !== 'live') return { slip, refused: 'stale' };
  if (slip.selections.length >= MAX_BETSLIP_SELECTIONS) return { slip, refused: 'full' };
  const added: BetslipSelection = {
    ...pick,
    shownPrice: outcome.price,
    matchName: `${match.home} – ${match.away}`,
    marketTitle: market.title,
    // A line (handicap, total) is part of what was picked: "Over 2.5", not "Over".
    outcomeTitle: outcome.line ? `${outcome.title} ${outcome.line}` : outcome.title,
  };
  return { slip: { selections: [...slip.selections, added] }, refused: null };
}

export function removeSelection(slip: Betslip, pick: Pick<BetslipSelection, 'matchId' | 'outcomeId'>): Betslip {
  return { selections: slip.selections.filter((s) => !sameOutcome(s, pick)) };
}

/** The player accepts the current prices (STA-10): they become the shown ones. */
export function acceptPrices(slip: Betslip, book: Book): Betslip {
  return {
    selections: slip.selections.map((s) => {
      const outcome = find(book, s).outcome;
      return outcome && outcome.price !== s.shownPrice ? { ...s, shownPrice: outcome.price } : s;
    }),
  };
}

export function betslipView(slip: Betslip, book: Book, freshness: Freshness): BetslipView {
  const matches = new Set<number>();
  let sameMatch = false;
  const selections = slip.selections.map((s): SelectionView => {
    if (matches.has(s.matchId)) sameMatch = true;
    matches.add(s.matchId);
    const found = find(book, s);
    const price = found.outcome?.price ?? s.shownPrice;
    return {
      matchId: s.matchId,
      marketId: s.marketId,
      outcomeId: s.outcomeId,
      matchName: s.matchName,
      marketTitle: s.marketTitle,
      outcomeTitle: s.outcomeTitle,
      price,
      shownPrice: s.shownPrice,
      priceChanged: price !== s.shownPrice,
      stale: freshness(s.matchId) !== 'live',
      available: isAvailable(found),
    };
  });
  return {
    selections,
    stale: selections.some((s) => s.stale),
    priceChanged: selections.some((s) => s.priceChanged),
    unavailable: selections.some((s) => !s.available),
    sameMatch,
  };
}
