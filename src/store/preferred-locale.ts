import { DEFAULT_SITE_LOCALE, normaliseSiteLocale } from '../../domain/site-locale.ts';
import type { SiteLocale } from '../../domain/site-locale.ts';

export const LANGUAGE_STORAGE_KEY = 'sportsbook.language';

export type LocaleSources = {
  readonly urlSegment?: string | null | undefined;
  readonly stored?: string | null | undefined;
  readonly browser?: readonly string[] | undefined;
};

/**
 * SPEC PRD-09: URL segment, then stored language, then the default, then the browser language.
 * The default always exists, so the browser language can never win; it stays in the order only so
 * the rule reads like the spec if the default ever becomes optional.
 */
export function resolveSiteLocale(sources: LocaleSources): SiteLocale {
  const candidates = [sources.urlSegment, sources.stored, DEFAULT_SITE_LOCALE, ...(sources.browser ?? [])];
  for (const candidate of candidates) {
    const locale = normaliseSiteLocale(candidate);
    if (locale) return locale;
  }
  return DEFAULT_SITE_LOCALE;
}

// Storage can throw (Safari private mode, blocked cookies); the language is then simply not remembered.
export function readStoredLocale(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): string | null {
  try {
    return storage?.getItem(LANGUAGE_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

export function storeLocale(locale: SiteLocale, storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    // Not remembering the choice is acceptable; the URL still carries it.
  }
}

/** The language for a visit without a language segment: stored, else the default. */
export function preferredSiteLocale(): SiteLocale {
  return resolveSiteLocale({ stored: readStoredLocale() });
}
