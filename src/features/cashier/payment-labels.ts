/** How a payment's method reads in a list: the method's name, a card's last four digits, a payout's coin and amount. */
import { DEPOSIT_METHODS, WITHDRAW_METHODS, type Payment } from '../../../schemas/cashier.ts';
import type { TranslationFunctions } from '../../i18n/i18n-types.ts';

type Named = keyof TranslationFunctions['cashier']['methods'];
const NAMED: ReadonlySet<string> = new Set<string>([...Object.values(DEPOSIT_METHODS), WITHDRAW_METHODS.bank]);

export function paymentMethodLabel(LL: TranslationFunctions, payment: Payment): string {
  if (payment.Crypto) return `${payment.Crypto.Amount} ${payment.Crypto.Coin}`;
  const name = NAMED.has(payment.Method) ? LL.cashier.methods[payment.Method as Named]() : payment.Method;
  return payment.CardLast4 ? `${name} ·${payment.CardLast4}` : name;
}
