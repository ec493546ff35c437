/**
 * The live part of a match page (issue #15): the tracker with the stream slot beside the events,
 * statistics and period scores. Nothing before kick-off; "waiting for data" until the house's
 * first state of play; the final state once the match has ended (trackerDisplay).
 */
import type { MatchView } from '../../../workers/feed/contract.ts';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { MatchTracker, StreamSlot } from './match-tracker.tsx';
import { PeriodScores, PlayEvents, PlayStats } from './match-stats.tsx';
import { periodTable, trackerDisplay } from './tracker-model.ts';

export function MatchLive({ match }: { readonly match: MatchView }) {
  const { LL } = useI18nContext();
  const display = trackerDisplay(match);
  const table = match.outright || !(match.isLive || match.finished) ? null : periodTable(match.sportAlias, match.periods, match.homeScore, match.awayScore);
  if (display === 'none' && !table) return null;
  const play = match.play;
  return (
    <section className="match-live" aria-label={LL.tracker.title()} data-tracker={display}>
      <div className="match-live__tracker">
        {display === 'waiting' && (
          <p className="tracker tracker--waiting" role="status" aria-busy="true">
            {LL.tracker.waiting()}
          </p>
        )}
        {play && (display === 'live' || display === 'final') && <MatchTracker sportAlias={match.sportAlias} play={play} home={match.home} away={match.away} final={display === 'final'} />}
        {(display === 'live' || display === 'waiting') && <StreamSlot />}
      </div>
      {table && (
        <div className="match-live__periods">
          <PeriodScores table={table} home={match.home} away={match.away} />
        </div>
      )}
      {play && (display === 'live' || display === 'final') && (
        <div className="match-live__side">
          <PlayStats stats={play.Stats} home={match.home} away={match.away} />
          <PlayEvents events={play.Events} home={match.home} away={match.away} />
        </div>
      )}
    </section>
  );
}
