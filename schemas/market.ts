/** Markets, their specification keys and odds (SPEC ENT-12..19). */
import * as v from 'valibot';
import { idSchema } from './common.ts';

/** Specification keys of a market (SPEC ENT-13); 0 means "not specified". */
export const marketSpecificationsSchema = v.object({
  Period: v.pipe(v.number(), v.integer(), v.minValue(0)),
  SpecialType: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(43)),
  StatType: v.pipe(v.number(), v.integer(), v.minValue(0)),
  CompetitorType: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(3)),
  PeriodType: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(37)),
});
export type MarketSpecifications = v.InferOutput<typeof marketSpecificationsSchema>;

/** A decimal price; 1.01 is the lowest a book offers. */
export const oddsValueSchema = v.pipe(v.number(), v.minValue(1), v.maxValue(10_000));

export const oddSchema = v.object({
  ID: idSchema,
  Title: v.string(),
  OriginalTitle: v.string(),
  TitleSuffix: v.string(),
  SpecialBetValue: v.string(),
  Value: oddsValueSchema,
  IsActive: v.boolean(),
});
export type Odd = v.InferOutput<typeof oddSchema>;

export const marketSchema = v.object({
  ID: idSchema,
  /** The market type id (shared by every match's market of this type). */
  MarketID: idSchema,
  Title: v.string(),
  TitleSuffix: v.string(),
  IsSuspended: v.boolean(),
  HeaderType: v.pipe(v.number(), v.integer(), v.minValue(0)),
  MarketSpecifications: marketSpecificationsSchema,
  Odds: v.array(oddSchema),
});
export type Market = v.InferOutput<typeof marketSchema>;

/** Special types used by the house (SPEC ENT-14). */
export const SPECIAL_TYPES = {
  asianHandicap: 2,
  asianTotal: 3,
  correctScore: 7,
  doubleChance: 8,
  winner2Way: 28,
  winner3Way: 29,
  drawNoBet: 34,
  totalMaps: 42,
} as const;

/**
 * Special types of the house's further markets (SPEC ENT-14 numbers 1–43; the SPEC names only the
 * ones above). Handicaps and totals at any line (whole and quarter lines too) have their own types,
 * so a market of type 2 or 3 is always a half line (no refund).
 */
export const HOUSE_SPECIAL_TYPES = {
  bothTeamsToScore: 11,
  halfTimeFullTime: 12,
  nextGoal: 13,
  handicapLines: 14,
  totalLines: 15,
  teamTotal: 16,
} as const;
