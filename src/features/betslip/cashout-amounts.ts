/**
 * The amounts a player types for a partial cash-out or an auto cash-out target, checked against
 * what the house offers before anything is sent: exact minor units (schemas/wallet.ts), never floats.
 */
import { fromMinorUnits, toMinorUnits, type CurrencyCode } from '../../../schemas/wallet.ts';

const minor = (text: string | null, currency: CurrencyCode): bigint | null => {
  if (text === null) return null;
  const read = toMinorUnits(text.trim(), currency);
  return read.ok ? read.minor : null;
};

/** A part to cash out: an amount of the currency, at most the offer's PartialMax; the amount as the house reads it, or null. */
export function partialAmount(text: string, currency: CurrencyCode, partialMax: string | null): string | null {
  const asked = minor(text, currency);
  const most = minor(partialMax, currency);
  return asked !== null && most !== null && asked <= most ? fromMinorUnits(asked, currency) : null;
}

/** An auto cash-out target: above the current offer (when there is one) and at most the potential payout; or null. */
export function autoTarget(text: string, currency: CurrencyCode, offer: string | null, payout: string): string | null {
  const asked = minor(text, currency);
  const now = minor(offer, currency);
  const most = minor(payout, currency);
  if (asked === null || most === null || asked > most || (now !== null && asked <= now)) return null;
  return fromMinorUnits(asked, currency);
}
