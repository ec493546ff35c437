import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { bootLocale } from './app/boot-locale.ts';
import { applyDocumentLanguage } from './app/lang/document-language.ts';
import { i18nLocaleOf } from './app/lang/site-locale.ts';
import { loadLocaleAsync } from './i18n/i18n-util.async.ts';
import './styles/index.css';

const site = bootLocale(window.location.pathname);
const locale = i18nLocaleOf(site);
applyDocumentLanguage(site);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

await loadLocaleAsync(locale);
createRoot(root).render(
  <StrictMode>
    <App locale={locale} />
  </StrictMode>,
);
