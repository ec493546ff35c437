/**
 * Which deposit methods a player is offered, in which order (ROL-12, ENT-29): the house's method
 * catalogue filtered by the player's country and account currency. The house answers the list and
 * refuses a deposit by a method not on it; the page shows the list as it comes.
 */
import type { CountryCode } from '../schemas/countries.ts';
import { CRYPTO_METHOD, type MethodKey } from '../schemas/cashier.ts';
import type { CurrencyCode } from '../schemas/wallet.ts';

export type MethodEntry = {
  readonly key: MethodKey;
  readonly paymentMethodId: number;
  /** The method's brand name (OriginalValue). */
  readonly name: string;
  /** ROL-12: offered only in these countries (none: everywhere not excluded). */
  readonly countries?: readonly CountryCode[];
  /** Offered only for accounts in these currencies (a voucher is bought in EUR). */
  readonly currencies?: readonly CurrencyCode[];
  /** Where the player gets what the method needs (a voucher), opened in a new tab (STA-22). */
  readonly link?: string;
};

export type MethodCatalogue = {
  /** Every method, in the default order. */
  readonly methods: readonly MethodEntry[];
  /** ROL-12: methods hidden in a country. */
  readonly excluded: Readonly<Partial<Record<CountryCode, readonly MethodKey[]>>>;
  /** ROL-12: a country's own order (India's): these first, in this order, then the rest in the default order. */
  readonly order: Readonly<Partial<Record<CountryCode, readonly MethodKey[]>>>;
  /** ROL-12: the coins shown as one Crypto group rather than each among the methods. */
  readonly cryptoGrouped: boolean;
  /** STA-22: a voucher's link is not offered to GB players unless this is set. */
  readonly voucherLinkInGB: boolean;
};

/** A method as offered to one player: the catalogue entry with its link as that player gets it. */
export type OfferedMethod = MethodEntry & { readonly offeredLink: string | null };

function offeredHere(entry: MethodEntry, catalogue: MethodCatalogue, country: CountryCode | null, currency: CurrencyCode): boolean {
  if (entry.currencies && !entry.currencies.includes(currency)) return false;
  // A player whose country is not known gets only the methods limited to no country.
  if (entry.countries && (country === null || !entry.countries.includes(country))) return false;
  return country === null || !(catalogue.excluded[country] ?? []).includes(entry.key);
}

/** ROL-12: the methods offered to a player in `country` (null: not known) with an account in `currency`, in their order. */
export function depositMethodsFor(catalogue: MethodCatalogue, country: CountryCode | null, currency: CurrencyCode): OfferedMethod[] {
  const offered = catalogue.methods.filter((entry) => offeredHere(entry, catalogue, country, currency));
  const first = (country && catalogue.order[country]) || [];
  const rank = (entry: MethodEntry) => {
    const at = first.indexOf(entry.key);
    return at < 0 ? first.length : at;
  };
  // Array.prototype.sort is stable: methods the country does not rank keep the default order.
  const ordered = [...offered].sort((a, b) => rank(a) - rank(b));
  return ordered.map((entry) => ({ ...entry, offeredLink: entry.link !== undefined && (country !== 'GB' || catalogue.voucherLinkInGB) ? entry.link : null }));
}

/** The house refuses a deposit by a method the player is not offered. */
export const methodOffered = (catalogue: MethodCatalogue, country: CountryCode | null, currency: CurrencyCode, key: MethodKey): boolean =>
  depositMethodsFor(catalogue, country, currency).some((entry) => entry.key === key);

/** STA-25: the crypto entry is not a method of its own in the list: it stands for the coins, shown apart or among the methods. */
export const formMethods = <T extends { readonly Key: MethodKey }>(methods: readonly T[]): T[] => methods.filter((m) => m.Key !== CRYPTO_METHOD);
