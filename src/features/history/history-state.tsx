/** The loading, failed and empty states of a history list (SPEC ENM-19: pending, rejected). */
import type { ReactNode } from 'react';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { houseErrorText } from '../../ui/house-error-text.ts';
import type { RequestState } from '../../store/use-request.ts';

type Unsettled = Exclude<RequestState<unknown>, { status: 'fulfilled' }> & { readonly retry: () => void };

export function HistoryState({ request }: { readonly request: Unsettled }) {
  const { LL } = useI18nContext();
  if (request.status === 'pending') {
    return (
      <p className="history__state" role="status" aria-busy="true" data-history-state="loading">
        {LL.history.loading()}
      </p>
    );
  }
  return (
    <div className="history__state" role="alert" data-history-state="error" data-error-code={request.code}>
      <p>
        {LL.history.loadFailed()} {houseErrorText(LL, request.code)}
      </p>
      <button type="button" className="btn btn--primary btn--small" onClick={request.retry}>
        {LL.history.retry()}
      </button>
    </div>
  );
}

export function HistoryEmpty({ title, children }: { readonly title: string; readonly children?: ReactNode }) {
  return (
    <div className="empty-state history__empty" role="status" data-history-state="empty">
      <p className="empty-state__title">{title}</p>
      {children && <p className="empty-state__hint">{children}</p>}
    </div>
  );
}
