import { createRoute } from '@tanstack/react-router';
import { langRoute } from './lang-route.tsx';
import { casinoPageOfPath, esportsPageOfPath, isSectionPath, pathSegments, sectionOfSegment, sportPageOfPath, tableGameOfPath, type CasinoPage } from '../../domain/site-routes.ts';
import { EsportsSection } from './pages/esports-section.tsx';
import { lazyPage, PageSuspense } from './pages/page-suspense.tsx';
import { PlaceholderPage } from './pages/placeholder-page.tsx';
import { NotFoundPage } from './pages/not-found-page.tsx';
import { SportSection } from './pages/sport-section.tsx';

/**
 * Every section of the route table that has no page yet (sport, casino, promotions, …) shows an
 * honest placeholder inside the shell. A real page replaces one by adding a static route, which
 * the router prefers over this dynamic one.
 */
export const sectionRoute = createRoute({
  getParentRoute: () => langRoute,
  path: '$section',
  params: {
    parse: (raw) => {
      const key = sectionOfSegment(raw.section);
      return key !== null && isSectionPath(key, []) ? raw : false;
    },
  },
  component: SectionPage,
});

export const sectionSubRoute = createRoute({
  getParentRoute: () => langRoute,
  path: '$section/$',
  params: {
    parse: (raw) => {
      const key = sectionOfSegment(raw.section);
      return key !== null && isSectionPath(key, pathSegments(raw._splat ?? '')) ? raw : false;
    },
  },
  component: SectionSubPage,
});

function SectionPage() {
  const { section } = sectionRoute.useParams();
  const key = sectionOfSegment(section);
  if (key === 'sport') return <SportSection page={{ kind: 'index' }} />;
  if (key === 'esports') return <EsportsSection page={{ kind: 'list', sport: null, category: null, tournament: null }} />;
  if (key === 'casino') return <Casino page={{ kind: 'lobby', category: null }} />;
  return <SectionPlaceholder segment={section} />;
}

/** The /sport pages (RTE-05..RTE-13), the /esports pages (RTE-14..RTE-18), the casino (RTE-19..RTE-22); the other sections are not built yet. */
function SectionSubPage() {
  const { section, _splat } = sectionSubRoute.useParams();
  const key = sectionOfSegment(section);
  const segments = pathSegments(_splat ?? '');
  if (key === 'sport') {
    const page = sportPageOfPath(segments);
    return page ? <SportSection page={page} /> : <NotFoundPage />;
  }
  if (key === 'esports') {
    const page = esportsPageOfPath(segments);
    return page ? <EsportsSection page={page} /> : <NotFoundPage />;
  }
  if (key === 'casino') {
    const page = casinoPageOfPath(segments);
    return page ? <Casino page={page} /> : <NotFoundPage />;
  }
  if (key === 'liveCasinoGame') {
    const table = tableGameOfPath(segments);
    return table ? (
      <PageSuspense>
        <LiveTablePage provider={table.provider} table={table.game} />
      </PageSuspense>
    ) : (
      <NotFoundPage />
    );
  }
  if (key === 'tableGame') {
    const game = tableGameOfPath(segments);
    return game ? (
      <PageSuspense>
        <GamePage provider={game.provider} game={game.game} />
      </PageSuspense>
    ) : (
      <NotFoundPage />
    );
  }
  return <SectionPlaceholder segment={section} />;
}

const GamePage = lazyPage('src/features/casino/game-page.tsx', () => import('../features/casino/game-page.tsx').then((m) => m.GamePage));
const LiveTablePage = lazyPage('src/features/casino/live-table-page.tsx', () => import('../features/casino/live-table-page.tsx').then((m) => m.LiveTablePage));
const CasinoSection = lazyPage('src/features/casino/casino-section.tsx', () => import('../features/casino/casino-section.tsx').then((m) => m.CasinoSection));

function Casino({ page }: { readonly page: CasinoPage }) {
  return (
    <PageSuspense>
      <CasinoSection page={page} />
    </PageSuspense>
  );
}

function SectionPlaceholder({ segment }: { segment: string }) {
  const key = sectionOfSegment(segment);
  return key ? <PlaceholderPage titleKey={key} /> : <NotFoundPage />;
}
