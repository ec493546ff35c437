/**
 * The verify page's recomputation (issue #19), loaded only when a player presses Verify: the
 * round replayed by the house's own engines (domain/casino/verify.ts) and the SHA-256 of the server
 * seed, which the player compares with the hash shown before the round was played.
 */
import { serverSeedHash } from '../../../domain/casino/fair.ts';
import { GAMES, isGameKey } from '../../../domain/casino/games.ts';
import type { GameKind } from '../../../domain/casino/engine.ts';
import { replayRound, type ReplayErrorReason } from '../../../domain/casino/verify.ts';
import type { VerifyInput } from './verify-form.ts';

export type Verified =
  | {
      readonly ok: true;
      readonly hash: string;
      readonly kind: GameKind;
      /** The engine's outcome (blackjack: the table's state after the actions). */
      readonly outcome: unknown;
      readonly stakeMinor: bigint;
      readonly payoutMinor: bigint;
      /** A blackjack replay whose actions stop before the hand ends is not finished. */
      readonly finished: boolean;
      /** A slot's paylines and scatter, to mark its winning cells. */
      readonly lines: readonly (readonly number[])[];
      readonly scatter: string | null;
    }
  | { readonly ok: false; readonly hash: string; readonly reason: ReplayErrorReason; readonly message: string };

export function verifyRound(input: VerifyInput): Verified {
  const hash = serverSeedHash(input.seeds.serverSeed);
  const replay = replayRound(input.game, input.seeds, input.bet, input.actions);
  if (!replay.ok) return { ok: false, hash, reason: replay.reason, message: replay.message };
  const entry = isGameKey(replay.game) ? GAMES[replay.game] : null;
  const lines = entry?.kind === 'slot' ? entry.engine.config.lines : [];
  const scatter = entry?.kind === 'slot' ? (entry.engine.config.symbols.find((s) => s.kind === 'scatter')?.id ?? null) : null;
  if (replay.kind === 'blackjack') {
    return { ok: true, hash, kind: 'blackjack', outcome: replay.state, stakeMinor: replay.stake, payoutMinor: replay.payout, finished: replay.state.finished, lines, scatter };
  }
  return { ok: true, hash, kind: entry?.kind ?? 'slot', outcome: replay.outcome, stakeMinor: replay.stake, payoutMinor: replay.payout, finished: true, lines, scatter };
}
