import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { bootLocale } from './app/boot-locale.ts';
import { loadConfiguration } from './app/config/configuration.ts';
import { applyDocumentLanguage } from './app/lang/document-language.ts';
import { i18nLocaleOf } from '../domain/site-locale.ts';
import { loadLocaleAsync } from './i18n/i18n-util.async.ts';
import { startVersionCheck } from './store/version.ts';
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

await loadLocaleAsync(locale);
createRoot(root).render(
  <StrictMode>
    <App locale={locale} />
  </StrictMode>,
);
