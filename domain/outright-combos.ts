/**
 * SPEC ERR-27 (InvalidOutrightsCombinationException): an outright (Match.Type 2, the winner of a
 * whole tournament) is not combined with anything else of its tournament — a match of it, or another
 * of its outrights — since their results hang together (the champion wins its matches). Pure: the
 * house refuses such a combo, and a client may say so before asking.
 */
import { MATCH_TYPES } from '../schemas/match.ts';

export type ComboEvent = { readonly id: number; readonly type: number; readonly tournamentId: number };

/** Whether the selections' events put an outright together with another event of its tournament. */
export function combinesOutright(events: readonly ComboEvent[]): boolean {
  return events.some((o) => o.type === MATCH_TYPES.outright && events.some((e) => e.id !== o.id && e.tournamentId === o.tournamentId));
}
