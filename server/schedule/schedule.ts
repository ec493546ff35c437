/**
 * One day of the schedule (SPEC STA-50, SCR-08, CON-04) from what the feed holds now: the live and
 * pre-match books, read in place (a request touches each match's few fields, never its markets).
 */
import type { Category, Sport, Tournament } from '../../schemas/catalog.ts';
import type { Match } from '../../schemas/match.ts';
import type { ScheduleAnswer, ScheduleMatch, ScheduleQuery, ScheduleSport } from '../../schemas/schedule.ts';
import { addDays, startOfDayInZone } from '../../domain/calendar-day.ts';
import { isScheduleEligible, pageCount, SCHEDULE_PAGE_SIZE, scheduleWindow } from '../../domain/schedule.ts';
import type { StreamView } from '../feed/simulator/index.ts';

/** Where the schedule reads from: the feed simulator (its clock and its books). */
export type ScheduleSource = { readonly now: number; view(stream: 'live' | 'prematch'): StreamView };

/** The asked day is not one of the 7 the calendar offers in that zone. */
export type ScheduleRefusal = { readonly field: 'date'; readonly message: string };

const BOOKS = ['live', 'prematch'] as const;

type Catalogue = { readonly sports: Map<number, Sport>; readonly categories: Map<number, Category>; readonly tournaments: Map<number, Tournament> };

function catalogueOf(views: readonly StreamView[]): Catalogue {
  const c: Catalogue = { sports: new Map(), categories: new Map(), tournaments: new Map() };
  for (const view of views) {
    for (const s of view.sports) c.sports.set(s.ID, s);
    for (const x of view.categories) c.categories.set(x.ID, x);
    for (const t of view.tournaments) c.tournaments.set(t.ID, t);
  }
  return c;
}

const named = (x: { ID: number; Name: string; Alias: string } | undefined, id: number) => ({ ID: id, Name: x?.Name ?? '', Alias: x?.Alias ?? '' });

function row(m: Match, c: Catalogue): ScheduleMatch {
  return {
    ID: m.ID,
    StartDateJs: m.StartDateJs,
    DateOfMatch: m.DateOfMatch,
    Name: m.Name,
    HomeTeamName: m.HomeTeamName,
    AwayTeamName: m.AwayTeamName,
    IsLive: m.IsLive,
    MatchLink: m.MatchLink,
    Sport: named(c.sports.get(m.SportTypeID), m.SportTypeID),
    Category: named(c.categories.get(m.Category.ID), m.Category.ID),
    Tournament: named(c.tournaments.get(m.Tournament.ID), m.Tournament.ID),
  };
}

export function scheduleDay(source: ScheduleSource, query: ScheduleQuery): ScheduleAnswer | ScheduleRefusal {
  const window = scheduleWindow(source.now, query.tz);
  const date = query.date ?? window.days[0] ?? '';
  if (!window.days.includes(date)) {
    return { field: 'date', message: `date: must be one of the next 7 days in the time zone ${query.tz}: ${window.days[0]} to ${window.days.at(-1)}` };
  }
  const from = startOfDayInZone(date, query.tz);
  const until = startOfDayInZone(addDays(date, 1), query.tz);
  const views = BOOKS.map((book) => source.view(book));
  const catalogue = catalogueOf(views);
  const counts = new Map<number, number>();
  const chosen: Match[] = [];
  for (const view of views) {
    for (const m of view.matches.values()) {
      // STA-50 decides what enters the calendar at all; the day is one slice of it.
      if (!isScheduleEligible({ type: m.Type, startsAt: m.StartDateJs }, window.from, window.until)) continue;
      if (m.StartDateJs < from || m.StartDateJs >= until || (query.live && !m.IsLive)) continue;
      // A finished match staying a minute in the live feed (docs/protocol.md) is off the calendar.
      if (m.IsFinished) continue;
      counts.set(m.SportTypeID, (counts.get(m.SportTypeID) ?? 0) + 1);
      if (query.sport === undefined || m.SportTypeID === query.sport) chosen.push(m);
    }
  }
  const rank = (sportId: number) => catalogue.sports.get(sportId)?.Rank ?? Number.MAX_SAFE_INTEGER;
  chosen.sort((a, b) => a.StartDateJs - b.StartDateJs || rank(a.SportTypeID) - rank(b.SportTypeID) || a.ID - b.ID);
  const Pages = pageCount(chosen.length);
  // A page past the end (the day emptied since the link was made) shows the last one.
  const Page = Math.min(query.page, Pages);
  const Sports: ScheduleSport[] = [...counts]
    .sort(([a], [b]) => rank(a) - rank(b) || a - b)
    .map(([id, Count]) => ({ ...named(catalogue.sports.get(id), id), Count }));
  return {
    Date: date,
    Dates: [...window.days],
    Sports,
    Matches: chosen.slice((Page - 1) * SCHEDULE_PAGE_SIZE, Page * SCHEDULE_PAGE_SIZE).map((m) => row(m, catalogue)),
    Page,
    Pages,
    Total: chosen.length,
  };
}
