/**
 * Keeps the in-play count near its target without timers: when matches are expected to end
 * within the lead window and nothing already scheduled covers them, plan short-notice kick-offs at
 * about the time they end (a real book adds such fixtures hours or minutes before). Pure, so the
 * control rule can be tested on its own.
 */

export const PLAN_LEAD_MS = 20 * 60_000;
/** Listed at least this long before the start, so every match is seen pre-match first. */
const MIN_NOTICE_MS = 60_000;
const SECOND = 1000;
/**
 * Replacements start this much before the expected end. Matches that end sooner than foreseen
 * are only replaced after they end (and MIN_NOTICE_MS later), which would otherwise leave the
 * live count sitting about a match below target on average.
 */
const EARLY_START_MS = 90_000;

export type PlanInput = {
  readonly now: number;
  readonly target: number;
  readonly liveCount: number;
  /** Expected end times (epoch ms) of live matches ending within the lead window. */
  readonly endingSoon: readonly number[];
  /** In-play-capable matches already scheduled to start within the lead window. */
  readonly upcoming: number;
};

function ceilSecond(t: number): number {
  return Math.ceil(t / SECOND) * SECOND;
}

/**
 * Start times of the matches to add. Not rounded to the minute: every minute a replacement starts
 * late is a minute the live count sits below target.
 */
export function planKickoffs(input: PlanInput): number[] {
  const projected = input.liveCount - input.endingSoon.length + input.upcoming;
  const deficit = input.target - projected;
  if (deficit <= 0) return [];
  const earliest = ceilSecond(input.now + MIN_NOTICE_MS);
  const ends = [...input.endingSoon].sort((a, b) => a - b);
  // Already scheduled kick-offs are assumed to cover the earliest ends; replace the latest ones.
  const covered = ends.slice(Math.max(0, ends.length - deficit));
  const starts = covered.map((end) => Math.max(earliest, ceilSecond(end - EARLY_START_MS)));
  while (starts.length < deficit) starts.push(earliest);
  return starts;
}
