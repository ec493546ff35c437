/**
 * The Asian view's filters (SPEC ENT-60): a calendar strip of All and the next 7 days in the
 * player's zone, the sport (the {sportAlias} of /sport/koreanView), and sorting by league or time.
 */
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { asianDays } from '../../../domain/asian-view.ts';
import { formatCalendarDay, type CalendarDay, type DayZone } from '../../../domain/calendar-day.ts';
import type { SportsbookTree } from '../../../schemas/sportsbook.ts';
import type { ListSort } from '../../../workers/feed/contract.ts';
import { SortFilter } from './sort-filter.tsx';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { useSiteLocale } from '../../ui/site-locale-context.tsx';

type Props = {
  readonly zone: DayZone;
  readonly day: CalendarDay | null;
  readonly onDay: (day: CalendarDay | null) => void;
  readonly sort: ListSort;
  readonly onSort: (sort: ListSort) => void;
  /** The sport choice, on /sport/koreanView only: the tree and the sport shown. */
  readonly sports: { readonly tree: SportsbookTree; readonly current: string } | null;
};

export function AsianFilters({ zone, day, onDay, sort, onSort, sports }: Props) {
  const { LL, locale } = useI18nContext();
  const router = useRouter();
  const site = useSiteLocale();
  const [days] = useState(() => asianDays(Date.now(), zone));
  return (
    <div className="sportsbook__filters asian-filters">
      <div className="segmented asian-filters__days" role="group" aria-label={LL.asianView.calendar()} data-filter="day">
        {[null, ...days].map((d) => (
          <button key={d ?? 'all'} type="button" className="segmented__option" aria-pressed={day === d} data-day={d ?? 'all'} onClick={() => onDay(d)}>
            {d === null ? LL.asianView.all() : formatCalendarDay(d, locale, { weekday: 'short', day: 'numeric' })}
          </button>
        ))}
      </div>
      {sports && (
        <label className="sportsbook__filter">
          <span>{LL.asianView.sport()}</span>
          <select value={sports.current} onChange={(e) => void router.navigate({ href: `/${site}/sport/koreanView/${e.currentTarget.value}` })} data-filter="sport">
            {sports.tree.Sports.map((s) => (
              <option key={s.ID} value={s.Alias}>
                {s.Name}
              </option>
            ))}
          </select>
        </label>
      )}
      <SortFilter sort={sort} onSort={onSort} />
    </div>
  );
}
