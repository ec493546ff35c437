/**
 * Placing the slip and cashing out, in the worker. Each attempt carries an Idempotency-Key of its
 * own; an attempt that got no answer (the network failed) keeps its key, so pressing again cannot
 * place the same bet twice. What the house answers — the ticket, the balance, a refusal by code —
 * is folded into the views; the page only sends the command.
 */
import { BET_TYPES, cashoutAnswerSchema, placeBetAnswerSchema, type PlaceBetAnswer, type TicketWithOffer } from '../../schemas/betting.ts';
import type { OddsAcceptance } from '../../domain/bet-maths.ts';
import type { CashoutError } from '../../domain/cashout.ts';
import type { PlacementFailure } from './contract.ts';
import type { Placement } from './betslip.ts';
import type { PlannedBet } from './betslip-view.ts';
import type { HouseAnswer, HouseApi } from './house-api.ts';

export { createHouseApi, offlineHouse } from './house-api.ts';

/** Keys of attempts that got no answer, by what they asked: reused when the same thing is asked again. */
function createKeys() {
  const unanswered = new Map<string, string>();
  return {
    async attempt<T>(signature: string, send: (key: string) => Promise<HouseAnswer<T>>): Promise<HouseAnswer<T>> {
      const key = unanswered.get(signature) ?? crypto.randomUUID();
      const answer = await send(key);
      if (!answer.ok && answer.status === 0) unanswered.set(signature, key);
      else unanswered.delete(signature);
      return answer;
    },
  };
}

const failureOf = (answer: Extract<HouseAnswer<unknown>, { ok: false }>, about: string | null): PlacementFailure => ({
  about,
  code: answer.error?.error ?? 'network',
  field: answer.error?.field ?? null,
});

export type PlacementEffects = {
  /** A bet was taken: its selection(s) leave the slip, and the ticket joins the player's bets. */
  readonly placed: (bet: PlannedBet, ticket: PlaceBetAnswer) => void;
  /** The placement state changed: the views are refreshed. */
  readonly changed: (placement: Placement) => void;
};

export function createBetPlacement(house: HouseApi, effects: PlacementEffects) {
  const keys = createKeys();
  let placement: Placement = { placing: false, failures: [], placed: 0, balance: null };

  const set = (next: Partial<Placement>) => effects.changed((placement = { ...placement, ...next }));

  function body(bet: PlannedBet, acceptance: OddsAcceptance) {
    return {
      BetType: bet.mode === 'combo' ? BET_TYPES.combo : BET_TYPES.single,
      Stake: bet.stake,
      OddsAcceptance: acceptance,
      Selections: bet.selections.map((s) => ({ MatchID: s.matchId, MarketID: s.marketId, OddID: s.outcomeId, Odds: s.shownPrice })),
    };
  }

  return {
    get state(): Placement {
      return placement;
    },
    /** Sends the bets one after another (each its own ticket); refusals are kept, by bet, with their codes. */
    async place(bets: readonly PlannedBet[], acceptance: OddsAcceptance): Promise<void> {
      set({ placing: true, failures: [], placed: 0 });
      const failures: PlacementFailure[] = [];
      let placed = 0;
      let balance = placement.balance;
      for (const bet of bets) {
        const request = body(bet, acceptance);
        const answer = await keys.attempt(JSON.stringify(request), (key) => house.post('/api/betting/place', request, key, placeBetAnswerSchema));
        if (!answer.ok) {
          failures.push(failureOf(answer, bet.about));
          continue;
        }
        placed++;
        balance = { availableMinor: answer.value.BalanceMinor, pendingMinor: answer.value.PendingMinor, currency: answer.value.Currency };
        effects.placed(bet, answer.value);
      }
      set({ placing: false, failures, placed, balance });
    },
    /** Asks the house to cash a ticket out at the offer shown; null when it took the request. */
    async cashOut(ticket: TicketWithOffer): Promise<CashoutError | null> {
      const offer = ticket.CashoutOffer;
      if (!offer || offer.Amount === null) return 'no-cashout-offer';
      const request = { TicketID: ticket.TicketID, Amount: offer.Amount, CashoutOddsValues: offer.CashoutOddsValues };
      const answer = await keys.attempt(JSON.stringify(request), (key) => house.post('/api/betting/cashout', request, key, cashoutAnswerSchema));
      return answer.ok ? null : (answer.error?.error ?? 'network');
    },
  };
}

export type BetPlacement = ReturnType<typeof createBetPlacement>;
