/**
 * A list history of the account modal (transactions, casino rounds): its range filters, the page
 * asked for, and the read's loading, failed and invalid-range states around what the list shows.
 */
import { useState, type ReactNode } from 'react';
import { dayInZone } from '../../../domain/calendar-day.ts';
import { intlTimeZone } from '../../../domain/settings.ts';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import type { HistoryPageQuery } from '../../store/history-api.ts';
import { useSettings } from '../../store/settings.ts';
import { useRequest } from '../../store/use-request.ts';
import { historyQuery, initialFilter, queryKey, type RangeChoice } from './history-filter.ts';
import { HistoryFilters } from './history-filters.tsx';
import { customRangeText } from './history-labels.ts';
import { HistoryState } from './history-state.tsx';
import './history.css';

type Props<T> = {
  /** The history's name: `data-history-type` and the request's key. */
  readonly type: string;
  readonly ranges: readonly RangeChoice[];
  readonly pageSize: number;
  readonly load: (query: HistoryPageQuery) => Promise<T>;
  /** The answer shown, with a way to another page, in the player's time zone. */
  readonly children: (value: T, onPage: (page: number) => void, zone: string | undefined) => ReactNode;
};

export function HistoryList<T>({ type, ranges, pageSize, load, children }: Props<T>) {
  const { LL } = useI18nContext();
  const zone = intlTimeZone(useSettings().timeZone);
  const [today] = useState(() => dayInZone(Date.now(), zone));
  const [filter, setFilter] = useState(() => initialFilter(ranges[0] ?? 'last24', today));
  const asked = historyQuery(filter, zone, pageSize);
  const query = 'query' in asked ? asked.query : null;
  const request = useRequest(query && queryKey(type, query), () => load(query!));

  return (
    <section className="history" data-history-type={type} aria-busy={request.status === 'pending'}>
      <HistoryFilters ranges={ranges} filter={filter} onFilter={setFilter} today={today} />
      {'problem' in asked ? (
        <p className="history__state" role="alert" data-history-state="invalid">
          {customRangeText(LL, asked.problem)}
        </p>
      ) : request.status === 'fulfilled' ? (
        children(request.value, (page) => setFilter({ ...filter, page }), zone)
      ) : (
        <HistoryState request={request} />
      )}
    </section>
  );
}
