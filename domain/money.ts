/**
 * Money display (SPEC CON-17, CON-18). Amounts arrive in major units for display only; the ledger's
 * exact minor units never pass through here. Every number goes through Intl.
 */
import { numberFormat } from './intl-formats.ts';

/** CON-18: the fixed lev–euro rate. */
export const BGN_PER_EUR = 1.95583;

/**
 * CON-16/CON-17: crypto currencies are shown as a number and a suffix ("0.25 mBTC"), not in a
 * currency style: Intl knows no such codes. Digits: at least 2, at most the unit's own precision.
 */
const CRYPTO_DIGITS: Readonly<Record<string, number>> = {
  BTC: 8,
  mBTC: 5,
  ETH: 8,
  mETH: 5,
  LTC: 8,
  BCH: 8,
  DOGE: 8,
  NEO: 0,
  BNB: 8,
  USDT: 2,
  USDTE: 6,
  USDTT: 6,
};

/** CON-17: currencies without minor units show 0 decimals; everything else 2. */
const ZERO_DECIMAL_FIAT: ReadonlySet<string> = new Set(['KRW', 'JPY']);

export function isCryptoCurrency(currency: string): boolean {
  return currency in CRYPTO_DIGITS;
}

export function moneyDecimals(currency: string): number {
  if (ZERO_DECIMAL_FIAT.has(currency)) return 0;
  return 2;
}

/** A fiat amount in the currency style of the locale, with the spec's decimals. */
function formatFiat(amount: number, currency: string, locale: string): string {
  const digits = moneyDecimals(currency);
  try {
    return numberFormat(locale, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(amount);
  } catch {
    // An unknown code must still show the amount rather than crash the page.
    return `${formatPlain(amount, locale, digits, digits)} ${currency}`;
  }
}

function formatPlain(amount: number, locale: string, min: number, max: number): string {
  return numberFormat(locale, { minimumFractionDigits: min, maximumFractionDigits: max }).format(amount);
}

/**
 * An amount as the player reads it: "€1,234.50", "₩12,000", "0.00025 BTC", and for BGN the euro
 * equivalent in parentheses, "1.955,83 лв. (1.000,00 €)" (CON-18).
 */
export function formatMoney(amount: number, currency: string | null, locale: string): string {
  // No currency (a guest's betslip): the amount alone, in two decimals.
  if (currency === null) return formatPlain(amount, locale, 2, 2);
  if (isCryptoCurrency(currency)) {
    const max = CRYPTO_DIGITS[currency] ?? 8;
    return `${formatPlain(amount, locale, Math.min(2, max), max)} ${currency}`;
  }
  const shown = formatFiat(amount, currency, locale);
  if (currency !== 'BGN') return shown;
  return `${shown} (${formatFiat(bgnToEur(amount), 'EUR', locale)})`;
}

/** CON-18: the euro equivalent, rounded to the cent. */
export function bgnToEur(amount: number): number {
  return Math.round((amount / BGN_PER_EUR) * 100) / 100;
}

/**
 * The balance as the header and the account modal show it (SCR-43): the amount with the spec's
 * decimals (CON-17: 2, or 0 for KRW; crypto with its own precision) and the currency abbreviation
 * after it, "1,234.50 EUR". BGN also shows the euro equivalent (CON-18).
 */
export function balanceText(amount: number, abbreviation: string, decimals: number, locale: string): string {
  const digits = isCryptoCurrency(abbreviation) ? decimals : moneyDecimals(abbreviation);
  const text = `${formatPlain(amount, locale, Math.min(digits, 2), digits)} ${abbreviation}`;
  return abbreviation === 'BGN' ? `${text} (${formatPlain(bgnToEur(amount), locale, 2, 2)} EUR)` : text;
}
