/**
 * The wallet: every movement of money is one balanced ledger transaction, written together with
 * its idempotency key in one database transaction. Callers (HTTP routes, betting, the CLI) pass
 * minor units and a key; a repeated key returns the first answer without moving money again.
 *
 * Overdraft is prevented twice: the player's balance row is locked (FOR UPDATE) and checked before
 * writing, and the balance table's CHECK (balance >= 0) refuses anything that slips past.
 */
import { createHash } from 'node:crypto';
import { stringify } from 'safe-stable-stringify';
import type { Book, CurrencyCode, TransactionKind } from '../../schemas/wallet.ts';
import { fromMinorUnits } from '../../schemas/wallet.ts';
import type { Db, Queryable } from '../db/db.ts';
import { ERROR_CODES, type ErrorCode } from '../../schemas/errors.ts';

export type Idempotency = { readonly scope: string; readonly key: string };

/** An answer to a money-moving request: stored as the key's first answer and replayed on retries. */
export type MoneyAnswer = { readonly status: number; readonly body: Record<string, unknown> };

export type WalletAccount = { readonly userId: number; readonly currency: CurrencyCode; readonly book: Book };

type AccountIds = { cash: bigint; pending: bigint; funding: bigint; betting: bigint };

const asBigInt = (value: unknown): bigint => (typeof value === 'bigint' ? value : BigInt(value as string | number));

export function requestHash(operation: string, params: unknown): string {
  return createHash('sha256')
    .update(stringify({ operation, params }) ?? '')
    .digest('hex');
}

export function failure(status: number, error: ErrorCode, message: string, field?: string): MoneyAnswer {
  return { status, body: field === undefined ? { error, message } : { error, field, message } };
}

export function idempotencyConflict(key: string): MoneyAnswer {
  return failure(409, ERROR_CODES.idempotencyKeyReused, `Idempotency-Key '${key}' was already used for a different request`, 'Idempotency-Key');
}

/** Creates the player's cash and pending accounts (with zero balances) in the registration transaction. */
export async function openPlayerAccounts(tx: Queryable, account: WalletAccount): Promise<void> {
  for (const purpose of ['player-cash', 'player-pending'] as const) {
    const [row] = await tx.query<{ id: bigint }>(
      `insert into ledger_accounts (user_id, purpose, currency, book, allow_negative) values ($1, $2, $3, $4, false) returning id`,
      [account.userId, purpose, account.currency, account.book],
    );
    await tx.query('insert into account_balances (account_id, balance) values ($1, 0)', [row?.id]);
  }
}

async function accountIds(tx: Queryable, account: WalletAccount): Promise<AccountIds> {
  const rows = await tx.query<{ id: bigint; purpose: string }>(
    'select id, purpose from ledger_accounts where (user_id = $1 or user_id is null) and currency = $2 and book = $3',
    [account.userId, account.currency, account.book],
  );
  const id = (purpose: string) => {
    const row = rows.find((r) => r.purpose === purpose);
    if (!row) throw new Error(`user ${account.userId} has no ${account.book} ${account.currency} ${purpose} account`);
    return asBigInt(row.id);
  };
  return { cash: id('player-cash'), pending: id('player-pending'), funding: id('house-funding'), betting: id('house-betting') };
}

/** Writes one balanced transaction. Entries go in account order so concurrent writers lock alike. */
async function post(
  tx: Queryable,
  head: { kind: TransactionKind; account: WalletAccount; idempotency: Idempotency | null; memo?: string },
  entries: readonly (readonly [bigint, bigint])[],
): Promise<bigint> {
  const [row] = await tx.query<{ id: bigint }>(
    `insert into ledger_transactions (kind, currency, book, user_id, idempotency_scope, idempotency_key, memo)
     values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [head.kind, head.account.currency, head.account.book, head.account.userId, head.idempotency?.scope ?? null, head.idempotency?.key ?? null, head.memo ?? null],
  );
  const id = asBigInt(row?.id);
  const merged = new Map<bigint, bigint>();
  for (const [account, amount] of entries) merged.set(account, (merged.get(account) ?? 0n) + amount);
  const ordered = [...merged].filter(([, amount]) => amount !== 0n).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const values = ordered.map((_, i) => `($1, $${i * 2 + 2}, $${i * 2 + 3})`).join(', ');
  await tx.query(`insert into ledger_entries (transaction_id, account_id, amount) values ${values}`, [id, ...ordered.flatMap(([a, amount]) => [a, amount])]);
  return id;
}

/** Money in from outside, inside a transaction the caller holds: house funding → player cash. */
export async function creditIn(
  tx: Queryable,
  account: WalletAccount,
  amount: bigint,
  idem: Idempotency,
  kind: Extract<TransactionKind, 'credit' | 'demo-funds' | 'deposit'>,
  memo?: string,
): Promise<bigint> {
  const ids = await accountIds(tx, account);
  return post(tx, { kind, account, idempotency: idem, ...(memo ? { memo } : {}) }, [
    [ids.funding, -amount],
    [ids.cash, amount],
  ]);
}

/** A jackpot won, inside a transaction the caller holds: house betting → player cash. */
export async function jackpotWinIn(tx: Queryable, account: WalletAccount, amount: bigint, idem: Idempotency, memo: string): Promise<bigint> {
  const ids = await accountIds(tx, account);
  return post(tx, { kind: 'jackpot', account, idempotency: idem, memo }, [
    [ids.betting, -amount],
    [ids.cash, amount],
  ]);
}

/**
 * Holds a withdrawal's amount, inside a transaction the caller holds: player cash → player pending.
 * Null when the cash is not there (nothing is written).
 */
export async function holdWithdrawalIn(tx: Queryable, account: WalletAccount, amount: bigint, idem: Idempotency): Promise<bigint | null> {
  const ids = await accountIds(tx, account);
  if ((await lockedBalance(tx, ids.cash)) < amount) return null;
  return post(tx, { kind: 'withdrawal', account, idempotency: idem }, [
    [ids.cash, -amount],
    [ids.pending, amount],
  ]);
}

/**
 * Ends a withdrawal's hold, inside a transaction the caller holds: paid out (player pending → house
 * funding: the money has left the house) or returned (player pending → player cash).
 */
export async function resolveWithdrawalIn(tx: Queryable, account: WalletAccount, amount: bigint, idem: Idempotency, paid: boolean): Promise<bigint> {
  const ids = await accountIds(tx, account);
  return post(tx, { kind: paid ? 'withdrawal-paid' : 'withdrawal-return', account, idempotency: idem }, [
    [ids.pending, -amount],
    [paid ? ids.funding : ids.cash, amount],
  ]);
}

/** The player's bonus account and the house's, opening the player's at their first bonus. */
async function bonusAccountIds(tx: Queryable, account: WalletAccount): Promise<{ bonus: bigint; house: bigint }> {
  const [opened] = await tx.query<{ id: bigint }>(
    `insert into ledger_accounts (user_id, purpose, currency, book, allow_negative) values ($1, 'player-bonus', $2, $3, false)
     on conflict (coalesce(user_id, 0), purpose, currency, book) do nothing returning id`,
    [account.userId, account.currency, account.book],
  );
  if (opened) await tx.query('insert into account_balances (account_id, balance) values ($1, 0)', [opened.id]);
  const rows = await tx.query<{ id: bigint; purpose: string }>(
    `select id, purpose from ledger_accounts where (user_id = $1 and purpose = 'player-bonus' or user_id is null and purpose = 'house-bonus') and currency = $2 and book = $3`,
    [account.userId, account.currency, account.book],
  );
  const id = (purpose: string) => asBigInt(rows.find((r) => r.purpose === purpose)!.id);
  return { bonus: id('player-bonus'), house: id('house-bonus') };
}

/** A bonus credited, inside a transaction the caller holds: house bonus → player bonus (kept apart from cash). */
export async function creditBonusIn(tx: Queryable, account: WalletAccount, amount: bigint, idem: Idempotency, memo: string): Promise<bigint> {
  const ids = await bonusAccountIds(tx, account);
  return post(tx, { kind: 'bonus', account, idempotency: idem, memo }, [
    [ids.house, -amount],
    [ids.bonus, amount],
  ]);
}

/** A wagered bonus released, inside a transaction the caller holds: player bonus → player cash. */
export async function releaseBonusIn(tx: Queryable, account: WalletAccount, amount: bigint, idem: Idempotency, memo: string): Promise<bigint> {
  const ids = await accountIds(tx, account);
  const bonus = await bonusAccountIds(tx, account);
  return post(tx, { kind: 'bonus-release', account, idempotency: idem, memo }, [
    [bonus.bonus, -amount],
    [ids.cash, amount],
  ]);
}

async function lockedBalance(tx: Queryable, accountId: bigint): Promise<bigint> {
  const [row] = await tx.query<{ balance: bigint }>('select balance from account_balances where account_id = $1 for update', [accountId]);
  return asBigInt(row?.balance ?? 0);
}

export type Balances = { readonly available: bigint; readonly pending: bigint };

export async function balancesOf(q: Queryable, account: WalletAccount): Promise<Balances> {
  const rows = await q.query<{ purpose: string; balance: bigint }>(
    `select a.purpose, b.balance from ledger_accounts a join account_balances b on b.account_id = a.id
     where a.user_id = $1 and a.currency = $2 and a.book = $3`,
    [account.userId, account.currency, account.book],
  );
  const of = (purpose: string) => asBigInt(rows.find((r) => r.purpose === purpose)?.balance ?? 0n);
  return { available: of('player-cash'), pending: of('player-pending') };
}

export function balanceBody(account: WalletAccount, balances: Balances): Record<string, unknown> {
  return {
    Currency: account.currency,
    Book: account.book,
    BalanceMinor: balances.available.toString(),
    Balance: fromMinorUnits(balances.available, account.currency),
    PendingMinor: balances.pending.toString(),
  };
}

export type Wallet = ReturnType<typeof createWallet>;

/** A check run inside a money transaction before money moves: null lets it through, an answer refuses it. */
export type MoneyGuard = (tx: Queryable, account: WalletAccount, amount: bigint) => Promise<MoneyAnswer | null>;

export type WalletOptions = {
  /** Asked before every stake is held, in its transaction (the player's breaks and loss limits). */
  readonly stakeGuard?: MoneyGuard;
  /** Run after every stake is held, in its transaction (bonuses whose wagering it completes are released). */
  readonly afterStake?: (tx: Queryable, account: WalletAccount) => Promise<void>;
};

type StakeHooks = Required<WalletOptions>;

export function createWallet(db: Db, options: WalletOptions = {}) {
  const hooks: StakeHooks = { stakeGuard: options.stakeGuard ?? (async () => null), afterStake: options.afterStake ?? (async () => {}) };
  /**
   * Runs `work` once per (scope, key). The key row is inserted first: a concurrent duplicate waits
   * on it and then reads the stored answer. Anything `work` throws rolls back key and money alike.
   */
  async function idempotent(idem: Idempotency, hash: string, work: (tx: Queryable) => Promise<MoneyAnswer>): Promise<MoneyAnswer & { replayed: boolean }> {
    return db.transaction(async (tx) => {
      const inserted = await tx.query(
        `insert into idempotency_keys (scope, key, request_hash, status_code, response) values ($1, $2, $3, 0, 'null'::jsonb)
         on conflict (scope, key) do nothing returning key`,
        [idem.scope, idem.key, hash],
      );
      if (inserted.length === 0) {
        const [row] = await tx.query<{ request_hash: string; status_code: number; response: Record<string, unknown> }>(
          'select request_hash, status_code, response from idempotency_keys where scope = $1 and key = $2',
          [idem.scope, idem.key],
        );
        if (!row || row.request_hash !== hash) return { ...idempotencyConflict(idem.key), replayed: false };
        return { status: row.status_code, body: row.response, replayed: true };
      }
      const answer = await work(tx);
      await tx.query('update idempotency_keys set status_code = $3, response = $4::jsonb where scope = $1 and key = $2', [
        idem.scope,
        idem.key,
        answer.status,
        JSON.stringify(answer.body),
      ]);
      return { ...answer, replayed: false };
    });
  }

  return {
    /** Money in from outside (admin credit, demo funds, later the cashier): house funding → player cash. */
    credit(account: WalletAccount, amount: bigint, idem: Idempotency, kind: 'credit' | 'demo-funds' = 'credit', memo?: string) {
      const hash = requestHash(kind, { user: account.userId, currency: account.currency, book: account.book, amount: amount.toString() });
      return idempotent(idem, hash, async (tx) => {
        const transactionId = await creditIn(tx, account, amount, idem, kind, memo);
        return { status: 201, body: { TransactionID: transactionId.toString(), ...balanceBody(account, await balancesOf(tx, account)) } };
      });
    },

    /** Holds a stake: player cash → player pending. Refused whole when the cash is not there. */
    reserveStake(account: WalletAccount, amount: bigint, idem: Idempotency, reference?: string) {
      const hash = requestHash('stake', { user: account.userId, currency: account.currency, book: account.book, amount: amount.toString(), reference: reference ?? null });
      return idempotent(idem, hash, async (tx) => {
        const held = await reserveIn(tx, account, amount, idem, hooks, reference);
        if (!held.ok) return held.answer;
        return { status: 201, body: { ReservationID: held.reservationId.toString(), Status: 'pending', ...balanceBody(account, held.balances) } };
      });
    },

    /**
     * The stored answer to an earlier request with this key: the same answer for the same request, a
     * 409 naming the key for another one, null for a key not used yet. Lets a caller replay a retry
     * before running checks (prices, limits) whose outcome may have changed since the first try.
     */
    async answerFor(idem: Idempotency, request: { operation: string; params: unknown }): Promise<MoneyAnswer | null> {
      const [row] = await db.query<{ request_hash: string; status_code: number; response: Record<string, unknown> }>(
        'select request_hash, status_code, response from idempotency_keys where scope = $1 and key = $2',
        [idem.scope, idem.key],
      );
      if (!row) return null;
      if (row.request_hash !== requestHash(request.operation, request.params)) return idempotencyConflict(idem.key);
      return { status: row.status_code, body: row.response };
    },

    /**
     * Runs `work` once per (scope, key) in one database transaction, with the stake operations bound
     * to that transaction: betting holds a stake and writes its ticket, or settles a stake and marks
     * its ticket, all or nothing, and a retry gets the first answer. `work` may run more than once on
     * serialization retries, so it must not touch anything outside the database.
     */
    once(idem: Idempotency, request: { operation: string; params: unknown }, work: (tx: Queryable, stakes: StakeOps) => Promise<MoneyAnswer>) {
      return idempotent(idem, requestHash(request.operation, request.params), (tx) =>
        work(tx, {
          reserve: (account, amount, reference) => reserveIn(tx, account, amount, idem, hooks, reference),
          settle: (reservationId, payout) => resolveIn(tx, reservationId, idem, { kind: 'settle', payout }),
          void: (reservationId) => resolveIn(tx, reservationId, idem, { kind: 'void' }),
          split: (reservationId, stakeUsed, payout) => splitIn(tx, reservationId, idem, stakeUsed, payout),
        }),
      );
    },

    /** Settles a pending stake: the stake goes to the house, the payout (0 for a loss) to the player. */
    settleStake(reservationId: bigint, payout: bigint, idem: Idempotency) {
      return resolve(reservationId, idem, { kind: 'settle', payout });
    },

    /** Voids a pending stake: the held money goes back to the player's cash. */
    voidStake(reservationId: bigint, idem: Idempotency) {
      return resolve(reservationId, idem, { kind: 'void' });
    },

    balances: (account: WalletAccount) => balancesOf(db, account),

    /** Looks for anything that breaks the ledger's rules; all lists empty means it is sound. */
    audit: (onlyUsers?: readonly number[]) => audit(db, onlyUsers),
  };

  function resolve(reservationId: bigint, idem: Idempotency, how: { kind: 'settle'; payout: bigint } | { kind: 'void' }) {
    const hash = requestHash(how.kind, { reservation: reservationId.toString(), payout: how.kind === 'settle' ? how.payout.toString() : null });
    return idempotent(idem, hash, async (tx) => {
      const done = await resolveIn(tx, reservationId, idem, how);
      if (!done.ok) return done.answer;
      return { status: 200, body: { ReservationID: reservationId.toString(), Status: done.status, ...balanceBody(done.account, done.balances) } };
    });
  }
}

/** The stake operations, inside a transaction the caller holds (Wallet.once). */
export type StakeOps = {
  reserve(account: WalletAccount, amount: bigint, reference?: string): Promise<StakeResult<{ reservationId: bigint }>>;
  settle(reservationId: bigint, payout: bigint): Promise<StakeResult<{ status: 'settled' | 'voided' }>>;
  void(reservationId: bigint): Promise<StakeResult<{ status: 'settled' | 'voided' }>>;
  /** Settles `stakeUsed` of a pending stake with `payout` (a partial cash-out); the rest stays held in a new reservation. */
  split(reservationId: bigint, stakeUsed: bigint, payout: bigint): Promise<StakeResult<{ reservationId: bigint }>>;
};

export type StakeResult<T> =
  | ({ readonly ok: true; readonly account: WalletAccount; readonly balances: Balances } & T)
  | { readonly ok: false; readonly answer: MoneyAnswer };

async function reserveIn(
  tx: Queryable,
  account: WalletAccount,
  amount: bigint,
  idem: Idempotency,
  hooks: StakeHooks,
  reference?: string,
): Promise<StakeResult<{ reservationId: bigint }>> {
  const refused = await hooks.stakeGuard(tx, account, amount);
  if (refused) return { ok: false, answer: refused };
  const ids = await accountIds(tx, account);
  const available = await lockedBalance(tx, ids.cash);
  if (available < amount) return { ok: false, answer: failure(409, 'InsufficientBalanceException', 'The balance is too low for this stake', 'Amount') };
  const transactionId = await post(tx, { kind: 'stake', account, idempotency: idem }, [
    [ids.cash, -amount],
    [ids.pending, amount],
  ]);
  const [row] = await tx.query<{ id: bigint }>(
    `insert into stake_reservations (user_id, currency, book, amount, reference, stake_transaction_id)
     values ($1, $2, $3, $4, $5, $6) returning id`,
    [account.userId, account.currency, account.book, amount, reference ?? null, transactionId],
  );
  await hooks.afterStake(tx, account);
  return { ok: true, account, reservationId: asBigInt(row?.id), balances: await balancesOf(tx, account) };
}

async function resolveIn(
  tx: Queryable,
  reservationId: bigint,
  idem: Idempotency,
  how: { kind: 'settle'; payout: bigint } | { kind: 'void' },
): Promise<StakeResult<{ status: 'settled' | 'voided' }>> {
  const [res] = await tx.query<{ user_id: bigint; currency: CurrencyCode; book: Book; amount: bigint; status: string }>(
    'select user_id, currency, book, amount, status from stake_reservations where id = $1 for update',
    [reservationId],
  );
  if (!res) return { ok: false, answer: failure(404, ERROR_CODES.notFound, `No stake reservation ${reservationId}`, 'ReservationID') };
  if (res.status !== 'pending') return { ok: false, answer: failure(409, ERROR_CODES.alreadyResolved, `Stake reservation ${reservationId} is already ${res.status}`, 'ReservationID') };
  const account: WalletAccount = { userId: Number(res.user_id), currency: res.currency, book: res.book };
  const ids = await accountIds(tx, account);
  const amount = asBigInt(res.amount);
  const entries: [bigint, bigint][] =
    how.kind === 'void'
      ? [
          [ids.pending, -amount],
          [ids.cash, amount],
        ]
      : [
          [ids.pending, -amount],
          [ids.betting, amount - how.payout],
          ...(how.payout > 0n ? ([[ids.cash, how.payout]] as [bigint, bigint][]) : []),
        ];
  const transactionId = await post(tx, { kind: how.kind, account, idempotency: idem }, entries);
  const status: 'settled' | 'voided' = how.kind === 'void' ? 'voided' : 'settled';
  await tx.query(
    'update stake_reservations set status = $2, payout = $3, resolve_transaction_id = $4, resolved_at = now() where id = $1',
    [reservationId, status, how.kind === 'settle' ? how.payout : null, transactionId],
  );
  return { ok: true, account, status, balances: await balancesOf(tx, account) };
}

/**
 * A partial settlement in one balanced transaction: `stakeUsed` leaves the player's pending money,
 * the player gets `payout`, the house the difference; the reservation is settled (its payout is
 * `payout`) and carries the rest of its amount to a new pending reservation of the same ticket,
 * whose stake transaction is this one. Pending money stays equal to the pending reservations.
 */
async function splitIn(tx: Queryable, reservationId: bigint, idem: Idempotency, stakeUsed: bigint, payout: bigint): Promise<StakeResult<{ reservationId: bigint }>> {
  const [res] = await tx.query<{ user_id: bigint; currency: CurrencyCode; book: Book; amount: bigint; status: string; reference: string | null; ticket_id: bigint | null }>(
    'select user_id, currency, book, amount, status, reference, ticket_id from stake_reservations where id = $1 for update',
    [reservationId],
  );
  if (!res) return { ok: false, answer: failure(404, ERROR_CODES.notFound, `No stake reservation ${reservationId}`, 'ReservationID') };
  if (res.status !== 'pending') return { ok: false, answer: failure(409, ERROR_CODES.alreadyResolved, `Stake reservation ${reservationId} is already ${res.status}`, 'ReservationID') };
  const amount = asBigInt(res.amount);
  if (stakeUsed <= 0n || stakeUsed >= amount || payout < 0n) throw new RangeError(`a split of reservation ${reservationId} must use part of its ${amount}, got ${stakeUsed}`);
  const account: WalletAccount = { userId: Number(res.user_id), currency: res.currency, book: res.book };
  const ids = await accountIds(tx, account);
  const transactionId = await post(tx, { kind: 'settle', account, idempotency: idem }, [
    [ids.pending, -stakeUsed],
    [ids.betting, stakeUsed - payout],
    ...(payout > 0n ? ([[ids.cash, payout]] as [bigint, bigint][]) : []),
  ]);
  const [rest] = await tx.query<{ id: bigint }>(
    `insert into stake_reservations (user_id, currency, book, amount, reference, stake_transaction_id, ticket_id)
     values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [account.userId, account.currency, account.book, amount - stakeUsed, res.reference, transactionId, res.ticket_id],
  );
  const restId = asBigInt(rest?.id);
  await tx.query(
    `update stake_reservations set status = 'settled', payout = $2, resolve_transaction_id = $3, resolved_at = now(), carried_to = $4 where id = $1`,
    [reservationId, payout, transactionId, restId],
  );
  return { ok: true, account, reservationId: restId, balances: await balancesOf(tx, account) };
}

export type LedgerAudit = {
  /** Transactions whose entries do not sum to zero or that have fewer than two entries. */
  readonly unbalanced: string[];
  /** Cached balances that differ from the sum of their account's entries. */
  readonly cacheMismatches: string[];
  readonly negative: string[];
  /** Transactions with entries outside their currency or book. */
  readonly mixed: string[];
};

/** Audits the whole ledger, or only the transactions and accounts of the given users. */
export async function audit(q: Queryable, onlyUsers?: readonly number[]): Promise<LedgerAudit> {
  const params = onlyUsers ? [onlyUsers.map(String)] : [];
  const txnFilter = onlyUsers ? 'where t.user_id = any($1::bigint[])' : '';
  const accFilter = onlyUsers ? 'and a.user_id = any($1::bigint[])' : '';
  const ids = async (sql: string) => (await q.query<{ id: bigint }>(sql, params)).map((r) => String(r.id));
  return {
    unbalanced: await ids(`select t.id from ledger_transactions t left join ledger_entries e on e.transaction_id = t.id ${txnFilter}
      group by t.id having coalesce(sum(e.amount), 0) <> 0 or count(e.id) < 2`),
    cacheMismatches: await ids(`select b.account_id as id from account_balances b join ledger_accounts a on a.id = b.account_id
      left join ledger_entries e on e.account_id = b.account_id where true ${accFilter}
      group by b.account_id, b.balance having b.balance <> coalesce(sum(e.amount), 0)`),
    negative: await ids(`select a.id from ledger_accounts a join ledger_entries e on e.account_id = a.id
      where not a.allow_negative ${accFilter} group by a.id having sum(e.amount) < 0`),
    mixed: await ids(`select distinct e.transaction_id as id from ledger_entries e join ledger_accounts a on a.id = e.account_id
      join ledger_transactions t on t.id = e.transaction_id where (a.currency <> t.currency or a.book <> t.book) ${accFilter}`),
  };
}

/** One stake to resolve in a batch: paid out (`payout`, 0 for a loss) or voided (the stake back). */
export type BatchResolution = {
  readonly reservationId: bigint;
  readonly account: WalletAccount;
  readonly stake: bigint;
  readonly how: { readonly kind: 'settle'; readonly payout: bigint } | { readonly kind: 'void' };
};

/**
 * Resolves many pending stakes inside the caller's transaction, set-based: a handful of
 * statements whatever the count. The money moves as `settleStake` / `voidStake` move it (pending →
 * house and player, or pending → player), but posted as ONE ledger transaction per player account
 * and kind in the batch, its entries the sums of that player's stakes and payouts: every entry row
 * costs a trigger call that updates a cached balance, ≈0.1 ms each in the embedded database, and a
 * batch of 10,000 tickets would spend seconds there (ADR 0021). Each reservation still records its
 * own payout and points at the transaction that resolved it, so every ticket's money is traceable.
 * Ledger keys are `scope`/`key`:<player>:<kind> (the caller makes `key` unique per batch).
 *
 * The players' balance rows are locked first, in account order (as single writers lock them), and
 * the balances they are left with are returned, by `balanceKey(account)`.
 *
 * Throws, rolling the caller's transaction back, when a reservation is not pending any more or is
 * not of the stake given: a stake is resolved once.
 */
export async function resolveStakesIn(tx: Queryable, scope: string, key: string, items: readonly BatchResolution[]): Promise<Map<string, Balances>> {
  const after = new Map<string, Balances>();
  if (items.length === 0) return after;
  type Group = { account: WalletAccount; kind: 'settle' | 'void'; stakes: bigint; payouts: bigint; items: BatchResolution[] };
  const groups = new Map<string, Group>();
  for (const item of items) {
    const k = `${item.account.userId}:${item.account.currency}:${item.account.book}:${item.how.kind}`;
    let group = groups.get(k);
    if (!group) groups.set(k, (group = { account: item.account, kind: item.how.kind, stakes: 0n, payouts: 0n, items: [] }));
    group.stakes += item.stake;
    group.payouts += item.how.kind === 'void' ? item.stake : item.how.payout;
    group.items.push(item);
  }
  const list = [...groups.values()];
  const users = [...new Set(list.map((g) => g.account.userId))];
  const players = await tx.query<{ id: bigint; user_id: bigint; purpose: string; currency: string; book: string; balance: bigint }>(
    `select a.id, a.user_id, a.purpose, a.currency, a.book, b.balance from ledger_accounts a join account_balances b on b.account_id = a.id
     where a.user_id = any($1::bigint[]) order by a.id for update of b`,
    [users.map(String)],
  );
  const house = await tx.query<{ id: bigint; purpose: string; currency: string; book: string }>(`select id, purpose, currency, book from ledger_accounts where user_id is null`);
  const byKey = new Map([...players, ...house.map((h) => ({ ...h, user_id: 0n }))].map((a) => [`${a.user_id}:${a.purpose}:${a.currency}:${a.book}`, asBigInt(a.id)]));
  const balanceOf = new Map(players.map((p) => [asBigInt(p.id), asBigInt(p.balance)]));
  const idOf = (account: WalletAccount, purpose: string, player: boolean) => {
    const id = byKey.get(`${player ? account.userId : 0}:${purpose}:${account.currency}:${account.book}`);
    if (id === undefined) throw new Error(`user ${account.userId} has no ${account.book} ${account.currency} ${purpose} account`);
    return id;
  };

  const groupKey = (g: Group) => `${key}:${g.account.userId}:${g.kind}`;
  const heads = await tx.query<{ id: bigint; idempotency_key: string }>(
    `insert into ledger_transactions (kind, currency, book, user_id, idempotency_scope, idempotency_key)
     select kind, currency, book, user_id, $5, key from unnest($1::text[], $2::text[], $3::text[], $4::bigint[], $6::text[]) as x (kind, currency, book, user_id, key)
     returning id, idempotency_key`,
    [list.map((g) => g.kind), list.map((g) => g.account.currency), list.map((g) => g.account.book), list.map((g) => String(g.account.userId)), scope, list.map(groupKey)],
  );
  const transactionOf = new Map(heads.map((h) => [h.idempotency_key, asBigInt(h.id)]));

  const entries: [txn: bigint, account: bigint, amount: bigint][] = [];
  for (const g of list) {
    const txn = transactionOf.get(groupKey(g))!;
    const mine: [bigint, bigint][] = [
      [idOf(g.account, 'player-pending', true), -g.stakes],
      [idOf(g.account, 'player-cash', true), g.payouts],
    ];
    if (g.kind === 'settle') mine.push([idOf(g.account, 'house-betting', false), g.stakes - g.payouts]);
    for (const [account, amount] of mine) if (amount !== 0n) entries.push([txn, account, amount]);
    const pending = idOf(g.account, 'player-pending', true);
    const cash = idOf(g.account, 'player-cash', true);
    balanceOf.set(pending, balanceOf.get(pending)! - g.stakes);
    balanceOf.set(cash, balanceOf.get(cash)! + g.payouts);
    after.set(balanceKey(g.account), { available: balanceOf.get(cash)!, pending: balanceOf.get(pending)! });
  }
  // Account order, as `post` writes them, so concurrent writers lock balances alike.
  entries.sort((a, b) => (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0));
  await tx.query('insert into ledger_entries (transaction_id, account_id, amount) select * from unnest($1::bigint[], $2::bigint[], $3::bigint[])', [
    entries.map((e) => String(e[0])),
    entries.map((e) => String(e[1])),
    entries.map((e) => String(e[2])),
  ]);

  const rows = list.flatMap((g) => g.items.map((item) => ({ item, txn: transactionOf.get(groupKey(g))! })));
  const resolved = await tx.query<{ n: bigint }>(
    `with done as (
       update stake_reservations r set status = x.status, payout = x.payout, resolve_transaction_id = x.txn, resolved_at = now()
       from unnest($1::bigint[], $2::text[], $3::bigint[], $4::bigint[], $5::bigint[]) as x (id, status, payout, txn, amount)
       where r.id = x.id and r.status = 'pending' and r.amount = x.amount
       returning 1)
     select count(*) as n from done`,
    [
      rows.map((r) => String(r.item.reservationId)),
      rows.map((r) => (r.item.how.kind === 'void' ? 'voided' : 'settled')),
      rows.map((r) => (r.item.how.kind === 'settle' ? String(r.item.how.payout) : null)),
      rows.map((r) => String(r.txn)),
      rows.map((r) => String(r.item.stake)),
    ],
  );
  const n = Number(resolved[0]?.n ?? 0);
  if (n !== items.length) throw new Error(`${items.length - n} of ${items.length} stake reservations were not pending (or not of the stake given)`);
  return after;
}

/** The key of a player's account in `resolveStakesIn`'s answer. */
export const balanceKey = (account: WalletAccount): string => `${account.userId}:${account.currency}:${account.book}`;
