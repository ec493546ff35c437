/** One sport's live matches, category by category, under the sport's money-line column labels. */
import { useSnapshot } from 'valtio';
import { liveOverviewState } from '../../store/feed-bridge.ts';
import { MatchRow } from './match-row.tsx';

export function SportGroup({ sportIndex }: { readonly sportIndex: number }) {
  const snap = useSnapshot(liveOverviewState());
  const sport = snap.sports?.[sportIndex];
  if (!sport) return null;
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
            {category.matchIds.map((id) => (
              <MatchRow key={id} matchId={id} columns={sport.labels.length} />
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
