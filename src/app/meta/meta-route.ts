/**
 * Which meta-tag bundle and entry a page uses (SPEC PRD-11), and the canonical and alternate
 * language links every page carries (PRD-12). Pure, so the rules are unit-tested.
 */
import type { MetaSection, MetaTags } from '../../../schemas/content.ts';
import { sectionOfSegment } from '../../../domain/site-routes.ts';
import { i18nLocaleOf, SITE_LOCALES, DEFAULT_SITE_LOCALE } from '../../../domain/site-locale.ts';
import type { SiteLocale } from '../../../domain/site-locale.ts';

export type MetaRoute = { readonly section: MetaSection; readonly key: string };

/** `segments` are the path segments after /{lang}. */
export function metaRouteOf(segments: readonly string[]): MetaRoute {
  const [first, second] = segments.map((s) => s.toLowerCase());
  if (first === undefined) return { section: 'rest', key: 'home' };
  if (first === 'live') return { section: 'sport', key: 'live' };
  switch (sectionOfSegment(first)) {
    case 'sport':
      return { section: 'sport', key: 'default' };
    case 'esports':
      return { section: 'esports', key: 'default' };
    case 'casino':
      return { section: 'casino', key: second === 'live-casino' ? 'liveCasino' : 'default' };
    case 'liveCasinoGame':
      return { section: 'casino', key: 'liveCasino' };
    case 'tableGame':
      return { section: 'casino', key: 'default' };
    case 'promotions':
      return { section: 'rest', key: 'promotions' };
    case 'blog':
      return { section: 'rest', key: 'blog' };
    case 'faq':
      return { section: 'rest', key: 'faq' };
    default:
      return { section: 'rest', key: 'default' };
  }
}

/** The entry for a route: its own, else its section's default. `own` tells whether the title is the page's. */
export function metaEntry(bundle: Readonly<Record<string, MetaTags>>, route: MetaRoute): { tags: MetaTags; own: boolean } | null {
  const own = bundle[route.key];
  if (own) return { tags: own, own: route.key !== 'default' };
  const fallback = bundle['default'];
  return fallback ? { tags: fallback, own: false } : null;
}

export type HeadLink = { readonly rel: 'canonical' | 'alternate'; readonly href: string; readonly hreflang?: string };

/**
 * The canonical URL (this language, no query or hash) and one alternate per language, plus
 * x-default on the default language. hreflang uses the BCP 47 tag (zh-Hans, not zh-CHS).
 */
export function languageLinks(origin: string, lang: SiteLocale, pagePath: readonly string[]): HeadLink[] {
  const href = (locale: SiteLocale) => `${origin}/${[locale, ...pagePath].join('/')}`;
  return [
    { rel: 'canonical', href: href(lang) },
    ...SITE_LOCALES.map((locale): HeadLink => ({ rel: 'alternate', hreflang: i18nLocaleOf(locale), href: href(locale) })),
    { rel: 'alternate', hreflang: 'x-default', href: href(DEFAULT_SITE_LOCALE) },
  ];
}
