/**
 * Settlement under any order of results: tickets of 1–3 legs over a few matches, results delivered
 * reordered, duplicated and concurrently (the listener, direct calls and sweeps at once). After each
 * run every ticket is settled once, as the return rule says, each player told once, and the ledger
 * conserves money: what players staked = what they were paid + what the house kept.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { TicketSettledEvent } from '../../schemas/betting.ts';
import type { BetResult } from '../../schemas/results.ts';
import { accumulatorLines, ticketReturn } from '../../domain/ticket-return.ts';
import type { Db } from '../../server/db/db.ts';
import { openTestDatabase } from '../../server/db/open.ts';
import { createWallet, type WalletAccount } from '../../server/wallet/ledger.ts';
import { newPlayers, seedTickets, settlementWorld, type Leg } from '../fixtures/settlement-world.ts';

/** Printed, so a failure can be replayed: FC_SEED=<seed> npx vitest run test/property/settlement.test.ts */
const SEED = Number(process.env.FC_SEED ?? Math.floor(Math.random() * 2 ** 31));
console.log(`settlement properties: fast-check seed ${SEED}`);

const PLAYERS = 3;
const FUNDS = 10n ** 12n;
const MATCHES = 3;
const OUTCOMES = 3;

type Scenario = {
  /** Each outcome's ENM-02 result, per match. */
  readonly results: readonly (readonly BetResult[])[];
  readonly tickets: readonly { readonly player: number; readonly stake: bigint; readonly legs: readonly { readonly match: number; readonly outcome: number; readonly oddsMilli: number }[] }[];
  /** What arrives, in order: a result (listener), a direct settle call, or a sweep; all at once. */
  readonly deliveries: readonly { readonly kind: 'result' | 'settle' | 'sweep'; readonly match: number }[];
};

const scenarioArb: fc.Arbitrary<Scenario> = fc.record({
  results: fc.array(fc.array(fc.constantFrom<BetResult>(1, 2, 3, 4, 5, 6), { minLength: OUTCOMES, maxLength: OUTCOMES }), { minLength: MATCHES, maxLength: MATCHES }),
  tickets: fc.array(
    fc.record({
      player: fc.nat(PLAYERS - 1),
      stake: fc.bigInt({ min: 1n, max: 100_000n }),
      legs: fc
        .uniqueArray(fc.nat(MATCHES - 1), { minLength: 1, maxLength: MATCHES })
        .chain((matches) => fc.tuple(...matches.map((match) => fc.record({ match: fc.constant(match), outcome: fc.nat(OUTCOMES - 1), oddsMilli: fc.integer({ min: 1000, max: 20_000 }) })))),
    }),
    { minLength: 1, maxLength: 5 },
  ),
  deliveries: fc
    .array(fc.record({ kind: fc.constantFrom<'result' | 'settle' | 'sweep'>('result', 'result', 'settle', 'sweep'), match: fc.nat(MATCHES - 1) }), { maxLength: 6 })
    // Every match's result arrives at least once, somewhere in the sequence.
    .chain((extra) => fc.shuffledSubarray([...extra, ...Array.from({ length: MATCHES }, (_, match) => ({ kind: 'result' as const, match }))], { minLength: extra.length + MATCHES })),
});

describe('settlement (properties, embedded PostgreSQL)', () => {
  let db: Db;
  let players: WalletAccount[];
  /** What each player should hold, cumulatively over the runs. */
  const expectedCash = new Map<number, bigint>();
  /** What the house should have kept from settled tickets, cumulatively. */
  let houseKept = 0n;
  let matchBase = 10_000;

  beforeAll(async () => {
    db = await openTestDatabase('embedded');
    players = await newPlayers(db, createWallet(db), PLAYERS, FUNDS);
    for (const p of players) expectedCash.set(p.userId, FUNDS);
  }, 60_000);
  afterAll(async () => {
    await db?.close();
  });

  test('[ENM-02] a ticket settles once under duplicate, reordered and concurrent results, and money is conserved (1,000 runs)', { timeout: 1_200_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(scenarioArb, async (scenario) => {
        const base = (matchBase += MATCHES);
        const leg = (l: Scenario['tickets'][number]['legs'][number]): Leg => ({ matchId: base + l.match, marketId: 1, oddId: l.outcome + 1, oddsMilli: l.oddsMilli });
        const ids = await seedTickets(
          db,
          scenario.tickets.map((t) => ({ user: players[t.player]!, stake: t.stake, legs: t.legs.map(leg) })),
        );
        const world = await settlementWorld(db);
        const told: TicketSettledEvent[] = [];
        world.betting.onCashout((_, events) => told.push(...events.filter((e): e is TicketSettledEvent => e.kind === 'ticketSettled')));
        const outcomes = (match: number) => scenario.results[match]!.map((r, i) => [1, i + 1, r] as const);
        const work: Promise<unknown>[] = [];
        for (const d of scenario.deliveries) {
          if (d.kind === 'result') world.results.publish(base + d.match, outcomes(d.match));
          else if (d.kind === 'settle') work.push(world.settlement.settleMatch(base + d.match));
          else work.push(world.settlement.sweep());
        }
        await Promise.all(work);
        await world.settlement.idle();
        await world.close();

        const rows = await db.query<{ id: bigint; status: string; payout: bigint | null; reservation: string }>(
          `select t.id, t.status, t.payout, r.status as reservation from bet_tickets t join stake_reservations r on r.id = t.reservation_id where t.id = any($1::bigint[]) order by t.id`,
          [ids],
        );
        scenario.tickets.forEach((t, i) => {
          const legs = t.legs.map((l) => ({ oddsMilli: l.oddsMilli, result: scenario.results[l.match]![l.outcome]! }));
          const back = ticketReturn(accumulatorLines(t.stake, legs.length), legs);
          if (!back.decided) throw new Error('every match has its result');
          expect(rows[i]).toMatchObject({ status: back.outcome, payout: back.payoutMinor, reservation: back.outcome === 'void' ? 'voided' : 'settled' });
          const user = players[t.player]!.userId;
          expectedCash.set(user, expectedCash.get(user)! - t.stake + back.payoutMinor);
          if (back.outcome !== 'void') houseKept += t.stake - back.payoutMinor;
        });
        // Told once per ticket.
        expect(told.map((e) => e.Ticket.TicketID).sort()).toEqual([...ids].sort());

        const balances = await db.query<{ user_id: bigint; purpose: string; balance: bigint }>(
          `select a.user_id, a.purpose, b.balance from ledger_accounts a join account_balances b on b.account_id = a.id where a.user_id = any($1::bigint[])`,
          [players.map((p) => String(p.userId))],
        );
        for (const row of balances) expect(row.balance).toBe(row.purpose === 'player-pending' ? 0n : expectedCash.get(Number(row.user_id)));
        const [house] = await db.query<{ kept: bigint }>(
          `select coalesce(sum(e.amount), 0) as kept from ledger_entries e join ledger_accounts a on a.id = e.account_id where a.purpose = 'house-betting'`,
        );
        // Stakes in = payouts out + the house's result.
        expect(BigInt(house!.kept)).toBe(houseKept);
      }),
      { numRuns: Number(process.env.SETTLEMENT_RUNS ?? 400), seed: SEED },
    );
    expect(await createWallet(db).audit()).toEqual({ unbalanced: [], cacheMismatches: [], negative: [], mixed: [] });
  });
});
