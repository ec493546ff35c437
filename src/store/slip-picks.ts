/**
 * Which outcomes the betslip holds, for the odds buttons (feed-bridge keeps it and gives each button
 * its own answer, useInSlip). A button that read the slip's whole view was re-rendered, and had its
 * snapshot compared by React, at every change of any selection's price: hundreds of buttons on a
 * live list, at every feed batch.
 */
type Pick = { readonly matchId: number; readonly outcomeId: number };

let picked: ReadonlySet<string> = new Set();
const listeners = new Set<() => void>();

const pickKey = (matchId: number, outcomeId: number) => `${matchId}:${outcomeId}`;

/** The slip's selections as they are now; listeners hear only of a change in which outcomes they are. */
export function setSlipPicks(picks: readonly Pick[]): void {
  const next = picks.map((p) => pickKey(p.matchId, p.outcomeId));
  if (next.length === picked.size && next.every((key) => picked.has(key))) return;
  picked = new Set(next);
  for (const listener of listeners) listener();
}

export function subscribeSlipPicks(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function isInSlip(matchId: number, outcomeId: number): boolean {
  return picked.has(pickKey(matchId, outcomeId));
}
