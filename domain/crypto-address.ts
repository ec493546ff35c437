/**
 * Crypto deposit and payout addresses in each chain's own checksummed format (issue #18; SPEC
 * ENT-34/35, CON-14..16, VAL-40). The house derives a player's deposit address from a public key
 * (BIP-32, server/cashier/crypto); the page and the house check a typed payout address here.
 *
 * Formats: Bitcoin and Litecoin pay-to-witness-key-hash in bech32 (BIP-173), Dogecoin and Bitcoin
 * Cash pay-to-key-hash in base58check (Bitcoin Cash's cashaddr is not offered: its legacy form is
 * valid on the chain), Ethereum and BNB Smart Chain in EIP-55 mixed-case hex, Tron in base58check
 * with its 0x41 prefix. The encodings come from @scure/base and the hashes from @noble/hashes.
 */
import { bech32, bech32m, createBase58check } from '@scure/base';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { ripemd160 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex } from '@noble/hashes/utils.js';

export const CHAINS = ['bitcoin', 'litecoin', 'bitcoin-cash', 'dogecoin', 'ethereum', 'bsc', 'tron'] as const;
export type Chain = (typeof CHAINS)[number];

/** The networks' own names (proper nouns, the same in every language). */
export const CHAIN_NAMES: Readonly<Record<Chain, string>> = {
  bitcoin: 'Bitcoin',
  litecoin: 'Litecoin',
  'bitcoin-cash': 'Bitcoin Cash',
  dogecoin: 'Dogecoin',
  ethereum: 'Ethereum (ERC-20)',
  bsc: 'BNB Smart Chain (BEP-20)',
  tron: 'Tron (TRC-20)',
};

const base58check = createBase58check(sha256);
const hash160 = (bytes: Uint8Array) => ripemd160(sha256(bytes));

/** The last 20 bytes of the Keccak-256 of the uncompressed key: an Ethereum-style account. */
function keccakAccount(publicKey: Uint8Array): Uint8Array {
  const uncompressed = secp256k1.Point.fromBytes(publicKey).toBytes(false);
  return keccak_256(uncompressed.subarray(1)).subarray(12);
}

/** EIP-55: a hex letter is upper case where the Keccak-256 of the lower-case address has its nibble ≥ 8. */
export function eip55(account: Uint8Array | string): string {
  const lower = typeof account === 'string' ? account.toLowerCase() : bytesToHex(account);
  const hash = bytesToHex(keccak_256(new TextEncoder().encode(lower)));
  let out = '0x';
  for (let i = 0; i < lower.length; i++) out += parseInt(hash[i]!, 16) >= 8 ? lower[i]!.toUpperCase() : lower[i]!;
  return out;
}

const withVersion = (version: number, payload: Uint8Array) => {
  const bytes = new Uint8Array(1 + payload.length);
  bytes[0] = version;
  bytes.set(payload, 1);
  return bytes;
};

/** Base58check version bytes a chain's key-hash and script-hash addresses start with. */
const BASE58_VERSIONS: Partial<Record<Chain, readonly number[]>> = {
  bitcoin: [0x00, 0x05],
  litecoin: [0x30, 0x32, 0x05],
  'bitcoin-cash': [0x00, 0x05],
  dogecoin: [0x1e, 0x16],
  tron: [0x41],
};
const BECH32_PREFIX: Partial<Record<Chain, string>> = { bitcoin: 'bc', litecoin: 'ltc' };

/** The address that pays to a compressed secp256k1 public key (33 bytes) on `chain`. */
export function addressFromPublicKey(chain: Chain, publicKey: Uint8Array): string {
  switch (chain) {
    case 'bitcoin':
    case 'litecoin':
      return bech32.encode(BECH32_PREFIX[chain]!, [0, ...bech32.toWords(hash160(publicKey))]);
    case 'bitcoin-cash':
      return base58check.encode(withVersion(0x00, hash160(publicKey)));
    case 'dogecoin':
      return base58check.encode(withVersion(0x1e, hash160(publicKey)));
    case 'ethereum':
    case 'bsc':
      return eip55(keccakAccount(publicKey));
    case 'tron':
      return base58check.encode(withVersion(0x41, keccakAccount(publicKey)));
  }
}

function segwitValid(prefix: string, text: string): boolean {
  const lower = text.toLowerCase();
  if (text !== lower && text !== text.toUpperCase()) return false;
  if (!lower.startsWith(`${prefix}1`)) return false;
  try {
    // Version 0 programs are bech32 (20 or 32 bytes); later versions bech32m (BIP-350).
    const v0 = bech32.decodeUnsafe(lower, 90);
    if (v0 && v0.prefix === prefix && v0.words[0] === 0) {
      const program = bech32.fromWords(v0.words.slice(1));
      return program.length === 20 || program.length === 32;
    }
    const v1 = bech32m.decodeUnsafe(lower, 90);
    if (!v1 || v1.prefix !== prefix || v1.words[0] === undefined || v1.words[0] < 1 || v1.words[0] > 16) return false;
    const program = bech32m.fromWords(v1.words.slice(1));
    return program.length >= 2 && program.length <= 40;
  } catch {
    return false;
  }
}

function base58Valid(versions: readonly number[], text: string): boolean {
  try {
    const bytes = base58check.decode(text);
    return bytes.length === 21 && versions.includes(bytes[0]!);
  } catch {
    return false;
  }
}

/** EIP-55: 0x and 40 hex digits, all lower case (no checksum to check) or with a right checksum. */
function evmValid(text: string): boolean {
  if (!/^0x[0-9a-fA-F]{40}$/.test(text)) return false;
  const hex = text.slice(2);
  return hex === hex.toLowerCase() || eip55(hex) === text;
}

/** A payout address valid on `chain`: right format, right network, right checksum. */
export function addressValid(chain: Chain, text: string): boolean {
  switch (chain) {
    case 'ethereum':
    case 'bsc':
      return evmValid(text);
    default: {
      const prefix = BECH32_PREFIX[chain];
      return (prefix !== undefined && segwitValid(prefix, text)) || base58Valid(BASE58_VERSIONS[chain]!, text);
    }
  }
}
