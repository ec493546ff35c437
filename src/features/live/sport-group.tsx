/**
 * One sport's live matches, category by category, under the sport's money-line column labels. The
 * home page shows a few of them (`only`), under its own heading (`level` 3).
 */
import { LIVE_ROWS_AND_AGE, QUERIES, type LiveOverviewModel } from '../../../workers/feed/contract.ts';
import { isLoading, useFeedWithout } from '../../store/feed-bridge.ts';
import { useFeedNames } from '../../i18n/feed-names.ts';
import { MatchRow } from './match-row.tsx';

type Props = {
  readonly overview: LiveOverviewModel;
  readonly sportIndex: number;
  /** The matches to show; every one of the sport's without it. Categories left empty are left out. */
  readonly only?: ReadonlySet<number> | undefined;
  /** The sport's heading level; its categories' is one below. */
  readonly level?: 2 | 3;
};

export function SportGroup({ overview, sportIndex, only, level = 2 }: Props) {
  // Reads the sport's structure and the feed status only: a price change inside a row does not
  // re-render the group (the rows get their own proxies from `overview.matches`).
  const snap = useFeedWithout(QUERIES.live, LIVE_ROWS_AND_AGE);
  const names = useFeedNames();
  const sport = isLoading(snap) ? undefined : snap.sports[sportIndex];
  if (!sport || isLoading(snap)) return null;
  const stale = snap.status !== 'live';
  const headingId = `live-sport-${sport.id}`;
  const SportHeading = level === 2 ? 'h2' : 'h3';
  const CategoryHeading = level === 2 ? 'h3' : 'h4';
  const categories = only ? sport.categories.map((c) => ({ ...c, matchIds: c.matchIds.filter((id) => only.has(id)) })).filter((c) => c.matchIds.length > 0) : sport.categories;
  return (
    <section className="sport-group" aria-labelledby={headingId} data-sport={sport.alias}>
      <header className="sport-group__header">
        <SportHeading id={headingId}>
          {names.sport(sport.systemId, sport.name)} <span className="sport-group__count">{sport.matchCount}</span>
        </SportHeading>
        <div className="odds-labels" aria-hidden="true" data-columns={sport.labels.length}>
          {sport.labels.map((label) => (
            <span key={label}>{label}</span>
          ))}
        </div>
      </header>
      {categories.map((category) => (
        <div key={category.id} className="category-group">
          <CategoryHeading className="category-group__title">{names.category(category.alias, category.name)}</CategoryHeading>
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
