/**
 * The rules of a player's own limits and breaks (issue #18; UKGC RTS 12, MGA): a lower limit, or a
 * first one, applies at once; a higher one, or a removal, only after a cooling-off of 24 hours, so a
 * player cannot lift a limit in the heat of play. A break (time-out or self-exclusion) is never
 * shortened (the house keeps every break asked for, and the latest end is the one in force).
 * Pure: the house applies these, the page shows them.
 */
import type { ExclusionDuration } from '../schemas/responsible-gambling.ts';

export const COOLING_OFF_MS = 24 * 60 * 60 * 1000;

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** The rolling window each period covers. */
export const PERIOD_MS = { day: DAY, week: 7 * DAY, month: 30 * DAY } as const;

/** A limit as stored: the amount in force (null: none) and a raise or removal waiting. */
export type StoredLimit = {
  readonly amount: bigint | null;
  readonly next: { readonly amount: bigint | null; readonly at: number } | null;
};

export const NO_LIMIT: StoredLimit = { amount: null, next: null };

/** The limit in force at `now`: the waiting change once its time has come. */
export function effectiveLimit(limit: StoredLimit, now: number): bigint | null {
  return limit.next !== null && limit.next.at <= now ? limit.next.amount : limit.amount;
}

/** The limit as it stands at `now`, with a change whose time has come folded in. */
export function settledLimit(limit: StoredLimit, now: number): StoredLimit {
  return limit.next !== null && limit.next.at <= now ? { amount: limit.next.amount, next: null } : limit;
}

/**
 * The stored limit after the player asks for `requested` (null: remove it) at `now`. Tighter or
 * first: at once, and any waiting raise is dropped. Looser: the current limit stays, and the new one
 * waits 24 hours from this request.
 */
export function changeLimit(limit: StoredLimit, requested: bigint | null, now: number): StoredLimit {
  const current = effectiveLimit(limit, now);
  if (requested !== null && (current === null || requested <= current)) return { amount: requested, next: null };
  if (current === null) return NO_LIMIT;
  return { amount: current, next: { amount: requested, at: now + COOLING_OFF_MS } };
}

/** What is left to use under a limit when `used` is already used (null: no limit). */
export function headroom(limit: bigint | null, used: bigint): bigint | null {
  if (limit === null) return null;
  return used >= limit ? 0n : limit - used;
}

/** How long each break lasts, from the moment it is asked for. */
export function exclusionEnd(duration: ExclusionDuration, now: number): number {
  switch (duration) {
    case '24h':
      return now + DAY;
    case '7d':
      return now + 7 * DAY;
    case '30d':
      return now + 30 * DAY;
    case '42d':
      return now + 42 * DAY;
    case '6m':
      return addMonths(now, 6);
    case '1y':
      return addMonths(now, 12);
    case '5y':
      return addMonths(now, 60);
  }
}

function addMonths(at: number, months: number): number {
  const date = new Date(at);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.getTime();
}

/**
 * When the reality check next asks: every `everyMs` of play counted from the session's start, the
 * first such moment after `now`.
 */
export function nextRealityCheck(startedAt: number, everyMs: number, now: number): number {
  const elapsed = Math.max(0, now - startedAt);
  return startedAt + (Math.floor(elapsed / everyMs) + 1) * everyMs;
}
