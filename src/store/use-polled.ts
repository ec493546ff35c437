/**
 * A read from the house asked again every `everyMs` while the component is mounted: the last
 * answer stays shown while the next is asked, so a ticking figure never flashes back to loading.
 * A failure shows only until an answer comes again.
 */
import { useEffect, useEffectEvent, useState } from 'react';
import { HOUSE_ERRORS } from '../../schemas/errors.ts';
import { ApiFailure } from './session.ts';
import type { RequestState } from './use-request.ts';

export function usePolled<T>(key: string, load: () => Promise<T>, everyMs: number): RequestState<T> & { readonly retry: () => void } {
  const [state, setState] = useState<{ readonly key: string; readonly value: RequestState<T> } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const ask = useEffectEvent(load);

  useEffect(() => {
    let current = true;
    const once = () =>
      ask().then(
        (value) => current && setState({ key, value: { status: 'fulfilled', value } }),
        (error: unknown) => current && setState({ key, value: { status: 'rejected', code: error instanceof ApiFailure ? error.code : HOUSE_ERRORS.internal } }),
      );
    void once();
    const timer = setInterval(() => void once(), everyMs);
    return () => {
      current = false;
      clearInterval(timer);
    };
  }, [key, everyMs, attempt]);

  const shown: RequestState<T> = state && state.key === key ? state.value : { status: 'pending' };
  return { ...shown, retry: () => setAttempt((n) => n + 1) };
}
