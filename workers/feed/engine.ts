/**
 * The feed engine: socket → validate → normalise → event log → projections → views → patches.
 * It runs in the Web Worker (entry.ts exposes it through comlink) and, unchanged, in Node for
 * replays and tests. Side effects enter through the socket and the scheduler passed in.
 */
import { setAutoFreeze } from 'immer';
import { feedMessageSchema, type FeedMessage } from '../../schemas/feed.ts';
import { STREAMS, type StreamName } from '../../schemas/protocol.ts';
import { check, type ValidationFailure } from '../../schemas/validate.ts';
import { appendToLog, createLog, type EventLog } from './log.ts';
import type { Book, MatchEntry } from './model.ts';
import { normaliseMessage } from './normalise/wire-to-domain.ts';
import { diff, type Patch } from './patches.ts';
import { emptyBook, foldEvents } from './projections/book.ts';
import type { FeedSocket, TransportState } from './socket.ts';
import { liveOverviewView, type LiveOverviewView, type MatchRowView } from './views/live-overview.ts';

/** What a view shows about the connection. `connecting` until the first snapshot arrives. */
export type FeedStatus = 'connecting' | 'live' | 'reconnecting';

export type LiveOverviewModel = LiveOverviewView & {
  readonly status: FeedStatus;
  /** House emit time of the newest live data shown (epoch ms), 0 before any. */
  readonly houseTime: number;
};

export type EngineOptions = {
  readonly socket: FeedSocket;
  /** Defers a flush to the next frame; returns nothing. */
  readonly scheduleFlush?: (flush: () => void) => void;
  /** Freeze log entries and projections (development builds and tests). */
  readonly freeze?: boolean;
  readonly logCapacity?: number;
  readonly onInvalidMessage?: (failure: ValidationFailure) => void;
};

type Subscriber = { readonly send: (patches: Patch[]) => void; last: LiveOverviewModel | null };

const defaultScheduleFlush = (flush: () => void): void => {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(flush);
  else setTimeout(flush, 16);
};

export function createFeedEngine(options: EngineOptions) {
  const freeze = options.freeze ?? false;
  const scheduleFlush = options.scheduleFlush ?? defaultScheduleFlush;
  const capacity = options.logCapacity ?? 50_000;
  const subscribedStreams = new Set<StreamName>([STREAMS.live]);
  const rowCache = new WeakMap<MatchEntry, MatchRowView>();
  const subscribers = new Map<number, Subscriber>();
  let book: Book = emptyBook();
  let log: EventLog = createLog(book);
  let transport: TransportState = 'stopped';
  let invalidMessages = 0;
  let flushPending = false;
  let nextSubscriberId = 1;

  setAutoFreeze(freeze);

  function status(): FeedStatus {
    if (transport !== 'started') return book.streams.live.seq < 0 ? 'connecting' : 'reconnecting';
    return book.streams.live.seq < 0 ? 'connecting' : 'live';
  }

  function model(): LiveOverviewModel {
    return { ...liveOverviewView(book, rowCache), status: status(), houseTime: book.streams.live.houseTime };
  }

  function flush(): void {
    flushPending = false;
    if (subscribers.size === 0) return;
    const next = model();
    for (const sub of subscribers.values()) {
      const patches = sub.last === null ? [[[], next] as const] : diff(sub.last, next);
      sub.last = next;
      if (patches.length > 0) sub.send(patches as Patch[]);
    }
  }

  function markDirty(): void {
    if (flushPending) return;
    flushPending = true;
    scheduleFlush(flush);
  }

  function isStale(message: FeedMessage): boolean {
    return message.type === 'events' && message.seq <= book.streams[message.stream].seq;
  }

  /** Validates and applies one wire message; returns false when it was refused. */
  function ingest(raw: unknown): boolean {
    const result = check(feedMessageSchema, raw);
    if (!result.ok) {
      invalidMessages++;
      options.onInvalidMessage?.(result.error);
      return false;
    }
    if (isStale(result.value)) return true;
    const events = normaliseMessage(result.value);
    book = foldEvents(book, events);
    log = appendToLog(log, events, book, { capacity, freeze });
    markDirty();
    return true;
  }

  function onState(state: TransportState): void {
    transport = state;
    markDirty();
    if (state !== 'started') return;
    // A reconnect is a new connection: subscriptions must be made again.
    for (const stream of subscribedStreams) {
      const seq = book.streams[stream].seq;
      void options.socket.subscribe(stream, seq < 0 ? null : seq).catch(() => undefined);
    }
  }

  return {
    start(): void {
      options.socket.start({ onMessage: ingest, onState });
    },
    async stop(): Promise<void> {
      await options.socket.stop();
      transport = 'stopped';
    },
    ingest,
    /** Subscribes to the live overview; `send` gets the whole model first, then per-frame patches. */
    watchLiveOverview(send: (patches: Patch[]) => void): number {
      const id = nextSubscriberId++;
      subscribers.set(id, { send, last: null });
      markDirty();
      return id;
    },
    unwatch(id: number): void {
      subscribers.delete(id);
    },
    /** The live overview as it stands now (replays and checks). */
    liveOverview: model,
    /** For replays, checks and the worker's own diagnostics. */
    inspect() {
      return { book, log, transport, invalidMessages };
    },
    /** Runs a pending flush now (tests, replays). */
    flushNow(): void {
      if (flushPending) flush();
    },
  };
}

export type FeedEngine = ReturnType<typeof createFeedEngine>;
