/**
 * SPEC RTE-35: URL query parameters are read into state, then stripped from the address, except on
 * set-password (its link carries the reset token the form posts back).
 *
 * Two documented page switches stay in the URL: `protocol` and `worker` (README, "Page switches").
 * The feed worker reads them from the address when it starts, which can be after this runs, and a
 * benchmark's reload must keep them.
 */
import { proxy } from 'valtio';
import { sectionOfSegment } from '../../../domain/site-routes.ts';

export const KEPT_QUERY_PARAMS: readonly string[] = ['protocol', 'worker'];

/** Every parameter seen this visit, latest value wins (e.g. `providers` for RTE-20, `btag` from an affiliate link). */
export const queryState = proxy<{ params: Record<string, string> }>({ params: {} });

export type QueryStrip = { readonly read: Record<string, string>; readonly search: string };

/** What to read and what search string to leave, for a page (its segments after /{lang}). */
export function stripQuery(segments: readonly string[], search: string): QueryStrip | null {
  const params = new URLSearchParams(search);
  if ([...params.keys()].length === 0) return null;
  const first = segments[0];
  if (first !== undefined && sectionOfSegment(first) === 'setPassword') return null;
  const read: Record<string, string> = {};
  const kept = new URLSearchParams();
  for (const [name, value] of params) {
    read[name] = value;
    if (KEPT_QUERY_PARAMS.includes(name)) kept.append(name, value);
  }
  const rest = kept.toString();
  return { read, search: rest ? `?${rest}` : '' };
}
