/** The registration rule on countries (VAL-10) and the country a site locale names. */
import { COUNTRY_CODES, type CountryCode } from '../schemas/countries.ts';
import type { CurrencyCode } from '../schemas/wallet.ts';

const KNOWN: ReadonlySet<string> = new Set(COUNTRY_CODES);
export const isCountryCode = (code: string): code is CountryCode => KNOWN.has(code);

/** VAL-10: who may register from where. A country on the list is refused unless the currency chosen is exempt. */
export type CountryRules = {
  readonly excluded: readonly CountryCode[];
  readonly exemptCurrencies: readonly CurrencyCode[];
};

export function countryAllowed(rules: CountryRules, country: CountryCode, currency: CurrencyCode): boolean {
  return !rules.excluded.includes(country) || rules.exemptCurrencies.includes(currency);
}

/** VAL-10: the registration dropdown's countries for a currency, in code order (the page sorts by name). */
export const registrationCountries = (rules: CountryRules, currency: CurrencyCode): CountryCode[] => COUNTRY_CODES.filter((c) => countryAllowed(rules, c, currency));

/** The country a site locale's region names (`en-US` → US), when it is one; the dropdown's first choice. */
export function countryOfLocale(locale: string): CountryCode | null {
  const region = locale.split('-')[1]?.toUpperCase() ?? '';
  return isCountryCode(region) ? region : null;
}
