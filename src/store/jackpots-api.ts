/**
 * The mystery jackpots' calls to the house (issue #19; SPEC API-25, API-55): the pots in the
 * player's currency, the winnings table a page at a time, and one of the player's own wins (the
 * win modal, SCR-51). Every answer is checked against its schema.
 */
import * as v from 'valibot';
import { jackpotsAnswerSchema, jackpotWinningsAnswerSchema, jackpotWinSchema } from '../../schemas/jackpots.ts';
import { getChecked } from './checked-get.ts';

export const fetchJackpots = () => getChecked('/api/casino/jackpots', {}, jackpotsAnswerSchema);
export const fetchJackpotWinnings = (page: number) => getChecked('/api/casino/jackpots/winnings', { page }, jackpotWinningsAnswerSchema);
export const fetchJackpotWin = (id: string) => getChecked(`/api/casino/jackpots/wins/${encodeURIComponent(id)}`, {}, v.object({ Win: jackpotWinSchema }));
