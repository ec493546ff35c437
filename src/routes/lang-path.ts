import { normaliseSiteLocale } from '../../domain/site-locale.ts';
import type { SiteLocale } from '../../domain/site-locale.ts';
import { isKnownAppPath, NOT_FOUND_SEGMENT, pathSegments } from '../../domain/site-routes.ts';

/**
 * Where a path without a valid, canonically spelt language segment must go, or null when it is fine.
 * SPEC RTE-01 (root), PRD-09 (order of choice), RTE-32 (unknown first segment).
 */
export function languageRedirect(pathname: string, preferred: SiteLocale): string | null {
  const segments = pathSegments(pathname);
  const [first, ...rest] = segments;
  if (first === undefined) return `/${preferred}`;

  const locale = normaliseSiteLocale(first);
  if (locale) return locale === first ? null : joinPath([locale, ...rest]);

  // Not a language: the whole path may still be a page that only lacks its language prefix.
  return isKnownAppPath(segments) ? joinPath([preferred, ...segments]) : joinPath([preferred, NOT_FOUND_SEGMENT]);
}

/** SPEC PRD-10: changing language rewrites only the language segment. */
export function withLanguage(pathname: string, locale: SiteLocale): string {
  const segments = pathSegments(pathname);
  const hasLanguage = normaliseSiteLocale(segments[0]) !== null;
  return joinPath([locale, ...(hasLanguage ? segments.slice(1) : segments)]);
}

/** The segments after the language segment. */
export function pagePath(pathname: string): string[] {
  const segments = pathSegments(pathname);
  return normaliseSiteLocale(segments[0]) !== null ? segments.slice(1) : segments;
}

function joinPath(segments: readonly string[]): string {
  return `/${segments.join('/')}`;
}
