import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { addDays, dayInZone, startOfDayInZone } from '../../domain/calendar-day.ts';
import { stripQuery } from '../../src/app/query/query-params.ts';
import {
  addToSchedule,
  cleanupSchedule,
  DEFAULT_SCHEDULE_SEARCH,
  emptySchedule,
  isScheduleEligible,
  pageCount,
  readScheduleSearch,
  scheduleDisconnected,
  scheduleSearchString,
  scheduleWindow,
} from '../../domain/schedule.ts';

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

describe('the schedule calendar', () => {
  const ZONES = ['UTC', 'Europe/Berlin', 'America/Sao_Paulo', 'Australia/Sydney', 'Asia/Kolkata', 'Pacific/Kiritimati', 'America/St_Johns'];

  test('[CON-05] a day is YYYY-MM-DD in the zone, and it starts at its local midnight', () => {
    const at = Date.UTC(2026, 10, 22, 23, 30);
    expect(dayInZone(at, 'UTC')).toBe('2026-11-22');
    expect(dayInZone(at, 'Europe/Berlin')).toBe('2026-11-23');
    expect(dayInZone(at, 60)).toBe('2026-11-23');
    expect(dayInZone(at, -60)).toBe('2026-11-22');
    expect(startOfDayInZone('2026-11-23', 'Europe/Berlin')).toBe(Date.UTC(2026, 10, 22, 23));
    expect(startOfDayInZone('2026-11-23', -330)).toBe(Date.UTC(2026, 10, 23, 5, 30));
    // Daylight saving starts in Berlin on 29 March 2026: that day has 23 hours.
    expect(startOfDayInZone('2026-03-30', 'Europe/Berlin') - startOfDayInZone('2026-03-29', 'Europe/Berlin')).toBe(23 * 3_600_000);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });

  test('[CON-05] every instant lies in its own day, in any zone', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) }), fc.oneof(fc.constantFrom(...ZONES), fc.integer({ min: -840, max: 840 })), (at, zone) => {
        const day = dayInZone(at, zone);
        expect(startOfDayInZone(day, zone)).toBeLessThanOrEqual(at);
        expect(startOfDayInZone(addDays(day, 1), zone)).toBeGreaterThan(at);
      }),
      { numRuns: 500 },
    );
  });

  test('[SCR-08] [CON-04] [STA-50] the calendar is today and the 6 days after it, from the start of today to the start of the 8th day', () => {
    const w = scheduleWindow(NOW, 'Europe/Berlin');
    expect(w.days).toEqual(['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28']);
    expect(w.from).toBe(Date.UTC(2026, 10, 21, 23));
    expect(w.until).toBe(Date.UTC(2026, 10, 28, 23));
    // A match that kicked off this morning (in play now) is on today's page.
    expect(isScheduleEligible(match(1, 1, NOW - 3_600_000), w.from, w.until)).toBe(true);
    expect(isScheduleEligible(match(1, 1, w.until), w.from, w.until)).toBe(false);
  });

  test('[CON-04] pages of 30, at least one', () => {
    expect([0, 1, 30, 31, 60, 61].map((n) => pageCount(n))).toEqual([1, 1, 1, 2, 2, 3]);
  });

  test('[SCR-08] [CON-04] the choices stand in the address: defaults left out, nonsense read as the default', () => {
    expect(readScheduleSearch('')).toEqual(DEFAULT_SCHEDULE_SEARCH);
    expect(DEFAULT_SCHEDULE_SEARCH).toEqual({ date: null, sport: null, live: false, page: 1 });
    expect(scheduleSearchString(DEFAULT_SCHEDULE_SEARCH)).toBe('');
    const chosen = { date: '2026-11-24', sport: 20, live: true, page: 3 };
    expect(scheduleSearchString(chosen)).toBe('?date=2026-11-24&sport=20&live=1&page=3');
    expect(readScheduleSearch(scheduleSearchString(chosen))).toEqual(chosen);
    expect(readScheduleSearch('?date=2026-02-31&sport=x&live=maybe&page=0')).toEqual(DEFAULT_SCHEDULE_SEARCH);
  });

  test('[RTE-35] [SCR-08] the schedule page keeps its own choices in the address; other pages and other parameters are stripped', () => {
    const query = '?date=2026-11-24&sport=20&live=1&page=2&btag=7';
    expect(stripQuery(['sport', 'schedule'], query)).toEqual({ read: { date: '2026-11-24', sport: '20', live: '1', page: '2', btag: '7' }, search: '?date=2026-11-24&sport=20&live=1&page=2' });
    expect(stripQuery(['sport', 'results'], query)?.search).toBe('?date=2026-11-24');
    expect(stripQuery(['sport', 'soccer'], query)?.search).toBe('');
    expect(stripQuery(['casino'], '?page=2')?.search).toBe('');
  });
});
