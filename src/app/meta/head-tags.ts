/**
 * The house's <head> for a page it renders (src/entry-server.tsx): the same title, meta tags,
 * canonical and alternate links use-meta-tags.ts sets in the page, as HTML, so search engines and
 * link previews read them without running scripts (PRD-11, PRD-12).
 */
import type { SiteLocale } from '../../../domain/site-locale.ts';
import { pagePath } from '../../routes/lang-path.ts';
import { languageLinks, metaEntry, metaRouteOf } from './meta-route.ts';
import { fetchMetaBundle } from './use-meta-tags.ts';

const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export async function headLinks(page: { origin: string; lang: SiteLocale; pathname: string; fetch: typeof fetch; title: string | null }): Promise<string> {
  const path = pagePath(page.pathname);
  const route = metaRouteOf(path);
  const entry = await fetchMetaBundle(page.lang, route.section, page.fetch).then(
    (bundle) => metaEntry(bundle, route),
    () => null,
  );
  const title = entry?.own ? entry.tags.title : page.title;
  const tags: string[] = [];
  if (title) tags.push(`<title>${escapeHtml(title)}</title>`);
  if (entry) {
    const { description, keywords, ogTitle, ogDescription } = entry.tags;
    tags.push(`<meta name="description" content="${escapeHtml(description)}" />`, `<meta name="keywords" content="${escapeHtml(keywords)}" />`);
    tags.push(`<meta property="og:title" content="${escapeHtml(ogTitle)}" />`, `<meta property="og:description" content="${escapeHtml(ogDescription)}" />`);
  }
  for (const link of languageLinks(page.origin, page.lang, path)) {
    tags.push(`<link rel="${link.rel}"${link.hreflang ? ` hreflang="${link.hreflang}"` : ''} href="${escapeHtml(link.href)}" />`);
  }
  return tags.join('\n    ');
}
