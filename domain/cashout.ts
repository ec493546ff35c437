/**
 * Cash-out state of the player's tickets (SPEC STA-37..41, ENM-11), as a pure reducer over what
 * the player does, what the house answers and what the per-user cashout feed reports.
 */

/** Cashout feed statuses (ENM-11); the feed may carry others (delayed, …). */
export const CASHOUT_FEED_STATUS = { pending: 0, accepted: 1, declined: 2 } as const;

export const CASHOUT_DEFAULT_ERROR = 'Something went wrong...';
export const CASHOUT_DECLINED_ERROR = 'Cashout is declined';

export type TicketCashout = {
  readonly processing: boolean;
  readonly error: string | null;
  /** The amount cashed out, once the feed accepted it. */
  readonly cashedOut: number | null;
};

export type CashoutAction =
  | { readonly type: 'started'; readonly ticketId: string }
  | { readonly type: 'rejected'; readonly ticketId: string; readonly message?: string | undefined }
  | { readonly type: 'feed'; readonly ticketId: string; readonly status: number; readonly amount: number };

export type CashoutState = Readonly<Record<string, TicketCashout>>;

const idle: TicketCashout = { processing: false, error: null, cashedOut: null };

export function cashoutReducer(state: CashoutState, action: CashoutAction): CashoutState {
  const ticket = state[action.ticketId] ?? idle;
  switch (action.type) {
    case 'started': // STA-37
      return { ...state, [action.ticketId]: { ...ticket, processing: true, error: null } };
    case 'rejected': // STA-38
      return { ...state, [action.ticketId]: { ...ticket, processing: false, error: action.message || CASHOUT_DEFAULT_ERROR } };
    case 'feed':
      if (action.status === CASHOUT_FEED_STATUS.accepted) {
        return { ...state, [action.ticketId]: { ...ticket, processing: false, cashedOut: action.amount } }; // STA-39
      }
      if (action.status === CASHOUT_FEED_STATUS.declined) {
        return { ...state, [action.ticketId]: { ...ticket, processing: false, error: CASHOUT_DECLINED_ERROR } }; // STA-40
      }
      return { ...state, [action.ticketId]: { ...ticket, processing: false } }; // STA-41
  }
}
