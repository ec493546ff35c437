/** One pre-match row: kick-off (or, in play, Live and the score), teams (or an outright's name), a cell per column, and "+N" markets. */
import { memo } from 'react';
import { useSnapshot } from 'valtio';
import { formatKickoff } from '../../../domain/settings.ts';
import type { ListColumnView, PrematchRowView } from '../../../workers/feed/contract.ts';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { useSettings } from '../../store/settings.ts';
import { OddsButton } from '../../ui/odds-button.tsx';
import { PathLink } from '../../ui/path-link.tsx';

type Props = {
  readonly row: PrematchRowView;
  /** The group's columns, one per cell. */
  readonly columns: readonly ListColumnView[];
  readonly stale: boolean;
  readonly watchVisibility: (row: HTMLElement | null) => (() => void) | undefined;
};

export const PrematchRow = memo(function PrematchRow({ row: proxyRow, columns, stale, watchVisibility }: Props) {
  const { LL, locale } = useI18nContext();
  const { timeZone } = useSettings();
  const row = useSnapshot(proxyRow);
  const title = row.home === '' ? row.name : `${row.home} – ${row.away}`;
  return (
    <li ref={watchVisibility} className="prematch-row" data-match-id={row.id} data-live={row.isLive || undefined}>
      {row.score ? (
        <span className="prematch-row__time prematch-row__live">
          <span className="prematch-row__live-tag">{LL.nav.live()}</span> <span className="tabular" data-score>{`${row.score[0]} : ${row.score[1]}`}</span>
        </span>
      ) : (
        <time className="prematch-row__time" dateTime={new Date(row.startsAt).toISOString()}>
          {formatKickoff(row.startsAt, locale, timeZone)}
        </time>
      )}
      <PathLink link={row.link} className="prematch-row__teams">
        {row.home === '' ? (
          <span className="prematch-row__team">{row.name}</span>
        ) : (
          <>
            <span className="prematch-row__team">{row.home}</span>
            <span className="prematch-row__team">{row.away}</span>
          </>
        )}
      </PathLink>
      <div className="prematch-row__cells">
        {row.cells.map((cell, index) => (
          <div key={columns[index]?.key ?? index} className="prematch-cell" data-column={columns[index]?.key} role="group" aria-label={columns[index]?.header}>
            {cell
              ? cell.outcomes.map((outcome) => (
                  <OddsButton key={outcome.id} outcome={outcome} matchId={row.id} marketId={cell.marketId} match={title} suspended={cell.suspended} stale={stale} />
                ))
              : <span className="prematch-cell__none" aria-hidden="true">–</span>}
          </div>
        ))}
      </div>
      <PathLink link={row.link} className="prematch-row__more">
        {row.moreMarkets > 0 ? LL.sportsbook.moreMarkets({ count: row.moreMarkets }) : '›'}
      </PathLink>
    </li>
  );
});
