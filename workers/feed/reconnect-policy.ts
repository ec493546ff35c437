/**
 * Reconnect timing: exponential backoff with full jitter, capped, never giving up (a sportsbook tab
 * left open must come back by itself). Pure, so tests drive it with a fixed random source.
 */
export type ReconnectPolicy = {
  readonly baseMs: number;
  readonly capMs: number;
  /** Share of the delay that is randomised, 0..1; spreads a crowd of clients after a house restart. */
  readonly jitter: number;
};

export const DEFAULT_RECONNECT_POLICY: ReconnectPolicy = { baseMs: 500, capMs: 10_000, jitter: 0.5 };

/** Delay before reconnect attempt `attempt` (0-based), given a random number in [0, 1). */
export function reconnectDelay(policy: ReconnectPolicy, attempt: number, random: number): number {
  const ceiling = Math.min(policy.capMs, policy.baseMs * 2 ** Math.min(attempt, 30));
  return Math.round(ceiling * (1 - policy.jitter + policy.jitter * random));
}
