/** The results screens' look of a read's loading and failed states (src/ui/request-status.tsx). */
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import type { RequestState } from '../../store/use-request.ts';
import { RequestStatus as ReadStatus } from '../../ui/request-status.tsx';

type Props = {
  readonly request: Exclude<RequestState<unknown>, { status: 'fulfilled' }> & { readonly retry: () => void };
  readonly loading: string;
};

export function RequestStatus({ request, loading }: Props) {
  const { LL } = useI18nContext();
  return (
    <ReadStatus request={request} loading={loading} failed={LL.results.loadFailed()} retry={LL.results.retry()} className="results-state" retryClassName="btn btn--primary btn--small" />
  );
}

/** A quiet notice: nothing finished that day, or nothing matches the search. */
export function EmptyState({ text, kind }: { readonly text: string; readonly kind: 'empty' | 'none-found' }) {
  return (
    <p className="results-state" role="status" data-results-state={kind}>
      {text}
    </p>
  );
}
