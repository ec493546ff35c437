/**
 * The cashier's rules (issue #18): a deposit becomes a payment at the provider; the provider's
 * webhooks move the payment's status; a deposit's completion credits the ledger, exactly once.
 *
 * Exactly once holds three ways: the same signed message sent again is refused (its signature is
 * stored); a provider's resend of an event is answered from the wallet's idempotency key on the
 * event id without running again; and a payment already ended (completed, rejected…) takes no
 * further status, checked under the payment row's lock in the same transaction as the credit.
 */
import { ibanText, ibanValid } from '../../domain/bank-account.ts';
import { cardDigits, cardNumberValid } from '../../domain/card-number.ts';
import { cpfDigits, cpfValid } from '../../domain/cpf.ts';
import { addressValid } from '../../domain/crypto-address.ts';
import { COINS, fromAtomic, payoutAllowed, payoutAtomic } from '../../domain/crypto-coins.ts';
import { depositMethodsFor, methodOffered, type MethodCatalogue } from '../../domain/deposit-methods.ts';
import { paymentStatusFinal, paymentStatusGroup } from '../../domain/payment-status.ts';
import type { CountryCode } from '../../schemas/countries.ts';
import { PAYMENT_STATUS, type CryptoTransfer, type DepositMethods, type DepositRequest, type MethodKey, type Payment, type PaymentStatus, type WithdrawalRequest } from '../../schemas/cashier.ts';
import { ERROR_CODES, type ErrorCode } from '../../schemas/errors.ts';
import { CURRENCIES, fromMinorUnits, toMinorUnits, type CurrencyCode } from '../../schemas/wallet.ts';
import type { Db, Queryable } from '../db/db.ts';
import { creditIn, holdWithdrawalIn, resolveWithdrawalIn, type MoneyAnswer, type MoneyGuard, type Wallet, type WalletAccount } from '../wallet/ledger.ts';
import type { CryptoRates } from './crypto/rates.ts';
import { METHOD_CATALOGUE } from './methods.ts';
import type { PaymentProvider, ProviderEvent, ProviderPaymentRequest, ProviderPayoutRequest } from './provider.ts';

export type CashierDeps = {
  readonly db: Db;
  readonly wallet: Wallet;
  readonly provider: PaymentProvider;
  /** Asked inside the transaction that records a deposit: the player's breaks and deposit limits (ADR 0034). */
  readonly depositGuard?: MoneyGuard;
  /** What a coin is worth in the account's currency, for crypto payouts. */
  readonly rates: CryptoRates;
  /** The deposit methods by country (ROL-12); the house's catalogue (methods.ts) when absent. */
  readonly catalogue?: MethodCatalogue;
  readonly now?: () => number;
};

/** The player's password, checked again before money leaves (VAL-27). */
export type PasswordCheck = (password: string) => Promise<boolean>;

export type Cashier = ReturnType<typeof createCashier>;

export type PaymentRow = {
  id: bigint;
  user_id: bigint;
  direction: 'deposit' | 'withdrawal';
  method: string;
  currency: CurrencyCode;
  amount: bigint;
  status: number;
  provider_ref: string | null;
  card_last4: string | null;
  crypto: CryptoTransfer | null;
  created_at: Date | string;
};

export const PAYMENT_COLUMNS = 'id, user_id, direction, method, currency, amount, status, provider_ref, card_last4, crypto, created_at';

export const failure = (status: number, error: ErrorCode, message: string, field: string): MoneyAnswer => ({ status, body: { error, field, message } });

/**
 * Keeps a webhook's signature: false when the same signed message came before (a replay, refused).
 * A provider's own resend of an event is signed anew; the event id's idempotency key answers it.
 */
export async function firstDelivery(db: Db, provider: string, signature: string): Promise<boolean> {
  const fresh = await db.query(`insert into payment_webhook_signatures (provider, signature) values ($1, $2) on conflict do nothing returning signature`, [provider, signature]);
  return fresh.length > 0;
}

/** A webhook's answer from the wallet's `once`: a resend of an event already applied is acknowledged and changed nothing this time. */
export const webhookAnswer = (answer: MoneyAnswer & { replayed?: boolean }): MoneyAnswer =>
  answer.replayed && answer.status === 200 ? { status: 200, body: { ...answer.body, Changed: false } } : answer;

export function paymentView(row: PaymentRow): Payment {
  const status = row.status as PaymentStatus;
  return {
    PaymentID: String(row.id),
    Direction: row.direction,
    Method: row.method,
    Amount: fromMinorUnits(BigInt(row.amount), row.currency),
    Currency: row.currency,
    Status: status,
    StatusGroup: paymentStatusGroup(status),
    CardLast4: row.card_last4,
    Crypto: row.crypto,
    CreatedAt: new Date(row.created_at).toISOString(),
  };
}

/** The card's expiry month has passed (a card is good through the end of its month). */
function cardExpired(month: string, year: string, nowMs: number): boolean {
  const today = new Date(nowMs);
  const y = today.getUTCFullYear();
  return Number(year) < y || (Number(year) === y && Number(month) < today.getUTCMonth() + 1);
}

/**
 * Moves a payment to `status` under its row's lock, with the money that goes with it: a completed
 * deposit is credited; a withdrawal that ends is paid out (completed) or its hold returned
 * (rejected, canceled…). A payment that has already ended is left as it is.
 */
export async function setPaymentStatusIn(tx: Queryable, provider: string, paymentId: bigint, status: PaymentStatus): Promise<PaymentRow> {
  const [row] = await tx.query<PaymentRow>(`select ${PAYMENT_COLUMNS} from payments where id = $1 for update`, [paymentId]);
  if (!row) throw new Error(`payment ${paymentId} is gone`);
  if (paymentStatusFinal(row.status as PaymentStatus)) return row;
  const account: WalletAccount = { userId: Number(row.user_id), currency: row.currency, book: 'real' };
  const amount = BigInt(row.amount);
  const idem = { scope: `payment:${provider}`, key: String(row.id) };
  const group = paymentStatusGroup(status);
  let credit: bigint | null = null;
  let resolve: bigint | null = null;
  if (row.direction === 'deposit' && status === PAYMENT_STATUS.completed) credit = await creditIn(tx, account, amount, idem, 'deposit', `deposit ${row.id}`);
  if (row.direction === 'withdrawal' && group !== 'pending') resolve = await resolveWithdrawalIn(tx, account, amount, idem, status === PAYMENT_STATUS.completed);
  const [updated] = await tx.query<PaymentRow>(
    `update payments set status = $2, ledger_transaction_id = coalesce($3, ledger_transaction_id), resolve_transaction_id = coalesce($4, resolve_transaction_id), updated_at = now()
     where id = $1 returning ${PAYMENT_COLUMNS}`,
    [row.id, status, credit, resolve],
  );
  return updated!;
}

/** What the deposit asks of the player beyond the request: their country, their terms, and (PIX) their password. */
export type DepositingPlayer = { readonly country: CountryCode | null; readonly termsAccepted: boolean; readonly passwordOk: PasswordCheck };

const lastFour = (text: string) => text.replace(/\D/g, '').slice(-4);

/** The method's own fields as the house checks them beyond their shape: a card's Luhn and expiry, a CPF's check digits, the PIX password. */
async function methodFieldsRefusal(input: DepositRequest, nowMs: number, passwordOk: PasswordCheck): Promise<MoneyAnswer | null> {
  if (input.Method === 'card' || input.Method === 'fingenom') {
    if (!cardNumberValid(input.AccountNumber)) return failure(400, ERROR_CODES.invalid, 'AccountNumber: is not a valid card number', 'AccountNumber');
    if (cardExpired(input.ExpirationMonth, input.ExpirationYear, nowMs)) return failure(400, ERROR_CODES.cardExpired, 'ExpirationMonth: the card has expired', 'ExpirationMonth');
  }
  if (input.Method === 'pix') {
    if (!cpfValid(input.PagsmileDocumentNumber)) return failure(400, ERROR_CODES.invalid, 'PagsmileDocumentNumber: is not a valid CPF number', 'PagsmileDocumentNumber');
    if (!(await passwordOk(input.Password))) return failure(400, ERROR_CODES.invalidCredentials, 'Password: is wrong', 'Password');
  }
  return null;
}

/**
 * Who pays: what the provider is told (the card, never stored; or the account at the method) and
 * what the house may keep of it (a card's or a voucher's last four digits, an e-mail, an account).
 */
function payerOf(input: DepositRequest): { kept: string; details: Pick<ProviderPaymentRequest, 'card' | 'email' | 'account' | 'voucherCode'> } {
  switch (input.Method) {
    case 'card':
    case 'fingenom':
      return {
        kept: lastFour(input.AccountNumber),
        details: {
          card: {
            number: cardDigits(input.AccountNumber)!,
            securityCode: input.SecurityCode,
            expiryMonth: input.ExpirationMonth,
            expiryYear: input.ExpirationYear,
            holderLastName: input.AccountHolderLastName,
            ...(input.Method === 'fingenom' ? { issuerCountry: input.CardCountry } : {}),
          },
        },
      };
    case 'neteller':
      return { kept: input.NetellerEmail, details: { email: input.NetellerEmail } };
    case 'papara':
      return { kept: input.PaparaAccountNumber, details: { account: input.PaparaAccountNumber } };
    case 'pix':
      return { kept: cpfDigits(input.PagsmileDocumentNumber), details: { account: cpfDigits(input.PagsmileDocumentNumber) } };
    case 'voucher':
      return { kept: lastFour(input.VoucherCode), details: { voucherCode: input.VoucherCode.replace(/\D/g, '') } };
  }
}

/** The request as stored under its idempotency key: never a card number, its code, a voucher's code or a password. */
const fingerprint = (input: DepositRequest) => ({ operation: 'deposit', params: { method: input.Method, amount: input.Amount, currency: input.Currency ?? null, payer: payerOf(input).kept } });

/** Where a payout goes: what the house keeps of it (a card's last four, an e-mail, an IBAN, an address) and what the provider is told. */
function payoutTarget(input: WithdrawalRequest): { last4: string | null; shown: string | null; payout: (crypto: CryptoTransfer | null) => Partial<ProviderPayoutRequest> } {
  switch (input.WithdrawMethod) {
    case 'card':
      return { last4: lastFour(input.CreditCardNumber), shown: null, payout: () => ({ card: { number: cardDigits(input.CreditCardNumber)!, holder: input.CreditCardHolder } }) };
    case 'neteller':
      return { last4: null, shown: input.NetellerEmail, payout: () => ({ email: input.NetellerEmail }) };
    case 'bank':
      return {
        last4: null,
        shown: ibanText(input.IBAN),
        payout: () => ({ bank: { accountName: input.AccountName, iban: ibanText(input.IBAN), bic: input.BankCode.toUpperCase(), bankName: input.BankName } }),
      };
    case 'crypto':
      return {
        last4: null,
        shown: input.BlockchainAddress,
        payout: (crypto) => ({ crypto: { coin: input.CoinspaidConvertToCurrency, address: input.BlockchainAddress, tag: input.BlockchainTag ?? null, amount: crypto!.Amount } }),
      };
  }
}

/** A payout's fields as the house checks them beyond their shape: a card's Luhn, an IBAN's check digits, an address on the coin's chain. */
function payoutFieldsRefusal(input: WithdrawalRequest): MoneyAnswer | null {
  if (input.WithdrawMethod === 'card' && !cardNumberValid(input.CreditCardNumber)) return failure(400, ERROR_CODES.invalid, 'CreditCardNumber: is not a valid card number', 'CreditCardNumber');
  if (input.WithdrawMethod === 'bank' && !ibanValid(input.IBAN)) return failure(400, ERROR_CODES.invalid, 'IBAN: the check digits do not match', 'IBAN');
  if (input.WithdrawMethod === 'crypto' && !addressValid(COINS[input.CoinspaidConvertToCurrency].chain, input.BlockchainAddress)) {
    return failure(400, ERROR_CODES.invalid, `BlockchainAddress: is not a ${input.CoinspaidConvertToCurrency} address`, 'BlockchainAddress');
  }
  return null;
}

export function createCashier(deps: CashierDeps) {
  const { db, wallet, provider } = deps;
  const catalogue = deps.catalogue ?? METHOD_CATALOGUE;
  const now = deps.now ?? Date.now;
  const depositGuard = deps.depositGuard ?? (async () => null);

  const setPaymentStatus = (tx: Queryable, paymentId: bigint, status: PaymentStatus) => setPaymentStatusIn(tx, provider.name, paymentId, status);

  return {
    /** ROL-12: whether `key` is offered to a player in `country` with an account in `currency`. */
    offers: (country: CountryCode | null, currency: CurrencyCode, key: MethodKey) => methodOffered(catalogue, country, currency, key),

    /** The methods the player is offered, in order (ENT-29, ROL-12), and whether they have deposited before. */
    async depositMethods(account: WalletAccount, country: CountryCode | null): Promise<DepositMethods> {
      const [row] = await db.query<{ any: boolean }>(`select exists (select 1 from payments where user_id = $1 and direction = 'deposit' and status = $2) as any`, [account.userId, PAYMENT_STATUS.completed]);
      return {
        DepositMethods: depositMethodsFor(catalogue, country, account.currency).map((m, i) => ({
          id: i + 1,
          Key: m.key,
          Link: m.offeredLink,
          countries: m.countries ? [...m.countries] : null,
          OriginalValue: m.name,
          PaymentMethodId: m.paymentMethodId,
        })),
        HasDeposits: row?.any ?? false,
        CryptoGrouped: catalogue.cryptoGrouped,
      };
    },

    /**
     * Starts a deposit: 202 with the payment, pending at the provider. A retry with the same key
     * answers the first answer; the status then moves by webhooks (GET the payment to follow it).
     */
    async deposit(account: WalletAccount, input: DepositRequest, key: string, player: DepositingPlayer): Promise<MoneyAnswer> {
      const idem = { scope: `deposit:${account.userId}`, key };
      const request = fingerprint(input);
      const stored = await wallet.answerFor(idem, request);
      if (stored) return stored;
      if (account.book !== 'real') return failure(403, ERROR_CODES.demoAccount, 'Demo accounts play with demo money and cannot deposit', 'session');
      if (!methodOffered(catalogue, player.country, account.currency, input.Method)) {
        return failure(400, ERROR_CODES.paymentMethodUnavailable, `Method: ${input.Method} is not offered for this account's country and currency`, 'Method');
      }
      if (input.Currency !== undefined && input.Currency !== account.currency) {
        return failure(409, ERROR_CODES.currencyMismatch, `Currency: the account is in ${account.currency}`, 'Currency');
      }
      const amount = toMinorUnits(input.Amount, account.currency);
      if (!amount.ok) return failure(400, ERROR_CODES.invalid, `Amount: ${amount.message}`, 'Amount');
      // VAL-01: the terms are agreed to once; after that the box is not asked for again. VAL-25: a voucher has no box.
      const asksTerms = input.Method !== 'voucher';
      if (asksTerms && !player.termsAccepted && input.AgreeWithDepositTerms !== true) return failure(400, ERROR_CODES.invalid, 'AgreeWithDepositTerms: must be accepted', 'AgreeWithDepositTerms');
      const wrong = await methodFieldsRefusal(input, now(), player.passwordOk);
      if (wrong) return wrong;

      let created: PaymentRow | undefined;
      const answer = await wallet.once(idem, request, async (tx) => {
        created = undefined;
        const refused = await depositGuard(tx, account, amount.minor);
        if (refused) return refused;
        if (asksTerms && !player.termsAccepted) await tx.query('update users set payment_terms_accepted = true where id = $1', [account.userId]);
        [created] = await tx.query<PaymentRow>(
          `insert into payments (user_id, direction, method, currency, amount, status, provider) values ($1, 'deposit', $2, $3, $4, $5, $6) returning ${PAYMENT_COLUMNS}`,
          [account.userId, input.Method, account.currency, amount.minor, PAYMENT_STATUS.pending, provider.name],
        );
        return { status: 202, body: { Payment: paymentView(created!) } };
      });
      if (answer.replayed || !created) return answer;

      // Outside the database transaction: the provider is another system, called once.
      try {
        const made = await provider.createPayment({ reference: String(created.id), method: input.Method, amountMinor: amount.minor, currency: account.currency, ...payerOf(input).details });
        const [row] = await db.query<PaymentRow>(
          `update payments set provider_ref = $2, card_token = $3, card_last4 = $4, updated_at = now() where id = $1 returning ${PAYMENT_COLUMNS}`,
          [created.id, made.ref, made.cardToken, made.cardLast4],
        );
        return { status: 202, body: { Payment: paymentView(row!) } };
      } catch {
        await db.query(`update payments set status = $2, updated_at = now() where id = $1`, [created.id, PAYMENT_STATUS.notProcessed]);
        return failure(502, ERROR_CODES.providerUnavailable, 'The payment provider could not take the payment; nothing was charged', 'Method');
      }
    },

    /**
     * Starts a withdrawal (VAL-27): the password checked again, the amount held in the ledger at
     * once, then the payout asked of the provider. 202 with the payment, pending until the provider
     * processes it; it can be cancelled until then (cancelWithdrawal). Coins are paid at the rate of
     * the moment, rounded down (CON-14: not below the coin's minimum).
     */
    async withdraw(account: WalletAccount, input: WithdrawalRequest, key: string, passwordOk: PasswordCheck): Promise<MoneyAnswer> {
      const idem = { scope: `withdrawal:${account.userId}`, key };
      const target = payoutTarget(input);
      const request = { operation: 'withdrawal', params: { method: input.WithdrawMethod, amount: input.Amount, target: target.shown ?? target.last4 } };
      const stored = await wallet.answerFor(idem, request);
      if (stored) return stored;
      if (account.book !== 'real') return failure(403, ERROR_CODES.demoAccount, 'Demo accounts play with demo money and cannot withdraw', 'session');
      const amount = toMinorUnits(input.Amount, account.currency);
      if (!amount.ok) return failure(400, ERROR_CODES.invalid, `Amount: ${amount.message}`, 'Amount');
      const wrong = payoutFieldsRefusal(input);
      if (wrong) return wrong;
      let crypto: CryptoTransfer | null = null;
      if (input.WithdrawMethod === 'crypto') {
        const coin = input.CoinspaidConvertToCurrency;
        const rate = await deps.rates.rate(coin, account.currency);
        const atomic = payoutAtomic(coin, amount.minor, rate, CURRENCIES[account.currency].decimals);
        if (!payoutAllowed(coin, atomic)) return failure(400, ERROR_CODES.cryptoWithdrawalMinimum, `Amount: less than the least ${coin} payout, ${COINS[coin].minWithdrawal} ${coin}`, 'Amount');
        crypto = { Coin: coin, Amount: fromAtomic(coin, atomic), TxHash: null, Confirmations: 0, Required: 0, Rate: rate };
      }
      if (!(await passwordOk(input.Password))) return failure(400, ERROR_CODES.invalidCredentials, 'Password: is wrong', 'Password');

      let created: PaymentRow | undefined;
      const answer = await wallet.once(idem, request, async (tx) => {
        created = undefined;
        const hold = await holdWithdrawalIn(tx, account, amount.minor, idem);
        if (hold === null) return failure(409, ERROR_CODES.insufficientBalance, 'Amount: more than the balance', 'Amount');
        [created] = await tx.query<PaymentRow>(
          `insert into payments (user_id, direction, method, currency, amount, status, provider, card_last4, payout_target, ledger_transaction_id, crypto)
           values ($1, 'withdrawal', $2, $3, $4, $5, $6, $7, $8, $9, $10) returning ${PAYMENT_COLUMNS}`,
          [account.userId, input.WithdrawMethod, account.currency, amount.minor, PAYMENT_STATUS.pending, provider.name, target.last4, target.shown, hold, crypto === null ? null : JSON.stringify(crypto)],
        );
        return { status: 202, body: { Payment: paymentView(created!) } };
      });
      if (answer.replayed || !created) return answer;
      const payment = created;
      try {
        const made = await provider.createPayout({ reference: String(payment.id), method: input.WithdrawMethod, amountMinor: amount.minor, currency: account.currency, ...target.payout(crypto) });
        const [row] = await db.query<PaymentRow>(`update payments set provider_ref = $2, updated_at = now() where id = $1 returning ${PAYMENT_COLUMNS}`, [payment.id, made.ref]);
        return { status: 202, body: { Payment: paymentView(row!) } };
      } catch {
        await db.transaction((tx) => setPaymentStatus(tx, payment.id, PAYMENT_STATUS.notProcessed));
        return failure(502, ERROR_CODES.providerUnavailable, 'The payment provider could not take the withdrawal; the amount is back in the balance', 'WithdrawMethod');
      }
    },

    /**
     * STA-34: calls off a pending withdrawal and returns its amount, once. The provider is asked
     * first: once it has started on the payout it is too late (409 withdrawal-not-cancellable).
     */
    async cancelWithdrawal(userId: number, paymentId: string): Promise<MoneyAnswer> {
      const [row] = await db.query<PaymentRow>(`select ${PAYMENT_COLUMNS} from payments where id = $1 and user_id = $2 and direction = 'withdrawal'`, [paymentId, userId]);
      if (!row) return failure(404, ERROR_CODES.notFound, 'id: no such withdrawal', 'id');
      const tooLate = failure(409, ERROR_CODES.withdrawalNotCancellable, 'id: the withdrawal is being processed or has ended', 'id');
      if (row.status !== PAYMENT_STATUS.pending || row.provider_ref === null) return tooLate;
      if (!(await provider.cancelPayout(row.provider_ref))) return tooLate;
      const ended = await db.transaction((tx) => setPaymentStatus(tx, row.id, PAYMENT_STATUS.canceled));
      return { status: 200, body: { Payment: paymentView(ended) } };
    },

    /** The player's payments, newest first (the last 100). */
    async payments(userId: number): Promise<Payment[]> {
      const rows = await db.query<PaymentRow>(`select ${PAYMENT_COLUMNS} from payments where user_id = $1 order by id desc limit 100`, [userId]);
      return rows.map(paymentView);
    },

    /**
     * Reconciles payments the house lost track of: pending with no provider id, older than
     * `olderThanMs` (the house stopped between recording one and hearing back from the provider).
     * One the provider has gets its id, and its webhooks carry on; one it never received ends as not
     * processed (12), a withdrawal's hold back in the balance. Returns how many were ended.
     */
    async sweepOrphans(olderThanMs: number): Promise<number> {
      const rows = await db.query<PaymentRow>(
        `select ${PAYMENT_COLUMNS} from payments where status = $1 and provider_ref is null and provider = $2 and created_at < $3`,
        [PAYMENT_STATUS.pending, provider.name, new Date(now() - olderThanMs)],
      );
      let ended = 0;
      for (const row of rows) {
        const ref = await provider.findByReference(String(row.id));
        if (ref !== null) {
          await db.query(`update payments set provider_ref = $2, updated_at = now() where id = $1 and provider_ref is null`, [row.id, ref]);
        } else {
          await db.transaction((tx) => setPaymentStatus(tx, row.id, PAYMENT_STATUS.notProcessed));
          ended += 1;
        }
      }
      return ended;
    },

    /** One of the player's payments, or null. */
    async payment(userId: number, paymentId: string): Promise<Payment | null> {
      const [row] = await db.query<PaymentRow>(`select ${PAYMENT_COLUMNS} from payments where id = $1 and user_id = $2`, [paymentId, userId]);
      return row ? paymentView(row) : null;
    },

    /**
     * A webhook whose signature the provider has checked: refused when its signed message was seen
     * before; otherwise applied once per event id.
     */
    async applyWebhook(event: ProviderEvent): Promise<MoneyAnswer> {
      if (!(await firstDelivery(db, provider.name, event.signature))) return failure(409, ERROR_CODES.webhookReplayed, 'Sandbox-Signature: this signed message was already received', 'Sandbox-Signature');
      const answer = await wallet.once(
        { scope: `webhook:${provider.name}`, key: event.id },
        { operation: 'payment-event', params: { ref: event.ref, reference: event.reference, status: event.status, amount: String(event.amountMinor), currency: event.currency } },
        async (tx) => {
          const [row] = await tx.query<PaymentRow>(`select ${PAYMENT_COLUMNS} from payments where id = $1 and provider = $2 for update`, [event.reference, provider.name]);
          if (!row) return failure(404, ERROR_CODES.notFound, 'data.reference: no such payment', 'data.reference');
          if (row.provider_ref !== event.ref || BigInt(row.amount) !== event.amountMinor || row.currency !== event.currency) {
            return failure(409, ERROR_CODES.paymentMismatch, 'data: the payment, amount or currency differ from the house record', 'data');
          }
          const current = row.status as PaymentStatus;
          if (paymentStatusFinal(current) || current === event.status) return { status: 200, body: { Payment: paymentView(row), Changed: false } };
          return { status: 200, body: { Payment: paymentView(await setPaymentStatus(tx, row.id, event.status)), Changed: true } };
        },
      );
      return webhookAnswer(answer);
    },
  };
}
