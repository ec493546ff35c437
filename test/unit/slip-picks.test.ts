import { expect, test } from 'vitest';
import { isInSlip, setSlipPicks, subscribeSlipPicks } from '../../src/store/slip-picks.ts';

test("odds buttons hear of the slip only when which outcomes it holds changes, not when a selection's price moves", () => {
  let heard = 0;
  const stop = subscribeSlipPicks(() => heard++);
  setSlipPicks([{ matchId: 1, outcomeId: 10 }]);
  expect([heard, isInSlip(1, 10), isInSlip(1, 11), isInSlip(10, 1)]).toEqual([1, true, false, false]);
  // The slip's view changes (a price), its selections do not.
  setSlipPicks([{ matchId: 1, outcomeId: 10 }]);
  expect(heard).toBe(1);
  setSlipPicks([
    { matchId: 2, outcomeId: 20 },
    { matchId: 1, outcomeId: 10 },
  ]);
  setSlipPicks([{ matchId: 2, outcomeId: 20 }]);
  expect([heard, isInSlip(1, 10), isInSlip(2, 20)]).toEqual([3, false, true]);
  stop();
  setSlipPicks([]);
  expect(heard).toBe(3);
});
