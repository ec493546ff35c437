/**
 * The live casino's tables (issue #19, ADR 0040): each runs its rounds on the house's clock for
 * everyone seated at once. A round opens with a fresh server seed (its hash published), bets close
 * (the round's row is marked in the same database the bets lock it in, so none lands after), the
 * round is dealt from the seed (domain/casino/live-table.ts) and every bet on it is settled in
 * one transaction; then the result is published with the seed.
 *
 * Each table is a `table/{key}` hub topic with its own epoch, sequence, history and heartbeats,
 * resynced like the sports topics. The house folds the events it publishes into the state its
 * snapshots carry. A round left unsettled by a crash is finished at start: its seed is stored, so
 * its result was decided when it opened.
 */
import { fairFloats, newSeed, serverSeedHash } from '../../domain/casino/fair.ts';
import { dealTableRound, tableRoundSeeds, TABLE_TIMINGS, type TableTimings } from '../../domain/casino/live-table.ts';
import { foldTable, tableAt } from '../../domain/casino/table-fold.ts';
import { ROUND_STATUS, type CasinoRound } from '../../schemas/casino.ts';
import { ERROR_CODES } from '../../schemas/errors.ts';
import {
  TABLE_HISTORY,
  type LiveTable,
  type LiveTableGame,
  type TableEvent,
  type TableEventsMessage,
  type TableMessage,
  type TableOutcome,
  type TableRound,
  type TableState,
} from '../../schemas/live-casino.ts';
import { PROTOCOL_VERSION, tableTopic, type TableTopic } from '../../schemas/protocol.ts';
import type { CurrencyCode } from '../../schemas/wallet.ts';
import type { Db, Queryable } from '../db/db.ts';
import { createStreamHistory, type StreamHistory } from '../feed/history.ts';
import { failure, resolveStakesIn, type BatchResolution, type MoneyAnswer, type Wallet, type WalletAccount } from '../wallet/ledger.ts';
import { casinoStakeLimits } from './limits.ts';
import type { Casino } from './service.ts';
import type { HouseGame } from './studios.ts';

export type TableConfig = {
  readonly key: string;
  readonly name: string;
  readonly game: LiveTableGame;
  readonly dealer: string;
  readonly timings: TableTimings;
};

/** The live studio's tables. */
export const LIVE_STUDIO = { key: 'lumen-live', name: 'Lumen Live' } as const;
export const LIVE_TABLES: readonly TableConfig[] = [
  { key: 'azure-roulette', name: 'Azure Roulette', game: 'european-roulette', dealer: 'Mara', timings: TABLE_TIMINGS },
  { key: 'speed-roulette', name: 'Speed Roulette', game: 'european-roulette', dealer: 'Tomás', timings: { bettingMs: 10_000, drawMs: 3_000, resultMs: 4_000 } },
  { key: 'velvet-baccarat', name: 'Velvet Baccarat', game: 'baccarat', dealer: 'Jun', timings: TABLE_TIMINGS },
];

/** The tables dealing `speed` times faster than real time (tests). */
export function tablesAtSpeed(speed: number, tables: readonly TableConfig[] = LIVE_TABLES): TableConfig[] {
  const at = (ms: number) => Math.round(ms / speed);
  return tables.map((t) => ({ ...t, timings: { bettingMs: at(t.timings.bettingMs), drawMs: at(t.timings.drawMs), resultMs: at(t.timings.resultMs) } }));
}

/** Table messages kept per table for resync (a few minutes of rounds). */
const HISTORY_SIZE = 200;
/** A step that failed (the database did not answer) is tried again after this long. */
const RETRY_MS = 1_000;
const SETTLE_SCOPE = 'live-table';

type RoundRow = { id: bigint; round_no: number; server_seed: string; server_seed_hash: string; closed_at: Date | string | null; outcome: TableOutcome | null };
type BetRow = { id: bigint; user_id: bigint; currency: CurrencyCode; book: 'real' | 'demo'; bet: unknown; stake: bigint; reservations: bigint[] };

type Table = {
  readonly config: TableConfig;
  readonly game: HouseGame;
  /** This dealer's run of the table: a new one each time this house starts dealing it. */
  epoch: string;
  seq: number;
  history: StreamHistory<TableEventsMessage>;
  state: TableState;
  /** The round in play, as stored. */
  round: { id: bigint; roundNo: number; seed: string } | null;
  timer: ReturnType<typeof setTimeout> | undefined;
  /** The step running now, awaited on close. */
  running: Promise<void> | null;
};

export type LiveTablesDeps = {
  readonly db: Db;
  readonly wallet: Wallet;
  readonly casino: Casino;
  readonly games: ReadonlyMap<string, HouseGame>;
  readonly epoch: string;
  readonly publish: (topic: TableTopic, message: TableMessage) => void;
  /** Connections holding a table's topic now. */
  readonly seated: (topic: TableTopic) => number;
  readonly tables?: readonly TableConfig[];
  readonly now?: () => number;
  readonly onError?: (error: unknown, table: string) => void;
  /**
   * Whether this house deals (default yes). In a cluster only the lease holder deals; the others
   * take bets (the round's row in the database decides) and list the tables (`setDealing`).
   */
  readonly dealing?: boolean;
};

/** How long a house that does not deal lists a table's recent results before reading them again. */
const LISTED_STATE_MS = 2_000;

export type LiveTables = Awaited<ReturnType<typeof startLiveTables>>;

export async function startLiveTables(deps: LiveTablesDeps) {
  const now = deps.now ?? Date.now;
  let closing = false;
  let dealing = false;
  let stints = 0;
  let listedAt = 0;
  const tables = new Map<string, Table>();
  for (const config of deps.tables ?? LIVE_TABLES) {
    const game = deps.games.get(config.game);
    if (!game) throw new Error(`live table ${config.key}: no game ${config.game}`);
    tables.set(config.key, {
      config,
      game,
      epoch: `${deps.epoch}.t.${config.key}`, // replaced when dealing starts
      seq: 0,
      history: createStreamHistory(HISTORY_SIZE),
      state: tableAt(config.key, config.game, await storedHistory(config)),
      round: null,
      timer: undefined,
      running: null,
    });
  }

  async function storedHistory(config: TableConfig): Promise<TableRound[]> {
    const rows = await deps.db.query<RoundRow>(
      `select id, round_no, server_seed, server_seed_hash, closed_at, outcome from live_table_rounds
       where table_key = $1 and settled_at is not null order by round_no desc limit $2`,
      [config.key, TABLE_HISTORY],
    );
    return rows.map((r) => ({ RoundNo: r.round_no, SeedHash: r.server_seed_hash, ServerSeed: r.server_seed, Outcome: r.outcome! }));
  }

  const envelope = (table: Table) => ({ v: PROTOCOL_VERSION as typeof PROTOCOL_VERSION, stream: tableTopic(table.config.key), epoch: table.epoch, seq: table.seq, ts: now() });

  function emit(table: Table, event: TableEvent): void {
    table.state = foldTable(table.state, event);
    table.seq += 1;
    const message: TableEventsMessage = { ...envelope(table), type: 'events', events: [event] };
    table.history.push(message);
    deps.publish(message.stream, message);
  }

  /** Runs a table's next step at `at`; a step that throws is tried again shortly. */
  function schedule(table: Table, at: number, step: (table: Table) => Promise<number>): void {
    if (closing || !dealing) return;
    table.timer = setTimeout(() => {
      table.running = step(table).then(
        (nextAt) => schedule(table, nextAt, nextStep(table)),
        (error: unknown) => {
          deps.onError?.(error, table.config.key);
          schedule(table, now() + RETRY_MS, step);
        },
      );
    }, Math.max(0, at - now()));
  }

  const nextStep = (table: Table) => (table.state.Phase === 'betting' ? close : table.state.Phase === 'closed' ? settle : open);

  async function open(table: Table): Promise<number> {
    const [last] = await deps.db.query<{ n: number | null }>('select max(round_no) as n from live_table_rounds where table_key = $1', [table.config.key]);
    const roundNo = (last?.n ?? 0) + 1;
    const seed = newSeed();
    const seedHash = serverSeedHash(seed);
    const closesAt = now() + table.config.timings.bettingMs;
    const [row] = await deps.db.query<{ id: bigint }>(
      `insert into live_table_rounds (table_key, round_no, game, server_seed, server_seed_hash, closes_at) values ($1, $2, $3, $4, $5, $6) returning id`,
      [table.config.key, roundNo, table.config.game, seed, seedHash, new Date(closesAt)],
    );
    table.round = { id: row!.id, roundNo, seed };
    emit(table, { type: 'opened', RoundNo: roundNo, SeedHash: seedHash, ClosesAt: closesAt });
    return closesAt;
  }

  async function close(table: Table): Promise<number> {
    const round = table.round!;
    // Waits for every bet transaction holding the row; later ones find it closed.
    await deps.db.query('update live_table_rounds set closed_at = now() where id = $1 and closed_at is null', [round.id]);
    const resultAt = now() + table.config.timings.drawMs;
    emit(table, { type: 'closed', RoundNo: round.roundNo, ResultAt: resultAt });
    return resultAt;
  }

  async function settle(table: Table): Promise<number> {
    const round = table.round!;
    const outcome = await settleRound(table.config, table.game, round);
    const nextAt = now() + table.config.timings.resultMs;
    emit(table, { type: 'result', RoundNo: round.roundNo, ServerSeed: round.seed, Outcome: outcome, NextAt: nextAt });
    table.round = null;
    return nextAt;
  }

  /** Deals a round and settles every bet on it, in one transaction. */
  async function settleRound(config: TableConfig, game: HouseGame, round: { id: bigint; roundNo: number; seed: string }): Promise<TableOutcome> {
    const seeds = tableRoundSeeds(config.key, round.roundNo, round.seed);
    const outcome = dealTableRound(config.game, seeds);
    await deps.db.transaction(async (tx) => {
      const [row] = await tx.query<{ settled_at: unknown }>('select settled_at from live_table_rounds where id = $1 for update', [round.id]);
      if (row?.settled_at) return; // settled already (a retry after a lost answer)
      await tx.query('update live_table_rounds set closed_at = coalesce(closed_at, now()), outcome = $2::jsonb, settled_at = now() where id = $1', [
        round.id,
        JSON.stringify(outcome),
      ]);
      const bets = await tx.query<BetRow>(
        `select id, user_id, currency, book, bet, stake, reservations from casino_rounds where table_round_id = $1 and status = $2 order by id for update`,
        [round.id, ROUND_STATUS.open],
      );
      if (bets.length === 0) return;
      const settled = bets.map((bet) => {
        // Parsed as the bet was accepted; the same floats deal the same pocket or coup for every bet.
        const parsed = game.engine.parseBet(bet.bet);
        if (!parsed.ok) throw new Error(`table bet ${bet.id}: stored bet no longer parses (${parsed.error.message})`);
        const step = game.engine.start(parsed.value, fairFloats(seeds));
        return { bet, step };
      });
      const items: BatchResolution[] = settled.map(({ bet, step }) => ({
        reservationId: bet.reservations[0]!,
        account: { userId: Number(bet.user_id), currency: bet.currency, book: bet.book },
        stake: BigInt(bet.stake),
        how: { kind: 'settle', payout: step.payout },
      }));
      await resolveStakesIn(tx, SETTLE_SCOPE, `${config.key}:${round.roundNo}`, items);
      await tx.query(
        `update casino_rounds r set outcome = x.outcome, payout = x.payout, status = $2, settled_at = now()
         from unnest($1::bigint[], $3::jsonb[], $4::bigint[]) as x (id, outcome, payout) where r.id = x.id`,
        [settled.map((s) => String(s.bet.id)), ROUND_STATUS.settled, settled.map((s) => JSON.stringify(s.step.outcome)), settled.map((s) => String(s.step.payout))],
      );
    });
    return outcome;
  }

  /** Rounds a crash left unsettled are finished now: their seeds were drawn, their results decided. */
  async function finishInterrupted(table: Table): Promise<void> {
    const rows = await deps.db.query<RoundRow>(
      'select id, round_no, server_seed, server_seed_hash, closed_at, outcome from live_table_rounds where table_key = $1 and settled_at is null order by round_no',
      [table.config.key],
    );
    for (const row of rows) await settleRound(table.config, table.game, { id: row.id, roundNo: row.round_no, seed: row.server_seed });
    if (rows.length > 0) table.state = tableAt(table.config.key, table.config.game, await storedHistory(table.config));
  }

  /** Starts dealing every table: a fresh run of its topic, the rounds a crash or another dealer left finished first. */
  async function startDealing(): Promise<void> {
    dealing = true;
    const stint = stints++;
    for (const table of tables.values()) {
      // The first run keeps the plain epoch; later ones (a cluster node dealing again) get their own.
      table.epoch = `${deps.epoch}.t.${table.config.key}${stint === 0 ? '' : `.${stint}`}`;
      table.seq = 0;
      table.history = createStreamHistory(HISTORY_SIZE);
      table.round = null;
      table.state = tableAt(table.config.key, table.config.game, await storedHistory(table.config));
      await finishInterrupted(table);
      schedule(table, now(), open);
    }
  }

  async function stopDealing(): Promise<void> {
    dealing = false;
    for (const table of tables.values()) clearTimeout(table.timer);
    await Promise.all([...tables.values()].map((t) => t.running?.catch(() => undefined)));
  }

  /** A house that does not deal reads the recent results of the tables from the database, now and then. */
  async function listedState(): Promise<void> {
    if (dealing || now() - listedAt < LISTED_STATE_MS) return;
    listedAt = now();
    for (const table of tables.values()) table.state = tableAt(table.config.key, table.config.game, await storedHistory(table.config));
  }

  if (deps.dealing ?? true) await startDealing();

  return {
    tables: () => [...tables.values()].map((t) => t.config),

    /** What a subscriber at (`epoch`, `lastSeq`) needs: the tail when it is still held, else a snapshot; null: no such table. */
    resync(key: string, lastSeq: number | null, epoch: string | null): TableMessage[] | null {
      const table = tables.get(key);
      if (!table) return null;
      if (epoch === table.epoch && lastSeq !== null) {
        const tail = table.history.since(lastSeq);
        if (tail) return tail;
      }
      return [{ ...envelope(table), type: 'snapshot', snapshot: table.state }];
    },

    heartbeat(): void {
      if (!dealing) return;
      for (const table of tables.values()) deps.publish(tableTopic(table.config.key), { ...envelope(table), type: 'heartbeat' });
    },

    /** Deals, or stops dealing (a cluster node that gained or lost the lease). */
    async setDealing(on: boolean): Promise<void> {
      if (on && !dealing && !closing) await startDealing();
      else if (!on && dealing) await stopDealing();
    },

    /** Each dealt table's topic, epoch and seq (a cluster's beat); none when this house does not deal. */
    beats: (): [TableTopic, string, number][] => (dealing ? [...tables.values()].map((t) => [tableTopic(t.config.key), t.epoch, t.seq]) : []),

    /** Each dealt table's snapshot (a cluster stores them for its other nodes); none when this house does not deal. */
    snapshots: (): TableMessage[] => (dealing ? [...tables.values()].map((t) => ({ ...envelope(t), type: 'snapshot', snapshot: t.state })) : []),

    /** API-26: the tables with the player's stake limits and who is seated now. */
    async list(currency: CurrencyCode): Promise<LiveTable[]> {
      await listedState();
      const limits = casinoStakeLimits(currency);
      return [...tables.values()].map(({ config, state }) => ({
        Key: config.key,
        Name: config.name,
        Provider: LIVE_STUDIO.key,
        ProviderName: LIVE_STUDIO.name,
        Game: config.game,
        Dealer: config.dealer,
        MinStakeMinor: limits.minStakeMinor.toString(),
        MaxStakeMinor: limits.maxStakeMinor.toString(),
        Currency: currency,
        Seated: deps.seated(tableTopic(config.key)),
        Recent: state.History.slice(0, 8).map((r) => r.Outcome),
      }));
    },

    /** A bet on the round in play: held now, settled with the round. One per player and round. */
    bet(account: WalletAccount, key: string, roundNo: number, input: unknown, idempotencyKey: string): Promise<MoneyAnswer> {
      const table = tables.get(key);
      if (!table) return Promise.resolve(failure(404, ERROR_CODES.unknownGame, `Table: no live table '${key}'`, 'Table'));
      const checked = deps.casino.checkBet(table.game, input, account.currency);
      if ('status' in checked) return Promise.resolve(checked);
      const idem = { scope: `casino:${account.userId}`, key: idempotencyKey };
      return deps.wallet.once(idem, { operation: 'table-bet', params: { user: account.userId, table: key, round: roundNo, bet: input } }, async (tx, stakes) => {
        const [round] = await tx.query<RoundRow>(
          'select id, round_no, server_seed, server_seed_hash, closed_at, outcome from live_table_rounds where table_key = $1 and round_no = $2 for share',
          [key, roundNo],
        );
        if (!round || round.closed_at !== null) return failure(409, ERROR_CODES.tableBetsClosed, `RoundNo: bets on round ${roundNo} of ${key} are closed`, 'RoundNo');
        if (await hasBet(tx, round.id, account.userId)) return failure(409, ERROR_CODES.tableBetPlaced, `RoundNo: you have a bet on round ${roundNo} already`, 'RoundNo');
        const held = await stakes.reserve(account, checked.stake, `casino:${key}`);
        if (!held.ok) return held.answer;
        const [row] = await tx.query<{ id: bigint }>(
          `insert into casino_rounds (user_id, game, provider, currency, book, table_round_id, nonce, bet, outcome, stake, status, reservations)
           values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, 'null'::jsonb, $9, $10, $11) returning id`,
          [account.userId, table.game.key, LIVE_STUDIO.key, account.currency, account.book, round.id, roundNo, JSON.stringify(input), checked.stake, ROUND_STATUS.open, [held.reservationId]],
        );
        return deps.casino.fundedAnswer(tx, account, { id: row!.id, game: table.game.key }, checked.stake);
      });
    },

    /** Bets per table in the last 7 days: the live group of the popular lists (API-35). */
    async popularity(): Promise<Map<string, number>> {
      const rows = await deps.db.query<{ table_key: string; n: bigint }>(
        `select t.table_key, count(*) as n from casino_rounds r join live_table_rounds t on t.id = r.table_round_id
         where r.created_at > now() - interval '7 days' group by t.table_key`,
      );
      return new Map(rows.map((r) => [r.table_key, Number(r.n)]));
    },

    /** The player's latest bets at a table, newest first. */
    bets: (userId: number, key: string): Promise<CasinoRound[]> => deps.casino.tableRounds(userId, key, 10),

    async close(): Promise<void> {
      closing = true;
      await stopDealing();
    },
  };
}

async function hasBet(tx: Queryable, tableRoundId: bigint, userId: number): Promise<boolean> {
  const rows = await tx.query('select 1 from casino_rounds where table_round_id = $1 and user_id = $2', [tableRoundId, userId]);
  return rows.length > 0;
}
