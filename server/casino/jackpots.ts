/**
 * The casino's mystery jackpots (issue #19, ADR 0041): a pot per currency and tier
 * (domain/casino/jackpot.ts), created when first read or funded. Every real stake of a casino
 * round or a live table bet adds its share inside the stake's own transaction, locking the pots
 * in tier order; the share that carries a pot to its drop amount wins the pot, paid in the same
 * transaction, and the pot is seeded again with a new committed drop amount.
 */
import { randomInt } from 'node:crypto';
import { addShare, dropAmount, dropCommitment, JACKPOT_TIER_RULES, potMinor, sharePoints, POINTS_PER_MINOR } from '../../domain/casino/jackpot.ts';
import { newSeed } from '../../domain/casino/fair.ts';
import { JACKPOT_TIERS, type Jackpot, type JackpotTier, type JackpotWin } from '../../schemas/jackpots.ts';
import type { CurrencyCode } from '../../schemas/wallet.ts';
import { inCurrency } from '../betting/limits.ts';
import type { Db, Queryable } from '../db/db.ts';
import { jackpotWinIn, type WalletAccount } from '../wallet/ledger.ts';

type PotRow = { currency: CurrencyCode; tier: JackpotTier; points: bigint; seed_minor: bigint; cap_minor: bigint; drop_minor: bigint; drop_salt: string; drop_hash: string };
type WinRow = { id: bigint; tier: JackpotTier; currency: CurrencyCode; amount_minor: bigint; user_name: string; game: string; won_at: Date | string; drop_minor: bigint; drop_salt: string; drop_hash: string };

const POT_COLUMNS = 'currency, tier, points, seed_minor, cap_minor, drop_minor, drop_salt, drop_hash';
const WIN_COLUMNS = `w.id, w.tier, w.currency, w.amount_minor, u.user_name, w.game, w.won_at, w.drop_minor, w.drop_salt, w.drop_hash`;

/** A pot seeded afresh: its seed and cap in the currency, a drop amount drawn and committed. */
function freshPot(currency: CurrencyCode, tier: JackpotTier) {
  const rules = JACKPOT_TIER_RULES[tier];
  const seed = inCurrency(rules.seedHundredths, currency);
  const cap = inCurrency(rules.capHundredths, currency);
  const drop = dropAmount(seed, cap, randomInt(2 ** 32) / 2 ** 32);
  const salt = newSeed(16);
  return { seed, cap, drop, salt, hash: dropCommitment(drop, salt) };
}

/** "jane.doe" → "ja***": enough to tell wins apart, not to find the player. */
const masked = (name: string) => `${name.slice(0, 2)}***`;

function potBody(row: PotRow): Jackpot {
  return {
    Tier: row.tier,
    Currency: row.currency,
    AmountMinor: potMinor(BigInt(row.points)).toString(),
    SeedMinor: String(row.seed_minor),
    MustDropByMinor: String(row.cap_minor),
    DropHash: row.drop_hash,
  };
}

function winBody(row: WinRow): JackpotWin {
  return {
    Id: String(row.id),
    Tier: row.tier,
    Currency: row.currency,
    AmountMinor: String(row.amount_minor),
    Player: masked(row.user_name),
    Game: row.game,
    WonAt: new Date(row.won_at).toISOString(),
    DropMinor: String(row.drop_minor),
    DropSalt: row.drop_salt,
    DropHash: row.drop_hash,
  };
}

export type Jackpots = ReturnType<typeof createJackpots>;

export function createJackpots(db: Db) {
  /** Currencies whose pots this house has seen in the database: pots are never deleted, so they are created once. */
  const seeded = new Set<CurrencyCode>();

  async function createPots(q: Queryable, currency: CurrencyCode): Promise<void> {
    const fresh = JACKPOT_TIERS.map((tier) => ({ tier, pot: freshPot(currency, tier) }));
    await q.query(
      `insert into jackpot_pots (currency, tier, points, seed_minor, cap_minor, drop_minor, drop_salt, drop_hash)
       select $1, x.tier, x.seed * ${POINTS_PER_MINOR}, x.seed, x.cap, x.drop, x.salt, x.hash
       from unnest($2::text[], $3::bigint[], $4::bigint[], $5::bigint[], $6::text[], $7::text[]) as x (tier, seed, cap, drop, salt, hash)
       on conflict (currency, tier) do nothing`,
      [
        currency,
        fresh.map((m) => m.tier),
        fresh.map((m) => String(m.pot.seed)),
        fresh.map((m) => String(m.pot.cap)),
        fresh.map((m) => String(m.pot.drop)),
        fresh.map((m) => m.pot.salt),
        fresh.map((m) => m.pot.hash),
      ],
    );
  }

  /** The currency's pots, created the first time; locked when `lock`, always in tier order. */
  async function potsOf(q: Queryable, currency: CurrencyCode, lock: boolean): Promise<PotRow[]> {
    const select = () => q.query<PotRow>(`select ${POT_COLUMNS} from jackpot_pots where currency = $1 order by tier${lock ? ' for update' : ''}`, [currency]);
    let rows = seeded.has(currency) ? await select() : [];
    if (rows.length < JACKPOT_TIERS.length) {
      await createPots(q, currency);
      rows = await select();
    }
    // Pots missing after all (made in a transaction that rolled back) are made again on the next read.
    seeded.add(currency);
    return JACKPOT_TIERS.map((tier) => rows.find((r) => r.tier === tier)!);
  }

  return {
    /** API-25: the pots in a currency, as they stand. */
    async current(currency: CurrencyCode): Promise<Jackpot[]> {
      return (await potsOf(db, currency, false)).map(potBody);
    },

    /**
     * A real stake's shares, inside its transaction: each pot grows; one that reaches its drop
     * amount is paid to the player and seeded again. Returns the wins (at most one per tier).
     */
    async contribute(tx: Queryable, account: WalletAccount, stakeMinor: bigint, round: { readonly id: bigint; readonly game: string }): Promise<JackpotWin[]> {
      if (account.book !== 'real') return [];
      const wins: JackpotWin[] = [];
      for (const pot of await potsOf(tx, account.currency, true)) {
        const added = addShare(BigInt(pot.points), sharePoints(pot.tier, stakeMinor), BigInt(pot.drop_minor));
        if (added.wonMinor === null) {
          await tx.query('update jackpot_pots set points = $3 where currency = $1 and tier = $2', [pot.currency, pot.tier, added.points]);
          continue;
        }
        const idem = { scope: 'jackpot', key: `${pot.currency}:${pot.tier}:${pot.drop_hash}` };
        const transaction = await jackpotWinIn(tx, account, added.wonMinor, idem, `${pot.tier} jackpot`);
        const [win] = await tx.query<{ id: bigint }>(
          `insert into jackpot_wins (currency, tier, user_id, round_id, game, amount_minor, drop_minor, drop_salt, drop_hash, transaction_id)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
          [pot.currency, pot.tier, account.userId, round.id, round.game, added.wonMinor, pot.drop_minor, pot.drop_salt, pot.drop_hash, transaction],
        );
        const next = freshPot(account.currency, pot.tier);
        // The fraction of a minor unit left over starts the new pot, on top of its seed.
        await tx.query(
          'update jackpot_pots set points = $3, seed_minor = $4, cap_minor = $5, drop_minor = $6, drop_salt = $7, drop_hash = $8, seeded_at = now() where currency = $1 and tier = $2',
          [pot.currency, pot.tier, next.seed * POINTS_PER_MINOR + added.points, next.seed, next.cap, next.drop, next.salt, next.hash],
        );
        const [row] = await tx.query<WinRow>(`select ${WIN_COLUMNS} from jackpot_wins w join users u on u.id = w.user_id where w.id = $1`, [win!.id]);
        wins.push(winBody(row!));
      }
      return wins;
    },

    /** API-55: the winnings table, newest first, a page at a time (page 1 first). */
    async winnings(page: number, pageSize: number): Promise<{ total: number; wins: JackpotWin[] }> {
      const [count] = await db.query<{ n: bigint }>('select count(*)::bigint as n from jackpot_wins');
      const rows = await db.query<WinRow>(`select ${WIN_COLUMNS} from jackpot_wins w join users u on u.id = w.user_id order by w.id desc limit $1 offset $2`, [
        pageSize,
        (page - 1) * pageSize,
      ]);
      return { total: Number(count?.n ?? 0), wins: rows.map(winBody) };
    },

    /** One win, for the winner's modal (its own wins only). */
    async win(userId: number, id: bigint): Promise<JackpotWin | null> {
      const [row] = await db.query<WinRow>(`select ${WIN_COLUMNS} from jackpot_wins w join users u on u.id = w.user_id where w.id = $1 and w.user_id = $2`, [id, userId]);
      return row ? winBody(row) : null;
    },

    /** Test hook: the next share of any size makes the currency's tier drop (its commitment redrawn to match). */
    async dropNext(currency: CurrencyCode, tier: JackpotTier): Promise<void> {
      await db.transaction(async (tx) => {
        const pot = (await potsOf(tx, currency, true)).find((p) => p.tier === tier)!;
        const drop = potMinor(BigInt(pot.points));
        const salt = newSeed(16);
        await tx.query('update jackpot_pots set drop_minor = $3, drop_salt = $4, drop_hash = $5, cap_minor = greatest(cap_minor, $3::bigint + 1) where currency = $1 and tier = $2', [
          currency,
          tier,
          drop,
          salt,
          dropCommitment(drop, salt),
        ]);
      });
    },
  };
}
