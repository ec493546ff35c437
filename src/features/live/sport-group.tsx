/** One sport's live matches, category by category, under the sport's money-line column labels. */
import { useSnapshot } from 'valtio';
import type { LiveOverviewModel } from '../../../workers/feed/contract.ts';
import { MatchRow } from './match-row.tsx';

type Props = { readonly overview: LiveOverviewModel; readonly sportIndex: number };

export function SportGroup({ overview, sportIndex }: Props) {
  // Reads the sport's structure and the feed status only: a price change inside a row does not
  // re-render the group (the rows get their own proxies from `overview.matches`).
  const snap = useSnapshot(overview);
  const sport = snap.sports[sportIndex];
  if (!sport) return null;
  const stale = snap.status !== 'live';
  const headingId = `live-sport-${sport.id}`;
  return (
    <section className="sport-group" aria-labelledby={headingId} data-sport={sport.alias}>
      <header className="sport-group__header">
        <h2 id={headingId}>
          {sport.name} <span className="sport-group__count">{sport.matchCount}</span>
        </h2>
        <div className="odds-labels" aria-hidden="true" data-columns={sport.labels.length}>
          {sport.labels.map((label) => (
            <span key={label}>{label}</span>
          ))}
        </div>
      </header>
      {sport.categories.map((category) => (
        <div key={category.id} className="category-group">
          <h3 className="category-group__title">{category.name}</h3>
          <ul className="match-list">
            {category.matchIds.map((id) => {
              const match = overview.matches[id];
              return match && <MatchRow key={id} match={match} columns={sport.labels.length} stale={stale} />;
            })}
          </ul>
        </div>
      ))}
    </section>
  );
}
