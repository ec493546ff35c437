/**
 * The pre-match tree (SPEC SCR-21..24, ENT-01..04, ENT-61): every sport, category and tournament
 * with listed matches in the next 7 days, counted, for the sidebar, the home page's top tournaments
 * and resolving a list page's aliases. GET /api/sportsbook/tree[?until=epochMs].
 *
 * The pre-match search (SPEC SCR-10, VAL-02, VAL-11): GET /api/sportsbook/search?q=text.
 */
import * as v from 'valibot';
import { epochMsSchema, idSchema, rankSchema } from './common.ts';

const countSchema = v.pipe(v.number(), v.integer(), v.minValue(0));

export const treeTournamentSchema = v.object({
  ID: idSchema,
  Alias: v.string(),
  Name: v.string(),
  Rank: rankSchema,
  /** Listed fixtures (VAL-12) starting before `until`, or all of them without it. */
  Count: countSchema,
  /** Tournament-winner markets open on it (Type 2 matches). */
  Outrights: countSchema,
  /** One of its category's top tournaments (ENT-03 TopTournaments). */
  IsTop: v.boolean(),
});
export type TreeTournament = v.InferOutput<typeof treeTournamentSchema>;

export const treeCategorySchema = v.object({ ID: idSchema, Alias: v.string(), Name: v.string(), Rank: rankSchema, Count: countSchema, Tournaments: v.array(treeTournamentSchema) });
export type TreeCategory = v.InferOutput<typeof treeCategorySchema>;

export const treeSportSchema = v.object({ ID: idSchema, Alias: v.string(), Name: v.string(), Rank: rankSchema, Count: countSchema, Categories: v.array(treeCategorySchema) });
export type TreeSport = v.InferOutput<typeof treeSportSchema>;

export const sportsbookTreeSchema = v.object({ Sports: v.array(treeSportSchema) });
export type SportsbookTree = v.InferOutput<typeof sportsbookTreeSchema>;

export const treeQuerySchema = v.object({
  until: v.optional(
    v.pipe(v.string('must be a time in epoch milliseconds'), v.regex(/^\d{1,15}$/, 'must be a time in epoch milliseconds'), v.transform(Number)),
  ),
});

/** `q`: the text as typed; the house trims it and needs more than 1 character (VAL-02). */
export const searchQuerySchema = v.object({
  q: v.pipe(v.string('must be the text to search for'), v.maxLength(100, 'must be at most 100 characters')),
});

const placeSchema = { SportAlias: v.string(), SportName: v.string(), CategoryName: v.string() };

/** A tournament whose name holds the text; `Link`: its list's path under /{lang} (RTE-12). */
export const searchTournamentSchema = v.object({ ID: idSchema, Name: v.string(), Count: countSchema, ...placeSchema, Link: v.string() });
export type SearchTournament = v.InferOutput<typeof searchTournamentSchema>;

/** A listed fixture (VAL-12) whose name or a team's holds the text; `MatchLink`: its page's path under /{lang} (RTE-13). */
export const searchMatchSchema = v.object({
  ID: idSchema,
  Name: v.string(),
  HomeTeamName: v.string(),
  AwayTeamName: v.string(),
  StartDateJs: epochMsSchema,
  ...placeSchema,
  TournamentName: v.string(),
  MatchLink: v.string(),
});
export type SearchMatch = v.InferOutput<typeof searchMatchSchema>;

/** The first hits of each kind, and how many there are in all. */
export const sportsbookSearchSchema = v.object({
  Tournaments: v.array(searchTournamentSchema),
  TournamentCount: countSchema,
  Matches: v.array(searchMatchSchema),
  MatchCount: countSchema,
});
export type SportsbookSearch = v.InferOutput<typeof sportsbookSearchSchema>;
