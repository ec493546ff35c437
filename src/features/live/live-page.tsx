/** /{lang}/live (SPEC RTE-02): every live match, grouped by sport and category, moving in real time. */
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { LIVE_ROWS_AND_AGE, LIVE_ROWS_AND_SPORTS, QUERIES } from '../../../workers/feed/contract.ts';
import { feedState, feedStatusHook, isLoading, useFeedWithout } from '../../store/feed-bridge.ts';
import { SlipNotice } from '../../ui/slip-notice.tsx';
import { FeedStatusBar } from '../../ui/feed-status-bar.tsx';
import { HouseTimeMark } from './house-time-mark.tsx';
import { SportGroup } from './sport-group.tsx';
import { FIRST_SCREEN_ROWS, firstScreenMatches, listedRows } from './first-screen.ts';
import { useRowsInTurn } from '../../ssr/hydration.ts';
import './live.css';

export function LivePage() {
  const { LL } = useI18nContext();
  const snap = useFeedWithout(QUERIES.live, LIVE_ROWS_AND_AGE);
  // The rows get their own parts of the proxy, so a price change re-renders one row.
  const state = feedState(QUERIES.live);
  const rows = isLoading(snap) ? 0 : listedRows(snap.sports);
  const drawn = useRowsInTurn(FIRST_SCREEN_ROWS, rows);
  const firstScreen = !isLoading(snap) && drawn < rows ? firstScreenMatches(snap.sports, drawn) : null;

  return (
    <section className="live-page" aria-labelledby="live-title" data-feed-status={isLoading(snap) ? 'connecting' : feedStatusHook(snap)}>
      <header className="live-page__header">
        <h1 id="live-title">{LL.live.title()}</h1>
        {!isLoading(snap) && <span className="live-page__count">{LL.live.matchCount({ count: snap.matchCount })}</span>}
      </header>
      <LiveFeedStatus />
      <SlipNotice />
      <HouseTimeMark />
      {isLoading(snap) || isLoading(state) ? (
        <p className="live-page__state" role="status" aria-busy="true">
          {LL.live.loading()}
        </p>
      ) : snap.sports.length === 0 ? (
        <p className="live-page__state" role="status">
          {LL.live.empty()}
        </p>
      ) : (
        snap.sports.map(
          (sport, index) =>
            (!firstScreen || sport.categories.some((category) => category.matchIds.some((id) => firstScreen.has(id)))) && (
              <SportGroup key={sport.id} overview={state} sportIndex={index} only={firstScreen ?? undefined} />
            ),
        )
      )}
    </section>
  );
}

/** Reads the feed's status and the data's age, so fresh prices re-render nothing else. */
function LiveFeedStatus() {
  const snap = useFeedWithout(QUERIES.live, LIVE_ROWS_AND_SPORTS);
  if (isLoading(snap)) return <FeedStatusBar status="connecting" houseTime={0} />;
  const shown = snap.status === 'stale' || snap.status === 'reconnecting';
  return <FeedStatusBar status={snap.status} houseTime={shown ? snap.houseTime : 0} />;
}
