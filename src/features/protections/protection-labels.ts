/** The words of the Responsible gambling tab that are built from the house's state. */
import { formatMoney } from '../../../domain/money.ts';
import type { LimitView, Protections } from '../../../schemas/responsible-gambling.ts';
import type { TranslationFunctions } from '../../i18n/i18n-types.ts';
import { formatWhen } from '../history/history-labels.ts';

/** What the words are built with: the dictionary, the locale, the player's zone and the account's currency. */
export type LabelContext = { readonly LL: TranslationFunctions; readonly locale: string; readonly zone: string | undefined; readonly currency: string };

const money = (c: LabelContext, amount: string) => formatMoney(Number(amount), c.currency, c.locale);

/** "Limit: €50.00" or "No limit". */
export function limitText(c: LabelContext, limit: LimitView): string {
  return limit.Amount === null ? c.LL.protections.none() : c.LL.protections.current({ amount: money(c, limit.Amount) });
}

/** What the period has used: "Used in the last 24 hours: €30.00". */
export function usedText(c: LabelContext, limit: LimitView): string {
  return c.LL.protections.used({ window: c.LL.protections.windows[limit.Period](), amount: money(c, limit.Used) });
}

/** A raise or removal waiting out its 24 hours, or null. */
export function nextText(c: LabelContext, limit: LimitView): string | null {
  if (limit.Next === null) return null;
  const when = formatWhen(limit.Next.At, c.locale, c.zone);
  return limit.Next.Amount === null ? c.LL.protections.nextRemoval({ when }) : c.LL.protections.nextRaise({ amount: money(c, limit.Next.Amount), when });
}

/** The break in force, in words, or null. */
export function exclusionText(c: LabelContext, exclusion: Protections['Exclusion']): string | null {
  if (exclusion === null) return null;
  const until = formatWhen(exclusion.Until, c.locale, c.zone);
  return exclusion.Kind === 'time-out' ? c.LL.protections.onTimeOut({ until }) : c.LL.protections.selfExcluded({ until });
}
