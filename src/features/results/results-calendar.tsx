/**
 * The results calendar (SPEC SCR-09): today and the 6 days before, each a link to that day's
 * results (CON-05) keeping the tournament. The router marks the chosen day (aria-current).
 */
import { AppLink } from '../../ui/app-link.tsx';
import { useResultsHome } from './results-home.ts';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { formatCalendarDay, type CalendarDay } from '../../../domain/calendar-day.ts';
import { resultsSearch } from '../../../domain/results-address.ts';

type Props = { readonly days: readonly CalendarDay[]; readonly tournamentId: number | null };

export function ResultsCalendar({ days, tournamentId }: Props) {
  const home = useResultsHome();
  const { LL, locale } = useI18nContext();
  const today = days[days.length - 1];
  return (
    <nav className="results-calendar" aria-label={LL.results.calendar()}>
      <ul className="results-calendar__days">
        {days.map((d) => (
          <li key={d}>
            <AppLink
              to={home.to}
              search={resultsSearch(d, tournamentId)}
              className="results-calendar__day"
              title={formatCalendarDay(d, locale, { dateStyle: 'full' })}
            >
              <span className="results-calendar__weekday">{d === today ? LL.results.today() : formatCalendarDay(d, locale, { weekday: 'short' })}</span>
              <span className="results-calendar__date">{formatCalendarDay(d, locale, { day: 'numeric', month: 'short' })}</span>
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
