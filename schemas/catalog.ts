/** Sports, categories and tournaments (SPEC ENT-01..04), as the house sends them. */
import * as v from 'valibot';
import { idSchema, rankSchema } from './common.ts';

export const sportSchema = v.object({
  ID: idSchema,
  SportSystemID: idSchema,
  Name: v.string(),
  OriginalName: v.string(),
  LocalizedLabel: v.string(),
  Alias: v.string(),
  SportLink: v.string(),
  Rank: rankSchema,
  IconID: idSchema,
  HeaderID: idSchema,
});
export type Sport = v.InferOutput<typeof sportSchema>;

export const categorySchema = v.object({
  ID: idSchema,
  Name: v.string(),
  OriginalName: v.string(),
  Alias: v.string(),
  Rank: rankSchema,
  CategoryLink: v.string(),
  TopTournaments: v.array(idSchema),
  SportTypeID: idSchema,
});
export type Category = v.InferOutput<typeof categorySchema>;

export const tournamentSchema = v.object({
  ID: idSchema,
  Name: v.string(),
  Alias: v.string(),
  TournamentLink: v.string(),
  SportTypeID: idSchema,
  SportCategoryID: idSchema,
  Rank: rankSchema,
});
export type Tournament = v.InferOutput<typeof tournamentSchema>;
