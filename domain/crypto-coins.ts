/**
 * The coins the cashier takes (issue #18; SPEC CON-14..16, VAL-40): the chain each lives on, its
 * on-chain decimals, the least a deposit or a payout may be, and how many blocks make a deposit
 * final. Amounts here are decimal text in the coin; `atomic` units are the chain's smallest.
 */
import { CRYPTO_COINS, type CryptoCoin } from '../schemas/cashier.ts';
import type { Chain } from './crypto-address.ts';

export type CoinInfo = {
  readonly chain: Chain;
  /** Decimals of the chain's smallest unit (satoshi, wei, Tether's 6). */
  readonly decimals: number;
  /** VAL-40: below this a deposit is not registered (the provider ignores it). */
  readonly minDeposit: string;
  /** CON-14: the least a payout may be. */
  readonly minWithdrawal: string;
  /** Blocks on top of the deposit's (itself included) before it is credited. */
  readonly confirmations: number;
  /** BIP-44 purpose and coin type of the deposit addresses' account (m/purpose'/coinType'/0'/0/index). */
  readonly purpose: 44 | 84;
  readonly coinType: number;
  /** The asset's name on its chain when it is a token (CON-16: USDTE is Tether on Ethereum, USDTT on Tron). */
  readonly token?: 'ERC-20' | 'TRC-20';
};

/** VAL-40: when a coin has no minimum of its own, a hundredth of it. */
const DEFAULT_MINIMUM = '0.01';

export const COINS: Readonly<Record<CryptoCoin, CoinInfo>> = {
  BTC: { chain: 'bitcoin', decimals: 8, minDeposit: '0.0002', minWithdrawal: '0.0002', confirmations: 2, purpose: 84, coinType: 0 },
  ETH: { chain: 'ethereum', decimals: 18, minDeposit: '0.01', minWithdrawal: '0.01', confirmations: 12, purpose: 44, coinType: 60 },
  USDTE: { chain: 'ethereum', decimals: 6, minDeposit: '0.01', minWithdrawal: '0.01', confirmations: 12, purpose: 44, coinType: 60, token: 'ERC-20' },
  USDTT: { chain: 'tron', decimals: 6, minDeposit: DEFAULT_MINIMUM, minWithdrawal: '0.01', confirmations: 19, purpose: 44, coinType: 195, token: 'TRC-20' },
  LTC: { chain: 'litecoin', decimals: 8, minDeposit: '0.01', minWithdrawal: '0.01', confirmations: 6, purpose: 84, coinType: 2 },
  BCH: { chain: 'bitcoin-cash', decimals: 8, minDeposit: '0.001', minWithdrawal: '0.001', confirmations: 6, purpose: 44, coinType: 145 },
  DOGE: { chain: 'dogecoin', decimals: 8, minDeposit: '1', minWithdrawal: '1', confirmations: 40, purpose: 44, coinType: 3 },
  BNB: { chain: 'bsc', decimals: 18, minDeposit: DEFAULT_MINIMUM, minWithdrawal: DEFAULT_MINIMUM, confirmations: 15, purpose: 44, coinType: 60 },
};

export const isCryptoCoin = (code: string): code is CryptoCoin => (CRYPTO_COINS as readonly string[]).includes(code);

/** A decimal amount in the coin as its atomic units, or null when it is not a plain non-negative decimal with at most the coin's decimals. */
export function toAtomic(coin: CryptoCoin, text: string): bigint | null {
  const match = /^(\d{1,30})(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return null;
  const decimals = COINS[coin].decimals;
  const fraction = match[2] ?? '';
  if (fraction.length > decimals) return null;
  return BigInt(match[1]! + fraction.padEnd(decimals, '0'));
}

/** `units` of 10^-decimals as decimal text, without trailing zeros (20000n, 8 → "0.0002"). */
export function decimalText(units: bigint, decimals: number): string {
  const digits = units.toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

/** Atomic units as the coin's decimal text ("0.0002", "15"). */
export const fromAtomic = (coin: CryptoCoin, atomic: bigint): string => decimalText(atomic, COINS[coin].decimals);

/** VAL-40: a transfer the provider registers (at or above the coin's minimum deposit). */
export const depositRegistered = (coin: CryptoCoin, atomic: bigint): boolean => atomic >= toAtomic(coin, COINS[coin].minDeposit)!;

/** A non-negative decimal text as an integer and its power of ten ("58000.5" → 580005n, 1). */
function decimalParts(text: string): { units: bigint; scale: number } | null {
  const match = /^(\d{1,30})(?:\.(\d{1,30}))?$/.exec(text);
  if (!match) return null;
  const fraction = match[2] ?? '';
  return { units: BigInt(match[1]! + fraction), scale: fraction.length };
}

/**
 * What `atomic` units of `coin` credit at `rate` (one coin in the account currency, decimal text),
 * in the account currency's minor units (`decimals`), rounded down: exact integer arithmetic.
 */
export function creditedMinor(coin: CryptoCoin, atomic: bigint, rate: string, decimals: number): bigint {
  const parts = decimalParts(rate);
  if (!parts) throw new Error(`a rate must be a plain decimal, not ${rate}`);
  return (atomic * parts.units * 10n ** BigInt(decimals)) / 10n ** BigInt(COINS[coin].decimals + parts.scale);
}

/**
 * CON-14: a payout of `minor` units of the account currency (`decimals`) at `rate` (one coin in
 * that currency, decimal text) as the coin's atomic units, rounded down: the inverse of
 * creditedMinor, so the player is never sent more than the amount withdrawn.
 */
export function payoutAtomic(coin: CryptoCoin, minor: bigint, rate: string, decimals: number): bigint {
  const parts = decimalParts(rate);
  if (!parts || parts.units === 0n) throw new Error(`a rate must be a positive plain decimal, not ${rate}`);
  return (minor * 10n ** BigInt(COINS[coin].decimals + parts.scale)) / (parts.units * 10n ** BigInt(decimals));
}

/** CON-14: a payout at or above the coin's minimum withdrawal. */
export const payoutAllowed = (coin: CryptoCoin, atomic: bigint): boolean => atomic >= toAtomic(coin, COINS[coin].minWithdrawal)!;
