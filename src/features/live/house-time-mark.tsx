/**
 * Measurement hook for `npm run bench` (docs/benchmarks.md): an invisible element carrying the
 * house's emit time of the newest live data shown. It reads only `houseTime`, so it re-renders on
 * its own, and it is committed in the same React commit as the prices that came with it.
 */
import { isLoading, useFeedWithout } from '../../store/feed-bridge.ts';
import { LIVE_ROWS_AND_SPORTS, QUERIES } from '../../../workers/feed/contract.ts';

export function HouseTimeMark() {
  const snap = useFeedWithout(QUERIES.live, LIVE_ROWS_AND_SPORTS);
  return <span hidden data-house-time={!isLoading(snap) && snap.houseTime > 0 ? snap.houseTime : undefined} />;
}
