/** Which price's movement is open (at most one), as a valtio proxy: any price can open it. */
import { proxy, useSnapshot } from 'valtio';

export type PriceHistoryTarget = {
  readonly matchId: number;
  readonly marketId: number;
  readonly outcomeId: number;
  /** How the price is named where it was opened: "Over 2.5, Home – Away". */
  readonly name: string;
};

const state = proxy<{ open: PriceHistoryTarget | null }>({ open: null });

export function openPriceHistory(target: PriceHistoryTarget): void {
  state.open = target;
}

export function closePriceHistory(): void {
  state.open = null;
}

export function useOpenPriceHistory(): PriceHistoryTarget | null {
  return useSnapshot(state).open;
}
