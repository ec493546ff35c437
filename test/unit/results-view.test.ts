/**
 * The results view's pure rules: days in the player's zone (API-08, CON-05), the calendar (SCR-09),
 * the search (VAL-02, VAL-11, STA-56), ENM-02 names, and the address that keeps the day (CON-05).
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { addDays, dayInZone, formatCalendarDay, recentDays, startOfDayInZone } from '../../domain/calendar-day.ts';
import { activeSearch, nameMatches } from '../../domain/name-search.ts';
import {
  betResultName,
  currentLinesFirst,
  filterMatchResults,
  filterResultsTree,
  matchesIn,
  periodScoresText,
  tournamentPath,
  treeTournaments,
} from '../../domain/results.ts';
import { namesResults, readResultsQuery, resultsSearch } from '../../domain/results-address.ts';
import { TIME_ZONES, intlTimeZone } from '../../domain/settings.ts';
import { BET_RESULTS, resultsByIdQuerySchema, type ResultsTree } from '../../schemas/results.ts';
import { check } from '../../schemas/validate.ts';
import { stripQuery } from '../../src/app/query/query-params.ts';

const HOUR = 3_600_000;
/** Every whole-hour offset a zone can have (Etc/GMT+n is UTC−n). */
const FIXED_ZONES = Array.from({ length: 27 }, (_, i) => i - 12).map((offset) => ({ zone: offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`, offset }));
const SETTINGS_ZONES = TIME_ZONES.map(intlTimeZone);
const calendarDay = fc.date({ min: new Date('1971-01-02T00:00:00Z'), max: new Date('2099-12-30T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));

describe('days in the player’s time zone', () => {
  test('[API-08] the start of a day at a fixed offset is local midnight: UTC midnight shifted back by the offset', () => {
    fc.assert(
      fc.property(calendarDay, fc.constantFrom(...FIXED_ZONES), (day, { zone, offset }) => {
        expect(startOfDayInZone(day, zone)).toBe(Date.parse(`${day}T00:00:00Z`) - offset * HOUR);
      }),
    );
  });

  test('[API-08] [CON-05] in every zone the start of a day round-trips: it is that day there, and the instant before is the day before', () => {
    fc.assert(
      fc.property(calendarDay, fc.constantFrom(...SETTINGS_ZONES, ...FIXED_ZONES.map((z) => z.zone)), (day, zone) => {
        const start = startOfDayInZone(day, zone);
        expect(dayInZone(start, zone)).toBe(day);
        expect(dayInZone(start - 1, zone)).toBe(addDays(day, -1));
      }),
    );
  });

  test('[API-08] every instant falls in the day that starts at or before it and ends after it', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.parse('1971-01-02'), max: Date.parse('2099-12-30') }), fc.constantFrom(...SETTINGS_ZONES), (instant, zone) => {
        const day = dayInZone(instant, zone);
        expect(startOfDayInZone(day, zone)).toBeLessThanOrEqual(instant);
        expect(startOfDayInZone(addDays(day, 1), zone)).toBeGreaterThan(instant);
      }),
    );
  });

  test('[API-08] the issue’s example: 24 November at UTC+2 starts at 22:00 UTC the day before; daylight saving and a skipped midnight', () => {
    expect(new Date(startOfDayInZone('2026-11-24', 'Etc/GMT-2')).toISOString()).toBe('2026-11-23T22:00:00.000Z');
    expect(new Date(startOfDayInZone('2026-07-01', 'Europe/Berlin')).toISOString()).toBe('2026-06-30T22:00:00.000Z');
    expect(new Date(startOfDayInZone('2026-12-01', 'Europe/Berlin')).toISOString()).toBe('2026-11-30T23:00:00.000Z');
    expect(new Date(startOfDayInZone('2026-03-08', 'America/New_York')).toISOString()).toBe('2026-03-08T05:00:00.000Z');
    // Brazil moved its clocks from 00:00 to 01:00 on 4 November 2018: that day began at 01:00 (UTC−2).
    expect(new Date(startOfDayInZone('2018-11-04', 'America/Sao_Paulo')).toISOString()).toBe('2018-11-04T03:00:00.000Z');
  });

  test('[CON-05] days are counted on the calendar: n days on and n back is the same day; an unreal date is refused', () => {
    for (const bad of ['2026-02-30', '2026-13-01', '23-11-2026', '2026-1-5', '']) expect(() => startOfDayInZone(bad, 'UTC')).toThrow(RangeError);
    fc.assert(
      fc.property(calendarDay, fc.integer({ min: -400, max: 400 }), (day, n) => {
        expect(addDays(addDays(day, n), -n)).toBe(day);
      }),
    );
  });

  test('[SCR-09] the calendar offers today and the 6 days before, oldest first, across month and year ends', () => {
    expect(recentDays('2026-01-03', 7)).toEqual(['2025-12-28', '2025-12-29', '2025-12-30', '2025-12-31', '2026-01-01', '2026-01-02', '2026-01-03']);
    expect(recentDays('2024-03-01', 2)).toEqual(['2024-02-29', '2024-03-01']);
    expect(formatCalendarDay('2026-11-23', 'en-US', { weekday: 'short' })).toBe('Mon');
    expect(formatCalendarDay('2026-11-23', 'de-DE', { day: 'numeric', month: 'short' })).toBe('23. Nov.');
  });
});

const tree: ResultsTree = {
  Sports: [
    {
      ID: 1,
      Name: 'Soccer',
      Alias: 'soccer',
      Rank: 1,
      Categories: [
        {
          ID: 11,
          Name: 'England',
          Alias: 'england',
          Rank: 1,
          Tournaments: [
            { ID: 101, Name: 'Premier League', Alias: 'premier-league', Rank: 1, MatchesCount: 3 },
            { ID: 102, Name: 'FA Cup', Alias: 'fa-cup', Rank: 2, MatchesCount: 2 },
          ],
        },
        { ID: 12, Name: 'Spain', Alias: 'spain', Rank: 2, Tournaments: [{ ID: 103, Name: 'LaLiga', Alias: 'laliga', Rank: 1, MatchesCount: 4 }] },
      ],
    },
    { ID: 2, Name: 'Tennis', Alias: 'tennis', Rank: 2, Categories: [{ ID: 21, Name: 'ATP', Alias: 'atp', Rank: 1, Tournaments: [{ ID: 201, Name: 'ATP Vienna', Alias: 'atp-vienna', Rank: 1, MatchesCount: 5 }] }] },
  ],
};

const match = (Name: string, tournament: string) => {
  const [HomeTeamName = '', AwayTeamName = ''] = Name.split(' - ');
  return { Name, HomeTeamName, AwayTeamName, Tournament: { ID: 1, Name: tournament, Alias: 'x', Rank: 1 } };
};

describe('the results search', () => {
  test('[VAL-02] [STA-56] one character (or spaces) filters nothing; two characters do', () => {
    expect(activeSearch('')).toBeNull();
    expect(activeSearch('l')).toBeNull();
    expect(activeSearch('  l  ')).toBeNull();
    expect(activeSearch(' la ')).toBe('la');
    expect(filterResultsTree(tree, 'l')).toBe(tree);
    expect(treeTournaments(filterResultsTree(tree, 'la')).map((t) => t.ID)).toEqual([103]);
  });

  test('[VAL-11] tournaments are kept by a case-insensitive contains test; empty categories and sports go', () => {
    const found = filterResultsTree(tree, 'CUP');
    expect(found.Sports.map((s) => s.ID)).toEqual([1]);
    expect(found.Sports[0]!.Categories.map((c) => c.ID)).toEqual([11]);
    expect(treeTournaments(found).map((t) => t.Name)).toEqual(['FA Cup']);
    expect(filterResultsTree(tree, 'zz').Sports).toEqual([]);
  });

  test('[VAL-11] matches are kept when their name, a team or their tournament contains the text', () => {
    const list = [match('Liverpool - Everton', 'Premier League'), match('Arsenal - Chelsea', 'Premier League'), match('Sevilla - Betis', 'LaLiga')];
    expect(filterMatchResults(list, 'pool').map((m) => m.Name)).toEqual(['Liverpool - Everton']);
    expect(filterMatchResults(list, 'LIGA').map((m) => m.Name)).toEqual(['Sevilla - Betis']);
    expect(filterMatchResults(list, 'a')).toBe(list);
    expect(filterMatchResults(list, 'xyz')).toEqual([]);
  });

  test('[VAL-11] property: any name contains any of its own pieces in any letter case, and filtering keeps exactly those', () => {
    const text = fc.string({ unit: 'grapheme-ascii', maxLength: 12 });
    fc.assert(
      fc.property(text, text, text, fc.boolean(), (before, piece, after, upper) => {
        const search = upper ? piece.toUpperCase() : piece.toLowerCase();
        expect(nameMatches(before + piece + after, search)).toBe(true);
        const list = [match(`${before}${piece}${after} - B`, 'T'), match('zz - yy', 'ww')];
        const kept = filterMatchResults(list, search);
        if (activeSearch(search) === null) expect(kept).toBe(list);
        else expect(kept).toEqual(list.filter((m) => [m.Name, m.Tournament.Name].some((n) => n.toLowerCase().includes(search.trim().toLowerCase()))));
      }),
    );
  });
});

describe('the tree, the scores and the settlements', () => {
  test('[SCR-09] a tournament’s place in the tree, and counts per sport and category', () => {
    expect(tournamentPath(tree, 103)).toMatchObject({ sport: { ID: 1 }, category: { ID: 12 } });
    expect(tournamentPath(tree, 999)).toBeNull();
    expect(matchesIn(tree.Sports[0]!)).toBe(9);
    expect(matchesIn(tree.Sports[0]!.Categories[0]!)).toBe(5);
    expect(periodScoresText([{ HomeScore: 0, AwayScore: 0 }, { HomeScore: 2, AwayScore: 1 }])).toBe('0-0, 2-1');
    expect(periodScoresText([])).toBe('');
  });

  test('[ENM-02] every settlement code has its name (the label key and the data-result hook)', () => {
    expect(Object.values(BET_RESULTS).map(betResultName)).toEqual(['pending', 'cancelled', 'win', 'lost', 'refund', 'halfWin', 'halfLose']);
  });

  test('[SCR-09] a market lists its final line’s selections before those of earlier lines', () => {
    const o = (ID: number, IsRetired: boolean) => ({ ID, IsRetired });
    expect(currentLinesFirst([o(1, true), o(2, false), o(3, true), o(4, false)]).map((x) => x.ID)).toEqual([2, 4, 1, 3]);
  });
});

describe('the results address', () => {
  const days = recentDays('2026-11-23', 7);

  test('[CON-05] the day and tournament are read from the query; a day outside the calendar is today', () => {
    expect(readResultsQuery('?date=2026-11-20&tournament=10001', days)).toEqual({ day: '2026-11-20', tournamentId: 10001 });
    expect(readResultsQuery('', days)).toEqual({ day: '2026-11-23', tournamentId: null });
    expect(readResultsQuery('?date=2026-11-01&tournament=abc', days)).toEqual({ day: '2026-11-23', tournamentId: null });
    expect(readResultsQuery('?date=2026-02-31&tournament=0', days)).toEqual({ day: '2026-11-23', tournamentId: null });
    expect(resultsSearch('2026-11-20', 10001)).toEqual({ date: '2026-11-20', tournament: 10001 });
    expect(resultsSearch('2026-11-20', null)).toEqual({ date: '2026-11-20' });
    expect(namesResults('?date=2026-11-20&tournament=10001&worker=off', '2026-11-20', 10001)).toBe(true);
    expect(namesResults('?date=2026-11-20', '2026-11-20', 10001)).toBe(false);
    expect(namesResults('?date=2026-11-20', '2026-11-20', null)).toBe(true);
  });

  test('[CON-05] [RTE-35] the results page keeps its day and tournament in the address; other pages and parameters are stripped', () => {
    expect(stripQuery(['sport', 'results'], '?date=2026-11-20&tournament=10001&btag=7')).toEqual({
      read: { date: '2026-11-20', tournament: '10001', btag: '7' },
      search: '?date=2026-11-20&tournament=10001',
    });
    expect(stripQuery(['sport', 'results', '900000001'], '?date=2026-11-20')).toEqual({ read: { date: '2026-11-20' }, search: '' });
    expect(stripQuery(['sport', 'soccer'], '?date=2026-11-20')).toEqual({ read: { date: '2026-11-20' }, search: '' });
  });

  test('[API-06] the house takes every language the site speaks, zh-CHS included, and still refuses a malformed one', () => {
    for (const langcode of ['en-US', 'zh-CHS', 'zh-CHT', 'zh-Hans', 'de']) expect(check(resultsByIdQuerySchema, { langcode, id: '5' }).ok).toBe(true);
    for (const langcode of ['english', 'EN-us', 'zh-CHX1', '']) expect(check(resultsByIdQuerySchema, { langcode, id: '5' })).toMatchObject({ ok: false, error: { field: 'langcode' } });
  });
});
