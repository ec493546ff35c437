import { describe, expect, test } from 'vitest';
import { LANGUAGE_STORAGE_KEY, readStoredLocale, resolveSiteLocale, storeLocale } from '../../src/store/preferred-locale.ts';
import { flagLabel, i18nLocaleOf, isChinese, normaliseSiteLocale, SITE_LOCALES } from '../../domain/site-locale.ts';
import { locales } from '../../src/i18n/i18n-util.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe('site locales', () => {
  test('[PRD-06] ten locales with en-US as the default', () => {
    expect(SITE_LOCALES).toEqual(['de-DE', 'en-US', 'es-ES', 'ja-JP', 'ko-KR', 'pt-PT', 'ru-RU', 'tr-TR', 'zh-CHS', 'zh-CHT']);
    expect(resolveSiteLocale({})).toBe('en-US');
  });

  test('[PRD-07] flag labels: EN for en-US, TW for zh-CHT, CN for zh-CHS, the region otherwise', () => {
    expect(flagLabel('en-US')).toBe('EN');
    expect(flagLabel('zh-CHT')).toBe('TW');
    expect(flagLabel('zh-CHS')).toBe('CN');
    expect(SITE_LOCALES.map(flagLabel)).toEqual(['DE', 'EN', 'ES', 'JP', 'KR', 'PT', 'RU', 'TR', 'CN', 'TW']);
  });

  test('[PRD-08] only the Chinese locales get the Chinese style', () => {
    expect(SITE_LOCALES.filter(isChinese)).toEqual(['zh-CHS', 'zh-CHT']);
  });

  test('every site locale maps to a dictionary whose tag Intl accepts', () => {
    for (const site of SITE_LOCALES) {
      const locale = i18nLocaleOf(site);
      expect(locales).toContain(locale);
      expect(() => new Intl.PluralRules(locale)).not.toThrow();
    }
  });

  test('language segments match case-insensitively and come back canonical', () => {
    expect(normaliseSiteLocale('en-us')).toBe('en-US');
    expect(normaliseSiteLocale('ZH-cht')).toBe('zh-CHT');
    expect(normaliseSiteLocale('en')).toBeNull();
    expect(normaliseSiteLocale('')).toBeNull();
    expect(normaliseSiteLocale(undefined)).toBeNull();
  });
});

describe('resolveSiteLocale', () => {
  test('[PRD-09] the URL segment wins over everything', () => {
    expect(resolveSiteLocale({ urlSegment: 'ja-JP', stored: 'de-DE', browser: ['ko-KR'] })).toBe('ja-JP');
    expect(resolveSiteLocale({ urlSegment: 'ja-jp' })).toBe('ja-JP');
  });

  test('[PRD-09] the stored language comes next', () => {
    expect(resolveSiteLocale({ urlSegment: 'nope', stored: 'de-DE', browser: ['ko-KR'] })).toBe('de-DE');
  });

  test('[PRD-09] then the default, so the browser language never decides', () => {
    expect(resolveSiteLocale({ urlSegment: null, stored: 'garbage', browser: ['ko-KR'] })).toBe('en-US');
  });
});

describe('stored language', () => {
  test('[PRD-09] a stored choice is read back', () => {
    const storage = memoryStorage();
    storeLocale('tr-TR', storage);
    expect(readStoredLocale(storage)).toBe('tr-TR');
    expect(readStoredLocale(memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'ru-RU' }))).toBe('ru-RU');
  });

  test('storage that throws is treated as empty', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(readStoredLocale(broken)).toBeNull();
    expect(() => storeLocale('en-US', broken)).not.toThrow();
  });
});
