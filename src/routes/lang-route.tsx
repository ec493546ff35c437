import { createRoute } from '@tanstack/react-router';
import { i18nLocaleOf, isSiteLocale } from '../../domain/site-locale.ts';
import { loadLocaleAsync, loadNamespaceAsync } from '../i18n/i18n-util.async.ts';
import { loadedLocales } from '../i18n/i18n-util.ts';
import { rootRoute } from './root-route.tsx';
import { NotFoundPage } from './pages/not-found-page.tsx';

/**
 * /{lang}: only canonical language segments match; the root route redirects every other spelling.
 * Its component, the shell around every page, is given by the app (app/router.tsx), which sits
 * above the routes.
 */
export const langRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$lang',
  params: {
    parse: ({ lang }) => (isSiteLocale(lang) ? { lang } : false),
    stringify: ({ lang }) => ({ lang }),
  },
  // Normally main.tsx has loaded the dictionary already; this covers an in-app move to another language.
  beforeLoad: async ({ params }) => {
    const locale = i18nLocaleOf(params.lang);
    if (!(locale in loadedLocales)) await Promise.all([loadLocaleAsync(locale), loadNamespaceAsync(locale, 'feedNames')]);
  },
  notFoundComponent: NotFoundPage,
});
