import { bgnToEur, isCryptoCurrency, moneyDecimals } from '../../../domain/money.ts';

/**
 * The balance as the header and the account modal show it (SCR-43): the amount with the spec's
 * decimals (CON-17: 2, or 0 for KRW; crypto with its own precision) and the currency abbreviation
 * after it, "1,234.50 EUR". BGN also shows the euro equivalent (CON-18).
 */
export function balanceText(amount: number, abbreviation: string, decimals: number, locale: string): string {
  const digits = isCryptoCurrency(abbreviation) ? decimals : moneyDecimals(abbreviation);
  const number = (n: number, d: number) => new Intl.NumberFormat(locale, { minimumFractionDigits: Math.min(d, 2), maximumFractionDigits: d }).format(n);
  const text = `${number(amount, digits)} ${abbreviation}`;
  return abbreviation === 'BGN' ? `${text} (${number(bgnToEur(amount), 2)} EUR)` : text;
}
