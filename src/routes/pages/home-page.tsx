/**
 * /{lang}/ (SPEC RTE-01, SCR-10): the search bar, Live now, Most popular matches, Top tournaments
 * and the quick links. Each block loads, empties and fails on its own; the two that need the feed
 * (and its worker) come in chunks of their own, so the rest of the page does not wait for them.
 */
import { useMemo } from 'react';
import { houseLazy } from '../../ssr/house-lazy.ts';
import { featuredTournaments } from '../../../domain/home-picks.ts';
import { HomeBlock } from '../../features/home/home-block.tsx';
import { HomeSearch } from '../../features/home/home-search.tsx';
import { TopTournaments } from '../../features/home/top-tournaments.tsx';
import { TreeStatus } from '../../features/sportsbook/tree-status.tsx';
import '../../features/home/home.css';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import type { TranslationFunctions } from '../../i18n/i18n-types.ts';
import { fetchSportsbookTree } from '../../store/sportsbook-api.ts';
import { useRequest } from '../../store/use-request.ts';
import { AppLink } from '../../ui/app-link.tsx';
import type { AppTarget } from '../../ui/app-link.tsx';
import { Icon } from '../../ui/icons.tsx';
import type { IconName } from '../../ui/icons.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';

const feedBlocks = () => import('../../features/home/feed-blocks.ts');
const LiveNow = houseLazy('src/features/home/feed-blocks.ts', () => feedBlocks().then((m) => m.LiveNow));
const PopularMatches = houseLazy('src/features/home/feed-blocks.ts', () => feedBlocks().then((m) => m.PopularMatches));
// A refused price (stale, unavailable, a full slip) is said here; it comes with the feed's blocks.
const SlipNotice = houseLazy('src/features/home/feed-blocks.ts', () => feedBlocks().then((m) => m.SlipNotice));

type QuickLink = {
  readonly to: AppTarget;
  readonly icon: IconName;
  readonly title: (LL: TranslationFunctions) => string;
  readonly hint: (LL: TranslationFunctions) => string;
};

const QUICK_LINKS: readonly QuickLink[] = [
  { to: { page: 'live' }, icon: 'live', title: (LL) => LL.nav.live(), hint: (LL) => LL.home.liveHint() },
  { to: { page: 'sport' }, icon: 'sport', title: (LL) => LL.nav.sport(), hint: (LL) => LL.home.sportHint() },
  { to: { page: 'esports' }, icon: 'esports', title: (LL) => LL.nav.esports(), hint: (LL) => LL.home.esportsHint() },
  { to: { page: 'casino' }, icon: 'casino', title: (LL) => LL.nav.casino(), hint: (LL) => LL.home.casinoHint() },
];

export function HomePage() {
  const { LL } = useI18nContext();
  useDocumentTitle(LL.pages.home());
  const tree = useRequest('sportsbook-tree', () => fetchSportsbookTree(null));
  const book = tree.status === 'fulfilled' ? tree.value : null;
  const featured = useMemo(() => (book ? featuredTournaments(book) : []), [book]);

  return (
    <div className="page home">
      <section className="home__hero" aria-labelledby="home-title">
        <h1 id="home-title" className="home__title">
          {LL.home.title()}
        </h1>
        <p className="home__lead">{LL.home.lead()}</p>
        <HomeSearch />
      </section>
      <SlipNotice />

      <div className="home__blocks">
        <div className="home__main">
          <HomeBlock name="live" title={LL.home.liveNow()} more={{ link: '/live', text: LL.home.liveAll() }} loading={LL.home.liveLoading()}>
            <LiveNow />
          </HomeBlock>
          <HomeBlock name="popular" title={LL.home.popular()} loading={LL.home.popularLoading()}>
            {tree.status !== 'fulfilled' ? <TreeStatus request={tree} loading={LL.home.popularLoading()} error={LL.home.popularError()} /> : <PopularMatches featured={featured} />}
          </HomeBlock>
        </div>
        <div className="home__side">
          <HomeBlock name="top" title={LL.home.topTournaments()} more={{ link: '/sport/top-tournaments', text: LL.home.topAll() }} loading={LL.home.topLoading()}>
            {tree.status !== 'fulfilled' ? <TreeStatus request={tree} loading={LL.home.topLoading()} error={LL.home.topError()} /> : <TopTournaments featured={featured} />}
          </HomeBlock>
          <QuickLinks />
        </div>
      </div>
    </div>
  );
}

function QuickLinks() {
  const { LL } = useI18nContext();
  return (
    <section className="home-block" aria-labelledby="home-quick-links" data-home-block="quick-links">
      <h2 id="home-quick-links" className="home-block__title">
        {LL.home.quickLinks()}
      </h2>
      <ul className="quick-links" role="list">
        {QUICK_LINKS.map((link) => (
          <li key={link.icon}>
            <AppLink to={link.to} className="quick-link">
              <span className="quick-link__icon">
                <Icon name={link.icon} size={28} />
              </span>
              <span className="quick-link__text">
                <span className="quick-link__title">{link.title(LL)}</span>
                <span className="quick-link__hint">{link.hint(LL)}</span>
              </span>
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
