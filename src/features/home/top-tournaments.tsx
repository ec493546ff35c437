/**
 * The home page's Top tournaments block (SPEC SCR-10, RTE-12): the featured top tournaments
 * (domain/home-picks.ts featuredTournaments), each a link to its list with its fixture count and
 * its favourite star (STA-55).
 */
import type { PlacedTournament } from '../../../domain/home-picks.ts';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { FavouriteToggle } from '../../ui/favourite-toggle.tsx';
import { PathLink } from '../../ui/path-link.tsx';
import { BlockState } from './home-block.tsx';

export function TopTournaments({ featured }: { readonly featured: readonly PlacedTournament[] }) {
  const { LL } = useI18nContext();
  if (featured.length === 0) return <BlockState>{LL.home.topEmpty()}</BlockState>;
  return (
    <ul className="home-top" role="list">
      {featured.map(({ sport, category, tournament, link }) => (
        <li key={tournament.ID} className="home-top__item" data-tournament-id={tournament.ID} data-sport={sport.Alias}>
          <FavouriteToggle tournamentId={tournament.ID} />
          <PathLink link={link} className="home-top__link">
            <span className="home-top__name">{tournament.Name}</span>
            <span className="home-top__place">
              {sport.Name} · {category.Name}
            </span>
          </PathLink>
          <span className="home-count" title={LL.home.fixtureCount({ count: tournament.Count })}>
            <span className="visually-hidden">{LL.home.fixtureCount({ count: tournament.Count })}</span>
            <span aria-hidden="true">{tournament.Count}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
