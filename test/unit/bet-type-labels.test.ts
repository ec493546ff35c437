import { i18nObject } from 'typesafe-i18n';
import { describe, expect, test } from 'vitest';
import { BET_TYPES } from '../../schemas/betting.ts';
import { betTypeLabel } from '../../src/features/betslip/bet-type-labels.ts';
import { initFormatters } from '../../src/i18n/formatters.ts';
import type { Locales, TranslationFunctions, Translations } from '../../src/i18n/i18n-types.ts';
import { loadedLocales, locales } from '../../src/i18n/i18n-util.ts';
import { loadAllLocales } from '../../src/i18n/i18n-util.sync.ts';

loadAllLocales();
const LLof = (locale: Locales): TranslationFunctions => i18nObject<Locales, Translations, TranslationFunctions>(locale, loadedLocales[locale], initFormatters(locale));

describe('bet type labels on tickets', () => {
  test('[ENM-08] My bets and the histories name every bet type as the slip\u2019s tab does, in every language (multiple singles are singles)', () => {
    for (const locale of locales) {
      const LL = LLof(locale);
      const labels = Object.values(BET_TYPES).map((type) => betTypeLabel(LL, type));
      expect(labels, locale).toEqual([LL.slip.single(), LL.slip.single(), LL.slip.combo(), LL.betTypes.system(), LL.betTypes.ifBet(), LL.betTypes.reverse(), LL.betTypes.teaser()]);
      expect(new Set(labels).size, locale).toBe(6);
    }
  });
});
