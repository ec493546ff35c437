/**
 * Cash-out state of the player's tickets (SPEC STA-37..41, ENM-11), as a pure reducer over what
 * the player does, what the house answers and what the per-user cashout feed reports.
 */

import type { ErrorCode } from '../schemas/errors.ts';

/** Cashout feed statuses (ENM-11); the feed may carry others (delayed, …). */
export const CASHOUT_FEED_STATUS = { pending: 0, accepted: 1, declined: 2 } as const;

/**
 * Why a cash-out did not happen, as a code the page translates: the feed declined it (ERR-15), the
 * house refused the request with one of its codes, the network failed, or none of these was said
 * (`failed`, ERR-14's "Something went wrong").
 */
export type CashoutError = 'failed' | 'declined' | 'network' | ErrorCode;

export type TicketCashout = {
  readonly processing: boolean;
  readonly error: CashoutError | null;
  /** The amount cashed out, once the feed accepted it. */
  readonly cashedOut: number | null;
};

export type CashoutAction =
  | { readonly type: 'started'; readonly ticketId: string }
  | { readonly type: 'rejected'; readonly ticketId: string; readonly code?: CashoutError | undefined }
  /** A request that needs no feed status (an auto cash-out target the house took): only clears processing and errors. */
  | { readonly type: 'done'; readonly ticketId: string }
  /** `partial`: an accepted partial cash-out, after which the ticket stays open (it carries its own record of it). */
  | { readonly type: 'feed'; readonly ticketId: string; readonly status: number; readonly amount: number; readonly partial?: boolean };

export type CashoutState = Readonly<Record<string, TicketCashout>>;

const idle: TicketCashout = { processing: false, error: null, cashedOut: null };

export function cashoutReducer(state: CashoutState, action: CashoutAction): CashoutState {
  const ticket = state[action.ticketId] ?? idle;
  switch (action.type) {
    case 'started': // STA-37
      return { ...state, [action.ticketId]: { ...ticket, processing: true, error: null } };
    case 'rejected': // STA-38
      return { ...state, [action.ticketId]: { ...ticket, processing: false, error: action.code ?? 'failed' } };
    case 'done':
      return { ...state, [action.ticketId]: { ...ticket, processing: false, error: null } };
    case 'feed':
      if (action.status === CASHOUT_FEED_STATUS.accepted && action.partial) {
        return { ...state, [action.ticketId]: { ...ticket, processing: false, error: null } }; // STA-39, the rest stays open
      }
      if (action.status === CASHOUT_FEED_STATUS.accepted) {
        return { ...state, [action.ticketId]: { ...ticket, processing: false, cashedOut: action.amount } }; // STA-39
      }
      if (action.status === CASHOUT_FEED_STATUS.declined) {
        return { ...state, [action.ticketId]: { ...ticket, processing: false, error: 'declined' } }; // STA-40
      }
      return { ...state, [action.ticketId]: { ...ticket, processing: false } }; // STA-41
  }
}
