import { createRoute, Outlet } from '@tanstack/react-router';
import { useEffect, useLayoutEffect } from 'react';
import { applyDocumentLanguage } from '../app/lang/document-language.ts';
import { SiteLocaleProvider } from '../app/lang/site-locale-context.tsx';
import { i18nLocaleOf, isSiteLocale } from '../../domain/site-locale.ts';
import { AppShell } from '../app/shell/app-shell.tsx';
import { useI18nContext } from '../i18n/i18n-react.tsx';
import { loadLocaleAsync } from '../i18n/i18n-util.async.ts';
import { loadedLocales } from '../i18n/i18n-util.ts';
import { rootRoute } from './root-route.tsx';
import { NotFoundPage } from './pages/not-found-page.tsx';

/** /{lang}: only canonical language segments match; the root route redirects every other spelling. */
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
    if (!(locale in loadedLocales)) await loadLocaleAsync(locale);
  },
  component: LangLayout,
  notFoundComponent: NotFoundPage,
});

function LangLayout() {
  const { lang } = langRoute.useParams();
  const { locale, setLocale } = useI18nContext();
  const wanted = i18nLocaleOf(lang);

  useLayoutEffect(() => applyDocumentLanguage(lang), [lang]);
  useEffect(() => {
    if (locale !== wanted) setLocale(wanted);
  }, [locale, wanted, setLocale]);

  return (
    <SiteLocaleProvider value={lang}>
      <AppShell>
        <Outlet />
      </AppShell>
    </SiteLocaleProvider>
  );
}
