/**
 * The live-score clock (SPEC STA-47..49). The house sends where the clock stood at a known instant;
 * the display derives the current reading from that, so no per-second traffic crosses the wire.
 */

export type ClockState = {
  readonly running: boolean;
  readonly countdown: boolean;
  /** Clock reading, in seconds, at the instant `since`. */
  readonly seconds: number;
  /** Epoch ms at which the clock read `seconds`. */
  readonly since: number;
  /** The house's match minute, shown while the clock is stopped. */
  readonly minute: number;
};

/** Sports whose live clock is shown (STA-48); others show only their status text. */
export const CLOCK_SPORT_ALIASES: ReadonlySet<string> = new Set([
  'soccer',
  'futsal',
  'handball',
  'basketball',
  'american-football',
  'ice-hockey',
  'rugby-union',
  'rugby-league',
  'aussie-rules',
  'field-hockey',
  'waterpolo',
  'floorball',
  'bandy',
]);

/** Whole seconds on a running clock at `now` (STA-47): counting up, or down to 0 for a countdown. */
export function clockSecondsAt(clock: ClockState, now: number): number {
  const elapsed = Math.max(0, Math.floor((now - clock.since) / 1000));
  return clock.countdown ? Math.max(0, clock.seconds - elapsed) : clock.seconds + elapsed;
}

/** MM:SS, or `N min` when the seconds are 0 (STA-48). */
export function formatClock(totalSeconds: number, minSuffix = ' min'): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  if (seconds === 0) return `${minutes}${minSuffix}`;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

/**
 * What the clock cell shows: nothing for sports off the list, the running reading, or the server
 * minute while stopped (STA-49).
 */
export function clockLabel(clock: ClockState, sportAlias: string, now: number, minSuffix = ' min'): string | null {
  if (!CLOCK_SPORT_ALIASES.has(sportAlias)) return null;
  if (!clock.running) return `${clock.minute}${minSuffix}`;
  return formatClock(clockSecondsAt(clock, now), minSuffix);
}
