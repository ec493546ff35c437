/**
 * The pure engines of domain/casino seen as the house's RoundEngine (round-engine.ts): an instant
 * game plays whole in its first step; blackjack deals, then each action re-creates the round's
 * stream from its seeds and skips what the earlier requests drew.
 */
import { skip } from '../../domain/casino/fair.ts';
import { GAMES, instantEngine, isGameKey, isInstantGame } from '../../domain/casino/games.ts';
import { blackjack, playerView, type BlackjackState } from '../../domain/casino/blackjack.ts';
import type { GameKind, Volatility } from '../../schemas/casino.ts';
import { check } from '../../schemas/validate.ts';
import type { RoundEngine, RoundStep } from './round-engine.ts';

export type EngineListing = { readonly kind: GameKind; readonly rtp: number; readonly volatility: Volatility; readonly engine: RoundEngine };

function instantRound(key: Parameters<typeof instantEngine>[0]): RoundEngine {
  const engine = instantEngine(key);
  return {
    parseBet: (input) => check(engine.betSchema, input),
    stakeOf: (bet) => engine.stakeOf(bet),
    start(bet, source) {
      const { outcome, payout } = engine.play(bet, source);
      return { outcome, stake: engine.stakeOf(bet), payout, finished: true };
    },
  };
}

const blackjackStep = (state: BlackjackState): RoundStep => ({
  outcome: state,
  stake: blackjack.stakeOf(state),
  payout: blackjack.payoutOf(state),
  finished: blackjack.isFinished(state),
});

const blackjackRound: RoundEngine = {
  parseBet: (input) => check(blackjack.betSchema, input),
  stakeOf: (bet) => (bet as { StakeMinor: bigint }).StakeMinor,
  start: (bet, source) => blackjackStep(blackjack.deal(bet as Parameters<typeof blackjack.deal>[0], source)),
  act(outcome, action, source) {
    const state = outcome as BlackjackState;
    if (!blackjack.legalActions(state).includes(action)) return null;
    return blackjackStep(blackjack.act(state, action, skip(source, state.drawn)));
  },
  visible: (outcome) => playerView(outcome as BlackjackState),
};

export function roundEngineOf(key: string): EngineListing {
  if (!isGameKey(key)) throw new Error(`no engine for game ${key}`);
  const game = GAMES[key];
  return { kind: game.kind, rtp: game.rtp, volatility: game.volatility, engine: isInstantGame(key) ? instantRound(key) : blackjackRound };
}
