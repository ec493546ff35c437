/**
 * The house's render of a page (issue #17, docs/decisions/0044): the same React tree as the page,
 * drawn to HTML from the house's feed as it is now, so a phone paints the shell and the first
 * screenful before any script has run; the page then hydrates it (src/main.tsx). Built by
 * `vite build --ssr` into the client's `.ssr/` folder and loaded by server/client-pages.ts;
 * the house hands it its own requests and its feed's topics, and gets the HTML, the head's tags and
 * the boot data back. It renders as a guest with the player's settings cookies: per-player data
 * (balance, tickets) arrives after the hydration, as it always has.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryHistory } from '@tanstack/react-router';
import { createAppRouter } from './app/router.tsx';
import { App } from './app/app.tsx';
import { configurationState, loadConfiguration, type ConfigurationState } from './app/config/configuration.ts';
import { loadAllLocales } from './i18n/i18n-util.sync.ts';
import { i18nLocaleOf, isSiteLocale } from '../domain/site-locale.ts';
import { pathSegments } from '../domain/site-routes.ts';
import { languageRedirect, pagePath } from './routes/lang-path.ts';
import { houseDrawsPage } from './ssr/drawn-pages.ts';
import { LOCAL_TIME_ZONE, readSettings } from '../domain/settings.ts';
import { setBootData, bootDataJson, type BootData } from './ssr/boot-data.ts';
import { setServerViews } from './ssr/server-views.ts';
import { renderedTitle, resetRenderedTitle } from './ssr/rendered-head.ts';
import { watched } from './store/feed-views.ts';
import { takeDrawnLazies } from './ssr/house-lazy.ts';
import { loadCatchUpViews } from '../workers/feed/contract.ts';
import type { RenderedPage, RenderRequest } from '../domain/page-render.ts';
import { headLinks } from './app/meta/head-tags.ts';

loadAllLocales();

/** The time zone the house writes times in when the player's is their device's (it cannot know it). */
const HOUSE_TIME_ZONE = 'UTC';

async function collect(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

async function renderNow(request: RenderRequest): Promise<RenderedPage | null> {
  const { pathname } = new URL(request.url, request.origin);
  // A language segment to repair: the page decides where to (the player's stored language) in the browser.
  const lang = pathSegments(pathname)[0] ?? '';
  if (!isSiteLocale(lang) || languageRedirect(pathname, lang) !== null || !houseDrawsPage(pagePath(pathname))) return null;
  const router = createAppRouter(createMemoryHistory({ initialEntries: [request.url] }));
  await router.load();

  const configuration: ConfigurationState = { adminStatus: 'pending', admin: null, optionsStatus: 'pending', options: null };
  await loadConfiguration(request.fetch, configuration);
  const settings = readSettings(request.cookie, null);
  const boot: BootData = {
    views: {},
    configuration: { admin: configuration.admin, options: configuration.options },
    settings: { ...settings, timeZone: settings.timeZone === LOCAL_TIME_ZONE ? HOUSE_TIME_ZONE : settings.timeZone },
    lazy: [],
    firstScreens: [],
  };
  const feed = (await loadCatchUpViews())(request.topic);
  Object.assign(configurationState, configuration);
  setBootData(boot);
  setServerViews({ view: feed.view, asked: new Map(), into: boot.views });
  watched.clear();
  resetRenderedTitle();
  takeDrawnLazies();
  try {
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <App locale={i18nLocaleOf(lang)} router={router} />
      </StrictMode>,
      // Every boundary inline, in document order: no script moves a late one into place (the CSP allows none).
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    const html = await collect(prelude);
    boot.lazy = takeDrawnLazies();
    const head = await headLinks({ origin: request.origin, lang, pathname, fetch: request.fetch, title: renderedTitle() });
    return { lang, html, head, bootData: bootDataJson(boot) };
  } finally {
    setServerViews(null);
    setBootData(null);
    watched.clear();
    await feed.stop();
  }
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * Renders one page; renders run one at a time, since the stores they fill (configuration, the
 * watched views, the boot data) are the module's. Null: the house serves the page unrendered.
 */
export function renderPage(request: RenderRequest): Promise<RenderedPage | null> {
  const run = queue.then(() => renderNow(request));
  queue = run.catch(() => undefined);
  return run;
}
