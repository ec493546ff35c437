/**
 * The shapes every game engine has (issue #19), so the house can play any game without knowing
 * which one it is. Engines are pure: the same bet and the same floats give the same round, in the
 * house and in the browser that replays it. Money is bigint minor units; anything the round stores
 * or shows (the outcome, blackjack's state) is JSON-safe, with money as digit strings.
 */
import type * as v from 'valibot';
import type { GameKind } from '../../schemas/casino.ts';
import type { FloatSource } from './fair.ts';

export type { GameKind, Volatility } from '../../schemas/casino.ts';
export type InstantKind = Exclude<GameKind, 'blackjack'>;

/** A bet schema: the wire form in, the engine's bet out. */
export type BetSchema<Bet> = v.GenericSchema<unknown, Bet>;

/** A game settled by one draw of floats: slots, roulette, baccarat, crash. */
export type InstantEngine<Kind extends InstantKind, Bet, Outcome> = {
  readonly kind: Kind;
  /** Declared return to player: expected payout over stake (docs/casino-games.md). */
  readonly rtp: number;
  readonly betSchema: BetSchema<Bet>;
  stakeOf(bet: Bet): bigint;
  /** No round of this bet pays more. */
  maxWin(bet: Bet): bigint;
  play(bet: Bet, source: FloatSource): { readonly outcome: Outcome; readonly payout: bigint };
};

/** A game played over several requests: the state carries everything, the floats come from the seeds. */
export type StatefulEngine<Kind extends GameKind, Bet, State, Action> = {
  readonly kind: Kind;
  readonly rtp: number;
  readonly betSchema: BetSchema<Bet>;
  readonly actionSchema: BetSchema<Action>;
  deal(bet: Bet, source: FloatSource): State;
  act(state: State, action: Action, source: FloatSource): State;
  legalActions(state: State): readonly Action[];
  isFinished(state: State): boolean;
  /** What the round pays (zero until it is finished). */
  payoutOf(state: State): bigint;
  /** Everything staked so far: grows on a double or a split. */
  stakeOf(state: State): bigint;
  maxWin(bet: Bet): bigint;
};
