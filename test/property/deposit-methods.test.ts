/**
 * Deposit methods by country (domain/deposit-methods.ts), the registration country rule
 * (domain/countries.ts) and the CPF check (domain/cpf.ts), over random catalogues, countries and
 * currencies.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { countryAllowed, countryOfLocale, registrationCountries } from '../../domain/countries.ts';
import { cpfCheckDigits, cpfValid } from '../../domain/cpf.ts';
import { depositMethodsFor, formMethods, methodOffered, type MethodCatalogue, type MethodEntry } from '../../domain/deposit-methods.ts';
import { COUNTRY_CODES, type CountryCode } from '../../schemas/countries.ts';
import { CRYPTO_METHOD, METHOD_KEYS } from '../../schemas/cashier.ts';
import { CURRENCY_CODES } from '../../schemas/wallet.ts';
import { METHOD_CATALOGUE } from '../../server/cashier/methods.ts';
import { seeded } from '../fixtures/fc-seed.ts';

const FEW_COUNTRIES: readonly CountryCode[] = ['BR', 'DE', 'GB', 'IN', 'TR', 'US'];
const country = fc.constantFrom(...FEW_COUNTRIES);
const countries = fc.uniqueArray(country, { maxLength: 3 });
const currency = fc.constantFrom(...CURRENCY_CODES);

const entry: fc.Arbitrary<MethodEntry> = fc.record(
  {
    key: fc.constantFrom(...METHOD_KEYS),
    paymentMethodId: fc.nat(99),
    name: fc.string({ maxLength: 8 }),
    countries: countries.filter((c) => c.length > 0),
    currencies: fc.uniqueArray(currency, { minLength: 1, maxLength: 3 }),
    link: fc.constant('/shop'),
  },
  { requiredKeys: ['key', 'paymentMethodId', 'name'] },
);

const catalogue: fc.Arbitrary<MethodCatalogue> = fc.record({
  methods: fc.uniqueArray(entry, { selector: (e) => e.key, maxLength: METHOD_KEYS.length }),
  excluded: fc.dictionary(country, fc.uniqueArray(fc.constantFrom(...METHOD_KEYS), { maxLength: 3 }), { maxKeys: 3 }),
  order: fc.dictionary(country, fc.uniqueArray(fc.constantFrom(...METHOD_KEYS), { maxLength: 4 }), { maxKeys: 3 }),
  cryptoGrouped: fc.boolean(),
  voucherLinkInGB: fc.boolean(),
});

describe('[ROL-12] deposit methods by country', () => {
  test('[ROL-12] a method is offered exactly when its countries and currencies take the player and the country does not exclude it', () => {
    fc.assert(
      fc.property(catalogue, fc.option(country, { nil: null }), currency, (cat, where, money) => {
        const offered = depositMethodsFor(cat, where, money).map((m) => m.key);
        for (const m of cat.methods) {
          const takes =
            (!m.currencies || m.currencies.includes(money)) &&
            (!m.countries || (where !== null && m.countries.includes(where))) &&
            (where === null || !(cat.excluded[where] ?? []).includes(m.key));
          expect(offered.includes(m.key), `${m.key} in ${where} for ${money}`).toBe(takes);
          expect(methodOffered(cat, where, money, m.key)).toBe(takes);
        }
      }),
      seeded('deposit methods offered', 500),
    );
  });

  test("[ROL-12] a country's own order comes first, in its order; the rest keep the catalogue's", () => {
    fc.assert(
      fc.property(catalogue, country, currency, (cat, where, money) => {
        const offered = depositMethodsFor(cat, where, money).map((m) => m.key);
        const ranked = cat.order[where] ?? [];
        const head = offered.filter((k) => ranked.includes(k));
        expect(offered.slice(0, head.length)).toEqual(head);
        expect(head).toEqual(ranked.filter((k) => head.includes(k)));
        const rest = offered.slice(head.length);
        expect(rest).toEqual(cat.methods.map((m) => m.key).filter((k) => rest.includes(k)));
      }),
      seeded('deposit methods order', 500),
    );
  });

  test('[STA-22] a method with a link gives it, except to GB players unless the catalogue says vouchers redirect there', () => {
    fc.assert(
      fc.property(catalogue, country, currency, (cat, where, money) => {
        for (const m of depositMethodsFor(cat, where, money)) {
          const expected = m.link === undefined || (where === 'GB' && !cat.voucherLinkInGB) ? null : m.link;
          expect(m.offeredLink).toBe(expected);
        }
      }),
      seeded('deposit method links', 300),
    );
  });

  test("[ROL-12][STA-25] the house's catalogue: Papara only in Turkey, PIX only in Brazil, no Neteller or crypto in Turkey, India's order, vouchers in EUR, and crypto never a form", () => {
    const keys = (where: CountryCode, money: 'EUR' | 'INR' = 'EUR') => depositMethodsFor(METHOD_CATALOGUE, where, money).map((m) => m.key);
    expect(keys('DE')).toEqual(['card', 'neteller', 'voucher', 'crypto']);
    expect(keys('TR')).toEqual(['card', 'voucher', 'papara']);
    expect(keys('BR')).toEqual(['card', 'neteller', 'voucher', 'pix', 'fingenom', 'crypto']);
    expect(keys('IN', 'INR')).toEqual(['crypto', 'neteller', 'fingenom', 'card']);
    expect(depositMethodsFor(METHOD_CATALOGUE, null, 'EUR').map((m) => m.key)).toEqual(['card', 'neteller', 'voucher', 'crypto']);
    expect(depositMethodsFor(METHOD_CATALOGUE, 'GB', 'EUR').find((m) => m.key === 'voucher')?.offeredLink).toBeNull();
    expect(depositMethodsFor(METHOD_CATALOGUE, 'DE', 'EUR').find((m) => m.key === 'voucher')?.offeredLink).toBe('/api/cashier/sandbox/voucher-shop');
    const offers = depositMethodsFor(METHOD_CATALOGUE, 'DE', 'EUR').map((m) => ({ Key: m.key }));
    expect(formMethods(offers).map((m) => m.Key)).not.toContain(CRYPTO_METHOD);
  });
});

describe('[VAL-10] registration countries', () => {
  test('[VAL-10] an excluded country is refused unless the currency is exempt; the list holds exactly the allowed ones', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.constantFrom(...COUNTRY_CODES), { maxLength: 10 }), fc.uniqueArray(currency, { maxLength: 3 }), currency, (excluded, exempt, money) => {
        const rules = { excluded, exemptCurrencies: exempt };
        const listed = registrationCountries(rules, money);
        for (const code of COUNTRY_CODES) {
          const allowed = !excluded.includes(code) || exempt.includes(money);
          expect(countryAllowed(rules, code, money)).toBe(allowed);
          expect(listed.includes(code)).toBe(allowed);
        }
      }),
      seeded('registration countries', 200),
    );
  });

  test("[ENT-23] a site locale's region is its first guess at the country", () => {
    expect(countryOfLocale('en-US')).toBe('US');
    expect(countryOfLocale('tr-TR')).toBe('TR');
    expect(countryOfLocale('zh-CHS')).toBeNull();
  });
});

describe('[VAL-24] CPF numbers', () => {
  const nine = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 }).filter((d) => new Set(d).size > 1);

  test('[VAL-24] published valid CPFs pass, with or without punctuation; eleven equal digits and a wrong check digit fail', () => {
    for (const cpf of ['529.982.247-25', '52998224725', '111.444.777-35']) expect(cpfValid(cpf)).toBe(true);
    for (const cpf of ['529.982.247-26', '111.111.111-11', '00000000000', '5299822472', '529.982.247-2x']) expect(cpfValid(cpf)).toBe(false);
  });

  test('[VAL-24] any nine digits with their check digits pass; a changed check digit fails; any 11 digits pass exactly when their last two are the check digits of the first nine', () => {
    const eleven = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 11, maxLength: 11 });
    fc.assert(
      fc.property(nine, fc.integer({ min: 9, max: 10 }), fc.integer({ min: 1, max: 9 }), eleven, (digits, at, delta, any) => {
        const whole = [...digits, ...cpfCheckDigits(digits)];
        expect(cpfValid(whole.join(''))).toBe(true);
        const changed = [...whole];
        changed[at] = (changed[at]! + delta) % 10;
        expect(cpfValid(changed.join(''))).toBe(false);
        const [first, second] = cpfCheckDigits(any.slice(0, 9));
        expect(cpfValid(any.join(''))).toBe(new Set(any).size > 1 && any[9] === first && any[10] === second);
      }),
      seeded('cpf check digits', 1000),
    );
  });
});
