/** The sidebar trees' loading and failed states (src/ui/request-status.tsx); in the compact rail, words for screen readers only. */
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import type { RequestState } from '../../store/use-request.ts';
import { RequestStatus } from '../../ui/request-status.tsx';

type Props = {
  readonly request: Exclude<RequestState<unknown>, { status: 'fulfilled' }> & { readonly retry: () => void };
  readonly loading: string;
  readonly failed: string;
  readonly compact: boolean;
};

export function SideTreeStatus({ request, loading, failed, compact }: Props) {
  const { LL } = useI18nContext();
  return <RequestStatus request={request} loading={loading} failed={failed} retry={LL.sportsbook.retry()} className={compact ? 'visually-hidden' : 'side-tree__state'} />;
}
