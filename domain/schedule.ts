/**
 * The schedule calendar's data (SPEC STA-50..52, CON-04): which matches enter it, what a cleanup
 * feed removes, and the sport list a disconnect resets. Pure; fed from the prematch stream.
 */

export const SCHEDULE_WINDOW_DAYS = 7;
const DAY_MS = 86_400_000;

export type ScheduleMatch = { readonly id: number; readonly sportId: number; readonly type: number; readonly startsAt: number };

export type ScheduleState = {
  readonly matches: Readonly<Record<number, ScheduleMatch>>;
  /** Sports with at least one match, in the order they first appeared. */
  readonly sportIds: readonly number[];
};

export const emptySchedule: ScheduleState = { matches: {}, sportIds: [] };

/** STA-50: Type 1, starting within the next 7 days. */
export function isScheduleEligible(match: Pick<ScheduleMatch, 'type' | 'startsAt'>, now: number): boolean {
  return match.type === 1 && match.startsAt >= now && match.startsAt < now + SCHEDULE_WINDOW_DAYS * DAY_MS;
}

export function addToSchedule(state: ScheduleState, matches: readonly ScheduleMatch[], now: number): ScheduleState {
  const eligible = matches.filter((m) => isScheduleEligible(m, now));
  if (eligible.length === 0) return state;
  const all = { ...state.matches };
  const sportIds = [...state.sportIds];
  for (const m of eligible) {
    all[m.id] = m;
    if (!sportIds.includes(m.sportId)) sportIds.push(m.sportId);
  }
  return { matches: all, sportIds };
}

/** STA-51: a cleanup feed removes matches, and drops every sport left with none. */
export function cleanupSchedule(state: ScheduleState, matchIds: readonly number[]): ScheduleState {
  const all = { ...state.matches };
  for (const id of matchIds) delete all[id];
  const remaining = new Set(Object.values(all).map((m) => m.sportId));
  return { matches: all, sportIds: state.sportIds.filter((id) => remaining.has(id)) };
}

/** STA-52: a disconnect resets the schedule's sport list (it is rebuilt as the feed comes back). */
export function scheduleDisconnected(state: ScheduleState): ScheduleState {
  return { ...state, sportIds: [] };
}
