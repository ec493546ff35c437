/**
 * A match's markets: the wire objects plus the hidden state that prices them (fair probabilities,
 * the model's target, the margin, the line). Creating, re-lining and re-pricing live here; moving
 * prices between re-pricings is odds-walk.ts.
 */
import type { Market, Odd } from '../../../schemas/market.ts';
import { SPECIAL_TYPES } from '../../../schemas/market.ts';
import { HEADER_TYPES, MARKET_TYPE_IDS, PERIOD_TYPES } from '../../../schemas/market-types.ts';
import type { MatchModel } from './match-model.ts';
import { extraDefs, EXTRA_MARGIN, fairOf, lineFor, makeOdds as makeExtraOdds, quote } from './extra-markets.ts';
import type { ExtraDef } from './extra-markets.ts';
import { boundProbabilities, formatLine, MAX_MARGIN, MIN_MARGIN, priceOf } from './pricing.ts';
import type { Prng } from './prng.ts';
import type { MarketSpec } from './settle.ts';
import type { SportDefinition } from './sports.ts';

export type MarketSlot = {
  /** One of the four traded kinds, or `extra` (extra-markets.ts). */
  readonly kind: MarketKind | 'extra';
  /** The wire object, changed in place; streams send copies. */
  readonly market: Market;
  fair: number[];
  target: number[];
  margin: number;
  /** Home handicap (e.g. -1.5) or total line; 0 for winner markets. */
  line: number;
  /** Epoch ms at which a suspended market reopens; 0 when not waiting to reopen. */
  reopenAt: number;
  /** Decided (e.g. a total already passed with no line left): stays suspended for good. */
  closed: boolean;
  /**
   * A winner market whose favourite is too short to offer: the favourite is withdrawn (inactive)
   * and the others are quoted as long shots (longShotPrice). Such a market does not walk.
   */
  longShots: boolean;
  /**
   * The model's break-even chances at the last re-pricing. Traded markets' random walk never lets
   * an outcome's chance fall more than WALK_BAND below these (odds-walk.ts), so no price ever
   * returns more than its stake in expectation.
   */
  raw: number[];
  /** What the market means, for settlement (settle.ts). */
  spec: MarketSpec;
  /** The definition of an extra market; null for the traded four. */
  readonly extra: ExtraDef | null;
  /** Outcomes offered earlier at another line, kept so bets on them can still be settled. */
  readonly retired: { readonly spec: MarketSpec; readonly odds: readonly Odd[] }[];
};

/** Above this model chance a traded market's favourite cannot be priced (suspended instead). */
export const MAX_RAW_CHANCE = 0.95;

/**
 * Above this model chance a winner market's favourite is withdrawn (it could not be offered at
 * 1.01 and still return less than its stake in expectation) and the market trades on with the
 * other outcomes as long shots, as a trader keeps the draw and the comeback open late in a match
 * instead of closing the market (issue #15: 2-0 at 91' makes the draw 30-100, not a stale 13).
 */
export const WITHDRAW_FAVOURITE_ABOVE = 0.93;
/**
 * The trader's cushion on a long shot, in implied chance: quoted at 1 / (q × margin + cushion),
 * so a near-impossible outcome is never offered above ~67 and every price stays below the
 * honest 1 / (q × margin).
 */
export const LONG_SHOT_CUSHION = 0.015;

/** A long shot's price (long-shot mode; see WITHDRAW_FAVOURITE_ABOVE). */
export function longShotPrice(q: number, margin: number): number {
  return Math.max(1.01, Math.floor(100 / (q * margin + LONG_SHOT_CUSHION)) / 100);
}

/** A bit of snapToTarget's mask: an outcome was withdrawn or offered again (send the market, not odds). */
export const SHAPE_CHANGED = 1 << 30;

export type OddIdSource = { nextOddId(): number };

/** The four traded kinds: prices walk between re-pricings (odds-walk.ts). */
export const MARKET_KINDS = {
  moneyLine: 'moneyLine',
  handicap: 'handicap',
  total: 'total',
  periodMoneyLine: 'periodMoneyLine',
} as const;
export type MarketKind = (typeof MARKET_KINDS)[keyof typeof MARKET_KINDS];

const ORDINAL_PERIOD: Readonly<Record<string, string>> = { half: '1st Half', quarter: '1st Quarter', period: '1st Period' };

function moneyLineTitle(sport: SportDefinition): string {
  return sport.threeWay ? '1X2' : 'Winner';
}

function title(kind: MarketKind, sport: SportDefinition): string {
  const f = sport.format;
  switch (kind) {
    case 'moneyLine':
      return moneyLineTitle(sport);
    case 'handicap':
      // SPEC CON-33: esports use Map Spread, Maps O/U, Map 1, Map 2.
      if (f.kind === 'sets' && f.unit === 'Map') return 'Map Spread';
      if (f.kind === 'sets') return `${f.unit} Handicap`;
      if (sport.alias === 'american-football') return 'Spread';
      if (f.kind === 'innings' && f.style === 'baseball') return 'Run Line';
      if (sport.alias === 'ice-hockey') return 'Puck Line';
      return 'Handicap';
    case 'total':
      if (f.kind === 'sets' && f.unit === 'Map') return 'Maps O/U';
      return f.kind === 'sets' ? `Total ${f.unit}s` : 'Total';
    case 'periodMoneyLine': {
      if (f.kind === 'sets' && f.unit === 'Map') return 'Map 1';
      const first = f.kind === 'timed' ? ORDINAL_PERIOD[f.periodName] : f.kind === 'sets' ? `1st ${f.unit}` : '1st Period';
      return `${first ?? '1st Period'} - ${moneyLineTitle(sport)}`;
    }
  }
}

function periodType(sport: SportDefinition): number {
  const f = sport.format;
  if (f.kind === 'timed') return f.periodName === 'half' ? PERIOD_TYPES.half : f.periodName === 'quarter' ? PERIOD_TYPES.quarter : PERIOD_TYPES.period;
  if (f.kind === 'sets') return f.unit === 'Map' ? PERIOD_TYPES.map : f.unit === 'Frame' ? PERIOD_TYPES.frame : PERIOD_TYPES.set;
  return PERIOD_TYPES.inning;
}

function matchPeriodType(sport: SportDefinition): number {
  const f = sport.format;
  return f.kind === 'timed' && f.overtime ? PERIOD_TYPES.includingOvertime : PERIOD_TYPES.regularTime;
}

function marketTypeId(kind: MarketKind, sport: SportDefinition): number {
  switch (kind) {
    case 'moneyLine':
      return sport.threeWay ? MARKET_TYPE_IDS.winner3Way : MARKET_TYPE_IDS.winner2Way;
    case 'handicap':
      return MARKET_TYPE_IDS.handicap;
    case 'total':
      return sport.format.kind === 'sets' && sport.format.unit === 'Map' ? MARKET_TYPE_IDS.totalMaps : MARKET_TYPE_IDS.total;
    case 'periodMoneyLine':
      return sport.threeWay ? MARKET_TYPE_IDS.periodWinner3Way : MARKET_TYPE_IDS.periodWinner2Way;
  }
}

function specialType(kind: MarketKind, sport: SportDefinition): number {
  switch (kind) {
    case 'moneyLine':
    case 'periodMoneyLine':
      return sport.threeWay ? SPECIAL_TYPES.winner3Way : SPECIAL_TYPES.winner2Way;
    case 'handicap':
      return SPECIAL_TYPES.asianHandicap;
    case 'total':
      return marketTypeId(kind, sport) === MARKET_TYPE_IDS.totalMaps ? SPECIAL_TYPES.totalMaps : SPECIAL_TYPES.asianTotal;
  }
}

function headerType(kind: MarketKind): number {
  switch (kind) {
    case 'moneyLine':
      return HEADER_TYPES.moneyLine;
    case 'handicap':
      return HEADER_TYPES.handicap;
    case 'total':
      return HEADER_TYPES.total;
    case 'periodMoneyLine':
      return HEADER_TYPES.firstPeriod;
  }
}

function odd(id: number, label: string, line: string): Odd {
  return { ID: id, Title: label, OriginalTitle: label, TitleSuffix: '', SpecialBetValue: line, Value: 1.01, IsActive: true };
}

/** Outcome labels per SPEC CON-25/26: 1/X/2 or 1/2, handicap 1/2, totals Over/Under. */
function makeOdds(kind: MarketKind, line: number, outcomes: number, ids: OddIdSource): Odd[] {
  switch (kind) {
    case 'moneyLine':
    case 'periodMoneyLine':
      return outcomes === 3 ? [odd(ids.nextOddId(), '1', ''), odd(ids.nextOddId(), 'X', ''), odd(ids.nextOddId(), '2', '')] : [odd(ids.nextOddId(), '1', ''), odd(ids.nextOddId(), '2', '')];
    case 'handicap':
      return [odd(ids.nextOddId(), '1', formatLine(line, true)), odd(ids.nextOddId(), '2', formatLine(-line, true))];
    case 'total':
      return [odd(ids.nextOddId(), 'Over', formatLine(line, false)), odd(ids.nextOddId(), 'Under', formatLine(line, false))];
  }
}

/** Fair probabilities of a market at its current line; null when it can no longer be priced. */
export function modelTarget(kind: MarketKind, line: number, outcomes: number, model: MatchModel): number[] | null {
  switch (kind) {
    case 'moneyLine':
      return model.moneyLine(outcomes === 3);
    case 'periodMoneyLine':
      return model.periodMoneyLine(outcomes === 3);
    case 'handicap':
      return model.handicap(line);
    case 'total':
      return model.total(line);
  }
}

/** What a traded market means at a line (settle.ts). */
export function tradedSpec(kind: MarketKind, sport: SportDefinition, line: number): MarketSpec {
  const f = sport.format;
  switch (kind) {
    case 'moneyLine':
      return sport.threeWay ? { t: 'winner3', scope: null } : { t: 'winner2', scope: null, measure: 'score' };
    case 'periodMoneyLine': {
      const scope = { from: 1, to: 1 };
      if (sport.threeWay) return { t: 'winner3', scope };
      return { t: 'winner2', scope, measure: f.kind === 'sets' ? 'units' : 'score' };
    }
    case 'handicap':
      return { t: 'handicap', scope: null, measure: 'score', line };
    case 'total':
      return { t: 'total', scope: null, measure: 'score', line, side: 'both' };
  }
}

function priceable(raw: readonly number[]): boolean {
  return raw.every((x) => x <= MAX_RAW_CHANCE);
}

function isWinner(kind: MarketKind | 'extra'): boolean {
  return kind === 'moneyLine' || kind === 'periodMoneyLine';
}

/** A winner market whose favourite must be withdrawn, with an outcome left to offer. */
function longShotMode(kind: MarketKind | 'extra', raw: readonly number[]): boolean {
  if (!isWinner(kind)) return false;
  const top = Math.max(...raw);
  return top > WITHDRAW_FAVOURITE_ABOVE && raw.some((x) => x !== top && x > 1e-9);
}

function chooseLine(kind: MarketKind, model: MatchModel): number | null {
  if (kind === 'handicap') return model.handicapLine();
  if (kind === 'total') return model.totalLine();
  return 0;
}

export function applyPrices(slot: MarketSlot): void {
  const odds = slot.market.Odds;
  for (let i = 0; i < odds.length; i++) {
    const o = odds[i];
    if (o) o.Value = priceOf(slot.fair[i] ?? 0.5, slot.margin);
  }
}

function kindsFor(sport: SportDefinition): readonly MarketKind[] {
  switch (sport.format.kind) {
    case 'none':
      return [MARKET_KINDS.moneyLine];
    case 'innings':
      return [MARKET_KINDS.moneyLine, MARKET_KINDS.handicap, MARKET_KINDS.total];
    case 'timed':
      return sport.format.periods >= 2 ? [MARKET_KINDS.moneyLine, MARKET_KINDS.handicap, MARKET_KINDS.total, MARKET_KINDS.periodMoneyLine] : [MARKET_KINDS.moneyLine, MARKET_KINDS.handicap, MARKET_KINDS.total];
    case 'sets':
      return [MARKET_KINDS.moneyLine, MARKET_KINDS.handicap, MARKET_KINDS.total, MARKET_KINDS.periodMoneyLine];
  }
}

/** The pre-match market set of a match, priced from the model with fresh margins. */
/**
 * Bounded chances for a suspended market's indicative prices, summing to what the model's do: 1
 * for outcomes that exclude each other, 2 for a double chance (each result covered twice).
 */
function indicativeChances(q: readonly number[]): number[] {
  const covers = Math.max(1, Math.round(q.reduce((sum, x) => sum + x, 0)));
  return boundProbabilities(q.map((x) => x / covers)).map((x) => x * covers);
}

export function buildMarkets(sport: SportDefinition, model: MatchModel, rng: Prng, ids: OddIdSource): MarketSlot[] {
  const slots: MarketSlot[] = [];
  for (const kind of kindsFor(sport)) {
    const line = chooseLine(kind, model);
    if (line === null) continue;
    const outcomes = (kind === 'moneyLine' || kind === 'periodMoneyLine') && sport.threeWay ? 3 : 2;
    const raw = modelTarget(kind, line, outcomes, model);
    if (!raw) continue;
    const target = boundProbabilities([...raw]);
    const spec = { Period: kind === 'periodMoneyLine' ? 1 : 0, SpecialType: specialType(kind, sport), StatType: 0, CompetitorType: 0, PeriodType: kind === 'periodMoneyLine' ? periodType(sport) : matchPeriodType(sport) };
    const market: Market = {
      ID: slots.length + 1,
      MarketID: marketTypeId(kind, sport),
      Title: title(kind, sport),
      TitleSuffix: '',
      // A favourite too short to price is shown suspended until the game makes it priceable.
      IsSuspended: !priceable(raw),
      HeaderType: headerType(kind),
      MarketSpecifications: spec,
      Odds: makeOdds(kind, line, outcomes, ids),
    };
    const slot: MarketSlot = { kind, market, fair: [...target], target, margin: rng.range(MIN_MARGIN, MAX_MARGIN), line, reopenAt: 0, closed: false, longShots: false, raw, spec: tradedSpec(kind, sport, line), extra: null, retired: [] };
    applyPrices(slot);
    slots.push(slot);
  }
  const scores = model.scores();
  for (const def of extraDefs(sport)) {
    const line = lineFor(def.rule, scores);
    if (line === null) continue;
    const market: Market = {
      ID: slots.length + 1,
      MarketID: def.typeId,
      Title: def.title,
      TitleSuffix: '',
      IsSuspended: false,
      HeaderType: def.headerType,
      MarketSpecifications: { Period: def.period, SpecialType: def.specialType, StatType: 0, CompetitorType: def.competitorType, PeriodType: def.periodType },
      Odds: makeExtraOdds(def, line, ids),
    };
    const spec = def.spec(line);
    const q = fairOf(spec, scores);
    if (!q) continue;
    const slot: MarketSlot = { kind: 'extra', market, fair: [], target: [], margin: rng.range(EXTRA_MARGIN.min, EXTRA_MARGIN.max), line, reopenAt: 0, closed: false, longShots: false, raw: q, spec, extra: def, retired: [] };
    if (!priceExtra(slot, model)) {
      // Shown suspended at indicative prices until play makes it priceable.
      market.IsSuspended = true;
      slot.fair = indicativeChances(q);
      applyPrices(slot);
    }
    slot.market.ID = slots.length + 1;
    slots.push(slot);
  }
  return slots;
}

/**
 * Prices an extra market from the model; false (prices untouched) when it cannot be offered now.
 * Returns the bit mask of outcomes whose value changed in `changed` (activity changes set bit 31).
 */
export function priceExtra(slot: MarketSlot, model: MatchModel, changed?: { mask: number; shape: boolean }): boolean {
  const q = fairOf(slot.spec, model.scores());
  if (!q) return false;
  const quoted = quote(q, slot.margin);
  if (!quoted) return false;
  const odds = slot.market.Odds;
  slot.raw = q;
  for (let i = 0; i < odds.length; i++) {
    const o = odds[i];
    const value = quoted.values[i];
    const active = quoted.active[i];
    if (!o || value === undefined || active === undefined) continue;
    if (o.Value !== value) {
      o.Value = value;
      if (changed) changed.mask |= 1 << i;
    }
    if (o.IsActive !== active) {
      o.IsActive = active;
      if (changed) changed.shape = true;
    }
  }
  return true;
}

/**
 * Points the slot's target at the model. Returns false when the market is decided at its line
 * (a total already passed), so the caller suspends it until it can be re-lined.
 */
export function retarget(slot: MarketSlot, model: MatchModel): boolean {
  if (slot.kind === 'extra') return priceExtra(slot, model);
  const raw = modelTarget(slot.kind, slot.line, slot.market.Odds.length, model);
  if (!raw) return false;
  const longShots = longShotMode(slot.kind, raw);
  if (!longShots && !priceable(raw)) return false;
  slot.raw = raw;
  slot.longShots = longShots;
  slot.target = boundProbabilities([...raw]);
  return true;
}

/** Prices a market in long-shot mode from its model chances; the mask of what changed. */
function applyLongShots(slot: MarketSlot): number {
  const odds = slot.market.Odds;
  const top = slot.raw.indexOf(Math.max(...slot.raw));
  let changed = 0;
  for (let i = 0; i < odds.length; i++) {
    const o = odds[i];
    const q = slot.raw[i] ?? 0;
    if (!o) continue;
    const active = i !== top && q > 1e-9;
    const value = i === top ? 1.01 : active ? longShotPrice(q, slot.margin) : 1000;
    if (o.Value !== value) {
      o.Value = value;
      changed |= 1 << i;
    }
    if (o.IsActive !== active) {
      o.IsActive = active;
      changed |= SHAPE_CHANGED;
    }
  }
  return changed;
}

/**
 * Re-prices a traded market at its target at once (the state of play changed: every market of
 * the match moves together, so none is left quoting an earlier state). Returns the changed mask.
 */
export function snapToTarget(slot: MarketSlot): number {
  slot.fair = [...slot.target];
  if (slot.longShots) return applyLongShots(slot);
  let changed = 0;
  const odds = slot.market.Odds;
  for (let i = 0; i < odds.length; i++) {
    const o = odds[i];
    if (!o) continue;
    if (!o.IsActive) {
      o.IsActive = true;
      changed |= SHAPE_CHANGED;
    }
    const value = priceOf(slot.fair[i] ?? 0.5, slot.margin);
    if (value !== o.Value) {
      o.Value = value;
      changed |= 1 << i;
    }
  }
  return changed;
}

function close(slot: MarketSlot): false {
  slot.closed = true;
  slot.reopenAt = 0;
  slot.market.IsSuspended = true;
  return false;
}

/**
 * Reopens a suspended market at the main line and fresh prices (new outcome ids when the line
 * moved, since a bet on Over 2.5 must not silently become Over 3.5). Returns false, leaving the
 * market closed, when no line is left open.
 */
export function reline(slot: MarketSlot, model: MatchModel, rng: Prng, ids: OddIdSource): boolean {
  const def = slot.extra;
  if (slot.kind === 'extra' && def) {
    const line = lineFor(def.rule, model.scores());
    if (line === null) return close(slot);
    const spec = line === slot.line ? slot.spec : def.spec(line);
    // The margin stays: a market reopening at an unchanged state of play quotes what it did.
    const margin = slot.margin;
    const q = fairOf(spec, model.scores());
    // Not priceable (one-sided, or decided): suspended for good, as it stands.
    if (!q || !quote(q, margin)) return close(slot);
    if (line !== slot.line) {
      slot.retired.push({ spec: slot.spec, odds: slot.market.Odds });
      slot.line = line;
      slot.spec = spec;
      slot.market.Odds = makeExtraOdds(def, line, ids);
    }
    priceExtra(slot, model);
    slot.reopenAt = 0;
    slot.market.IsSuspended = false;
    return true;
  }
  const kind = slot.kind as MarketKind;
  const line = chooseLine(kind, model);
  if (line === null) return close(slot);
  const raw = modelTarget(kind, line, slot.market.Odds.length, model);
  if (!raw) return close(slot);
  const longShots = longShotMode(kind, raw);
  if (!longShots && !priceable(raw)) return close(slot);
  if (line !== slot.line) {
    slot.retired.push({ spec: slot.spec, odds: slot.market.Odds });
    slot.line = line;
    slot.spec = retargetSpec(slot.spec, line);
    slot.market.Odds = makeOdds(kind, line, slot.market.Odds.length, ids);
  }
  slot.raw = raw;
  slot.target = boundProbabilities([...raw]);
  slot.fair = [...slot.target];
  slot.reopenAt = 0;
  slot.market.IsSuspended = false;
  slot.longShots = longShots;
  if (longShots) applyLongShots(slot);
  else {
    for (const o of slot.market.Odds) o.IsActive = true;
    applyPrices(slot);
  }
  return true;
}

function retargetSpec(spec: MarketSpec, line: number): MarketSpec {
  return spec.t === 'handicap' || spec.t === 'total' ? { ...spec, line } : spec;
}

/** Built suspended (not priceable before the start): tried once more at the first re-pricing in play. */
export function isWaiting(slot: MarketSlot): boolean {
  return slot.market.IsSuspended && slot.reopenAt === 0 && !slot.closed;
}
