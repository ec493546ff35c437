/**
 * The lobby's catalogue (ENT-56..58): every provider's games with their stake limits in the
 * player's currency and how much each was played in the last 7 days (the popular lists), counted
 * at most once a minute.
 */
import { providerOrder } from '../../domain/casino-lobby.ts';
import { GUEST_CURRENCY, type CasinoCatalogue, type CasinoProvider } from '../../schemas/casino.ts';
import type { CurrencyCode } from '../../schemas/wallet.ts';
import { casinoStakeLimits } from './limits.ts';
import type { HouseGame, Studio } from './studios.ts';

const POPULARITY_TTL_MS = 60_000;

export type CasinoCatalogueSource = { answer(currency: CurrencyCode | null): Promise<CasinoCatalogue> };

export function createCatalogue(options: {
  readonly studios: readonly Studio[];
  readonly games: readonly HouseGame[];
  readonly popularity: () => Promise<ReadonlyMap<string, number>>;
  readonly now?: () => number;
}): CasinoCatalogueSource {
  const now = options.now ?? Date.now;
  let counted: { at: number; counts: Promise<ReadonlyMap<string, number>> } | null = null;
  const providers: CasinoProvider[] = options.studios.map((s) => ({ Key: s.key, Name: s.name, Order: providerOrder(s.key) }));

  function popularity(): Promise<ReadonlyMap<string, number>> {
    if (!counted || now() - counted.at > POPULARITY_TTL_MS) {
      const counts = options.popularity().catch((error: unknown) => {
        counted = null;
        throw error;
      });
      counted = { at: now(), counts };
    }
    return counted.counts;
  }

  return {
    async answer(currency) {
      const counts = await popularity();
      const limits = casinoStakeLimits(currency ?? GUEST_CURRENCY);
      return {
        Providers: providers,
        Games: options.games.map((g) => ({
          Key: g.key,
          Name: g.name,
          Provider: g.provider,
          Kind: g.kind,
          Rtp: g.rtp,
          Volatility: g.volatility,
          Top: g.top,
          Popularity: counts.get(g.key) ?? 0,
          MinStakeMinor: limits.minStakeMinor.toString(),
          MaxStakeMinor: limits.maxStakeMinor.toString(),
          Thumbnail: `/api/casino/thumbnails/${g.key}.svg`,
        })),
      };
    },
  };
}
