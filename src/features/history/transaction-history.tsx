/**
 * The account modal's Transaction history (SPEC SCR-42, API-53, ENT-38): the player's deposits,
 * stakes, settlements, cash-outs and refunds, newest first, by range and page.
 */
import { formatMoney } from '../../../domain/money.ts';
import type { TransactionHistory } from '../../../schemas/history.ts';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { fetchTransactionHistory } from '../../store/history-api.ts';
import type { RangeChoice } from './history-filter.ts';
import { formatWhen, kindLabel } from './history-labels.ts';
import { HistoryList } from './history-list.tsx';
import { HistoryEmpty } from './history-state.tsx';
import { Pager } from './pager.tsx';

export function TransactionHistoryList({ ranges, pageSize }: { readonly ranges: readonly RangeChoice[]; readonly pageSize: number }) {
  return (
    <HistoryList type="transactions" ranges={ranges} pageSize={pageSize} load={fetchTransactionHistory}>
      {(history, onPage, zone) => <Transactions history={history} zone={zone} onPage={onPage} />}
    </HistoryList>
  );
}

function Transactions({ history, zone, onPage }: { readonly history: TransactionHistory; readonly zone: string | undefined; readonly onPage: (page: number) => void }) {
  const { LL, locale } = useI18nContext();
  if (history.Transactions.length === 0 && history.Page <= 1) return <HistoryEmpty title={LL.history.emptyTransactions()} />;
  return (
    <>
      <ul className="history__list transactions" role="list" data-total={history.Total}>
        {history.Transactions.map((t) => {
          const amount = Number(t.Amount);
          return (
            <li key={t.TransactionID} className="transaction" data-transaction-id={t.TransactionID} data-kind={t.Kind}>
              <span className="transaction__kind">{kindLabel(LL, t.Kind)}</span>
              <span className="transaction__amount tabular" data-sign={amount > 0 ? 'in' : amount < 0 ? 'out' : 'none'} data-amount={t.Amount}>
                {amount > 0 ? '+' : ''}
                {formatMoney(amount, t.Currency, locale)}
              </span>
              <span className="transaction__when">{formatWhen(t.CompletedDate, locale, zone)}</span>
              {t.TicketID !== null && <span className="transaction__ticket">{LL.bets.ticket({ id: t.TicketID })}</span>}
            </li>
          );
        })}
      </ul>
      <Pager page={history.Page} pageSize={history.PageSize} total={history.Total} onPage={onPage} />
    </>
  );
}
