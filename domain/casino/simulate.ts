/**
 * Plays many rounds of a game on the fast float source and keeps the moments of each round's
 * return, so a test (or the bench) can set the mean against the declared RTP with a confidence
 * interval from the measured variance. Pure, so it runs alike in a test and in a worker thread.
 */
import type { BaccaratBet, BlackjackBet, CrashBet, RouletteBet } from '../../schemas/casino-bets.ts';
import { roulettePlacementSets, ROULETTE_KINDS } from '../../schemas/casino-bets.ts';
import { baccarat } from './baccarat.ts';
import { act, blackjack } from './blackjack.ts';
import { basicStrategy } from './blackjack-strategy.ts';
import { rocketCrash } from './crash.ts';
import { fastFloats } from './fair.ts';
import { GAMES, type GameKey } from './games.ts';
import { europeanRoulette } from './roulette.ts';

/** Sums over rounds of a per-round return x (payout over stake): the mean and its standard error, the largest x and how many rounds had x > 0. */
export type Moments = { n: number; sum: number; sumSquares: number; max: number; paying: number };

/** Sums for a ratio of two per-round amounts (blackjack's payout over everything staked, doubles and splits included). */
export type RatioMoments = { n: number; paid: number; staked: number; paidSquares: number; stakedSquares: number; cross: number };

export type Simulation = {
  readonly game: GameKey;
  readonly rounds: number;
  readonly seed: number;
  /** `rtp` is the measure the declared RTP is held to; baccarat adds each bet's own. */
  readonly measures: Readonly<Record<string, Moments>>;
  readonly perStaked?: RatioMoments;
};

const empty = (): Moments => ({ n: 0, sum: 0, sumSquares: 0, max: 0, paying: 0 });

function add(m: Moments, x: number): void {
  m.n++;
  m.sum += x;
  m.sumSquares += x * x;
  if (x > m.max) m.max = x;
  if (x > 0) m.paying++;
}

export function mean(m: Moments): number {
  return m.sum / m.n;
}

/** Standard error of the mean, from the rounds' own variance. */
export function standardError(m: Moments): number {
  const mu = mean(m);
  return Math.sqrt(Math.max(0, m.sumSquares / m.n - mu * mu) / m.n);
}

export function merge(a: Moments, b: Moments): Moments {
  return { n: a.n + b.n, sum: a.sum + b.sum, sumSquares: a.sumSquares + b.sumSquares, max: Math.max(a.max, b.max), paying: a.paying + b.paying };
}

export function mergeRatio(a: RatioMoments, b: RatioMoments): RatioMoments {
  return {
    n: a.n + b.n,
    paid: a.paid + b.paid,
    staked: a.staked + b.staked,
    paidSquares: a.paidSquares + b.paidSquares,
    stakedSquares: a.stakedSquares + b.stakedSquares,
    cross: a.cross + b.cross,
  };
}

/** Payout over stake, and its standard error by the delta method: Var(paid − ratio × staked) / (n × mean staked²). */
export function ratio(m: RatioMoments): { readonly value: number; readonly standardError: number } {
  const value = m.paid / m.staked;
  const residual = (m.paidSquares - 2 * value * m.cross + value * value * m.stakedSquares) / m.n;
  const stakedMean = m.staked / m.n;
  return { value, standardError: Math.sqrt(Math.max(0, residual) / m.n) / stakedMean };
}

/** The bets the roulette simulation cycles through: the first combination of every kind, one chip each. */
const ROULETTE_BETS: RouletteBet[] = ROULETTE_KINDS.map((kind) => ({ Placements: [{ Kind: kind, Numbers: [...roulettePlacementSets(kind)[0]!], StakeMinor: 36n }] }));
/** Crash targets the simulation cycles through, from a near-certain 1.01× to a 1-in-100 10×. */
const CRASH_TARGETS = [101, 150, 200, 300, 500, 1000];

/**
 * Plays `rounds` rounds. Stakes are chosen so that no payout is rounded (even stakes at blackjack,
 * 100 on each baccarat side; slots are measured in line bets): the measured return is the
 * paytable's, not the rounding's.
 */
export function simulate(game: GameKey, rounds: number, seed: number): Simulation {
  const source = fastFloats(seed);
  const rtp = empty();
  const measures: Record<string, Moments> = { rtp };
  switch (GAMES[game].kind) {
    case 'slot': {
      // The round's win without the outcome's account of it: play pays ⌊stake × win / lines⌋ from
      // this same number (the property tests hold play to it), and skipping the account makes the
      // ten million rounds three times cheaper.
      const engine = GAMES[game as 'fruit-fiesta' | 'gem-cascade' | 'pharaoh-gold'].engine;
      const lines = engine.config.lines.length;
      for (let i = 0; i < rounds; i++) add(rtp, engine.roundWin(source) / lines);
      break;
    }
    case 'roulette': {
      for (let i = 0; i < rounds; i++) add(rtp, Number(europeanRoulette.play(ROULETTE_BETS[i % ROULETTE_BETS.length]!, source).payout) / 36);
      break;
    }
    case 'baccarat': {
      const bet: BaccaratBet = { Placements: [{ Side: 'banker', StakeMinor: 100n }, { Side: 'player', StakeMinor: 100n }, { Side: 'tie', StakeMinor: 100n }] };
      const sides = { banker: rtp, player: empty(), tie: empty() };
      measures.banker = sides.banker;
      measures.player = sides.player;
      measures.tie = sides.tie;
      for (let i = 0; i < rounds; i++) {
        const { outcome } = baccarat.play(bet, source);
        add(sides.banker, Number(outcome.returnsMinor[0]) / 100);
        add(sides.player, Number(outcome.returnsMinor[1]) / 100);
        add(sides.tie, Number(outcome.returnsMinor[2]) / 100);
      }
      break;
    }
    case 'crash': {
      for (let i = 0; i < rounds; i++) {
        const bet: CrashBet = { StakeMinor: 100n, TargetHundredths: CRASH_TARGETS[i % CRASH_TARGETS.length]! };
        add(rtp, Number(rocketCrash.play(bet, source).payout) / 100);
      }
      break;
    }
    case 'blackjack': {
      // RTP per unit of the bet's stake is 1 + the round's net result; per unit of everything
      // staked (doubles and splits included) is kept beside it.
      const bet: BlackjackBet = { StakeMinor: 2n };
      const perStaked: RatioMoments = { n: 0, paid: 0, staked: 0, paidSquares: 0, stakedSquares: 0, cross: 0 };
      for (let i = 0; i < rounds; i++) {
        let state = blackjack.deal(bet, source);
        while (!state.finished) state = act(state, basicStrategy(state), source);
        const paid = Number(blackjack.payoutOf(state)) / 2;
        const staked = Number(blackjack.stakeOf(state)) / 2;
        add(rtp, 1 + paid - staked);
        perStaked.n++;
        perStaked.paid += paid;
        perStaked.staked += staked;
        perStaked.paidSquares += paid * paid;
        perStaked.stakedSquares += staked * staked;
        perStaked.cross += paid * staked;
      }
      return { game, rounds, seed, measures, perStaked };
    }
  }
  return { game, rounds, seed, measures };
}
