/**
 * The house's own games (issue #19): every game key with its engine, kind, volatility and declared
 * RTP, so the house plays any game through one interface and the lobby lists them from one place.
 * The declared RTPs and how each was derived are in docs/casino-games.md.
 */
import type * as v from 'valibot';
import { baccarat } from './baccarat.ts';
import { blackjack } from './blackjack.ts';
import { rocketCrash } from './crash.ts';
import type { GameKind, InstantEngine, InstantKind, Volatility } from './engine.ts';
import type { FloatSource } from './fair.ts';
import { FRUIT_FIESTA } from './fruit-fiesta.ts';
import { GEM_CASCADE } from './gem-cascade.ts';
import { PHARAOH_GOLD } from './pharaoh-gold.ts';
import { europeanRoulette } from './roulette.ts';
import { createSlot } from './slot-engine.ts';

export const GAME_KEYS = ['fruit-fiesta', 'gem-cascade', 'pharaoh-gold', 'european-roulette', 'blackjack', 'baccarat', 'rocket-crash'] as const;
export type GameKey = (typeof GAME_KEYS)[number];

const fruitFiesta = createSlot(FRUIT_FIESTA);
const gemCascade = createSlot(GEM_CASCADE);
const pharaohGold = createSlot(PHARAOH_GOLD);

export const GAMES = {
  'fruit-fiesta': { key: 'fruit-fiesta', kind: 'slot', volatility: 'low', rtp: fruitFiesta.rtp, engine: fruitFiesta },
  'gem-cascade': { key: 'gem-cascade', kind: 'slot', volatility: 'medium', rtp: gemCascade.rtp, engine: gemCascade },
  'pharaoh-gold': { key: 'pharaoh-gold', kind: 'slot', volatility: 'high', rtp: pharaohGold.rtp, engine: pharaohGold },
  'european-roulette': { key: 'european-roulette', kind: 'roulette', volatility: 'medium', rtp: europeanRoulette.rtp, engine: europeanRoulette },
  blackjack: { key: 'blackjack', kind: 'blackjack', volatility: 'low', rtp: blackjack.rtp, engine: blackjack },
  baccarat: { key: 'baccarat', kind: 'baccarat', volatility: 'low', rtp: baccarat.rtp, engine: baccarat },
  'rocket-crash': { key: 'rocket-crash', kind: 'crash', volatility: 'high', rtp: rocketCrash.rtp, engine: rocketCrash },
} as const satisfies Record<GameKey, { key: GameKey; kind: GameKind; volatility: Volatility; rtp: number; engine: { kind: GameKind; rtp: number } }>;

export type Games = typeof GAMES;
export type InstantGameKey = { [K in GameKey]: Games[K]['engine'] extends { play: unknown } ? K : never }[GameKey];
export type StatefulGameKey = Exclude<GameKey, InstantGameKey>;

type EngineOf<K extends GameKey> = Games[K]['engine'];
/** The parsed bet a game's engine takes. */
export type BetOf<K extends GameKey> = v.InferOutput<EngineOf<K>['betSchema']>;
/** An instant game's outcome. */
export type OutcomeOf<K extends InstantGameKey> = ReturnType<EngineOf<K>['play']>['outcome'];

/** A game's engine seen without its own bet and outcome types: what code playing any game needs. */
export type AnyInstantEngine = InstantEngine<InstantKind, unknown, unknown>;

export function isGameKey(key: string): key is GameKey {
  return (GAME_KEYS as readonly string[]).includes(key);
}

export function isInstantGame(key: GameKey): key is InstantGameKey {
  return GAMES[key].kind !== 'blackjack';
}

/** An instant game's engine with its types erased, for code that plays whichever game a request names. */
export function instantEngine(key: InstantGameKey): AnyInstantEngine {
  // Each engine takes the bet its own schema produces; callers parse with engine.betSchema first, so
  // erasing the bet type here loses nothing the schema does not check.
  return GAMES[key].engine as unknown as AnyInstantEngine;
}

/** Plays one round of an instant game from a bet parsed by that game's schema. */
export function playInstant<K extends InstantGameKey>(key: K, bet: BetOf<K>, source: FloatSource): { readonly outcome: OutcomeOf<K>; readonly payout: bigint } {
  return instantEngine(key).play(bet, source) as { readonly outcome: OutcomeOf<K>; readonly payout: bigint };
}
