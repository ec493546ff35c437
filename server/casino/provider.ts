/**
 * What the house needs of a casino game provider (ADR 0039): its studios and games for the lobby,
 * and a launch that answers where the game runs. The house studios (studios.ts) are the one
 * implementation here; their rounds are played by the house itself (service.ts). A real
 * aggregator is another implementation: its catalogue and launch URLs come from its API, and its
 * rounds reach the house as seamless-wallet calls (a debit and a credit per round id), which
 * map onto the same ledger operations as a house round: a stake held and settled, once per id.
 */
import type { PlayMode } from '../../schemas/casino.ts';
import type { HouseGame, Studio } from './studios.ts';

export type Launch = { readonly url: string } | { readonly error: 'unknown-game' | 'game-unavailable' };

export interface CasinoProvider {
  readonly studios: readonly Studio[];
  readonly games: ReadonlyMap<string, HouseGame>;
  launch(game: string, provider: string, mode: PlayMode): Launch;
}

/** The house studios: every game runs in the page at /table-game/{provider}/{game}. */
export function houseProvider(studios: readonly Studio[], games: ReadonlyMap<string, HouseGame>): CasinoProvider {
  return {
    studios,
    games,
    launch(key, provider, mode) {
      const game = games.get(key);
      if (!game || game.provider !== provider) return { error: 'unknown-game' };
      return { url: `/table-game/${game.provider}/${game.key}?mode=${mode}` };
    },
  };
}
