/**
 * The live casino's wire (issue #19; SPEC RTE-21, RTE-23, API-19, API-26): shared tables whose
 * rounds run on the house's clock for everyone seated at once. Each table is a `table/{key}` hub
 * topic, sequenced and resynced like the sports topics (same envelope, snapshot / events /
 * heartbeat): a round opens with its server seed's hash, bets close, the result comes with the
 * seed itself, so anyone can recompute it (domain/casino/live-table.ts).
 *
 * A bet is a REST call (POST /api/casino/tables/{key}/bets) with the table game's own bet schema
 * (schemas/casino-bets.ts); it is one of the player's casino rounds, settled with the table's round.
 */
import * as v from 'valibot';
import { epochSchema } from './feed.ts';
import { BACCARAT_SIDES } from './casino-bets.ts';
import { casinoRoundSchema } from './casino.ts';
import { epochMsSchema, minorTextSchema, sha256HexSchema } from './common.ts';
import { currencyCodeSchema } from './wallet.ts';
import { isTableTopic, PROTOCOL_VERSION, TABLE_KEY_PATTERN, type TableTopic } from './protocol.ts';

/** The games a live table deals: the studio games' engines, played once for the whole table. */
export const LIVE_TABLE_GAMES = ['european-roulette', 'baccarat'] as const;
export type LiveTableGame = (typeof LIVE_TABLE_GAMES)[number];

/** A round's phases: bets open, bets closed while the ball spins or the cards are dealt, the result shown. */
export const TABLE_PHASES = ['betting', 'closed', 'result'] as const;
export type TablePhase = (typeof TABLE_PHASES)[number];

export const tableKeySchema = v.pipe(v.string(), v.regex(TABLE_KEY_PATTERN, 'a table key: lower-case letters, digits and dashes'));
const roundNoSchema = v.pipe(v.number(), v.integer(), v.minValue(1));
const cardSchema = v.pipe(v.string(), v.regex(/^[A2-9TJQK][SHDC]$/, 'a card: rank and suit letters'));
const cardsSchema = v.pipe(v.array(cardSchema), v.minLength(2), v.maxLength(3));
const pointsSchema = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(9));

/** What a round dealt, the same for every bet on it. */
export const tableOutcomeSchema = v.variant('Game', [
  v.object({ Game: v.literal('european-roulette'), Pocket: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(36)) }),
  v.object({ Game: v.literal('baccarat'), Player: cardsSchema, Banker: cardsSchema, PlayerTotal: pointsSchema, BankerTotal: pointsSchema, Winner: v.picklist(BACCARAT_SIDES) }),
]);
export type TableOutcome = v.InferOutput<typeof tableOutcomeSchema>;

/** A finished round as the table's history shows it: its seed revealed, so anyone can check it. */
export const tableRoundSchema = v.object({ RoundNo: roundNoSchema, SeedHash: sha256HexSchema, ServerSeed: sha256HexSchema, Outcome: tableOutcomeSchema });
export type TableRound = v.InferOutput<typeof tableRoundSchema>;

/** Rounds a table's history keeps. */
export const TABLE_HISTORY = 20;

export const tableStateSchema = v.object({
  Key: tableKeySchema,
  Game: v.picklist(LIVE_TABLE_GAMES),
  RoundNo: roundNoSchema,
  Phase: v.picklist(TABLE_PHASES),
  /** The round in play's server seed, by its hash only until the result. */
  SeedHash: sha256HexSchema,
  /** When the phase ends (house epoch ms): bets close, the result comes, the next round opens. */
  PhaseEndsAt: epochMsSchema,
  /** Finished rounds, newest first. */
  History: v.pipe(v.array(tableRoundSchema), v.maxLength(TABLE_HISTORY)),
});
export type TableState = v.InferOutput<typeof tableStateSchema>;

export const tableEventSchema = v.variant('type', [
  v.object({ type: v.literal('opened'), RoundNo: roundNoSchema, SeedHash: sha256HexSchema, ClosesAt: epochMsSchema }),
  v.object({ type: v.literal('closed'), RoundNo: roundNoSchema, ResultAt: epochMsSchema }),
  v.object({ type: v.literal('result'), RoundNo: roundNoSchema, ServerSeed: sha256HexSchema, Outcome: tableOutcomeSchema, NextAt: epochMsSchema }),
]);
export type TableEvent = v.InferOutput<typeof tableEventSchema>;

const envelope = {
  v: v.literal(PROTOCOL_VERSION),
  stream: v.pipe(v.string(), v.check(isTableTopic, 'a table topic: table/{tableKey}'), v.transform((s) => s as TableTopic)),
  epoch: epochSchema,
  seq: v.pipe(v.number(), v.integer(), v.minValue(0)),
  ts: epochMsSchema,
};

export const tableMessageSchema = v.variant('type', [
  v.object({ ...envelope, type: v.literal('snapshot'), snapshot: tableStateSchema }),
  v.object({ ...envelope, type: v.literal('events'), events: v.pipe(v.array(tableEventSchema), v.minLength(1)) }),
  v.object({ ...envelope, type: v.literal('heartbeat') }),
]);
export type TableMessage = v.InferOutput<typeof tableMessageSchema>;
export type TableEventsMessage = Extract<TableMessage, { type: 'events' }>;

/** API-26 / API-19: a live table as the live casino lobby lists it. */
export const liveTableSchema = v.object({
  Key: tableKeySchema,
  Name: v.string(),
  Provider: v.string(),
  ProviderName: v.string(),
  Game: v.picklist(LIVE_TABLE_GAMES),
  Dealer: v.string(),
  MinStakeMinor: minorTextSchema,
  MaxStakeMinor: minorTextSchema,
  Currency: currencyCodeSchema,
  /** Players seated now (connections holding the table's topic). */
  Seated: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** The last results, newest first (roulette pockets, baccarat winners). */
  Recent: v.array(tableOutcomeSchema),
});
export type LiveTable = v.InferOutput<typeof liveTableSchema>;

export const liveTablesAnswerSchema = v.object({ Tables: v.array(liveTableSchema) });
export type LiveTablesAnswer = v.InferOutput<typeof liveTablesAnswerSchema>;

/** POST /api/casino/tables/{key}/bets: a bet on the round in play (the table game's bet schema checks `Bet`). */
export const tableBetRequestSchema = v.object({ RoundNo: roundNoSchema, Bet: v.unknown() });
export type TableBetRequest = v.InferOutput<typeof tableBetRequestSchema>;

/** The player's bets at a table: the one on the round in play (open) and the last settled ones. */
export const tableBetsAnswerSchema = v.object({ Rounds: v.array(casinoRoundSchema) });
