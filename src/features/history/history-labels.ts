/**
 * The player's words for the histories and cash-out options: history types, ranges, ticket
 * statuses, transaction kinds, cash-out lines and the refusals of partial and auto cash-out. One
 * table each, so every screen says the same.
 */
import type { TicketCashoutRecord, TicketStatus } from '../../../schemas/betting.ts';
import type { BetHistoryType, StatementKind } from '../../../schemas/history.ts';
import { BET_HISTORY_TYPES } from '../../../schemas/history.ts';
import { ERROR_CODES, type ErrorCode } from '../../../schemas/errors.ts';
import type { CashoutError } from '../../../domain/cashout.ts';
import type { CustomRangeProblem } from '../../../domain/history-range.ts';
import type { SettledKind } from '../../../domain/ticket-return.ts';
import type { TranslationFunctions } from '../../i18n/i18n-types.ts';
import { houseErrorText } from '../../ui/house-error-text.ts';
import type { RangeChoice } from './history-filter.ts';

type HistoryWords = TranslationFunctions['history'];

const TYPE_WORDS: Record<BetHistoryType, keyof HistoryWords['types']> = {
  [BET_HISTORY_TYPES.uncleared]: 'uncleared',
  [BET_HISTORY_TYPES.cleared]: 'cleared',
  [BET_HISTORY_TYPES.declined]: 'declined',
};

export const typeLabel = (LL: TranslationFunctions, type: BetHistoryType): string => LL.history.types[TYPE_WORDS[type]]();

export const rangeLabel = (LL: TranslationFunctions, range: RangeChoice): string => LL.history.ranges[range]();

const STATUS_WORDS: Record<TicketStatus | 'declined', keyof HistoryWords['statuses']> = {
  open: 'open',
  'cashed-out': 'cashedOut',
  won: 'won',
  lost: 'lost',
  void: 'void',
  declined: 'declined',
};

export const statusLabel = (LL: TranslationFunctions, status: TicketStatus | 'declined'): string => LL.history.statuses[STATUS_WORDS[status]]();

export const kindLabel = (LL: TranslationFunctions, kind: StatementKind): string => LL.history.kinds[kind]();

export function customRangeText(LL: TranslationFunctions, problem: CustomRangeProblem): string {
  return problem === 'from-after-to' ? LL.history.customFromAfterTo() : LL.history.customTooLong();
}

/** A date and time in the player's language and zone. */
export function formatWhen(iso: string, locale: string, timeZone: string | undefined): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', ...(timeZone ? { timeZone } : {}) }).format(Date.parse(iso));
}

/** What a settled ticket says: won / returned / void with the amount paid, or lost. */
export function settledText(LL: TranslationFunctions, kind: SettledKind, amount: string): string {
  if (kind === 'lost') return LL.settlement.lost();
  return LL.settlement[kind]({ amount });
}

/** One cash-out of a ticket: taken automatically, a part of the stake, or the whole. */
export function cashoutLine(LL: TranslationFunctions, record: TicketCashoutRecord, money: (amount: string) => string, whole: boolean): string {
  const amount = money(record.Amount);
  if (record.Auto) return LL.history.cashoutAuto({ amount });
  return whole ? LL.history.cashout({ amount }) : LL.history.cashoutPart({ amount, stake: money(record.StakeUsed) });
}

const OWN: Partial<Record<ErrorCode, (LL: TranslationFunctions) => string>> = {
  [ERROR_CODES.partialCashoutTooLarge]: (LL) => LL.history.partialTooLarge(),
  [ERROR_CODES.autoCashoutTargetReached]: (LL) => LL.history.targetReached(),
};

/** ERR-14 / ERR-15 and the house's codes: what a failed cash-out or auto cash-out target says. */
export function cashoutErrorText(LL: TranslationFunctions, error: CashoutError): string {
  if (error === 'declined') return LL.bets.declined();
  if (error === 'failed') return LL.bets.errorDefault();
  if (error === 'network') return houseErrorText(LL, error);
  return OWN[error]?.(LL) ?? houseErrorText(LL, error);
}
