import { describe, expect, test } from 'vitest';
import de_DE from '../../src/i18n/de-DE/index.ts';
import en_US from '../../src/i18n/en-US/index.ts';
import es_ES from '../../src/i18n/es-ES/index.ts';
import ja_JP from '../../src/i18n/ja-JP/index.ts';
import ko_KR from '../../src/i18n/ko-KR/index.ts';
import pt_PT from '../../src/i18n/pt-PT/index.ts';
import ru_RU from '../../src/i18n/ru-RU/index.ts';
import tr_TR from '../../src/i18n/tr-TR/index.ts';
import zh_Hans from '../../src/i18n/zh-Hans/index.ts';
import zh_Hant from '../../src/i18n/zh-Hant/index.ts';
import { locales } from '../../src/i18n/i18n-util.ts';

const TRANSLATIONS: Record<string, object> = {
  'de-DE': de_DE,
  'es-ES': es_ES,
  'ja-JP': ja_JP,
  'ko-KR': ko_KR,
  'pt-PT': pt_PT,
  'ru-RU': ru_RU,
  'tr-TR': tr_TR,
  'zh-Hans': zh_Hans,
  'zh-Hant': zh_Hant,
};

/** Keys whose text may equal the English: the brand, and words that really are spelt the same. */
const SAME_AS_ENGLISH: Record<string, readonly string[]> = {
  // A brand name stays as it is (Neteller's own "Secure ID" too), and OK is OK in many languages.
  '*': ['brand', 'tracker.event.var', 'cashier.methods.neteller', 'cashier.netellerSecureId', 'modals.claimBonus.ok', 'cashier.crypto.rate', 'cashier.methods.papara', 'cashier.methods.pix', 'cashier.methods.fingenom', 'cashier.iban', 'cashier.bankCode'],
  'de-DE': ['nav.blog', 'nav.bonus', 'pages.blog', 'match.tabs.handicaps', 'match.tabs.innings', 'match.tabs.frames', 'tracker.team', 'tracker.stat.fouls', 'tracker.stat.rebounds', 'tracker.stat.touchdowns', 'tracker.stat.kills', 'tracker.stat.hits', 'tracker.stat.wickets'],
  'es-ES': ['nav.casino', 'nav.blog', 'sidebar.casinoGroup', 'pages.casino', 'pages.blog', 'live.min', 'match.tabs.sets', 'match.tabs.frames', 'tracker.total', 'tracker.event.ace', 'tracker.event.setWon', 'tracker.stat.aces', 'tracker.stat.touchdowns', 'tracker.stat.wickets'],
  'pt-PT': ['nav.casino', 'nav.menu', 'sidebar.casinoGroup', 'pages.casino', 'live.min', 'match.tabs.handicaps', 'match.tabs.sets', 'match.tabs.frames', 'tracker.total', 'tracker.incident.breakPoint', 'tracker.incident.setPoint', 'tracker.incident.matchPoint', 'tracker.event.setWon', 'tracker.stat.touchdowns', 'tracker.stat.fieldGoals', 'tracker.stat.wickets', 'cashier.methods.voucher'],
  'tr-TR': ['nav.casino', 'nav.blog', 'nav.bonus', 'sidebar.casinoGroup', 'pages.casino', 'pages.blog', 'tracker.event.setWon', 'cashier.methods.voucher'],
};

function flatten(value: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, child] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof child === 'string') out.set(path, child);
    else if (child && typeof child === 'object') for (const [p, s] of flatten(child as object, path)) out.set(p, s);
  }
  return out;
}

/** Argument names, ignoring the `:type` that only the base locale declares. */
function argumentNames(text: string): string[] {
  return [...text.matchAll(/\{(\w+)[^}]*\}/g)].map((m) => m[1] ?? '').sort();
}

const base = flatten(en_US);

describe('i18n dictionaries', () => {
  test('[PRD-06] every supported locale has a dictionary', () => {
    expect([...locales].sort()).toEqual(['en-US', ...Object.keys(TRANSLATIONS)].sort());
  });

  test.each(Object.entries(TRANSLATIONS))('%s has exactly the keys of en-US', (_locale, dictionary) => {
    expect([...flatten(dictionary).keys()].sort()).toEqual([...base.keys()].sort());
  });

  test.each(Object.entries(TRANSLATIONS))('%s uses the same arguments as en-US', (_locale, dictionary) => {
    const own = flatten(dictionary);
    for (const [key, english] of base) expect(argumentNames(own.get(key) ?? ''), key).toEqual(argumentNames(english));
  });

  test.each(Object.entries(TRANSLATIONS))('%s translates every string that is not allow-listed', (locale, dictionary) => {
    const allowed = new Set([...(SAME_AS_ENGLISH['*'] ?? []), ...(SAME_AS_ENGLISH[locale] ?? [])]);
    const untranslated = [...flatten(dictionary)].filter(([key, text]) => text === base.get(key) && !allowed.has(key)).map(([key]) => key);
    expect(untranslated).toEqual([]);
  });

  test('the allow-list names only strings that really equal the English', () => {
    for (const [locale, keys] of Object.entries(SAME_AS_ENGLISH)) {
      if (locale === '*') continue;
      const own = flatten(TRANSLATIONS[locale] ?? {});
      for (const key of keys) expect(own.get(key), `${locale} ${key}`).toBe(base.get(key));
    }
  });

  // Characters whose simplified and traditional forms differ; neither dictionary may borrow the other's.
  const SIMPLIFIED_ONLY = /[体这页单设录账户场乐电竞赛选载时动欢历结项网线态码开关闭种优奖钱滚览侧栏导语]/u;
  const TRADITIONAL_ONLY = /[體這頁單設錄帳戶場樂電競賽選載時動歡歷結項網線態碼開關閉種優獎錢滾覽側欄導語]/u;

  test('[PRD-08] zh-CHS is simplified and zh-CHT traditional Chinese', () => {
    const mixedHans = [...flatten(zh_Hans)].filter(([, text]) => TRADITIONAL_ONLY.test(text)).map(([key]) => key);
    const mixedHant = [...flatten(zh_Hant)].filter(([, text]) => SIMPLIFIED_ONLY.test(text)).map(([key]) => key);
    expect({ mixedHans, mixedHant }).toEqual({ mixedHans: [], mixedHant: [] });
  });

  test('the live page keys exist in the base locale', () => {
    for (const key of ['title', 'loading', 'empty', 'reconnecting', 'stale', 'updatedAgo', 'matchCount', 'min', 'priceUp', 'priceDown', 'suspended']) {
      expect(base.has(`live.${key}`), key).toBe(true);
    }
  });
});
