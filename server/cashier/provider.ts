/**
 * What the house needs of a payment provider (ADR 0033). The sandbox (sandbox-provider.ts) is the
 * one implementation here; a real processor is another: it creates payments on its API, keeps the
 * card and gives a token, and reports every status change to the house's webhook, signed.
 */
import type { CryptoCoin, PaymentStatus } from '../../schemas/cashier.ts';
import type { CurrencyCode } from '../../schemas/wallet.ts';
import type { ErrorCode } from '../../schemas/errors.ts';

/** The card as the player typed it: passed to the provider, never stored or logged by the house. */
export type CardDetails = {
  readonly number: string;
  readonly securityCode: string;
  readonly expiryMonth: string;
  readonly expiryYear: string;
  readonly holderLastName: string;
  /** The country that issued the card, where the method asks for it (fingenom, VAL-20). */
  readonly issuerCountry?: string;
};

export type ProviderPaymentRequest = {
  /** The house's payment id: every webhook about this payment carries it back. */
  readonly reference: string;
  readonly method: string;
  readonly amountMinor: bigint;
  readonly currency: CurrencyCode;
  readonly card?: CardDetails;
  /** An e-wallet's e-mail address (neteller). */
  readonly email?: string;
  /** The payer's account at the method: a Papara account number, a PIX payer's CPF. */
  readonly account?: string;
  /** A prepaid voucher's code: redeemed by the provider, never stored by the house. */
  readonly voucherCode?: string;
};

export type ProviderPayment = {
  /** The provider's id of the payment. */
  readonly ref: string;
  readonly status: PaymentStatus;
  /** The provider's token for the card and its last four digits (card payments). */
  readonly cardToken: string | null;
  readonly cardLast4: string | null;
};

/** Money out: where the provider pays it (a card, an e-wallet's e-mail, a bank account, a coin address). */
export type ProviderPayoutRequest = {
  readonly reference: string;
  readonly method: string;
  readonly amountMinor: bigint;
  readonly currency: CurrencyCode;
  readonly card?: { readonly number: string; readonly holder: string };
  readonly email?: string;
  readonly bank?: { readonly accountName: string; readonly iban: string; readonly bic: string; readonly bankName: string };
  /** `amount` in the coin, converted by the house at the rate of the request. */
  readonly crypto?: { readonly coin: CryptoCoin; readonly address: string; readonly tag: string | null; readonly amount: string };
};

/** One status change of one payment, from a webhook whose signature has been checked. */
export type ProviderEvent = {
  readonly id: string;
  readonly ref: string;
  readonly reference: string;
  readonly status: PaymentStatus;
  readonly amountMinor: bigint;
  readonly currency: CurrencyCode;
  /** What makes this delivery unique: the same signed message sent twice is a replay. */
  readonly signature: string;
};

export type WebhookCheck = { ok: true; event: ProviderEvent } | { ok: false; status: number; error: ErrorCode; field: string; message: string };

export interface PaymentProvider {
  /** The provider's name: the webhook's path (/api/cashier/webhooks/<name>) and the payments' `provider`. */
  readonly name: string;
  createPayment(request: ProviderPaymentRequest): Promise<ProviderPayment>;
  /** Asks the provider to pay money out; it reports the payout's statuses like a payment's. */
  createPayout(request: ProviderPayoutRequest): Promise<{ readonly ref: string; readonly status: PaymentStatus }>;
  /**
   * Calls off a payout the provider has not started on: true when it is off (now, or already),
   * false when it is too late (processing or paid).
   */
  cancelPayout(ref: string): Promise<boolean>;
  /**
   * The provider's id of the payment or payout the house made with this reference, or null when
   * the provider never received it (reconciling payments the house lost track of in a crash).
   */
  findByReference(reference: string): Promise<string | null>;
  /** Checks a webhook's signature and freshness and reads its body; `raw` is the body's exact text. */
  verifyWebhook(raw: string, headers: Readonly<Record<string, string | string[] | undefined>>, nowMs: number): WebhookCheck;
  /** Stops any work the provider does in the background (the sandbox's status clock and deliveries). */
  close(): Promise<void>;
}
