/** The pre-match lists' time-window filter (SPEC SCR-05): which start times a chosen window keeps. */

export const TIME_WINDOWS = ['all', '24hours', '12hours', '6hours', '3hours', 'today'] as const;
export type TimeWindow = (typeof TIME_WINDOWS)[number];

const HOUR_MS = 3_600_000;
const WINDOW_HOURS: Readonly<Record<Exclude<TimeWindow, 'all' | 'today'>, number>> = { '24hours': 24, '12hours': 12, '6hours': 6, '3hours': 3 };

export function isTimeWindow(value: unknown): value is TimeWindow {
  return typeof value === 'string' && (TIME_WINDOWS as readonly string[]).includes(value);
}

/** The latest start (exclusive) a window keeps, or null for all; `todayEnd` is when the player's today ends. */
export function windowEnd(window: TimeWindow, now: number, todayEnd: number): number | null {
  if (window === 'all') return null;
  if (window === 'today') return todayEnd;
  return now + WINDOW_HOURS[window] * HOUR_MS;
}
