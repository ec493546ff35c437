/**
 * The house's stake limits per currency (SPEC API-40 "get max bet", CON-08, CON-09), served by
 * GET /api/betting/limits and enforced on every placement (domain/bet-limits.ts checks them).
 *
 * One table in euro-like units with a default entry (CON-09: "a map with a single default
 * entry", max 100), scaled to each currency by a power of ten near its value against the euro, so
 * every currency gets round amounts: a minimum stake of 0.10, at most 100 on each bet (the SPEC's
 * default max), at most 1,000 on a ticket and a payout of at most 50,000. The quick stakes are
 * CON-08's 1000, 5000, 10000 and 50000 in the units where they are amounts a player types: won and
 * yen as they are, a thousandth of them (1, 5, 10, 50) in euro-like units.
 */
import type { BettingLimits } from '../../schemas/betting.ts';
import { CURRENCIES, type CurrencyCode } from '../../schemas/wallet.ts';
import type { StakeLimits } from '../../domain/bet-limits.ts';
import { TEASER_TYPES } from '../../domain/teaser.ts';

/** The default entry, in hundredths of a euro-like unit. */
const DEFAULT_LIMITS = { minStake: 10n, maxStakePerSelection: 100_00n, maxStakePerTicket: 1_000_00n, maxPayoutPerTicket: 50_000_00n } as const;
/** SPEC CON-08 (1000, 5000, 10000, 50000) in hundredths of a euro-like unit: 1, 5, 10 and 50. */
const QUICK_STAKES = [1_00n, 5_00n, 10_00n, 50_00n] as const;

/** Powers of ten from the euro-like table to each currency (KRW: 1,000 won for 1 euro-like unit). */
const SCALE_EXPONENT: Readonly<Partial<Record<CurrencyCode, number>>> = {
  KRW: 3,
  JPY: 2,
  RUB: 2,
  INR: 2,
  CNY: 1,
  TRY: 1,
  DOGE: 1,
  BTC: -5,
  mBTC: -2,
  ETH: -3,
  mETH: 0,
  LTC: -2,
  BCH: -3,
  NEO: -1,
  BNB: -3,
};

/** An amount of the euro-like table (hundredths) in `currency`'s minor units; at least one minor unit. */
export function inCurrency(hundredths: bigint, currency: CurrencyCode): bigint {
  const exponent = (SCALE_EXPONENT[currency] ?? 0) + CURRENCIES[currency].decimals - 2;
  const amount = exponent >= 0 ? hundredths * 10n ** BigInt(exponent) : hundredths / 10n ** BigInt(-exponent);
  return amount > 0n ? amount : 1n;
}

export function stakeLimits(currency: CurrencyCode): StakeLimits {
  return {
    minStakeMinor: inCurrency(DEFAULT_LIMITS.minStake, currency),
    maxStakePerSelectionMinor: inCurrency(DEFAULT_LIMITS.maxStakePerSelection, currency),
    maxStakePerTicketMinor: inCurrency(DEFAULT_LIMITS.maxStakePerTicket, currency),
    maxPayoutPerTicketMinor: inCurrency(DEFAULT_LIMITS.maxPayoutPerTicket, currency),
  };
}

/** The answer of GET /api/betting/limits. */
export function bettingLimits(currency: CurrencyCode): BettingLimits {
  const limits = stakeLimits(currency);
  return {
    Currency: currency,
    MinStakeMinor: limits.minStakeMinor.toString(),
    MaxStakePerSelectionMinor: limits.maxStakePerSelectionMinor.toString(),
    MaxStakePerTicketMinor: limits.maxStakePerTicketMinor.toString(),
    MaxPayoutPerTicketMinor: limits.maxPayoutPerTicketMinor.toString(),
    QuickStakesMinor: QUICK_STAKES.map((q) => inCurrency(q, currency).toString()),
    TeaserTypes: TEASER_TYPES.map((t) => ({
      ID: t.id,
      SportSystemID: t.sportSystemId,
      Points: t.pointsTenths / 10,
      Selections: Object.entries(t.oddsMilli).map(([n, odds]) => ({ NumberOfSelections: Number(n), Odds: odds / 1000 })),
    })),
  };
}
