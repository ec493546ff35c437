/**
 * The betslip's selections, stakes and what the player may do with them, pure. The worker keeps the
 * slip; prices, availability and freshness are read from the book at view time, so a selection can
 * never show a price the feed has moved past without saying so (SPEC STA-10), and a selection whose
 * data is stale can be neither added nor bet on (stale-price safety). Amounts are exact: stakes are
 * parsed into minor units and returns come from domain/bet-maths.ts, the house's own maths.
 */
import { comboOddsText, ODDS_ACCEPTANCE, oddsToMilli, potentialPayout, type OddsAcceptance } from '../../domain/bet-maths.ts';
import { selectionLabel } from '../../domain/selection-label.ts';
import { fromMinorUnits, toMinorUnits, type CurrencyCode } from '../../schemas/wallet.ts';
import type { BetMode, BetslipModel, PlacementFailure, SelectionPick, SelectionView, SlipBlock } from './contract.ts';
import type { Book, MatchEntry } from './model.ts';

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
  /** Stakes as typed: by selection key for singles, `combo` for the combo. */
  readonly stakes: Readonly<Record<string, string>>;
  readonly acceptance: OddsAcceptance;
};

export const COMBO_STAKE = 'combo';

export const emptyBetslip: Betslip = { selections: [], mode: 'single', stakes: {}, acceptance: ODDS_ACCEPTANCE.acceptBetter };

/** How fresh a match's data is: `live` only when some followed topic holding it is. */
export type Freshness = (matchId: number) => 'live' | 'stale';

export type AddRefusal = 'stale' | 'unavailable' | 'full';

/** What the placing of bets adds to the view (bet-placement.ts). */
export type Placement = Pick<BetslipModel, 'placing' | 'failures' | 'placed' | 'balance'>;

export const idlePlacement: Placement = { placing: false, failures: [], placed: 0, balance: null };

export const selectionKey = (s: { readonly matchId: number; readonly outcomeId: number }): string => `${s.matchId}:${s.outcomeId}`;

function find(book: Book, s: SelectionPick) {
  const match: MatchEntry | undefined = book.matches[s.matchId];
  const market = match?.markets[s.marketId];
  const outcome = market?.outcomes[s.outcomeId];
  return { match, market, outcome };
}

function isAvailable(found: ReturnType<typeof find>): boolean {
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
    matchName: `${match.home} – ${match.away}`,
    marketTitle: market.title,
    outcomeTitle: selectionLabel(outcome.title, outcome.line),
  };
  return { slip: { ...slip, selections: [...slip.selections, added] }, refused: null };
}

export function removeSelection(slip: Betslip, key: string): Betslip {
  const { [key]: _removed, ...stakes } = slip.stakes;
  return { ...slip, selections: slip.selections.filter((s) => selectionKey(s) !== key), stakes };
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

/** A price as thousandths, as the house reads it (a price with more decimals is rounded for display only). */
const milliOf = (price: number): number => oddsToMilli(price) ?? Math.round(price * 1000);

/**
 * A stake as typed → minor units of the player's currency, `null` when nothing is typed, or
 * `invalid` when it is not an amount the house takes. A guest's slip counts in two decimals.
 */
export function stakeMinor(text: string, currency: CurrencyCode | null): bigint | null | 'invalid' {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  const parsed = toMinorUnits(trimmed, currency ?? 'EUR');
  return parsed.ok ? parsed.minor : 'invalid';
}

/** The stake as the house reads it ("10.50"), or null when it is not a valid amount. */
export function stakeText(text: string, currency: CurrencyCode | null): string | null {
  const minor = stakeMinor(text, currency);
  return typeof minor === 'bigint' ? fromMinorUnits(minor, currency ?? 'EUR') : null;
}

type Context = { readonly book: Book; readonly freshness: Freshness; readonly currency: CurrencyCode | null; readonly signedIn: boolean; readonly placement: Placement };

function selectionView(s: BetslipSelection, slip: Betslip, ctx: Context): SelectionView {
  const found = find(ctx.book, s);
  const price = found.outcome?.price ?? s.shownPrice;
  const key = selectionKey(s);
  const stake = slip.stakes[key] ?? '';
  const minor = stakeMinor(stake, ctx.currency);
  const money = (amount: bigint) => fromMinorUnits(amount, ctx.currency ?? 'EUR');
  return {
    key,
    matchId: s.matchId,
    marketId: s.marketId,
    outcomeId: s.outcomeId,
    matchName: s.matchName,
    marketTitle: s.marketTitle,
    outcomeTitle: s.outcomeTitle,
    price,
    shownPrice: s.shownPrice,
    priceChanged: price !== s.shownPrice,
    stale: ctx.freshness(s.matchId) !== 'live',
    available: isAvailable(found),
    stake,
    stakeInvalid: minor === 'invalid',
    potentialReturn: typeof minor === 'bigint' ? money(potentialPayout(minor, [milliOf(s.shownPrice)])) : null,
  };
}

function blockOf(view: Omit<BetslipModel, 'blocked'>, ctx: Context, stakeState: 'invalid' | 'none' | 'ok'): SlipBlock | null {
  if (!ctx.signedIn) return 'guest';
  if (ctx.placement.placing) return 'placing';
  if (view.stale) return 'stale';
  if (view.priceChanged) return 'price-changed';
  if (view.unavailable) return 'unavailable';
  if (view.comboRule) return view.comboRule;
  if (stakeState === 'invalid') return 'bad-stake';
  if (stakeState === 'none') return 'no-stake';
  return null;
}

export function betslipView(slip: Betslip, ctx: Context): BetslipModel {
  const selections = slip.selections.map((s) => selectionView(s, slip, ctx));
  const matches = new Set(selections.map((s) => s.matchId));
  const sameMatch = matches.size !== selections.length;
  const money = (amount: bigint) => fromMinorUnits(amount, ctx.currency ?? 'EUR');
  const comboStake = slip.stakes[COMBO_STAKE] ?? '';
  const comboMinor = stakeMinor(comboStake, ctx.currency);
  const prices = selections.map((s) => milliOf(s.shownPrice));
  let totalStake = 0n;
  let potential = 0n;
  let stakeState: 'invalid' | 'none' | 'ok';
  if (slip.mode === 'combo') {
    if (typeof comboMinor === 'bigint') [totalStake, potential] = [comboMinor, potentialPayout(comboMinor, prices)];
    stakeState = comboMinor === 'invalid' ? 'invalid' : comboMinor === null ? 'none' : 'ok';
  } else {
    for (const [i, s] of selections.entries()) {
      const minor = stakeMinor(s.stake, ctx.currency);
      if (typeof minor !== 'bigint') continue;
      totalStake += minor;
      potential += potentialPayout(minor, [prices[i]!]);
    }
    stakeState = selections.some((s) => s.stakeInvalid) ? 'invalid' : totalStake === 0n ? 'none' : 'ok';
  }
  const comboRule = slip.mode !== 'combo' ? null : selections.length < 2 ? 'combo-min' : sameMatch ? 'same-match' : null;
  const view: Omit<BetslipModel, 'blocked'> = {
    selections,
    mode: slip.mode,
    acceptance: slip.acceptance,
    comboStake,
    comboStakeInvalid: comboMinor === 'invalid',
    totalOdds: selections.length === 0 ? 1 : Number(comboOddsText(prices)),
    totalStake: money(totalStake),
    potentialReturn: money(potential),
    currency: ctx.currency,
    stale: selections.some((s) => s.stale),
    priceChanged: selections.some((s) => s.priceChanged),
    unavailable: selections.some((s) => !s.available),
    sameMatch,
    comboRule,
    ...ctx.placement,
  };
  return { ...view, blocked: blockOf(view, ctx, stakeState) };
}

/**
 * The selections to bet on, at the prices the player accepted; null while betting must wait
 * (stale data, moved prices or unavailable selections): stale prices are never bet on.
 */
export function placeable(view: Pick<BetslipModel, 'selections' | 'stale' | 'priceChanged' | 'unavailable'>, slip: Betslip): readonly BetslipSelection[] | null {
  if (view.selections.length === 0 || view.stale || view.priceChanged || view.unavailable) return null;
  return slip.selections;
}

/** One bet the slip asks the house to take, and what a refusal of it is about. */
export type PlannedBet = {
  readonly mode: BetMode;
  readonly stake: string;
  readonly selections: readonly BetslipSelection[];
  readonly about: string | null;
};

/** The bets Place bet sends: the combo, or one single per selection with a stake. */
export function plannedBets(slip: Betslip, currency: CurrencyCode | null): PlannedBet[] {
  if (slip.mode === 'combo') {
    const stake = stakeText(slip.stakes[COMBO_STAKE] ?? '', currency);
    return stake === null ? [] : [{ mode: 'combo', stake, selections: slip.selections, about: null }];
  }
  return slip.selections.flatMap((s) => {
    const stake = stakeText(slip.stakes[selectionKey(s)] ?? '', currency);
    return stake === null ? [] : [{ mode: 'single' as const, stake, selections: [s], about: `${s.outcomeTitle} · ${s.matchName}` }];
  });
}

export type { PlacementFailure };
