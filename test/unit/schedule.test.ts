import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { addToSchedule, cleanupSchedule, emptySchedule, isScheduleEligible, scheduleDisconnected } from '../../domain/schedule.ts';

const NOW = Date.UTC(2026, 10, 22, 12);
const DAY = 86_400_000;
const match = (id: number, sportId: number, startsAt = NOW + DAY, type = 1) => ({ id, sportId, startsAt, type });

describe('schedule', () => {
  test('[STA-50] a match enters the calendar only if Type is 1 and it starts within the next 7 days', () => {
    expect(isScheduleEligible(match(1, 1, NOW + DAY), NOW)).toBe(true);
    expect(isScheduleEligible(match(1, 1, NOW + DAY, 0), NOW)).toBe(false);
    expect(isScheduleEligible(match(1, 1, NOW + 7 * DAY), NOW)).toBe(false);
    expect(isScheduleEligible(match(1, 1, NOW - 1), NOW)).toBe(false);
    fc.assert(
      fc.property(fc.integer({ min: -2, max: 3 }), fc.integer({ min: -10 * DAY, max: 10 * DAY }), (type, offset) => {
        const state = addToSchedule(emptySchedule, [match(1, 1, NOW + offset, type)], NOW);
        expect(1 in state.matches).toBe(type === 1 && offset >= 0 && offset < 7 * DAY);
      }),
      { numRuns: 1000 },
    );
  });

  test('[STA-51] a cleanup feed removes matches and drops sports left with none', () => {
    const state = addToSchedule(emptySchedule, [match(1, 1), match(2, 1), match(3, 2)], NOW);
    expect(state.sportIds).toEqual([1, 2]);
    const cleaned = cleanupSchedule(state, [3, 1]);
    expect(Object.keys(cleaned.matches)).toEqual(['2']);
    expect(cleaned.sportIds).toEqual([1]);
  });

  test('[STA-51] after any cleanup every listed sport has a match and every match its sport', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 1, max: 5 })), { maxLength: 30 }),
        fc.array(fc.integer({ min: 1, max: 30 }), { maxLength: 30 }),
        (adds, removes) => {
          const state = cleanupSchedule(addToSchedule(emptySchedule, adds.map(([id, sport]) => match(id, sport)), NOW), removes);
          const sportsOfMatches = new Set(Object.values(state.matches).map((m) => m.sportId));
          expect(new Set(state.sportIds)).toEqual(sportsOfMatches);
        },
      ),
      { numRuns: 1000 },
    );
  });

  test('[STA-52] a disconnect resets the schedule sport list', () => {
    const state = addToSchedule(emptySchedule, [match(1, 1)], NOW);
    expect(scheduleDisconnected(state).sportIds).toEqual([]);
  });
});
