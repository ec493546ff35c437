/**
 * Baccarat, punto banco (issue #19), dealt from an infinite deck: every card is one float, uniform
 * over the 52 (an eight-deck shoe differs by hundredths of a percent; docs/casino-games.md has both).
 * Cards go player, banker, player, banker; a two-card 8 or 9 on either side stands both; otherwise
 * the player draws on 0–5 and the banker follows the standard tableau. Player pays 1:1, banker 0.95:1
 * (5 % commission, the win rounded down to a minor unit), tie 8:1; player and banker bets push on a tie.
 */
import { baccaratBetSchema, type BaccaratBet, type BaccaratSide } from '../../schemas/casino-bets.ts';
import { DECK, RANKS, type Card } from './cards.ts';
import type { InstantEngine } from './engine.ts';
import type { FloatSource } from './fair.ts';

export type BaccaratOutcome = {
  readonly player: readonly Card[];
  readonly banker: readonly Card[];
  readonly playerTotal: number;
  readonly bankerTotal: number;
  readonly winner: BaccaratSide;
  readonly natural: boolean;
  /** What each placement returned, in the bet's order. */
  readonly returnsMinor: readonly string[];
  readonly payoutMinor: string;
};

/** Baccarat points by rank letter (ace 1, ten and faces 0), as a module local: see blackjack.ts's POINTS. */
const POINTS = new Int8Array(128);
for (let rank = 0; rank < RANKS.length; rank++) POINTS[RANKS.charCodeAt(rank)] = rank < 9 ? rank + 1 : 0;
const CARDS = DECK;
const points = (card: Card) => POINTS[card.charCodeAt(0)]!;

function total(cards: readonly Card[]): number {
  let sum = 0;
  for (const card of cards) sum += POINTS[card.charCodeAt(0)]!;
  return sum % 10;
}

/** Whether the banker draws, on its two-card total and the player's third card's points (null: the player stood). */
export function bankerDraws(banker: number, playerThird: number | null): boolean {
  if (playerThird === null) return banker <= 5;
  switch (banker) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

/** A coup: the cards each side ends with, drawn in the order they are dealt. */
export function dealCoup(draw: () => Card): { player: Card[]; banker: Card[]; natural: boolean } {
  const player = [draw()];
  const banker = [draw()];
  player.push(draw());
  banker.push(draw());
  const natural = total(player) >= 8 || total(banker) >= 8;
  if (natural) return { player, banker, natural };
  let playerThird: number | null = null;
  if (total(player) <= 5) {
    const card = draw();
    player.push(card);
    playerThird = points(card);
  }
  if (bankerDraws(total(banker), playerThird)) banker.push(draw());
  return { player, banker, natural };
}

/** What a stake on a side returns when the coup goes to `winner`. */
export function baccaratReturn(side: BaccaratSide, stake: bigint, winner: BaccaratSide): bigint {
  if (winner === 'tie') return side === 'tie' ? stake * 9n : stake;
  if (side !== winner) return 0n;
  return side === 'banker' ? stake + (stake * 95n) / 100n : stake * 2n;
}

/**
 * How many of the 13⁶ equally likely six-card runs give each winner, on an infinite deck (a point
 * value 0 is 4 ranks of 13, 1 to 9 one rank each). A coup uses four to six cards; counting all six
 * counts each coup once per unused tail, which every coup of the same length shares.
 */
export function baccaratOdds(): Record<BaccaratSide, number> & { readonly outOf: number } {
  const weights = [4, 1, 1, 1, 1, 1, 1, 1, 1, 1];
  const wins: Record<BaccaratSide, number> = { player: 0, banker: 0, tie: 0 };
  const cards = [0, 0, 0, 0, 0, 0];
  const walk = (depth: number, weight: number) => {
    if (depth === 6) {
      let at = 0;
      const coup = dealCoup(() => `${'TA23456789'[cards[at++]!]}S`);
      const p = total(coup.player);
      const b = total(coup.banker);
      wins[p > b ? 'player' : b > p ? 'banker' : 'tie'] += weight;
      return;
    }
    for (let value = 0; value < 10; value++) {
      cards[depth] = value;
      walk(depth + 1, weight * weights[value]!);
    }
  };
  walk(0, 1);
  return { ...wins, outOf: 13 ** 6 };
}

/**
 * RTP of each bet, from baccaratOdds(): player 2,153,464, banker 2,212,744 and tie 460,601 of
 * 13⁶ = 4,826,809, so banker (1.95 × 2,212,744 + 460,601) / 13⁶, player (2 × 2,153,464 + 460,601) / 13⁶,
 * tie 9 × 460,601 / 13⁶ (the unit tests hold these figures to the enumeration).
 */
export const BACCARAT_RTP = { banker: 0.98936, player: 0.987719, tie: 0.85883 } as const satisfies Record<BaccaratSide, number>;

export const baccarat: InstantEngine<'baccarat', BaccaratBet, BaccaratOutcome> = {
  kind: 'baccarat',
  rtp: BACCARAT_RTP.banker,
  betSchema: baccaratBetSchema,
  stakeOf: (bet) => bet.Placements.reduce((sum, p) => sum + p.StakeMinor, 0n),
  maxWin(bet) {
    const outcomes: BaccaratSide[] = ['player', 'banker', 'tie'];
    return outcomes.reduce((best, winner) => {
      const paid = bet.Placements.reduce((sum, p) => sum + baccaratReturn(p.Side, p.StakeMinor, winner), 0n);
      return paid > best ? paid : best;
    }, 0n);
  },
  play(bet, source: FloatSource) {
    const coup = dealCoup(() => CARDS[Math.floor(source.next() * 52)]!);
    const playerTotal = total(coup.player);
    const bankerTotal = total(coup.banker);
    const winner: BaccaratSide = playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie';
    const returns = bet.Placements.map((p) => baccaratReturn(p.Side, p.StakeMinor, winner));
    const payout = returns.reduce((a, b) => a + b, 0n);
    return {
      outcome: {
        player: coup.player,
        banker: coup.banker,
        playerTotal,
        bankerTotal,
        winner,
        natural: coup.natural,
        returnsMinor: returns.map(String),
        payoutMinor: payout.toString(),
      },
      payout,
    };
  },
};
