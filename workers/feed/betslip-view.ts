/**
 * The betslip's view, pure: each selection's current price, freshness and availability from the
 * book, so a selection can never show a price the feed has moved past without saying so (SPEC
 * STA-10), and one whose data is stale can be neither added nor bet on (stale-price safety). Amounts
 * are exact: stakes are parsed into minor units and returns come from domain/bet-maths.ts, the
 * house's own maths. Loaded with the slip's first selection.
 */
import { comboOddsText, oddsAccepted, oddsToMilli, potentialPayout } from '../../domain/bet-maths.ts';
import { fromMinorUnits, toMinorUnits, type CurrencyCode } from '../../schemas/wallet.ts';
import { COMBO_STAKE, find, isAvailable, selectionKey, type Betslip, type BetslipSelection, type Freshness, type Placement } from './betslip.ts';
import type { BetMode, BetslipModel, SelectionView, SlipBlock } from './contract.ts';
import type { Book } from './model.ts';

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
  // ENM-07: a move the player's setting takes is bet at the new price; any other waits for them (STA-10).
  const taken = oddsAccepted(slip.acceptance, milliOf(s.shownPrice), milliOf(price));
  const betPrice = taken ? price : s.shownPrice;
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
    priceChanged: !taken,
    betPrice,
    stale: ctx.freshness(s.matchId) !== 'live',
    available: isAvailable(found),
    stake,
    stakeInvalid: minor === 'invalid',
    potentialReturn: typeof minor === 'bigint' ? money(potentialPayout(minor, [milliOf(betPrice)])) : null,
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
  const prices = selections.map((s) => milliOf(s.betPrice));
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

/** The bets Place bet sends, at the prices the view bets at: the combo, or one single per selection with a stake. */
export function plannedBets(slip: Betslip, view: Pick<BetslipModel, 'selections'>, currency: CurrencyCode | null): PlannedBet[] {
  const betPrice = new Map(view.selections.map((s) => [s.key, s.betPrice]));
  const selections = slip.selections.map((s) => ({ ...s, shownPrice: betPrice.get(selectionKey(s)) ?? s.shownPrice }));
  if (slip.mode === 'combo') {
    const stake = stakeText(slip.stakes[COMBO_STAKE] ?? '', currency);
    return stake === null ? [] : [{ mode: 'combo', stake, selections, about: null }];
  }
  return selections.flatMap((s) => {
    const stake = stakeText(slip.stakes[selectionKey(s)] ?? '', currency);
    return stake === null ? [] : [{ mode: 'single' as const, stake, selections: [s], about: `${s.outcomeTitle} · ${s.matchName}` }];
  });
}

