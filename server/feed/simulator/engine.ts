/**
 * The in-play engine contract: one per match of an in-play sport. An engine owns its LiveInfo
 * (changed in place; the simulator sends copies), moves only when asked to advance to a time, and
 * draws randomness only from the generator it is handed, so a feed replays exactly.
 */
import { LIVE_STATUS } from '../../../schemas/live-status.ts';
import type { LiveMatchInfo } from '../../../schemas/match.ts';
import type { Outlook } from './outlook.ts';
import type { Prng } from './prng.ts';
import type { MatchFacts } from './settle.ts';

/** What happened during one advance; the caller resets it before each call. */
export type EngineReport = {
  /** Some LiveInfo field changed (score, status, clock, minute). */
  changed: boolean;
  /** Scoring events (goals, points, games…). */
  scored: number;
  /** The first period (half, quarter, set, map) has just ended. */
  firstPeriodOver: boolean;
  finished: boolean;
  /** A sending-off changed the scoring rates (timed sports with cards): re-price at once. */
  redCard: boolean;
};

export function emptyReport(): EngineReport {
  return { changed: false, scored: 0, firstPeriodOver: false, finished: false, redCard: false };
}

export function resetReport(report: EngineReport): void {
  report.changed = false;
  report.scored = 0;
  report.firstPeriodOver = false;
  report.finished = false;
  report.redCard = false;
}

export type Side = 'home' | 'away';

/** Where play stands: before the start, playing a period, between periods, over. */
export type EnginePhase = 'pre' | 'play' | 'break' | 'ended';

/**
 * Told of what the score model decides, as it decides it (play.ts narrates it for the tracker).
 * The engine draws nothing for a listener and its scoring does not depend on one.
 */
export interface PlayListener {
  /** A score of `points` to `side` at `at` (epoch ms). */
  scored(side: Side, points: number, at: number): void;
  /** A period (half, quarter, set, map, turn at bat) started or ended; `last` when the match ended with it. */
  periodStarted(at: number): void;
  periodEnded(at: number, last: boolean): void;
  /** A sending-off (timed sports with cards); the scoring rates changed. */
  redCard(side: Side, at: number): void;
}

export interface MatchEngine {
  readonly info: LiveMatchInfo;
  readonly finished: boolean;
  /** When play ended (epoch ms); 0 until finished. */
  readonly endedAt: number;
  readonly phase: EnginePhase;
  /** Told of scores and periods as they happen; null when nobody narrates the match. */
  listener: PlayListener | null;
  /** Starts play at the kick-off time given at construction. */
  start(rng: Prng): void;
  /** Plays on until `to` (epoch ms). */
  advance(to: number, rng: Prng, report: EngineReport): void;
  /** The state of play for pricing (before start: the pre-match view). */
  outlook(): Outlook;
  /** Expected wall-clock time left, in ms. */
  remainingMs(): number;
  /** What the match left behind so far (final once `finished`): score, periods, scorers (settle.ts). */
  facts(): MatchFacts;
}

/** Period scores as settle.ts reads them, copied from the LiveInfo items. */
export function periodsOf(info: LiveMatchInfo): MatchFacts['periods'] {
  return info.Sets.Items.map((item) => ({ home: item.HomeScore, away: item.AwayScore }));
}

export function initialInfo(sportSystemId: number, kickoff: number, countDown: boolean): LiveMatchInfo {
  return {
    StreamUrl: '',
    StreamType: '',
    Status: LIVE_STATUS.notStarted,
    HomeScore: 0,
    AwayScore: 0,
    SportSystemID: sportSystemId,
    MatchMinute: 0,
    IsClockStarted: false,
    ClockStartTime: kickoff,
    ClockCorrection: 0,
    IsCountDown: countDown,
    Sets: { Items: [] },
  };
}

/** Share of scoring that goes to home: the rating gap, damped for high-scoring sports where a
 * small edge over many events would otherwise make lopsided scores. */
export function homeShare(strength: number, expectedEvents: number): number {
  const logistic = 1 / (1 + Math.exp(-strength));
  return 0.5 + (logistic - 0.5) / Math.sqrt(1 + expectedEvents / 10);
}

/** Points of one scoring event, drawn from the sport's distribution. */
export function drawPoints(points: readonly (readonly [number, number])[], totalWeight: number, rng: Prng): number {
  let r = rng.next() * totalWeight;
  for (const [value, weight] of points) {
    r -= weight;
    if (r < 0) return value;
  }
  return points[points.length - 1]?.[0] ?? 1;
}
