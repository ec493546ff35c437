/** Says when the prices shown may be out of date, and how old they are. */
import './feed-status-bar.css';
import { useI18nContext } from '../i18n/i18n-react.tsx';
import { useNow } from '../store/use-now.ts';
import type { FeedStatus } from '../../workers/feed/contract.ts';

/** `houseTime`: the house's emit time of the newest data shown (epoch ms), 0 when unknown. */
export function FeedStatusBar({ status, houseTime }: { readonly status: FeedStatus; readonly houseTime: number }) {
  const { LL } = useI18nContext();
  const now = useNow();
  if (status !== 'reconnecting' && status !== 'stale') return null;
  const age = houseTime > 0 ? Math.max(0, Math.round((now - houseTime) / 1000)) : null;
  return (
    <p className="feed-status" role="status" data-stale="true">
      {status === 'reconnecting' && <strong>{LL.live.reconnecting()} </strong>}
      {LL.live.stale()}
      {age !== null && <> · {LL.live.updatedAgo({ seconds: age })}</>}
    </p>
  );
}
