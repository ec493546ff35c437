/**
 * /{lang}/sport (SPEC RTE-12, ENT-01..04): every sport with pre-match fixtures, its categories and
 * tournaments, counted, each a link to its list; top tournaments first. On a phone it is the way
 * in from sport to tournament.
 */
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { fetchSportsbookTree } from '../../store/sportsbook-api.ts';
import { useRequest } from '../../store/use-request.ts';
import { PathLink } from '../../ui/path-link.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { TreeStatus } from './tree-status.tsx';
import './sportsbook.css';

export function SportsIndex() {
  const { LL } = useI18nContext();
  useDocumentTitle(LL.sportsbook.title());
  const tree = useRequest('sportsbook-tree', () => fetchSportsbookTree(null));
  return (
    <section className="page sportsbook" aria-labelledby="sportsbook-title" data-page-kind="index">
      <header className="sportsbook__header">
        <h1 id="sportsbook-title" className="page__title">
          {LL.sportsbook.title()}
        </h1>
        <PathLink link="/sport/top-tournaments" className="btn btn--ghost">
          {LL.sportsbook.topTournaments()}
        </PathLink>
      </header>
      {tree.status !== 'fulfilled' ? (
        <TreeStatus request={tree} />
      ) : tree.value.Sports.length === 0 ? (
        <p className="sportsbook__state" role="status">
          {LL.sportsbook.empty()}
        </p>
      ) : (
        <ul className="sports-index" role="list">
          {tree.value.Sports.map((sport) => (
            <li key={sport.ID} className="sports-index__sport" data-sport={sport.Alias}>
              <details>
                <summary>
                  <span className="sports-index__name">{sport.Name}</span>
                  <span className="sports-index__count">{sport.Count}</span>
                </summary>
                <PathLink link={`/sport/${sport.Alias}`} className="sports-index__all">
                  {LL.sportsbook.all()} · {sport.Name}
                </PathLink>
                <PathLink link={`/sport/${sport.Alias}/today`} className="sports-index__all">
                  {LL.sportsbook.today()}
                </PathLink>
                {sport.Categories.map((category) => (
                  <div key={category.ID} className="sports-index__category">
                    <PathLink link={`/sport/${sport.Alias}/${category.Alias}`} className="sports-index__category-name">
                      {category.Name} <span className="sports-index__count">{category.Count}</span>
                    </PathLink>
                    <ul role="list">
                      {category.Tournaments.filter((t) => t.Count > 0).map((t) => (
                        <li key={t.ID}>
                          <PathLink link={`/sport/${sport.Alias}/${category.Alias}/${t.Alias}`} className="sports-index__tournament">
                            {t.Name} <span className="sports-index__count">{t.Count}</span>
                          </PathLink>
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
