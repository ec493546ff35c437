/** Card numbers (issue #18): the Luhn check the deposit form and the house both apply. */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { cardDigits, cardNumberValid, luhnCheckDigit, luhnValid } from '../../domain/card-number.ts';
import { seeded } from '../fixtures/fc-seed.ts';

const digits = (min: number, max: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: min, maxLength: max }).map((ds) => ds.join(''));

describe('card numbers', () => {
  test('the test cards of the card schemes pass; one digit changed, they fail', () => {
    for (const pan of ['4242424242424242', '5555555555554444', '378282246310005', '6011111111111117', '4000000000000002']) {
      expect(luhnValid(pan), pan).toBe(true);
      expect(luhnValid(pan.slice(0, -1) + String((Number(pan.at(-1)) + 1) % 10)), pan).toBe(false);
    }
  });

  test('every number with its check digit passes, and any single digit changed is caught', () => {
    fc.assert(
      fc.property(digits(11, 18), fc.nat(), fc.integer({ min: 1, max: 9 }), (body, where, delta) => {
        const pan = body + luhnCheckDigit(body);
        expect(luhnValid(pan)).toBe(true);
        const i = where % pan.length;
        const changed = pan.slice(0, i) + String((Number(pan[i]) + delta) % 10) + pan.slice(i + 1);
        expect(luhnValid(changed)).toBe(false);
      }),
      seeded('luhn single-digit errors'),
    );
  });

  test('spaces and dashes are the only separators; 12 to 19 digits', () => {
    expect(cardDigits('4242 4242-4242 4242')).toBe('4242424242424242');
    expect(cardDigits('4242 4242 4242 424x')).toBeNull();
    expect(cardNumberValid('4242 4242 4242 4242')).toBe(true);
    expect(cardNumberValid('0')).toBe(false);
    expect(cardNumberValid('')).toBe(false);
    const ten = '1234567890';
    expect(cardNumberValid(ten + luhnCheckDigit(ten))).toBe(false);
    const twenty = '1234567890123456789';
    expect(cardNumberValid(twenty + luhnCheckDigit(twenty))).toBe(false);
  });
});
