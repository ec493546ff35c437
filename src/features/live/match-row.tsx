/**
 * A live match: teams, score, clock and status, and its money line. Each row watches only its own
 * proxy, so a price change re-renders that one row, and the other rows are not even asked; rows
 * off the screen are not sent their changes at all until they come near it (visible-rows.ts).
 */
import { memo } from 'react';
import { useSnapshot } from 'valtio';
import type { MatchRowView } from '../../../workers/feed/contract.ts';
import { MatchClock } from '../../ui/match-clock.tsx';
import { MatchLink } from './match-link.tsx';
import { OddsButton } from '../../ui/odds-button.tsx';
import { watchRowVisibility } from './visible-rows.ts';

type Props = { readonly match: MatchRowView; readonly columns: number; readonly stale: boolean };

export const MatchRow = memo(function MatchRow({ match, columns, stale }: Props) {
  const row = useSnapshot(match);
  return (
    <li ref={watchRowVisibility} className="match-row" data-match-id={row.id}>
      <div className="match-row__time">
        {row.clock && <MatchClock clock={row.clock} sportAlias={row.sportAlias} />}
        <span className="match-row__status">{row.status}</span>
      </div>
      <MatchLink link={row.link} className="match-row__teams">
        <span className="match-row__team">{row.home}</span>
        <span className="match-row__team">{row.away}</span>
      </MatchLink>
      <div className="match-row__score" aria-label={`${row.homeScore}:${row.awayScore}`}>
        <span>{row.homeScore}</span>
        <span>{row.awayScore}</span>
      </div>
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
