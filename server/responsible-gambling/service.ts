/**
 * Responsible gambling at the house (issue #18, ADR 0034): the player's own deposit and loss limits,
 * the reality check's interval and breaks. The limits and breaks hold at the house, not only on the
 * page: the cashier asks `depositGuard` inside the transaction that records a deposit, and the
 * wallet asks `stakeGuard` inside the one that holds a stake, each under a lock on the player's
 * limits, so parallel requests cannot together pass a limit. The rules are domain/player-limits.ts.
 */
import { changeLimit, effectiveLimit, exclusionEnd, headroom, NO_LIMIT, PERIOD_MS, settledLimit, type StoredLimit } from '../../domain/player-limits.ts';
import { paymentStatusGroup } from '../../domain/payment-status.ts';
import { PAYMENT_STATUS_CODES } from '../../schemas/cashier.ts';
import { ERROR_CODES } from '../../schemas/errors.ts';
import {
  LIMIT_KINDS,
  LIMIT_PERIODS,
  type ExclusionKind,
  type ExclusionRequest,
  type LimitChange,
  type LimitKind,
  type LimitPeriod,
  type Protections,
} from '../../schemas/responsible-gambling.ts';
import { fromMinorUnits, toMinorUnits } from '../../schemas/wallet.ts';
import type { Db, Queryable } from '../db/db.ts';
import { failure, type MoneyAnswer, type MoneyGuard, type WalletAccount } from '../wallet/ledger.ts';

export type ProtectionsDeps = { readonly db: Db; readonly now?: () => number };
export type Protector = ReturnType<typeof createProtections>;

type LimitRow = { kind: LimitKind; period: LimitPeriod; amount: bigint | null; next_amount: bigint | null; next_at: Date | null };

/** Deposits that count against a deposit limit: those not refused, failed or cancelled. */
const COUNTED_DEPOSIT_STATUSES = PAYMENT_STATUS_CODES.filter((s) => ['pending', 'completed'].includes(paymentStatusGroup(s)));

const PERIOD_WORDS: Record<LimitPeriod, string> = { day: 'daily', week: 'weekly', month: 'monthly' };

const big = (value: unknown): bigint | null => (value === null || value === undefined ? null : BigInt(value as string | number | bigint));
const stored = (row: LimitRow | undefined): StoredLimit =>
  row ? { amount: big(row.amount), next: row.next_at === null ? null : { amount: big(row.next_amount), at: new Date(row.next_at).getTime() } } : NO_LIMIT;

export function createProtections(deps: ProtectionsDeps) {
  const { db } = deps;
  const now = deps.now ?? Date.now;

  async function limitRows(q: Queryable, userId: number, kind?: LimitKind, lock = false): Promise<LimitRow[]> {
    return q.query<LimitRow>(
      `select kind, period, amount, next_amount, next_at from player_limits where user_id = $1 ${kind ? 'and kind = $2' : ''} ${lock ? 'for update' : ''}`,
      kind ? [userId, kind] : [userId],
    );
  }

  /** What the player has deposited, or lost (stakes less returns, never below zero), since `since`. */
  async function used(q: Queryable, account: WalletAccount, kind: LimitKind, since: number): Promise<bigint> {
    if (kind === 'deposit') {
      const [row] = await q.query<{ total: bigint | null }>(
        `select sum(amount) as total from payments where user_id = $1 and direction = 'deposit' and status = any($2) and created_at > $3`,
        [account.userId, COUNTED_DEPOSIT_STATUSES, new Date(since)],
      );
      return big(row?.total) ?? 0n;
    }
    const [row] = await q.query<{ total: bigint | null }>(
      `select sum(e.amount) as total from ledger_entries e
         join ledger_accounts a on a.id = e.account_id
         join ledger_transactions t on t.id = e.transaction_id
       where a.user_id = $1 and a.purpose = 'player-cash' and a.book = 'real' and t.kind in ('stake', 'settle', 'void') and t.created_at > $2`,
      [account.userId, new Date(since)],
    );
    const net = big(row?.total) ?? 0n;
    return net < 0n ? -net : 0n;
  }

  async function activeExclusion(q: Queryable, userId: number): Promise<{ kind: ExclusionKind; until: Date } | null> {
    const [row] = await q.query<{ kind: ExclusionKind; until: Date }>(
      `select kind, until from player_exclusions where user_id = $1 and until > $2 order by until desc limit 1`,
      [userId, new Date(now())],
    );
    return row ? { kind: row.kind, until: new Date(row.until) } : null;
  }

  const excludedAnswer = (until: Date) =>
    failure(403, ERROR_CODES.accountExcluded, `You are taking a break until ${until.toISOString()}: no deposits or bets until then`, 'session');

  /** Refuses `amount` when the player is on a break or it would pass one of their `kind` limits. */
  async function guard(tx: Queryable, account: WalletAccount, amount: bigint, kind: LimitKind): Promise<MoneyAnswer | null> {
    const excluded = await activeExclusion(tx, account.userId);
    if (excluded) return excludedAnswer(excluded.until);
    if (account.book !== 'real') return null;
    const at = now();
    // Locked: a parallel deposit or stake of this player waits here and then counts this one.
    for (const row of await limitRows(tx, account.userId, kind, true)) {
      const left = headroom(effectiveLimit(stored(row), at), await used(tx, account, kind, at - PERIOD_MS[row.period]));
      if (left !== null && amount > left) {
        const code = kind === 'deposit' ? ERROR_CODES.depositLimit : ERROR_CODES.lossLimit;
        return failure(409, code, `Amount: your ${PERIOD_WORDS[row.period]} ${kind} limit leaves ${fromMinorUnits(left, account.currency)}`, 'Amount');
      }
    }
    return null;
  }

  async function view(account: WalletAccount, tokenHash: string | null): Promise<Protections> {
    const at = now();
    const rows = await limitRows(db, account.userId);
    const limits = [];
    for (const kind of LIMIT_KINDS) {
      for (const period of LIMIT_PERIODS) {
        const limit = settledLimit(stored(rows.find((r) => r.kind === kind && r.period === period)), at);
        const money = (minor: bigint | null) => (minor === null ? null : fromMinorUnits(minor, account.currency));
        limits.push({
          Kind: kind,
          Period: period,
          Amount: money(limit.amount),
          Used: fromMinorUnits(await used(db, account, kind, at - PERIOD_MS[period]), account.currency),
          Next: limit.next === null ? null : { Amount: money(limit.next.amount), At: new Date(limit.next.at).toISOString() },
        });
      }
    }
    const [user] = await db.query<{ reality_check_minutes: number | null }>('select reality_check_minutes from users where id = $1', [account.userId]);
    const [session] = tokenHash ? await db.query<{ created_at: Date }>('select created_at from sessions where token_hash = $1', [tokenHash]) : [];
    const excluded = await activeExclusion(db, account.userId);
    return {
      Currency: account.currency,
      Limits: limits,
      RealityCheckMinutes: user?.reality_check_minutes ?? null,
      SessionStartedAt: new Date(session?.created_at ?? at).toISOString(),
      Exclusion: excluded ? { Kind: excluded.kind, Until: excluded.until.toISOString() } : null,
    };
  }

  return {
    view,

    /** Sets or removes one limit: tighter at once, looser after the cooling-off (domain/player-limits.ts). */
    async setLimit(account: WalletAccount, change: LimitChange, tokenHash: string | null): Promise<MoneyAnswer> {
      let requested: bigint | null = null;
      if (change.Amount !== null) {
        const amount = toMinorUnits(change.Amount, account.currency);
        if (!amount.ok) return failure(400, ERROR_CODES.invalid, `Amount: ${amount.message}`, 'Amount');
        if (amount.minor <= 0n) return failure(400, ERROR_CODES.invalid, 'Amount: must be more than zero, or null to remove the limit', 'Amount');
        requested = amount.minor;
      }
      await db.transaction(async (tx) => {
        const [row] = await tx.query<LimitRow>(
          `select kind, period, amount, next_amount, next_at from player_limits where user_id = $1 and kind = $2 and period = $3 for update`,
          [account.userId, change.Kind, change.Period],
        );
        const next = changeLimit(stored(row), requested, now());
        await tx.query(
          `insert into player_limits (user_id, kind, period, amount, next_amount, next_at) values ($1, $2, $3, $4, $5, $6)
           on conflict (user_id, kind, period) do update set amount = $4, next_amount = $5, next_at = $6, updated_at = now()`,
          [account.userId, change.Kind, change.Period, next.amount, next.next?.amount ?? null, next.next ? new Date(next.next.at) : null],
        );
      });
      return { status: 200, body: await view(account, tokenHash) };
    },

    async setRealityCheck(account: WalletAccount, minutes: number | null, tokenHash: string | null): Promise<MoneyAnswer> {
      await db.query('update users set reality_check_minutes = $2 where id = $1', [account.userId, minutes]);
      return { status: 200, body: await view(account, tokenHash) };
    },

    /** Starts a break, after the password; it cannot be ended early, and a shorter one changes nothing. */
    async exclude(account: WalletAccount, request: ExclusionRequest, passwordOk: (password: string) => Promise<boolean>, tokenHash: string | null): Promise<MoneyAnswer> {
      if (!(await passwordOk(request.Password))) return failure(400, ERROR_CODES.invalidCredentials, 'Password: is wrong', 'Password');
      await db.query('insert into player_exclusions (user_id, kind, until) values ($1, $2, $3)', [account.userId, request.Kind, new Date(exclusionEnd(request.Duration, now()))]);
      return { status: 200, body: await view(account, tokenHash) };
    },

    /** For bonuses and anything else a player on a break may not start. */
    breakGuard: (async (tx, account) => {
      const excluded = await activeExclusion(tx, account.userId);
      return excluded ? excludedAnswer(excluded.until) : null;
    }) satisfies MoneyGuard,
    /** For the cashier, inside the deposit's transaction: a break or a deposit limit refuses it. */
    depositGuard: ((tx, account, amount) => guard(tx, account, amount, 'deposit')) satisfies MoneyGuard,
    /** For the wallet, inside the stake's transaction: a break or a loss limit refuses it. */
    stakeGuard: ((tx, account, amount) => guard(tx, account, amount, 'loss')) satisfies MoneyGuard,
  };
}
