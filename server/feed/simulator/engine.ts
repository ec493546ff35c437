/**
 * The in-play engine contract: one per match of an in-play sport. An engine owns its LiveInfo
 * (changed in place; the simulator sends copies), moves only when asked to advance to a time, and
 * draws randomness only from the generator it is handed, so a feed replays exactly.
 */
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
};

export function emptyReport(): EngineReport {
  return { changed: false, scored: 0, firstPeriodOver: false, finished: false };
}

export function resetReport(report: EngineReport): void {
  report.changed = false;
  report.scored = 0;
  report.firstPeriodOver = false;
  report.finished = false;
}

export interface MatchEngine {
  readonly info: LiveMatchInfo;
  readonly finished: boolean;
  /** When play ended (epoch ms); 0 until finished. */
  readonly endedAt: number;
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
    Status: 'Not started',
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

export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  switch (n % 10) {
    case 1:
      return `${n}st`;
    case 2:
      return `${n}nd`;
    case 3:
      return `${n}rd`;
    default:
      return `${n}th`;
  }
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
