/**
 * One read from the house for a component: loading, then the answer or the failure's error code
 * (ENM-19: pending, fulfilled, rejected), with a retry. `key` names what is asked; a new key asks
 * again and an answer to an older key is dropped. A null key asks nothing.
 */
import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { HOUSE_ERRORS, type ErrorCode } from '../../schemas/errors.ts';
import { ApiFailure } from './session.ts';

export type RequestState<T> =
  | { readonly status: 'pending' }
  | { readonly status: 'fulfilled'; readonly value: T }
  | { readonly status: 'rejected'; readonly code: ErrorCode | 'network' };

type Settled<T> = { readonly key: string; readonly attempt: number; readonly state: RequestState<T> };

const PENDING = { status: 'pending' } as const;

export function useRequest<T>(key: string | null, load: () => Promise<T>): RequestState<T> & { readonly retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  // `load` is a new closure on every render; the key says when it asks something new.
  const ask = useEffectEvent(load);

  useEffect(() => {
    if (key === null) return;
    let current = true;
    ask().then(
      (value) => current && setSettled({ key, attempt, state: { status: 'fulfilled', value } }),
      (error: unknown) => current && setSettled({ key, attempt, state: { status: 'rejected', code: error instanceof ApiFailure ? error.code : HOUSE_ERRORS.internal } }),
    );
    return () => {
      current = false;
    };
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const state = settled && settled.key === key && settled.attempt === attempt ? settled.state : PENDING;
  return { ...state, retry };
}
