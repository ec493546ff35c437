/**
 * Bench section: settling one match with 10,000 open tickets (docs/budgets.md: ≤ 2 s).
 *
 * Method: a fresh database (embedded PGlite in memory; also the real PostgreSQL when
 * BENCH_DATABASE_URL or TEST_DATABASE_URL is set), 2,500 players with 4 singles each on one match's
 * three outcomes (won, lost, half-won), written in bulk as placing writes them; the betting service
 * loads them. The clock runs from the result's arrival (the results store's listener) to the last
 * batch committed, the players told and the tickets forgotten: the whole of `settleMatch`, with the
 * house's default batch size. CPU time of this process is reported beside it (PGlite runs in it).
 * A house settles a match every few seconds, so its code (and PGlite's WebAssembly) is warm: another match with 10,000 tickets
 * of the same players settles first (its time is reported as the cold figure, in the notes).
 */
import { BET_RESULTS } from '../../schemas/results.ts';
import { DEFAULT_SETTLEMENT_BATCH } from '../../server/betting/settlement.ts';
import type { Db } from '../../server/db/db.ts';
import { openTestDatabase } from '../../server/db/open.ts';
import { createWallet } from '../../server/wallet/ledger.ts';
import { newPlayers, seedTickets, settlementWorld, type SettlementWorld } from '../fixtures/settlement-world.ts';
import { BUDGETS, log, runSection, type Figure } from './common.ts';

const SECTION = 'settlement';
const TICKETS = 10_000;
const PLAYERS = 2_500;
const WARM_UP = 10_000;
const MATCH = 700_001;
const WARM_UP_MATCH = 700_002;

type Run = { readonly ms: number; readonly cpuMs: number };

/** Publishes a match's result (won, lost, half-won on its three outcomes) and times its settlement. */
async function settleTimed(world: SettlementWorld, matchId: number): Promise<Run> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  world.results.publish(matchId, [
    [1, 1, BET_RESULTS.win],
    [1, 2, BET_RESULTS.lost],
    [1, 3, BET_RESULTS.halfWin],
  ]);
  await world.settlement.idle();
  const ms = performance.now() - started;
  const used = process.cpuUsage(cpu);
  return { ms: Math.round(ms), cpuMs: Math.round((used.user + used.system) / 1000) };
}

async function measure(db: Db): Promise<{ cold: Run; warm: Run; settled: number }> {
  const wallet = createWallet(db);
  const players = await newPlayers(db, wallet, PLAYERS, 10n ** 9n);
  const tickets = (matchId: number, n: number) =>
    Array.from({ length: n }, (_, i) => ({ user: players[i % PLAYERS]!, stake: 100n + BigInt(i % 97), legs: [{ matchId, marketId: 1, oddId: 1 + (i % 3), oddsMilli: 1850 + (i % 7) * 10 }] }));
  await seedTickets(db, [...tickets(WARM_UP_MATCH, WARM_UP), ...tickets(MATCH, TICKETS)]);
  const world = await settlementWorld(db);
  const cold = await settleTimed(world, WARM_UP_MATCH);
  const warm = await settleTimed(world, MATCH);
  const [row] = await db.query<{ n: bigint }>(`select count(*) as n from bet_tickets where status <> 'open'`);
  const audit = await wallet.audit();
  if (Object.values(audit).some((list) => list.length > 0)) throw new Error(`the ledger does not audit clean: ${JSON.stringify(audit)}`);
  await world.close();
  return { cold, warm, settled: Number(row!.n) - WARM_UP };
}

await runSection(SECTION, 'Settlement: 10,000 tickets of one match', async ({ figures, notes, detail }) => {
  const targets: { name: string; open: () => Promise<Db> }[] = [{ name: 'embedded PGlite', open: () => openTestDatabase('embedded') }];
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (url) {
    targets.push({
      name: 'PostgreSQL',
      open: () => {
        process.env.TEST_DATABASE_URL = url;
        return openTestDatabase('postgres');
      },
    });
  }
  for (const target of targets) {
    const db = await target.open();
    try {
      log(SECTION, `${target.name}: seeding ${TICKETS} tickets of ${PLAYERS} players…`);
      const m = await measure(db);
      if (m.settled !== TICKETS) throw new Error(`${target.name}: ${m.settled} of ${TICKETS} tickets settled`);
      log(SECTION, `${target.name}: ${m.warm.ms} ms (${m.warm.cpuMs} ms CPU in this process); the cold first match of ${WARM_UP}: ${m.cold.ms} ms`);
      const figure: Figure = {
        id: `settlement-${target.name === 'PostgreSQL' ? 'postgres' : 'embedded'}`,
        label: `settlement: 10,000 tickets of one match (${target.name})`,
        value: m.warm.ms,
        unit: 'ms',
        budget: BUDGETS.settlementMs,
        note: `${m.warm.cpuMs} ms CPU in the house process; ${PLAYERS} players, batches of ${DEFAULT_SETTLEMENT_BATCH}`,
      };
      figures.push(figure);
      notes.push(`${target.name}: the first match settled in the process (${WARM_UP} tickets, cold code) took ${m.cold.ms} ms (${m.cold.cpuMs} ms CPU).`);
      detail[target.name] = m;
    } finally {
      await db.close();
    }
  }
  notes.push('Result arrival → every ticket paid in the ledger and its player told; one process, nothing else running in it.');
});
