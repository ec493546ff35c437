/**
 * The single-page app's HTML, per language: index.html plus a modulepreload of the page language's
 * dictionary, so the browser fetches it alongside the entry script instead of after it has run
 * (one round trip less before the first translated paint). Chunk names come from Vite's build
 * manifest; without one (or for a path with no language segment, whose language is decided in the
 * browser) the page is index.html as built.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { i18nLocaleOf, SITE_LOCALES, type SiteLocale } from '../domain/site-locale.ts';

type Manifest = Record<string, { readonly file: string }>;

export function clientPages(clientDir: string): (url: string) => string {
  const html = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const manifestFile = path.join(clientDir, '.vite', 'manifest.json');
  const manifest = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest) : {};
  const byLanguage = new Map<string, string>();
  for (const site of SITE_LOCALES) {
    const dictionary = manifest[`src/i18n/${i18nLocaleOf(site)}/index.ts`];
    if (dictionary) byLanguage.set(site, html.replace('</head>', `  <link rel="modulepreload" crossorigin href="/${dictionary.file}" />\n  </head>`));
  }
  return (url) => {
    const first = url.split('?')[0]!.split('/')[1] ?? '';
    return byLanguage.get(first as SiteLocale) ?? html;
  };
}
