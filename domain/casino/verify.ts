/**
 * Replaying a past round (issue #19): the verify page and the house run the same engines on the
 * same floats, so a round recomputed from its server seed (shown once rotated), client seed and
 * nonce, with the bet as it was sent (and for blackjack the actions in order), must come out as the
 * house recorded it.
 */
import * as v from 'valibot';
import { blackjackActionSchema } from '../../schemas/casino-bets.ts';
import { act, blackjack, legalActions, type BlackjackState } from './blackjack.ts';
import { fairFloats, type RoundSeeds } from './fair.ts';
import { GAMES, instantEngine, isGameKey, isInstantGame, type GameKey, type InstantGameKey } from './games.ts';

export const REPLAY_ERRORS = { unknownGame: 'unknown-game', invalidBet: 'invalid-bet', invalidAction: 'invalid-action', illegalAction: 'illegal-action' } as const;
export type ReplayErrorReason = (typeof REPLAY_ERRORS)[keyof typeof REPLAY_ERRORS];

export type Replay =
  | { readonly ok: true; readonly kind: 'instant'; readonly game: InstantGameKey; readonly outcome: unknown; readonly payout: bigint; readonly stake: bigint }
  | {
      readonly ok: true;
      readonly kind: 'blackjack';
      readonly game: 'blackjack';
      /** After the last action given: finished only if the actions ended the round. */
      readonly state: BlackjackState;
      readonly payout: bigint;
      readonly stake: bigint;
    }
  | { readonly ok: false; readonly reason: ReplayErrorReason; readonly message: string };

const fail = (reason: ReplayErrorReason, message: string): Replay => ({ ok: false, reason, message });

/**
 * Recomputes a round from its seeds and its bet in wire form (the JSON the page sent). Blackjack
 * takes the actions in the order they were played; other games take none.
 */
export function replayRound(gameKey: string, seeds: RoundSeeds, bet: unknown, actions: readonly unknown[] = []): Replay {
  if (!isGameKey(gameKey)) return fail('unknown-game', `no game ${JSON.stringify(gameKey)}`);
  const key: GameKey = gameKey;
  const source = fairFloats(seeds);
  if (isInstantGame(key)) {
    if (actions.length > 0) return fail('invalid-action', `${key} takes no actions`);
    const engine = instantEngine(key);
    const parsed = v.safeParse(engine.betSchema, bet);
    if (!parsed.success) return fail('invalid-bet', issuesText(parsed.issues));
    const { outcome, payout } = engine.play(parsed.output, source);
    return { ok: true, kind: 'instant', game: key, outcome, payout, stake: engine.stakeOf(parsed.output) };
  }
  const parsed = v.safeParse(GAMES.blackjack.engine.betSchema, bet);
  if (!parsed.success) return fail('invalid-bet', issuesText(parsed.issues));
  // One stream for the whole round: each action draws on from where the last one stopped, as the
  // house's requests do when they skip `drawn` floats of a fresh stream.
  let state = blackjack.deal(parsed.output, source);
  for (const [index, raw] of actions.entries()) {
    const action = v.safeParse(blackjackActionSchema, raw);
    if (!action.success) return fail('invalid-action', `action ${index + 1}: ${issuesText(action.issues)}`);
    if (!legalActions(state).includes(action.output)) return fail('illegal-action', `action ${index + 1} (${action.output}) is not allowed at that point`);
    state = act(state, action.output, source);
  }
  return { ok: true, kind: 'blackjack', game: 'blackjack', state, payout: blackjack.payoutOf(state), stake: blackjack.stakeOf(state) };
}

function issuesText(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues.map((issue) => `${v.getDotPath(issue) ?? 'bet'}: ${issue.message}`).join('; ');
}
