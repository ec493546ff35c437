import { createRootRoute, Outlet, redirect } from '@tanstack/react-router';
import { preferredSiteLocale } from '../store/preferred-locale.ts';
import { languageRedirect } from './lang-path.ts';
import { NotFoundPage } from './pages/not-found-page.tsx';

export const rootRoute = createRootRoute({
  // Runs for every navigation, matched or not, so it is the one place that repairs the language segment.
  beforeLoad: ({ location }) => {
    const target = languageRedirect(location.pathname, preferredSiteLocale());
    if (target === null) return;
    const hash = location.hash ? `#${location.hash}` : '';
    throw redirect({ href: `${target}${location.searchStr}${hash}`, replace: true });
  },
  component: Outlet,
  notFoundComponent: NotFoundPage,
});
