import { createRoute } from '@tanstack/react-router';
import { langRoute } from './lang-route.tsx';
import { isSectionPath, matchIdOfPath, pathSegments, sectionOfSegment } from '../../domain/site-routes.ts';
import { LazyMatchPage } from './pages/lazy-match-page.tsx';
import { PlaceholderPage } from './pages/placeholder-page.tsx';
import { NotFoundPage } from './pages/not-found-page.tsx';

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
  return <SectionPlaceholder segment={section} />;
}

/** Pre-match (RTE-13) and esports (RTE-16) match pages; the rest of the sections are not built yet. */
function SectionSubPage() {
  const { section, _splat } = sectionSubRoute.useParams();
  const key = sectionOfSegment(section);
  const matchId = key === 'sport' || key === 'esports' ? matchIdOfPath(pathSegments(_splat ?? '')) : null;
  return matchId === null ? <SectionPlaceholder segment={section} /> : <LazyMatchPage matchId={matchId} />;
}

function SectionPlaceholder({ segment }: { segment: string }) {
  const key = sectionOfSegment(segment);
  return key ? <PlaceholderPage titleKey={key} /> : <NotFoundPage />;
}
