/**
 * Placing the slip and cashing out, in the worker. Each attempt carries an Idempotency-Key of its
 * own; an attempt that got no answer (the network failed) keeps its key, so pressing again cannot
 * place the same bet twice. What the house answers — the ticket, the balance, a refusal by code —
 * is folded into the views; the page only sends the command.
 */
import {
  autoCashoutAnswerSchema,
  bettingLimitsSchema,
  cashoutAnswerSchema,
  oddsAcceptanceSettingSchema,
  placeBetAnswerSchema,
  traderOfferDeclinedSchema,
  traderOfferRefusalSchema,
  type BettingLimits,
  type PlaceBetAnswer,
  type TicketWithOffer,
} from '../../schemas/betting.ts';
import { ERROR_CODES, type ErrorCode } from '../../schemas/errors.ts';
import { check } from '../../schemas/validate.ts';
import type { CurrencyCode } from '../../schemas/wallet.ts';
import type { OddsAcceptance } from '../../domain/bet-maths.ts';
import type { CashoutError } from '../../domain/cashout.ts';
import type { PlacementFailure, SlipTraderOffer } from './contract.ts';
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

/** The trader offer a refusal carries (ADR 0027), with the house's id for it; null when it carries none. */
function traderOfferIn(answer: Extract<HouseAnswer<unknown>, { ok: false }>, now: number): { readonly id: string | null; readonly offer: SlipTraderOffer } | null {
  const read = check(traderOfferRefusalSchema, answer.body);
  if (!read.ok || !answer.error) return null;
  const o = read.value.TraderOffer;
  return {
    id: o.OfferID,
    offer: {
      refusal: answer.error.error,
      unavailable: o.Error,
      stake: o.Stake,
      stakes: o.Stakes ?? null,
      potentialReturn: o.PotentialPayout,
      expiresAt: o.ExpiresInMs === null ? null : now + o.ExpiresInMs,
      state: 'open',
    },
  };
}

/** Answers to an acceptance that mean the offer is gone for good. */
const OFFER_GONE: ReadonlySet<ErrorCode | 'network'> = new Set([ERROR_CODES.traderOfferClosed, ERROR_CODES.notFound]);

export type PlacementEffects = {
  /** A bet was taken: its selection(s) leave the slip, and the ticket joins the player's bets. */
  readonly placed: (bet: PlannedBet, ticket: PlaceBetAnswer) => void;
  /** The placement state changed: the views are refreshed. */
  readonly changed: (placement: Placement) => void;
};

type OfferSlipContext = {
  readonly house: HouseApi;
  readonly keys: ReturnType<typeof createKeys>;
  readonly effects: PlacementEffects;
  readonly now: () => number;
  readonly get: () => Placement;
  readonly set: (next: Partial<Placement>) => void;
};

/** The slip's trader offer (ADR 0027): held with its expiry, accepted (a placement at the offered stake) or declined. */
function createOfferSlip({ house, keys, effects, now, get, set }: OfferSlipContext) {
  /** The bet the trader offer is for, and the house's id of the offer (null: no offer for its type). */
  let offered: { readonly bet: PlannedBet; readonly id: string | null } | null = null;
  let expiry: ReturnType<typeof setTimeout> | undefined;

  /** Holds the house's offer for `bet` (or none), and marks it expired when its time runs out. */
  function hold(bet: PlannedBet | null, found: ReturnType<typeof traderOfferIn>): void {
    clearTimeout(expiry);
    offered = bet && found ? { bet, id: found.id } : null;
    if (found?.offer.expiresAt != null) {
      const id = found.id;
      expiry = setTimeout(() => {
        const offer = get().traderOffer;
        if (offered?.id === id && offer?.state === 'open') set({ traderOffer: { ...offer, state: 'expired' } });
      }, Math.max(0, found.offer.expiresAt - now()));
    }
  }

  return {
    hold,
    /**
     * Takes the trader offer: the house places its ticket at the offered stake. Placed, the slip
     * shows it as any placed bet; expired, the offer says so; another refusal is shown as such.
     */
    async accept(): Promise<'no-offer' | 'refused' | null> {
      const held = offered;
      const offer = get().traderOffer;
      if (!held || held.id === null || offer?.state !== 'open') return 'no-offer';
      set({ placing: true, failures: [], placed: 0, traderOffer: { ...offer, state: 'accepting' } });
      const request = { OfferID: held.id };
      const answer = await keys.attempt(`offer:${held.id}`, (key) => house.post('/api/betting/offer/accept', request, key, placeBetAnswerSchema));
      if (answer.ok) {
        hold(null, null);
        effects.placed(held.bet, answer.value);
        const balance = { availableMinor: answer.value.BalanceMinor, pendingMinor: answer.value.PendingMinor, currency: answer.value.Currency };
        set({ placing: false, failures: [], placed: 1, balance, traderOffer: null });
        return null;
      }
      const failure = failureOf(answer, held.bet.about);
      const again = traderOfferIn(answer, now());
      if (again) {
        // The prices moved past a limit again: the house's new offer replaces this one.
        hold(held.bet, again);
        set({ placing: false, traderOffer: again.offer });
      } else if (failure.code === ERROR_CODES.traderOfferExpired) {
        set({ placing: false, traderOffer: { ...offer, state: 'expired' } });
      } else if (OFFER_GONE.has(failure.code)) {
        hold(null, null);
        set({ placing: false, failures: [failure], traderOffer: null });
      } else {
        set({ placing: false, failures: [failure], traderOffer: { ...offer, state: 'open' } });
      }
      return 'refused';
    },
    /** Turns the offer down (the house forgets it) or puts an expired one away. */
    async decline(): Promise<void> {
      const held = offered;
      hold(null, null);
      const wasOpen = get().traderOffer?.state === 'open';
      set({ traderOffer: null });
      // Nothing to tell the house about an expired offer or one it never made; a lost request leaves it to expire.
      if (held?.id && wasOpen) await house.post('/api/betting/offer/decline', { OfferID: held.id }, crypto.randomUUID(), traderOfferDeclinedSchema);
    },
  };
}

export function createBetPlacement(house: HouseApi, effects: PlacementEffects, now: () => number = Date.now) {
  const keys = createKeys();
  let placement: Placement = { placing: false, failures: [], placed: 0, balance: null, traderOffer: null };
  const set = (next: Partial<Placement>) => effects.changed((placement = { ...placement, ...next }));
  const offers = createOfferSlip({ house, keys, effects, now, get: () => placement, set });

  /** The placement body (schemas/betting.ts placeBetSchema): only the fields the bet type takes. */
  function body(bet: PlannedBet, acceptance: OddsAcceptance) {
    return {
      BetType: bet.betType,
      ...(bet.stake !== undefined ? { Stake: bet.stake } : {}),
      ...(bet.stakes ? { Stakes: bet.stakes } : {}),
      ...(bet.systemSizes ? { SystemSizes: bet.systemSizes } : {}),
      ...(bet.bankers ? { Bankers: bet.bankers } : {}),
      ...(bet.teaserTypeId !== undefined ? { TeaserTypeID: bet.teaserTypeId } : {}),
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
      offers.hold(null, null);
      set({ placing: true, failures: [], placed: 0, traderOffer: null });
      const failures: PlacementFailure[] = [];
      let placed = 0;
      let balance = placement.balance;
      let traderOffer: SlipTraderOffer | null = null;
      for (const bet of bets) {
        const request = body(bet, acceptance);
        const answer = await keys.attempt(JSON.stringify(request), (key) => house.post('/api/betting/place', request, key, placeBetAnswerSchema));
        if (!answer.ok) {
          // A stake over a maximum: the house's trader offer answers it (ADR 0027), shown instead of the bare refusal.
          const offer = traderOfferIn(answer, now());
          if (offer) {
            offers.hold(bet, offer);
            traderOffer = offer.offer;
          } else failures.push(failureOf(answer, bet.about));
          continue;
        }
        placed++;
        balance = { availableMinor: answer.value.BalanceMinor, pendingMinor: answer.value.PendingMinor, currency: answer.value.Currency };
        effects.placed(bet, answer.value);
      }
      set({ placing: false, failures, placed, balance, traderOffer });
    },
    /** Takes the trader offer: the house places its ticket at the offered stake. */
    acceptOffer: () => offers.accept(),
    /** Turns the offer down (the house forgets it) or puts an expired one away. */
    declineOffer: () => offers.decline(),
    /** Asks the house to cash a ticket out at the offer shown; null when it took the request. */
    async cashOut(ticket: TicketWithOffer, partial?: string): Promise<CashoutError | null> {
      const offer = ticket.CashoutOffer;
      if (!offer || offer.Amount === null) return 'no-cashout-offer';
      const request = { TicketID: ticket.TicketID, Amount: offer.Amount, CashoutOddsValues: offer.CashoutOddsValues, ...(partial === undefined ? {} : { PartialAmount: partial }) };
      const answer = await keys.attempt(JSON.stringify(request), (key) => house.post('/api/betting/cashout', request, key, cashoutAnswerSchema));
      return answer.ok ? null : (answer.error?.error ?? 'network');
    },
    /** Asks the house to cash a ticket out by itself at `target` (null: not at all); it moves no money, so it needs no key of its own. */
    async setAutoCashout(ticketId: string, target: string | null): Promise<{ ok: true; target: string | null } | { ok: false; error: CashoutError }> {
      const answer = await house.post('/api/betting/auto-cashout', { TicketID: ticketId, Target: target }, crypto.randomUUID(), autoCashoutAnswerSchema);
      return answer.ok ? { ok: true, target: answer.value.AutoCashout } : { ok: false, error: answer.error?.error ?? 'network' };
    },
  };
}

export type BetPlacement = ReturnType<typeof createBetPlacement>;

/** The house's betting limits in a currency (GET /api/betting/limits, SPEC API-40); null when it could not be read. */
export async function loadLimits(house: HouseApi, currency: CurrencyCode): Promise<BettingLimits | null> {
  const answer = await house.get(`/api/betting/limits?currency=${encodeURIComponent(currency)}`, bettingLimitsSchema);
  return answer.ok ? answer.value : null;
}

/** The player's odds-change policy as the house keeps it (GET /api/betting/odds-acceptance, ENM-07); null when it could not be read. */
export async function loadAcceptance(house: HouseApi): Promise<OddsAcceptance | null> {
  const answer = await house.get('/api/betting/odds-acceptance', oddsAcceptanceSettingSchema);
  return answer.ok ? answer.value.OddsAcceptance : null;
}

/** Keeps the player's odds-change policy on the house (POST /api/betting/odds-acceptance); false when it could not be written. */
export async function saveAcceptance(house: HouseApi, acceptance: OddsAcceptance): Promise<boolean> {
  const answer = await house.post('/api/betting/odds-acceptance', { OddsAcceptance: acceptance }, crypto.randomUUID(), oddsAcceptanceSettingSchema);
  return answer.ok;
}
