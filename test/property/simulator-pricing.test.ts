/**
 * No sure bets: for random states of play, every market of a match is priced from one model, so
 * no selection returns more than its stake in expectation under that model — and therefore no
 * combination of selections (within a market or across markets) pays more than its stakes in
 * every result. Checked directly for the families a player would combine.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { SPECIAL_TYPES } from '../../schemas/market.ts';
import { emptyReport } from '../../server/feed/simulator/engine.ts';
import { createEngine } from '../../server/feed/simulator/engines.ts';
import { fairOf } from '../../server/feed/simulator/extra-markets.ts';
import { matchModel } from '../../server/feed/simulator/match-model.ts';
import { buildMarkets } from '../../server/feed/simulator/markets.ts';
import type { MarketSlot } from '../../server/feed/simulator/markets.ts';
import { Prng } from '../../server/feed/simulator/prng.ts';
import { returnOf, settleOutcome } from '../../server/feed/simulator/settle.ts';
import type { MatchFacts } from '../../server/feed/simulator/settle.ts';
import { sportByAlias } from '../../server/feed/simulator/sports.ts';

const START = Date.UTC(2025, 5, 1, 12, 0, 0);
const MINUTE = 60_000;

/** A match of `alias` played `minutes` into the game, its model and its markets as the house prices them. */
function stateOf(alias: string, seed: number, strength: number, minutes: number) {
  const sport = sportByAlias(alias);
  if (!sport) throw new Error(alias);
  const rng = new Prng(seed);
  const engine = createEngine(sport, START, strength);
  if (!engine) throw new Error(alias);
  if (minutes > 0) {
    engine.start(rng);
    engine.advance(START + minutes * MINUTE, rng, emptyReport());
  }
  const model = matchModel(engine.outlook());
  let id = 0;
  return { model, slots: buildMarkets(sport, model, rng, { nextOddId: () => ++id }) };
}

function open(slots: MarketSlot[]): MarketSlot[] {
  return slots.filter((s) => !s.market.IsSuspended && !s.closed);
}

const stateArb = fc.record({
  alias: fc.constantFrom('soccer', 'soccer', 'basketball', 'tennis', 'esports', 'ice-hockey', 'baseball'),
  seed: fc.integer(),
  strength: fc.double({ min: -1.5, max: 1.5, noNaN: true }),
  minutes: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 200 })),
});

describe('pricing: no sure bets', () => {
  test('every open market sums to more than 1 (a double chance to more than 2), prices 1.01–1000 with at most 3 decimals', () => {
    fc.assert(
      fc.property(stateArb, ({ alias, seed, strength, minutes }) => {
        for (const slot of open(stateOf(alias, seed, strength, minutes).slots)) {
          const k = slot.market;
          const sum = k.Odds.filter((o) => o.IsActive).reduce((acc, o) => acc + 1 / o.Value, 0);
          const covers = k.MarketSpecifications.SpecialType === SPECIAL_TYPES.doubleChance ? 2 : 1;
          const all = k.Odds.every((o) => o.IsActive);
          if (all) expect(sum / covers, `${k.Title}`).toBeGreaterThan(1);
          for (const o of k.Odds) {
            expect(o.Value).toBeGreaterThanOrEqual(1.01);
            expect(o.Value).toBeLessThanOrEqual(1000);
            expect(Math.round(o.Value * 1000) / 1000).toBe(o.Value);
          }
        }
      }),
      { numRuns: 1000 },
    );
  });

  test('every open selection returns less than its stake in expectation under the match model (so no combination is a sure profit)', () => {
    fc.assert(
      fc.property(stateArb, ({ alias, seed, strength, minutes }) => {
        const { model, slots } = stateOf(alias, seed, strength, minutes);
        for (const slot of open(slots)) {
          const q = slot.kind === 'extra' ? fairOf(slot.spec, model.scores()) : slot.raw;
          expect(q, slot.market.Title).not.toBeNull();
          slot.market.Odds.forEach((o, i) => {
            if (!o.IsActive) return;
            const ev = (q?.[i] ?? 0) * o.Value;
            expect(ev, `${slot.market.Title} ${o.Title} ${o.SpecialBetValue} @${o.Value}`).toBeLessThan(1);
          });
        }
      }),
      { numRuns: 1000 },
    );
  });

  test('soccer families: 1X2 / double chance / draw no bet, and Asian handicap and total ladders, never dutch to a sure profit', { timeout: 120_000 }, () => {
    const results: MatchFacts[] = [];
    for (let h = 0; h <= 10; h++) for (let a = 0; a <= 10; a++) results.push({ home: h, away: a, periods: [], scorers: [] });
    fc.assert(
      fc.property(fc.integer(), fc.double({ min: -1.5, max: 1.5, noNaN: true }), fc.integer({ min: 0, max: 95 }), (seed, strength, minutes) => {
        const slots = open(stateOf('soccer', seed, strength, minutes).slots);
        // Full-match markets: every result below is a possible full-time score.
        const picks = slots.filter((s) => {
          const spec = s.spec;
          if (spec.t === 'doubleChance') return true;
          if (spec.t === 'winner3' || spec.t === 'winner2' || spec.t === 'handicap') return spec.scope === null;
          return spec.t === 'total' && spec.scope === null && spec.side === 'both';
        });
        // Each selection's return per unit staked, per result; staked to pay alike (1/price each).
        const selections = picks.flatMap((sl) =>
          sl.market.Odds.map((o, i) => ({ name: `${sl.market.Title} ${o.Title} ${o.SpecialBetValue}@${o.Value}`, stake: 1 / o.Value, back: results.map((r) => returnOf(settleOutcome(sl.spec, i, r), o.Value) / o.Value) })),
        );
        for (let x = 0; x < selections.length; x++) {
          for (let y = x + 1; y < selections.length; y++) {
            const a = selections[x]!;
            const b = selections[y]!;
            let worst = Infinity;
            for (let r = 0; r < results.length; r++) worst = Math.min(worst, a.back[r]! + b.back[r]!);
            if (worst > a.stake + b.stake + 1e-12) expect.fail(`sure profit: ${a.name} + ${b.name}`);
          }
        }
      }),
      { numRuns: 1000 },
    );
  });
});
