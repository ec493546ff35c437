/**
 * The left sidebar's esports mode (SPEC SCR-27): All games and a link per game (SCR-28), a radio
 * list of leagues with All leagues, each league with its favourite star and match count (SCR-29),
 * and Outrights (SCR-30). Games and leagues come from the pre-match tree in rank order; counts from
 * the worker's esports list (matches in play included), so they move with it. Choosing a game or
 * All games drops the league (SCR-11): the choice is the address, never kept apart from it.
 */
import { useRouter } from '@tanstack/react-router';
import { useId } from 'react';
import { esportsMenu, esportsOf, type EsportsGame } from '../../../domain/esports.ts';
import { esportsListPath, esportsPageOfPath } from '../../../domain/site-routes.ts';
import type { TreeSport } from '../../../schemas/sportsbook.ts';
import type { PrematchQuery } from '../../../workers/feed/contract.ts';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { isLoading, useFeed } from '../../store/feed-bridge.ts';
import { fetchSportsbookTree } from '../../store/sportsbook-api.ts';
import { useRequest } from '../../store/use-request.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { FavouriteToggle } from '../../ui/favourite-toggle.tsx';
import { Icon } from '../../ui/icons.tsx';
import { useSiteLocale } from '../../ui/site-locale-context.tsx';
import { useNamespace } from '../../ui/use-namespace.ts';
import { SideTreeStatus } from './side-tree-status.tsx';
import { SportBadges } from './sport-badges.tsx';
import './side-tree.css';

type Props = {
  /** The page's path after /esports: the sport, game and league it names are the ones chosen. */
  readonly rest: readonly string[];
  readonly compact: boolean;
  readonly onNavigate: (() => void) | undefined;
};

type Chosen = { readonly sport: string | null; readonly game: string | null; readonly league: string | null };

function chosenOf(rest: readonly string[]): Chosen {
  const page = esportsPageOfPath(rest);
  switch (page?.kind) {
    case 'list':
      return { sport: page.sport, game: page.category, league: page.tournament };
    case 'match':
      return { sport: page.sport, game: page.category, league: page.tournament };
    case 'outrights':
      return { sport: page.sport, game: page.category, league: null };
    case 'results':
      return { sport: page.sport, game: null, league: null };
    default:
      return { sport: null, game: null, league: null };
  }
}

export function EsportsPanel({ rest, compact, onNavigate }: Props) {
  const { LL } = useI18nContext();
  const ready = useNamespace('esports');
  const titleId = useId();
  const chosen = chosenOf(rest);
  const request = useRequest('sportsbook-tree', () => fetchSportsbookTree(null));
  const sport = request.status === 'fulfilled' ? (esportsOf(request.value, chosen.sport).Sports[0] ?? null) : null;
  if (!ready) return null;
  return (
    <section className={compact ? 'side-tree side-tree--compact' : 'side-tree'} aria-labelledby={titleId} data-mode="esports">
      <h2 id={titleId} className="side-nav__title">
        {LL.esports.title()}
      </h2>
      {request.status !== 'fulfilled' ? (
        <SideTreeStatus request={request} loading={LL.esports.loading()} failed={LL.esports.loadFailed()} compact={compact} />
      ) : sport === null ? (
        <p className={compact ? 'visually-hidden' : 'side-tree__state'} role="status">
          {LL.esports.empty()}
        </p>
      ) : (
        <EsportsMenu sport={sport} chosen={chosen} compact={compact} onNavigate={onNavigate} />
      )}
    </section>
  );
}

type MenuProps = { readonly sport: TreeSport; readonly chosen: Chosen; readonly compact: boolean; readonly onNavigate: (() => void) | undefined };

function EsportsMenu({ sport, chosen, compact, onNavigate }: MenuProps) {
  const { LL } = useI18nContext();
  // The esports list's own query (All window, by league): the page's list shares it when it shows the same.
  const query: PrematchQuery = { kind: 'prematch', sportIds: [sport.ID], categoryId: null, tournamentIds: null, until: null, sort: 'league', outrights: false, live: true };
  const list = useFeed(query);
  if (isLoading(list)) {
    return (
      <p className={compact ? 'visually-hidden' : 'side-tree__state'} role="status" aria-busy="true">
        {LL.esports.loading()}
      </p>
    );
  }
  const menu = esportsMenu(sport, new Map(list.groups.map((g) => [g.id, g.matchIds.length])));
  const game = menu.games.find((g) => g.alias === chosen.game) ?? null;
  const outrights = sport.Categories.reduce((n, c) => (chosen.game === null || c.Alias === chosen.game ? n + c.Tournaments.reduce((m, t) => m + t.Outrights, 0) : n), 0);
  const gameRest = (alias: string) => `${sport.Alias}/${alias}`;

  if (compact) {
    return (
      <SportBadges
        label={LL.esports.menu()}
        items={[
          { key: 'all', name: LL.esports.allGames(), count: menu.total, to: { page: 'esports', rest: sport.Alias }, onClick: () => onNavigate?.() },
          ...menu.games.map((g) => ({ key: g.alias, name: g.name, count: g.count, to: { page: 'esports' as const, rest: gameRest(g.alias) }, onClick: () => onNavigate?.() })),
        ]}
      />
    );
  }
  return (
    <>
      <ul className="side-tree__sports" role="list" aria-label={LL.esports.games()}>
        <li className="side-tree__sport" data-game="all" data-current={chosen.game === null || undefined}>
          <AppLink to={{ page: 'esports', rest: sport.Alias }} className="side-tree__link" onClick={onNavigate}>
            <span className="side-tree__name">{LL.esports.allGames()}</span>
            <span className="side-tree__count tabular">{menu.total}</span>
          </AppLink>
        </li>
        {menu.games.map((g) => (
          <li key={g.alias} className="side-tree__sport" data-game={g.alias} data-current={g.alias === chosen.game || undefined}>
            <AppLink to={{ page: 'esports', rest: gameRest(g.alias) }} className="side-tree__link" onClick={onNavigate}>
              <span className="side-tree__name">{g.name}</span>
              <span className="side-tree__count tabular">{g.count}</span>
            </AppLink>
          </li>
        ))}
      </ul>
      <Leagues sport={sport.Alias} games={game ? [game] : menu.games} game={game} league={chosen.league} onNavigate={onNavigate} />
      <ul className="side-nav__list" role="list">
        <li>
          <AppLink to={{ page: 'esports', rest: `${sport.Alias}/outright${game ? `/${game.alias}` : ''}` }} className="side-nav__item" onClick={onNavigate}>
            <Icon name="chart" />
            <span className="side-nav__label">{LL.esports.outrights()}</span>
            <span className="side-tree__count tabular">{outrights}</span>
          </AppLink>
        </li>
      </ul>
    </>
  );
}

type LeaguesProps = {
  readonly sport: string;
  /** The games whose leagues are listed: the chosen one, or all. */
  readonly games: readonly EsportsGame[];
  readonly game: EsportsGame | null;
  readonly league: string | null;
  readonly onNavigate: (() => void) | undefined;
};

/** SCR-29: choosing a league (or All leagues) opens its list; the radio shows what the address names. */
function Leagues({ sport, games, game, league, onNavigate }: LeaguesProps) {
  const { LL } = useI18nContext();
  const router = useRouter();
  const lang = useSiteLocale();
  const name = useId();
  const open = (path: string) => {
    void router.navigate({ href: `/${lang}${path}` });
    onNavigate?.();
  };
  const total = games.reduce((n, g) => n + g.count, 0);
  return (
    <fieldset className="esports-leagues" data-leagues>
      <legend className="side-nav__title">{LL.esports.leagues()}</legend>
      <label className="esports-leagues__row">
        <input type="radio" name={name} checked={league === null} onChange={() => open(game ? esportsListPath(sport, game.alias) : esportsListPath(sport))} />
        <span className="side-tree__name">{LL.esports.allLeagues()}</span>
        <span className="side-tree__count tabular" aria-hidden="true">
          {total}
        </span>
      </label>
      {games.flatMap((g) =>
        g.leagues.map((l) => (
          <div key={l.id} className="esports-leagues__row" data-league={l.alias}>
            <label className="esports-leagues__choice">
              <input type="radio" name={name} checked={g.alias === game?.alias && l.alias === league} onChange={() => open(esportsListPath(sport, g.alias, l.alias))} aria-label={LL.esports.count({ name: l.name, count: l.count })} />
              <span className="side-tree__name">
                {l.name}
                {game === null && <span className="side-tree__where">{g.name}</span>}
              </span>
              <span className="side-tree__count tabular" aria-hidden="true">
                {l.count}
              </span>
            </label>
            <FavouriteToggle tournamentId={l.id} />
          </div>
        )),
      )}
    </fieldset>
  );
}
