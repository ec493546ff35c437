/**
 * Settlement: open tickets are paid from their matches' results, each exactly once (ADR 0021).
 *
 * On each result the house publishes, the outcomes of the selections open tickets hold on that
 * match are written to `settled_selections` FIRST (the results store is memory only and a restarted
 * house does not play the match again), then every ticket those outcomes decide (domain/
 * ticket-return.ts) is settled in batches: per batch ONE database transaction marks the tickets
 * (only those still open: `status = 'open'` is the gate) and resolves their stakes in the ledger,
 * set-based (wallet/ledger.ts resolveStakesIn). A ticket's ledger transaction carries the key
 * `ticket-settlement`/<ticket id>, unique in the database, so no path can pay a ticket twice.
 * Only after the commit are the tickets forgotten by the betting service (no more cash-out offers)
 * and told to their players with the balance they left.
 *
 * A SIGKILL anywhere leaves each batch whole or absent; `load()` reads the stored outcomes back and
 * settles what they decide. Work runs one job at a time (a queue), so a duplicate or reordered
 * result only finds nothing left to do.
 *
 * A match that vanished (the house restarted while it was live or scheduled, so no result will
 * come) is abandoned after a grace period: its selections are stored as cancelled (void, odds 1)
 * and its tickets settle like any other.
 */
import { TICKET_STATUSES } from '../../schemas/betting.ts';
import { BET_RESULTS, type BetResult } from '../../schemas/results.ts';
import { fromMinorUnits, type Book, type CurrencyCode } from '../../schemas/wallet.ts';
import { settleTicket } from '../../domain/bet-plan.ts';
import { teasedLegResult } from '../../domain/teaser.ts';
import type { TicketOutcome } from '../../domain/ticket-return.ts';
import type { Db } from '../db/db.ts';
import type { ResultsStore } from '../results/store.ts';
import { balanceKey, resolveStakesIn, type BatchResolution, type WalletAccount } from '../wallet/ledger.ts';
import type { BettingService, OpenTicketFacts, PriceSource, SettledTicket } from './service.ts';

/** The idempotency scope of a ticket's settlement in the ledger; the key is the ticket id. */
export const SETTLEMENT_SCOPE = 'ticket-settlement';
/** A vanished match is voided after this long (wall time) by default: 30 minutes. */
export const DEFAULT_ABANDON_AFTER_MS = 30 * 60_000;
/** Tickets settled per database transaction by default. */
export const DEFAULT_SETTLEMENT_BATCH = 2000;

export type SettlementOptions = {
  readonly db: Db;
  readonly betting: Pick<BettingService, 'openTickets' | 'ticketsSettled'>;
  readonly results: Pick<ResultsStore, 'get' | 'outcome' | 'onResult'>;
  readonly prices: PriceSource;
  /** How long a match may be missing from both the feed and the results before it is voided (ms). */
  readonly abandonAfterMs?: number;
  /** How often open tickets are checked for results they missed and for vanished matches (ms; 0: never). */
  readonly sweepMs?: number;
  readonly batchSize?: number;
  /** Wall clock (ms); tests move it. */
  readonly now?: () => number;
  readonly log?: { info(data: object, message: string): void; warn(data: object, message: string): void; error(data: object, message: string): void };
};

export type SettlementReport = { readonly settled: number; readonly open: number };

export interface Settlement {
  /** Reads the stored outcomes back and settles what they decide (once, at start, after betting.load()). */
  load(): Promise<SettlementReport>;
  /** Settles the open tickets on a finished match from the results store (what each result triggers). */
  settleMatch(matchId: number): Promise<SettlementReport>;
  /** Finds results that were missed and matches that vanished past the grace period, and settles them. */
  sweep(): Promise<SettlementReport>;
  /** Resolves once the work queued so far is done (tests). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

type Decided = { readonly ticket: OpenTicketFacts; readonly outcome: TicketOutcome; readonly payoutMinor: bigint; readonly results: readonly BetResult[] };

type SettledRow = { id: bigint; user_id: bigint; currency: CurrencyCode; book: Book; reservation_id: bigint; stake: bigint; settled_at: Date | string };

const accountOf = (row: SettledRow): WalletAccount => ({ userId: Number(row.user_id), currency: row.currency, book: row.book });

/** A stored outcome's key: the selection, and the line it settles on ('' the market's own; a teaser leg's teased line). */
const key = (matchId: number, marketId: number, oddId: number, line: string) => `${matchId}:${marketId}:${oddId}:${line}`;

type Leg = { readonly MatchID: number; readonly MarketID: number; readonly OddID: number; readonly TeasedLine?: string | undefined };
const legKey = (s: Leg) => key(s.MatchID, s.MarketID, s.OddID, s.TeasedLine ?? '');

/** One selection to settle on a match: its outcome, and the line it settles on. */
type SettlingPick = { readonly marketId: number; readonly oddId: number; readonly line: string };

export function createSettlement(options: SettlementOptions): Settlement {
  const { db, betting, results, prices } = options;
  const abandonAfterMs = options.abandonAfterMs ?? DEFAULT_ABANDON_AFTER_MS;
  const batchSize = options.batchSize ?? DEFAULT_SETTLEMENT_BATCH;
  const now = options.now ?? Date.now;
  /** Stored outcomes of selections on open tickets, by match:market:odd. */
  const known = new Map<string, BetResult>();
  /** When a match was first seen missing from the feed and the results (wall ms). */
  const missingSince = new Map<number, number>();
  let queue: Promise<unknown> = Promise.resolve();
  let closed = false;

  /** Runs jobs one at a time, in order; a failed job is logged and the next still runs. */
  function enqueue<T>(job: () => Promise<T>): Promise<T> {
    const run = queue.then(job);
    queue = run.catch((error: unknown) => options.log?.error({ err: error }, 'settlement failed'));
    return run;
  }


  function decide(ticket: OpenTicketFacts): Decided | null {
    const legs = ticket.view.Selections.map((s, i) => ({ oddsMilli: ticket.oddsMilli[i]!, result: known.get(legKey(s)) ?? BET_RESULTS.pending }));
    if (!ticket.shape) {
      options.log?.warn({ ticketId: ticket.view.TicketID }, 'ticket has no readable bet type: left open');
      return null;
    }
    const back = settleTicket(ticket.shape, legs);
    if (!back.decided) return null;
    return { ticket, outcome: back.outcome, payoutMinor: back.payoutMinor, results: legs.map((l) => l.result) };
  }

  /** Writes the outcomes of one match's selections (first writer wins) and reads back what is stored. */
  async function storeOutcomes(matchId: number, rows: readonly (SettlingPick & { result: BetResult })[], abandoned: boolean): Promise<void> {
    if (rows.length > 0) {
      await db.query(
        `insert into settled_selections (match_id, market_id, odd_id, line, result, abandoned)
         select $1, m, o, l, r, $6 from unnest($2::bigint[], $3::bigint[], $4::text[], $5::smallint[]) as x (m, o, l, r)
         on conflict do nothing`,
        [matchId, rows.map((r) => r.marketId), rows.map((r) => r.oddId), rows.map((r) => r.line), rows.map((r) => r.result), abandoned],
      );
    }
    const back = await db.query<{ market_id: bigint; odd_id: bigint; line: string; result: number }>('select market_id, odd_id, line, result from settled_selections where match_id = $1', [matchId]);
    for (const row of back) known.set(key(matchId, Number(row.market_id), Number(row.odd_id), row.line), Number(row.result) as BetResult);
    missingSince.delete(matchId);
  }

  const openOn = (matchId: number) => [...betting.openTickets()].filter((t) => t.view.Selections.some((s) => s.MatchID === matchId));

  /** The selections open tickets hold on a match, once each per line they settle on. */
  function selectionsOn(tickets: readonly OpenTicketFacts[], matchId: number): SettlingPick[] {
    const seen = new Map<string, SettlingPick>();
    for (const t of tickets) {
      for (const s of t.view.Selections) {
        if (s.MatchID === matchId) seen.set(legKey(s), { marketId: s.MarketID, oddId: s.OddID, line: s.TeasedLine ?? '' });
      }
    }
    return [...seen.values()];
  }

  /**
   * How a selection ended in the match's result: the market's outcome, or a teaser leg's on its
   * teased line from the final score (the outcome's side, 1/2 or Over/Under, read from the result).
   */
  function outcomeIn(matchId: number, pick: SettlingPick): BetResult | undefined {
    if (pick.line === '') return results.outcome(matchId, pick.marketId, pick.oddId);
    const result = results.get(matchId);
    const side = result?.Markets.find((m) => m.ID === pick.marketId)?.Outcomes.find((o) => o.ID === pick.oddId)?.Title;
    return result && side !== undefined ? (teasedLegResult(side, pick.line, result.HomeScore, result.AwayScore) ?? undefined) : undefined;
  }

  async function fromResult(matchId: number): Promise<SettlementReport> {
    const tickets = openOn(matchId);
    if (tickets.length === 0) return { settled: 0, open: 0 };
    options.log?.info({ matchId, tickets: tickets.length }, 'settling a finished match');
    if (selectionsOn(tickets, matchId).some((s) => !known.has(key(matchId, s.marketId, s.oddId, s.line)))) {
      // No result (yet): nothing is decided by this match.
      if (results.get(matchId) === undefined) return { settled: 0, open: tickets.length };
      const rows = selectionsOn(tickets, matchId).map((pick) => {
        const result = outcomeIn(matchId, pick);
        // A selection the result does not hold cannot be settled: a book voids it.
        if (result === undefined || result === BET_RESULTS.pending) options.log?.warn({ matchId, marketId: pick.marketId, oddId: pick.oddId, line: pick.line }, 'selection missing from its match result: voided');
        return { ...pick, result: result === undefined || result === BET_RESULTS.pending ? BET_RESULTS.cancelled : result };
      });
      await storeOutcomes(matchId, rows, false);
    }
    return settle(tickets);
  }

  async function abandon(matchId: number): Promise<SettlementReport> {
    const tickets = openOn(matchId);
    options.log?.warn({ matchId, tickets: tickets.length, afterMs: abandonAfterMs }, 'match vanished with no result: its selections are voided');
    await storeOutcomes(
      matchId,
      selectionsOn(tickets, matchId).map((s) => ({ ...s, result: BET_RESULTS.cancelled })),
      true,
    );
    return settle(tickets);
  }

  /** Settles every ticket of `tickets` its stored outcomes decide, in batches. */
  async function settle(tickets: readonly OpenTicketFacts[]): Promise<SettlementReport> {
    const decided: Decided[] = [];
    for (const t of tickets) {
      const d = decide(t);
      if (d) decided.push(d);
    }
    // A player's tickets side by side: the ledger posts one transaction per player and batch.
    decided.sort((a, b) => a.ticket.userId - b.ticket.userId);
    let settled = 0;
    for (let i = 0; i < decided.length; i += batchSize) {
      settled += await commit(decided.slice(i, i + batchSize));
      // The embedded database answers in microtasks: let requests and the feed through between batches.
      if (i + batchSize < decided.length) await new Promise((resolve) => setImmediate(resolve));
    }
    return { settled, open: tickets.length - decided.length };
  }

  async function commit(batch: readonly Decided[]): Promise<number> {
    const byId = new Map(batch.map((d) => [d.ticket.view.TicketID, d]));
    const { updated: rows, balances } = await db.transaction(async (tx) => {
      // The gate: only tickets still open are settled (a cash-out or an earlier run may have closed one).
      const updated = await tx.query<SettledRow>(
        `update bet_tickets t set status = x.status, payout = x.payout, leg_results = x.results::smallint[], settled_at = now()
         from unnest($1::bigint[], $2::text[], $3::bigint[], $4::text[]) as x (id, status, payout, results)
         where t.id = x.id and t.status = 'open'
         returning t.id, t.user_id, t.currency, t.book, t.reservation_id, t.stake, t.settled_at`,
        [batch.map((d) => d.ticket.view.TicketID), batch.map((d) => statusOf(d.outcome)), batch.map((d) => String(d.payoutMinor)), batch.map((d) => `{${d.results.join(',')}}`)],
      );
      const items: BatchResolution[] = updated.map((row) => {
        const d = byId.get(String(row.id))!;
        return {
          reservationId: BigInt(row.reservation_id),
          account: accountOf(row),
          stake: BigInt(row.stake),
          how: d.outcome === 'void' ? { kind: 'void' } : { kind: 'settle', payout: d.payoutMinor },
        };
      });
      // Unique per batch: no ticket is in two committed batches (the gate above), so neither is its id.
      const first = updated.reduce((min, row) => (BigInt(row.id) < min ? BigInt(row.id) : min), BigInt(updated[0]?.id ?? 0));
      return { updated, balances: await resolveStakesIn(tx, SETTLEMENT_SCOPE, `t${first}`, items) };
    });
    if (rows.length < batch.length) options.log?.info({ skipped: batch.length - rows.length }, 'tickets no longer open were left alone');
    if (rows.length === 0) return 0;
    // Committed: only now may players hear of it.
    const told: SettledTicket[] = rows.map((row) => {
      const d = byId.get(String(row.id))!;
      const view = d.ticket.view;
      const payout = d.payoutMinor;
      return {
        userId: Number(row.user_id),
        balance: balances.get(balanceKey(accountOf(row)))!,
        ticket: {
          ...view,
          Status: statusOf(d.outcome),
          SettledAt: new Date(row.settled_at).toISOString(),
          Payout: fromMinorUnits(payout, view.Currency),
          PayoutMinor: String(payout),
          SelectionResults: [...d.results],
        },
      };
    });
    betting.ticketsSettled(told);
    options.log?.info({ tickets: rows.length }, 'settlement batch committed');
    return rows.length;
  }

  async function sweepNow(): Promise<SettlementReport> {
    const finished = new Set<number>();
    const vanished = new Set<number>();
    const t = now();
    const seen = new Set<number>();
    /** Matches with a selection on an open ticket whose outcome is not stored. */
    const undecided = new Set<number>();
    for (const ticket of betting.openTickets()) {
      for (const s of ticket.view.Selections) {
        seen.add(s.MatchID);
        if (!known.has(legKey(s))) undecided.add(s.MatchID);
      }
    }
    for (const id of undecided) {
      if (results.get(id) !== undefined) finished.add(id);
      else if (prices.match(id) !== undefined) missingSince.delete(id);
      else {
        // In neither the feed nor the results (a restart lost it, or its result lacks this selection).
        const since = missingSince.get(id) ?? t;
        missingSince.set(id, since);
        if (t - since >= abandonAfterMs) vanished.add(id);
      }
    }
    for (const id of missingSince.keys()) if (!undecided.has(id)) missingSince.delete(id);
    // Outcomes no open ticket needs any more are let go (the table keeps them).
    for (const k of known.keys()) if (!seen.has(Number(k.slice(0, k.indexOf(':'))))) known.delete(k);
    let settled = 0;
    for (const id of finished) settled += (await fromResult(id)).settled;
    for (const id of vanished) settled += (await abandon(id)).settled;
    // Tickets some of whose stored outcomes already decide them (a restart, a lost leg).
    settled += (await settle([...betting.openTickets()].filter((x) => x.view.Selections.some((s) => known.has(legKey(s)))))).settled;
    return { settled, open: [...betting.openTickets()].length };
  }

  const unsubscribe = results.onResult((result) => {
    if (!closed) void enqueue(() => fromResult(result.ID)).catch(() => {});
  });
  const timer = options.sweepMs === 0 ? null : setInterval(() => void enqueue(sweepNow).catch(() => {}), options.sweepMs ?? 60_000);
  timer?.unref();

  return {
    load: () =>
      enqueue(async () => {
        const matches = new Set<number>();
        for (const t of betting.openTickets()) for (const s of t.view.Selections) matches.add(s.MatchID);
        const rows = await db.query<{ match_id: bigint; market_id: bigint; odd_id: bigint; line: string; result: number }>(
          'select match_id, market_id, odd_id, line, result from settled_selections where match_id = any($1::bigint[])',
          [[...matches].map(String)],
        );
        for (const row of rows) {
          known.set(key(Number(row.match_id), Number(row.market_id), Number(row.odd_id), row.line), Number(row.result) as BetResult);
        }
        const report = await sweepNow();
        if (report.settled > 0) options.log?.info({ ...report }, 'settlement resumed at start');
        return report;
      }),
    settleMatch: (matchId) => enqueue(() => fromResult(matchId)),
    sweep: () => enqueue(sweepNow),
    idle: async () => {
      await queue;
    },
    async close() {
      closed = true;
      unsubscribe();
      if (timer) clearInterval(timer);
      await queue;
    },
  };
}

function statusOf(outcome: TicketOutcome) {
  return outcome === 'won' ? TICKET_STATUSES.won : outcome === 'lost' ? TICKET_STATUSES.lost : TICKET_STATUSES.void;
}
