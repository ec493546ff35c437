/**
 * Results of finished matches (SPEC API-01..API-08) and how each selection settled (SPEC ENM-02).
 */
import * as v from 'valibot';
import { epochMsSchema, idSchema, rankSchema } from './common.ts';
import { marketSpecificationsSchema } from './market.ts';

/** SPEC ENM-02: how a selection settled. */
export const BET_RESULTS = {
  pending: 0,
  cancelled: 1,
  win: 2,
  lost: 3,
  refund: 4,
  halfWin: 5,
  halfLose: 6,
} as const;
export type BetResult = (typeof BET_RESULTS)[keyof typeof BET_RESULTS];

/** Every ENM-02 code a settled selection carries (pending never appears in a result). */
export const betResultSchema = v.picklist([0, 1, 2, 3, 4, 5, 6] as const);

const scoreSchema = v.pipe(v.number(), v.integer(), v.minValue(0));

/** One period's score (half, quarter, set, map, inning; overtime periods after regulation). */
export const periodScoreSchema = v.object({ HomeScore: scoreSchema, AwayScore: scoreSchema });
export type PeriodScoreResult = v.InferOutput<typeof periodScoreSchema>;

/**
 * How one selection settled. `IsRetired`: offered earlier at another line of a market re-lined in
 * play (its bets still settle). `Odds` is the last price it was offered at.
 */
export const settledOutcomeSchema = v.object({
  ID: idSchema,
  Title: v.string(),
  SpecialBetValue: v.string(),
  Odds: v.number(),
  Result: betResultSchema,
  IsRetired: v.boolean(),
});
export type SettledOutcome = v.InferOutput<typeof settledOutcomeSchema>;

/** A market of a finished match with every selection's result. Alternative markets are the ones beyond the main four (API-07). */
export const settledMarketSchema = v.object({
  ID: idSchema,
  MarketID: idSchema,
  Title: v.string(),
  HeaderType: v.pipe(v.number(), v.integer(), v.minValue(0)),
  MarketSpecifications: marketSpecificationsSchema,
  IsAlternative: v.boolean(),
  Outcomes: v.array(settledOutcomeSchema),
});
export type SettledMarket = v.InferOutput<typeof settledMarketSchema>;

const namedSchema = v.object({ ID: idSchema, Name: v.string(), Alias: v.string(), Rank: rankSchema });

/** A finished match: final and period scores, when it finished, and how every market settled. */
export const matchResultSchema = v.object({
  ID: idSchema,
  Name: v.string(),
  HomeTeamName: v.string(),
  AwayTeamName: v.string(),
  SportSystemID: idSchema,
  Sport: namedSchema,
  Category: namedSchema,
  Tournament: namedSchema,
  DateOfMatch: v.pipe(v.string(), v.isoTimestamp()),
  StartDateJs: epochMsSchema,
  FinishedDate: v.pipe(v.string(), v.isoTimestamp()),
  FinishedDateJs: epochMsSchema,
  /** Final score: sets (maps, frames) won for set sports; overtime and shoot-out included. */
  HomeScore: scoreSchema,
  AwayScore: scoreSchema,
  PeriodScores: v.array(periodScoreSchema),
  Markets: v.array(settledMarketSchema),
});
export type MatchResult = v.InferOutput<typeof matchResultSchema>;

// ── REST (SPEC API-01..API-08) ──────────────────────────────────────────────────────────────

const countSchema = v.pipe(v.number(), v.integer(), v.minValue(0));

export const resultsTournamentSchema = v.object({ ID: idSchema, Name: v.string(), Alias: v.string(), Rank: rankSchema, MatchesCount: countSchema });
export const resultsCategorySchema = v.object({ ID: idSchema, Name: v.string(), Alias: v.string(), Rank: rankSchema, Tournaments: v.array(resultsTournamentSchema) });
export const resultsSportSchema = v.object({ ID: idSchema, Name: v.string(), Alias: v.string(), Rank: rankSchema, Categories: v.array(resultsCategorySchema) });

/** API-01..03: the sport → category → tournament tree of finished matches, each level by Rank. */
export const resultsTreeSchema = v.object({ Sports: v.array(resultsSportSchema) });
export type ResultsTree = v.InferOutput<typeof resultsTreeSchema>;

/** API-04..06: match previews, newest kick-off first, with their main markets only. */
export const resultsPreviewSchema = v.object({ Matches: v.array(matchResultSchema) });
export type ResultsPreview = v.InferOutput<typeof resultsPreviewSchema>;

/** API-07: a finished match's alternative markets. */
export const resultsAlternativeSchema = v.object({ MatchID: idSchema, Markets: v.array(settledMarketSchema) });
export type ResultsAlternative = v.InferOutput<typeof resultsAlternativeSchema>;

/** A match or tournament id in a query string: digits only. */
const queryIdSchema = (what: string) =>
  v.pipe(
    v.string(`must be a ${what}`),
    v.regex(/^[1-9]\d{0,14}$/, `must be a ${what}: a whole number ≥ 1`),
    v.transform(Number),
  );

/** The languages the site speaks (domain/site-locale.ts): en-US, zh-CHS (its path segment) or zh-Hans (BCP 47). */
const langSchema = v.pipe(
  v.string('must be a language code such as en-US'),
  v.regex(/^[a-z]{2}(-([A-Z]{2}|CHS|CHT|[A-Z][a-z]{3}))?$/, 'must be a language code such as en-US or zh-CHS'),
);

/**
 * SPEC API-08: a day is sent as its start in the player's time zone, in UTC text form
 * (`2026-11-23T22:00:00.000Z` is 24 November for a player at UTC+2); a plain `YYYY-MM-DD`
 * (SPEC CON-05) is that day in UTC. The value is the day's start (epoch ms); the day lasts 24 h.
 */
export const resultsDateSchema = v.pipe(
  v.string('must be a date: YYYY-MM-DD, or the start of the day in UTC text form'),
  v.regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?Z)?$/, 'must be a date: YYYY-MM-DD, or the start of the day in UTC text form such as 2026-11-23T22:00:00.000Z'),
  v.check((s) => validCalendarDate(s), 'must be a real calendar date and time'),
  v.transform((s) => Date.parse(s.length === 10 ? `${s}T00:00:00Z` : s)),
);

function validCalendarDate(s: string): boolean {
  const ms = Date.parse(s.length === 10 ? `${s}T00:00:00Z` : s);
  if (!Number.isFinite(ms)) return false;
  // Date.parse rolls 2026-02-31 over; the round trip catches it.
  return new Date(ms).toISOString().slice(0, 10) === s.slice(0, 10) && ms >= 0;
}

export const resultsByDateQuerySchema = v.object({ date: resultsDateSchema });
export const resultsByMatchQuerySchema = v.object({ MatchId: queryIdSchema('match id') });
export const resultsByTournamentQuerySchema = v.object({ langcode: langSchema, TournamentId: queryIdSchema('tournament id') });
export const resultsByTournamentAndDateQuerySchema = v.object({ langcode: langSchema, TournamentId: queryIdSchema('tournament id'), date: resultsDateSchema });
export const resultsByIdQuerySchema = v.object({ langcode: langSchema, id: queryIdSchema('match id') });
export const resultsAlternativeQuerySchema = v.object({ langCode: langSchema, Id: queryIdSchema('match id') });
