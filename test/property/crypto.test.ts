/**
 * Crypto addresses (domain/crypto-address.ts) and coin amounts (domain/crypto-coins.ts): published
 * test vectors of each format, and properties over derived keys: every address the house makes
 * is valid on its chain and on no other format's, and one changed character is caught.
 */
import { HDKey } from '@scure/bip32';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { addressFromPublicKey, addressValid, CHAINS, eip55, type Chain } from '../../domain/crypto-address.ts';
import { COINS, creditedMinor, decimalText, depositRegistered, fromAtomic, payoutAllowed, payoutAtomic, toAtomic } from '../../domain/crypto-coins.ts';
import { bicValid, ibanCheckDigits, ibanValid } from '../../domain/bank-account.ts';
import { CRYPTO_COINS } from '../../schemas/cashier.ts';
import { seeded } from '../fixtures/fc-seed.ts';

const root = HDKey.fromMasterSeed(new Uint8Array(32).fill(42));

describe('crypto addresses', () => {
  test('published vectors: EIP-55, BIP-173 (bech32), base58check and Tron', () => {
    // EIP-55's own examples.
    for (const a of ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359', '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB', '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb']) {
      expect(eip55(a.slice(2))).toBe(a);
      expect(addressValid('ethereum', a)).toBe(true);
      expect(addressValid('ethereum', a.slice(0, 2) + a.slice(2).toLowerCase())).toBe(true);
    }
    expect(addressValid('ethereum', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).toBe(false);
    // BIP-173 / BIP-350.
    expect(addressValid('bitcoin', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')).toBe(true);
    expect(addressValid('bitcoin', 'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4')).toBe(true);
    expect(addressValid('bitcoin', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5')).toBe(false);
    expect(addressValid('bitcoin', 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0')).toBe(true);
    expect(addressValid('litecoin', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')).toBe(false);
    // Base58check: Bitcoin's genesis address, a Dogecoin and a Tron address.
    expect(addressValid('bitcoin', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toBe(true);
    expect(addressValid('bitcoin-cash', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toBe(true);
    expect(addressValid('dogecoin', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toBe(false);
    expect(addressValid('tron', 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7')).toBe(true);
    expect(addressValid('tron', 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU8')).toBe(false);
  });

  test('(property) every derived address is valid on its chain, not on the others’ formats, and one changed character is caught', () => {
    const formats: Chain[][] = [['bitcoin'], ['litecoin'], ['bitcoin-cash'], ['dogecoin'], ['ethereum', 'bsc'], ['tron']];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.constantFrom(...CHAINS), fc.nat(), (index, chain, at) => {
        const address = addressFromPublicKey(chain, root.deriveChild(0).deriveChild(index).publicKey!);
        expect(addressValid(chain, address)).toBe(true);
        const same = formats.find((f) => f.includes(chain))!;
        // Bitcoin Cash keeps Bitcoin's legacy form: its addresses are valid there too.
        for (const other of CHAINS.filter((c) => !same.includes(c) && !(chain === 'bitcoin-cash' && c === 'bitcoin'))) expect(addressValid(other, address), other).toBe(false);
        if (chain === 'ethereum' || chain === 'bsc') {
          const letters = [...address.slice(2)].flatMap((c, i) => (/[a-fA-F]/.test(c) ? [i + 2] : []));
          if (letters.length === 0) return;
          const i = letters[at % letters.length]!;
          const c = address[i]!;
          expect(addressValid(chain, address.slice(0, i) + (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase()) + address.slice(i + 1))).toBe(false);
        } else {
          const i = 4 + (at % (address.length - 4));
          const alphabet = chain === 'bitcoin' || chain === 'litecoin' ? 'qpzry9x8gf2tvdw0s3jn54khce6mua7l' : '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
          const swapped = alphabet[(alphabet.indexOf(address[i]!) + 1) % alphabet.length]!;
          expect(addressValid(chain, address.slice(0, i) + swapped + address.slice(i + 1))).toBe(false);
        }
      }),
      seeded('crypto addresses', 200),
    );
  });
});

describe('coin amounts', () => {
  test('[VAL-40] toAtomic and fromAtomic round-trip, refuse too many decimals, and the minimums register', () => {
    expect(toAtomic('BTC', '0.0002')).toBe(20_000n);
    expect(fromAtomic('BTC', 20_000n)).toBe('0.0002');
    expect(toAtomic('USDTT', '1.0000001')).toBeNull();
    expect(toAtomic('ETH', '-1')).toBeNull();
    expect(fromAtomic('ETH', 10n ** 18n)).toBe('1');
    for (const coin of CRYPTO_COINS) {
      const min = toAtomic(coin, COINS[coin].minDeposit)!;
      expect(depositRegistered(coin, min)).toBe(true);
      expect(depositRegistered(coin, min - 1n)).toBe(false);
    }
    expect(decimalText(5n, 3)).toBe('0.005');
  });

  test('(property) a credit is the exact floor of amount × rate, never more, and a rate of 1 credits the amount itself', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CRYPTO_COINS), fc.bigInt({ min: 1n, max: 10n ** 24n }), fc.bigInt({ min: 1n, max: 10n ** 16n }), fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 8 }), (coin, atomic, rateUnits, rateScale, decimals) => {
        const rate = decimalText(rateUnits, rateScale);
        const credited = creditedMinor(coin, atomic, rate, decimals);
        const scale = 10n ** BigInt(COINS[coin].decimals + rateScale);
        const exact = atomic * rateUnits * 10n ** BigInt(decimals);
        expect(credited * scale <= exact).toBe(true);
        expect((credited + 1n) * scale > exact).toBe(true);
        if (decimals === COINS[coin].decimals) expect(creditedMinor(coin, atomic, '1', decimals)).toBe(atomic);
      }),
      seeded('crypto credits', 500),
    );
  });

  test('[CON-14] (property) a payout sends the most coin the amount buys at the rate, never more: its worth is at most the amount, one atomic unit more would exceed it', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CRYPTO_COINS), fc.bigInt({ min: 1n, max: 10n ** 15n }), fc.bigInt({ min: 1n, max: 10n ** 16n }), fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 8 }), (coin, minor, rateUnits, rateScale, decimals) => {
        const rate = decimalText(rateUnits, rateScale);
        const atomic = payoutAtomic(coin, minor, rate, decimals);
        const scale = 10n ** BigInt(COINS[coin].decimals + rateScale);
        const worth = (units: bigint) => units * rateUnits * 10n ** BigInt(decimals);
        expect(worth(atomic) <= minor * scale).toBe(true);
        expect(worth(atomic + 1n) > minor * scale).toBe(true);
        expect(creditedMinor(coin, atomic, rate, decimals) <= minor).toBe(true);
      }),
      seeded('crypto payouts', 500),
    );
    // The minimums as the SPEC lists them (CON-14).
    expect(payoutAllowed('BTC', toAtomic('BTC', '0.0002')!)).toBe(true);
    expect(payoutAllowed('BTC', toAtomic('BTC', '0.00019999')!)).toBe(false);
    expect(payoutAllowed('DOGE', toAtomic('DOGE', '0.99')!)).toBe(false);
    expect(payoutAtomic('BTC', 5800n, '58000', 2)).toBe(toAtomic('BTC', '0.001'));
  });
});

describe('bank accounts', () => {
  test('[VAL-34] published IBANs pass; made check digits pass; a digit or a letter replaced by another fails; BICs of 8 or 11', () => {
    for (const iban of ['DE89 3704 0044 0532 0130 00', 'GB82 WEST 1234 5698 7654 32', 'FR14 2004 1010 0505 0001 3M02 606', 'NL91ABNA0417164300']) expect(ibanValid(iban)).toBe(true);
    const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    fc.assert(
      fc.property(fc.constantFrom('DE', 'GB', 'FR', 'TR'), fc.stringMatching(/^[0-9A-Z]{12,24}$/), fc.nat(), fc.integer({ min: 1, max: 35 }), (country, bban, at, shift) => {
        const iban = country + ibanCheckDigits(country, bban) + bban;
        expect(ibanValid(iban)).toBe(true);
        // ISO 13616's mod 97 catches every digit replaced by another digit and every letter by
        // another letter (a letter for a digit changes the number's length and may slip through).
        const i = 2 + (at % (iban.length - 2));
        const was = iban[i]!;
        const pool = /\d/.test(was) ? alphabet.slice(0, 10) : alphabet.slice(10);
        const now = pool[(pool.indexOf(was) + shift) % pool.length]!;
        if (now !== was) expect(ibanValid(iban.slice(0, i) + now + iban.slice(i + 1))).toBe(false);
      }),
      seeded('iban check digits', 500),
    );
    expect(bicValid('COBADEFFXXX') && bicValid('DEUTDEFF') && !bicValid('DEUT') && !bicValid('DEUTDEFF5')).toBe(true);
  });
});
