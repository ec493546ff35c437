/**
 * A live match: teams, score, clock and status, and its money line. Each row watches only its own
 * proxy, so a price change re-renders that one row, and the other rows are not even asked; rows
 * off the screen are not sent their changes at all until they come near it (visible-rows.ts).
 * A match that has just ended stays a short while as its result: final score, "Finished" and a
 * link to its result page instead of prices (issue #15), until the house takes it off the list.
 * A live one has a switch that adds it to the multi-view (SCR-07, docs/decisions/0029).
 */
import { memo } from 'react';
import { useSnapshot } from 'valtio';
import type { MatchRowView } from '../../../workers/feed/contract.ts';
import { useFeedNames } from '../../i18n/feed-names.ts';
import { MatchClock } from '../../ui/match-clock.tsx';
import { PathLink } from '../../ui/path-link.tsx';
import { AppLink } from '../../ui/app-link.tsx';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { OddsButton } from '../../ui/odds-button.tsx';
import { MultiViewToggle } from '../../ui/multi-view-toggle.tsx';
import { rowVisibility } from '../../ui/visible-rows.ts';
import { QUERIES } from '../../../workers/feed/contract.ts';

const watchRowVisibility = rowVisibility(QUERIES.live, 'live');

type Props = { readonly match: MatchRowView; readonly columns: number; readonly stale: boolean };

export const MatchRow = memo(function MatchRow({ match, columns, stale }: Props) {
  const row = useSnapshot(match);
  const names = useFeedNames();
  if (row.finished) return <FinishedRow row={row} columns={columns} />;
  return (
    <li ref={watchRowVisibility} className="match-row" data-match-id={row.id}>
      <div className="match-row__time">
        {row.clock && <MatchClock clock={row.clock} sportAlias={row.sportAlias} />}
        <span className="match-row__status">{names.status(row.status)}</span>
      </div>
      <PathLink link={row.link} className="match-row__teams">
        <span className="match-row__team">{row.home}</span>
        <span className="match-row__team">{row.away}</span>
      </PathLink>
      <div className="match-row__score" aria-label={`${row.homeScore}:${row.awayScore}`}>
        <span>{row.homeScore}</span>
        <span>{row.awayScore}</span>
      </div>
      <MultiViewToggle matchId={row.id} match={`${row.home} – ${row.away}`} className="match-row__multi-view" />
      <div className="match-row__odds" data-columns={columns}>
        {row.moneyLine.map((outcome) => (
          <OddsButton
            key={outcome.id}
            outcome={outcome}
            matchId={row.id}
            marketId={row.marketId}
            match={`${row.home} – ${row.away}`}
            suspended={row.suspended}
            stale={stale}
          />
        ))}
      </div>
    </li>
  );
});

/** A match that has ended: its final score and a link to its result, no prices. */
function FinishedRow({ row, columns }: { readonly row: MatchRowView; readonly columns: number }) {
  const { LL } = useI18nContext();
  const result = { page: 'sport', rest: `results/${row.id}` } as const;
  return (
    <li ref={watchRowVisibility} className="match-row" data-match-id={row.id} data-finished="true">
      <div className="match-row__time">
        <span className="match-row__finished">{LL.tracker.finished()}</span>
      </div>
      <AppLink to={result} className="match-row__teams">
        <span className="match-row__team">{row.home}</span>
        <span className="match-row__team">{row.away}</span>
      </AppLink>
      <div className="match-row__score" aria-label={`${row.homeScore}:${row.awayScore}`}>
        <span>{row.homeScore}</span>
        <span>{row.awayScore}</span>
      </div>
      <div className="match-row__odds match-row__result" data-columns={columns}>
        <AppLink to={result} className="match-row__result-link" title={LL.tracker.resultOf({ home: row.home, away: row.away })}>
          {LL.tracker.result()}
        </AppLink>
      </div>
    </li>
  );
}
