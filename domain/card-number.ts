/**
 * Card numbers as a player types them: digits with optional spaces or dashes, checked by the Luhn
 * algorithm (ISO/IEC 7812) before anything is sent, on the page and again at the house.
 */

/** The digits of a typed card number, or null when it holds anything but digits, spaces and dashes. */
export function cardDigits(text: string): string | null {
  const digits = text.replace(/[\s-]/g, '');
  return /^\d+$/.test(digits) ? digits : null;
}

/** The Luhn check: from the right, every second digit doubled (less 9 above 9), the sum a multiple of 10. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Payment card numbers are 12 to 19 digits long (ISO/IEC 7812) and pass the Luhn check. */
export function cardNumberValid(text: string): boolean {
  const digits = cardDigits(text);
  return digits !== null && digits.length >= 12 && digits.length <= 19 && luhnValid(digits);
}

/** The digit that makes `partial` + it pass the Luhn check (test cards, the sandbox's magic numbers). */
export function luhnCheckDigit(partial: string): string {
  for (let d = 0; d <= 9; d++) if (luhnValid(partial + d)) return String(d);
  throw new Error(`no check digit for ${partial}`);
}
