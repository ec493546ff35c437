import type { ChangeEvent } from 'react';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { storeLocale } from '../../store/preferred-locale.ts';
import { useSiteLocale } from '../../ui/site-locale-context.tsx';
import { endonym, flagLabel, i18nLocaleOf, normaliseSiteLocale, SITE_LOCALES } from '../../../domain/site-locale.ts';
import { withLanguage } from '../../routes/lang-path.ts';

/**
 * Shows the flag label (SPEC PRD-07) over a native select, so keyboard, screen-reader and phone
 * pickers all work; choosing reloads the page on the rewritten URL (PRD-10) and remembers it (PRD-09).
 */
export function LanguageSelect() {
  const { LL } = useI18nContext();
  const current = useSiteLocale();

  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = normaliseSiteLocale(event.target.value);
    if (!next || next === current) return;
    storeLocale(next);
    const { pathname, search, hash } = window.location;
    window.location.assign(`${withLanguage(pathname, next)}${search}${hash}`);
  };

  return (
    <span className="lang-select">
      <span className="lang-select__flag" aria-hidden="true">
        {flagLabel(current)}
      </span>
      <svg className="lang-select__chevron" width="12" height="12" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
      </svg>
      <select className="lang-select__native" aria-label={LL.shell.language()} value={current} onChange={onChange}>
        {SITE_LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={i18nLocaleOf(locale)}>
            {`${flagLabel(locale)} · ${endonym(locale)}`}
          </option>
        ))}
      </select>
    </span>
  );
}
