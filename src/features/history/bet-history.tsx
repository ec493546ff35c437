/**
 * A page of the player's bets of one history type (SPEC API-53, ENM-17), with its filters, pages
 * and loading, empty and failed states: the right panel's Pending and History tabs and the account
 * modal's Sports history and Pending bets.
 */
import { useState } from 'react';
import { dayInZone } from '../../../domain/calendar-day.ts';
import { intlTimeZone } from '../../../domain/settings.ts';
import { BET_HISTORY_TYPES, type BetHistory, type BetHistoryType } from '../../../schemas/history.ts';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import type { TranslationFunctions } from '../../i18n/i18n-types.ts';
import { fetchBetHistory } from '../../store/history-api.ts';
import { useSettings } from '../../store/settings.ts';
import { useRequest } from '../../store/use-request.ts';
import { historyQuery, initialFilter, queryKey, type RangeChoice } from './history-filter.ts';
import { HistoryFilters } from './history-filters.tsx';
import { customRangeText } from './history-labels.ts';
import { HistoryEmpty, HistoryState } from './history-state.tsx';
import { DeclinedBetCard, HistoryTicketCard } from './history-ticket.tsx';
import { Pager } from './pager.tsx';
import './history.css';

type Props = {
  /** The type shown first; with `types`, the player may pick another. */
  readonly type: BetHistoryType;
  readonly types?: readonly BetHistoryType[];
  /** The ranges offered, the first shown first. */
  readonly ranges: readonly RangeChoice[];
  readonly pageSize: number;
};

function emptyText(LL: TranslationFunctions, type: BetHistoryType): { title: string; hint: string | null } {
  if (type === BET_HISTORY_TYPES.uncleared) return { title: LL.history.emptyPending(), hint: LL.history.emptyPendingHint() };
  if (type === BET_HISTORY_TYPES.declined) return { title: LL.history.emptyDeclined(), hint: LL.history.emptyClearedHint() };
  return { title: LL.history.emptyCleared(), hint: LL.history.emptyClearedHint() };
}

export function BetHistoryList({ type: firstType, types, ranges, pageSize }: Props) {
  const { LL } = useI18nContext();
  const zone = intlTimeZone(useSettings().timeZone);
  const [today] = useState(() => dayInZone(Date.now(), zone));
  const [type, setType] = useState(firstType);
  const [filter, setFilter] = useState(() => initialFilter(ranges[0] ?? 'last24', today));
  const asked = historyQuery(filter, zone, pageSize);
  const query = 'query' in asked ? asked.query : null;
  const request = useRequest(query && queryKey(type, query), () => fetchBetHistory(type, query!));

  return (
    <section className="history" data-history-type={type} aria-busy={request.status === 'pending'}>
      <HistoryFilters ranges={ranges} filter={filter} onFilter={setFilter} today={today} typeChoice={types ? { types, type, onType: setType } : undefined} />
      {'problem' in asked ? (
        <p className="history__state" role="alert" data-history-state="invalid">
          {customRangeText(LL, asked.problem)}
        </p>
      ) : request.status === 'fulfilled' ? (
        <Page history={request.value} onPage={(page) => setFilter({ ...filter, page })} empty={emptyText(LL, type)} />
      ) : (
        <HistoryState request={request} />
      )}
    </section>
  );
}

function Page({ history, onPage, empty }: { readonly history: BetHistory; readonly onPage: (page: number) => void; readonly empty: { title: string; hint: string | null } }) {
  if (history.Tickets.length === 0 && history.Page <= 1) return <HistoryEmpty title={empty.title}>{empty.hint}</HistoryEmpty>;
  return (
    <>
      <ul className="history__list" role="list" data-total={history.Total}>
        {history.Type === BET_HISTORY_TYPES.declined
          ? history.Tickets.map((bet) => <DeclinedBetCard key={bet.ID} bet={bet} />)
          : history.Tickets.map((ticket) => <HistoryTicketCard key={ticket.TicketID} ticket={ticket} />)}
      </ul>
      <Pager page={history.Page} pageSize={history.PageSize} total={history.Total} onPage={onPage} />
    </>
  );
}
