/** The page's start (src/main.tsx loads it once the house's HTML is painted, docs/decisions/0045). */
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { createAppRouter } from './router.tsx';
import { bootLocale } from './boot-locale.ts';
import { loadConfiguration } from './config/configuration.ts';
import { applyDocumentLanguage } from './lang/document-language.ts';
import { i18nLocaleOf } from '../../domain/site-locale.ts';
import { loadLocaleAsync, loadNamespaceAsync } from '../i18n/i18n-util.async.ts';
import { startVersionCheck } from '../store/version.ts';
import { isBettingPage, pageKindOf } from './shell/page-kind.ts';
import { pagePath } from '../routes/lang-path.ts';
import { bootData, setBootData } from '../ssr/boot-data.ts';
import { preloadLazies } from '../ssr/house-lazy.ts';

/** Loads what the page needs and draws it, or hydrates the house's drawing of it. */
export async function start(): Promise<void> {
  const site = bootLocale(window.location.pathname);
  const locale = i18nLocaleOf(site);
  applyDocumentLanguage(site);

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  const boot = bootData();

  // Both run alongside the dictionary download: the loading view (SCR-14) then rarely shows at all,
  // and the version check (STA-57) never delays the first paint. A page the house rendered has its configuration already.
  void loadConfiguration();
  void startVersionCheck();

  // A betting page starts its feed worker now, alongside the dictionary, so the book stored in
  // IndexedDB is ready to paint when the page first renders (issue #16, instant warm start).
  if (isBettingPage(pageKindOf(pagePath(window.location.pathname)))) void import('../store/feed-bridge.ts').then((bridge) => bridge.warmFeed({ kind: 'betslip' }));

  const router = createAppRouter();
  // Feed names (docs/decisions/0025) are their own namespace, fetched alongside the dictionary. A page
  // the house rendered is hydrated (ADR 0044): its route's code and the lazy parts it drew must be
  // there first, as they were on the house.
  await Promise.all([loadLocaleAsync(locale), loadNamespaceAsync(locale, 'feedNames'), boot ? router.load().then(() => preloadLazies(boot.lazy)) : null]);
  const app = (
    <StrictMode>
      <App locale={locale} router={router} />
    </StrictMode>
  );
  if (boot) {
    // The router draws the tree its house render drew only when it knows it hydrates one (as its own hydrate() would tell it).
    router.ssr = { manifest: undefined };
    // As a transition, the hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole page (one long task on a phone); a tap on a part not yet
    // hydrated makes React hydrate that part first.
    startTransition(() => {
      hydrateRoot(root, app);
    });
    // The boot data describes the page the house drew; the next page starts from the feed as usual.
    const first = router.state.location.pathname;
    const stop = router.subscribe('onBeforeNavigate', (event) => {
      if (event.toLocation.pathname === first) return;
      setBootData(null);
      stop();
    });
  } else {
    createRoot(root).render(app);
  }
}
