/**
 * Responsible gambling on the wire (issue #18; UKGC RTS 12/13, MGA): a player's deposit and loss
 * limits per period, the reality check's interval, and a time-out or self-exclusion. Amounts are
 * decimal text, as in every money request (wallet.ts). The rules live in domain/player-limits.ts.
 */
import * as v from 'valibot';
import { amountTextSchema } from './wallet.ts';

export const LIMIT_KINDS = ['deposit', 'loss'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];

/** Rolling windows: the last 24 hours, 7 days or 30 days. */
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** How often the reality check asks, in minutes of play (null: never). */
export const REALITY_CHECK_MINUTES = [15, 30, 45, 60, 90, 120] as const;

export const EXCLUSION_KINDS = ['time-out', 'self-exclusion'] as const;
export type ExclusionKind = (typeof EXCLUSION_KINDS)[number];

/** A time-out is a break of 24 hours to 6 weeks; a self-exclusion lasts 6 months or more. */
export const EXCLUSION_DURATIONS = {
  'time-out': ['24h', '7d', '30d', '42d'],
  'self-exclusion': ['6m', '1y', '5y'],
} as const satisfies Record<ExclusionKind, readonly string[]>;
export type ExclusionDuration = (typeof EXCLUSION_DURATIONS)[ExclusionKind][number];
export const EXCLUSION_DURATION_CODES = [...EXCLUSION_DURATIONS['time-out'], ...EXCLUSION_DURATIONS['self-exclusion']] as const;

/** PUT /api/responsible-gambling/limits: a new limit, or null to remove it. */
export const limitChangeSchema = v.strictObject({
  Kind: v.picklist(LIMIT_KINDS, 'must be deposit or loss'),
  Period: v.picklist(LIMIT_PERIODS, 'must be day, week or month'),
  Amount: v.nullable(amountTextSchema),
});
export type LimitChange = v.InferOutput<typeof limitChangeSchema>;

/** PUT /api/responsible-gambling/reality-check. */
export const realityCheckChangeSchema = v.strictObject({
  Minutes: v.nullable(v.picklist(REALITY_CHECK_MINUTES, `must be one of ${REALITY_CHECK_MINUTES.join(', ')} or null`)),
});

/** POST /api/responsible-gambling/exclusion: a break the player cannot end early. */
export const exclusionRequestSchema = v.pipe(
  v.strictObject({
    Kind: v.picklist(EXCLUSION_KINDS, 'must be time-out or self-exclusion'),
    Duration: v.picklist(EXCLUSION_DURATION_CODES, `must be one of ${EXCLUSION_DURATION_CODES.join(', ')}`),
    Password: v.pipe(v.string('is required'), v.nonEmpty('is required'), v.maxLength(200, 'is too long')),
  }),
  v.forward(
    v.check((r) => (EXCLUSION_DURATIONS[r.Kind] as readonly string[]).includes(r.Duration), 'does not belong to this kind of break'),
    ['Duration'],
  ),
);
export type ExclusionRequest = v.InferOutput<typeof exclusionRequestSchema>;

const limitViewSchema = v.object({
  Kind: v.picklist(LIMIT_KINDS),
  Period: v.picklist(LIMIT_PERIODS),
  /** The limit in force, or null. */
  Amount: v.nullable(v.string()),
  /** Deposited, or lost (stakes less returns), in the period so far. */
  Used: v.string(),
  /** A raise or removal waiting out its 24 hours: the amount (null: no limit) and when. */
  Next: v.nullable(v.object({ Amount: v.nullable(v.string()), At: v.string() })),
});
export type LimitView = v.InferOutput<typeof limitViewSchema>;

/** GET /api/responsible-gambling, and the answer to every change. */
export const protectionsSchema = v.object({
  Currency: v.string(),
  Limits: v.array(limitViewSchema),
  RealityCheckMinutes: v.nullable(v.number()),
  /** When this session began: the reality check counts from it. */
  SessionStartedAt: v.string(),
  Exclusion: v.nullable(v.object({ Kind: v.picklist(EXCLUSION_KINDS), Until: v.string() })),
});
export type Protections = v.InferOutput<typeof protectionsSchema>;
