/**
 * /{lang}/sport/schedule (SPEC RTE-07, SCR-08, STA-50, CON-04, CON-05): a day of the next 7, a
 * sport among those with matches that day, a live-only switch and a page of 30 matches. The
 * choices stand in the address (reload and Back show the same page); the rows come from
 * GET /api/schedule in the player's time zone.
 */
import { useLocation, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { formatCalendarDay } from '../../../domain/calendar-day.ts';
import { readScheduleSearch, scheduleSearchString, type ScheduleSearch } from '../../../domain/schedule.ts';
import { formatTime, resolvedTimeZone } from '../../../domain/settings.ts';
import { ERROR_CODES } from '../../../schemas/errors.ts';
import type { ScheduleAnswer, ScheduleMatch } from '../../../schemas/schedule.ts';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { useSchedule, type ScheduleLoad } from '../../store/schedule-api.ts';
import { useSettings } from '../../store/settings.ts';
import { houseErrorText } from '../../ui/house-error-text.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { PathLink } from '../../ui/path-link.tsx';
import './schedule.css';

/** The choices in the address, and a way to change them (a new history entry, or `replace` for a correction). */
function useScheduleSearch(): [ScheduleSearch, (next: ScheduleSearch, replace?: boolean) => void] {
  const router = useRouter();
  const { pathname, searchStr } = useLocation();
  const search = readScheduleSearch(searchStr);
  const go = (next: ScheduleSearch, replace = false) => void router.navigate({ href: `${pathname}${scheduleSearchString(next)}`, replace });
  return [search, go];
}

export function SchedulePage() {
  const { LL } = useI18nContext();
  const { timeZone } = useSettings();
  const [search, go] = useScheduleSearch();
  const load = useSchedule(search, resolvedTimeZone(timeZone));
  useDocumentTitle(LL.schedule.title());

  // Corrections, kept out of the history: a day no longer offered (a link from yesterday) falls
  // back to today, a page past the end to the last page.
  const staleDate = load.status === 'error' && load.error?.code === ERROR_CODES.invalid && load.error.field === 'date' && search.date !== null;
  const answered = load.status === 'ready' ? load.answer : null;
  const pageBeyond = answered !== null && answered.Page !== search.page;
  useEffect(() => {
    if (staleDate) go({ ...search, date: null, page: 1 }, true);
    else if (pageBeyond && answered) go({ ...search, page: answered.Page }, true);
  });

  const answer = load.answer;
  const choose = (change: Partial<ScheduleSearch>) => go({ ...search, page: 1, ...change });
  return (
    <section className="page schedule-page" aria-labelledby="schedule-title" data-status={load.status}>
      <h1 id="schedule-title" className="page__title">
        {LL.schedule.title()}
      </h1>
      {answer && <DayPicker days={answer.Dates} chosen={search.date ?? answer.Dates[0]} onChoose={(date) => choose({ date })} />}
      {answer && <Filters answer={answer} search={search} onChoose={choose} />}
      <ScheduleBody load={load} live={search.live} onPage={(page) => go({ ...search, page })} />
    </section>
  );
}

type DayPickerProps = { readonly days: readonly string[]; readonly chosen: string | undefined; readonly onChoose: (date: string) => void };

function DayPicker({ days, chosen, onChoose }: DayPickerProps) {
  const { LL, locale } = useI18nContext();
  return (
    <div className="schedule-days" role="group" aria-label={LL.schedule.days()}>
      {days.map((day, index) => {
        return (
          <button key={day} type="button" className="schedule-day" aria-pressed={day === chosen} data-date={day} onClick={() => onChoose(day)}>
            <span className="schedule-day__weekday">{index === 0 ? LL.schedule.today() : formatCalendarDay(day, locale, { weekday: 'short' })}</span>
            <span className="schedule-day__date">{formatCalendarDay(day, locale, { day: 'numeric', month: 'short' })}</span>
          </button>
        );
      })}
    </div>
  );
}

function Filters({ answer, search, onChoose }: { readonly answer: ScheduleAnswer; readonly search: ScheduleSearch; readonly onChoose: (change: Partial<ScheduleSearch>) => void }) {
  const { LL } = useI18nContext();
  const total = answer.Sports.reduce((n, s) => n + s.Count, 0);
  // A chosen sport with nothing left under the switch keeps its place in the list, at 0.
  const missing = search.sport !== null && !answer.Sports.some((s) => s.ID === search.sport);
  return (
    <div className="schedule-filters">
      <label className="field schedule-filters__sport">
        <span className="field__label">{LL.schedule.sport()}</span>
        <select className="field__control" value={search.sport ?? ''} onChange={(e) => onChoose({ sport: e.target.value === '' ? null : Number(e.target.value) })}>
          <option value="">{LL.schedule.allSports({ count: total })}</option>
          {answer.Sports.map((s) => (
            <option key={s.ID} value={s.ID}>
              {LL.schedule.sportOption({ name: s.Name, count: s.Count })}
            </option>
          ))}
          {missing && <option value={search.sport ?? ''}>{LL.schedule.sportOption({ name: `#${search.sport}`, count: 0 })}</option>}
        </select>
      </label>
      <label className="schedule-switch">
        <input type="checkbox" role="switch" checked={search.live} onChange={(e) => onChoose({ live: e.target.checked })} />
        <span>{LL.schedule.liveOnly()}</span>
      </label>
    </div>
  );
}

function ScheduleBody({ load, live, onPage }: { readonly load: ScheduleLoad; readonly live: boolean; readonly onPage: (page: number) => void }) {
  const { LL } = useI18nContext();
  if (load.status === 'error' && load.error) {
    return (
      <div className="schedule-state" role="alert">
        <p>{LL.schedule.error()}</p>
        <p className="muted">{houseErrorText(LL, load.error.code)}</p>
        <button type="button" className="btn btn--ghost" onClick={load.retry}>
          {LL.schedule.retry()}
        </button>
      </div>
    );
  }
  const answer = load.answer;
  if (!answer) {
    return (
      <p className="schedule-state" role="status" aria-busy="true">
        {LL.schedule.loading()}
      </p>
    );
  }
  const busy = load.status === 'loading';
  if (answer.Matches.length === 0) {
    return (
      <div className="schedule-state empty-state" role="status" aria-busy={busy}>
        <p className="empty-state__title">{live ? LL.schedule.emptyLive() : LL.schedule.empty()}</p>
        <p className="empty-state__hint">{LL.schedule.emptyHint()}</p>
      </div>
    );
  }
  return (
    <>
      <ol className="schedule-list" aria-label={LL.schedule.matches()} aria-busy={busy}>
        {answer.Matches.map((m) => (
          <ScheduleRow key={m.ID} match={m} />
        ))}
      </ol>
      <Pager answer={answer} onPage={onPage} />
    </>
  );
}

function ScheduleRow({ match }: { readonly match: ScheduleMatch }) {
  const { LL, locale } = useI18nContext();
  const { timeZone } = useSettings();
  return (
    <li className="schedule-row" data-match-id={match.ID} data-live={match.IsLive || undefined}>
      <time className="schedule-row__time" dateTime={match.DateOfMatch}>
        {formatTime(match.StartDateJs, locale, timeZone)}
      </time>
      <span className="schedule-row__where">
        <span className="schedule-row__sport">{match.Sport.Name}</span>
        <span className="schedule-row__tournament">
          {match.Category.Name} · {match.Tournament.Name}
        </span>
      </span>
      <PathLink link={match.MatchLink} className="schedule-row__teams">
        <span>{match.HomeTeamName}</span>
        <span>{match.AwayTeamName}</span>
      </PathLink>
      {match.IsLive && <span className="schedule-row__live">{LL.schedule.live()}</span>}
    </li>
  );
}

function Pager({ answer, onPage }: { readonly answer: ScheduleAnswer; readonly onPage: (page: number) => void }) {
  const { LL } = useI18nContext();
  if (answer.Pages <= 1) return null;
  return (
    <nav className="schedule-pager" aria-label={LL.schedule.pageOf({ page: answer.Page, pages: answer.Pages })}>
      <button type="button" className="btn btn--ghost btn--small" disabled={answer.Page <= 1} onClick={() => onPage(answer.Page - 1)}>
        {LL.schedule.previous()}
      </button>
      <span className="schedule-pager__at" aria-live="polite">
        {LL.schedule.pageOf({ page: answer.Page, pages: answer.Pages })}
      </span>
      <button type="button" className="btn btn--ghost btn--small" disabled={answer.Page >= answer.Pages} onClick={() => onPage(answer.Page + 1)}>
        {LL.schedule.next()}
      </button>
    </nav>
  );
}
