/**
 * The casino on the wire (issue #19; SPEC RTE-19..23, RTE-31, ENT-56..59, API-31/32/35): the
 * catalogue of games and providers, a game's launch, provably fair rounds and the player's seeds.
 * A game's own bet (a slot's stake, roulette placements, …) is checked by that game's schema in
 * casino-bets.ts once the house knows which game the round is for.
 */
import * as v from 'valibot';
import { minorTextSchema } from './common.ts';
import { jackpotWinSchema } from './jackpots.ts';
import { BLACKJACK_ACTIONS, blackjackActionSchema } from './casino-bets.ts';
import { historyPaging } from './history.ts';
import { currencyCodeSchema, type CurrencyCode } from './wallet.ts';

export const GAME_KINDS = ['slot', 'roulette', 'blackjack', 'baccarat', 'crash'] as const;
export type GameKind = (typeof GAME_KINDS)[number];
export const VOLATILITIES = ['low', 'medium', 'high'] as const;
export type Volatility = (typeof VOLATILITIES)[number];

/** A guest's casino is in euros: the catalogue's stake limits and demo play. A player's is in their own currency. */
export const GUEST_CURRENCY: CurrencyCode = 'EUR';

export const PLAY_MODES = { real: 'real', demo: 'demo' } as const;
export type PlayMode = (typeof PLAY_MODES)[keyof typeof PLAY_MODES];
export const playModeSchema = v.picklist(Object.values(PLAY_MODES) as [PlayMode, ...PlayMode[]], 'must be real or demo');

/** Game and provider keys: lower-case words joined by hyphens. */
export const gameKeySchema = v.pipe(v.string('is required'), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a game key'), v.maxLength(60, 'is too long'));
/** A client seed the player chooses: 1–64 letters, digits, '-' or '_'. */
export const clientSeedSchema = v.pipe(v.string('is required'), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1–64 letters, digits, - or _'));
/** Minor units as digits ("100" is 1.00 EUR). */

export const casinoProviderSchema = v.object({
  Key: v.string(),
  Name: v.string(),
  /** CON-40: the lobby lists providers by this order, lowest first. */
  Order: v.number(),
});
export type CasinoProvider = v.InferOutput<typeof casinoProviderSchema>;

export const casinoGameSchema = v.object({
  Key: v.string(),
  Name: v.string(),
  Provider: v.string(),
  Kind: v.picklist(GAME_KINDS),
  /** The house-declared return to player, e.g. 0.9612. */
  Rtp: v.number(),
  Volatility: v.picklist(VOLATILITIES),
  /** Listed in the top games (API-31). */
  Top: v.boolean(),
  /** Rounds played in the last 7 days: the popular lists (API-35) sort by it. */
  Popularity: v.number(),
  MinStakeMinor: minorTextSchema,
  MaxStakeMinor: minorTextSchema,
  /** The house-drawn SVG thumbnail. */
  Thumbnail: v.string(),
});
export type CasinoGame = v.InferOutput<typeof casinoGameSchema>;

export const casinoCatalogueSchema = v.object({
  Providers: v.array(casinoProviderSchema),
  Games: v.array(casinoGameSchema),
});
export type CasinoCatalogue = v.InferOutput<typeof casinoCatalogueSchema>;

/** POST /api/casino/launch */
export const launchRequestSchema = v.strictObject({ Game: gameKeySchema, Provider: gameKeySchema, Mode: playModeSchema });
export type LaunchRequest = v.InferOutput<typeof launchRequestSchema>;
/** STA-46: a launch answers the game's URL; a failure answers an error whose message the page keeps. */
export const launchAnswerSchema = v.object({ Url: v.string(), Mode: playModeSchema });

/** POST /api/casino/rounds: a real-money round; the game's own `Bet` is checked by casino-bets.ts. */
export const roundRequestSchema = v.strictObject({ Game: gameKeySchema, Bet: v.record(v.string(), v.unknown(), 'must be an object') });
export type RoundRequest = v.InferOutput<typeof roundRequestSchema>;
/** POST /api/casino/demo-rounds: demo money, played with a server seed made for the round (revealed in the answer once it ends). */
export const demoRoundRequestSchema = v.strictObject({ ...roundRequestSchema.entries, ClientSeed: v.optional(clientSeedSchema) });
export type DemoRoundRequest = v.InferOutput<typeof demoRoundRequestSchema>;

export { BLACKJACK_ACTIONS, type BlackjackAction } from './casino-bets.ts';
/** POST /api/casino/rounds/:id/actions (and /demo-rounds/:id/actions) */
export const roundActionSchema = v.strictObject({ Action: blackjackActionSchema });

export const ROUND_STATUS = { open: 'open', settled: 'settled' } as const;
export type RoundStatus = (typeof ROUND_STATUS)[keyof typeof ROUND_STATUS];

export const casinoRoundSchema = v.object({
  Id: v.string(),
  Game: v.string(),
  Provider: v.string(),
  Mode: playModeSchema,
  Status: v.picklist(Object.values(ROUND_STATUS) as [RoundStatus, ...RoundStatus[]]),
  Currency: currencyCodeSchema,
  StakeMinor: minorTextSchema,
  PayoutMinor: minorTextSchema,
  ServerSeedHash: v.string(),
  /** Shown once the seed is no longer in play: at once for a demo round, after a rotation for a real one. */
  ServerSeed: v.nullable(v.string()),
  ClientSeed: v.string(),
  Nonce: v.number(),
  /** The game's bet as placed (casino-bets.ts wire form). */
  Bet: v.unknown(),
  /** Blackjack: the actions taken, in order (the verify page replays them). */
  Actions: v.array(v.picklist(BLACKJACK_ACTIONS)),
  /** The game's outcome (for blackjack the table's state), as the engine gives it. */
  Outcome: v.unknown(),
  CreatedAt: v.string(),
  SettledAt: v.nullable(v.string()),
  /** A bet at a live table (schemas/live-casino.ts): the table's key; its round number is the nonce. */
  Table: v.nullable(v.string()),
});
export type CasinoRound = v.InferOutput<typeof casinoRoundSchema>;

/** A round's answer, with the wallet after it (real rounds; demo balances live in the page). */
export const roundAnswerSchema = v.object({
  Round: casinoRoundSchema,
  /** Mystery jackpots this round's stake won (schemas/jackpots.ts); absent or empty for most. */
  Jackpots: v.optional(v.array(jackpotWinSchema)),
  Balance: v.nullable(v.object({ AvailableMinor: minorTextSchema, PendingMinor: minorTextSchema, Currency: currencyCodeSchema })),
});
export type RoundAnswer = v.InferOutput<typeof roundAnswerSchema>;

/** GET /api/casino/seeds: the seed pair in play and the ones rotated out (newest first). */
export const seedPairSchema = v.object({
  ServerSeedHash: v.string(),
  ServerSeed: v.nullable(v.string()),
  ClientSeed: v.string(),
  /** The next round's nonce (in play) or the count of rounds played with the pair (rotated out). */
  Nonce: v.number(),
  CreatedAt: v.string(),
  RevealedAt: v.nullable(v.string()),
});
export type SeedPair = v.InferOutput<typeof seedPairSchema>;
export const seedsAnswerSchema = v.object({ Active: seedPairSchema, Previous: v.array(seedPairSchema) });
export type SeedsAnswer = v.InferOutput<typeof seedsAnswerSchema>;
/** POST /api/casino/seeds/rotate: reveals the server seed in play and starts a new pair. */
export const rotateSeedsSchema = v.strictObject({ ClientSeed: clientSeedSchema });

/** API-32: GET /api/profile/casinohistory/getcasinohistory?range=&from=&to=&page=&pageSize= (the other histories' query) */
export const casinoHistoryAnswerSchema = v.object({ ...historyPaging, Rounds: v.array(casinoRoundSchema) });
export type CasinoHistory = v.InferOutput<typeof casinoHistoryAnswerSchema>;
