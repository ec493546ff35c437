/**
 * `npm run credit -- --user NAME --amount 100 --currency EUR [--key KEY]`: puts money on a test
 * account straight through the ledger, on the database the house would use (DATA_DIR or
 * DATABASE_URL). With the embedded database the house must be stopped; while it runs, use the
 * admin route instead (README). The key defaults to a fresh one; pass --key to make a retry safe.
 */
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { check } from '../../schemas/validate.ts';
import { adminCreditSchema } from '../../schemas/wallet.ts';
import { createAccounts } from '../accounts/service.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/open.ts';
import { createWallet } from './ledger.ts';
import { creditUser } from './credit.ts';

const { values } = parseArgs({
  options: { user: { type: 'string' }, amount: { type: 'string' }, currency: { type: 'string' }, key: { type: 'string' } },
  strict: true,
});
const input = check(adminCreditSchema, { UserName: values.user, Amount: values.amount, Currency: values.currency });
if (!input.ok) {
  const flag = { UserName: '--user', Amount: '--amount', Currency: '--currency' }[input.error.field] ?? input.error.field;
  console.error(`credit: ${flag}: ${input.error.message.replace(/^[^:]+: /, '')}\nusage: npm run credit -- --user NAME --amount 100 --currency EUR`);
  process.exit(2);
}

const config = loadConfig(process.env, []);
const db = await openDatabase(config);
try {
  const wallet = createWallet(db);
  const accounts = createAccounts(db, { wallet, mailer: { sendPasswordReset: () => {} } });
  const key = values.key ?? `cli-${randomUUID()}`;
  const answer = await creditUser({ wallet, accounts }, input.value, { scope: 'admin', key });
  if (answer.status >= 300) {
    console.error(`credit: ${String(answer.body.message)}`);
    process.exitCode = 1;
  } else {
    console.log(`credited ${input.value.Amount} ${input.value.Currency} to ${input.value.UserName}; balance now ${String(answer.body.Balance)} ${input.value.Currency} (key ${key})`);
  }
} finally {
  await db.close();
}
