/**
 * The cashier's calls to the house: a deposit or a withdrawal (with its Idempotency-Key), a payment
 * followed until it ends, and the player's payments, kept in a valtio proxy while a screen
 * watches them, with a withdrawal's cancel. Answers are checked against their schemas before the page sees them.
 */
import { proxy } from 'valtio';
import { depositMethodsAnswerSchema, paymentAnswerSchema, paymentsAnswerSchema, type DepositRequest, type Payment, type WithdrawalRequest } from '../../schemas/cashier.ts';
import { IDEMPOTENCY_HEADER } from '../../schemas/accounts.ts';
import { HOUSE_ERRORS, type ErrorCode } from '../../schemas/errors.ts';
import { check } from '../../schemas/validate.ts';
import { getChecked } from './checked-get.ts';
import { failureCode } from './loaded-state.ts';
import { api, ApiFailure, refreshUser } from './session.ts';

/** How often a pending payment is asked about. */
const FOLLOW_MS = 1000;
/** How often the payments are read while a crypto address waits for transfers. */
const POLL_MS = 3000;
/** How many of the player's latest withdrawals the Withdraw tab lists. */
const WITHDRAWALS_SHOWN = 10;

async function postPayment(path: string, request: unknown, idempotencyKey?: string): Promise<Payment> {
  const headers = idempotencyKey === undefined ? {} : { [IDEMPOTENCY_HEADER]: idempotencyKey };
  const body = await api<unknown>('POST', path, request, { headers });
  const parsed = check(paymentAnswerSchema, body);
  if (!parsed.ok) throw new ApiFailure(200, { error: HOUSE_ERRORS.internal, message: `${path}: ${parsed.error.message}` });
  return parsed.value.Payment;
}

/** ENT-29: the deposit methods the house offers the player, in order. */
export const depositMethods = () => getChecked('/api/cashier/deposit-methods', {}, depositMethodsAnswerSchema);

export function startDeposit(request: DepositRequest, idempotencyKey: string): Promise<Payment> {
  return postPayment('/api/cashier/deposits', request, idempotencyKey);
}

/**
 * Asks about a payment until it has ended, telling `onChange` each status; once it has, the
 * player's balance is read again (a completed deposit is in it). Stops early when `signal` aborts.
 */
export async function followPayment(paymentId: string, onChange: (payment: Payment) => void, signal: AbortSignal): Promise<void> {
  while (!signal.aborted) {
    const { Payment: payment } = await getChecked(`/api/cashier/payments/${paymentId}`, {}, paymentAnswerSchema);
    if (signal.aborted) return;
    onChange(payment);
    if (payment.StatusGroup !== 'pending') {
      await refreshUser();
      return;
    }
    await new Promise((resume) => setTimeout(resume, FOLLOW_MS));
  }
}

export type PaymentsState = {
  /** The player's latest payments, newest first; null until the first answer. */
  list: readonly Payment[] | null;
  /** Why the last read failed, or null. */
  code: ErrorCode | 'network' | null;
};

export const paymentsState = proxy<PaymentsState>({ list: null, code: null });

/** The latest withdrawals among `list`, for the Withdraw tab. */
export const withdrawalsOf = (list: readonly Payment[]): readonly Payment[] => list.filter((p) => p.Direction === 'withdrawal').slice(0, WITHDRAWALS_SHOWN);

/** The crypto deposits of `coin` among `list`, for its address screen. */
export const cryptoDepositsOf = (list: readonly Payment[], coin: string): readonly Payment[] => list.filter((p) => p.Direction === 'deposit' && p.Crypto?.Coin === coin);

let watchers = 0;
/** Watchers that want the list read every few seconds even with nothing pending (a crypto address waits for transfers). */
let pollers = 0;
let looping = false;
let wakeUp: (() => void) | null = null;
/** Set by a wake that comes while a read is under way: that read may predate what changed. */
let stale = false;
const wake = () => {
  stale = true;
  wakeUp?.();
};

const pendingIds = (list: readonly Payment[] | null) => new Set((list ?? []).filter((p) => p.StatusGroup === 'pending').map((p) => p.PaymentID));

/** Reads the payments; when one that was pending has ended, the balance is read again too. */
async function loadPayments(): Promise<void> {
  const before = pendingIds(paymentsState.list);
  try {
    const { Payments } = await getChecked('/api/cashier/payments', {}, paymentsAnswerSchema);
    Object.assign(paymentsState, { list: Payments, code: null });
    const after = pendingIds(Payments);
    if ([...before].some((id) => !after.has(id))) await refreshUser();
  } catch (error) {
    paymentsState.code = failureCode(error);
  }
}

async function followPayments(): Promise<void> {
  looping = true;
  try {
    while (watchers > 0) {
      stale = false;
      await loadPayments();
      if (stale) continue;
      const soon = paymentsState.code !== null || pendingIds(paymentsState.list).size > 0;
      await new Promise<void>((resume) => {
        wakeUp = resume;
        if (soon) setTimeout(resume, FOLLOW_MS);
        else if (pollers > 0) setTimeout(resume, POLL_MS);
      });
      wakeUp = null;
    }
  } finally {
    looping = false;
  }
}

/**
 * Keeps paymentsState up to date while at least one screen watches it: read now, then every second
 * while one is pending or the read failed, every few seconds while a `poll` watcher waits for
 * payments to arrive, and at once after a withdrawal or a cancel. Returns the unwatch.
 */
export function watchPayments(options: { readonly poll?: boolean } = {}): () => void {
  watchers += 1;
  if (options.poll) pollers += 1;
  if (looping) wake();
  else void followPayments();
  return () => {
    watchers -= 1;
    if (options.poll) pollers -= 1;
    wake();
  };
}

/** Reads the payments again now (a retry after a failed read). */
export const reloadPayments = wake;

/** VAL-27: a withdrawal; its amount leaves the balance at once, so the balance is read again. */
export async function startWithdrawal(request: WithdrawalRequest, idempotencyKey: string): Promise<Payment> {
  const payment = await postPayment('/api/cashier/withdrawals', request, idempotencyKey);
  await refreshUser();
  wake();
  return payment;
}

/** STA-34: calls off a pending withdrawal; its amount comes back to the balance. */
export async function cancelWithdrawal(paymentId: string): Promise<{ readonly ok: true } | { readonly ok: false; readonly code: ErrorCode | 'network' }> {
  try {
    await postPayment(`/api/cashier/withdrawals/${encodeURIComponent(paymentId)}/cancel`, {});
  } catch (error) {
    wake();
    return { ok: false, code: failureCode(error) };
  }
  await refreshUser();
  wake();
  return { ok: true };
}
