/**
 * The pages' HTML (issue #17, docs/decisions/0044). Every page is index.html as built, plus a
 * modulepreload of the page language's dictionary (one round trip less before the first translated
 * paint; chunk names from Vite's build manifest). Where the build has the house's renderer
 * (`.ssr/entry-server.js`, vite.config.ts), a page under a canonical language segment is also drawn
 * as HTML from the feed as it is now: the shell and the first screenful paint before any script
 * runs, and the page hydrates them from the boot data beside them. A render that fails or takes
 * too long is logged, and the page goes out unrendered, as before: the client draws it itself.
 *
 * A render costs the house tens of milliseconds, so each is kept for RENDER_TTL_MS for every
 * request of the same address and settings, compressed once for each encoding asked for.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { i18nLocaleOf, isChinese, SITE_LOCALES, type SiteLocale } from '../domain/site-locale.ts';
import type { PageRenderer, RenderedPage, RenderRequest } from '../domain/page-render.ts';

type Manifest = Record<string, { readonly file: string }>;

/** How long one render serves every request for its address (the page's worker brings it up to date at once). */
export const RENDER_TTL_MS = 1000;
/** A render slower than this is given up: the page goes out unrendered. */
export const RENDER_TIMEOUT_MS = 1500;
const CACHE_LIMIT = 500;

export type PageRequest = { readonly url: string; readonly origin: string; readonly cookie: string; readonly acceptEncoding: string };
export type PageResponse = { readonly body: Buffer | string; readonly encoding: 'br' | 'gzip' | null; readonly rendered: boolean };

export type PageDeps = {
  /** A request to the house itself, as a page would make it. */
  readonly fetch: typeof fetch;
  readonly topic: RenderRequest['topic'];
  readonly warn: (error: unknown, url: string) => void;
};

/** Only the cookies that change the drawing (odds and view format) tell renders apart. */
function settingsKey(cookie: string): string {
  return cookie
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part.startsWith('oddFormat=') || part.startsWith('viewFormat='))
    .sort()
    .join(';');
}

/**
 * The page's HTML around a render: language, head, the drawn #root and its boot data. The build's
 * one style sheet (docs/decisions/0045) is in the template already: the HTML is styled before any script runs.
 */
function assemble(template: string, page: RenderedPage): string {
  const language = i18nLocaleOf(page.lang);
  return template
    .replace(/<html lang="[^"]*">/, `<html lang="${language}"${isChinese(page.lang) ? ' class="zh"' : ''}>`)
    .replace(page.head.includes('<title>') ? /\s*<title>[^<]*<\/title>/ : /(?!)/, '')
    .replace(page.head.includes('name="description"') ? /\s*<meta name="description"[^>]*>/ : /(?!)/, '')
    .replace('</head>', `  ${page.head}\n  </head>`)
    .replace(/<div id="root">[\s\S]*?<\/div>/, () => `<div id="root">${page.html}</div>\n    <script type="application/json" id="boot-data">${page.bootData}</script>`);
}

function encode(html: string, acceptEncoding: string): PageResponse {
  if (/\bbr\b/.test(acceptEncoding)) return { body: brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }), encoding: 'br', rendered: true };
  if (/\bgzip\b/.test(acceptEncoding)) return { body: gzipSync(html, { level: 6 }), encoding: 'gzip', rendered: true };
  return { body: html, encoding: null, rendered: true };
}

export function clientPages(clientDir: string, deps: PageDeps): (request: PageRequest) => Promise<PageResponse> {
  const html = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const manifestFile = path.join(clientDir, '.vite', 'manifest.json');
  const manifest = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest) : {};
  const byLanguage = new Map<string, string>();
  for (const site of SITE_LOCALES) {
    const dictionary = manifest[`src/i18n/${i18nLocaleOf(site)}/index.ts`];
    if (dictionary) byLanguage.set(site, html.replace('</head>', `  <link rel="modulepreload" crossorigin href="/${dictionary.file}" />\n  </head>`));
  }
  const templateOf = (url: string) => byLanguage.get(url.split('?')[0]!.split('/')[1] as SiteLocale) ?? html;

  const rendererFile = path.join(clientDir, '.ssr', 'entry-server.js');
  let renderer: Promise<PageRenderer | null> | null = null;
  const loadPageRenderer = () =>
    (renderer ??= existsSync(rendererFile)
      ? (import(pathToFileURL(rendererFile).href) as Promise<PageRenderer>).catch((error: unknown) => (deps.warn(error, rendererFile), null))
      : Promise.resolve(null));

  const cache = new Map<string, { readonly at: number; readonly html: Promise<string | null>; readonly encoded: Map<string, PageResponse> }>();
  const render = async (request: PageRequest): Promise<string | null> => {
    const loaded = await loadPageRenderer();
    if (!loaded) return null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), RENDER_TIMEOUT_MS)));
    try {
      const page = await Promise.race([loaded.renderPage({ url: request.url, origin: request.origin, cookie: request.cookie, fetch: deps.fetch, topic: deps.topic }), timeout]);
      return page ? assemble(templateOf(request.url), page) : null;
    } catch (error) {
      deps.warn(error, request.url);
      return null;
    } finally {
      clearTimeout(timer);
    }
  };

  return async (request) => {
    const key = `${request.url}\n${settingsKey(request.cookie)}`;
    const now = Date.now();
    let entry = cache.get(key);
    if (!entry || now - entry.at > RENDER_TTL_MS) {
      cache.delete(key);
      if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
      entry = { at: now, html: render(request), encoded: new Map() };
      cache.set(key, entry);
    }
    const rendered = await entry.html;
    if (rendered === null) return { body: templateOf(request.url), encoding: null, rendered: false };
    const wanted = /\bbr\b/.test(request.acceptEncoding) ? 'br' : /\bgzip\b/.test(request.acceptEncoding) ? 'gzip' : '';
    let response = entry.encoded.get(wanted);
    if (!response) entry.encoded.set(wanted, (response = encode(rendered, request.acceptEncoding)));
    return response;
  };
}
