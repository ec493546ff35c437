import { expect, test } from 'vitest';
import { firstScreenMatches } from '../../src/features/live/first-screen.ts';

test('the first screenful is the first rows in the order the list shows them, across categories and sports', () => {
  const sports = [{ categories: [{ matchIds: [5, 3] }, { matchIds: [9] }] }, { categories: [{ matchIds: [1, 2, 4] }] }];
  expect([...firstScreenMatches(sports, 4)]).toEqual([5, 3, 9, 1]);
  expect([...firstScreenMatches(sports, 10)]).toEqual([5, 3, 9, 1, 2, 4]);
  expect(firstScreenMatches([], 4).size).toBe(0);
});
