/** Crediting a test account by user name: shared by the admin route and `npm run credit`. */
import type { AdminCredit } from '../../schemas/wallet.ts';
import { toMinorUnits } from '../../schemas/wallet.ts';
import type { Accounts } from '../accounts/service.ts';
import { walletOf } from '../accounts/service.ts';
import type { Idempotency, MoneyAnswer, Wallet } from './ledger.ts';
import { ERROR_CODES } from '../../schemas/errors.ts';

export async function creditUser(deps: { wallet: Wallet; accounts: Accounts }, input: AdminCredit, idem: Idempotency): Promise<MoneyAnswer> {
  const user = await deps.accounts.findByUserName(input.UserName);
  if (!user) return { status: 404, body: { error: ERROR_CODES.notFound, field: 'UserName', message: `UserName: no user '${input.UserName}'` } };
  if (user.currency !== input.Currency) {
    return { status: 409, body: { error: ERROR_CODES.currencyMismatch, field: 'Currency', message: `Currency: the account of ${user.user_name} is in ${user.currency}` } };
  }
  const amount = toMinorUnits(input.Amount, input.Currency);
  if (!amount.ok) return { status: 400, body: { error: ERROR_CODES.invalid, field: 'Amount', message: `Amount: ${amount.message}` } };
  const account = walletOf(user);
  return deps.wallet.credit(account, amount.minor, idem, account.book === 'demo' ? 'demo-funds' : 'credit', `credit to ${user.user_name}`);
}
