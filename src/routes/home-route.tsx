import { createRoute } from '@tanstack/react-router';
import { houseLazy } from '../ssr/house-lazy.ts';
import { langRoute } from './lang-route.tsx';

// Its own chunk: other pages do not pay for the home page's blocks (the account modal opens over it too).
export const LazyHomePage = houseLazy('src/routes/pages/home-page.tsx', () => import('./pages/home-page.tsx').then((m) => m.HomePage));

/** /{lang}/ (SPEC RTE-01). */
export const homeRoute = createRoute({
  getParentRoute: () => langRoute,
  path: '/',
  // Fetch the chunk while the route loads rather than when it first renders.
  loader: () => LazyHomePage.preload(),
  component: LazyHomePage,
});
