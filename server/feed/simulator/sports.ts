/**
 * The sports catalogue (SPEC ENT-01, ENT-02) with the per-sport facts the client needs too:
 * money-line shape (SPEC CON-25), clock direction (SPEC STA-47..49) and period lengths.
 * Ordered by menu rank. System ids named in ENT-02 are fixed; the rest are ours but stable.
 */
import { ESPORT_SPORT_SYSTEM_ID } from '../../../schemas/protocol.ts';
import { GOAL, innings, prematchOnly, sets, timed } from './sport-formats.ts';
import type { SportFormat } from './sport-formats.ts';

/** Column-header sets of the match list (SPEC CON-27..33). */
export const HEADER_IDS = {
  threeWay: 1,
  twoWay: 2,
  spread: 3,
  esports: 4,
  winnerOnly: 5,
} as const;
export type HeaderId = (typeof HEADER_IDS)[keyof typeof HEADER_IDS];

export type ClockKind = 'up' | 'down' | 'none';

export type SportDefinition = {
  readonly systemId: number;
  readonly alias: string;
  readonly name: string;
  readonly rank: number;
  readonly iconId: number;
  readonly headerId: HeaderId;
  /** Money line is 1/X/2 (SPEC CON-25); otherwise 1/2. */
  readonly threeWay: boolean;
  readonly clock: ClockKind;
  /** Regulation periods; for set sports the most sets a match can last. 0 when not played live. */
  readonly periods: number;
  /** Minutes of one period on the game clock; 0 when the sport has no clock. */
  readonly periodLength: number;
  /** Whether matches go in-play, or leave the book at the start (races, fights). */
  readonly live: boolean;
  /** Relative share of generated matches. */
  readonly weight: number;
  readonly format: SportFormat;
};

type SportInput = Omit<SportDefinition, 'rank' | 'iconId' | 'headerId' | 'clock' | 'periods' | 'periodLength' | 'live'> & {
  readonly headerId?: HeaderId;
};

function define(inputs: readonly SportInput[]): readonly SportDefinition[] {
  return inputs.map((input, index) => {
    const f = input.format;
    const clock: ClockKind = f.kind === 'timed' ? f.clock : 'none';
    const periods = f.kind === 'timed' ? f.periods : f.kind === 'sets' ? f.setsToWin * 2 - 1 : f.kind === 'innings' ? (f.style === 'baseball' ? f.turns / 2 : f.turns) : 0;
    const headerId = input.headerId ?? (f.kind === 'none' ? HEADER_IDS.winnerOnly : input.threeWay ? HEADER_IDS.threeWay : HEADER_IDS.twoWay);
    return {
      ...input,
      rank: index + 1,
      iconId: input.systemId,
      headerId,
      clock,
      periods,
      periodLength: f.kind === 'timed' ? f.periodMinutes : 0,
      live: f.kind !== 'none',
    };
  });
}

const STOPPED_CLOCK_BASKETBALL = { perMinute: 1.0, meanSeconds: 40 } as const;

export const SPORTS: readonly SportDefinition[] = define([
  {
    systemId: 1, alias: 'soccer', name: 'Soccer', threeWay: true, weight: 30,
    format: timed({ periods: 2, periodMinutes: 45, periodName: 'half', clock: 'up', breakMinutes: 15, halfTimeMinutes: 15, scoringPerMinute: 0.03, points: GOAL, stoppages: null, addedTimeMinutes: 5, overtime: null, suspendChance: 1, redCardsPerMinute: 0.001 }),
  },
  {
    systemId: 2, alias: 'tennis', name: 'Tennis', threeWay: false, weight: 12,
    format: sets({ setsToWin: 2, pointsToWin: 6, lastSetPoints: 6, winBy2: true, tiebreakAt: 6, secondsPerPoint: 240, breakSeconds: 120, serveEdge: 0.27, edgeScale: 0.3, unit: 'Set', items: true, suspendChance: 0.25 }),
  },
  {
    systemId: 20, alias: 'basketball', name: 'Basketball', threeWay: false, weight: 9,
    format: timed({ periods: 4, periodMinutes: 10, periodName: 'quarter', clock: 'down', breakMinutes: 2, halfTimeMinutes: 15, scoringPerMinute: 1.95, points: [[1, 0.2], [2, 0.55], [3, 0.25]], stoppages: STOPPED_CLOCK_BASKETBALL, addedTimeMinutes: 0, overtime: { minutes: 5, suddenDeath: false }, suspendChance: 0.06 }),
  },
  {
    systemId: 35, alias: 'ice-hockey', name: 'Ice Hockey', threeWay: false, weight: 5,
    format: timed({ periods: 3, periodMinutes: 20, periodName: 'period', clock: 'down', breakMinutes: 17, halfTimeMinutes: 17, scoringPerMinute: 0.1, points: GOAL, stoppages: { perMinute: 0.8, meanSeconds: 35 }, addedTimeMinutes: 0, overtime: { minutes: 5, suddenDeath: true }, suspendChance: 1 }),
  },
  {
    systemId: ESPORT_SPORT_SYSTEM_ID, alias: 'esports', name: 'Esports', threeWay: false, weight: 8, headerId: HEADER_IDS.esports,
    format: sets({ setsToWin: 2, pointsToWin: 13, lastSetPoints: 13, winBy2: true, tiebreakAt: null, secondsPerPoint: 105, breakSeconds: 300, serveEdge: 0, edgeScale: 0.25, unit: 'Map', items: true, suspendChance: 0.04 }),
  },
  {
    systemId: 6, alias: 'table-tennis', name: 'Table Tennis', threeWay: false, weight: 6,
    format: sets({ setsToWin: 3, pointsToWin: 11, lastSetPoints: 11, winBy2: true, tiebreakAt: null, secondsPerPoint: 15, breakSeconds: 60, serveEdge: 0.04, edgeScale: 0.15, unit: 'Set', items: true, suspendChance: 0.02 }),
  },
  {
    systemId: 4, alias: 'volleyball', name: 'Volleyball', threeWay: false, weight: 4,
    format: sets({ setsToWin: 3, pointsToWin: 25, lastSetPoints: 15, winBy2: true, tiebreakAt: null, secondsPerPoint: 25, breakSeconds: 180, serveEdge: 0, edgeScale: 0.1, unit: 'Set', items: true, suspendChance: 0.02 }),
  },
  {
    systemId: 21, alias: 'american-football', name: 'American Football', threeWay: false, weight: 2, headerId: HEADER_IDS.spread,
    format: timed({ periods: 4, periodMinutes: 15, periodName: 'quarter', clock: 'down', breakMinutes: 2, halfTimeMinutes: 13, scoringPerMinute: 0.14, points: [[3, 0.4], [7, 0.5], [6, 0.07], [2, 0.03]], stoppages: { perMinute: 1.5, meanSeconds: 40 }, addedTimeMinutes: 0, overtime: { minutes: 10, suddenDeath: true }, suspendChance: 1 }),
  },
  {
    systemId: 5, alias: 'handball', name: 'Handball', threeWay: true, weight: 3,
    format: timed({ periods: 2, periodMinutes: 30, periodName: 'half', clock: 'up', breakMinutes: 15, halfTimeMinutes: 15, scoringPerMinute: 0.92, points: GOAL, stoppages: { perMinute: 0.2, meanSeconds: 30 }, addedTimeMinutes: 0, overtime: null, suspendChance: 0.12 }),
  },
  {
    systemId: 3, alias: 'baseball', name: 'Baseball', threeWay: false, weight: 3,
    format: innings({ turns: 18, firstBatting: 'away', turnMinutes: 10, breakMinutes: 2, runsPerTurn: 0.5, points: [[1, 0.65], [2, 0.22], [3, 0.08], [4, 0.05]], style: 'baseball', suspendChance: 0.6 }),
  },
  {
    systemId: 7, alias: 'cricket', name: 'Cricket', threeWay: false, weight: 1.5,
    format: innings({ turns: 2, firstBatting: 'home', turnMinutes: 85, breakMinutes: 20, runsPerTurn: 165, points: [[1, 0.45], [2, 0.15], [4, 0.28], [6, 0.12]], style: 'cricket', suspendChance: 0.05 }),
  },
  {
    systemId: 8, alias: 'rugby-union', name: 'Rugby Union', threeWay: false, weight: 1,
    format: timed({ periods: 2, periodMinutes: 40, periodName: 'half', clock: 'up', breakMinutes: 15, halfTimeMinutes: 15, scoringPerMinute: 0.09, points: [[3, 0.35], [5, 0.25], [7, 0.4]], stoppages: null, addedTimeMinutes: 4, overtime: null, suspendChance: 1 }),
  },
  {
    systemId: 9, alias: 'rugby-league', name: 'Rugby League', threeWay: false, weight: 0.8,
    format: timed({ periods: 2, periodMinutes: 40, periodName: 'half', clock: 'up', breakMinutes: 15, halfTimeMinutes: 15, scoringPerMinute: 0.09, points: [[6, 0.6], [4, 0.2], [2, 0.15], [1, 0.05]], stoppages: null, addedTimeMinutes: 3, overtime: null, suspendChance: 1 }),
  },
  {
    systemId: 10, alias: 'futsal', name: 'Futsal', threeWay: true, weight: 1,
    format: timed({ periods: 2, periodMinutes: 20, periodName: 'half', clock: 'up', breakMinutes: 10, halfTimeMinutes: 10, scoringPerMinute: 0.15, points: GOAL, stoppages: { perMinute: 0.8, meanSeconds: 40 }, addedTimeMinutes: 0, overtime: null, suspendChance: 1 }),
  },
  {
    systemId: 11, alias: 'waterpolo', name: 'Water Polo', threeWay: true, weight: 0.5,
    format: timed({ periods: 4, periodMinutes: 8, periodName: 'quarter', clock: 'down', breakMinutes: 2, halfTimeMinutes: 3, scoringPerMinute: 0.69, points: GOAL, stoppages: { perMinute: 1.2, meanSeconds: 25 }, addedTimeMinutes: 0, overtime: null, suspendChance: 0.3 }),
  },
  {
    systemId: 12, alias: 'floorball', name: 'Floorball', threeWay: true, weight: 0.5,
    format: timed({ periods: 3, periodMinutes: 20, periodName: 'period', clock: 'up', breakMinutes: 10, halfTimeMinutes: 10, scoringPerMinute: 0.18, points: GOAL, stoppages: { perMinute: 0.3, meanSeconds: 30 }, addedTimeMinutes: 0, overtime: null, suspendChance: 1 }),
  },
  { systemId: 13, alias: 'golf', name: 'Golf', threeWay: true, weight: 0.6, format: prematchOnly(0.1) },
  {
    systemId: 14, alias: 'darts', name: 'Darts', threeWay: false, weight: 1,
    format: sets({ setsToWin: 3, pointsToWin: 3, lastSetPoints: 3, winBy2: false, tiebreakAt: null, secondsPerPoint: 150, breakSeconds: 90, serveEdge: 0.12, edgeScale: 0.25, unit: 'Set', items: true, suspendChance: 0.3 }),
  },
  {
    systemId: 15, alias: 'snooker', name: 'Snooker', threeWay: false, weight: 0.8,
    format: sets({ setsToWin: 5, pointsToWin: 1, lastSetPoints: 1, winBy2: false, tiebreakAt: null, secondsPerPoint: 900, breakSeconds: 60, serveEdge: 0.03, edgeScale: 0.4, unit: 'Frame', items: false, suspendChance: 1 }),
  },
  {
    systemId: 16, alias: 'badminton', name: 'Badminton', threeWay: false, weight: 0.8,
    format: sets({ setsToWin: 2, pointsToWin: 21, lastSetPoints: 21, winBy2: true, tiebreakAt: null, secondsPerPoint: 20, breakSeconds: 90, serveEdge: 0, edgeScale: 0.1, unit: 'Set', items: true, suspendChance: 0.02 }),
  },
  {
    systemId: 17, alias: 'beach-volleyball', name: 'Beach Volleyball', threeWay: false, weight: 0.5,
    format: sets({ setsToWin: 2, pointsToWin: 21, lastSetPoints: 15, winBy2: true, tiebreakAt: null, secondsPerPoint: 25, breakSeconds: 60, serveEdge: 0, edgeScale: 0.1, unit: 'Set', items: true, suspendChance: 0.02 }),
  },
  {
    systemId: 18, alias: 'aussie-rules', name: 'Aussie Rules', threeWay: false, weight: 0.5,
    format: timed({ periods: 4, periodMinutes: 20, periodName: 'quarter', clock: 'up', breakMinutes: 6, halfTimeMinutes: 20, scoringPerMinute: 0.6, points: [[6, 0.53], [1, 0.47]], stoppages: { perMinute: 0.4, meanSeconds: 45 }, addedTimeMinutes: 0, overtime: null, suspendChance: 0.2 }),
  },
  {
    systemId: 19, alias: 'field-hockey', name: 'Field Hockey', threeWay: false, weight: 0.5,
    format: timed({ periods: 4, periodMinutes: 15, periodName: 'quarter', clock: 'down', breakMinutes: 2, halfTimeMinutes: 10, scoringPerMinute: 0.083, points: GOAL, stoppages: { perMinute: 0.2, meanSeconds: 30 }, addedTimeMinutes: 0, overtime: null, suspendChance: 1 }),
  },
  { systemId: 22, alias: 'formula-1', name: 'Formula 1', threeWay: false, weight: 0.3, format: prematchOnly() },
  { systemId: 23, alias: 'motorcycle-racing', name: 'Motorcycle Racing', threeWay: false, weight: 0.2, format: prematchOnly() },
  { systemId: 24, alias: 'nascar', name: 'NASCAR', threeWay: false, weight: 0.2, headerId: HEADER_IDS.spread, format: prematchOnly() },
  { systemId: 25, alias: 'cycling', name: 'Cycling', threeWay: false, weight: 0.3, format: prematchOnly() },
  {
    systemId: 26, alias: 'squash', name: 'Squash', threeWay: false, weight: 0.4,
    format: sets({ setsToWin: 3, pointsToWin: 11, lastSetPoints: 11, winBy2: true, tiebreakAt: null, secondsPerPoint: 35, breakSeconds: 90, serveEdge: 0, edgeScale: 0.15, unit: 'Set', items: true, suspendChance: 0.02 }),
  },
  {
    systemId: 27, alias: 'bandy', name: 'Bandy', threeWay: false, weight: 0.3,
    format: timed({ periods: 2, periodMinutes: 45, periodName: 'half', clock: 'up', breakMinutes: 15, halfTimeMinutes: 15, scoringPerMinute: 0.09, points: GOAL, stoppages: null, addedTimeMinutes: 2, overtime: null, suspendChance: 1 }),
  },
  {
    systemId: 28, alias: 'gaelic-football', name: 'Gaelic Football', threeWay: false, weight: 0.3,
    format: timed({ periods: 2, periodMinutes: 35, periodName: 'half', clock: 'up', breakMinutes: 15, halfTimeMinutes: 15, scoringPerMinute: 0.5, points: [[1, 0.9], [3, 0.1]], stoppages: null, addedTimeMinutes: 4, overtime: null, suspendChance: 0.2 }),
  },
  {
    systemId: 29, alias: 'hurling', name: 'Hurling', threeWay: false, weight: 0.3,
    format: timed({ periods: 2, periodMinutes: 35, periodName: 'half', clock: 'up', breakMinutes: 15, halfTimeMinutes: 15, scoringPerMinute: 0.64, points: [[1, 0.92], [3, 0.08]], stoppages: null, addedTimeMinutes: 4, overtime: null, suspendChance: 0.2 }),
  },
  {
    systemId: 31, alias: 'lacrosse', name: 'Lacrosse', threeWay: false, weight: 0.3,
    format: timed({ periods: 4, periodMinutes: 15, periodName: 'quarter', clock: 'down', breakMinutes: 2, halfTimeMinutes: 10, scoringPerMinute: 0.37, points: GOAL, stoppages: { perMinute: 0.5, meanSeconds: 30 }, addedTimeMinutes: 0, overtime: { minutes: 4, suddenDeath: true }, suspendChance: 0.3 }),
  },
  {
    systemId: 32, alias: 'netball', name: 'Netball', threeWay: false, weight: 0.3,
    format: timed({ periods: 4, periodMinutes: 15, periodName: 'quarter', clock: 'down', breakMinutes: 3, halfTimeMinutes: 10, scoringPerMinute: 2, points: GOAL, stoppages: { perMinute: 0.3, meanSeconds: 20 }, addedTimeMinutes: 0, overtime: null, suspendChance: 0.03 }),
  },
  {
    systemId: 33, alias: 'padel', name: 'Padel', threeWay: false, weight: 0.4,
    format: sets({ setsToWin: 2, pointsToWin: 6, lastSetPoints: 6, winBy2: true, tiebreakAt: 6, secondsPerPoint: 270, breakSeconds: 120, serveEdge: 0.2, edgeScale: 0.3, unit: 'Set', items: true, suspendChance: 0.25 }),
  },
  { systemId: 34, alias: 'greyhounds', name: 'Greyhounds', threeWay: false, weight: 0.8, format: prematchOnly() },
  { systemId: 92, alias: 'horse-racing', name: 'Horse Racing', threeWay: false, weight: 1.5, format: prematchOnly() },
  { systemId: 30, alias: 'boxing', name: 'Boxing', threeWay: false, weight: 0.6, format: prematchOnly() },
  { systemId: 68, alias: 'mma', name: 'MMA', threeWay: false, weight: 0.6, format: prematchOnly() },
  { systemId: 36, alias: 'alpine-skiing', name: 'Alpine Skiing', threeWay: false, weight: 0.2, format: prematchOnly() },
  { systemId: 37, alias: 'ski-jumping', name: 'Ski Jumping', threeWay: false, weight: 0.2, format: prematchOnly() },
  { systemId: 38, alias: 'sumo', name: 'Sumo', threeWay: false, weight: 0.2, format: prematchOnly() },
  { systemId: 39, alias: 'olympics', name: 'Olympics', threeWay: false, weight: 0.2, format: prematchOnly() },
  { systemId: 40, alias: 'chess', name: 'Chess', threeWay: false, weight: 0.3, format: prematchOnly() },
  {
    systemId: 41, alias: 'kabaddi', name: 'Kabaddi', threeWay: false, weight: 0.3,
    format: timed({ periods: 2, periodMinutes: 20, periodName: 'half', clock: 'up', breakMinutes: 5, halfTimeMinutes: 5, scoringPerMinute: 1.2, points: [[1, 0.6], [2, 0.3], [3, 0.1]], stoppages: { perMinute: 0.3, meanSeconds: 30 }, addedTimeMinutes: 0, overtime: null, suspendChance: 0.05 }),
  },
  {
    systemId: 42, alias: 'softball', name: 'Softball', threeWay: false, weight: 0.3,
    format: innings({ turns: 14, firstBatting: 'away', turnMinutes: 8, breakMinutes: 2, runsPerTurn: 0.6, points: [[1, 0.65], [2, 0.22], [3, 0.08], [4, 0.05]], style: 'baseball', suspendChance: 0.6 }),
  },
  {
    systemId: 43, alias: 'beach-soccer', name: 'Beach Soccer', threeWay: false, weight: 0.3,
    format: timed({ periods: 3, periodMinutes: 12, periodName: 'period', clock: 'down', breakMinutes: 3, halfTimeMinutes: 3, scoringPerMinute: 0.25, points: GOAL, stoppages: { perMinute: 0.6, meanSeconds: 30 }, addedTimeMinutes: 0, overtime: { minutes: 3, suddenDeath: false }, suspendChance: 1 }),
  },
  { systemId: 111, alias: 'boosted-odds', name: 'Boosted Odds', threeWay: false, weight: 0.5, format: prematchOnly() },
]);

const BY_SYSTEM_ID = new Map(SPORTS.map((s) => [s.systemId, s]));
const BY_ALIAS = new Map(SPORTS.map((s) => [s.alias, s]));

export function sportBySystemId(systemId: number): SportDefinition | undefined {
  return BY_SYSTEM_ID.get(systemId);
}

export function sportByAlias(alias: string): SportDefinition | undefined {
  return BY_ALIAS.get(alias);
}
