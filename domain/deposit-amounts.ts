/**
 * The deposit form's amount rules: the quick amounts (VAL-05, VAL-06, CON-13), the sanitiser a typed
 * amount goes through (VAL-04, VAL-07), and the card expiry choices (VAL-08).
 */

/** CON-13 / VAL-05: the quick amounts, in the account's currency. */
const QUICK_AMOUNTS = [15, 30, 50, 100, 200] as const;

/** VAL-05 / VAL-06: hidden for voucher deposits and for RUB; INR has a set of its own, not shown. */
export function quickDepositAmounts(currency: string, method: string): readonly number[] {
  if (currency === 'RUB' || currency === 'INR' || method === 'voucher') return [];
  return QUICK_AMOUNTS;
}

/** Longest amount text the field keeps (VAL-07). */
const AMOUNT_MAX_LENGTH = 14;

/**
 * VAL-04 / VAL-07: what a typed amount becomes: anything but digits and dots is dropped (commas
 * and minus signs included), runs of dots collapse and only the first dot stays, the text is cut to
 * 14 characters, and a value without a digit becomes empty.
 */
export function sanitiseAmount(text: string): string {
  const kept = text.replace(/[^\d.]/g, '').replace(/\.+/g, '.');
  const dot = kept.indexOf('.');
  const one = dot < 0 ? kept : kept.slice(0, dot + 1) + kept.slice(dot + 1).replace(/\./g, '');
  const cut = one.slice(0, AMOUNT_MAX_LENGTH);
  return /\d/.test(cut) ? cut : '';
}

/** VAL-08: expiry years from this year, 13 of them. */
export function expiryYears(nowMs: number): readonly number[] {
  const first = new Date(nowMs).getUTCFullYear();
  return Array.from({ length: 13 }, (_, i) => first + i);
}

/** VAL-08: expiry months 1 to 12, as the two digits the card shows. */
export const EXPIRY_MONTHS: readonly string[] = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));
