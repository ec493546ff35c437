/**
 * A Brazilian CPF (the document PIX payers are known by, VAL-24): 11 digits, the last two check
 * digits over the first nine (mod 11). Eleven equal digits pass the sums but are never issued.
 */

/** The CPF's 11 digits, punctuation (000.000.000-00) dropped. */
export const cpfDigits = (text: string): string => text.replace(/[.\s-]/g, '');

function checkDigit(digits: readonly number[]): number {
  const weight = digits.length + 1;
  const sum = digits.reduce((total, digit, i) => total + digit * (weight - i), 0);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/** The two check digits a CPF's first nine digits call for. */
export function cpfCheckDigits(nine: readonly number[]): [number, number] {
  const first = checkDigit(nine);
  return [first, checkDigit([...nine, first])];
}

export function cpfValid(text: string): boolean {
  const digits = cpfDigits(text);
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  const numbers = [...digits].map(Number);
  const [first, second] = cpfCheckDigits(numbers.slice(0, 9));
  return numbers[9] === first && numbers[10] === second;
}
