/**
 * Money on the wire: currencies with their decimals, amounts as exact decimal strings, and the
 * wallet requests. The ledger keeps integer minor units (bigint); nothing here uses floating point
 * to move money — `Balance` numbers in responses are for display only, `BalanceMinor` is exact.
 */
import * as v from 'valibot';

export const CURRENCY_KINDS = { fiat: 'fiat', crypto: 'crypto' } as const;
export type CurrencyKind = (typeof CURRENCY_KINDS)[keyof typeof CURRENCY_KINDS];

/**
 * Every currency the house keeps, with its minor-unit decimals. Fiat follows ISO 4217 (KRW and JPY
 * have none). Crypto follows the spec's list (CON-14..16, VAL-40): mBTC is a thousandth of a BTC,
 * USDTE/USDTT are Tether on Ethereum/Tron, which settle in 6 decimals; USDT is shown to the cent.
 */
export const CURRENCIES = {
  EUR: { decimals: 2, kind: 'fiat' },
  USD: { decimals: 2, kind: 'fiat' },
  GBP: { decimals: 2, kind: 'fiat' },
  BGN: { decimals: 2, kind: 'fiat' },
  KRW: { decimals: 0, kind: 'fiat' },
  JPY: { decimals: 0, kind: 'fiat' },
  CNY: { decimals: 2, kind: 'fiat' },
  RUB: { decimals: 2, kind: 'fiat' },
  TRY: { decimals: 2, kind: 'fiat' },
  BRL: { decimals: 2, kind: 'fiat' },
  CAD: { decimals: 2, kind: 'fiat' },
  AUD: { decimals: 2, kind: 'fiat' },
  INR: { decimals: 2, kind: 'fiat' },
  BTC: { decimals: 8, kind: 'crypto' },
  mBTC: { decimals: 5, kind: 'crypto' },
  ETH: { decimals: 8, kind: 'crypto' },
  mETH: { decimals: 5, kind: 'crypto' },
  LTC: { decimals: 8, kind: 'crypto' },
  BCH: { decimals: 8, kind: 'crypto' },
  DOGE: { decimals: 8, kind: 'crypto' },
  NEO: { decimals: 0, kind: 'crypto' },
  BNB: { decimals: 8, kind: 'crypto' },
  USDT: { decimals: 2, kind: 'crypto' },
  USDTE: { decimals: 6, kind: 'crypto' },
  USDTT: { decimals: 6, kind: 'crypto' },
} as const satisfies Record<string, { decimals: number; kind: CurrencyKind }>;

export type CurrencyCode = keyof typeof CURRENCIES;
export const CURRENCY_CODES = Object.keys(CURRENCIES) as CurrencyCode[];
export const currencyCodeSchema = v.picklist(CURRENCY_CODES, 'must be a supported currency code');

/** Demo money lives in its own book: no transaction may have entries in both books. */
export const BOOKS = { real: 'real', demo: 'demo' } as const;
export type Book = (typeof BOOKS)[keyof typeof BOOKS];

/** What a new demo user starts with, in major units of their currency (a dev convenience). */
export const DEMO_STARTING_FUNDS = 1000;

/** Largest amount one request may move: keeps every sum far inside bigint and JS safe integers. */
export const MAX_AMOUNT_MINOR = 10n ** 15n;

/** A positive decimal amount as text, e.g. "100", "12.50": never a JSON number, which would be a float. */
export const amountTextSchema = v.pipe(
  v.string('must be a decimal amount as text, like "10.50"'),
  v.regex(/^\d{1,16}(\.\d{1,8})?$/, 'must be a positive decimal amount like 10 or 10.50'),
);

/** Exact decimal text → minor units, or an error saying why. Never goes through a float. */
export function toMinorUnits(text: string, currency: CurrencyCode): { ok: true; minor: bigint } | { ok: false; message: string } {
  const match = /^(\d{1,16})(?:\.(\d{1,8}))?$/.exec(text);
  if (!match) return { ok: false, message: 'must be a positive decimal amount like 10 or 10.50' };
  const decimals = CURRENCIES[currency].decimals;
  const fraction = match[2] ?? '';
  if (fraction.length > decimals) {
    return { ok: false, message: decimals === 0 ? `${currency} has no decimals` : `${currency} has at most ${decimals} decimals` };
  }
  const minor = BigInt(match[1] ?? '0') * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
  if (minor <= 0n) return { ok: false, message: 'must be more than zero' };
  if (minor > MAX_AMOUNT_MINOR) return { ok: false, message: 'is too large' };
  return { ok: true, minor };
}

/** Minor units → exact decimal text with the currency's decimals ("1234.50"). */
export function fromMinorUnits(minor: bigint, currency: CurrencyCode): string {
  const decimals = CURRENCIES[currency].decimals;
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const text = decimals === 0 ? whole : `${whole}.${digits.slice(-decimals)}`;
  return negative ? `-${text}` : text;
}

/** An idempotency key as sent in the `Idempotency-Key` header. */
export const idempotencyKeySchema = v.pipe(
  v.string('is required on every money-moving request'),
  v.regex(/^[A-Za-z0-9_.:-]{8,128}$/, 'must be 8 to 128 letters, digits or _ . : -'),
);

/** POST /api/admin/wallet/credit (ADMIN_TOKEN): puts money on a test account. */
export const adminCreditSchema = v.strictObject({
  UserName: v.pipe(v.string('is required'), v.trim(), v.nonEmpty('is required'), v.maxLength(100, 'is too long')),
  Amount: amountTextSchema,
  Currency: currencyCodeSchema,
});
export type AdminCredit = v.InferOutput<typeof adminCreditSchema>;

/** Transaction kinds the ledger records. */
export const TRANSACTION_KINDS = {
  credit: 'credit',
  demoFunds: 'demo-funds',
  stake: 'stake',
  settle: 'settle',
  void: 'void',
  /** A completed deposit through a payment provider (the cashier). */
  deposit: 'deposit',
  /** A withdrawal's amount held at request; then paid out, or returned to the player's cash. */
  withdrawal: 'withdrawal',
  withdrawalPaid: 'withdrawal-paid',
  withdrawalReturn: 'withdrawal-return',
  /** A bonus code's money into the player's bonus account; released to cash once wagered. */
  bonus: 'bonus',
  bonusRelease: 'bonus-release',
  /** A mystery jackpot won: the house's betting account pays the player's cash. */
  jackpot: 'jackpot',
} as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[keyof typeof TRANSACTION_KINDS];

export const RESERVATION_STATUS = { pending: 'pending', settled: 'settled', voided: 'voided' } as const;
export type ReservationStatus = (typeof RESERVATION_STATUS)[keyof typeof RESERVATION_STATUS];
