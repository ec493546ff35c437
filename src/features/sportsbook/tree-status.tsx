/** The pre-match tree's loading and failed states, shared by the /sport pages and the home page's blocks, in the lists' look (src/ui/request-status.tsx). */
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import type { RequestState } from '../../store/use-request.ts';
import { RequestStatus } from '../../ui/request-status.tsx';

type Props = {
  readonly request: Exclude<RequestState<unknown>, { status: 'fulfilled' }> & { readonly retry: () => void };
  /** What waits for the tree, in the words of the block showing it; the list's by default. */
  readonly loading?: string;
  readonly error?: string;
};

export function TreeStatus({ request, loading, error }: Props) {
  const { LL } = useI18nContext();
  return (
    <RequestStatus request={request} loading={loading ?? LL.sportsbook.loading()} failed={error ?? LL.sportsbook.error()} retry={LL.sportsbook.retry()} className="sportsbook__state" />
  );
}
