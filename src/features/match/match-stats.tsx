/**
 * Beside the tracker (issue #15; SPEC ENT-11): the last events with their minute, the sport's
 * statistics as home/away bars (possession as one split bar), and the score of each period or
 * set. Draws what tracker-model.ts works out; every word comes from the `tracker` namespace.
 */
import type { CSSProperties } from 'react';
import type { Play } from '../../../schemas/play.ts';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { eventRows, statBars, type PeriodTable } from './tracker-model.ts';

export function PlayEvents({ events, home, away }: { readonly events: Play['Events']; readonly home: string; readonly away: string }) {
  const { LL } = useI18nContext();
  const rows = eventRows(events);
  return (
    <section className="play-events" aria-labelledby="play-events-title">
      <h2 id="play-events-title" className="match-live__title">
        {LL.tracker.events()}
      </h2>
      {rows.length === 0 ? (
        <p className="match-live__empty">{LL.tracker.noEvents()}</p>
      ) : (
        <ol className="play-events__list">
          {rows.map((row) => (
            <li key={row.key} className="play-event" data-kind={row.kind} data-side={row.team ?? undefined}>
              <span className="play-event__when">{row.when}</span>
              <span className="play-event__mark" data-mark={row.mark} aria-hidden="true" />
              <span className="play-event__what">
                {LL.tracker.event[row.kind]()}
                {row.team && <span className="play-event__team"> · {row.team === 'home' ? home : away}</span>}
              </span>
              {row.score && <span className="play-event__score">{row.score}</span>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

export function PlayStats({ stats, home, away }: { readonly stats: Play['Stats']; readonly home: string; readonly away: string }) {
  const { LL } = useI18nContext();
  const bars = statBars(stats);
  if (bars.length === 0) return null;
  const value = (n: number, percent: boolean) => (percent ? `${n}%` : String(n));
  return (
    <section className="play-stats" aria-labelledby="play-stats-title">
      <h2 id="play-stats-title" className="match-live__title">
        {LL.tracker.stats()}
      </h2>
      <p className="play-stats__teams" aria-hidden="true">
        <span>{home}</span>
        <span>{away}</span>
      </p>
      <dl className="play-stats__list">
        {bars.map((bar) => (
          <div key={bar.key} className="play-stat" data-stat={bar.key} data-home={bar.home} data-away={bar.away} data-shape={bar.shape}>
            <dt className="play-stat__name">{LL.tracker.stat[bar.key]()}</dt>
            <dd className="play-stat__home">{value(bar.home, bar.percent)}</dd>
            <dd className="play-stat__away">{value(bar.away, bar.percent)}</dd>
            <dd className="play-stat__bar" aria-hidden="true" style={{ '--home': `${bar.homeWidth}%`, '--away': `${bar.awayWidth}%` } as CSSProperties}>
              <span className="play-stat__fill" data-side="home" />
              <span className="play-stat__fill" data-side="away" />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function PeriodScores({ table, home, away }: { readonly table: PeriodTable; readonly home: string; readonly away: string }) {
  const { LL } = useI18nContext();
  return (
    <table className="period-scores" data-unit={table.unit}>
      <caption className="match-live__title">{table.unit === 'set' ? LL.tracker.setsCaption() : LL.tracker.periodsCaption()}</caption>
      <thead>
        <tr>
          <th scope="col">
            <span className="visually-hidden">{LL.tracker.team()}</span>
          </th>
          {table.columns.map((n) => (
            <th key={n} scope="col">
              {n}
            </th>
          ))}
          <th scope="col">{LL.tracker.total()}</th>
        </tr>
      </thead>
      <tbody>
        {(
          [
            [home, table.home, table.homeTotal],
            [away, table.away, table.awayTotal],
          ] as const
        ).map(([name, scores, total], side) => (
          <tr key={side}>
            <th scope="row">{name}</th>
            {scores.map((score, i) => (
              <td key={i}>{score}</td>
            ))}
            <td className="period-scores__total">{total}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
