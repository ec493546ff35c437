/**
 * A history's filters: the history type (ENM-17) where the list offers several, the range (ENM-18)
 * and, for a custom range, its first and last days with the quick choices of CON-06. Any change
 * goes back to page 1.
 */
import { useId } from 'react';
import { CUSTOM_RANGE_MONTHS } from '../../../domain/history-range.ts';
import type { CalendarDay } from '../../../domain/calendar-day.ts';
import type { BetHistoryType } from '../../../schemas/history.ts';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { lastMonths, type HistoryFilter, type RangeChoice } from './history-filter.ts';
import { rangeLabel, typeLabel } from './history-labels.ts';

type TypeChoice = { readonly types: readonly BetHistoryType[]; readonly type: BetHistoryType; readonly onType: (type: BetHistoryType) => void };

type Props = {
  readonly ranges: readonly RangeChoice[];
  readonly filter: HistoryFilter;
  readonly onFilter: (filter: HistoryFilter) => void;
  readonly today: CalendarDay;
  readonly typeChoice?: TypeChoice | undefined;
};

const QUICK = { 1: 'month1', 3: 'month3', 9: 'month9' } as const;

export function HistoryFilters({ ranges, filter, onFilter, today, typeChoice }: Props) {
  const { LL } = useI18nContext();
  const id = useId();
  const set = (next: Partial<HistoryFilter>) => onFilter({ ...filter, ...next, page: 1 });
  if (ranges.length < 2 && !typeChoice) return null;
  return (
    <div className="history__filters" role="group" aria-label={LL.history.filters()}>
      {typeChoice && (
        <div className="history__field">
          <label htmlFor={`${id}-type`}>{LL.history.type()}</label>
          <select
            id={`${id}-type`}
            value={typeChoice.type}
            onChange={(e) => {
              typeChoice.onType(e.target.value as BetHistoryType);
              set({});
            }}
          >
            {typeChoice.types.map((t) => (
              <option key={t} value={t}>
                {typeLabel(LL, t)}
              </option>
            ))}
          </select>
        </div>
      )}
      {ranges.length > 1 && (
        <div className="history__field">
          <label htmlFor={`${id}-range`}>{LL.history.range()}</label>
          <select id={`${id}-range`} value={filter.range} onChange={(e) => set({ range: e.target.value as RangeChoice })}>
            {ranges.map((r) => (
              <option key={r} value={r}>
                {rangeLabel(LL, r)}
              </option>
            ))}
          </select>
        </div>
      )}
      {filter.range === 'custom' && (
        <>
          <div className="history__field">
            <label htmlFor={`${id}-from`}>{LL.history.from()}</label>
            <input id={`${id}-from`} type="date" value={filter.fromDay} max={today} required onChange={(e) => e.target.value && set({ fromDay: e.target.value })} />
          </div>
          <div className="history__field">
            <label htmlFor={`${id}-to`}>{LL.history.to()}</label>
            <input id={`${id}-to`} type="date" value={filter.toDay} max={today} required onChange={(e) => e.target.value && set({ toDay: e.target.value })} />
          </div>
          <div className="history__quick" role="group" aria-label={LL.history.quickRanges()}>
            {CUSTOM_RANGE_MONTHS.map((months) => {
              const days = lastMonths(today, months);
              const chosen = days.fromDay === filter.fromDay && days.toDay === filter.toDay;
              return (
                <button key={months} type="button" className="btn btn--ghost btn--small" aria-pressed={chosen} onClick={() => set(days)}>
                  {LL.history.quick[QUICK[months]]()}
                </button>
              );
            })}
          </div>
        </>
      )}
    </div>
  );
}
