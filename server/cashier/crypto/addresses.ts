/**
 * Deposit addresses (ADR 0036): a player's address for a coin is derived by BIP-32 (@scure/bip32)
 * at m/purpose'/coinType'/0'/0/<player id> and encoded in its chain's format. The house keeps only
 * the accounts' extended public keys: it can make addresses, never spend from them. The sandbox
 * makes its accounts from a house secret; a real custody provider hands the house its accounts'
 * public keys instead (or makes the addresses itself, behind the same interface).
 */
import { HDKey } from '@scure/bip32';
import { addressFromPublicKey } from '../../../domain/crypto-address.ts';
import { COINS } from '../../../domain/crypto-coins.ts';
import { CRYPTO_COINS, type CryptoCoin } from '../../../schemas/cashier.ts';

export interface AddressBook {
  /** The address of derivation index `index` (a player's id) for `coin`. */
  address(coin: CryptoCoin, index: number): string;
}

/** Addresses from each coin's account public key. */
export function publicKeyAddressBook(accountKeys: Readonly<Record<CryptoCoin, HDKey>>): AddressBook {
  // The receiving branch (0) of each account, once.
  const receiving = new Map(CRYPTO_COINS.map((coin) => [coin, accountKeys[coin].deriveChild(0)]));
  return {
    address(coin, index) {
      if (!Number.isInteger(index) || index < 0 || index >= 2 ** 31) throw new RangeError(`a derivation index is 0 to 2^31 - 1, not ${index}`);
      return addressFromPublicKey(COINS[coin].chain, receiving.get(coin)!.deriveChild(index).publicKey!);
    },
  };
}

/** The sandbox's accounts, from a seed; only their public halves are kept. */
export function sandboxAddressBook(seed: Uint8Array): AddressBook {
  const root = HDKey.fromMasterSeed(seed);
  const account = (coin: CryptoCoin) => {
    const { purpose, coinType } = COINS[coin];
    return HDKey.fromExtendedKey(root.derive(`m/${purpose}'/${coinType}'/0'`).publicExtendedKey);
  };
  return publicKeyAddressBook(Object.fromEntries(CRYPTO_COINS.map((coin) => [coin, account(coin)])) as Record<CryptoCoin, HDKey>);
}
