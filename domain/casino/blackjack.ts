/**
 * Blackjack (issue #19), dealt from an infinite deck: each card is the next float of the round's
 * stream, uniform over the 52. The rules: the dealer stands on soft 17 and, with an ace or a ten up,
 * peeks for blackjack before anyone plays; blackjack pays 3:2 (the half rounded down to a minor
 * unit); double on any first two cards, also after a split; split any two cards of equal value
 * (a king and a ten too) up to four hands; split aces take one card each and are not split again;
 * no insurance, no surrender. A hand that reaches 21 stands by itself.
 *
 * The house keeps no game in memory between requests: the state carries the cards, the stakes and
 * how many floats the round has drawn (`drawn`), so the next request re-creates the stream from the
 * seeds, skips that many, and acts. Deal order: player, dealer up, player, dealer hole; then every
 * card as it is taken. Both the hole card and every later card are therefore fixed by the seeds
 * before the player acts; the player is shown `playerView(state)`, which hides the hole card.
 */
import {
  blackjackActionSchema,
  blackjackBetSchema,
  type BlackjackAction,
  type BlackjackBet,
} from '../../schemas/casino-bets.ts';
import { DECK, RANKS, type Card } from './cards.ts';
import type { StatefulEngine } from './engine.ts';
import { fairFloats, skip, type FloatSource, type RoundSeeds } from './fair.ts';

export const MAX_HANDS = 4;

export const HAND_RESULTS = { blackjack: 'blackjack', win: 'win', push: 'push', lose: 'lose', bust: 'bust' } as const;
export type HandResult = (typeof HAND_RESULTS)[keyof typeof HAND_RESULTS];

export type BlackjackHand = {
  readonly cards: readonly Card[];
  readonly stakeMinor: string;
  readonly doubled: boolean;
  /** Came from a split: a two-card 21 is then not a blackjack, and split aces take one card each. */
  readonly split: boolean;
  readonly done: boolean;
  readonly result: HandResult | null;
  readonly payoutMinor: string | null;
};

export type BlackjackState = {
  readonly version: 1;
  /** The stake of the bet: each hand starts with it; a double adds it again. */
  readonly stakeMinor: string;
  /** Up card, hole card, then the dealer's draws. */
  readonly dealer: readonly Card[];
  readonly hands: readonly BlackjackHand[];
  /** The hand in play; -1 once the round is finished. */
  readonly active: number;
  /** Floats drawn from the round's stream so far. */
  readonly drawn: number;
  readonly finished: boolean;
  readonly payoutMinor: string | null;
};

export const BLACKJACK_ERRORS = { illegalAction: 'illegal-action' } as const;
export type BlackjackErrorReason = (typeof BLACKJACK_ERRORS)[keyof typeof BLACKJACK_ERRORS];

export class BlackjackError extends Error {
  readonly reason: BlackjackErrorReason;
  constructor(reason: BlackjackErrorReason, message: string) {
    super(message);
    this.name = 'BlackjackError';
    this.reason = reason;
  }
}

/**
 * Points by a card's rank letter, and the deck, as module locals: the simulations behind the RTP
 * figures play tens of millions of hands, and a call through another module's export costs more
 * than the lookup itself in the test runner.
 */
const POINTS = new Int8Array(128);
for (let rank = 0; rank < RANKS.length; rank++) POINTS[RANKS.charCodeAt(rank)] = Math.min(rank + 1, 10);
const CARDS = DECK;

/** A card's blackjack points: ace 1, ten and faces 10. */
export const cardPoints = (card: Card): number => POINTS[card.charCodeAt(0)]!;

/** A hand's best total and whether an ace in it still counts 11. */
export function handTotal(cards: readonly Card[]): { readonly total: number; readonly soft: boolean } {
  let total = 0;
  let aces = false;
  for (const card of cards) {
    const points = POINTS[card.charCodeAt(0)]!;
    total += points;
    if (points === 1) aces = true;
  }
  return aces && total <= 11 ? { total: total + 10, soft: true } : { total, soft: false };
}

const isNatural = (hand: { readonly cards: readonly Card[]; readonly split: boolean }) =>
  !hand.split && hand.cards.length === 2 && handTotal(hand.cards).total === 21;

type WorkHand = { cards: Card[]; stakeMinor: string; doubled: boolean; split: boolean; done: boolean; result: HandResult | null; payoutMinor: string | null };

/** A round in the making: mutable, local to one deal or act, turned into a state at the end. */
type Work = { stakeMinor: string; dealer: Card[]; hands: WorkHand[]; active: number; drawn: number; source: FloatSource };

/** One card, one float: the same pick as cards.ts's drawCard. */
function draw(work: Work): Card {
  work.drawn++;
  return CARDS[Math.floor(work.source.next() * 52)]!;
}

const newHand = (cards: Card[], stakeMinor: string, split: boolean): WorkHand => ({ cards, stakeMinor, doubled: false, split, done: false, result: null, payoutMinor: null });

/** The work's hands become the state's: they are fresh copies (fromState), shared with nothing older. */
function toState(work: Work, payout: bigint | null): BlackjackState {
  const finished = payout !== null;
  return {
    version: 1,
    stakeMinor: work.stakeMinor,
    dealer: work.dealer,
    hands: work.hands,
    active: finished ? -1 : work.active,
    drawn: work.drawn,
    finished,
    payoutMinor: finished ? payout.toString() : null,
  };
}

function fromState(state: BlackjackState, source: FloatSource): Work {
  return {
    stakeMinor: state.stakeMinor,
    dealer: [...state.dealer],
    hands: state.hands.map((h) => ({
      cards: [...h.cards],
      stakeMinor: h.stakeMinor,
      doubled: h.doubled,
      split: h.split,
      done: h.done,
      result: h.result,
      payoutMinor: h.payoutMinor,
    })),
    active: state.active,
    drawn: state.drawn,
    source,
  };
}

/** Every hand is played: the dealer draws to 17 (standing on soft 17) unless every hand is bust, then each hand is paid. */
function finish(work: Work): BlackjackState {
  const live = work.hands.some((h) => handTotal(h.cards).total <= 21);
  if (live) while (handTotal(work.dealer).total < 17) work.dealer.push(draw(work));
  const dealer = handTotal(work.dealer).total;
  let payout = 0n;
  for (const hand of work.hands) {
    const total = handTotal(hand.cards).total;
    if (total > 21) payout += settle(hand, 'bust');
    else if (isNatural(hand)) payout += settle(hand, 'blackjack');
    else if (dealer > 21 || total > dealer) payout += settle(hand, 'win');
    else payout += settle(hand, total === dealer ? 'push' : 'lose');
  }
  return toState(work, payout);
}

/** Closes a hand with its result; returns what it pays. */
function settle(hand: WorkHand, result: HandResult): bigint {
  hand.done = true;
  hand.result = result;
  if (result === 'bust' || result === 'lose') {
    hand.payoutMinor = '0';
    return 0n;
  }
  const stake = BigInt(hand.stakeMinor);
  const payout = result === 'blackjack' ? stake + (stake * 3n) / 2n : result === 'win' ? stake * 2n : stake;
  hand.payoutMinor = payout.toString();
  return payout;
}

/** A hand at 21 (or over) takes no more decisions. */
function closeIfDone(hand: WorkHand): void {
  if (handTotal(hand.cards).total >= 21) hand.done = true;
}

/** Moves play to the next hand that needs a decision, giving a split hand its second card on the way. */
function advance(work: Work): BlackjackState {
  while (work.active < work.hands.length) {
    const hand = work.hands[work.active]!;
    if (hand.cards.length === 1) {
      hand.cards.push(draw(work));
      closeIfDone(hand);
    }
    if (!hand.done) return toState(work, null);
    work.active++;
  }
  return finish(work);
}

export function deal(bet: BlackjackBet, source: FloatSource): BlackjackState {
  const work: Work = { stakeMinor: bet.StakeMinor.toString(), dealer: [], hands: [], active: 0, drawn: 0, source };
  const first = draw(work);
  const up = draw(work);
  const second = draw(work);
  const hole = draw(work);
  const hand = newHand([first, second], work.stakeMinor, false);
  work.dealer = [up, hole];
  work.hands = [hand];
  // The peek: with an ace or a ten up the dealer looks at the hole card, and a blackjack ends the round before anyone doubles or splits.
  if (handTotal(work.dealer).total === 21) return toState(work, settle(hand, isNatural(hand) ? 'push' : 'lose'));
  if (isNatural(hand)) return toState(work, settle(hand, 'blackjack'));
  return toState(work, null);
}

export function legalActions(state: BlackjackState): readonly BlackjackAction[] {
  if (state.finished) return [];
  const hand = state.hands[state.active];
  if (!hand || hand.done) return [];
  if (hand.cards.length !== 2) return ['hit', 'stand'];
  const pair = cardPoints(hand.cards[0]!) === cardPoints(hand.cards[1]!) && state.hands.length < MAX_HANDS;
  return pair ? ['hit', 'stand', 'double', 'split'] : ['hit', 'stand', 'double'];
}

export function act(state: BlackjackState, action: BlackjackAction, source: FloatSource): BlackjackState {
  const legal = legalActions(state);
  if (!legal.includes(action)) {
    throw new BlackjackError('illegal-action', state.finished ? 'the round is over' : `${action} is not allowed now (allowed: ${legal.join(', ')})`);
  }
  const work = fromState(state, source);
  const at = work.active;
  const hand = work.hands[at]!;
  switch (action) {
    case 'hit':
      hand.cards.push(draw(work));
      closeIfDone(hand);
      break;
    case 'stand':
      hand.done = true;
      break;
    case 'double':
      hand.stakeMinor = (BigInt(hand.stakeMinor) * 2n).toString();
      hand.doubled = true;
      hand.cards.push(draw(work));
      hand.done = true;
      break;
    case 'split': {
      const [left, right] = [newHand([hand.cards[0]!], hand.stakeMinor, true), newHand([hand.cards[1]!], hand.stakeMinor, true)];
      work.hands.splice(at, 1, left, right);
      left.cards.push(draw(work));
      if (cardPoints(left.cards[0]!) === 1) {
        // Split aces: one card each, both drawn now, and no more decisions on either.
        right.cards.push(draw(work));
        left.done = true;
        right.done = true;
      } else closeIfDone(left);
      break;
    }
  }
  return advance(work);
}

/**
 * What the house does on each request of a round: re-create the round's stream from its seeds, skip
 * the floats the state has already drawn, and act.
 */
export function actFromSeeds(state: BlackjackState, action: BlackjackAction, seeds: RoundSeeds): BlackjackState {
  return act(state, action, skip(fairFloats(seeds), state.drawn));
}

export const isFinished = (state: BlackjackState): boolean => state.finished;
export const payoutOf = (state: BlackjackState): bigint => (state.payoutMinor === null ? 0n : BigInt(state.payoutMinor));
export const stakeOf = (state: BlackjackState): bigint => state.hands.reduce((sum, h) => sum + BigInt(h.stakeMinor), 0n);

/** What the player may see: the hole card stays face down until the round is over. */
export function playerView(state: BlackjackState): BlackjackState {
  return state.finished ? state : { ...state, dealer: state.dealer.slice(0, 1) };
}

/** The most a round can return: four split hands, each doubled and won. */
export const BLACKJACK_MAX_MULTIPLE = BigInt(MAX_HANDS * 2 * 2);

/**
 * Return to player under the basic strategy of blackjack-strategy.ts, per unit of the bet's stake
 * (doubles and splits add stake but are not counted as new bets): the exact value the strategy's
 * expectation gives on these rules (basicStrategyReturn), confirmed by simulation.
 */
export const BLACKJACK_RTP = 0.994875;

export const blackjack: StatefulEngine<'blackjack', BlackjackBet, BlackjackState, BlackjackAction> = {
  kind: 'blackjack',
  rtp: BLACKJACK_RTP,
  betSchema: blackjackBetSchema,
  actionSchema: blackjackActionSchema,
  deal,
  act,
  legalActions,
  isFinished,
  payoutOf,
  stakeOf,
  maxWin: (bet) => bet.StakeMinor * BLACKJACK_MAX_MULTIPLE,
};
