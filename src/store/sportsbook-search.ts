/**
 * The home page's search over the pre-match book (SPEC SCR-10, VAL-02, VAL-11, STA-56): the text
 * applies from 2 characters (domain/name-search.ts activeSearch); once it has stayed the same for a
 * moment the house is asked (GET /api/sportsbook/search), and an answer to older text is dropped.
 */
import { useEffect, useState } from 'react';
import { activeSearch } from '../../domain/name-search.ts';
import type { SportsbookSearch } from '../../schemas/sportsbook.ts';
import { fetchSportsbookSearch } from './sportsbook-api.ts';
import { useRequest, type RequestState } from './use-request.ts';

/** How long the text must stay unchanged before it is searched: one request per pause, not per key. */
export const SEARCH_PAUSE_MS = 250;

export type SportsbookSearchState = {
  /** The text searched for, trimmed; null while the box holds too little (nothing is searched, nothing shown). */
  readonly applied: string | null;
  /** The answer for `applied`: pending while typing goes on and while the house answers. */
  readonly answer: (RequestState<SportsbookSearch> & { readonly retry: () => void }) | null;
};

export function useSportsbookSearch(text: string): SportsbookSearchState {
  const applied = activeSearch(text);
  const [settled, setSettled] = useState<string | null>(applied);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(applied), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [applied]);
  const asked = settled !== null && settled === applied ? settled : null;
  const request = useRequest(asked === null ? null : `sportsbook-search:${asked}`, () => fetchSportsbookSearch(asked ?? ''));
  return {
    applied,
    answer: applied === null ? null : asked === null ? { status: 'pending', retry: request.retry } : request,
  };
}
