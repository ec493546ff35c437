/** Shows the open price's movement; the dialog is a chunk of its own, fetched when one first opens. */
import { Suspense } from 'react';
import { houseLazy } from '../../ssr/house-lazy.ts';
import { useOpenPriceHistory } from '../../store/price-history.ts';

const PriceHistoryDialog = houseLazy('src/features/price-history/price-history-dialog.tsx', () => import('./price-history-dialog.tsx').then((m) => m.PriceHistoryDialog));

export function PriceHistoryHost() {
  const open = useOpenPriceHistory();
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <PriceHistoryDialog key={`${open.matchId}:${open.outcomeId}`} target={open} />
    </Suspense>
  );
}
