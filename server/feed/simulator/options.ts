/**
 * Simulator options as callers pass them, and the validated settings the simulator runs on.
 * Bad options fail loudly at construction rather than producing a quietly odd feed.
 */

import type { MatchResult } from '../../../schemas/results.ts';

export type SimulatorOptions = {
  seed: number;
  /** epoch ms of the simulation start */
  startTime: number;
  /** live matches kept running at once (default 60) */
  liveMatches?: number;
  /**
   * The stress knob: a random walk of live prices topping the odds events up to this many per
   * second across all live matches (default 0: prices move only with the match — scores, the clock,
   * sending-offs, reopening after a suspension; the benchmarks set 1,000–10,000).
   */
  oddsChangesPerSecond?: number;
  /** prematch horizon in days (default 7) */
  prematchDays?: number;
  /** prematch matches generated (default ~600 over the horizon) */
  prematchMatches?: number;
  /**
   * Where match ids come from (default: 100,001 upwards on every start, deterministic for tests).
   * The house passes a source that stays unique across restarts (server/feed/match-ids.ts).
   */
  matchIds?: { next(): number };
  /**
   * Days of history played at construction (default 0): their results go to `onResult` first
   * (played-history.ts). `historyMatchesPerDay` fixtures a day (default 64, at most 1,000).
   */
  historyDays?: number;
  historyMatchesPerDay?: number;
  /** Told of each match's result at its final whistle (races and fights: at the off), in order. */
  onResult?: (result: MatchResult) => void;
};

export type Settings = {
  /** 32-bit seed. */
  readonly seed: number;
  readonly startTime: number;
  readonly liveMatches: number;
  readonly oddsChangesPerSecond: number;
  readonly horizonMs: number;
  readonly prematchMatches: number;
  readonly onResult: ((result: MatchResult) => void) | null;
  readonly matchIds: { next(): number } | null;
  readonly historyDays: number;
  readonly historyMatchesPerDay: number;
};

export const DEFAULTS = { liveMatches: 60, oddsChangesPerSecond: 0, prematchDays: 7, prematchMatches: 600, historyMatchesPerDay: 64 } as const;

const DAY = 86_400_000;
/** Short-notice fixtures are listed up to ~20 minutes ahead; the horizon must hold them. */
const MIN_PREMATCH_DAYS = 0.05;

export function requireInteger(name: string, value: number, min: number): number {
  if (!Number.isInteger(value) || value < min) throw new RangeError(`${name} must be an integer >= ${min}, got ${value}`);
  return value;
}

function requireNumber(name: string, value: number, min: number): number {
  if (!Number.isFinite(value) || value < min) throw new RangeError(`${name} must be a number >= ${min}, got ${value}`);
  return value;
}

export function toSettings(o: SimulatorOptions): Settings {
  const days = requireNumber('prematchDays', o.prematchDays ?? DEFAULTS.prematchDays, MIN_PREMATCH_DAYS);
  return {
    seed: requireInteger('seed', Math.trunc(o.seed), Number.MIN_SAFE_INTEGER) | 0,
    startTime: requireInteger('startTime', o.startTime, 0),
    liveMatches: requireInteger('liveMatches', o.liveMatches ?? DEFAULTS.liveMatches, 0),
    oddsChangesPerSecond: requireNumber('oddsChangesPerSecond', o.oddsChangesPerSecond ?? DEFAULTS.oddsChangesPerSecond, 0),
    horizonMs: Math.floor(days * DAY),
    prematchMatches: requireInteger('prematchMatches', o.prematchMatches ?? DEFAULTS.prematchMatches, 0),
    onResult: o.onResult ?? null,
    matchIds: o.matchIds ?? null,
    historyDays: requireNumber('historyDays', o.historyDays ?? 0, 0),
    historyMatchesPerDay: requireInteger('historyMatchesPerDay', o.historyMatchesPerDay ?? DEFAULTS.historyMatchesPerDay, 0),
  };
}
