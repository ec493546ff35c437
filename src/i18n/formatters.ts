import type { FormattersInitializer } from 'typesafe-i18n'
import type { Locales, Formatters } from './i18n-types.ts'

const ENGLISH_ORDINAL_SUFFIX: Readonly<Record<string, string>> = { one: 'st', two: 'nd', few: 'rd', other: 'th' }

export const initFormatters: FormattersInitializer<Locales, Formatters> = (locale: Locales) => {
	const ordinalRules = new Intl.PluralRules(locale, { type: 'ordinal' })

	const formatters: Formatters = {
		/** 1 → "1st" in English (feed names: "2nd Half"); other languages write their ordinals in the text. */
		ordinal: (value: unknown) => {
			const n = Number(value)
			return locale === 'en-US' ? `${n}${ENGLISH_ORDINAL_SUFFIX[ordinalRules.select(n)] ?? 'th'}` : String(n)
		},
	}

	return formatters
}
