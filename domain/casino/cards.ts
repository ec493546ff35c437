/**
 * Playing cards for the table games: a card is its rank and suit letters ("AS", "TD", "9H"), plain
 * text the page draws. The games deal from an infinite deck: each card is one float, uniform over
 * the 52, independent of the cards before it (docs/casino-games.md says what that changes).
 */
import { pick, type FloatSource } from './fair.ts';

export const RANKS = 'A23456789TJQK';
export const SUITS = 'SHDC';
export type Card = string;

/** Index i is rank i % 13 of suit ⌊i / 13⌋, so a test can name the float that deals a given card. */
export const DECK: readonly Card[] = Array.from({ length: 52 }, (_, i) => `${RANKS[i % 13]}${SUITS[Math.floor(i / 13)]}`);

export function drawCard(source: FloatSource): Card {
  return DECK[pick(source, 52)]!;
}

/** A float that draws the given card: the middle of the card's slice of [0, 1). */
export function floatFor(card: Card): number {
  const index = DECK.indexOf(card);
  if (index < 0) throw new Error(`not a card: ${card}`);
  return (index + 0.5) / 52;
}
