/**
 * The crypto cashier's reads (issue #18): the player's deposit address for a coin, made on first
 * ask (STA-27: none yet → one is requested, then loaded again), and the coins' rates (ENT-36).
 */
import { cryptoAddressAnswerSchema, cryptoRatesAnswerSchema, type CryptoAddress, type CryptoCoin } from '../../schemas/cashier.ts';
import { getChecked } from './checked-get.ts';
import { api, ApiFailure } from './session.ts';

const addressPath = (coin: CryptoCoin) => `/api/cashier/crypto/addresses/${coin}`;

export async function depositAddress(coin: CryptoCoin): Promise<CryptoAddress> {
  try {
    return (await getChecked(addressPath(coin), {}, cryptoAddressAnswerSchema)).Address;
  } catch (error) {
    if (!(error instanceof ApiFailure && error.status === 404)) throw error;
  }
  await api('POST', '/api/cashier/crypto/addresses', { Currency: coin });
  return (await getChecked(addressPath(coin), {}, cryptoAddressAnswerSchema)).Address;
}

export const cryptoRates = () => getChecked('/api/cashier/crypto/rates', {}, cryptoRatesAnswerSchema);
