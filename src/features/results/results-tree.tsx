/**
 * The sport → category → tournament tree of a day's results (SPEC SCR-09). Sports and categories
 * expand and collapse; the path to the chosen tournament starts open, and every branch is open
 * while a search filters the tree. Tournaments are links (their day and id in the address).
 */
import { useState } from 'react';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { AppLink } from '../../ui/app-link.tsx';
import { useResultsHome } from './results-home.ts';
import { Icon } from '../../ui/icons.tsx';
import type { ResultsTree as Tree } from '../../../schemas/results.ts';
import type { CalendarDay } from '../../../domain/calendar-day.ts';
import { matchesIn, tournamentPath } from '../../../domain/results.ts';
import { resultsSearch } from '../../../domain/results-address.ts';

type Props = {
  readonly tree: Tree;
  readonly day: CalendarDay;
  readonly tournamentId: number | null;
  /** A search applies: every branch shows open. */
  readonly searching: boolean;
  /** The player picked a tournament (the list may be below the tree, on a phone). */
  readonly onPick: (tournamentId: number) => void;
};

export function ResultsTree({ tree, day, tournamentId, searching, onPick }: Props) {
  const home = useResultsHome();
  const { LL } = useI18nContext();
  // Only what the player toggled; everything else follows the chosen tournament and the search.
  const [toggled, setToggled] = useState<ReadonlyMap<string, boolean>>(new Map());
  const path = tournamentId === null ? null : tournamentPath(tree, tournamentId);
  const isOpen = (key: string, onPath: boolean) => toggled.get(key) ?? (searching || onPath);
  const toggle = (key: string, open: boolean) => setToggled((m) => new Map(m).set(key, !open));

  return (
    <nav className="results-tree" aria-label={LL.results.tree()}>
      <ul className="results-tree__sports">
        {tree.Sports.map((sport) => {
          const sportKey = `s${sport.ID}`;
          const sportOpen = isOpen(sportKey, path?.sport.ID === sport.ID);
          return (
            <li key={sport.ID} className="results-tree__sport" data-sport-id={sport.ID}>
              <Branch label={sport.Name} count={matchesIn(sport)} open={sportOpen} onToggle={() => toggle(sportKey, sportOpen)} level="sport" />
              {sportOpen && (
                <ul className="results-tree__categories">
                  {sport.Categories.map((category) => {
                    const categoryKey = `c${category.ID}`;
                    const categoryOpen = isOpen(categoryKey, path?.category.ID === category.ID);
                    return (
                      <li key={category.ID} data-category-id={category.ID}>
                        <Branch label={category.Name} count={matchesIn(category)} open={categoryOpen} onToggle={() => toggle(categoryKey, categoryOpen)} level="category" />
                        {categoryOpen && (
                          <ul className="results-tree__tournaments">
                            {category.Tournaments.map((t) => (
                              <li key={t.ID} data-tournament-id={t.ID}>
                                <AppLink to={home.to} search={resultsSearch(day, t.ID)} className="results-tree__tournament" onClick={() => onPick(t.ID)}>
                                  <span className="results-tree__name">{t.Name}</span>
                                  <span className="results-tree__count tabular">{t.MatchesCount}</span>
                                </AppLink>
                              </li>
                            ))}
                          </ul>
                        )}
                      </li>
                    );
                  })}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

type BranchProps = { readonly label: string; readonly count: number; readonly open: boolean; readonly onToggle: () => void; readonly level: 'sport' | 'category' };

function Branch({ label, count, open, onToggle, level }: BranchProps) {
  return (
    <button type="button" className={`results-tree__branch results-tree__branch--${level}`} aria-expanded={open} onClick={onToggle}>
      <span className="results-tree__chevron" aria-hidden="true">
        <Icon name="chevronRight" size={14} />
      </span>
      <span className="results-tree__name">{label}</span>
      <span className="results-tree__count tabular">{count}</span>
    </button>
  );
}
