/**
 * Bank transfer payout details (VAL-34): an IBAN checked by its ISO 13616 check digits (mod 97)
 * and a BIC's shape (ISO 9362), on the page and again at the house.
 */

/** An IBAN as typed, spaces dropped and upper-cased. */
export const ibanText = (text: string): string => text.replace(/\s+/g, '').toUpperCase();

/** ISO 13616: country code, two check digits, up to 30 letters and digits; moved and read as a number, it is 1 mod 97. */
export function ibanValid(text: string): boolean {
  const iban = ibanText(text);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const moved = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const ch of moved) {
    const value = ch >= 'A' ? ch.charCodeAt(0) - 55 : ch.charCodeAt(0) - 48;
    rest = (value > 9 ? rest * 100 + value : rest * 10 + value) % 97;
  }
  return rest === 1;
}

/** The two check digits that make `country` + them + `bban` a valid IBAN. */
export function ibanCheckDigits(country: string, bban: string): string {
  for (let d = 2; d <= 98; d++) {
    const digits = String(d).padStart(2, '0');
    if (ibanValid(country + digits + bban)) return digits;
  }
  throw new Error(`no check digits for ${country} ${bban}`);
}

/** ISO 9362: bank (4 letters), country (2 letters), location (2), optional branch (3). */
export const bicValid = (text: string): boolean => /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(text.trim().toUpperCase());
