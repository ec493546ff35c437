import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { bootLocale } from './app/boot-locale.ts';
import { loadConfiguration } from './app/config/configuration.ts';
import { applyDocumentLanguage } from './app/lang/document-language.ts';
import { i18nLocaleOf } from '../domain/site-locale.ts';
import { loadLocaleAsync, loadNamespaceAsync } from './i18n/i18n-util.async.ts';
import { startVersionCheck } from './store/version.ts';
import { isBettingPage, pageKindOf } from './app/shell/page-kind.ts';
import { pagePath } from './routes/lang-path.ts';
import './styles/index.css';

const site = bootLocale(window.location.pathname);
const locale = i18nLocaleOf(site);
applyDocumentLanguage(site);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Both run alongside the dictionary download: the loading view (SCR-14) then rarely shows at all,
// and the version check (STA-57) never delays the first paint.
void loadConfiguration();
void startVersionCheck();

// A betting page starts its feed worker now, alongside the dictionary, so the book stored in
// IndexedDB is ready to paint when the page first renders (issue #16, instant warm start).
if (isBettingPage(pageKindOf(pagePath(window.location.pathname)))) void import('./store/feed-bridge.ts').then((bridge) => bridge.warmFeed({ kind: 'betslip' }));

// Feed names (docs/decisions/0025) are their own namespace, fetched alongside the dictionary.
await Promise.all([loadLocaleAsync(locale), loadNamespaceAsync(locale, 'feedNames')]);
createRoot(root).render(
  <StrictMode>
    <App locale={locale} />
  </StrictMode>,
);
