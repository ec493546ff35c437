/**
 * Rocket Crash (issue #19), single player with an automatic cash-out. One float f sets where the
 * rocket crashes: crash = max(1.00, ⌊99 / (1 − f)⌋ / 100). The round pays stake × target when the
 * crash point reaches the target, nothing otherwise.
 *
 * Why 99 %: crash ≥ t exactly when 1 − f ≤ 0.99 / t, which has probability 0.99 / t, so a target t
 * returns t × 0.99 / t = 0.99 whatever t is (about 2 % of rounds show 1.00×: the rocket is gone
 * before the lowest target, 1.01×). The float is a 32-bit fraction k / 2³², so the crash point is
 * computed from k in integers, never rounded across a hundredth; the exact return is then
 * t/100 × ⌊99·2³²/t⌋ / 2³², within 2.4·10⁻⁷ below 0.99 for every target the bet schema allows
 * (test/unit/casino-engines.test.ts checks them all). The payout is then rounded down to a minor unit.
 */
import { crashBetSchema, CRASH_MAX_TARGET, type CrashBet } from '../../schemas/casino-bets.ts';
import type { InstantEngine } from './engine.ts';
import type { FloatSource } from './fair.ts';

export const CRASH_RTP = 0.99;

const TWO_32 = 2 ** 32;
const NUMERATOR = 99 * TWO_32;

export type CrashOutcome = {
  /** Where the rocket crashed, in hundredths (100 is 1.00×). */
  readonly crashHundredths: number;
  readonly targetHundredths: number;
  readonly cashedOut: boolean;
  readonly payoutMinor: string;
};

/** The crash point, in hundredths, for a float k / 2³² (a float of finer grain is cut to 32 bits). */
export function crashPointFromFloat(f: number): number {
  const k = Math.floor(f * TWO_32);
  const rest = TWO_32 - k;
  // ⌊99·2³² / rest⌋ in exact integer steps: the quotient of two doubles may round up across an integer.
  let q = Math.floor(NUMERATOR / rest);
  if (q * rest > NUMERATOR) q--;
  else if ((q + 1) * rest <= NUMERATOR) q++;
  return Math.max(100, q);
}

export function crashPoint(source: FloatSource): number {
  return crashPointFromFloat(source.next());
}

export const rocketCrash: InstantEngine<'crash', CrashBet, CrashOutcome> = {
  kind: 'crash',
  rtp: CRASH_RTP,
  betSchema: crashBetSchema,
  stakeOf: (bet) => bet.StakeMinor,
  maxWin: (bet) => (bet.StakeMinor * BigInt(Math.min(bet.TargetHundredths, CRASH_MAX_TARGET))) / 100n,
  play(bet, source) {
    const crashHundredths = crashPoint(source);
    const cashedOut = crashHundredths >= bet.TargetHundredths;
    const payout = cashedOut ? (bet.StakeMinor * BigInt(bet.TargetHundredths)) / 100n : 0n;
    return { outcome: { crashHundredths, targetHundredths: bet.TargetHundredths, cashedOut, payoutMinor: payout.toString() }, payout };
  },
};
