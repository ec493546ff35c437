/**
 * Why an odds button did not add its selection, said politely in a live region (a price that is
 * updating cannot be taken: stale-price safety). Cleared after a few seconds.
 */
import './slip-notice.css';
import { proxy, useSnapshot } from 'valtio';
import { useI18nContext } from '../i18n/i18n-react.tsx';
import { runFeed } from '../store/feed-bridge.ts';
import { requestSlipFocus } from './slip-focus.ts';
import type { CommandRefusal, SelectionPick } from '../../workers/feed/contract.ts';

type Refusal = Extract<CommandRefusal, 'stale' | 'unavailable' | 'full'>;

const notice = proxy<{ refusal: Refusal | null }>({ refusal: null });
let clearTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Adds or removes a selection; a refusal is shown in the notice. A selection added from the
 * keyboard moves focus to its stake on the slip (slip-focus.ts).
 */
export async function toggleFromOdds(pick: SelectionPick, how: { readonly adding: boolean; readonly keyboard: boolean } = { adding: false, keyboard: false }): Promise<void> {
  const result = await runFeed({ kind: 'toggle-selection', pick });
  if (result === null && how.adding && how.keyboard) requestSlipFocus({ matchId: pick.matchId, outcomeId: pick.outcomeId });
  const refusal = result === 'stale' || result === 'unavailable' || result === 'full' ? result : null;
  notice.refusal = refusal;
  clearTimeout(clearTimer);
  if (refusal) clearTimer = setTimeout(() => (notice.refusal = null), 4000);
}

export function SlipNotice() {
  const { LL } = useI18nContext();
  const { refusal } = useSnapshot(notice);
  const text =
    refusal === 'stale' ? LL.slip.refusedStale() : refusal === 'unavailable' ? LL.slip.refusedUnavailable() : refusal === 'full' ? LL.slip.refusedFull() : '';
  return (
    <p className="slip-notice" role="status" data-refusal={refusal ?? undefined} hidden={!text}>
      {text}
    </p>
  );
}
