/**
 * The left sidebar's live mode (SPEC SCR-25) on the /live pages: My Favorites, then the live
 * matches sport by sport and category by category, each a row with its sides and score linking to
 * its page. Matches in the multi-view are left out: they are on the screen already (SCR-25). The
 * rows come from the live overview query the /live page watches, and say when they are seen, so
 * their scores keep moving whichever page is open (src/ui/visible-rows.ts).
 */
import { useId } from 'react';
import { useSnapshot } from 'valtio';
import { LIVE_ROWS_AND_AGE, QUERIES, type MatchRowView } from '../../../workers/feed/contract.ts';
import { useFeedNames } from '../../i18n/feed-names.ts';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { feedState, isLoading, useFeedWithout } from '../../store/feed-bridge.ts';
import { useMultiView } from '../../store/multi-view.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { Icon } from '../../ui/icons.tsx';
import { PathLink } from '../../ui/path-link.tsx';
import { rowVisibility } from '../../ui/visible-rows.ts';
import './side-tree.css';

const watchRowVisibility = rowVisibility(QUERIES.live, 'live');

type Props = { readonly compact: boolean; readonly onNavigate: (() => void) | undefined };

export function LivePanel({ compact, onNavigate }: Props) {
  const { LL } = useI18nContext();
  const names = useFeedNames();
  const titleId = useId();
  const snap = useFeedWithout(QUERIES.live, LIVE_ROWS_AND_AGE);
  const state = feedState(QUERIES.live);
  const chosen = new Set(useMultiView());
  const favourites = (
    <ul className="side-nav__list" role="list">
      <li>
        <AppLink to={{ page: 'sport', rest: 'favorites' }} exact className="side-nav__item" title={compact ? LL.sidebar.favorites() : undefined} onClick={onNavigate}>
          <Icon name="star" />
          <span className="side-nav__label">{LL.sidebar.favorites()}</span>
        </AppLink>
      </li>
    </ul>
  );
  if (compact) {
    return (
      <section className="side-tree side-tree--compact" aria-label={LL.live.title()} data-mode="live">
        {favourites}
      </section>
    );
  }
  const sports = isLoading(snap)
    ? []
    : snap.sports.flatMap((sport) => {
        const categories = sport.categories.map((c) => ({ ...c, matchIds: c.matchIds.filter((id) => !chosen.has(id)) })).filter((c) => c.matchIds.length > 0);
        return categories.length > 0 ? [{ sport, categories }] : [];
      });
  return (
    <section className="side-tree" aria-labelledby={titleId} data-mode="live">
      <h2 id={titleId} className="side-nav__title">
        {isLoading(snap) ? LL.live.title() : LL.live.matchCount({ count: snap.matchCount })}
      </h2>
      {favourites}
      {isLoading(snap) ? (
        <p className="side-tree__state" role="status" aria-busy="true">
          {LL.live.loading()}
        </p>
      ) : sports.length === 0 ? (
        <p className="side-tree__state" role="status">
          {LL.live.empty()}
        </p>
      ) : (
        sports.map(({ sport, categories }) => (
          <section key={sport.id} className="side-live__sport" data-sport={sport.alias} aria-label={names.sport(sport.systemId, sport.name)}>
            <h3 className="side-nav__title">{names.sport(sport.systemId, sport.name)}</h3>
            {categories.map((category) => (
              <div key={category.id} className="side-live__category">
                <h4 className="side-live__category-name">{names.category(category.alias, category.name)}</h4>
                <ul className="side-live__matches" role="list">
                  {category.matchIds.map((id) => {
                    const row = isLoading(state) ? undefined : state.matches[id];
                    return row && <SideLiveRow key={id} match={row} onNavigate={onNavigate} />;
                  })}
                </ul>
              </div>
            ))}
          </section>
        ))
      )}
    </section>
  );
}

function SideLiveRow({ match, onNavigate }: { readonly match: MatchRowView; readonly onNavigate: (() => void) | undefined }) {
  const row = useSnapshot(match);
  return (
    <li ref={watchRowVisibility} className="side-live__row" data-match-id={row.id}>
      <PathLink link={row.link} className="side-live__link" onClick={onNavigate}>
        <span className="side-live__teams">
          <span>{row.home}</span>
          <span>{row.away}</span>
        </span>
        <span className="side-live__score" aria-label={`${row.homeScore}:${row.awayScore}`}>
          <span>{row.homeScore}</span>
          <span>{row.awayScore}</span>
        </span>
      </PathLink>
    </li>
  );
}
