/**
 * The coins the cashier takes (issue #18; SPEC CON-14..16, VAL-40): the chain each lives on, its
 * on-chain decimals, the least a deposit or a payout may be, and how many blocks make a deposit
 * final. Amounts here are decimal text in the coin; `atomic` units are the chain's smallest.
 */
import type { Chain } from './crypto-address.ts';

export const CRYPTO_COINS = ['BTC', 'ETH', 'USDTE', 'USDTT', 'LTC', 'BCH', 'DOGE', 'BNB'] as const;
export type CryptoCoin = (typeof CRYPTO_COINS)[number];

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

/** Atomic units as the coin's decimal text, without trailing zeros ("0.0002", "15"). */
export function fromAtomic(coin: CryptoCoin, atomic: bigint): string {
  const decimals = COINS[coin].decimals;
  const digits = atomic.toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

/** VAL-40: a transfer the provider registers (at or above the coin's minimum deposit). */
export const depositRegistered = (coin: CryptoCoin, atomic: bigint): boolean => atomic >= toAtomic(coin, COINS[coin].minDeposit)!;
