import { createContext, useContext } from 'react';
import { DEFAULT_SITE_LOCALE } from '../../domain/site-locale.ts';
import type { SiteLocale } from '../../domain/site-locale.ts';

// The /{lang} layout provides it; pages rendered outside it (a root-level not-found) get the default.
const SiteLocaleContext = createContext<SiteLocale>(DEFAULT_SITE_LOCALE);

export const SiteLocaleProvider = SiteLocaleContext.Provider;

/** The language segment of the current URL, canonically spelt. */
export function useSiteLocale(): SiteLocale {
  return useContext(SiteLocaleContext);
}
