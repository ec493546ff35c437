import { createRoute } from '@tanstack/react-router';
import { houseLazy } from '../ssr/house-lazy.ts';
import { langRoute } from './lang-route.tsx';
import { LIVE_SUBPATH_DEPTH, matchIdOfPath, pathSegments } from '../../domain/site-routes.ts';
import { LazyMatchPage } from './pages/lazy-match-page.tsx';
import { PlaceholderPage } from './pages/placeholder-page.tsx';
import { lazyPage, PageSuspense } from './pages/page-suspense.tsx';
import { useDocumentTitle } from '../ui/use-document-title.ts';
import { useI18nContext } from '../i18n/i18n-react.tsx';

/** /{lang}/live (SPEC RTE-02): the live overview, owned by src/features/live. */
export const liveRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'live',
  // Fetch the chunk while the route loads rather than when it first renders.
  loader: () => LivePage.preload(),
  component: LiveOverviewPage,
});

// Its own chunk: the home page should not pay for the feed bridge.
const LivePage = houseLazy('src/features/live/live-page.tsx', () => import('../features/live/live-page.tsx').then((m) => m.LivePage));

function LiveOverviewPage() {
  const { LL } = useI18nContext();
  useDocumentTitle(LL.pages.live());
  return <LivePage />;
}

/** /{lang}/live/… (RTE-03, RTE-04, RTE-16): featured, multi-view and match pages. */
export const liveSubRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'live/$',
  params: {
    parse: (raw) => {
      const depth = pathSegments(raw._splat ?? '').length;
      return depth >= LIVE_SUBPATH_DEPTH[0] && depth <= LIVE_SUBPATH_DEPTH[1] ? raw : false;
    },
  },
  component: LiveSubPage,
});

// The featured and multi-view pages share a chunk (their panels reuse the match page's pieces).
const MultiViewPage = lazyPage('src/features/multiview/multi-view-pages.tsx', () => import('../features/multiview/multi-view-pages.tsx').then((m) => m.MultiViewPage));
const FeaturedPage = lazyPage('src/features/multiview/multi-view-pages.tsx', () => import('../features/multiview/multi-view-pages.tsx').then((m) => m.FeaturedPage));

function LiveSubPage() {
  const { _splat } = liveSubRoute.useParams();
  const segments = pathSegments(_splat ?? '');
  const page = segments.length === 1 ? segments[0] : null;
  if (page === 'multi-view' || page === 'featured') {
    return <PageSuspense>{page === 'multi-view' ? <MultiViewPage /> : <FeaturedPage />}</PageSuspense>;
  }
  const matchId = matchIdOfPath(segments);
  return matchId === null ? <PlaceholderPage titleKey="live" /> : <LazyMatchPage matchId={matchId} />;
}
