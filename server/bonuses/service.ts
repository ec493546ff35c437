/**
 * Bonus codes at the house (issue #18, ADR 0035): a code credits the player's bonus account, kept
 * apart from cash; once the player has staked the code's wagering times the bonus (real money,
 * stakes held since the claim), the bonus is released to cash, in the transaction of the stake that
 * completes it (the wallet's `afterStake`). Each code once per player, whatever races.
 */
import { ERROR_CODES } from '../../schemas/errors.ts';
import type { Bonuses } from '../../schemas/bonuses.ts';
import { fromMinorUnits, toMinorUnits } from '../../schemas/wallet.ts';
import type { Db, Queryable } from '../db/db.ts';
import { creditBonusIn, failure, releaseBonusIn, type MoneyAnswer, type MoneyGuard, type WalletAccount } from '../wallet/ledger.ts';

export type BonusDeps = {
  readonly db: Db;
  /** The player's breaks: no bonuses for a player taking one. */
  readonly breakGuard: MoneyGuard;
};
export type BonusDesk = ReturnType<typeof createBonuses>;

type ClaimRow = { id: bigint; code: string; amount: bigint; wagering_target: bigint; claimed_at: Date; released: boolean; wagered: bigint | null };
type CodeRow = { code: string; amount: string; wagering: number; needs_deposit: boolean };

/** numeric(20, 8) text as the shortest decimal: '10.00000000' → '10'. */
const plainDecimal = (text: string) => text.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');

/** The player's claims with what they have staked since each, oldest first; locked when asked. */
async function claimsOf(q: Queryable, account: WalletAccount, onlyWagering: boolean, lock: boolean): Promise<ClaimRow[]> {
  const claims = await q.query<Omit<ClaimRow, 'wagered'>>(
    `select id, code, amount, wagering_target, claimed_at, release_transaction_id is not null as released from bonus_claims
     where user_id = $1 and currency = $2 ${onlyWagering ? 'and release_transaction_id is null' : ''} order by id ${lock ? 'for update' : ''}`,
    [account.userId, account.currency],
  );
  const out: ClaimRow[] = [];
  for (const claim of claims) {
    const [row] = await q.query<{ staked: bigint | null }>(
      `select -sum(e.amount) as staked from ledger_transactions t
         join ledger_entries e on e.transaction_id = t.id
         join ledger_accounts a on a.id = e.account_id and a.purpose = 'player-cash'
       where t.user_id = $1 and t.kind = 'stake' and t.book = 'real' and t.currency = $2 and t.created_at >= $3`,
      [account.userId, account.currency, claim.claimed_at],
    );
    out.push({ ...claim, wagered: row?.staked ?? 0n });
  }
  return out;
}

export function createBonuses(deps: BonusDeps) {
  const { db } = deps;

  /** Releases every bonus whose wagering is met, inside the caller's transaction. */
  async function releaseWagered(tx: Queryable, account: WalletAccount): Promise<void> {
    if (account.book !== 'real') return;
    for (const claim of await claimsOf(tx, account, true, true)) {
      if (BigInt(claim.wagered ?? 0n) < BigInt(claim.wagering_target)) continue;
      const released = await releaseBonusIn(tx, account, BigInt(claim.amount), { scope: 'bonus-release', key: String(claim.id) }, `bonus ${claim.code}`);
      await tx.query(`update bonus_claims set release_transaction_id = $2, released_at = now() where id = $1`, [claim.id, released]);
    }
  }

  async function view(account: WalletAccount): Promise<Bonuses> {
    const claims = await claimsOf(db, account, false, false);
    const money = (minor: bigint) => fromMinorUnits(minor, account.currency);
    const open = claims.filter((c) => !c.released).reduce((sum, c) => sum + BigInt(c.amount), 0n);
    return {
      BonusBalance: money(open),
      Currency: account.currency,
      Bonuses: claims.reverse().map((c) => ({
        BonusID: String(c.id),
        Code: c.code,
        Amount: money(BigInt(c.amount)),
        Currency: account.currency,
        Wagered: money(BigInt(c.wagered ?? 0n) < BigInt(c.wagering_target) ? BigInt(c.wagered ?? 0n) : BigInt(c.wagering_target)),
        WageringTarget: money(BigInt(c.wagering_target)),
        Status: c.released ? 'released' : 'wagering',
        ClaimedAt: new Date(c.claimed_at).toISOString(),
      })),
    };
  }

  return {
    view,
    releaseWagered,

    /** SCR-47: claims a code for the player: 200 with their bonuses, or a refusal naming BonusCode. */
    async claim(account: WalletAccount, code: string): Promise<MoneyAnswer> {
      if (account.book !== 'real') return failure(403, ERROR_CODES.demoAccount, 'Demo accounts cannot claim bonuses', 'BonusCode');
      const answer = await db.transaction(async (tx): Promise<MoneyAnswer | null> => {
        const refused = await deps.breakGuard(tx, account, 0n);
        if (refused) return refused;
        const [found] = await tx.query<CodeRow>(`select code, amount::text as amount, wagering, needs_deposit from bonus_codes where upper(code) = upper($1) and active`, [code]);
        if (!found) return failure(404, ERROR_CODES.bonusCodeUnknown, `BonusCode: no bonus code ${code}`, 'BonusCode');
        if (found.needs_deposit) {
          const [deposit] = await tx.query(`select 1 from payments where user_id = $1 and direction = 'deposit' and status = 2 limit 1`, [account.userId]);
          if (!deposit) return failure(409, ERROR_CODES.bonusNeedsDeposit, 'BonusCode: this bonus is assigned after a deposit; deposit first', 'BonusCode');
        }
        const amount = toMinorUnits(plainDecimal(found.amount), account.currency);
        if (!amount.ok) throw new Error(`bonus code ${found.code}: ${amount.message}`);
        // The claim row first: a parallel claim of the same code waits on it, then finds it taken.
        const [claim] = await tx.query<{ id: bigint }>(
          `insert into bonus_claims (user_id, code, currency, amount, wagering_target) values ($1, $2, $3, $4, $5)
           on conflict (user_id, code) do nothing returning id`,
          [account.userId, found.code, account.currency, amount.minor, amount.minor * BigInt(found.wagering)],
        );
        if (!claim) return failure(409, ERROR_CODES.bonusAlreadyClaimed, `BonusCode: ${found.code} is already claimed`, 'BonusCode');
        const credited = await creditBonusIn(tx, account, amount.minor, { scope: 'bonus-claim', key: String(claim.id) }, `bonus ${found.code}`);
        await tx.query(`update bonus_claims set claim_transaction_id = $2 where id = $1`, [claim.id, credited]);
        // A code with no wagering is cash at once.
        await releaseWagered(tx, account);
        return null;
      });
      return answer ?? { status: 200, body: await view(account) };
    },
  };
}
