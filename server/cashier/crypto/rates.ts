/**
 * Crypto rates (issue #18; SPEC ENT-36): what one coin is worth in an account's currency. A real
 * house reads them from its custody provider or an exchange; the sandbox quotes a fixed table of
 * euro prices (README "Cashier"), so tests and screenshots stay the same from run to run.
 */
import { decimalText } from '../../../domain/crypto-coins.ts';
import type { CryptoCoin } from '../../../schemas/cashier.ts';
import type { CurrencyCode } from '../../../schemas/wallet.ts';

export interface CryptoRates {
  /** One `coin` in `currency`, as exact decimal text (at most 12 decimals, rounded down). */
  rate(coin: CryptoCoin, currency: CurrencyCode): Promise<string>;
}

/** Euro prices, in hundred-millionths of a euro. */
const EUR_PRICES: Readonly<Record<CurrencyCode, bigint>> = {
  EUR: 100_000_000n,
  USD: 92_000_000n,
  GBP: 117_000_000n,
  BGN: 51_130_000n,
  KRW: 68_000n,
  JPY: 610_000n,
  CNY: 12_700_000n,
  RUB: 980_000n,
  TRY: 2_700_000n,
  BRL: 17_000_000n,
  CAD: 68_000_000n,
  AUD: 61_000_000n,
  INR: 1_100_000n,
  BTC: 5_800_000_000_000n,
  mBTC: 5_800_000_000n,
  ETH: 310_000_000_000n,
  mETH: 310_000_000n,
  LTC: 7_200_000_000n,
  BCH: 33_000_000_000n,
  DOGE: 11_000_000n,
  NEO: 900_000_000n,
  BNB: 54_000_000_000n,
  USDT: 92_000_000n,
  USDTE: 92_000_000n,
  USDTT: 92_000_000n,
};

const RATE_DECIMALS = 12;

/** The sandbox's rates: the ratio of two euro prices, cut to 12 decimals. */
export function sandboxRates(): CryptoRates {
  return {
    async rate(coin, currency) {
      return decimalText((EUR_PRICES[coin] * 10n ** BigInt(RATE_DECIMALS)) / EUR_PRICES[currency], RATE_DECIMALS);
    },
  };
}
