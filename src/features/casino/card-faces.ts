/**
 * Playing cards as the table games show them (issue #19): a card's wire text ("AS", "TD", "9H")
 * read as the rank and suit symbol printed on its face, and a blackjack hand's total as players
 * read it ("7/17" while an ace can still count 1 or 11).
 */
import { handTotal } from '../../../domain/casino/blackjack.ts';

export const SUIT_SYMBOLS = { S: '♠', H: '♥', D: '♦', C: '♣' } as const;
export type SuitLetter = keyof typeof SUIT_SYMBOLS;

export const RANK_NAMES = { A: 'ace', '2': 'two', '3': 'three', '4': 'four', '5': 'five', '6': 'six', '7': 'seven', '8': 'eight', '9': 'nine', T: 'ten', J: 'jack', Q: 'queen', K: 'king' } as const;
export type RankName = (typeof RANK_NAMES)[keyof typeof RANK_NAMES];
export const SUIT_NAMES = { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' } as const;
export type SuitName = (typeof SUIT_NAMES)[SuitLetter];

export type CardFace = {
  /** What the corner of the card shows: "A", "10", "K". */
  readonly rank: string;
  readonly suit: string;
  readonly red: boolean;
  /** For the card's spoken name. */
  readonly rankName: RankName;
  readonly suitName: SuitName;
};

/** A card's face, or null for text that is not a card. */
export function cardFace(card: string): CardFace | null {
  const rank = card[0] as keyof typeof RANK_NAMES | undefined;
  const suit = card[1] as SuitLetter | undefined;
  if (card.length !== 2 || rank === undefined || suit === undefined || !(rank in RANK_NAMES) || !(suit in SUIT_SYMBOLS)) return null;
  return { rank: rank === 'T' ? '10' : rank, suit: SUIT_SYMBOLS[suit], red: suit === 'H' || suit === 'D', rankName: RANK_NAMES[rank], suitName: SUIT_NAMES[suit] };
}

/**
 * A blackjack hand's total: "17", or "7/17" for a soft total under 21 while the hand is still
 * played (the ace may yet count 1); a hand that is over shows its best total only.
 */
export function handTotalLabel(cards: readonly string[], over = false): string {
  if (cards.length === 0) return '';
  const { total, soft } = handTotal(cards);
  return soft && total < 21 && !over ? `${total - 10}/${total}` : String(total);
}
