/**
 * Bets the house refused, kept for the declinedbets history (SPEC ENM-17, API-53 "declined bets"):
 * what the player asked for, named as the feed named it then, and the refusal's code and field.
 * One row per request key, however often it is retried. Malformed requests are not bets and are
 * not kept: a body that failed its schema never gets here, and neither does a stake that is not an
 * amount or a key reused for another request.
 */
import type { PlaceBet, TicketSelection } from '../../schemas/betting.ts';
import { ERROR_CODES } from '../../schemas/errors.ts';
import { toMinorUnits } from '../../schemas/wallet.ts';
import { selectionLabel } from '../../domain/selection-label.ts';
import type { Db } from '../db/db.ts';
import type { MoneyAnswer, WalletAccount } from '../wallet/ledger.ts';
import type { PriceSource } from './service.ts';

const NOT_A_BET: ReadonlySet<string> = new Set([ERROR_CODES.invalid, ERROR_CODES.idempotencyKeyReused, ERROR_CODES.unauthorized]);

/** Whether an answer to a place request is the house declining a bet (rather than a malformed request or a success). */
export function isDeclined(answer: MoneyAnswer): boolean {
  const error = answer.body.error;
  return answer.status >= 400 && answer.status < 500 && answer.status !== 429 && typeof error === 'string' && !NOT_A_BET.has(error);
}

export type DeclinedBets = { record(account: WalletAccount, input: PlaceBet, key: string, answer: MoneyAnswer): Promise<void> };

export function createDeclinedBets(db: Db, prices: PriceSource): DeclinedBets {
  /** The selection as asked, with the names the feed has for it now (empty where it has none: the match has left the feed). */
  function named(s: PlaceBet['Selections'][number]): TicketSelection {
    const match = prices.match(s.MatchID);
    const market = match?.Markets.find((m) => m.ID === s.MarketID);
    const odd = market?.Odds.find((o) => o.ID === s.OddID);
    return {
      MatchID: s.MatchID,
      MarketID: s.MarketID,
      OddID: s.OddID,
      Odds: s.Odds,
      MatchName: match?.Name ?? '',
      MarketName: market ? selectionLabel(market.Title, market.TitleSuffix) : '',
      OutcomeTitle: odd ? selectionLabel(odd.Title, odd.SpecialBetValue) : '',
    };
  }

  return {
    async record(account, input, key, answer) {
      if (!isDeclined(answer)) return;
      // What the player meant to stake: the one stake, or the sum of multiple singles' stakes.
      const stakes = (input.Stake !== undefined ? [input.Stake] : (input.Stakes ?? [])).map((text) => toMinorUnits(text, account.currency));
      if (stakes.length === 0 || !stakes.every((s) => s.ok)) return;
      const stake = { minor: stakes.reduce((sum, s) => sum + (s.ok ? s.minor : 0n), 0n) };
      if (stake.minor <= 0n) return;
      const field = typeof answer.body.field === 'string' ? answer.body.field : null;
      await db.query(
        `insert into declined_bets (user_id, currency, bet_type, stake, selections, error, field, idempotency_key)
         values ($1, $2, $3, $4, $5::jsonb, $6, $7, $8) on conflict (user_id, idempotency_key) do nothing`,
        [account.userId, account.currency, input.BetType, stake.minor, JSON.stringify(input.Selections.slice(0, 20).map(named)), String(answer.body.error), field, key],
      );
    },
  };
}
