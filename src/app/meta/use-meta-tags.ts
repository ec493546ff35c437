/**
 * Keeps <head> in step with the page (SPEC PRD-11, PRD-12, API-14): the bundle of the page's
 * language and section is fetched once, when first needed; title, description, keywords and the
 * og tags come from it. A failed load is only logged and sets no tags (ERR-02). Canonical and
 * alternate links do not need the bundle and are set on every page at once.
 */
import { useEffect } from 'react';
import { META_PATH, metaBundleSchema } from '../../../schemas/content.ts';
import type { MetaSection, MetaTags } from '../../../schemas/content.ts';
import { check } from '../../../schemas/validate.ts';
import { pagePath } from '../../routes/lang-path.ts';
import type { SiteLocale } from '../../../domain/site-locale.ts';
import { languageLinks, metaEntry, metaRouteOf } from './meta-route.ts';

const bundles = new Map<string, Promise<Record<string, MetaTags>>>();

/** A language's bundle for a section, read from the house with `fetcher` (the page's fetch, or the house's own requests when it renders). */
export async function fetchMetaBundle(lang: SiteLocale, section: MetaSection, fetcher: typeof fetch): Promise<Record<string, MetaTags>> {
  const response = await fetcher(`${META_PATH}/${encodeURIComponent(lang)}/${section}`, { credentials: 'include' });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const parsed = check(metaBundleSchema, await response.json());
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value.data;
}

export function loadMetaBundle(lang: SiteLocale, section: MetaSection): Promise<Record<string, MetaTags>> {
  const key = `${lang}/${section}`;
  let bundle = bundles.get(key);
  if (!bundle) {
    bundle = fetchMetaBundle(lang, section, fetch.bind(globalThis)).catch((error: unknown) => {
      bundles.delete(key); // a later page may try again
      throw error;
    });
    bundles.set(key, bundle);
  }
  return bundle;
}

function setMeta(attribute: 'name' | 'property', name: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${name}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, name);
    document.head.append(element);
  }
  element.content = content;
}

function applyTags(tags: MetaTags, ownTitle: boolean): void {
  if (ownTitle) document.title = tags.title;
  setMeta('name', 'description', tags.description);
  setMeta('name', 'keywords', tags.keywords);
  setMeta('property', 'og:title', tags.ogTitle);
  setMeta('property', 'og:description', tags.ogDescription);
}

function applyLinks(lang: SiteLocale, path: readonly string[]): void {
  for (const old of document.head.querySelectorAll('link[rel="canonical"], link[rel="alternate"][hreflang]')) old.remove();
  for (const link of languageLinks(location.origin, lang, path)) {
    const element = document.createElement('link');
    element.rel = link.rel;
    element.href = link.href;
    if (link.hreflang) element.hreflang = link.hreflang;
    document.head.append(element);
  }
}

export function useMetaTags(lang: SiteLocale, pathname: string): void {
  useEffect(() => {
    const path = pagePath(pathname);
    applyLinks(lang, path);
    const route = metaRouteOf(path);
    let current = true;
    loadMetaBundle(lang, route.section).then(
      (bundle) => {
        const entry = metaEntry(bundle, route);
        if (current && entry) applyTags(entry.tags, entry.own);
      },
      (error: unknown) => console.warn(`meta tags ${lang}/${route.section}: not loaded`, error),
    );
    return () => {
      current = false;
    };
  }, [lang, pathname]);
}
