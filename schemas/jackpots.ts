/**
 * Mystery jackpots on the wire (issue #19; SPEC ENT-59, API-25, API-55): the pots in the player's
 * currency, the winnings table (page 1 first), and one win as the mysteryJackpotWinModal shows it.
 */
import * as v from 'valibot';
import { minorTextSchema, sha256HexSchema } from './common.ts';
import { currencyCodeSchema } from './wallet.ts';

export const JACKPOT_TIERS = ['mini', 'major', 'mega'] as const;
export type JackpotTier = (typeof JACKPOT_TIERS)[number];


export const jackpotSchema = v.object({
  Tier: v.picklist(JACKPOT_TIERS),
  Currency: currencyCodeSchema,
  AmountMinor: minorTextSchema,
  SeedMinor: minorTextSchema,
  /** The pot drops before it reaches this. */
  MustDropByMinor: minorTextSchema,
  /** SHA-256 of `${dropMinor}:${salt}`: the drop amount, committed when the pot was seeded. */
  DropHash: sha256HexSchema,
});
export type Jackpot = v.InferOutput<typeof jackpotSchema>;

export const jackpotsAnswerSchema = v.object({ Currency: currencyCodeSchema, Jackpots: v.array(jackpotSchema) });
export type JackpotsAnswer = v.InferOutput<typeof jackpotsAnswerSchema>;

export const jackpotWinSchema = v.object({
  Id: v.string(),
  Tier: v.picklist(JACKPOT_TIERS),
  Currency: currencyCodeSchema,
  AmountMinor: minorTextSchema,
  /** The winner's name, masked ("ja***"). */
  Player: v.string(),
  Game: v.string(),
  WonAt: v.string(),
  /** The committed drop amount and salt, revealed: SHA-256(`${DropMinor}:${DropSalt}`) = DropHash. */
  DropMinor: minorTextSchema,
  DropSalt: v.string(),
  DropHash: sha256HexSchema,
});
export type JackpotWin = v.InferOutput<typeof jackpotWinSchema>;

export const jackpotWinningsAnswerSchema = v.object({
  Page: v.number(),
  PageSize: v.number(),
  Total: v.number(),
  Wins: v.array(jackpotWinSchema),
});
export type JackpotWinningsAnswer = v.InferOutput<typeof jackpotWinningsAnswerSchema>;

export const JACKPOT_WINNINGS_PAGE_SIZE = 10;

/** The house's test hook (HOUSE_TEST_HOOKS=1 only): the next real stake in `Currency` wins `Tier`. */
export const jackpotDropSchema = v.object({ Currency: currencyCodeSchema, Tier: v.picklist(JACKPOT_TIERS) });
