/**
 * The feed engine: socket → validate → order and resync (stream-sync) → normalise → event log →
 * projections → views → patches. It runs in the Web Worker (entry.ts exposes it through comlink)
 * and, unchanged, in Node for replays and tests. Side effects enter through the socket, the
 * scheduler and the store passed in; timers are the platform's (tests use fake timers).
 */
import { setAutoFreeze, setUseStrictIteration, setUseStrictShallowCopy } from 'immer';
import { feedMessageSchema, type FeedMessage } from '../../schemas/feed.ts';
import { STREAMS, type StreamName } from '../../schemas/protocol.ts';
import { check, type ValidationFailure } from '../../schemas/validate.ts';
import { appendToLog, createLog, type EventLog } from './log.ts';
import type { Book, DomainEvent, MatchEntry } from './model.ts';
import { normaliseMessage } from './normalise/wire-to-domain.ts';
import { diff, type Patch } from './patches.ts';
import { emptyBook, foldEvents } from './projections/book.ts';
import type { FeedStore } from './persistence.ts';
import type { FeedSocket, TransportState } from './socket.ts';
import { gapTimedOut, initialSync, receive, syncRequested, type StreamSync } from './stream-sync.ts';
import { liveOverviewView, type LiveOverviewView, type MatchRowView } from './views/live-overview.ts';

/**
 * What a view shows about its data: `connecting` before any, `live` when fresh, `stale` when the
 * data may be behind the house (heartbeat missed, resync in flight, restored from storage), and
 * `reconnecting` while the socket is down.
 */
export type FeedStatus = 'connecting' | 'live' | 'stale' | 'reconnecting';

/** SPEC STA-54: a subscription's request state. */
export type SubscriptionStatus = 'pending' | 'fulfilled' | 'rejected';

export type LiveOverviewModel = LiveOverviewView & {
  readonly status: FeedStatus;
  /** House emit time of the newest live data shown (epoch ms), 0 before any. */
  readonly houseTime: number;
};

/** Data older than this (no message, not even a heartbeat) is stale; the house beats every second. */
export const STALE_AFTER_MS = 3000;
/** How long a gap may wait for late messages before the stream is resynced. */
export const GAP_WAIT_MS = 500;
/** A resync not completed by then is asked for again. */
export const RESYNC_RETRY_MS = 5000;
const FRESHNESS_CHECK_MS = 250;

export type EngineOptions = {
  readonly socket: FeedSocket;
  /** Defers a flush to the next frame. */
  readonly scheduleFlush?: (flush: () => void) => void;
  /** Freeze log entries and projections (development builds and tests). */
  readonly freeze?: boolean;
  readonly logCapacity?: number;
  readonly now?: () => number;
  readonly onInvalidMessage?: (failure: ValidationFailure) => void;
  /** Where the engine starts from (a book restored from storage): shown stale until resynced. */
  readonly restored?: { readonly book: Book; readonly epochs: Partial<Record<StreamName, string>> };
  /** Keeps the book across reloads, written at most every `saveEveryMs`. */
  readonly store?: FeedStore;
  readonly saveEveryMs?: number;
};

type Subscriber = {
  readonly send: (patches: Patch[]) => void;
  last: LiveOverviewModel | null;
  /** The rows the page has on screen; `null` until it says (every row is then sent). */
  visible: ReadonlySet<number> | null;
};

/**
 * What a subscriber is sent: rows off its screen keep what it was last sent, so their changes cost
 * nothing on the page; a row is sent in full when it appears, and brought up to date as soon as it
 * comes into view. Structure (sports, categories, counts, status) is always current.
 */
function visiblePart(next: LiveOverviewModel, sub: Subscriber): LiveOverviewModel {
  const last = sub.last;
  const visible = sub.visible;
  if (last === null || visible === null) return next;
  const matches: Record<string, MatchRowView> = {};
  for (const id in next.matches) matches[id] = visible.has(Number(id)) ? next.matches[id]! : (last.matches[id] ?? next.matches[id]!);
  return { ...next, matches };
}

const defaultScheduleFlush = (flush: () => void): void => {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(flush);
  else setTimeout(flush, 16);
};

export function createFeedEngine(options: EngineOptions) {
  const freeze = options.freeze ?? false;
  const now = options.now ?? Date.now;
  const scheduleFlush = options.scheduleFlush ?? defaultScheduleFlush;
  const capacity = options.logCapacity ?? 50_000;
  const streams: readonly StreamName[] = [STREAMS.live];
  const rowCache = new WeakMap<MatchEntry, MatchRowView>();
  const subscribers = new Map<number, Subscriber>();
  let folded: Book = options.restored?.book ?? emptyBook();
  let log: EventLog = createLog(folded);
  /** Events accepted but not folded yet: folding waits for a reader, so a frame's messages fold in one pass. */
  let unfolded: DomainEvent[] = [];
  const sync = new Map<StreamName, StreamSync>(
    streams.map((s) => [s, initialSync(options.restored?.epochs[s] ?? null, folded.streams[s].seq)]),
  );
  const subscriptions = new Map<StreamName, SubscriptionStatus>();
  const resyncRequestedAt = new Map<StreamName, number>();
  let transport: TransportState = 'stopped';
  let invalidMessages = 0;
  let flushPending = false;
  let lastStatus: FeedStatus | null = null;
  let nextSubscriberId = 1;
  let freshnessTimer: ReturnType<typeof setInterval> | undefined;
  let gapTimer: ReturnType<typeof setTimeout> | undefined;

  setAutoFreeze(freeze);
  // The book holds plain data only: the cheap copy and iteration are exact for it.
  setUseStrictShallowCopy(false);
  setUseStrictIteration(false);

  function streamStatus(stream: StreamName): FeedStatus {
    const s = sync.get(stream)!;
    if (s.seq < 0) return 'connecting';
    if (transport !== 'started') return 'reconnecting';
    if (s.resyncing || s.epoch === null || now() - s.heardAt > STALE_AFTER_MS) return 'stale';
    return 'live';
  }

  function model(): LiveOverviewModel {
    const current = book();
    return { ...liveOverviewView(current, rowCache), status: streamStatus(STREAMS.live), houseTime: current.streams.live.houseTime };
  }

  function flush(): void {
    flushPending = false;
    if (subscribers.size === 0) return;
    const next = model();
    lastStatus = next.status;
    for (const sub of subscribers.values()) {
      const shown = visiblePart(next, sub);
      const patches = sub.last === null ? [[[], shown] as const] : diff(sub.last, shown);
      sub.last = shown;
      if (patches.length > 0) sub.send(patches as Patch[]);
    }
  }

  function markDirty(): void {
    if (flushPending) return;
    flushPending = true;
    scheduleFlush(flush);
  }

  function subscribe(stream: StreamName): void {
    const s = syncRequested(sync.get(stream)!);
    sync.set(stream, s);
    subscriptions.set(stream, 'pending');
    resyncRequestedAt.set(stream, now());
    options.socket.subscribe(stream, s.seq < 0 ? null : s.seq, s.epoch).then(
      () => subscriptions.set(stream, 'fulfilled'),
      () => subscriptions.set(stream, 'rejected'),
    );
  }

  function applyMessages(messages: readonly FeedMessage[]): void {
    for (const message of messages) for (const event of normaliseMessage(message)) unfolded.push(event);
  }

  function book(): Book {
    if (unfolded.length === 0) return folded;
    const events = unfolded;
    unfolded = [];
    folded = foldEvents(folded, events);
    log = appendToLog(log, events, folded, { capacity, freeze });
    return folded;
  }

  function decide(stream: StreamName, decision: ReturnType<typeof receive>): void {
    sync.set(stream, decision.state);
    applyMessages(decision.apply);
    if (decision.resync && transport === 'started') subscribe(stream);
    if (decision.state.pending.size > 0) armGapTimer();
    markDirty();
  }

  function armGapTimer(): void {
    if (gapTimer !== undefined) return;
    gapTimer = setTimeout(() => {
      gapTimer = undefined;
      for (const stream of streams) decide(stream, gapTimedOut(sync.get(stream)!, now()));
    }, GAP_WAIT_MS);
  }

  /** Validates and takes one wire message; returns false when it was refused. */
  function ingest(raw: unknown): boolean {
    const result = check(feedMessageSchema, raw);
    if (!result.ok) {
      invalidMessages++;
      options.onInvalidMessage?.(result.error);
      return false;
    }
    const state = sync.get(result.value.stream);
    if (!state) return true; // a stream this engine did not ask for
    decide(result.value.stream, receive(state, result.value, now()));
    return true;
  }

  function onState(state: TransportState): void {
    transport = state;
    markDirty();
    // A reconnect is a new connection: subscriptions must be made again, from where we stand.
    if (state === 'started') for (const stream of streams) subscribe(stream);
  }

  let savedAt = now();
  function saveIfDue(): void {
    const store = options.store;
    if (!store || now() - savedAt < (options.saveEveryMs ?? 5000)) return;
    savedAt = now();
    const epochs: Partial<Record<StreamName, string>> = {};
    for (const [stream, s] of sync) if (s.epoch !== null) epochs[stream] = s.epoch;
    void store.save({ savedAt, epochs, book: book() });
  }

  /** Staleness is a matter of time passing, so it is checked on a clock, not only on messages. */
  function checkFreshness(): void {
    saveIfDue();
    for (const stream of streams) {
      const s = sync.get(stream)!;
      const requested = resyncRequestedAt.get(stream) ?? 0;
      if (transport === 'started' && s.resyncing && now() - requested > RESYNC_RETRY_MS) subscribe(stream);
    }
    if (subscribers.size > 0 && streamStatus(STREAMS.live) !== lastStatus) markDirty();
  }

  return {
    start(): void {
      options.socket.start({ onMessage: ingest, onState });
      freshnessTimer ??= setInterval(checkFreshness, FRESHNESS_CHECK_MS);
    },
    async stop(): Promise<void> {
      clearInterval(freshnessTimer);
      clearTimeout(gapTimer);
      freshnessTimer = gapTimer = undefined;
      await options.socket.stop();
      transport = 'stopped';
    },
    ingest,
    /** Subscribes to the live overview; `send` gets the whole model first, then per-frame patches. */
    watchLiveOverview(send: (patches: Patch[]) => void): number {
      const id = nextSubscriberId++;
      subscribers.set(id, { send, last: null, visible: null });
      markDirty();
      return id;
    },
    /** The match rows subscriber `id` has on screen (`null`: all); only their changes are sent. */
    setVisibleMatches(id: number, matchIds: readonly number[] | null): void {
      const sub = subscribers.get(id);
      if (!sub) return;
      sub.visible = matchIds === null ? null : new Set(matchIds);
      markDirty();
    },
    unwatch(id: number): void {
      subscribers.delete(id);
    },
    /** The live overview as it stands now (replays and checks). */
    liveOverview: model,
    /** For replays, checks, persistence and the worker's own diagnostics. */
    inspect() {
      return {
        book: book(),
        log,
        transport,
        invalidMessages,
        sync: new Map(sync),
        subscriptions: new Map(subscriptions),
        status: (stream: StreamName) => streamStatus(stream),
      };
    },
    /** Runs a pending flush now (tests, replays). */
    flushNow(): void {
      if (flushPending) flush();
    },
  };
}

export type FeedEngine = ReturnType<typeof createFeedEngine>;
