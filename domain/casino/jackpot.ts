/**
 * Mystery jackpots (issue #19; SPEC ENT-59, API-25, API-55), pure. Each tier is a progressive pot
 * funded by a share of every real casino stake; the share comes out of the house's edge, so a
 * game's own RTP is unchanged and the pots are returned on top of it. A pot must drop before its
 * cap: when it is seeded the house draws the amount it will drop at, uniformly between its seed
 * and its cap, and publishes only SHA-256(`${dropMinor}:${salt}`); the stake whose share carries
 * the pot to that amount wins all of it, and the amount and the salt are revealed with the win.
 *
 * A pot counts in ten-thousandths of a minor unit ("points"), so a share of basis points is exact.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import type { JackpotTier } from '../../schemas/jackpots.ts';

export const POINTS_PER_MINOR = 10_000n;

/** Each tier's seed and cap in hundredths of the euro-like unit, and its share of a stake in basis points. */
export const JACKPOT_TIER_RULES: Readonly<Record<JackpotTier, { readonly seedHundredths: bigint; readonly capHundredths: bigint; readonly shareBp: bigint }>> = {
  mini: { seedHundredths: 5_00n, capHundredths: 25_00n, shareBp: 30n },
  major: { seedHundredths: 50_00n, capHundredths: 250_00n, shareBp: 15n },
  mega: { seedHundredths: 500_00n, capHundredths: 2_500_00n, shareBp: 5n },
};

/** What a stake adds to a tier's pot, in points. */
export const sharePoints = (tier: JackpotTier, stakeMinor: bigint): bigint => stakeMinor * JACKPOT_TIER_RULES[tier].shareBp;

/** A pot's amount in whole minor units. */
export const potMinor = (points: bigint): bigint => points / POINTS_PER_MINOR;

/** The amount a fresh pot drops at: uniform over [seed, cap) for `float` in [0, 1). */
export function dropAmount(seedMinor: bigint, capMinor: bigint, float: number): bigint {
  const span = capMinor - seedMinor;
  return seedMinor + (BigInt(Math.floor(float * 2 ** 32)) * span) / 2n ** 32n;
}

/** What a pot publishes before it drops. */
export const dropCommitment = (dropMinor: bigint, salt: string): string => bytesToHex(sha256(utf8ToBytes(`${dropMinor}:${salt}`)));

/**
 * A stake's share added to a pot standing at `points`: the pot after it, and the amount won when
 * it reached the drop amount (the pot's whole minor units; the fraction stays for the next pot).
 */
export function addShare(points: bigint, share: bigint, dropMinor: bigint): { readonly points: bigint; readonly wonMinor: bigint | null } {
  const after = points + share;
  if (potMinor(after) < dropMinor) return { points: after, wonMinor: null };
  const won = potMinor(after);
  return { points: after - won * POINTS_PER_MINOR, wonMinor: won };
}
