/**
 * The results store: every finished match's result record (schemas/results.ts), in memory, for the
 * last `retentionMs` of simulated time (at least 7 days) and at most `maxResults` records. Other
 * house modules read a match's result by id, or one selection's ENM-02 result by market and
 * outcome id, and are told of each new result (`onResult`), as the betting module tells of
 * cashouts. The simulator feeds it (SimulatorOptions.onResult); the results API reads it.
 */
import type { BetResult, MatchResult, SettledMarket } from '../../schemas/results.ts';

export type ResultListener = (result: MatchResult) => void;

/** A result without its markets: what lists and trees need. */
export type ResultSummary = Omit<MatchResult, 'Markets'>;

export interface ResultsStore {
  /** Records a finished match and tells the listeners. A match id already held is ignored. */
  add(result: MatchResult): void;
  /** The result of a match (a fresh copy), or undefined (never finished, or older than the retention). */
  get(matchId: number): MatchResult | undefined;
  /**
   * How one selection settled (ENM-02): the outcome `oddId` of market `marketId` (Market.ID within
   * the match) — current outcomes and those of earlier lines alike. Undefined when the store holds
   * no such match, market or outcome.
   */
  outcome(matchId: number, marketId: number, oddId: number): BetResult | undefined;
  /** Called after each new result; returns the unsubscribe function. A listener that throws is logged away, never stops the feed. */
  onResult(listener: ResultListener): () => void;
  /** Every result held without its markets, oldest finish first (shared objects: do not change them). */
  summaries(): readonly ResultSummary[];
  readonly size: number;
}

export type ResultsStoreOptions = {
  /** How much simulated time back results are kept, from the latest finish (default and minimum 7 days). */
  readonly retentionMs?: number;
  /** A hard bound on records held (default 50,000: about 8 weeks of the default book). */
  readonly maxResults?: number;
  /** Where a throwing listener's error goes (default: console.error). */
  readonly onListenerError?: (error: unknown) => void;
};

export const DAY_MS = 86_400_000;
export const RESULTS_RETENTION_MS = 7 * DAY_MS;
export const MAX_RESULTS = 50_000;

/**
 * A result as stored: its outcomes in columns shared by all its markets, texts interned. A live
 * match's result holds ~130 outcomes (two thirds of them retired lines); as objects that is
 * ~25 KB a match, ~150 MB for a week of the default book. In columns it is a fraction of that.
 */
type Stored = {
  readonly summary: ResultSummary;
  readonly heads: readonly Omit<SettledMarket, 'Outcomes'>[];
  /** Market i's outcomes are [offsets[i], offsets[i + 1]). */
  readonly offsets: Uint32Array;
  /** Outcome id and last price, interleaved. */
  readonly numbers: Float64Array;
  /** ENM-02 code, plus RETIRED_BIT for an outcome of an earlier line. */
  readonly codes: Uint8Array;
  /** Index of the outcome's Title and SpecialBetValue in the store's text table. */
  readonly texts: Uint32Array;
};

const RETIRED_BIT = 0x80;

type TextTable = { readonly index: Map<string, number>; readonly list: (readonly [title: string, line: string])[] };

function textIndex(table: TextTable, title: string, line: string): number {
  const key = `${title}\u0000${line}`;
  let i = table.index.get(key);
  if (i === undefined) {
    i = table.list.length;
    table.list.push([title, line]);
    table.index.set(key, i);
  }
  return i;
}

function pack(summary: ResultSummary, markets: readonly SettledMarket[], table: TextTable): Stored {
  const n = markets.reduce((sum, m) => sum + m.Outcomes.length, 0);
  const stored: Stored = {
    summary,
    heads: markets.map(({ Outcomes: _outcomes, ...head }) => ({ ...head, MarketSpecifications: { ...head.MarketSpecifications } })),
    offsets: new Uint32Array(markets.length + 1),
    numbers: new Float64Array(2 * n),
    codes: new Uint8Array(n),
    texts: new Uint32Array(n),
  };
  let k = 0;
  markets.forEach((m, i) => {
    stored.offsets[i] = k;
    for (const o of m.Outcomes) {
      stored.numbers[2 * k] = o.ID;
      stored.numbers[2 * k + 1] = o.Odds;
      stored.codes[k] = o.Result | (o.IsRetired ? RETIRED_BIT : 0);
      stored.texts[k] = textIndex(table, o.Title, o.SpecialBetValue);
      k++;
    }
  });
  stored.offsets[markets.length] = k;
  return stored;
}

function unpackMarket(stored: Stored, i: number, table: TextTable): SettledMarket {
  const head = stored.heads[i] as Omit<SettledMarket, 'Outcomes'>;
  const Outcomes: SettledMarket['Outcomes'] = [];
  for (let k = stored.offsets[i] ?? 0; k < (stored.offsets[i + 1] ?? 0); k++) {
    const code = stored.codes[k] ?? 0;
    const [Title, SpecialBetValue] = table.list[stored.texts[k] ?? 0] ?? ['', ''];
    Outcomes.push({ ID: stored.numbers[2 * k] ?? 0, Title, SpecialBetValue, Odds: stored.numbers[2 * k + 1] ?? 0, Result: (code & ~RETIRED_BIT) as BetResult, IsRetired: (code & RETIRED_BIT) !== 0 });
  }
  return { ...head, MarketSpecifications: { ...head.MarketSpecifications }, Outcomes };
}

export function createResultsStore(options: ResultsStoreOptions = {}): ResultsStore {
  const retention = Math.max(RESULTS_RETENTION_MS, options.retentionMs ?? RESULTS_RETENTION_MS);
  const maxResults = Math.max(1, options.maxResults ?? MAX_RESULTS);
  const onListenerError = options.onListenerError ?? ((error: unknown) => console.error('results listener failed', error));
  /** In the order added (the simulator finishes matches in time order); `head` is the oldest kept. */
  const order: ResultSummary[] = [];
  let head = 0;
  const byId = new Map<number, Stored>();
  const listeners = new Set<ResultListener>();
  /** Sport, category and tournament objects shared by every summary naming them. */
  const named = new Map<string, ResultSummary['Sport']>();
  /** Outcome titles and lines, interned (a few thousand distinct pairs at most). */
  const table: TextTable = { index: new Map(), list: [] };
  let latest = -Infinity;

  const intern = (kind: string, x: ResultSummary['Sport']): ResultSummary['Sport'] => {
    const key = `${kind}:${x.ID}:${x.Name}:${x.Alias}:${x.Rank}`;
    let found = named.get(key);
    if (!found) named.set(key, (found = Object.freeze({ ...x })));
    return found;
  };

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
      const { Markets, ...rest } = result;
      const summary: ResultSummary = { ...rest, Sport: intern('s', rest.Sport), Category: intern('c', rest.Category), Tournament: intern('t', rest.Tournament), PeriodScores: rest.PeriodScores.map((p) => ({ ...p })) };
      byId.set(result.ID, pack(summary, Markets, table));
      order.push(summary);
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
    get(matchId) {
      const stored = byId.get(matchId);
      if (!stored) return undefined;
      const s = stored.summary;
      return { ...s, Sport: { ...s.Sport }, Category: { ...s.Category }, Tournament: { ...s.Tournament }, PeriodScores: s.PeriodScores.map((p) => ({ ...p })), Markets: stored.heads.map((_, i) => unpackMarket(stored, i, table)) };
    },
    outcome(matchId, marketId, oddId) {
      const stored = byId.get(matchId);
      const i = stored?.heads.findIndex((m) => m.ID === marketId) ?? -1;
      if (!stored || i < 0) return undefined;
      for (let k = stored.offsets[i] ?? 0; k < (stored.offsets[i + 1] ?? 0); k++) {
        if (stored.numbers[2 * k] === oddId) return ((stored.codes[k] ?? 0) & ~RETIRED_BIT) as BetResult;
      }
      return undefined;
    },
    onResult(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    summaries: () => order.slice(head),
    get size() {
      return order.length - head;
    },
  };
}
