/**
 * Basic strategy for the house's blackjack rules (dealer stands on soft 17, peek, double any two
 * cards, double after split, split to four hands, split aces one card, no surrender): the usual
 * multi-deck S17/DAS chart, which is also the infinite-deck chart for these rules. The RTP the game
 * declares is the return of this chart, computed exactly by `basicStrategyReturn` on the infinite
 * deck the game deals from, and measured by simulation (docs/casino-games.md).
 */
import type { BlackjackAction } from '../../schemas/casino-bets.ts';
import { cardPoints, handTotal, legalActions, MAX_HANDS, type BlackjackState } from './blackjack.ts';
import type { Card } from './cards.ts';

/**
 * The rules table. Columns are the dealer's up card 2 3 4 5 6 7 8 9 T A. H hit, S stand, D double
 * (hit if doubling is not allowed), Ds double (stand if not allowed), P split; a pair's "-" plays
 * the pair as its total. Hard totals under 8 hit and over 16 stand; soft totals over 19 stand.
 */
export const BASIC_STRATEGY = {
  hard: {
    8: 'H H H H H H H H H H',
    9: 'H D D D D H H H H H',
    10: 'D D D D D D D D H H',
    11: 'D D D D D D D D D H',
    12: 'H H S S S H H H H H',
    13: 'S S S S S H H H H H',
    14: 'S S S S S H H H H H',
    15: 'S S S S S H H H H H',
    16: 'S S S S S H H H H H',
  },
  soft: {
    12: 'H H H H H H H H H H',
    13: 'H H H D D H H H H H',
    14: 'H H H D D H H H H H',
    15: 'H H D D D H H H H H',
    16: 'H H D D D H H H H H',
    17: 'H D D D D H H H H H',
    18: 'S Ds Ds Ds Ds S S H H H',
    19: 'S S S S S S S S S S',
  },
  pairs: {
    A: 'P P P P P P P P P P',
    T: '- - - - - - - - - -',
    9: 'P P P P P - P P - -',
    8: 'P P P P P P P P P P',
    7: 'P P P P P P - - - -',
    6: 'P P P P P - - - - -',
    5: '- - - - - - - - - -',
    4: '- - - P P - - - - -',
    3: 'P P P P P P - - - -',
    2: 'P P P P P P - - - -',
  },
} as const;

type Cell = 'H' | 'S' | 'D' | 'Ds' | 'P' | '-';

const row = (text: string) => text.split(' ') as Cell[];
const HARD = new Map(Object.entries(BASIC_STRATEGY.hard).map(([total, cells]) => [Number(total), row(cells)]));
const SOFT = new Map(Object.entries(BASIC_STRATEGY.soft).map(([total, cells]) => [Number(total), row(cells)]));
const PAIRS = new Map(Object.entries(BASIC_STRATEGY.pairs).map(([rank, cells]) => [rank === 'A' ? 1 : rank === 'T' ? 10 : Number(rank), row(cells)]));

/** The chart's column for an up card's points (ace 1 is the last column). */
const column = (upPoints: number) => (upPoints === 1 ? 9 : upPoints - 2);

export type HandFacts = {
  readonly total: number;
  readonly soft: boolean;
  /** Both cards' points when the hand is a two-card pair, else null. */
  readonly pair: number | null;
  readonly canDouble: boolean;
  readonly canSplit: boolean;
};

/** The chart's decision for a hand against the dealer's up card (its points: ace 1, ten 10). */
export function strategyFor(hand: HandFacts, upPoints: number): BlackjackAction {
  const at = column(upPoints);
  if (hand.pair !== null && hand.canSplit && PAIRS.get(hand.pair)?.[at] === 'P') return 'split';
  const cell = hand.soft ? (hand.total >= 20 ? 'S' : SOFT.get(hand.total)?.[at]) : hand.total <= 7 ? 'H' : hand.total >= 17 ? 'S' : HARD.get(hand.total)?.[at];
  switch (cell) {
    case 'D':
      return hand.canDouble ? 'double' : 'hit';
    case 'Ds':
      return hand.canDouble ? 'double' : 'stand';
    case 'S':
      return 'stand';
    default:
      return 'hit';
  }
}

/** The chart's decision for the hand in play. */
export function basicStrategy(state: BlackjackState): BlackjackAction {
  const legal = legalActions(state);
  const hand = state.hands[state.active];
  const up = state.dealer[0];
  if (!hand || up === undefined || legal.length === 0) throw new Error('basicStrategy: the round has no hand in play');
  return strategyFor(factsOf(hand.cards, legal), cardPoints(up));
}

function factsOf(cards: readonly Card[], legal: readonly BlackjackAction[]): HandFacts {
  const { total, soft } = handTotal(cards);
  const pair = cards.length === 2 && cardPoints(cards[0]!) === cardPoints(cards[1]!) ? cardPoints(cards[0]!) : null;
  return { total, soft, pair, canDouble: legal.includes('double'), canSplit: legal.includes('split') };
}

// ---------------------------------------------------------------------------------------------
// The exact return of the chart on an infinite deck. Each card is independent of the others, so a
// hand's expectation depends only on its total, softness and what it may still do, and the
// dealer's final total only on the up card (given no blackjack, which the peek has ruled out).

/** Points 1..10 and their odds: a ten-point card is four ranks of thirteen. */
const ODDS = [0, 1 / 13, 1 / 13, 1 / 13, 1 / 13, 1 / 13, 1 / 13, 1 / 13, 1 / 13, 1 / 13, 4 / 13];

type Points = { hard: number; ace: boolean };
const best = ({ hard, ace }: Points) => (ace && hard <= 11 ? hard + 10 : hard);
const softOf = ({ hard, ace }: Points) => ace && hard <= 11;
const add = (p: Points, card: number): Points => ({ hard: p.hard + card, ace: p.ace || card === 1 });

/** The dealer's final total (17..21, 22 for bust) after the hole card, given the up card and no blackjack. */
function dealerFinals(up: number): number[] {
  const finals = new Array<number>(23).fill(0);
  const drawTo = (p: Points, weight: number) => {
    const total = best(p);
    if (p.hard > 21) finals[22]! += weight;
    else if (total >= 17) finals[total]! += weight;
    else for (let card = 1; card <= 10; card++) drawTo(add(p, card), weight * ODDS[card]!);
  };
  const blackjackHole = up === 1 ? 10 : up === 10 ? 1 : 0;
  const noBlackjack = 1 - (blackjackHole ? ODDS[blackjackHole]! : 0);
  for (let hole = 1; hole <= 10; hole++) {
    if (hole !== blackjackHole) drawTo(add({ hard: up, ace: up === 1 }, hole), ODDS[hole]! / noBlackjack);
  }
  return finals;
}

function standValue(total: number, finals: readonly number[]): number {
  if (total > 21) return -1;
  let value = finals[22]!;
  for (let dealer = 17; dealer <= 21; dealer++) value += total > dealer ? finals[dealer]! : total < dealer ? -finals[dealer]! : 0;
  return value;
}

/** Expected result, in stakes of this hand, of playing a hand of 3+ cards (or a 2-card hand that may not double or split) by the chart. */
function playOn(p: Points, up: number, finals: readonly number[], memo: Map<number, number>): number {
  if (p.hard > 21) return -1;
  const key = p.hard * 2 + (p.ace ? 1 : 0);
  const known = memo.get(key);
  if (known !== undefined) return known;
  const total = best(p);
  let value: number;
  if (total === 21 || strategyFor({ total, soft: softOf(p), pair: null, canDouble: false, canSplit: false }, up) === 'stand') value = standValue(total, finals);
  else {
    value = 0;
    for (let card = 1; card <= 10; card++) value += ODDS[card]! * playOn(add(p, card), up, finals, memo);
  }
  memo.set(key, value);
  return value;
}

/** Expected result of a two-card hand played by the chart (a 21 stands: the caller has ruled out a blackjack). */
function twoCardValue(a: number, b: number, canSplit: boolean, up: number, finals: readonly number[], memo: Map<number, number>, splitValue: () => number): number {
  const p = add(add({ hard: 0, ace: false }, a), b);
  const total = best(p);
  if (total === 21) return standValue(21, finals);
  const action = strategyFor({ total, soft: softOf(p), pair: a === b ? a : null, canDouble: true, canSplit }, up);
  if (action === 'stand') return standValue(total, finals);
  if (action === 'split') return splitValue();
  if (action === 'hit') {
    let hit = 0;
    for (let card = 1; card <= 10; card++) hit += ODDS[card]! * playOn(add(p, card), up, finals, memo);
    return hit;
  }
  let doubled = 0;
  for (let card = 1; card <= 10; card++) doubled += ODDS[card]! * standValue(best(add(p, card)), finals);
  return 2 * doubled;
}

/**
 * Splitting a pair of `card`: hands are played in order, each first taking its second card; a
 * second card of the same value is split again while there are fewer than four hands and the chart
 * says so. value(hands, waiting) is the expectation of the hands still waiting for a second card.
 */
function splitValue(card: number, up: number, finals: readonly number[], memo: Map<number, number>): number {
  if (card === 1) {
    let one = 0;
    for (let next = 1; next <= 10; next++) one += ODDS[next]! * standValue(best(add({ hard: 1, ace: true }, next)), finals);
    return 2 * one;
  }
  const known = new Map<number, number>();
  const value = (hands: number, waiting: number): number => {
    if (waiting === 0) return 0;
    const key = hands * 16 + waiting;
    const cached = known.get(key);
    if (cached !== undefined) return cached;
    let sum = 0;
    for (let next = 1; next <= 10; next++) {
      const canSplit = next === card && hands < MAX_HANDS;
      const resplit = canSplit && strategyFor({ total: 2 * card, soft: false, pair: card, canDouble: true, canSplit: true }, up) === 'split';
      sum += ODDS[next]! * (resplit ? value(hands + 1, waiting + 1) : twoCardValue(card, next, canSplit, up, finals, memo, () => 0) + value(hands, waiting - 1));
    }
    known.set(key, sum);
    return sum;
  };
  return value(2, 2);
}

/**
 * The chart's exact return per unit of the bet's stake on an infinite deck: 1 + the expected
 * result over every up card and first two cards, with the peek (a dealer blackjack takes the stake
 * or pushes a player blackjack) and 3:2 blackjacks.
 */
export function basicStrategyReturn(): number {
  let expected = 0;
  for (let up = 1; up <= 10; up++) {
    const finals = dealerFinals(up);
    const memo = new Map<number, number>();
    const dealerBlackjack = up === 1 ? ODDS[10]! : up === 10 ? ODDS[1]! : 0;
    for (let a = 1; a <= 10; a++) {
      for (let b = 1; b <= 10; b++) {
        const natural = (a === 1 && b === 10) || (a === 10 && b === 1);
        const played = natural ? 1.5 : twoCardValue(a, b, true, up, finals, memo, () => splitValue(a, up, finals, memo));
        const value = dealerBlackjack * (natural ? 0 : -1) + (1 - dealerBlackjack) * played;
        expected += ODDS[up]! * ODDS[a]! * ODDS[b]! * value;
      }
    }
  }
  return 1 + expected;
}
