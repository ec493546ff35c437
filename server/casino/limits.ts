/** A casino round's stake limits per currency: the sportsbook's scale (0.10 to 100 euro-like units a round). */
import type { CurrencyCode } from '../../schemas/wallet.ts';
import { inCurrency } from '../betting/limits.ts';

export type CasinoStakeLimits = { readonly minStakeMinor: bigint; readonly maxStakeMinor: bigint };

export function casinoStakeLimits(currency: CurrencyCode): CasinoStakeLimits {
  return { minStakeMinor: inCurrency(10n, currency), maxStakeMinor: inCurrency(100_00n, currency) };
}
