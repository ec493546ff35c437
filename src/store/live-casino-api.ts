/**
 * The live casino's calls to the house (issue #19): the tables of a category (API-19), a bet on the
 * round in play (with an Idempotency-Key, so a retry never bets twice) and the player's last bets
 * at a table. The rounds themselves come over the feed worker's `table/{key}` topic.
 */
import type { LiveCasinoCategory } from '../../domain/casino-address.ts';
import { roundAnswerSchema, type RoundAnswer } from '../../schemas/casino.ts';
import { liveTablesAnswerSchema, tableBetsAnswerSchema } from '../../schemas/live-casino.ts';
import { postChecked } from './casino-api.ts';
import { getChecked } from './checked-get.ts';

export const fetchLiveTables = (category: LiveCasinoCategory) => getChecked('/api/livecasino/get', { type: category }, liveTablesAnswerSchema);

export const betAtTable = (tableKey: string, roundNo: number, bet: unknown, key: string): Promise<RoundAnswer> =>
  postChecked(`/api/casino/tables/${tableKey}/bets`, { RoundNo: roundNo, Bet: bet }, roundAnswerSchema, key);

export const myTableBets = (tableKey: string) => getChecked(`/api/casino/tables/${tableKey}/bets`, {}, tableBetsAnswerSchema);
