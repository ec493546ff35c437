/**
 * The house's own studios (ADR 0039): the games the casino offers, each with its provider, the
 * lobby's facts about it and the pure engine that plays it (engines.ts). A real aggregator's games
 * would come from its catalogue API instead, through the same CasinoProvider interface.
 */
import type { GameKind, Volatility } from '../../schemas/casino.ts';
import { roundEngineOf } from './engines.ts';
import type { RoundEngine } from './round-engine.ts';
import type { GameArt } from './thumbnails.ts';

export type Studio = { readonly key: string; readonly name: string };

export type HouseGame = {
  readonly key: string;
  readonly name: string;
  readonly provider: string;
  readonly kind: GameKind;
  readonly rtp: number;
  readonly volatility: Volatility;
  /** Listed among the top games (API-31). */
  readonly top: boolean;
  readonly art: GameArt;
  readonly engine: RoundEngine;
};

export const HOUSE_STUDIOS: readonly Studio[] = [
  { key: 'reelwright', name: 'Reelwright' },
  { key: 'green-felt', name: 'Green Felt' },
  { key: 'skyline', name: 'Skyline' },
];

type Listing = Omit<HouseGame, 'kind' | 'rtp' | 'volatility' | 'engine'>;

const LISTINGS: readonly Listing[] = [
  { key: 'fruit-fiesta', name: 'Fruit Fiesta', provider: 'reelwright', top: true, art: { from: '#ff8a65', to: '#6a1b9a', motif: 'cherries' } },
  { key: 'gem-cascade', name: 'Gem Cascade', provider: 'reelwright', top: true, art: { from: '#26c6da', to: '#283593', motif: 'gem' } },
  { key: 'pharaoh-gold', name: "Pharaoh's Gold", provider: 'reelwright', top: true, art: { from: '#ffb300', to: '#4e342e', motif: 'pyramid' } },
  { key: 'european-roulette', name: 'European Roulette', provider: 'green-felt', top: true, art: { from: '#2e7d32', to: '#1b2e1b', motif: 'wheel' } },
  { key: 'blackjack', name: 'Blackjack', provider: 'green-felt', top: false, art: { from: '#00897b', to: '#102a27', motif: 'cards' } },
  { key: 'baccarat', name: 'Baccarat', provider: 'green-felt', top: false, art: { from: '#8e24aa', to: '#1a0f2e', motif: 'chips' } },
  { key: 'rocket-crash', name: 'Rocket Crash', provider: 'skyline', top: true, art: { from: '#3949ab', to: '#0d0f2b', motif: 'rocket' } },
];

export const HOUSE_GAMES: readonly HouseGame[] = LISTINGS.map((listing) => ({ ...listing, ...roundEngineOf(listing.key) }));
export const HOUSE_GAMES_BY_KEY: ReadonlyMap<string, HouseGame> = new Map(HOUSE_GAMES.map((g) => [g.key, g]));
