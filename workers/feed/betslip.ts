/**
 * The betslip's selections and stakes and what the player does to them, pure. The worker keeps the
 * slip; its view (betslip-view.ts: prices, freshness, exact amounts) is read from the book at view
 * time and loads with the first selection, so a page without one carries none of its maths.
 */
import { ODDS_ACCEPTANCE, type OddsAcceptance } from '../../domain/bet-maths.ts';
import { eventName, selectionLabel } from '../../domain/selection-label.ts';
import type { BetMode, BetslipModel, SelectionPick } from './contract.ts';
import type { Book, MatchEntry } from './model.ts';

/** The slip's tabs in the order it shows them (SPEC STA-07, ENT-41). */
export const BET_MODES: readonly BetMode[] = ['single', 'combo', 'system', 'ifbet', 'reversebet', 'teaser'];

/** SPEC CON-11: multiples take at most 10 selections; the slip holds no more than that. */
export const MAX_BETSLIP_SELECTIONS = 10;

export type BetslipSelection = SelectionPick & {
  /** The price the player last saw and accepted for this selection. */
  readonly shownPrice: number;
  /** Names as they were when added: still shown after the match has left the book. */
  readonly matchName: string;
  readonly marketTitle: string;
  readonly outcomeTitle: string;
};

export type Betslip = {
  readonly selections: readonly BetslipSelection[];
  readonly mode: BetMode;
  /** Stakes as typed (SPEC ENT-42, stakes per tab): by selection key for singles, else by the tab's name. */
  readonly stakes: Readonly<Record<string, string>>;
  readonly acceptance: OddsAcceptance;
  /** System tab: the chosen system's key (its sizes, "2,3"); absent or gone: the first on offer. Absent in a slip stored before it was kept. */
  readonly systemKey?: string | null;
  /** System tab: the keys of the banker selections (ENT-42). */
  readonly bankers?: readonly string[];
  /** Teaser tab: the chosen type; absent or not on offer: the first on offer. */
  readonly teaserTypeId?: number | null;
};

/** The stake key of a one-ticket tab: the tab's own name, `combo` for the combo (SPEC ENT-42, stakes per tab). */
export const tabStakeKey = (mode: Exclude<BetMode, 'single'>): string => mode;

export const emptyBetslip: Betslip = { selections: [], mode: 'single', stakes: {}, acceptance: ODDS_ACCEPTANCE.acceptBetter };

/** How fresh a match's data is: `live` only when some followed topic holding it is. */
export type Freshness = (matchId: number) => 'live' | 'stale';

export type AddRefusal = 'stale' | 'unavailable' | 'full';

/** What the placing of bets adds to the view (bet-placement.ts). */
export type Placement = Pick<BetslipModel, 'placing' | 'failures' | 'placed' | 'balance' | 'traderOffer'>;

export const idlePlacement: Placement = { placing: false, failures: [], placed: 0, balance: null, traderOffer: null };

export const selectionKey = (s: { readonly matchId: number; readonly outcomeId: number }): string => `${s.matchId}:${s.outcomeId}`;

export function find(book: Book, s: SelectionPick) {
  const match: MatchEntry | undefined = book.matches[s.matchId];
  const market = match?.markets[s.marketId];
  const outcome = market?.outcomes[s.outcomeId];
  return { match, market, outcome };
}

export function isAvailable(found: ReturnType<typeof find>): boolean {
  const { match, market, outcome } = found;
  return !!match && match.isActive && !!market && !market.suspended && !!outcome && outcome.active;
}

/**
 * Adds a selection at the book's current price, or says why not. Clicking a selection already on
 * the slip takes it off, as on every sportsbook.
 */
export function toggleSelection(slip: Betslip, book: Book, freshness: Freshness, pick: SelectionPick): { readonly slip: Betslip; readonly refused: AddRefusal | null } {
  const key = selectionKey(pick);
  if (slip.selections.some((s) => selectionKey(s) === key)) return { slip: removeSelection(slip, key), refused: null };
  const { match, market, outcome } = find(book, pick);
  if (!match || !market || !outcome || !isAvailable({ match, market, outcome })) return { slip, refused: 'unavailable' };
  if (freshness(pick.matchId) !== 'live') return { slip, refused: 'stale' };
  if (slip.selections.length >= MAX_BETSLIP_SELECTIONS) return { slip, refused: 'full' };
  const added: BetslipSelection = {
    matchId: pick.matchId,
    marketId: pick.marketId,
    outcomeId: pick.outcomeId,
    shownPrice: outcome.price,
    matchName: eventName(match.home, match.away, match.name ?? ''),
    marketTitle: market.title,
    outcomeTitle: selectionLabel(outcome.title, outcome.line),
  };
  return { slip: { ...slip, selections: [...slip.selections, added] }, refused: null };
}

export function removeSelection(slip: Betslip, key: string): Betslip {
  const { [key]: _removed, ...stakes } = slip.stakes;
  return { ...slip, selections: slip.selections.filter((s) => selectionKey(s) !== key), stakes, bankers: (slip.bankers ?? []).filter((b) => b !== key) };
}

/** A selection becomes a banker of the system, or stops being one. */
export function toggleBanker(slip: Betslip, key: string): Betslip {
  const bankers = slip.bankers ?? [];
  if (!slip.selections.some((s) => selectionKey(s) === key)) return slip;
  return { ...slip, bankers: bankers.includes(key) ? bankers.filter((b) => b !== key) : [...bankers, key] };
}

/** The player accepts the current prices (STA-10): they become the shown ones. */
export function acceptPrices(slip: Betslip, book: Book): Betslip {
  return {
    ...slip,
    selections: slip.selections.map((s) => {
      const outcome = find(book, s).outcome;
      return outcome && outcome.price !== s.shownPrice ? { ...s, shownPrice: outcome.price } : s;
    }),
  };
}

export function setStake(slip: Betslip, key: string, stake: string): Betslip {
  return { ...slip, stakes: { ...slip.stakes, [key]: stake } };
}

/** A quick-stake button (SPEC CON-08): the tab's one stake, or on the single tab every selection's. */
export function quickStake(slip: Betslip, stake: string): Betslip {
  if (slip.mode !== 'single') return setStake(slip, tabStakeKey(slip.mode), stake);
  return { ...slip, stakes: { ...slip.stakes, ...Object.fromEntries(slip.selections.map((s) => [selectionKey(s), stake])) } };
}
