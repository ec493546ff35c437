/**
 * The cashier on the wire (issue #18; SPEC ENT-29..33): a deposit request by method, the payment
 * the house answers with, and the sandbox provider's webhook body. Amounts are decimal text, as in
 * every money request (wallet.ts). Card fields are checked here (the Luhn check at the house) and
 * never stored (ADR 0033).
 */
import * as v from 'valibot';
import { countryCodeSchema } from './countries.ts';
import { amountTextSchema, currencyCodeSchema } from './wallet.ts';

/** A payment's status as the SPEC numbers it (ENM-04..06). */
export const PAYMENT_STATUS = {
  none: 0,
  pending: 1,
  completed: 2,
  rejected: 3,
  canceled: 4,
  refund: 5,
  pendingEmp: 6,
  declinedEmp: 7,
  rejectedEmp: 8,
  paymentSystemProcessing: 9,
  rejectedByPaymentSystem: 11,
  notProcessed: 12,
  processingError: 13,
  adminApproved: 14,
  processing: 15,
  transactionFailed: 16,
} as const;
export type PaymentStatus = (typeof PAYMENT_STATUS)[keyof typeof PAYMENT_STATUS];
export const PAYMENT_STATUS_CODES = Object.values(PAYMENT_STATUS) as PaymentStatus[];

export const PAYMENT_STATUS_GROUPS = ['pending', 'completed', 'rejected', 'canceled', 'refund'] as const;
export type PaymentStatusGroup = (typeof PAYMENT_STATUS_GROUPS)[number];

/** The coins the cashier takes (CON-15: the coin deposit keys; CON-16: USDTE and USDTT are Tether on Ethereum and Tron). */
export const CRYPTO_COINS = ['BTC', 'ETH', 'USDTE', 'USDTT', 'LTC', 'BCH', 'DOGE', 'BNB'] as const;
export type CryptoCoin = (typeof CRYPTO_COINS)[number];
export const cryptoCoinSchema = v.picklist(CRYPTO_COINS, `must be one of: ${CRYPTO_COINS.join(', ')}`);

/** The methods a deposit is made by (ENT-29); each has its own fields (VAL-17..26). */
export const DEPOSIT_METHODS = { card: 'card', neteller: 'neteller', papara: 'papara', pix: 'pix', voucher: 'voucher', fingenom: 'fingenom' } as const;
export type DepositMethod = (typeof DEPOSIT_METHODS)[keyof typeof DEPOSIT_METHODS];
/** Coins are paid to an address, not by a form: the catalogue's crypto entry stands for all of them (STA-25). */
export const CRYPTO_METHOD = 'crypto';
export const METHOD_KEYS = [...Object.values(DEPOSIT_METHODS), CRYPTO_METHOD] as const;
export type MethodKey = (typeof METHOD_KEYS)[number];

/** The methods money is paid out by. */
export const WITHDRAW_METHODS = { card: DEPOSIT_METHODS.card, neteller: DEPOSIT_METHODS.neteller, bank: 'bank', crypto: CRYPTO_METHOD } as const;
export type WithdrawMethod = (typeof WITHDRAW_METHODS)[keyof typeof WITHDRAW_METHODS];

/** SPEC VAL-01: required (true) unless the player has accepted the payment terms before; the house checks which. */
const termsAgreement = v.optional(v.boolean('must be true or false'));
const text = (max: number) => v.pipe(v.string('is required'), v.trim(), v.nonEmpty('is required'), v.maxLength(max, 'is too long'));
const password = v.pipe(v.string('is required'), v.nonEmpty('is required'), v.maxLength(200, 'is too long'));

/** VAL-17: what most methods send besides their own fields. */
const commonDeposit = { Amount: amountTextSchema, Currency: v.optional(currencyCodeSchema), AgreeWithDepositTerms: termsAgreement };

/** ENT-32: the card fields. The expiry is checked against today by the house. */
const cardFields = {
  AccountHolderLastName: text(60),
  /** Digits with spaces or dashes; the Luhn check is the house's (domain/card-number.ts), as the form's. */
  AccountNumber: v.pipe(v.string('is required'), v.regex(/^[\d\s-]{12,30}$/, 'must be a card number')),
  SecurityCode: v.pipe(v.string('is required'), v.regex(/^\d{3,4}$/, 'must be 3 or 4 digits')),
  ExpirationMonth: v.pipe(v.string('is required'), v.regex(/^(0[1-9]|1[0-2])$/, 'must be a month from 01 to 12')),
  ExpirationYear: v.pipe(v.string('is required'), v.regex(/^20\d\d$/, 'must be a year like 2030')),
  PostalCode: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(12, 'is too long'))),
};

const cardDepositSchema = v.strictObject({ Method: v.literal(DEPOSIT_METHODS.card), ...commonDeposit, ...cardFields });

/** VAL-20: a card through fingenom also names the country that issued it. */
const fingenomDepositSchema = v.strictObject({ Method: v.literal(DEPOSIT_METHODS.fingenom), ...commonDeposit, ...cardFields, CardCountry: countryCodeSchema });

/** ENT-33 / VAL-18: an e-wallet paid by its e-mail address. */
const netellerDepositSchema = v.strictObject({
  Method: v.literal(DEPOSIT_METHODS.neteller),
  ...commonDeposit,
  NetellerEmail: v.pipe(v.string('is required'), v.trim(), v.email('must be an e-mail address'), v.maxLength(254, 'is too long')),
});

/** VAL-19: a Papara wallet by its 10-digit account number. */
const paparaDepositSchema = v.strictObject({
  Method: v.literal(DEPOSIT_METHODS.papara),
  ...commonDeposit,
  PaparaAccountNumber: v.pipe(v.string('is required'), v.trim(), v.regex(/^\d{10}$/, 'must be 10 digits')),
});

/** VAL-24: PIX through Pagsmile: the payer's CPF (its check digits are the house's, domain/cpf.ts) and the account password. */
const pixDepositSchema = v.strictObject({
  Method: v.literal(DEPOSIT_METHODS.pix),
  ...commonDeposit,
  PagsmileDocumentNumber: v.pipe(v.string('is required'), v.trim(), v.regex(/^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/, 'must be a CPF number (11 digits)')),
  Password: password,
});

/** VAL-21 / VAL-25 / STA-24: a prepaid voucher's code, always in EUR, with no terms box. */
const voucherDepositSchema = v.strictObject({
  Method: v.literal(DEPOSIT_METHODS.voucher),
  Amount: amountTextSchema,
  Currency: v.literal('EUR', 'must be EUR'),
  VoucherCode: v.pipe(v.string('is required'), v.trim(), v.regex(/^(\d[\s-]?){15}\d$/, 'must be the 16 digits on the voucher')),
});

/** POST /api/cashier/deposits (Idempotency-Key). */
export const depositRequestSchema = v.variant(
  'Method',
  [cardDepositSchema, netellerDepositSchema, paparaDepositSchema, pixDepositSchema, voucherDepositSchema, fingenomDepositSchema],
  `must be one of: ${Object.values(DEPOSIT_METHODS).join(', ')}`,
);
export type DepositRequest = v.InferOutput<typeof depositRequestSchema>;

/** A method the house offers the player (ENT-29), in the order to show them (ROL-12). */
export const depositMethodSchema = v.object({
  id: v.number(),
  Key: v.picklist(METHOD_KEYS),
  /** Where the player gets what the method needs (a voucher shop), opened in a new tab (STA-22); null: none. */
  Link: v.nullable(v.string()),
  /** The countries the method is limited to; null: everywhere it is not excluded. */
  countries: v.nullable(v.array(countryCodeSchema)),
  /** The method's own (brand) name. */
  OriginalValue: v.string(),
  PaymentMethodId: v.number(),
});
export type DepositMethodOffer = v.InferOutput<typeof depositMethodSchema>;

/** GET /api/cashier/deposit-methods (ENT-29). */
export const depositMethodsAnswerSchema = v.object({
  DepositMethods: v.array(depositMethodSchema),
  HasDeposits: v.boolean(),
  /** ROL-12: the coins shown as one Crypto group (true) or each among the methods. */
  CryptoGrouped: v.boolean(),
});
export type DepositMethods = v.InferOutput<typeof depositMethodsAnswerSchema>;

/** VAL-32 (card methods): the card paid to and its holder. */
const cardWithdrawalSchema = v.strictObject({
  WithdrawMethod: v.literal(WITHDRAW_METHODS.card),
  Amount: amountTextSchema,
  Password: password,
  CreditCardHolder: text(60),
  /** Digits with spaces or dashes; the Luhn check is the house's, as for deposits. */
  CreditCardNumber: v.pipe(v.string('is required'), v.regex(/^[\d\s-]{12,30}$/, 'must be a card number')),
});

/** VAL-33 (neteller): the account id, its secure id and its e-mail. */
const netellerWithdrawalSchema = v.strictObject({
  WithdrawMethod: v.literal(WITHDRAW_METHODS.neteller),
  Amount: amountTextSchema,
  Password: password,
  AccountID: v.pipe(v.string('is required'), v.regex(/^\d{6,16}$/, 'must be 6 to 16 digits')),
  SecureID: v.pipe(v.string('is required'), v.regex(/^\d{6}$/, 'must be 6 digits')),
  NetellerEmail: v.pipe(v.string('is required'), v.trim(), v.email('must be an e-mail address'), v.maxLength(254, 'is too long')),
});

/** VAL-34: a bank transfer to an IBAN (its check digits are the house's, domain/bank-account.ts). */
const bankWithdrawalSchema = v.strictObject({
  WithdrawMethod: v.literal(WITHDRAW_METHODS.bank),
  Amount: amountTextSchema,
  Password: password,
  AccountName: text(70),
  IBAN: v.pipe(v.string('is required'), v.trim(), v.regex(/^[A-Za-z]{2}\d{2}[A-Za-z0-9 ]{11,40}$/, 'must be an IBAN')),
  BankCode: v.pipe(v.string('is required'), v.trim(), v.regex(/^[A-Za-z]{4}[A-Za-z]{2}[A-Za-z0-9]{2}([A-Za-z0-9]{3})?$/, 'must be a BIC (8 or 11 letters and digits)')),
  BankName: text(70),
});

/**
 * VAL-29 / VAL-30: coins to an address (checked against the coin's chain by the house,
 * domain/crypto-address.ts), the account's money converted at the rate of the moment.
 */
const cryptoWithdrawalSchema = v.strictObject({
  WithdrawMethod: v.literal(WITHDRAW_METHODS.crypto),
  Amount: amountTextSchema,
  Password: password,
  CoinspaidConvertToCurrency: cryptoCoinSchema,
  BlockchainAddress: v.pipe(v.string('is required'), v.trim(), v.minLength(20, 'must be an address'), v.maxLength(100, 'must be an address')),
  /** A memo some chains need beside the address (none of the coins taken here); left out when there is none. */
  BlockchainTag: v.optional(v.pipe(v.string('must be text'), v.trim(), v.nonEmpty('must not be empty: leave it out'), v.maxLength(40, 'is too long'))),
});

/** POST /api/cashier/withdrawals (Idempotency-Key; VAL-27: the method, the amount and the password, plus the method's fields). */
export const withdrawalRequestSchema = v.variant(
  'WithdrawMethod',
  [cardWithdrawalSchema, netellerWithdrawalSchema, bankWithdrawalSchema, cryptoWithdrawalSchema],
  `must be one of: ${Object.values(WITHDRAW_METHODS).join(', ')}`,
);
export type WithdrawalRequest = v.InferOutput<typeof withdrawalRequestSchema>;

/** A crypto deposit's chain facts: the coin and its amount, the transaction, its confirmations of those needed, the rate it was credited at. */
export const cryptoTransferSchema = v.object({
  Coin: cryptoCoinSchema,
  Amount: v.string(),
  /** The transaction on the chain; null for a payout not yet sent. */
  TxHash: v.nullable(v.string()),
  Confirmations: v.number(),
  Required: v.number(),
  /** The account currency's amount for one coin (ENT-36 RateTo for RateFrom 1). */
  Rate: v.string(),
});
export type CryptoTransfer = v.InferOutput<typeof cryptoTransferSchema>;

export const paymentStatusSchema = v.picklist(PAYMENT_STATUS_CODES, 'must be a payment status (ENM-04..06)');

/** A payment as the player sees it. */
export const paymentSchema = v.object({
  PaymentID: v.string(),
  Direction: v.picklist(['deposit', 'withdrawal']),
  Method: v.string(),
  Amount: v.string(),
  Currency: currencyCodeSchema,
  Status: paymentStatusSchema,
  StatusGroup: v.picklist(PAYMENT_STATUS_GROUPS),
  CardLast4: v.nullable(v.string()),
  Crypto: v.nullable(cryptoTransferSchema),
  CreatedAt: v.string(),
});
export type Payment = v.InferOutput<typeof paymentSchema>;

/** The answer to a deposit and to GET /api/cashier/payments/:id. */
export const paymentAnswerSchema = v.object({ Payment: paymentSchema });

/** The player's payments, newest first (GET /api/cashier/payments). */
export const paymentsAnswerSchema = v.object({ Payments: v.array(paymentSchema) });

/** Where payment providers post their webhooks: /api/cashier/webhooks/<provider>. Signed, not cookie-authenticated. */
export const CASHIER_WEBHOOK_PATH = '/api/cashier/webhooks/';

/** The sandbox provider's webhook header: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export const SANDBOX_SIGNATURE_HEADER = 'sandbox-signature';

/** The sandbox provider's webhook body: one status change of one payment. */
export const sandboxWebhookSchema = v.strictObject({
  id: v.pipe(v.string('is required'), v.regex(/^evt_[A-Za-z0-9]{8,64}$/, 'must be an event id')),
  type: v.literal('payment.status'),
  created: v.pipe(v.number('must be unix seconds'), v.integer('must be unix seconds')),
  data: v.strictObject({
    payment: v.pipe(v.string('is required'), v.regex(/^pay_[A-Za-z0-9]{8,64}$/, 'must be a payment id')),
    reference: v.pipe(v.string('is required'), v.regex(/^\d{1,18}$/, 'must be the house payment id')),
    status: paymentStatusSchema,
    amount: v.pipe(v.string('is required'), v.regex(/^\d{1,19}$/, 'must be minor units')),
    currency: currencyCodeSchema,
  }),
});
export type SandboxWebhook = v.InferOutput<typeof sandboxWebhookSchema>;

/** The sandbox chain's webhook header, signed as the sandbox provider's. */
export const SANDBOX_CHAIN_SIGNATURE_HEADER = 'sandbox-chain-signature';

/** The sandbox chain's webhook body: a transfer to a deposit address, seen or confirmed once more. */
export const sandboxChainWebhookSchema = v.strictObject({
  id: v.pipe(v.string('is required'), v.regex(/^evt_[A-Za-z0-9]{8,64}$/, 'must be an event id')),
  type: v.literal('crypto.deposit'),
  created: v.pipe(v.number('must be unix seconds'), v.integer('must be unix seconds')),
  data: v.strictObject({
    coin: cryptoCoinSchema,
    address: v.pipe(v.string('is required'), v.minLength(20, 'must be an address'), v.maxLength(100, 'must be an address')),
    tx: v.pipe(v.string('is required'), v.regex(/^[0-9a-f]{64}$/, 'must be a transaction hash')),
    amount: v.pipe(v.string('is required'), v.regex(/^[1-9]\d{0,77}$/, 'must be atomic units')),
    confirmations: v.pipe(v.number('must be a count'), v.integer('must be a count'), v.minValue(0, 'must be a count')),
  }),
});
export type SandboxChainWebhook = v.InferOutput<typeof sandboxChainWebhookSchema>;

/** A player's deposit address for a coin (ENT-34, ENT-35). */
export const cryptoAddressSchema = v.object({
  CryptoCurrency: cryptoCoinSchema,
  Blockchain: v.string(),
  BlockchainAddress: v.string(),
  /** A memo some chains need beside the address; none of the coins taken here do. */
  BlockchainTag: v.nullable(v.string()),
  /** VAL-40: the least the provider registers, in the coin. */
  MinDeposit: v.string(),
  Confirmations: v.number(),
});
export type CryptoAddress = v.InferOutput<typeof cryptoAddressSchema>;
export const cryptoAddressAnswerSchema = v.object({ Address: cryptoAddressSchema });

/** POST /api/cashier/crypto/addresses (API-60: the payload is the currency). */
export const cryptoAddressRequestSchema = v.strictObject({ Currency: cryptoCoinSchema });

/** GET /api/cashier/crypto/rates (ENT-36): one coin (RateFrom) in the account's currency (RateTo). */
export const cryptoRatesAnswerSchema = v.object({
  Currency: currencyCodeSchema,
  Rates: v.array(v.object({ Currency: cryptoCoinSchema, RateFrom: v.literal(1), RateTo: v.string() })),
});
export type CryptoRate = v.InferOutput<typeof cryptoRatesAnswerSchema>['Rates'][number];

/** POST /api/admin/sandbox-chain/transfers: coins sent to an address on the sandbox chain (README "Cashier"). */
export const sandboxTransferRequestSchema = v.strictObject({
  Coin: cryptoCoinSchema,
  Address: v.pipe(v.string('is required'), v.trim(), v.minLength(20, 'must be an address'), v.maxLength(100, 'must be an address')),
  Amount: v.pipe(v.string('is required'), v.regex(/^\d{1,30}(\.\d{1,18})?$/, 'must be an amount in the coin')),
});
