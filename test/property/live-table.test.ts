/**
 * Live tables (issue #19), as properties: a round's deal is what every bet on it is played with
 * (the same pocket, the same hands), a published round checks out against its seed and no other
 * result does, and the table's fold keeps the round in play and a bounded history, newest first,
 * whatever order late events come in.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { BaccaratOutcome } from '../../domain/casino/baccarat.ts';
import { fairFloats, serverSeedHash } from '../../domain/casino/fair.ts';
import { instantEngine } from '../../domain/casino/games.ts';
import { checkTableRound, dealTableRound, tableRoundSeeds } from '../../domain/casino/live-table.ts';
import type { RouletteOutcome } from '../../domain/casino/roulette.ts';
import { foldTable, phaseSecondsLeft, tableAt } from '../../domain/casino/table-fold.ts';
import { BACCARAT_SIDES, RED_NUMBERS } from '../../schemas/casino-bets.ts';
import { TABLE_HISTORY, type TableEvent, type TableState } from '../../schemas/live-casino.ts';
import { seeded } from '../fixtures/fc-seed.ts';

const hex64 = fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 64, maxLength: 64 });
const tableKey = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,31}$/);
const roundNo = fc.integer({ min: 1, max: 10_000_000 });

describe('a live round', () => {
  test('[#19] every bet on a round is played on the deal the table shows: the same pocket, the same hands', () => {
    fc.assert(
      fc.property(tableKey, roundNo, hex64, fc.constantFrom(...BACCARAT_SIDES), (key, n, seed, side) => {
        const seeds = tableRoundSeeds(key, n, seed);
        const roulette = dealTableRound('european-roulette', seeds);
        const red = { Placements: [{ Kind: 'red', Numbers: [...RED_NUMBERS], StakeMinor: 100n }] };
        const spun = instantEngine('european-roulette').play(red, fairFloats(seeds)).outcome as RouletteOutcome;
        expect(roulette).toEqual({ Game: 'european-roulette', Pocket: spun.pocket });
        const coup = dealTableRound('baccarat', seeds);
        const dealt = instantEngine('baccarat').play({ Placements: [{ Side: side, StakeMinor: 100n }] }, fairFloats(seeds)).outcome as BaccaratOutcome;
        expect(coup).toMatchObject({ Player: dealt.player, Banker: dealt.banker, Winner: dealt.winner });
      }),
      seeded('live deal = every bet', 300),
    );
  });

  test('[#19] a published round checks out against its seed and hash; another result, seed or round number does not', () => {
    fc.assert(
      fc.property(tableKey, roundNo, hex64, hex64, (key, n, seed, other) => {
        fc.pre(seed !== other);
        const outcome = dealTableRound('european-roulette', tableRoundSeeds(key, n, seed));
        const round = { RoundNo: n, SeedHash: serverSeedHash(seed), ServerSeed: seed, Outcome: outcome };
        expect(checkTableRound(key, 'european-roulette', round)).toBe(true);
        const pocket = outcome.Game === 'european-roulette' ? outcome.Pocket : 0;
        expect(checkTableRound(key, 'european-roulette', { ...round, Outcome: { Game: 'european-roulette', Pocket: (pocket + 1) % 37 } })).toBe(false);
        expect(checkTableRound(key, 'european-roulette', { ...round, ServerSeed: other })).toBe(false);
        const moved = dealTableRound('european-roulette', tableRoundSeeds(key, n + 1, seed));
        if (JSON.stringify(moved) !== JSON.stringify(outcome)) expect(checkTableRound(key, 'european-roulette', { ...round, RoundNo: n + 1 })).toBe(false);
      }),
      seeded('live round check', 300),
    );
  });
});

/** The events of `rounds` rounds in order, with stray events of other rounds mixed in. */
const eventsArb = fc.integer({ min: 1, max: 40 }).chain((rounds) =>
  fc.tuple(fc.constant(rounds), fc.array(fc.tuple(fc.nat({ max: rounds * 3 }), fc.integer({ min: 1, max: rounds + 2 }), fc.boolean()), { maxLength: 10 })),
);

function roundEvents(n: number): TableEvent[] {
  const seed = n.toString(16).padStart(64, '0');
  return [
    { type: 'opened', RoundNo: n, SeedHash: serverSeedHash(seed), ClosesAt: n * 100 },
    { type: 'closed', RoundNo: n, ResultAt: n * 100 + 50 },
    { type: 'result', RoundNo: n, ServerSeed: seed, Outcome: { Game: 'european-roulette', Pocket: n % 37 }, NextAt: n * 100 + 80 },
  ];
}

describe('a table fold', () => {
  test('[#19] holds the round in play and at most 20 rounds of history, newest first; late events of other rounds change nothing', () => {
    fc.assert(
      fc.property(eventsArb, ([rounds, strays]) => {
        const events: TableEvent[] = Array.from({ length: rounds }, (_, i) => roundEvents(i + 1)).flat();
        // A stray `closed` or `result` of another round, slipped in anywhere after the first opening.
        for (const [at, n, result] of strays) {
          const position = Math.min(events.length, at + 1);
          const current = events.slice(0, position).filter((e) => e.type === 'opened').at(-1)!.RoundNo;
          if (n === current) continue;
          const stray: TableEvent = result ? { ...(roundEvents(n)[2] as TableEvent) } : { ...(roundEvents(n)[1] as TableEvent) };
          events.splice(position, 0, stray);
        }
        const end = events.reduce(foldTable, tableAt('t', 'european-roulette'));
        expect(end).toMatchObject({ RoundNo: rounds, Phase: 'result', PhaseEndsAt: rounds * 100 + 80 });
        expect(end.History.map((r) => r.RoundNo)).toEqual(Array.from({ length: Math.min(rounds, TABLE_HISTORY) }, (_, i) => rounds - i));
        expect(end.History.every((r) => r.SeedHash === serverSeedHash(r.ServerSeed))).toBe(true);
      }),
      seeded('table fold', 500),
    );
  });

  test('[#19] the countdown reads the house clock: whole seconds left, never below zero', () => {
    const state: Pick<TableState, 'PhaseEndsAt'> = { PhaseEndsAt: 10_000 };
    expect(phaseSecondsLeft(state, 5_000, 0)).toBe(5);
    expect(phaseSecondsLeft(state, 5_000, 1_500)).toBe(4);
    expect(phaseSecondsLeft(state, 9_999, 0)).toBe(1);
    expect(phaseSecondsLeft(state, 12_000, 0)).toBe(0);
  });
});
