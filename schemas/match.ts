/** Matches and live match info (SPEC ENT-05..11). */
import * as v from 'valibot';
import { epochMsSchema, idSchema, rankSchema } from './common.ts';
import { marketSchema } from './market.ts';
import { playSchema } from './play.ts';

const scoreSchema = v.pipe(v.number(), v.integer(), v.minValue(0));

export const setScoreSchema = v.object({ HomeScore: scoreSchema, AwayScore: scoreSchema });

/**
 * Live state of a match (SPEC ENT-11). The clock: while IsClockStarted, the clock shows
 * ClockCorrection seconds at the instant ClockStartTime (epoch ms) and runs from there, down if
 * IsCountDown. Stopped, it shows MatchMinute (SPEC STA-47..49).
 */
export const liveMatchInfoSchema = v.object({
  StreamUrl: v.string(),
  StreamType: v.string(),
  Status: v.string(),
  HomeScore: scoreSchema,
  AwayScore: scoreSchema,
  SportSystemID: idSchema,
  MatchMinute: v.pipe(v.number(), v.integer(), v.minValue(0)),
  IsClockStarted: v.boolean(),
  ClockStartTime: epochMsSchema,
  ClockCorrection: v.pipe(v.number(), v.integer(), v.minValue(0)),
  IsCountDown: v.boolean(),
  Sets: v.object({ Items: v.array(setScoreSchema) }),
});
export type LiveMatchInfo = v.InferOutput<typeof liveMatchInfoSchema>;

/**
 * Match.Type (SPEC ENT-06). 1 is a fixture the schedule lists (STA-50); 0 is a fixture it leaves
 * out; 2 is an outright: a whole tournament's winner market under one event, with no home or away
 * side (empty team names), dated at the season's end and never on the schedule.
 */
export const MATCH_TYPES = { unscheduled: 0, scheduleEligible: 1, outright: 2 } as const;

export const matchSchema = v.object({
  ID: idSchema,
  SportSystemID: idSchema,
  SportTypeID: idSchema,
  /** MATCH_TYPES: 1 means schedule-eligible (SPEC ENT-06, STA-50), 2 an outright. */
  Type: v.pipe(v.number(), v.integer()),
  DateOfMatch: v.pipe(v.string(), v.isoTimestamp()),
  StartDateJs: epochMsSchema,
  Name: v.string(),
  Rank: rankSchema,
  HomeTeamName: v.string(),
  AwayTeamName: v.string(),
  HomeTeamLogo: v.string(),
  AwayTeamLogo: v.string(),
  MatchLink: v.string(),
  Tournament: v.object({ ID: idSchema }),
  Category: v.object({ ID: idSchema }),
  SportType: v.object({ ID: idSchema, SportSystemID: idSchema, OriginalName: v.string(), Rank: rankSchema }),
  SportCategoryID: idSchema,
  MarketsCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
  OutcomesCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
  IsActive: v.boolean(),
  isIncomplete: v.boolean(),
  IsVisible: v.boolean(),
  IsFinished: v.boolean(),
  IsLive: v.boolean(),
  BettingSourceType: v.pipe(v.number(), v.integer()),
  Markets: v.array(marketSchema),
  LiveInfo: v.nullable(liveMatchInfoSchema),
  /** The tracker's state of play and the statistics; only in `match/{id}` topics, only while live (schemas/play.ts). */
  Play: v.optional(playSchema),
});
export type Match = v.InferOutput<typeof matchSchema>;
