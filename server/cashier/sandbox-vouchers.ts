/**
 * The sandbox voucher shop: what a prepaid-voucher issuer does, on this machine. Its page sells a
 * voucher (a 16-digit code, as on a paysafecard PIN); the sandbox provider redeems a code once.
 * The voucher method's link (methods.ts) opens the shop in a new tab (STA-22), as a real method's
 * link opens the issuer's point-of-sale finder. Its records are its own table (sandbox_vouchers).
 */
import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db, Queryable } from '../db/db.ts';
import { SANDBOX_VOUCHER_SHOP_PATH } from './methods.ts';

const newCode = () => Array.from({ length: 16 }, (_, i) => randomInt(i === 0 ? 1 : 0, 10)).join('');

/** Redeems the voucher `code` for the sandbox payment `ref`: false when the shop never issued it or it was redeemed before. */
export async function redeemVoucher(tx: Queryable, code: string, ref: string): Promise<boolean> {
  const redeemed = await tx.query(`update sandbox_vouchers set redeemed_by = $2 where code = $1 and redeemed_by is null returning code`, [code, ref]);
  return redeemed.length > 0;
}

const grouped = (code: string) => code.replace(/(\d{4})(?=\d)/g, '$1 ');

/** GET the shop's page: each visit buys one voucher and shows its code. A plain page: no script, no outside resource. */
export function registerVoucherShop(app: FastifyInstance, db: Db): void {
  app.get(SANDBOX_VOUCHER_SHOP_PATH, async (_request, reply) => {
    const code = newCode();
    await db.query(`insert into sandbox_vouchers (code) values ($1)`, [code]);
    const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Sandbox voucher shop</title></head>
<body><main><h1>Sandbox voucher shop</h1>
<p>Your prepaid voucher code (one deposit, any amount, in EUR):</p>
<p><strong data-voucher-code="${code}">${grouped(code)}</strong></p>
<p>Type it in the cashier's Voucher method. This is a test shop: no money was taken.</p></main></body></html>`;
    return reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(page);
  });
}
