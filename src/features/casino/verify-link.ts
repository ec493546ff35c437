/** The verify page's query for a round: what it needs to recompute the round in the browser. */
import type { CasinoRound } from '../../../schemas/casino.ts';

export function verifySearch(round: CasinoRound): Record<string, string> {
  return {
    game: round.Game,
    serverSeed: round.ServerSeed ?? '',
    clientSeed: round.ClientSeed,
    nonce: String(round.Nonce),
    bet: JSON.stringify(round.Bet),
    ...(round.Actions.length > 0 ? { actions: round.Actions.join(',') } : {}),
  };
}
