import { pathSegments } from '../../domain/site-routes.ts';
import { readStoredLocale, resolveSiteLocale } from '../store/preferred-locale.ts';
import type { SiteLocale } from '../../domain/site-locale.ts';

/**
 * The language to load before the first render: the one the router will end up on, so the first
 * paint is already translated and only that dictionary is fetched.
 */
export function bootLocale(pathname: string): SiteLocale {
  return resolveSiteLocale({ urlSegment: pathSegments(pathname)[0], stored: readStoredLocale() });
}
