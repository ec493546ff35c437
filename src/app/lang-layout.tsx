/** The /{lang} layout: the page's language (document, dictionary, links) and the shell around every page. */
import { Outlet } from '@tanstack/react-router';
import { useEffect, useLayoutEffect } from 'react';
import { i18nLocaleOf } from '../../domain/site-locale.ts';
import { useI18nContext } from '../i18n/i18n-react.tsx';
import { langRoute } from '../routes/lang-route.tsx';
import { SiteLocaleProvider } from '../ui/site-locale-context.tsx';
import { applyDocumentLanguage } from './lang/document-language.ts';
import { AppShell } from './shell/app-shell.tsx';
import { HydrationMark } from '../ssr/hydration.ts';

export function LangLayout() {
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
      {/* Last in the page's tree: tells the feed the house's HTML has been hydrated (the router hydrates the page after the root). */}
      <HydrationMark />
    </SiteLocaleProvider>
  );
}
