import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { LangLayout } from './lang-layout.tsx';
import { accountRoutes } from '../routes/account-routes.tsx';
import { homeRoute } from '../routes/home-route.tsx';
import { langRoute } from '../routes/lang-route.tsx';
import { liveRoute, liveSubRoute } from '../routes/live-route.tsx';
import { notFoundRoute } from '../routes/not-found-route.tsx';
import { openModalDataRoute, openModalRoute } from '../routes/open-modal-route.tsx';
import { rootRoute } from '../routes/root-route.tsx';
import { sectionRoute, sectionSubRoute } from '../routes/section-routes.tsx';

langRoute.update({ component: LangLayout });

const routeTree = rootRoute.addChildren([
  langRoute.addChildren([homeRoute, liveRoute, liveSubRoute, notFoundRoute, openModalRoute, openModalDataRoute, ...accountRoutes, sectionRoute, sectionSubRoute]),
]);

/**
 * The page's router on the browser's history; the house renders with its own on a memory history
 * (src/entry-server.tsx), without scroll restoration, whose house render is an inline script the
 * CSP forbids (the page restores scroll itself).
 */
export function createAppRouter(history?: RouterHistory) {
  return createRouter({
    routeTree,
    defaultPreload: 'intent',
    scrollRestoration: history === undefined,
    ...(history ? { history } : {}),
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
