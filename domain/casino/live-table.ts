/**
 * A live table's rounds (issue #19), pure: the clock's phases and what a round deals (how the
 * table's state follows its events is table-fold.ts).
 *
 * A round deals from the floats of HMAC(server seed, `${tableKey}:${roundNo}:${block}`): the
 * table's key is the client seed and the round number the nonce, so a bet at the table is played
 * by the same engine on the same floats as everyone else's, and a bet's outcome shows the pocket
 * or the coup the whole table saw. The seed's hash is published when the round opens, the seed
 * with the result.
 */
import type { CasinoGame } from '../../schemas/casino.ts';
import type { LiveTable, LiveTableGame, TableOutcome, TableRound } from '../../schemas/live-casino.ts';
import type { BaccaratOutcome } from './baccarat.ts';
import { fairFloats, serverSeedHash, type RoundSeeds } from './fair.ts';
import { GAMES, instantEngine } from './games.ts';
import type { RouletteOutcome } from './roulette.ts';

/** How long each phase lasts, ms. */
export type TableTimings = { readonly bettingMs: number; readonly drawMs: number; readonly resultMs: number };
export const TABLE_TIMINGS: TableTimings = { bettingMs: 15_000, drawMs: 4_000, resultMs: 6_000 };

/** The floats of a table's round. */
export const tableRoundSeeds = (tableKey: string, roundNo: number, serverSeed: string): RoundSeeds => ({ serverSeed, clientSeed: tableKey, nonce: roundNo });

/** What a round deals: the engine played with no placements, so it only draws. */
export function dealTableRound(game: LiveTableGame, seeds: RoundSeeds): TableOutcome {
  const { outcome } = instantEngine(game).play({ Placements: [] }, fairFloats(seeds));
  if (game === 'european-roulette') return { Game: game, Pocket: (outcome as RouletteOutcome).pocket };
  const coup = outcome as BaccaratOutcome;
  return { Game: game, Player: [...coup.player], Banker: [...coup.banker], PlayerTotal: coup.playerTotal, BankerTotal: coup.bankerTotal, Winner: coup.winner };
}

/** Whether a revealed round is what its seed says: the hash published before, and the deal. */
export function checkTableRound(tableKey: string, game: LiveTableGame, round: TableRound): boolean {
  if (serverSeedHash(round.ServerSeed) !== round.SeedHash) return false;
  return JSON.stringify(dealTableRound(game, tableRoundSeeds(tableKey, round.RoundNo, round.ServerSeed))) === JSON.stringify(round.Outcome);
}

/**
 * A live table as the casino lists a game (API-35's Live group, and the game views on a table's
 * page): the studio game it deals, under the table's name, studio and stakes.
 */
export function liveTableAsGame(table: LiveTable, popularity = 0): CasinoGame {
  const game = GAMES[table.Game];
  return {
    Key: table.Key,
    Name: table.Name,
    Provider: table.Provider,
    Kind: game.kind,
    Rtp: game.rtp,
    Volatility: game.volatility,
    Top: false,
    Popularity: popularity,
    MinStakeMinor: table.MinStakeMinor,
    MaxStakeMinor: table.MaxStakeMinor,
    Thumbnail: `/api/casino/thumbnails/${table.Game}.svg`,
  };
}
