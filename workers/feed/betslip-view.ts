/**
 * The betslip's view, pure: each selection's current price, freshness and availability from the
 * book, so a selection can never show a price the feed has moved past without saying so (SPEC
 * STA-10), and one whose data is stale can be neither added nor bet on (stale-price safety). Which
 * tabs the selections can be placed as (STA-13..18), the system and teaser on offer, the number of
 * bets, the house's limits (API-40, CON-09) and why Place bet waits. Amounts are exact: stakes are
 * parsed into minor units and returns come from domain/bet-plan.ts, the house's own maths. Loaded
 * with the slip's first selection.
 */
import { BET_TYPES, type BettingLimits } from '../../schemas/betting.ts';
import { checkLimits, type StakeLimits } from '../../domain/bet-limits.ts';
import { comboOddsText, oddsAccepted, oddsToMilli, potentialPayout } from '../../domain/bet-maths.ts';
import { betCount, potentialReturn, ticketShape, totalStake, type BetChoice, type TicketShape } from '../../domain/bet-plan.ts';
import { MAX_IF_BET_SELECTIONS, MIN_IF_BET_SELECTIONS } from '../../domain/if-bets.ts';
import { MAX_SYSTEM_SELECTIONS, MIN_SYSTEM_SELECTIONS, systemOptions } from '../../domain/system-bets.ts';
import { teasedLine, teaserTypesFor, type TeaserLeg } from '../../domain/teaser.ts';
import { fromMinorUnits, toMinorUnits, type CurrencyCode } from '../../schemas/wallet.ts';
import { BET_MODES, find, isAvailable, selectionKey, tabStakeKey, type Betslip, type BetslipSelection, type Freshness, type Placement } from './betslip.ts';
import type { BetMode, BetslipModel, SelectionView, SlipBlock, SlipLimits, SystemOptionView, TabRule } from './contract.ts';
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

export type SlipContext = {
  readonly book: Book;
  readonly freshness: Freshness;
  readonly currency: CurrencyCode | null;
  readonly signedIn: boolean;
  readonly placement: Placement;
  /** The house's limits (GET /api/betting/limits) in the player's currency, once loaded. */
  readonly limits: BettingLimits | null;
};

const systemKeyOf = (sizes: readonly number[]): string => sizes.join(',');

function teaserLeg(book: Book, s: BetslipSelection): TeaserLeg | null {
  const { match, market, outcome } = find(book, s);
  if (!match || !market || !outcome) return null;
  return { sportSystemId: match.sportSystemId, marketTypeId: market.typeId, outcomeTitle: outcome.title, line: outcome.line };
}

/** What the slip's tabs can offer for these selections: rules, systems, teaser types. */
function offers(slip: Betslip, ctx: SlipContext) {
  const n = slip.selections.length;
  const sameMatch = new Set(slip.selections.map((s) => s.matchId)).size !== n;
  const keys = slip.selections.map(selectionKey);
  const bankers = (slip.bankers ?? []).filter((b) => keys.includes(b));
  const systems: SystemOptionView[] = systemOptions(n, bankers.length).map((o) => ({ key: systemKeyOf(o.sizes), sizes: [...o.sizes], name: o.name, bets: o.bets }));
  const legs = slip.selections.map((s) => teaserLeg(ctx.book, s));
  const teasers = legs.every((l) => l !== null) ? teaserTypesFor(legs as TeaserLeg[]) : [];
  const rule = (mode: BetMode): TabRule | null => {
    switch (mode) {
      case 'single':
        return null;
      case 'combo':
        return n < 2 ? 'combo-min' : sameMatch ? 'same-match' : null;
      case 'system':
        if (n < MIN_SYSTEM_SELECTIONS || n > MAX_SYSTEM_SELECTIONS || systems.length === 0) return 'system-count';
        return sameMatch ? 'same-match' : null;
      case 'ifbet':
      case 'reversebet':
        return n < MIN_IF_BET_SELECTIONS || n > MAX_IF_BET_SELECTIONS ? 'chain-count' : null;
      case 'teaser':
        if (sameMatch && n >= 2) return 'same-match';
        return teasers.length === 0 ? 'teaser-legs' : null;
    }
  };
  const system = systems.find((o) => o.key === slip.systemKey) ?? systems[0] ?? null;
  const teaser = teasers.find((t) => t.id === slip.teaserTypeId) ?? teasers[0] ?? null;
  return { sameMatch, bankers, systems, system, teasers, teaser, rule };
}

type Offers = ReturnType<typeof offers>;

function selectionView(s: BetslipSelection, slip: Betslip, ctx: SlipContext, offered: Offers): SelectionView {
  const found = find(ctx.book, s);
  const price = found.outcome?.price ?? s.shownPrice;
  // ENM-07: a move the player's setting takes is bet at the new price; any other waits for them (STA-10).
  const taken = oddsAccepted(slip.acceptance, milliOf(s.shownPrice), milliOf(price));
  const betPrice = taken ? price : s.shownPrice;
  const key = selectionKey(s);
  const stake = slip.stakes[key] ?? '';
  const minor = stakeMinor(stake, ctx.currency);
  const money = (amount: bigint) => fromMinorUnits(amount, ctx.currency ?? 'EUR');
  const leg = slip.mode === 'teaser' && offered.teaser ? teaserLeg(ctx.book, s) : null;
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
    banker: slip.mode === 'system' && offered.bankers.includes(key),
    teasedLine: leg && offered.teaser ? teasedLine(leg, offered.teaser) : null,
  };
}

type StakeState = 'invalid' | 'none' | 'ok';

/** The ticket the tab makes: the player's choice and which selections it holds (by slip index); null while the tab's rule fails. */
type TabTicket = { readonly choice: BetChoice | null; readonly legs: readonly number[]; readonly stakeState: StakeState };

function tabTicket(slip: Betslip, ctx: SlipContext, offered: Offers): TabTicket | null {
  const mode = slip.mode;
  if (offered.rule(mode)) return null;
  if (mode === 'single') {
    const staked: number[] = [];
    const stakes: bigint[] = [];
    let invalid = false;
    for (const [i, s] of slip.selections.entries()) {
      const minor = stakeMinor(slip.stakes[selectionKey(s)] ?? '', ctx.currency);
      if (minor === 'invalid') invalid = true;
      else if (minor !== null) {
        staked.push(i);
        stakes.push(minor);
      }
    }
    const stakeState: StakeState = invalid ? 'invalid' : staked.length === 0 ? 'none' : 'ok';
    // SPEC ENM-08: one selection is a single (1); several with stakes are one ticket of multiple singles (1.1).
    const choice: BetChoice | null =
      stakes.length === 0 ? null : stakes.length === 1 ? { type: BET_TYPES.single, stakeMinor: stakes[0]! } : { type: BET_TYPES.multipleSingles, stakesMinor: stakes };
    return { choice, legs: staked, stakeState };
  }
  const minor = stakeMinor(slip.stakes[tabStakeKey(mode)] ?? '', ctx.currency);
  const stakeState: StakeState = minor === 'invalid' ? 'invalid' : minor === null ? 'none' : 'ok';
  const all = slip.selections.map((_, i) => i);
  if (typeof minor !== 'bigint') return { choice: null, legs: all, stakeState };
  const keys = slip.selections.map(selectionKey);
  switch (mode) {
    case 'combo':
      return { choice: { type: BET_TYPES.combo, stakeMinor: minor }, legs: all, stakeState };
    case 'system':
      return {
        choice: { type: BET_TYPES.system, unitStakeMinor: minor, sizes: offered.system!.sizes, bankers: offered.bankers.map((b) => keys.indexOf(b)).sort((a, b) => a - b) },
        legs: all,
        stakeState,
      };
    case 'ifbet':
      return { choice: { type: BET_TYPES.ifBet, stakeMinor: minor }, legs: all, stakeState };
    case 'reversebet':
      return { choice: { type: BET_TYPES.reverse, unitStakeMinor: minor }, legs: all, stakeState };
    case 'teaser':
      return { choice: { type: BET_TYPES.teaser, stakeMinor: minor, teaserTypeId: offered.teaser!.id }, legs: all, stakeState };
  }
}

function stakeLimitsOf(limits: BettingLimits): StakeLimits {
  return {
    minStakeMinor: BigInt(limits.MinStakeMinor),
    maxStakePerSelectionMinor: BigInt(limits.MaxStakePerSelectionMinor),
    maxStakePerTicketMinor: BigInt(limits.MaxStakePerTicketMinor),
    maxPayoutPerTicketMinor: BigInt(limits.MaxPayoutPerTicketMinor),
  };
}

function blockOf(view: Omit<BetslipModel, 'blocked'>, ctx: SlipContext, stakeState: StakeState): SlipBlock | null {
  if (!ctx.signedIn) return 'guest';
  if (ctx.placement.placing) return 'placing';
  if (view.stale) return 'stale';
  if (view.priceChanged) return 'price-changed';
  if (view.unavailable) return 'unavailable';
  if (view.tabRule) return view.tabRule;
  if (stakeState === 'invalid') return 'bad-stake';
  if (stakeState === 'none') return 'no-stake';
  // Over a maximum is sent: the house answers with a trader offer (ADR 0027). Under the minimum is the player's to fix.
  if (view.limitBreach?.limit === 'min-stake') return 'limit';
  return null;
}

export function betslipView(slip: Betslip, ctx: SlipContext): BetslipModel {
  const offered = offers(slip, ctx);
  const selections = slip.selections.map((s) => selectionView(s, slip, ctx, offered));
  const currency = ctx.currency ?? 'EUR';
  const money = (amount: bigint) => fromMinorUnits(amount, currency);
  const prices = selections.map((s) => milliOf(s.betPrice));
  const tabStake = slip.mode === 'single' ? '' : (slip.stakes[tabStakeKey(slip.mode)] ?? '');
  const ticket = tabTicket(slip, ctx, offered);
  const made = ticket?.choice ? ticketShape(ticket.choice, ticket.legs.length) : null;
  const shape: TicketShape | null = made && 'shape' in made ? made.shape : null;
  const legPrices = ticket ? ticket.legs.map((i) => prices[i]!) : [];
  const breach = shape && ctx.limits ? checkLimits(shape, legPrices, stakeLimitsOf(ctx.limits)) : null;
  const limits: SlipLimits | null = ctx.limits && {
    minStake: money(BigInt(ctx.limits.MinStakeMinor)),
    maxStakePerSelection: money(BigInt(ctx.limits.MaxStakePerSelectionMinor)),
    maxStakePerTicket: money(BigInt(ctx.limits.MaxStakePerTicketMinor)),
    maxPayout: money(BigInt(ctx.limits.MaxPayoutPerTicketMinor)),
    quickStakes: ctx.limits.QuickStakesMinor.map((q) => money(BigInt(q))),
  };
  const teaserOdds = offered.teaser?.oddsMilli[slip.selections.length];
  const view: Omit<BetslipModel, 'blocked'> = {
    selections,
    mode: slip.mode,
    tabs: BET_MODES.filter((m) => m === slip.mode || offered.rule(m) === null),
    acceptance: slip.acceptance,
    tabStake,
    tabStakeInvalid: stakeMinor(tabStake, ctx.currency) === 'invalid',
    totalOdds: slip.mode === 'teaser' && teaserOdds ? teaserOdds / 1000 : selections.length === 0 ? 1 : Number(comboOddsText(prices)),
    betCount: shape ? betCount(shape) : 0,
    totalStake: money(shape ? totalStake(shape) : 0n),
    potentialReturn: money(shape ? potentialReturn(shape, legPrices) : 0n),
    systems: offered.systems,
    systemKey: offered.system?.key ?? null,
    teaserTypes: offered.teasers.map((t) => ({ id: t.id, points: t.pointsTenths / 10, odds: (t.oddsMilli[slip.selections.length] ?? 0) / 1000 })),
    teaserTypeId: offered.teaser?.id ?? null,
    limits,
    limitBreach: breach && { limit: breach.limit, amount: money(breach.amountMinor) },
    currency: ctx.currency,
    stale: selections.some((s) => s.stale),
    priceChanged: selections.some((s) => s.priceChanged),
    unavailable: selections.some((s) => !s.available),
    sameMatch: offered.sameMatch,
    tabRule: offered.rule(slip.mode),
    ...ctx.placement,
  };
  return { ...view, blocked: blockOf(view, ctx, ticket?.stakeState ?? 'none') };
}

/**
 * The selections to bet on, at the prices the player accepted; null while betting must wait
 * (stale data, moved prices or unavailable selections): stale prices are never bet on.
 */
export function placeable(view: Pick<BetslipModel, 'selections' | 'stale' | 'priceChanged' | 'unavailable'>, slip: Betslip): readonly BetslipSelection[] | null {
  if (view.selections.length === 0 || view.stale || view.priceChanged || view.unavailable) return null;
  return slip.selections;
}

/** The ticket the slip asks the house for: the placement body's bet fields, the selections it holds, and what a refusal is about. */
export type PlannedBet = {
  readonly mode: BetMode;
  readonly betType: (typeof BET_TYPES)[keyof typeof BET_TYPES];
  readonly stake?: string;
  readonly stakes?: readonly string[];
  readonly systemSizes?: readonly number[];
  readonly bankers?: readonly number[];
  readonly teaserTypeId?: number;
  readonly selections: readonly BetslipSelection[];
  readonly about: string | null;
};

/** The one ticket Place bet sends, at the prices the view bets at; none while the tab has no ticket to make. */
export function plannedBets(slip: Betslip, view: Pick<BetslipModel, 'selections'>, ctx: SlipContext): PlannedBet[] {
  const offered = offers(slip, ctx);
  const ticket = tabTicket(slip, ctx, offered);
  if (!ticket?.choice || ticket.stakeState !== 'ok') return [];
  const betPrice = new Map(view.selections.map((s) => [s.key, s.betPrice]));
  const selections = ticket.legs.map((i) => {
    const s = slip.selections[i]!;
    return { ...s, shownPrice: betPrice.get(selectionKey(s)) ?? s.shownPrice };
  });
  const currency = ctx.currency ?? 'EUR';
  const text = (minor: bigint) => fromMinorUnits(minor, currency);
  const about = selections.length === 1 ? `${selections[0]!.outcomeTitle} · ${selections[0]!.matchName}` : null;
  const base = { mode: slip.mode, selections, about };
  const choice = ticket.choice;
  switch (choice.type) {
    case BET_TYPES.multipleSingles:
      return [{ ...base, betType: choice.type, stakes: choice.stakesMinor.map(text) }];
    case BET_TYPES.system:
      return [{ ...base, betType: choice.type, stake: text(choice.unitStakeMinor), systemSizes: choice.sizes, ...(choice.bankers.length > 0 ? { bankers: choice.bankers } : {}) }];
    case BET_TYPES.reverse:
      return [{ ...base, betType: choice.type, stake: text(choice.unitStakeMinor) }];
    case BET_TYPES.teaser:
      return [{ ...base, betType: choice.type, stake: text(choice.stakeMinor), teaserTypeId: choice.teaserTypeId }];
    default:
      return [{ ...base, betType: choice.type, stake: text(choice.stakeMinor) }];
  }
}

