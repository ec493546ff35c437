/**
 * The state of play a match tracker draws, and the match's statistics (SPEC ENT-11, ENM-16,
 * CON-38). The house sends it only on `match/{id}` topics: in the topic's snapshot as
 * `Match.Play`, then as `play` events, each a whole replacement (it is small). List streams never
 * carry it. Keys, not words: the client translates phases, incidents, event kinds and stat names.
 */
import * as v from 'valibot';
import { epochMsSchema } from './common.ts';

/** Which side; null where the moment belongs to neither. */
export const SIDES = ['home', 'away'] as const;

/**
 * Ball in play, from calm to dangerous (`safe` possession in its own half, `attack` in the other
 * half, `danger` near goal or a break point); `stopped` while the ball is dead (foul, injury, VAR);
 * `break` between periods; `ended` after the final whistle; `pre` before the start.
 */
export const PLAY_PHASES = ['pre', 'safe', 'attack', 'danger', 'stopped', 'break', 'ended'] as const;

/** A dangerous moment that suspends the markets while it lasts (issue #15). */
export const INCIDENTS = ['penalty', 'var', 'freeKick', 'corner', 'breakPoint', 'setPoint', 'matchPoint', 'timeout', 'powerPlay'] as const;

/** What the event list shows, newest first. */
export const PLAY_EVENT_KINDS = [
  'goal',
  'ownGoal',
  'penaltyGoal',
  'penaltyMissed',
  'yellowCard',
  'redCard',
  'corner',
  'var',
  'substitution',
  'point',
  'ace',
  'doubleFault',
  'break',
  'gameWon',
  'setWon',
  'periodStart',
  'periodEnd',
  'timeout',
  'score',
] as const;

/** Statistics per sport; a sport sends the ones that mean something for it. */
export const STAT_KEYS = [
  'possession',
  'shots',
  'shotsOnTarget',
  'corners',
  'fouls',
  'yellowCards',
  'redCards',
  'aces',
  'doubleFaults',
  'breakPointsWon',
  'firstServePercentage',
  'pointsWon',
  'twoPointers',
  'threePointers',
  'freeThrows',
  'rebounds',
  'timeouts',
  'penaltyMinutes',
  'powerPlayGoals',
  'shotsOnGoal',
  'touchdowns',
  'fieldGoals',
  'kills',
  'towers',
  'hits',
  'wickets',
] as const;

/** The event list keeps this many, newest first. */
export const MAX_PLAY_EVENTS = 20;

const count = v.pipe(v.number(), v.integer(), v.minValue(0));

export const playStatSchema = v.object({
  Key: v.picklist(STAT_KEYS),
  /** Counts, or a percentage for `possession` and `firstServePercentage` (home + away = 100 for possession). */
  Home: count,
  Away: count,
});

export const playEventSchema = v.object({
  Kind: v.picklist(PLAY_EVENT_KINDS),
  Team: v.nullable(v.picklist(SIDES)),
  /** The match minute for clocked sports; null for sets, points and innings. */
  Minute: v.nullable(count),
  /** When it happened, epoch ms (orders the list and keys the rows). */
  At: epochMsSchema,
  /** The score after it, where it changed the score. */
  HomeScore: v.nullable(count),
  AwayScore: v.nullable(count),
});

export const playSchema = v.object({
  Phase: v.picklist(PLAY_PHASES),
  /** Who has the ball, or serves; null when nobody does (break, stopped with no side). */
  Team: v.nullable(v.picklist(SIDES)),
  /**
   * Where the ball is along the field, 0 at the home goal line to 100 at the away one; null for
   * sports with no field position (tennis, darts, esports).
   */
  Zone: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100))),
  Incident: v.nullable(v.picklist(INCIDENTS)),
  Stats: v.array(playStatSchema),
  /** The last events, newest first, at most MAX_PLAY_EVENTS. */
  Events: v.pipe(v.array(playEventSchema), v.maxLength(MAX_PLAY_EVENTS)),
});
export type Play = v.InferOutput<typeof playSchema>;
export type PlayPhase = Play['Phase'];
export type PlayIncident = NonNullable<Play['Incident']>;
export type PlayEvent = v.InferOutput<typeof playEventSchema>;
export type PlayEventKind = PlayEvent['Kind'];
export type StatKey = v.InferOutput<typeof playStatSchema>['Key'];

