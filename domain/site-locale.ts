/** The language segments the site accepts as the first path segment (SPEC PRD-06). */
export const SITE_LOCALES = [
  'de-DE',
  'en-US',
  'es-ES',
  'ja-JP',
  'ko-KR',
  'pt-PT',
  'ru-RU',
  'tr-TR',
  'zh-CHS',
  'zh-CHT',
] as const;

export type SiteLocale = (typeof SITE_LOCALES)[number];

export const DEFAULT_SITE_LOCALE: SiteLocale = 'en-US';

// zh-CHS / zh-CHT are legacy Microsoft tags, not BCP 47: Intl.PluralRules throws on them, and
// typesafe-i18n builds one per locale. So dictionaries and <html lang> use the script subtags.
const I18N_LOCALE = {
  'de-DE': 'de-DE',
  'en-US': 'en-US',
  'es-ES': 'es-ES',
  'ja-JP': 'ja-JP',
  'ko-KR': 'ko-KR',
  'pt-PT': 'pt-PT',
  'ru-RU': 'ru-RU',
  'tr-TR': 'tr-TR',
  'zh-CHS': 'zh-Hans',
  'zh-CHT': 'zh-Hant',
} as const satisfies Record<SiteLocale, string>;

/** A dictionary's locale (typesafe-i18n's `Locales`, which the client checks it against). */
export type I18nLocale = (typeof I18N_LOCALE)[SiteLocale];

/** The BCP 47 tag for dictionaries, Intl and `<html lang>`. */
export function i18nLocaleOf(site: SiteLocale): I18nLocale {
  return I18N_LOCALE[site];
}

/** Flag label shown in the language picker (SPEC PRD-07). */
const FLAG_LABEL = {
  'de-DE': 'DE',
  'en-US': 'EN',
  'es-ES': 'ES',
  'ja-JP': 'JP',
  'ko-KR': 'KR',
  'pt-PT': 'PT',
  'ru-RU': 'RU',
  'tr-TR': 'TR',
  'zh-CHS': 'CN',
  'zh-CHT': 'TW',
} as const satisfies Record<SiteLocale, string>;

export function flagLabel(site: SiteLocale): string {
  return FLAG_LABEL[site];
}

// Endonyms: a language is listed in its own name so a reader who landed on the wrong one finds theirs.
const ENDONYM = {
  'de-DE': 'Deutsch',
  'en-US': 'English',
  'es-ES': 'Español',
  'ja-JP': '日本語',
  'ko-KR': '한국어',
  'pt-PT': 'Português',
  'ru-RU': 'Русский',
  'tr-TR': 'Türkçe',
  'zh-CHS': '简体中文',
  'zh-CHT': '繁體中文',
} as const satisfies Record<SiteLocale, string>;

export function endonym(site: SiteLocale): string {
  return ENDONYM[site];
}

export function isChinese(site: SiteLocale): boolean {
  return site === 'zh-CHS' || site === 'zh-CHT';
}

const BY_LOWER_CASE: ReadonlyMap<string, SiteLocale> = new Map(SITE_LOCALES.map((l) => [l.toLowerCase(), l]));

/** Canonical spelling of a language segment, matched case-insensitively; null when it is no locale. */
export function normaliseSiteLocale(segment: string | null | undefined): SiteLocale | null {
  if (!segment) return null;
  return BY_LOWER_CASE.get(segment.toLowerCase()) ?? null;
}

export function isSiteLocale(value: string): value is SiteLocale {
  return (SITE_LOCALES as readonly string[]).includes(value);
}
