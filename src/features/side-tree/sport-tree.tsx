/**
 * The pre-match tree (SPEC SCR-24): sports, their top tournaments (STA-04) and categories, and
 * tournaments, each with its fixture count. A sport's or category's name is a link that also opens
 * it (STA-03); its chevron only opens or closes it (STA-02: one sport and one category at a time).
 * While a search applies every branch left is open. Links close the phone drawer (SCR-12).
 */
import { useId } from 'react';
import { useFeedNames } from '../../i18n/feed-names.ts';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { openCategory, openSport, toggleCategory, toggleSport } from '../../store/side-tree.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { Icon } from '../../ui/icons.tsx';
import type { SportsbookTree, TreeCategory, TreeSport, TreeTournament } from '../../../schemas/sportsbook.ts';
import {
  categoryRest,
  sportRest,
  TOP_BRANCH,
  topTournaments,
  tournamentRest,
  type Expansion,
  type MatchesToDisplay,
  type PlacedTournament,
} from '../../../domain/side-tree.ts';

type Props = {
  readonly tree: SportsbookTree;
  readonly expansion: Expansion;
  readonly searching: boolean;
  readonly matches: MatchesToDisplay;
  readonly onNavigate: (() => void) | undefined;
};

export function SportTree({ tree, expansion, searching, matches, onNavigate }: Props) {
  const { LL } = useI18nContext();
  const names = useFeedNames();
  const id = useId();
  return (
    <ul className="side-tree__sports" role="list" aria-label={LL.sportsbook.treeLabel()}>
      {tree.Sports.map((sport) => {
        const open = searching || expansion.expandedSport === sport.Alias;
        const listId = `${id}-${sport.Alias}`;
        const tops = searching ? [] : topTournaments(sport);
        const openCategoryAlias = expansion.expandedSport === sport.Alias ? expansion.expandedCategory : null;
        // The house's sport ID is its system id (SPEC ENT-02).
        const sportName = names.sport(sport.ID, sport.Name);
        return (
          <li key={sport.ID} className="side-tree__sport" data-sport={sport.Alias} data-open={open || undefined}>
            <Row
              level="sport"
              rest={sportRest(sport, matches)}
              name={sportName}
              count={sport.Count}
              open={open}
              chevron={searching ? null : { label: LL.sideTree.categoriesOf({ name: sportName }), controls: listId, onToggle: () => toggleSport(sport.Alias) }}
              onOpen={() => {
                openSport(sport.Alias);
                onNavigate?.();
              }}
            />
            {open && (
              <ul id={listId} className="side-tree__branches" role="list">
                {tops.length > 0 && <TopBranch sport={sport} tops={tops} open={openCategoryAlias === TOP_BRANCH} onNavigate={onNavigate} />}
                {sport.Categories.map((category) => (
                  <CategoryBranch key={category.ID} sport={sport} category={category} open={searching || openCategoryAlias === category.Alias} searching={searching} onNavigate={onNavigate} />
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}

type Chevron = { readonly label: string; readonly controls: string; readonly onToggle: () => void };

type RowProps = {
  readonly level: 'sport' | 'category';
  readonly rest: string;
  readonly name: string;
  readonly count: number;
  readonly open: boolean;
  readonly chevron: Chevron | null;
  readonly onOpen: () => void;
};

function Row({ level, rest, name, count, open, chevron, onOpen }: RowProps) {
  return (
    <div className={`side-tree__row side-tree__row--${level}`}>
      <AppLink to={{ page: 'sport', rest }} exact className="side-tree__link" onClick={onOpen}>
        <span className="side-tree__name">{name}</span>
        <span className="side-tree__count tabular">{count}</span>
      </AppLink>
      {chevron && (
        <button
          type="button"
          className="side-tree__chevron"
          aria-expanded={open}
          aria-controls={open ? chevron.controls : undefined}
          aria-label={chevron.label}
          title={chevron.label}
          onClick={chevron.onToggle}
        >
          <Icon name="chevronRight" size={16} />
        </button>
      )}
    </div>
  );
}

type CategoryProps = {
  readonly sport: TreeSport;
  readonly category: TreeCategory;
  readonly open: boolean;
  readonly searching: boolean;
  readonly onNavigate: (() => void) | undefined;
};

function CategoryBranch({ sport, category, open, searching, onNavigate }: CategoryProps) {
  const { LL } = useI18nContext();
  const categoryName = useFeedNames().category(category.Alias, category.Name);
  const listId = `${useId()}-tournaments`;
  return (
    <li className="side-tree__category" data-category={category.Alias} data-open={open || undefined}>
      <Row
        level="category"
        rest={categoryRest(sport, category)}
        name={categoryName}
        count={category.Count}
        open={open}
        chevron={searching ? null : { label: LL.sideTree.tournamentsOf({ name: categoryName }), controls: listId, onToggle: () => toggleCategory(sport.Alias, category.Alias) }}
        onOpen={() => {
          openCategory(sport.Alias, category.Alias);
          onNavigate?.();
        }}
      />
      {open && (
        <ul id={listId} className="side-tree__tournaments" role="list">
          {category.Tournaments.map((tournament) => (
            <TournamentLink key={tournament.ID} sport={sport} category={category} tournament={tournament} onNavigate={onNavigate} />
          ))}
        </ul>
      )}
    </li>
  );
}

type TopProps = { readonly sport: TreeSport; readonly tops: readonly PlacedTournament[]; readonly open: boolean; readonly onNavigate: (() => void) | undefined };

/** STA-04: the sport's top tournaments behind a header that only opens and closes them. */
function TopBranch({ sport, tops, open, onNavigate }: TopProps) {
  const { LL } = useI18nContext();
  const listId = `${useId()}-top`;
  return (
    <li className="side-tree__category side-tree__category--top" data-category={TOP_BRANCH} data-open={open || undefined}>
      <button type="button" className="side-tree__top" aria-expanded={open} aria-controls={open ? listId : undefined} onClick={() => toggleCategory(sport.Alias, TOP_BRANCH)}>
        <Icon name="trophy" size={16} />
        <span className="side-tree__name">{LL.sportsbook.topTournaments()}</span>
        <span className="side-tree__count tabular">{tops.reduce((n, t) => n + t.tournament.Count, 0)}</span>
        <span className="side-tree__chevron" aria-hidden="true">
          <Icon name="chevronRight" size={16} />
        </span>
      </button>
      {open && (
        <ul id={listId} className="side-tree__tournaments" role="list">
          {tops.map(({ category, tournament }) => (
            <TournamentLink key={tournament.ID} sport={sport} category={category} tournament={tournament} where={category.Name} onNavigate={onNavigate} />
          ))}
        </ul>
      )}
    </li>
  );
}

type TournamentProps = {
  readonly sport: TreeSport;
  readonly category: TreeCategory;
  readonly tournament: TreeTournament;
  /** Its category's name, where the list mixes categories (the top tournaments). */
  readonly where?: string;
  readonly onNavigate: (() => void) | undefined;
};

function TournamentLink({ sport, category, tournament, where, onNavigate }: TournamentProps) {
  const names = useFeedNames();
  return (
    <li data-tournament={tournament.ID}>
      <AppLink to={{ page: 'sport', rest: tournamentRest(sport, category, tournament) }} exact className="side-tree__link side-tree__link--tournament" onClick={onNavigate}>
        <span className="side-tree__name">
          {names.tournament(tournament.Alias, tournament.Name)}
          {where && <span className="side-tree__where">{names.category(category.Alias, where)}</span>}
        </span>
        <span className="side-tree__count tabular">{tournament.Count}</span>
      </AppLink>
    </li>
  );
}
