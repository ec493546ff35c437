/** Says when the prices shown may be out of date, and how old they are. */
import { useSnapshot } from 'valtio';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { liveOverviewState } from '../../store/feed-bridge.ts';
import { useNow } from '../../store/use-now.ts';

export function FeedStatusBar() {
  const { LL } = useI18nContext();
  const snap = useSnapshot(liveOverviewState());
  const now = useNow();
  if (snap.status !== 'reconnecting' && snap.status !== 'stale') return null;
  const age = snap.sports && snap.houseTime > 0 ? Math.max(0, Math.round((now - snap.houseTime) / 1000)) : null;
  return (
    <p className="feed-status" role="status" data-stale="true">
      {snap.status === 'reconnecting' && <strong>{LL.live.reconnecting()} </strong>}
      {LL.live.stale()}
      {age !== null && <> · {LL.live.updatedAgo({ seconds: age })}</>}
    </p>
  );
}
