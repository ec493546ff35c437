/**
 * What the house's rounds need of a game, whatever its kind: an instant game (a slot, roulette,
 * baccarat, crash) finishes in its first step; blackjack stays open across actions. The house
 * studios (studios.ts) adapt each pure engine of domain/casino to this shape.
 */
import type { FloatSource } from '../../domain/casino/fair.ts';
import type { BlackjackAction } from '../../schemas/casino.ts';
import type { CheckResult } from '../../schemas/validate.ts';

export type RoundStep = {
  /** JSON-safe: stored with the round and sent to the page as it is. */
  readonly outcome: unknown;
  /** Everything staked so far (a double or a split adds to it). */
  readonly stake: bigint;
  /** What the round pays once finished (0 while open). */
  readonly payout: bigint;
  readonly finished: boolean;
};

export type RoundEngine = {
  /** The game's own bet, checked (casino-bets.ts); a failure names the field inside `Bet`. */
  parseBet(input: unknown): CheckResult<unknown>;
  /** What the bet stakes at the start, before anything is drawn. */
  stakeOf(bet: unknown): bigint;
  /** Plays the round's first step from the round's floats. */
  start(bet: unknown, source: FloatSource): RoundStep;
  /** A stateful game's next step; null when the action is not allowed now. Instant games have none. */
  act?(outcome: unknown, action: BlackjackAction, source: FloatSource): RoundStep | null;
  /** What the player may see of an open round (blackjack hides the dealer's hole card). */
  visible?(outcome: unknown): unknown;
};
