/** /{lang}/live (SPEC RTE-02): every live match, grouped by sport and category, moving in real time. */
import { useSnapshot } from 'valtio';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import type { LiveOverviewModel } from '../../../workers/feed/engine.ts';
import { liveOverviewState } from '../../store/feed-bridge.ts';
import { SlipNotice } from '../betslip/slip-notice.tsx';
import { FeedStatusBar } from './feed-status-bar.tsx';
import { HouseTimeMark } from './house-time-mark.tsx';
import { SportGroup } from './sport-group.tsx';
import './live.css';

export function LivePage() {
  const { LL } = useI18nContext();
  const state = liveOverviewState();
  const snap = useSnapshot(state);

  return (
    <section className="live-page" aria-labelledby="live-title" data-feed-status={snap.status}>
      <header className="live-page__header">
        <h1 id="live-title">{LL.live.title()}</h1>
        {snap.sports && <span className="live-page__count">{LL.live.matchCount({ count: snap.matchCount })}</span>}
      </header>
      <LiveFeedStatus />
      <SlipNotice />
      <HouseTimeMark />
      {!snap.sports ? (
        <p className="live-page__state" role="status" aria-busy="true">
          {LL.live.loading()}
        </p>
      ) : snap.sports.length === 0 ? (
        <p className="live-page__state" role="status">
          {LL.live.empty()}
        </p>
      ) : (
        snap.sports.map((sport, index) => <SportGroup key={sport.id} overview={state as LiveOverviewModel} sportIndex={index} />)
      )}
    </section>
  );
}

/** Reads the data's age only while it is shown, so fresh prices re-render nothing here. */
function LiveFeedStatus() {
  const snap = useSnapshot(liveOverviewState());
  const shown = snap.status === 'stale' || snap.status === 'reconnecting';
  return <FeedStatusBar status={snap.status} houseTime={shown && snap.sports ? snap.houseTime : 0} />;
}
