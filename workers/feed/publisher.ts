/**
 * The publisher owns the page's watches: what each watches, what it was last sent and which rows it
 * has on screen. Changes only mark it dirty; one flush per frame computes each watched query's view
 * once, diffs it against what each watch was last sent, and sends the patches. A watch can be paced
 * (domain/frame-pace.ts): a page whose frames run long is sent at most one batch per `paceMs`, the
 * latest state each time, so a slow phone paints ten frames a second instead of twenty slow ones.
 */
import { queryKey, type FeedQuery, type LiveOverviewModel, type MatchRowView } from './contract.ts';
import { diff, type Patch } from './patches.ts';

type Watch = {
  readonly query: FeedQuery;
  readonly key: string;
  readonly send: (patches: Patch[]) => void;
  last: object | null;
  /** The rows the page has on screen; `null` until it says (every row is then sent). */
  visible: ReadonlySet<number> | null;
  /** At most one batch per this many ms (0: every flush). */
  paceMs: number;
  /** When the last batch was sent (the publisher's clock). */
  sentAt: number;
};

/**
 * What a live-overview watch is sent: rows off its screen keep what it was last sent, so their
 * changes cost nothing on the page; a row is sent in full when it appears, and brought up to date as
 * soon as it comes into view. Structure (sports, categories, counts, status) is always current.
 */
function visiblePart(next: LiveOverviewModel, watch: Watch): LiveOverviewModel {
  const last = watch.last as LiveOverviewModel | null;
  const visible = watch.visible;
  if (last === null || visible === null) return next;
  const matches: Record<string, MatchRowView> = {};
  for (const id in next.matches) matches[id] = visible.has(Number(id)) ? next.matches[id]! : (last.matches[id] ?? next.matches[id]!);
  return { ...next, matches };
}

const defaultScheduleFlush = (flush: () => void): void => {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(flush);
  else setTimeout(flush, 16);
};

export class Publisher {
  readonly #watches = new Map<number, Watch>();
  readonly #viewOf: (query: FeedQuery) => object | null;
  readonly #schedule: (flush: () => void) => void;
  readonly #now: () => number;
  #nextId = 1;
  #pending = false;
  /** A flush waiting for a paced watch's next turn. */
  #paced: ReturnType<typeof setTimeout> | null = null;

  /**
   * `viewOf` answers a query as it stands now (null: not yet, send nothing); `schedule` defers a
   * flush to the next frame; `now` is the clock paces are kept by.
   */
  constructor(viewOf: (query: FeedQuery) => object | null, schedule: (flush: () => void) => void = defaultScheduleFlush, now: () => number = () => performance.now()) {
    this.#viewOf = viewOf;
    this.#schedule = schedule;
    this.#now = now;
  }

  get watching(): boolean {
    return this.#watches.size > 0;
  }

  watch(query: FeedQuery, send: (patches: Patch[]) => void): number {
    const id = this.#nextId++;
    this.#watches.set(id, { query, key: queryKey(query), send, last: null, visible: null, paceMs: 0, sentAt: -Infinity });
    this.markDirty();
    return id;
  }

  /** Ends a watch; returns what it watched. */
  unwatch(id: number): FeedQuery | undefined {
    const watch = this.#watches.get(id);
    this.#watches.delete(id);
    return watch?.query;
  }

  setVisible(id: number, matchIds: readonly number[] | null): void {
    const watch = this.#watches.get(id);
    if (!watch) return;
    watch.visible = matchIds === null ? null : new Set(matchIds);
    this.markDirty();
  }

  /** At most one batch per `paceMs` to watch `id` (0: every frame). */
  setPace(id: number, paceMs: number): void {
    const watch = this.#watches.get(id);
    if (!watch || watch.paceMs === paceMs) return;
    watch.paceMs = paceMs;
    this.markDirty();
  }

  markDirty(): void {
    if (this.#pending) return;
    this.#pending = true;
    this.#schedule(() => this.flush());
  }

  /** Runs a pending flush now (tests, replays). */
  flushNow(): void {
    if (this.#pending) this.flush();
  }

  flush(): void {
    this.#pending = false;
    const at = this.#now();
    let wait = Infinity;
    const views = new Map<string, object>();
    for (const watch of this.#watches.values()) {
      // A paced watch waits for its turn; its first view is never held back.
      if (watch.last !== null && at < watch.sentAt + watch.paceMs) {
        wait = Math.min(wait, watch.sentAt + watch.paceMs - at);
        continue;
      }
      let next = views.get(watch.key);
      if (!next) {
        const view = this.#viewOf(watch.query);
        if (view === null) continue;
        views.set(watch.key, (next = view));
      }
      const shown = watch.query.kind === 'live' ? visiblePart(next as LiveOverviewModel, watch) : next;
      const patches = watch.last === null ? [[[], shown] as const] : diff(watch.last, shown);
      watch.last = shown;
      if (patches.length === 0) continue;
      watch.sentAt = at;
      watch.send(patches as Patch[]);
    }
    if (wait !== Infinity && this.#paced === null) {
      this.#paced = setTimeout(() => {
        this.#paced = null;
        this.markDirty();
      }, wait);
    }
  }
}
