/**
 * The casino's calls to the house (issue #19): the catalogue, a game's launch, real rounds (with
 * an Idempotency-Key, so a retry never plays twice) and demo rounds, blackjack actions, the seed
 * pairs and the casino history. Every answer is checked against its schema before the page sees it.
 */
import type * as v from 'valibot';
import { IDEMPOTENCY_HEADER } from '../../schemas/accounts.ts';
import {
  casinoCatalogueSchema,
  casinoHistoryAnswerSchema,
  launchAnswerSchema,
  roundAnswerSchema,
  seedsAnswerSchema,
  type BlackjackAction,
  type PlayMode,
  type RoundAnswer,
} from '../../schemas/casino.ts';
import { HOUSE_ERRORS } from '../../schemas/errors.ts';
import { check } from '../../schemas/validate.ts';
import { getChecked } from './checked-get.ts';
import { historyParams, type HistoryPageQuery } from './history-api.ts';
import { api, ApiFailure } from './session.ts';

export async function postChecked<S extends v.GenericSchema>(path: string, body: unknown, schema: S, idempotencyKey?: string): Promise<v.InferOutput<S>> {
  const headers = idempotencyKey === undefined ? {} : { [IDEMPOTENCY_HEADER]: idempotencyKey };
  const answer = await api<unknown>('POST', path, body, { headers });
  const parsed = check(schema, answer);
  if (!parsed.ok) throw new ApiFailure(200, { error: HOUSE_ERRORS.internal, message: `${path}: ${parsed.error.message}` });
  return parsed.value;
}

export const casinoCatalogue = () => getChecked('/api/casino/games', {}, casinoCatalogueSchema);

/** STA-46: the game's URL, or an ApiFailure whose code the start modal shows. */
export const launchGame = (game: string, provider: string, mode: PlayMode) => postChecked('/api/casino/launch', { Game: game, Provider: provider, Mode: mode }, launchAnswerSchema);

/** One round: real (the player's wallet; `key` makes a retry safe) or demo (no money moves). */
export function playRound(mode: PlayMode, game: string, bet: unknown, key: string): Promise<RoundAnswer> {
  return mode === 'real'
    ? postChecked('/api/casino/rounds', { Game: game, Bet: bet }, roundAnswerSchema, key)
    : postChecked('/api/casino/demo-rounds', { Game: game, Bet: bet }, roundAnswerSchema);
}

/** The next action of an open hand (blackjack). */
export function actOnRound(mode: PlayMode, roundId: string, action: BlackjackAction, key: string): Promise<RoundAnswer> {
  return mode === 'real'
    ? postChecked(`/api/casino/rounds/${roundId}/actions`, { Action: action }, roundAnswerSchema, key)
    : postChecked(`/api/casino/demo-rounds/${roundId}/actions`, { Action: action }, roundAnswerSchema);
}

/** API-32: a page of the player's casino rounds (kept here, not in history-api.ts, so the casino's schemas stay out of the entry). */
export const fetchCasinoHistory = (query: HistoryPageQuery) => getChecked('/api/profile/casinohistory/getcasinohistory', historyParams(query), casinoHistoryAnswerSchema);

export const casinoSeeds = () => getChecked('/api/casino/seeds', {}, seedsAnswerSchema);
export const rotateSeeds = (clientSeed: string) => postChecked('/api/casino/seeds/rotate', { ClientSeed: clientSeed }, seedsAnswerSchema);
