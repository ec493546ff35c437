/** Shows the open price's movement; the dialog is a chunk of its own, fetched when one first opens. */
import { lazy, Suspense } from 'react';
import { useOpenPriceHistory } from '../../store/price-history.ts';

const PriceHistoryDialog = lazy(() => import('./price-history-dialog.tsx').then((m) => ({ default: m.PriceHistoryDialog })));

export function PriceHistoryHost() {
  const open = useOpenPriceHistory();
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <PriceHistoryDialog key={`${open.matchId}:${open.outcomeId}`} target={open} />
    </Suspense>
  );
}
