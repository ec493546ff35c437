/**
 * The casino's rounds (issue #19): each real round is one ledger movement, stake held and settled
 * in one database transaction with its Idempotency-Key, so a retried request gets the first
 * answer and no round pays twice. The round's floats come from the player's seed pair in play and
 * the pair's next nonce (domain/casino/fair.ts). A blackjack hand stays open across its actions:
 * a double or a split holds more stake, the last action settles it all.
 *
 * Demo rounds move no money: each plays with a server seed made for it, shown in the answer once
 * the round ends. An open demo hand is kept in memory for half an hour (DEMO_HAND_TTL_MS).
 */
import { randomUUID } from 'node:crypto';
import { fairFloats, newSeed, serverSeedHash, type RoundSeeds } from '../../domain/casino/fair.ts';
import { ROUND_STATUS, type BlackjackAction, type CasinoRound, type DemoRoundRequest, type PlayMode, type RoundRequest } from '../../schemas/casino.ts';
import { ERROR_CODES } from '../../schemas/errors.ts';
import type { CurrencyCode } from '../../schemas/wallet.ts';
import type { Db, Queryable } from '../db/db.ts';
import { balancesOf, failure, type MoneyAnswer, type StakeOps, type Wallet, type WalletAccount } from '../wallet/ledger.ts';
import { casinoStakeLimits } from './limits.ts';
import type { RoundStep } from './round-engine.ts';
import { revealedSeed, seedsInPlay, takeNonce, type SeedRow } from './seeds.ts';
import type { Jackpots } from './jackpots.ts';
import type { HouseGame } from './studios.ts';
import type { JackpotWin } from '../../schemas/jackpots.ts';

export const DEMO_HAND_TTL_MS = 30 * 60 * 1000;
const DEMO_HANDS_KEPT = 10_000;

type RoundRow = {
  id: bigint;
  user_id: bigint;
  game: string;
  provider: string;
  currency: CurrencyCode;
  book: string;
  seed_id: bigint;
  nonce: number;
  bet: unknown;
  actions: BlackjackAction[];
  outcome: unknown;
  stake: bigint;
  payout: bigint;
  status: 'open' | 'settled';
  reservations: bigint[];
  created_at: Date | string;
  settled_at: Date | string | null;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  revealed_at: Date | string | null;
  table_key: string | null;
};

/**
 * A round's columns with its seeds: the player's pair (revealed by a rotation), or for a bet at a
 * live table the table round's (revealed with its result; the table's key is the client seed).
 */
const ROUND_COLUMNS = `r.id, r.user_id, r.game, r.provider, r.currency, r.book, r.seed_id, r.nonce, r.bet, r.actions, r.outcome, r.stake,
  r.payout, r.status, r.reservations, r.created_at, r.settled_at, coalesce(s.server_seed, t.server_seed) as server_seed,
  coalesce(s.server_seed_hash, t.server_seed_hash) as server_seed_hash, coalesce(s.client_seed, t.table_key) as client_seed,
  case when r.seed_id is null then t.settled_at else s.revealed_at end as revealed_at, t.table_key`;
const ROUNDS_FROM = 'casino_rounds r left join casino_seeds s on s.id = r.seed_id left join live_table_rounds t on t.id = r.table_round_id';

const iso = (at: Date | string) => new Date(at).toISOString();
const modeOf = (book: string): PlayMode => (book === 'real' ? 'real' : 'demo');

/** What the player sees of an outcome: all of it once the round has ended. */
function shownOutcome(game: HouseGame | undefined, outcome: unknown, finished: boolean): unknown {
  return finished || !game?.engine.visible ? outcome : game.engine.visible(outcome);
}

function roundBody(row: RoundRow, game: HouseGame | undefined): CasinoRound {
  return {
    Id: row.id.toString(),
    Game: row.game,
    Provider: row.provider,
    Mode: modeOf(row.book),
    Status: row.status,
    Currency: row.currency,
    StakeMinor: row.stake.toString(),
    PayoutMinor: row.payout.toString(),
    ServerSeedHash: row.server_seed_hash,
    ServerSeed: revealedSeed(row),
    ClientSeed: row.client_seed,
    Nonce: row.nonce,
    Bet: row.bet,
    Actions: row.actions,
    Outcome: shownOutcome(game, row.outcome, row.status === ROUND_STATUS.settled),
    CreatedAt: iso(row.created_at),
    SettledAt: row.settled_at === null ? null : iso(row.settled_at),
    Table: row.table_key,
  };
}

/** A demo hand still open: everything needed to play its next action. */
type DemoHand = { round: CasinoRound; outcome: unknown; seeds: RoundSeeds; game: HouseGame; expiresAt: number };

export type CasinoDeps = {
  readonly db: Db;
  readonly wallet: Wallet;
  /** The games by key (studios.ts). */
  readonly games: ReadonlyMap<string, HouseGame>;
  /** Every real stake funds the mystery jackpots, and may win one. */
  readonly jackpots: Jackpots;
  readonly now?: () => number;
};

export type Casino = ReturnType<typeof createCasino>;

const invalidBet = (message: string, field: string): MoneyAnswer => failure(400, ERROR_CODES.invalid, `Bet.${message}`, `Bet.${field}`);

export function createCasino(deps: CasinoDeps) {
  const now = deps.now ?? Date.now;
  const demoHands = new Map<string, DemoHand>();

  function gameOf(key: string): HouseGame | MoneyAnswer {
    return deps.games.get(key) ?? failure(404, ERROR_CODES.unknownGame, `Game: no game '${key}'`, 'Game');
  }

  /** The bet checked against the game's schema and stake limits; an answer when refused. */
  function checkBet(game: HouseGame, input: unknown, currency: CurrencyCode): { bet: unknown; stake: bigint } | MoneyAnswer {
    const parsed = game.engine.parseBet(input);
    if (!parsed.ok) return invalidBet(parsed.error.message, parsed.error.field);
    const stake = game.engine.stakeOf(parsed.value);
    const limits = casinoStakeLimits(currency);
    if (stake < limits.minStakeMinor || stake > limits.maxStakeMinor) {
      return failure(400, ERROR_CODES.casinoStakeOutOfRange, `Bet: the stake must be between ${limits.minStakeMinor} and ${limits.maxStakeMinor} minor units`, 'Bet');
    }
    return { bet: parsed.value, stake };
  }

  async function roundById(q: Queryable, userId: number, id: bigint, lock: boolean): Promise<RoundRow | undefined> {
    const [row] = await q.query<RoundRow>(
      `select ${ROUND_COLUMNS} from ${ROUNDS_FROM} where r.id = $1 and r.user_id = $2${lock ? ' for update of r' : ''}`,
      [id, userId],
    );
    return row;
  }

  /** Settles every stake hold of a finished round: the first carries the whole payout. */
  async function settleAll(stakes: StakeOps, reservations: readonly bigint[], payout: bigint): Promise<MoneyAnswer | null> {
    for (const [i, reservation] of reservations.entries()) {
      const done = await stakes.settle(reservation, i === 0 ? payout : 0n);
      if (!done.ok) return done.answer;
    }
    return null;
  }

  async function answer(tx: Queryable, account: WalletAccount, id: bigint, status: number, jackpots: readonly JackpotWin[] = []): Promise<MoneyAnswer> {
    const row = await roundById(tx, account.userId, id, false);
    const balances = await balancesOf(tx, account);
    const balance = { AvailableMinor: balances.available.toString(), PendingMinor: balances.pending.toString(), Currency: account.currency };
    return { status, body: { Round: roundBody(row!, deps.games.get(row!.game)), Balance: balance, ...(jackpots.length > 0 ? { Jackpots: jackpots } : {}) } };
  }

  /** A new round's stake funds the jackpots, then the answer (with any jackpot it won). */
  async function fundedAnswer(tx: Queryable, account: WalletAccount, round: { readonly id: bigint; readonly game: string }, stake: bigint): Promise<MoneyAnswer> {
    const won = await deps.jackpots.contribute(tx, account, stake, round);
    return answer(tx, account, round.id, 201, won);
  }

  return {
    /** A real round (the player's own book: demo accounts play their demo money). */
    play(account: WalletAccount, request: RoundRequest, key: string): Promise<MoneyAnswer> {
      const game = gameOf(request.Game);
      if ('status' in game) return Promise.resolve(game);
      const checked = checkBet(game, request.Bet, account.currency);
      if ('status' in checked) return Promise.resolve(checked);
      const idem = { scope: `casino:${account.userId}`, key };
      return deps.wallet.once(idem, { operation: 'casino-round', params: { user: account.userId, game: game.key, bet: request.Bet } }, async (tx, stakes) => {
        if (game.engine.act) {
          const [open] = await tx.query('select id from casino_rounds where user_id = $1 and game = $2 and status = $3', [account.userId, game.key, ROUND_STATUS.open]);
          if (open) return failure(409, ERROR_CODES.roundOpen, `Game: round ${String(open.id)} of ${game.key} is still open`, 'Game');
        }
        const held = await stakes.reserve(account, checked.stake, `casino:${game.key}`);
        if (!held.ok) return held.answer;
        const { seed, nonce } = await takeNonce(tx, account.userId);
        const step = game.engine.start(checked.bet, fairFloats({ serverSeed: seed.server_seed, clientSeed: seed.client_seed, nonce }));
        const reservations = [held.reservationId];
        if (step.finished) {
          const refused = await settleAll(stakes, reservations, step.payout);
          if (refused) return refused;
        }
        const [row] = await tx.query<{ id: bigint }>(
          `insert into casino_rounds (user_id, game, provider, currency, book, seed_id, nonce, bet, outcome, stake, payout, status, reservations, settled_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::jsonb, $10, $11, $12, $13, ${step.finished ? 'now()' : 'null'}) returning id`,
          [
            account.userId,
            game.key,
            game.provider,
            account.currency,
            account.book,
            seed.id,
            nonce,
            JSON.stringify(request.Bet),
            JSON.stringify(step.outcome),
            step.stake,
            step.payout,
            step.finished ? ROUND_STATUS.settled : ROUND_STATUS.open,
            reservations,
          ],
        );
        return fundedAnswer(tx, account, { id: row!.id, game: game.key }, checked.stake);
      });
    },

    /** The next action of an open real round (blackjack). */
    act(account: WalletAccount, roundId: bigint, action: BlackjackAction, key: string): Promise<MoneyAnswer> {
      const idem = { scope: `casino:${account.userId}`, key };
      return deps.wallet.once(idem, { operation: 'casino-action', params: { user: account.userId, round: roundId.toString(), action } }, async (tx, stakes) => {
        const row = await roundById(tx, account.userId, roundId, true);
        if (!row) return failure(404, ERROR_CODES.notFound, `Round ${roundId} not found`, 'id');
        if (row.status !== ROUND_STATUS.open) return failure(409, ERROR_CODES.roundFinished, `Round ${roundId} has ended`, 'id');
        const game = deps.games.get(row.game);
        const step = game?.engine.act?.(row.outcome, action, fairFloats({ serverSeed: row.server_seed, clientSeed: row.client_seed, nonce: row.nonce })) ?? null;
        if (!step) return failure(409, ERROR_CODES.actionNotAllowed, `Action: ${action} is not allowed now`, 'Action');
        const reservations = [...row.reservations];
        const extra = step.stake - BigInt(row.stake);
        if (extra > 0n) {
          const held = await stakes.reserve(account, extra, `casino:${row.game}`);
          if (!held.ok) return held.answer;
          reservations.push(held.reservationId);
        }
        if (step.finished) {
          const refused = await settleAll(stakes, reservations, step.payout);
          if (refused) return refused;
        }
        await tx.query(
          `update casino_rounds set actions = actions || $2::jsonb, outcome = $3::jsonb, stake = $4, payout = $5, status = $6, reservations = $7,
             settled_at = ${step.finished ? 'now()' : 'null'} where id = $1`,
          [roundId, JSON.stringify([action]), JSON.stringify(step.outcome), step.stake, step.payout, step.finished ? ROUND_STATUS.settled : ROUND_STATUS.open, reservations],
        );
        return answer(tx, account, roundId, 200);
      });
    },

    /** A demo round in `currency`: no money moves; the server seed is made for the round. */
    playDemo(request: DemoRoundRequest, currency: CurrencyCode): MoneyAnswer {
      const game = gameOf(request.Game);
      if ('status' in game) return game;
      const checked = checkBet(game, request.Bet, currency);
      if ('status' in checked) return checked;
      const seeds: RoundSeeds = { serverSeed: newSeed(), clientSeed: request.ClientSeed ?? newSeed(8), nonce: 0 };
      const step = game.engine.start(checked.bet, fairFloats(seeds));
      const round = demoRound(game, currency, seeds, request.Bet, step, []);
      if (!step.finished) keepDemoHand({ round, outcome: step.outcome, seeds, game, expiresAt: now() + DEMO_HAND_TTL_MS });
      return { status: 201, body: { Round: round, Balance: null } };
    },

    actDemo(roundId: string, action: BlackjackAction): MoneyAnswer {
      const hand = demoHands.get(roundId);
      if (!hand || hand.expiresAt < now()) return failure(404, ERROR_CODES.notFound, `Round ${roundId} not found (demo hands are kept for 30 minutes)`, 'id');
      const step = hand.game.engine.act?.(hand.outcome, action, fairFloats(hand.seeds)) ?? null;
      if (!step) return failure(409, ERROR_CODES.actionNotAllowed, `Action: ${action} is not allowed now`, 'Action');
      const round = demoRound(hand.game, hand.round.Currency, hand.seeds, hand.round.Bet, step, [...hand.round.Actions, action], roundId);
      if (step.finished) demoHands.delete(roundId);
      else {
        hand.round = round;
        hand.outcome = step.outcome;
      }
      return { status: 200, body: { Round: round, Balance: null } };
    },

    /** API-32: a page of the player's rounds in [from, to), newest first. */
    async history(userId: number, window: { readonly from: number | null; readonly to: number }, slice: { readonly offset: number; readonly limit: number }) {
      const params = [userId, new Date(window.from ?? 0), new Date(window.to)];
      const filter = 'r.user_id = $1 and r.created_at >= $2 and r.created_at < $3';
      const [count] = await deps.db.query<{ n: bigint }>(`select count(*)::bigint as n from casino_rounds r where ${filter}`, params);
      const rows = await deps.db.query<RoundRow>(
        `select ${ROUND_COLUMNS} from ${ROUNDS_FROM} where ${filter} order by r.id desc limit $4 offset $5`,
        [...params, slice.limit, slice.offset],
      );
      return { total: Number(count?.n ?? 0), rounds: rows.map((row) => roundBody(row, deps.games.get(row.game))) };
    },

    async round(userId: number, id: bigint): Promise<CasinoRound | null> {
      const row = await roundById(deps.db, userId, id, false);
      return row ? roundBody(row, deps.games.get(row.game)) : null;
    },

    /** Rounds per game in the last 7 days: the lobby's popular lists. */
    async popularity(): Promise<Map<string, number>> {
      const rows = await deps.db.query<{ game: string; n: bigint }>(
        `select game, count(*) as n from casino_rounds where created_at > now() - interval '7 days' group by game`,
      );
      return new Map(rows.map((r) => [r.game, Number(r.n)]));
    },

    /** The seeds in play must not be revealed while a hand drawn from them is still open (a table's bets draw from the table's). */
    async openRound(tx: Queryable, userId: number): Promise<bigint | null> {
      const [row] = await tx.query<{ id: bigint }>('select id from casino_rounds where user_id = $1 and status = $2 and seed_id is not null limit 1', [
        userId,
        ROUND_STATUS.open,
      ]);
      return row?.id ?? null;
    },
    seedsInPlay: (tx: Queryable, userId: number, lock: boolean): Promise<SeedRow> => seedsInPlay(tx, userId, lock),
    checkBet,
    /** A new round's answer with the wallet after it (and any jackpot its stake won), inside the transaction that made it. */
    fundedAnswer,
    /** The player's latest rounds at a live table, newest first. */
    async tableRounds(userId: number, tableKey: string, limit: number): Promise<CasinoRound[]> {
      const rows = await deps.db.query<RoundRow>(`select ${ROUND_COLUMNS} from ${ROUNDS_FROM} where r.user_id = $1 and t.table_key = $2 order by r.id desc limit $3`, [
        userId,
        tableKey,
        limit,
      ]);
      return rows.map((row) => roundBody(row, deps.games.get(row.game)));
    },
  };

  function demoRound(game: HouseGame, currency: CurrencyCode, seeds: RoundSeeds, bet: unknown, step: RoundStep, actions: BlackjackAction[], id = `demo-${randomUUID()}`): CasinoRound {
    const at = new Date(now()).toISOString();
    return {
      Id: id,
      Game: game.key,
      Provider: game.provider,
      Mode: 'demo',
      Status: step.finished ? ROUND_STATUS.settled : ROUND_STATUS.open,
      Currency: currency,
      StakeMinor: step.stake.toString(),
      PayoutMinor: step.payout.toString(),
      ServerSeedHash: serverSeedHash(seeds.serverSeed),
      ServerSeed: step.finished ? seeds.serverSeed : null,
      ClientSeed: seeds.clientSeed,
      Nonce: seeds.nonce,
      Bet: bet,
      Actions: actions,
      Outcome: shownOutcome(game, step.outcome, step.finished),
      CreatedAt: at,
      SettledAt: step.finished ? at : null,
      Table: null,
    };
  }

  function keepDemoHand(hand: DemoHand): void {
    const t = now();
    for (const [id, kept] of demoHands) if (kept.expiresAt < t) demoHands.delete(id);
    // The oldest hand goes first when the store is full (a Map iterates in insertion order).
    if (demoHands.size >= DEMO_HANDS_KEPT) demoHands.delete(demoHands.keys().next().value!);
    demoHands.set(hand.round.Id, hand);
  }
}
