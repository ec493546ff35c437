/**
 * Where keyboard focus goes around the betslip (issue #14: after placing, focus was lost and the
 * stake box was 223 Tab presses from the first price). A selection added from the keyboard asks the
 * slip to take focus at that selection's stake; the slip answers when it has rendered it. A mouse or
 * touch add leaves focus where it is: the pointer needs no focus to move on.
 */
import { proxy } from 'valtio';

type Wanted = { readonly matchId: number; readonly outcomeId: number };

/** The selection whose stake the slip should focus next; null when nothing is asked. */
export const slipFocus = proxy<{ wanted: Wanted | null }>({ wanted: null });

export function requestSlipFocus(wanted: Wanted): void {
  slipFocus.wanted = wanted;
}

/** The slip took the request (or it no longer applies). */
export function clearSlipFocus(): void {
  slipFocus.wanted = null;
}
