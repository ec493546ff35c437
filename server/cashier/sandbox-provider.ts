/**
 * The sandbox payment provider (ADR 0033): what a real processor does, on this machine. A payment
 * it is given moves on its own clock through the statuses its scenario says, and every change is
 * reported to the house's webhook, signed with HMAC-SHA256 over a timestamp and the exact body.
 * Reports go through a webhook outbox (webhook-outbox.ts), resent until the house acknowledges
 * them: so a house killed between the provider's completion and its own credit is told again. Its
 * records are its own tables (sandbox_provider_*), which the house never reads.
 *
 * Scenarios, chosen the way real sandboxes do it, by magic test data (README "Cashier"):
 *   card 4000 0000 0000 0002        rejected by the payment system (11)
 *   card 4000 0000 0000 0119        processing (15), then processing error (13)
 *   card 4000 0000 0000 0259        processing (15), completed (2) only after `delayedMs`
 *   Neteller e-mail starting reject  rejected (3)
 *   a voucher not issued by the sandbox shop, or already redeemed   rejected (3)
 *   anything else                    processing (15), then completed (2)
 * A payout (a withdrawal) first waits `payoutReviewMs` in review, as a real one waits for the
 * operator's checks, and can be called off until then; the same card and e-mail reject it.
 */
import { randomBytes } from 'node:crypto';
import { PAYMENT_STATUS, SANDBOX_SIGNATURE_HEADER, sandboxWebhookSchema, type PaymentStatus, type SandboxWebhook } from '../../schemas/cashier.ts';
import type { CurrencyCode } from '../../schemas/wallet.ts';
import type { Db, Queryable } from '../db/db.ts';
import type { PaymentProvider, ProviderPaymentRequest, ProviderPayoutRequest, WebhookCheck } from './provider.ts';
import { checkSignature, readWebhookBody } from './webhook-signature.ts';
import { createOutbox, eventId, type Deliver } from './webhook-outbox.ts';
import { redeemVoucher } from './sandbox-vouchers.ts';

export const SANDBOX_PROVIDER = 'sandbox';

export type SandboxOptions = {
  readonly db: Db;
  /** The secret the provider signs with and the house checks with (CASHIER_WEBHOOK_SECRET). */
  readonly secret: string;
  readonly deliver: Deliver;
  /** Time between two statuses of a payment (default 1.5 s). */
  readonly stepMs?: number;
  /** How long the delayed test card stays processing (default 60 s). */
  readonly delayedMs?: number;
  /** How long a payout waits in review before processing (default 60 s). */
  readonly payoutReviewMs?: number;
  readonly now?: () => number;
};

const P = PAYMENT_STATUS;
const MAGIC_CARDS: Readonly<Record<string, readonly PaymentStatus[]>> = {
  '4000000000000002': [P.rejectedByPaymentSystem],
  '4000000000000119': [P.processing, P.processingError],
  '4000000000000259': [P.processing, P.completed],
};
const DELAYED_CARD = '4000000000000259';
const BATCH = 50;

const randomId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const at = (ms: number) => new Date(ms).toISOString();

function scenarioOf(request: { readonly card?: { readonly number: string }; readonly email?: string }): readonly PaymentStatus[] {
  if (request.card) return MAGIC_CARDS[request.card.number] ?? [P.processing, P.completed];
  if (request.email?.toLowerCase().startsWith('reject')) return [P.rejected];
  return [P.processing, P.completed];
}


export function createSandboxProvider(options: SandboxOptions): PaymentProvider {
  const { db, secret } = options;
  const now = options.now ?? Date.now;
  const stepMs = options.stepMs ?? 1500;
  const delayedMs = options.delayedMs ?? 60_000;
  const payoutReviewMs = options.payoutReviewMs ?? 60_000;
  const outbox = createOutbox({ db, table: 'sandbox_provider_events', secret, header: SANDBOX_SIGNATURE_HEADER, deliver: options.deliver, retryMs: stepMs, now });
  let running: Promise<void> | null = null;
  let closed = false;
  const timer = setInterval(() => {
    running ??= tick().finally(() => (running = null));
  }, Math.max(20, Math.min(stepMs, 250)));
  timer.unref();

  async function tick(): Promise<void> {
    if (closed) return;
    try {
      await advance();
      await outbox.deliverDue(() => closed);
    } catch {
      // The database was busy or closing: the next tick tries again, as a provider's queue would.
    }
  }

  type Subject = { ref: string; reference: string; amount: bigint | string; currency: CurrencyCode };
  /** Records a status of a payment as an event for the house, in the caller's transaction. */
  async function addEvent(tx: Queryable, payment: Subject, status: PaymentStatus): Promise<void> {
    const id = eventId();
    const body: SandboxWebhook = {
      id,
      type: 'payment.status',
      created: Math.floor(now() / 1000),
      data: { payment: payment.ref, reference: payment.reference, status, amount: String(payment.amount), currency: payment.currency },
    };
    await outbox.add(tx, id, payment.ref, body);
  }

  /** Moves every payment whose next status is due one step on, recording the change as an event. */
  async function advance(): Promise<void> {
    await db.transaction(async (tx) => {
      const due = await tx.query<Subject & { remaining: PaymentStatus[]; step_ms: number }>(
        `select ref, reference, amount, currency, remaining, step_ms from sandbox_provider_payments
         where cardinality(remaining) > 0 and next_at <= $1 order by next_at limit ${BATCH} for update skip locked`,
        [at(now())],
      );
      for (const payment of due) {
        const [status, ...rest] = payment.remaining;
        await tx.query(`update sandbox_provider_payments set remaining = $2, next_at = $3 where ref = $1`, [payment.ref, rest, at(now() + payment.step_ms)]);
        await addEvent(tx, payment, status!);
      }
    });
  }

  /** Keeps a payment or payout on the sandbox's side: its statuses to come, the first one `firstMs` from now. */
  async function record(request: ProviderPayoutRequest | ProviderPaymentRequest, everyMs: number, firstMs: number): Promise<string> {
    const ref = randomId('pay');
    await db.transaction(async (tx) => {
      await tx.query(
        `insert into sandbox_provider_payments (ref, reference, amount, currency, remaining, step_ms, next_at) values ($1, $2, $3, $4, $5, $6, $7)`,
        [ref, request.reference, request.amountMinor, request.currency, scenarioOf(request), everyMs, at(now() + firstMs)],
      );
      // A voucher pays once: one the shop never issued, or already redeemed, is rejected.
      if ('voucherCode' in request && request.voucherCode !== undefined && !(await redeemVoucher(tx, request.voucherCode, ref))) {
        await tx.query(`update sandbox_provider_payments set remaining = $2 where ref = $1`, [ref, [P.rejected]]);
      }
    });
    return ref;
  }

  return {
    name: SANDBOX_PROVIDER,

    async createPayment(request) {
      const ref = await record(request, request.card?.number === DELAYED_CARD ? delayedMs : stepMs, stepMs);
      return {
        ref,
        status: P.pending,
        cardToken: request.card ? randomId('tok') : null,
        cardLast4: request.card ? request.card.number.slice(-4) : null,
      };
    },

    async createPayout(request) {
      return { ref: await record(request, stepMs, payoutReviewMs), status: P.pending };
    },

    async findByReference(reference) {
      const [row] = await db.query<{ ref: string }>(`select ref from sandbox_provider_payments where reference = $1`, [reference]);
      return row?.ref ?? null;
    },

    async cancelPayout(ref) {
      return db.transaction(async (tx) => {
        const [payout] = await tx.query<Subject>(`select ref, reference, amount, currency from sandbox_provider_payments where ref = $1 for update`, [ref]);
        if (!payout) return false;
        const events = await tx.query<{ status: number }>(`select (body::json -> 'data' ->> 'status')::int as status from sandbox_provider_events where ref = $1 order by seq`, [ref]);
        // Started on already: off only if what it last said was that it is off.
        if (events.length > 0) return events.at(-1)!.status === P.canceled;
        await tx.query(`update sandbox_provider_payments set remaining = '{}' where ref = $1`, [ref]);
        await addEvent(tx, payout, P.canceled);
        return true;
      });
    },

    verifyWebhook(raw, headers, nowMs): WebhookCheck {
      const signed = checkSignature('Sandbox-Signature', headers[SANDBOX_SIGNATURE_HEADER], raw, secret, nowMs);
      if (!signed.ok) return signed;
      const body = readWebhookBody(sandboxWebhookSchema, raw);
      if (!body.ok) return body;
      const { data } = body.value;
      return {
        ok: true,
        event: { id: body.value.id, ref: data.payment, reference: data.reference, status: data.status, amountMinor: BigInt(data.amount), currency: data.currency, signature: signed.signature },
      };
    },

    async close() {
      closed = true;
      clearInterval(timer);
      await running;
    },
  };
}
