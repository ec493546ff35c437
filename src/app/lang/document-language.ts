import { i18nLocaleOf, isChinese } from '../../../domain/site-locale.ts';
import type { SiteLocale } from '../../../domain/site-locale.ts';

/** SPEC PRD-12 (document language) and PRD-08 (Chinese gets its own type style via the `zh` class). */
export function applyDocumentLanguage(site: SiteLocale, root: HTMLElement = document.documentElement): void {
  root.lang = i18nLocaleOf(site);
  root.classList.toggle('zh', isChinese(site));
}
