/**
 * The sandbox chain (ADR 0036): what a crypto custody provider and the chains do, on this machine.
 * Coins sent to an address (POST /api/admin/sandbox-chain/transfers, README "Cashier") wait in a
 * mempool, go into the next block, and gain a confirmation with every block after it; one block
 * is made on each busy chain every `blockMs`. The provider reports a transfer when it sees it and
 * at each confirmation until the coin's required count, by a signed webhook through the outbox.
 * Below the coin's minimum (SPEC VAL-40) a transfer is on the chain but never reported. Its
 * records are its own tables (sandbox_chain_*), which the house never reads.
 */
import { randomBytes } from 'node:crypto';
import { COINS, depositRegistered, toAtomic } from '../../../domain/crypto-coins.ts';
import { SANDBOX_CHAIN_SIGNATURE_HEADER, sandboxChainWebhookSchema, type CryptoCoin, type SandboxChainWebhook } from '../../../schemas/cashier.ts';
import type { Db, Queryable } from '../../db/db.ts';
import { createOutbox, eventId, type Deliver } from '../webhook-outbox.ts';
import { checkSignature, readWebhookBody, type SignatureRefusal } from '../webhook-signature.ts';

export const SANDBOX_CHAIN = 'sandbox-chain';

/** A transfer to a deposit address, from a webhook whose signature has been checked. */
export type ChainDeposit = {
  readonly id: string;
  readonly coin: CryptoCoin;
  readonly address: string;
  readonly tx: string;
  readonly amountAtomic: bigint;
  readonly confirmations: number;
  /** What makes this delivery unique: the same signed message sent twice is a replay. */
  readonly signature: string;
};

/** What the house needs of a crypto custody provider. */
export interface CryptoCustody {
  /** The webhook's path name (/api/cashier/webhooks/<name>) and the crypto payments' `provider`. */
  readonly name: string;
  verifyWebhook(raw: string, headers: Readonly<Record<string, string | string[] | undefined>>, nowMs: number): { ok: true; deposit: ChainDeposit } | SignatureRefusal;
  close(): Promise<void>;
}

export type SandboxChain = CryptoCustody & {
  /** Sends `amount` of `coin` to `address`: the transaction's hash, and whether the provider registers it (VAL-40). */
  send(coin: CryptoCoin, address: string, amount: string): Promise<{ tx: string; registered: boolean } | null>;
};

export type SandboxChainOptions = {
  readonly db: Db;
  readonly secret: string;
  readonly deliver: Deliver;
  /** Time between two blocks (CRYPTO_SANDBOX_BLOCK_MS). */
  readonly blockMs: number;
  readonly now?: () => number;
};

type Transfer = { tx: string; coin: CryptoCoin; address: string; amount: string; block_height: string | null; required: number };

export function createSandboxChain(options: SandboxChainOptions): SandboxChain {
  const { db, secret } = options;
  const now = options.now ?? Date.now;
  const outbox = createOutbox({ db, table: 'sandbox_chain_events', secret, header: SANDBOX_CHAIN_SIGNATURE_HEADER, deliver: options.deliver, retryMs: options.blockMs, now });
  let running: Promise<void> | null = null;
  let closed = false;
  const timer = setInterval(() => {
    running ??= tick().finally(() => (running = null));
  }, options.blockMs);
  timer.unref();

  async function report(tx: Queryable, transfer: Transfer, confirmations: number): Promise<void> {
    const id = eventId();
    const body: SandboxChainWebhook = {
      id,
      type: 'crypto.deposit',
      created: Math.floor(now() / 1000),
      data: { coin: transfer.coin, address: transfer.address, tx: transfer.tx, amount: transfer.amount, confirmations },
    };
    await outbox.add(tx, id, transfer.tx, body);
    await tx.query(`update sandbox_chain_transfers set reported = $2 where tx = $1`, [transfer.tx, confirmations]);
  }

  /** A block on each chain with a registered transfer still short of its confirmations. */
  async function mine(): Promise<void> {
    await db.transaction(async (tx) => {
      const busy = await tx.query<{ chain: string }>(`select distinct chain from sandbox_chain_transfers where registered and reported < required`);
      for (const { chain } of busy) {
        const [block] = await tx.query<{ height: string }>(
          `insert into sandbox_chain_heights (chain, height) values ($1, 1) on conflict (chain) do update set height = sandbox_chain_heights.height + 1 returning height`,
          [chain],
        );
        const height = BigInt(block!.height);
        await tx.query(`update sandbox_chain_transfers set block_height = $2 where chain = $1 and block_height is null`, [chain, height]);
        const open = await tx.query<Transfer>(
          `select tx, coin, address, amount::text as amount, block_height::text as block_height, required from sandbox_chain_transfers
           where chain = $1 and registered and reported < required order by created_at`,
          [chain],
        );
        for (const transfer of open) await report(tx, transfer, Math.min(transfer.required, Number(height - BigInt(transfer.block_height!) + 1n)));
      }
    });
  }

  async function tick(): Promise<void> {
    if (closed) return;
    try {
      await mine();
      await outbox.deliverDue(() => closed);
    } catch {
      // The database was busy or closing: the next block tries again.
    }
  }

  return {
    name: SANDBOX_CHAIN,

    async send(coin, address, amount) {
      const atomic = toAtomic(coin, amount);
      if (atomic === null || atomic <= 0n) return null;
      const transfer: Transfer = { tx: randomBytes(32).toString('hex'), coin, address, amount: atomic.toString(), block_height: null, required: COINS[coin].confirmations };
      const registered = depositRegistered(coin, atomic);
      await db.transaction(async (tx) => {
        await tx.query(`insert into sandbox_chain_transfers (tx, chain, coin, address, amount, registered, required) values ($1, $2, $3, $4, $5, $6, $7)`, [
          transfer.tx,
          COINS[coin].chain,
          coin,
          address,
          transfer.amount,
          registered,
          transfer.required,
        ]);
        // Seen in the mempool: reported at once with no confirmation.
        if (registered) await report(tx, transfer, 0);
      });
      return { tx: transfer.tx, registered };
    },

    verifyWebhook(raw, headers, nowMs) {
      const signed = checkSignature('Sandbox-Chain-Signature', headers[SANDBOX_CHAIN_SIGNATURE_HEADER], raw, secret, nowMs);
      if (!signed.ok) return signed;
      const body = readWebhookBody(sandboxChainWebhookSchema, raw);
      if (!body.ok) return body;
      const { data } = body.value;
      return {
        ok: true,
        deposit: { id: body.value.id, coin: data.coin, address: data.address, tx: data.tx, amountAtomic: BigInt(data.amount), confirmations: data.confirmations, signature: signed.signature },
      };
    },

    async close() {
      closed = true;
      clearInterval(timer);
      await running;
    },
  };
}
