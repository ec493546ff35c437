/**
 * A house read's loading and failed states, for every screen that reads: a busy status, or what
 * failed, why (the house's error code in words) and a retry. Each screen gives its words and look.
 */
import { useI18nContext } from '../i18n/i18n-react.tsx';
import type { RequestState } from '../store/use-request.ts';
import { houseErrorText } from './house-error-text.ts';
import type { ErrorCode } from '../../schemas/errors.ts';

type Props = {
  readonly request: Exclude<RequestState<unknown>, { status: 'fulfilled' }> & { readonly retry: () => void };
  readonly loading: string;
  readonly failed: string;
  readonly retry: string;
  readonly className: string;
  readonly retryClassName?: string;
};

/** A shared read that has no value yet (loaded-state.ts): loading while no failure is known, else failed. */
export function unloaded(code: ErrorCode | 'network' | null, retry: () => void): Props['request'] {
  return code === null ? { status: 'pending', retry } : { status: 'rejected', code, retry };
}

export function RequestStatus({ request, loading, failed, retry, className, retryClassName = 'btn btn--ghost' }: Props) {
  const { LL } = useI18nContext();
  if (request.status === 'pending') {
    return (
      <p className={className} role="status" aria-busy="true" data-request-state="loading">
        {loading}
      </p>
    );
  }
  return (
    <div className={className} role="alert" data-request-state="error" data-error-code={request.code}>
      <p>{failed}</p>
      <p>{houseErrorText(LL, request.code)}</p>
      <button type="button" className={retryClassName} onClick={request.retry}>
        {retry}
      </button>
    </div>
  );
}
