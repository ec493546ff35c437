/**
 * The casino games' return to player, measured (issue #19): every game plays 10 million rounds on
 * the fast float source through its own engine, and the mean return must lie within 4 standard
 * errors (from the rounds' own variance) of the RTP the game declares. The rounds run in two
 * worker threads, half each, on disjoint stretches of one mulberry32 cycle.
 *
 * Printed, so a failure can be replayed: FC_SEED=<seed> npx vitest run --project unit test/property/casino-rtp.test.ts
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { beforeAll, describe, expect, test } from 'vitest';
import { BACCARAT_RTP } from '../../domain/casino/baccarat.ts';
import { europeanRoulette, POCKETS } from '../../domain/casino/roulette.ts';
import { fastFloats } from '../../domain/casino/fair.ts';
import { GAME_KEYS, GAMES, type GameKey } from '../../domain/casino/games.ts';
import { mean, merge, mergeRatio, ratio, standardError, type Moments, type Simulation } from '../../domain/casino/simulate.ts';
import { seeded } from '../fixtures/fc-seed.ts';

const ROUNDS = 10_000_000;
const WORKERS = 2;
/** Within this many standard errors: a correct engine fails about once in 16,000 runs per measure. */
const Z = 4;

const { seed } = seeded('casino RTP simulation', 1);

/**
 * mulberry32 steps its state by an odd constant, so adding 2³¹ to a seed starts the same cycle 2³¹
 * draws further on: the two workers' halves never share a float (a half draws under 10⁸).
 */
const workerSeed = (game: number, worker: 0 | 1) => (seed + game * 0x9e3779b9 + worker * 2 ** 31) >>> 0;

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  const { register } = await import(workerData.tsx);
  register();
  const { simulate } = await import(workerData.simulate);
  for (const job of workerData.jobs) parentPort.postMessage(simulate(job.game, job.rounds, job.seed));
})().catch((error) => { throw error; });
`;

type Job = { game: GameKey; rounds: number; seed: number };

function runWorker(jobs: Job[]): Promise<Simulation[]> {
  // The ESM entry of tsx's API (the require condition would give its CommonJS one).
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href;
  const workerData = { tsx, simulate: new URL('../../domain/casino/simulate.ts', import.meta.url).href, jobs };
  return new Promise((resolve, reject) => {
    const results: Simulation[] = [];
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData });
    worker.on('message', (result: Simulation) => {
      results.push(result);
      if (results.length === jobs.length) void worker.terminate().then(() => resolve(results));
    });
    worker.on('error', reject);
  });
}

const results = new Map<GameKey, Simulation>();
const seconds: number[] = [];

beforeAll(async () => {
  const started = performance.now();
  const shares = ([0, 1] as const).map((w) => GAME_KEYS.map((game, g) => ({ game, rounds: ROUNDS / WORKERS, seed: workerSeed(g, w) })));
  const done = (await Promise.all(shares.map(runWorker))).flat();
  for (const part of done) {
    const known = results.get(part.game);
    if (!known) {
      results.set(part.game, part);
      continue;
    }
    const measures = Object.fromEntries(Object.entries(known.measures).map(([name, m]) => [name, merge(m, part.measures[name]!)]));
    const perStaked = known.perStaked && part.perStaked ? mergeRatio(known.perStaked, part.perStaked) : undefined;
    results.set(part.game, { ...known, rounds: known.rounds + part.rounds, measures, ...(perStaked ? { perStaked } : {}) });
  }
  seconds.push((performance.now() - started) / 1000);
  console.log(`casino RTP: ${ROUNDS.toLocaleString('en')} rounds of each game in ${seconds[0]!.toFixed(1)} s (seed ${seed})`);
  for (const [game, sim] of results) {
    for (const [name, m] of Object.entries(sim.measures)) console.log(`  ${game} ${name}: ${describeMoments(m)}`);
    if (sim.perStaked) {
      const r = ratio(sim.perStaked);
      console.log(`  ${game} per total staked: ${r.value.toFixed(6)} ± ${r.standardError.toFixed(6)}`);
    }
  }
}, 300_000);

function describeMoments(m: Moments): string {
  const sd = standardError(m) * Math.sqrt(m.n);
  return `${mean(m).toFixed(6)} ± ${standardError(m).toFixed(6)} (sd ${sd.toFixed(3)}, paying ${((100 * m.paying) / m.n).toFixed(2)} %, max ${m.max.toFixed(1)}×)`;
}

function expectNear(m: Moments | undefined, declared: number): void {
  expect(m).toBeDefined();
  const error = standardError(m!);
  expect(m!.n).toBeGreaterThanOrEqual(ROUNDS);
  expect(Math.abs(mean(m!) - declared), `mean ${mean(m!)} vs declared ${declared}, standard error ${error}`).toBeLessThanOrEqual(Z * error);
}

describe('[#19] casino RTP by simulation (10 million rounds a game)', () => {
  test.each([...GAME_KEYS])('[#19] %s returns its declared RTP within 4 standard errors', (game) => {
    expectNear(results.get(game)?.measures.rtp, GAMES[game].rtp);
  });

  test('[#19] baccarat: each bet (banker, player, tie) returns its own declared RTP', () => {
    const sim = results.get('baccarat')!;
    for (const side of ['banker', 'player', 'tie'] as const) expectNear(sim.measures[side], BACCARAT_RTP[side]);
  });

  test('[#19] roulette pockets are uniform: chi-square over 1,000,000 spins, p > 0.001', () => {
    const counts = new Array<number>(POCKETS).fill(0);
    const source = fastFloats(seed ^ 0x5eed);
    const bet = { Placements: [{ Kind: 'straight' as const, Numbers: [0], StakeMinor: 1n }] };
    const spins = 1_000_000;
    for (let i = 0; i < spins; i++) counts[europeanRoulette.play(bet, source).outcome.pocket]!++;
    const expected = spins / POCKETS;
    const chiSquare = counts.reduce((sum, n) => sum + (n - expected) ** 2 / expected, 0);
    // The chi-square distribution with 36 degrees of freedom exceeds 67.985 with probability 0.001.
    expect(chiSquare).toBeLessThan(67.985);
  });
});
