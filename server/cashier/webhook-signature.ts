/**
 * How the sandbox providers sign their webhooks and the house checks them (ADR 0033): a header
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<exact body>">`, refused when missing, malformed,
 * further than WEBHOOK_TOLERANCE_S from now either way, or not matching the body.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type * as v from 'valibot';
import { ERROR_CODES, type ErrorCode } from '../../schemas/errors.ts';
import { check } from '../../schemas/validate.ts';

/** A webhook signed further than this from now, either way, is refused as stale. */
export const WEBHOOK_TOLERANCE_S = 300;

export const signBody = (secret: string, timestamp: number, body: string): string => createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/** The signature header for `body` sent at `nowMs`. */
export function signatureHeader(secret: string, nowMs: number, body: string): string {
  const timestamp = Math.floor(nowMs / 1000);
  return `t=${timestamp},v1=${signBody(secret, timestamp, body)}`;
}

export type SignatureRefusal = { ok: false; status: number; error: ErrorCode; field: string; message: string };
export type SignatureCheck = { ok: true; signature: string } | SignatureRefusal;

/** The `t=…,v1=…` header's parts, or null when it is not one. */
function signatureParts(header: string): { timestamp: number; v1: string } | null {
  const parts = new Map(header.split(',').map((part) => part.trim().split('=', 2) as [string, string]));
  const t = parts.get('t');
  const v1 = parts.get('v1');
  if (!t || !/^\d{1,12}$/.test(t) || !v1 || !/^[0-9a-f]{64}$/.test(v1)) return null;
  return { timestamp: Number(t), v1 };
}

/** Checks `header` (named `name` in refusals) against the exact body `raw`; the signature is what makes a delivery unique. */
export function checkSignature(name: string, header: unknown, raw: string, secret: string, nowMs: number): SignatureCheck {
  const refuse = (status: number, error: ErrorCode, message: string): SignatureRefusal => ({ ok: false, status, error, field: name, message: `${name}: ${message}` });
  if (typeof header !== 'string' || header === '') return refuse(401, ERROR_CODES.webhookSignature, 'is required');
  const parts = signatureParts(header);
  if (!parts) return refuse(401, ERROR_CODES.webhookSignature, 'must be t=<unix seconds>,v1=<64 hex digits>');
  if (Math.abs(nowMs / 1000 - parts.timestamp) > WEBHOOK_TOLERANCE_S) return refuse(401, ERROR_CODES.webhookStale, `signed more than ${WEBHOOK_TOLERANCE_S} s from now`);
  const expected = Buffer.from(signBody(secret, parts.timestamp, raw), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(parts.v1, 'hex'))) return refuse(401, ERROR_CODES.webhookSignature, 'does not match the body');
  return { ok: true, signature: parts.v1 };
}

/** A signed body read against its schema: a refusal names the field (400), never a 5xx. */
export function readWebhookBody<S extends v.GenericSchema>(schema: S, raw: string): { ok: true; value: v.InferOutput<S> } | SignatureRefusal {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { ok: false, status: 400, error: ERROR_CODES.invalid, field: 'body', message: 'body: must be JSON' };
  }
  const body = check(schema, json);
  return body.ok ? { ok: true, value: body.value } : { ok: false, status: 400, error: ERROR_CODES.invalid, field: body.error.field, message: body.error.message };
}
