/**
 * The results store: every finished match's result record (schemas/results.ts), in memory, for the
 * last `retentionMs` of simulated time (at least 7 days) and at most `maxResults` records. Other
 * house modules read a match's result by id, or one selection's ENM-02 result by market and
 * outcome id, and are told of each new result (`onResult`), as the betting module tells of
 * cashouts. The simulator feeds it (SimulatorOptions.onResult); the results API reads it.
 */
import type { BetResult, MatchResult } from '../../schemas/results.ts';

export type ResultListener = (result: MatchResult) => void;

export interface ResultsStore {
  /** Records a finished match and tells the listeners. A match id already held is ignored. */
  add(result: MatchResult): void;
  /** The result of a match, or undefined (never finished, or older than the retention). */
  get(matchId: number): MatchResult | undefined;
  /**
   * How one selection settled (ENM-02): the outcome `oddId` of market `marketId` (Market.ID within
   * the match) — current outcomes and those of earlier lines alike. Undefined when the store holds
   * no such match, market or outcome.
   */
  outcome(matchId: number, marketId: number, oddId: number): BetResult | undefined;
  /** Called after each new result; returns the unsubscribe function. A listener that throws is logged away, never stops the feed. */
  onResult(listener: ResultListener): () => void;
  /** Every result held, oldest finish first (do not change them). */
  all(): readonly MatchResult[];
  readonly size: number;
}

export type ResultsStoreOptions = {
  /** How much simulated time back results are kept, from the latest finish (default and minimum 7 days). */
  readonly retentionMs?: number;
  /** A hard bound on records held (default 100,000). */
  readonly maxResults?: number;
  /** Where a throwing listener's error goes (default: console.error). */
  readonly onListenerError?: (error: unknown) => void;
};

export const DAY_MS = 86_400_000;
export const RESULTS_RETENTION_MS = 7 * DAY_MS;
export const MAX_RESULTS = 100_000;

export function createResultsStore(options: ResultsStoreOptions = {}): ResultsStore {
  const retention = Math.max(RESULTS_RETENTION_MS, options.retentionMs ?? RESULTS_RETENTION_MS);
  const maxResults = Math.max(1, options.maxResults ?? MAX_RESULTS);
  const onListenerError = options.onListenerError ?? ((error: unknown) => console.error('results listener failed', error));
  /** In the order added (the simulator finishes matches in time order); `head` is the oldest kept. */
  const order: MatchResult[] = [];
  let head = 0;
  const byId = new Map<number, MatchResult>();
  const listeners = new Set<ResultListener>();
  let latest = -Infinity;

  function prune(): void {
    const cutoff = latest - retention;
    while (head < order.length) {
      const oldest = order[head];
      if (!oldest || (oldest.FinishedDateJs >= cutoff && order.length - head <= maxResults)) break;
      byId.delete(oldest.ID);
      head++;
    }
    // Compact now and then, so the array does not grow without bound.
    if (head > 1024 && head * 2 > order.length) {
      order.splice(0, head);
      head = 0;
    }
  }

  return {
    add(result) {
      if (byId.has(result.ID)) return;
      byId.set(result.ID, result);
      order.push(result);
      latest = Math.max(latest, result.FinishedDateJs);
      prune();
      for (const listener of listeners) {
        try {
          listener(result);
        } catch (error) {
          onListenerError(error);
        }
      }
    },
    get: (matchId) => byId.get(matchId),
    outcome(matchId, marketId, oddId) {
      const market = byId.get(matchId)?.Markets.find((m) => m.ID === marketId);
      return market?.Outcomes.find((o) => o.ID === oddId)?.Result;
    },
    onResult(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    all: () => order.slice(head),
    get size() {
      return order.length - head;
    },
  };
}
