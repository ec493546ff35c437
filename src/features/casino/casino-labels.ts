/** The casino's words that depend on data: a category's name, a game's RTP as a percentage, an amount in minor units. */
import type { CasinoCategory } from '../../../domain/casino-address.ts';
import { formatMoney } from '../../../domain/money.ts';
import { fromMinorUnits, type CurrencyCode } from '../../../schemas/wallet.ts';
import type { TranslationFunctions } from '../../i18n/i18n-types.ts';

type CategoryKey = keyof TranslationFunctions['casino']['categories'];
const CATEGORY_KEYS: Readonly<Record<CasinoCategory, CategoryKey>> = {
  all: 'all',
  slots: 'slots',
  crash: 'crash',
  'top-games': 'topGames',
  card: 'card',
  providers: 'providers',
  favorites: 'favorites',
  recent: 'recent',
};

export const categoryLabel = (LL: TranslationFunctions, category: CasinoCategory): string => LL.casino.categories[CATEGORY_KEYS[category]]();

/** 0.9612 → "96.12 %" in the page's language. */
export const rtpText = (rtp: number, locale: string): string =>
  new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(rtp);

/** Minor units of a currency as the player reads them ("€1.50"). */
export function minorText(minor: bigint | string, currency: CurrencyCode, locale: string): string {
  return formatMoney(Number(fromMinorUnits(BigInt(minor), currency)), currency, locale);
}
