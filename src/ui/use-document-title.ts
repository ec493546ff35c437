import { useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useI18nContext } from '../i18n/i18n-react.tsx';
import { recordTitle } from '../ssr/rendered-head.ts';

/** Sets the tab title to "<page> · <brand>" for as long as the page is shown (and in the house's HTML). */
export function useDocumentTitle(pageTitle: string): void {
  const { LL } = useI18nContext();
  const brand = LL.brand();
  const title = pageTitle ? `${pageTitle} · ${brand}` : brand;
  if (import.meta.env.SSR) recordTitle(title);
  // Re-applied on every path: a meta-tag bundle may have set the previous page's own title (PRD-11).
  const pathname = useLocation({ select: (location) => location.pathname });
  useEffect(() => {
    document.title = title;
  }, [title, pathname]);
}
