/**
 * Sending bets and cash-outs to the house. Every money-moving request carries an Idempotency-Key
 * (fresh per bet); a retry of the same attempt after a network failure reuses its key, so the
 * house takes the bet once however often the player presses the button.
 */
import { BET_TYPES, type BetType, type CashoutOffer, type Ticket } from '../../../schemas/betting.ts';
import type { OddsAcceptance } from '../../../domain/bet-maths.ts';
import { api, ApiFailure } from '../../store/session.ts';
import type { BetslipSelection } from '../../../workers/feed/betslip.ts';

export type BetRequest = {
  readonly betType: BetType;
  readonly stake: string;
  readonly acceptance: OddsAcceptance;
  readonly selections: readonly BetslipSelection[];
};

export type PlaceResult = { readonly ok: true; readonly ticket: Ticket } | { readonly ok: false; readonly failure: ApiFailure };

/** Keys of attempts that failed without an answer (network): reused when the same bet is sent again. */
const unanswered = new Map<string, string>();

function signature(bet: BetRequest): string {
  return JSON.stringify([bet.betType, bet.stake, bet.acceptance, bet.selections.map((s) => [s.matchId, s.marketId, s.outcomeId, s.shownPrice])]);
}

export async function placeBet(bet: BetRequest): Promise<PlaceResult> {
  const sig = signature(bet);
  const key = unanswered.get(sig) ?? crypto.randomUUID();
  const body = {
    BetType: bet.betType,
    Stake: bet.stake,
    OddsAcceptance: bet.acceptance,
    Selections: bet.selections.map((s) => ({ MatchID: s.matchId, MarketID: s.marketId, OddID: s.outcomeId, Odds: s.shownPrice })),
  };
  try {
    const ticket = await api<Ticket>('POST', '/api/betting/place', body, { headers: { 'Idempotency-Key': key } });
    unanswered.delete(sig);
    return { ok: true, ticket };
  } catch (error) {
    const failure = error instanceof ApiFailure ? error : new ApiFailure(0, null);
    if (failure.status === 0) unanswered.set(sig, key);
    else unanswered.delete(sig);
    return { ok: false, failure };
  }
}

export const isCombo = (type: BetType) => type === BET_TYPES.combo;

const cashoutKeys = new Map<string, string>();

/** POST /api/betting/cashout with the offer the player saw; the outcome arrives on the cashout topic. */
export async function requestCashout(ticketId: string, offer: CashoutOffer & { Amount: string }): Promise<void> {
  const sig = `${ticketId}:${offer.Amount}:${offer.CashoutOddsValues.join(',')}`;
  const key = cashoutKeys.get(sig) ?? crypto.randomUUID();
  try {
    await api('POST', '/api/betting/cashout', { TicketID: ticketId, Amount: offer.Amount, CashoutOddsValues: offer.CashoutOddsValues }, { headers: { 'Idempotency-Key': key } });
    cashoutKeys.delete(sig);
  } catch (error) {
    if (error instanceof ApiFailure && error.status === 0) cashoutKeys.set(sig, key);
    else cashoutKeys.delete(sig);
    throw error;
  }
}
