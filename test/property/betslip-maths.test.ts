/**
 * The slip's amounts are the house's: for any prices (three decimals) and any stake the player
 * types, the worker's slip shows floor(stake × Π prices) to the minor unit — checked against an
 * independent model that reads the typed texts as integers and never touches a float.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import type { BetslipModel } from '../../workers/feed/contract.ts';
import { createFeedEngine } from '../../workers/feed/engine.ts';
import { createFakeSocket } from '../fixtures/fake-socket.ts';
import { snapshotMessage, T0, wireMatch, wireMoneyLine } from '../fixtures/wire.ts';

beforeAll(() => vi.useFakeTimers({ now: T0 }));
afterAll(() => vi.useRealTimers());

/** A decimal text as an integer of `scale` decimals ("7.3", 2 → 730n). */
const scaled = (text: string, scale: number): bigint => {
  const [whole, fraction = ''] = text.split('.');
  return BigInt(whole!) * 10n ** BigInt(scale) + BigInt(fraction.padEnd(scale, '0'));
};

const price = fc.integer({ min: 1010, max: 200_000 }).map((milli) => (milli / 1000).toFixed(3).replace(/0+$/, '').replace(/\.$/, ''));
const stake = fc.tuple(fc.integer({ min: 0, max: 99_999 }), fc.integer({ min: 0, max: 99 })).filter(([w, c]) => w + c > 0).map(([w, c]) => `${w}.${String(c).padStart(2, '0')}`);

async function slipFor(prices: readonly string[], mode: 'single' | 'combo', stakeText: string): Promise<BetslipModel> {
  const socket = createFakeSocket();
  const engine = createFeedEngine({ socket, scheduleFlush: () => undefined });
  engine.start();
  socket.setState('started');
  const matches = prices.map((p, i) => wireMatch(i + 1, { Markets: [wireMoneyLine((i + 1) * 100, [Number(p), 3.3, 3.6])] }));
  socket.deliver(snapshotMessage('live', 1, matches));
  await engine.run({ kind: 'set-player', player: { currency: 'EUR' } });
  await engine.run({ kind: 'set-mode', mode });
  for (const [i] of prices.entries()) {
    const id = i + 1;
    await engine.run({ kind: 'toggle-selection', pick: { matchId: id, marketId: id * 100, outcomeId: id * 1000 } });
    if (mode === 'single') await engine.run({ kind: 'set-stake', key: `${id}:${id * 1000}`, stake: stakeText });
  }
  if (mode === 'combo') await engine.run({ kind: 'set-stake', key: 'combo', stake: stakeText });
  const view = engine.view({ kind: 'betslip' });
  await engine.stop();
  if (!view) throw new Error('the slip has selections, so its view has loaded');
  return view;
}

const cents = (minor: bigint) => `${minor / 100n}.${String(minor % 100n).padStart(2, '0')}`;

describe('betslip maths (properties)', () => {
  test('[STA-07][ENT-39] a combo returns floor(stake × Π prices), to the cent', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(price, { minLength: 2, maxLength: 10 }), stake, async (prices, stakeText) => {
        const slip = await slipFor(prices, 'combo', stakeText);
        const product = prices.reduce((p, x) => p * scaled(x, 3), 1n);
        expect(slip.potentialReturn).toBe(cents((scaled(stakeText, 2) * product) / 1000n ** BigInt(prices.length)));
        expect(slip.totalStake).toBe(cents(scaled(stakeText, 2)));
      }),
      { numRuns: 300 },
    );
  });

  test('[STA-07][ENT-39] singles return the sum of each floor(stake × price)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(price, { minLength: 1, maxLength: 10 }), stake, async (prices, stakeText) => {
        const slip = await slipFor(prices, 'single', stakeText);
        const each = prices.map((x) => (scaled(stakeText, 2) * scaled(x, 3)) / 1000n);
        expect(slip.selections.map((s) => s.potentialReturn)).toEqual(each.map(cents));
        expect(slip.potentialReturn).toBe(cents(each.reduce((a, b) => a + b, 0n)));
      }),
      { numRuns: 300 },
    );
  });
});
