/**
 * The sandbox payment provider (ADR 0033): what a real processor does, on this machine. A payment
 * it is given moves on its own clock through the statuses its scenario says, and every change is
 * reported to the house's webhook, signed with HMAC-SHA256 over a timestamp and the exact body.
 * A report the house did not answer with 2xx is sent again, signed anew, with growing waits, until
 * it is: so a house killed between the provider's completion and its own credit is told again once
 * it is back. Its records are its own tables (sandbox_provider_*), which the house never reads.
 *
 * Scenarios, chosen the way real sandboxes do it, by magic test data (README "Cashier"):
 *   card 4000 0000 0000 0002        rejected by the payment system (11)
 *   card 4000 0000 0000 0119        processing (15), then processing error (13)
 *   card 4000 0000 0000 0259        processing (15), completed (2) only after `delayedMs`
 *   Neteller e-mail starting reject  rejected (3)
 *   anything else                    processing (15), then completed (2)
 * A payout (a withdrawal) first waits `payoutReviewMs` in review, as a real one waits for the
 * operator's checks, and can be called off until then; the same card and e-mail reject it.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { PAYMENT_STATUS, SANDBOX_SIGNATURE_HEADER, sandboxWebhookSchema, type PaymentStatus, type SandboxWebhook } from '../../schemas/cashier.ts';
import { ERROR_CODES } from '../../schemas/errors.ts';
import { check } from '../../schemas/validate.ts';
import type { CurrencyCode } from '../../schemas/wallet.ts';
import type { Db } from '../db/db.ts';
import type { PaymentProvider, ProviderPaymentRequest, ProviderPayoutRequest, WebhookCheck } from './provider.ts';

export const SANDBOX_PROVIDER = 'sandbox';
/** A webhook signed further than this from now, either way, is refused as stale. */
export const WEBHOOK_TOLERANCE_S = 300;

export type SandboxOptions = {
  readonly db: Db;
  /** The secret the provider signs with and the house checks with (CASHIER_WEBHOOK_SECRET). */
  readonly secret: string;
  /** Posts a webhook to the house; resolves with the HTTP status (0 when it could not be sent). */
  readonly deliver: (body: string, headers: Record<string, string>) => Promise<number>;
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
/** Resends wait stepMs × 2^attempts, at most this long. */
const MAX_RETRY_WAIT_MS = 60_000;
const BATCH = 50;

const randomId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const sign = (secret: string, timestamp: number, body: string) => createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
const at = (ms: number) => new Date(ms).toISOString();

function scenarioOf(request: { readonly card?: { readonly number: string }; readonly email?: string }): readonly PaymentStatus[] {
  if (request.card) return MAGIC_CARDS[request.card.number] ?? [P.processing, P.completed];
  if (request.email?.toLowerCase().startsWith('reject')) return [P.rejected];
  return [P.processing, P.completed];
}

type Refusal = Extract<WebhookCheck, { ok: false }>;
const refuse = (status: number, error: Refusal['error'], field: string, message: string): Refusal => ({ ok: false, status, error, field, message });

/** The `t=…,v1=…` header's parts, or null when it is not one. */
function signatureParts(header: string): { timestamp: number; v1: string } | null {
  const parts = new Map(header.split(',').map((part) => part.trim().split('=', 2) as [string, string]));
  const t = parts.get('t');
  const v1 = parts.get('v1');
  if (!t || !/^\d{1,12}$/.test(t) || !v1 || !/^[0-9a-f]{64}$/.test(v1)) return null;
  return { timestamp: Number(t), v1 };
}

export function createSandboxProvider(options: SandboxOptions): PaymentProvider {
  const { db, secret } = options;
  const now = options.now ?? Date.now;
  const stepMs = options.stepMs ?? 1500;
  const delayedMs = options.delayedMs ?? 60_000;
  const payoutReviewMs = options.payoutReviewMs ?? 60_000;
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
      await deliverDue();
    } catch {
      // The database was busy or closing: the next tick tries again, as a provider's queue would.
    }
  }

  /** Moves every payment whose next status is due one step on, recording the change as an event. */
  async function advance(): Promise<void> {
    await db.transaction(async (tx) => {
      const due = await tx.query<{ ref: string; remaining: number[]; step_ms: number }>(
        `select ref, remaining, step_ms from sandbox_provider_payments
         where cardinality(remaining) > 0 and next_at <= $1 order by next_at limit ${BATCH} for update skip locked`,
        [at(now())],
      );
      for (const payment of due) {
        const [status, ...rest] = payment.remaining;
        await tx.query(`update sandbox_provider_payments set remaining = $2, next_at = $3 where ref = $1`, [payment.ref, rest, at(now() + payment.step_ms)]);
        await tx.query(`insert into sandbox_provider_events (id, ref, status) values ($1, $2, $3)`, [randomId('evt'), payment.ref, status]);
      }
    });
  }

  /** Sends each payment's oldest unacknowledged event, in order: a later status never overtakes an earlier one. */
  async function deliverDue(): Promise<void> {
    const due = await db.query<{ seq: bigint; id: string; ref: string; status: number; attempts: number; reference: string; amount: bigint; currency: CurrencyCode }>(
      `select e.seq, e.id, e.ref, e.status, e.attempts, p.reference, p.amount, p.currency
       from (select distinct on (ref) * from sandbox_provider_events where delivered_at is null order by ref, seq) e
       join sandbox_provider_payments p on p.ref = e.ref
       where e.next_attempt_at <= $1 order by e.seq limit ${BATCH}`,
      [at(now())],
    );
    for (const event of due) {
      if (closed) return;
      const timestamp = Math.floor(now() / 1000);
      const body: SandboxWebhook = {
        id: event.id,
        type: 'payment.status',
        created: timestamp,
        data: { payment: event.ref, reference: event.reference, status: event.status as PaymentStatus, amount: String(event.amount), currency: event.currency },
      };
      const text = JSON.stringify(body);
      const status = await options
        .deliver(text, { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: `t=${timestamp},v1=${sign(secret, timestamp, text)}` })
        .catch(() => 0);
      if (status >= 200 && status < 300) {
        await db.query(`update sandbox_provider_events set delivered_at = $2, attempts = attempts + 1 where seq = $1`, [event.seq, at(now())]);
      } else {
        const wait = Math.min(MAX_RETRY_WAIT_MS, stepMs * 2 ** Math.min(event.attempts, 16));
        await db.query(`update sandbox_provider_events set attempts = attempts + 1, next_attempt_at = $2 where seq = $1`, [event.seq, at(now() + wait)]);
      }
    }
  }

  /** Keeps a payment or payout on the sandbox's side: its statuses to come, the first one `firstMs` from now. */
  async function record(request: ProviderPayoutRequest | ProviderPaymentRequest, everyMs: number, firstMs: number): Promise<string> {
    const ref = randomId('pay');
    await db.query(
      `insert into sandbox_provider_payments (ref, reference, amount, currency, remaining, step_ms, next_at) values ($1, $2, $3, $4, $5, $6, $7)`,
      [ref, request.reference, request.amountMinor, request.currency, scenarioOf(request), everyMs, at(now() + firstMs)],
    );
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
        const [payout] = await tx.query<{ ref: string }>(`select ref from sandbox_provider_payments where ref = $1 for update`, [ref]);
        if (!payout) return false;
        const events = await tx.query<{ status: number }>(`select status from sandbox_provider_events where ref = $1 order by seq`, [ref]);
        // Started on already: off only if what it last said was that it is off.
        if (events.length > 0) return events.at(-1)!.status === P.canceled;
        await tx.query(`update sandbox_provider_payments set remaining = '{}' where ref = $1`, [ref]);
        await tx.query(`insert into sandbox_provider_events (id, ref, status) values ($1, $2, $3)`, [randomId('evt'), ref, P.canceled]);
        return true;
      });
    },

    verifyWebhook(raw, headers, nowMs): WebhookCheck {
      const header = headers[SANDBOX_SIGNATURE_HEADER];
      if (typeof header !== 'string' || header === '') return refuse(401, ERROR_CODES.webhookSignature, 'Sandbox-Signature', 'Sandbox-Signature: is required');
      const parts = signatureParts(header);
      if (!parts) return refuse(401, ERROR_CODES.webhookSignature, 'Sandbox-Signature', 'Sandbox-Signature: must be t=<unix seconds>,v1=<64 hex digits>');
      if (Math.abs(nowMs / 1000 - parts.timestamp) > WEBHOOK_TOLERANCE_S) {
        return refuse(401, ERROR_CODES.webhookStale, 'Sandbox-Signature', `Sandbox-Signature: signed more than ${WEBHOOK_TOLERANCE_S} s from now`);
      }
      const expected = Buffer.from(sign(secret, parts.timestamp, raw), 'hex');
      if (!timingSafeEqual(expected, Buffer.from(parts.v1, 'hex'))) {
        return refuse(401, ERROR_CODES.webhookSignature, 'Sandbox-Signature', 'Sandbox-Signature: does not match the body');
      }
      let json: unknown;
      try {
        json = JSON.parse(raw);
      } catch {
        return refuse(400, ERROR_CODES.invalid, 'body', 'body: must be JSON');
      }
      const body = check(sandboxWebhookSchema, json);
      if (!body.ok) return refuse(400, ERROR_CODES.invalid, body.error.field, body.error.message);
      const { data } = body.value;
      return {
        ok: true,
        event: { id: body.value.id, ref: data.payment, reference: data.reference, status: data.status, amountMinor: BigInt(data.amount), currency: data.currency, signature: parts.v1 },
      };
    },

    async close() {
      closed = true;
      clearInterval(timer);
      await running;
    },
  };
}
