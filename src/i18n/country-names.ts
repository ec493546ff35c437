/**
 * Countries by name in the page's language (ENT-23): Intl.DisplayNames names them, so no name
 * table ships, and the list is sorted as that language sorts.
 */
import type { CountryCode } from '../../schemas/countries.ts';

export type CountryOption = { readonly value: CountryCode; readonly label: string };

export function countryOptions(codes: readonly CountryCode[], locale: string): CountryOption[] {
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(locale);
  return codes.map((value) => ({ value, label: names.of(value) ?? value })).sort((a, b) => collator.compare(a.label, b.label));
}
