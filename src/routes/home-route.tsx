import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { langRoute } from './lang-route.tsx';

// Its own chunk: other pages do not pay for the home page's blocks (the account modal opens over it too).
export const LazyHomePage = lazyRouteComponent(() => import('./pages/home-page.tsx'), 'HomePage');

/** /{lang}/ (SPEC RTE-01). */
export const homeRoute = createRoute({
  getParentRoute: () => langRoute,
  path: '/',
  // Fetch the chunk while the route loads rather than when it first renders.
  loader: () => LazyHomePage.preload?.(),
  component: LazyHomePage,
});
