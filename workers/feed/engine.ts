/**
 * The feed engine: socket → validate → order and resync (stream-sync) → normalise → event log →
 * projections → views → patches. It runs in the Web Worker (entry.ts exposes it through comlink)
 * and, unchanged, in Node for replays and tests. Side effects enter through the socket, the
 * scheduler and the store passed in; timers are the platform's (tests use fake timers).
 */
import { setAutoFreeze, setUseStrictIteration, setUseStrictShallowCopy } from 'immer';
import type { CashoutMessage } from '../../schemas/cashout-feed.ts';
import { feedMessageSchema, type FeedMessage } from '../../schemas/feed.ts';
import { CASHOUT_TOPIC, isStreamName, matchTopic, STREAMS, type FeedTopic, type Topic } from '../../schemas/protocol.ts';
import { check, type ValidationFailure } from '../../schemas/validate.ts';
import { acceptPrices, betslipView, emptyBetslip, removeSelection, toggleSelection, type AddRefusal, type Betslip, type BetslipSelection, type BetslipView } from './betslip.ts';
import { appendToLog, createLog, type EventLog } from './log.ts';
import type { Book, DomainEvent, MatchEntry } from './model.ts';
import { normaliseMessage } from './normalise/wire-to-domain.ts';
import { diff, type Patch } from './patches.ts';
import { emptyBook, foldEvents } from './projections/book.ts';
import type * as CashoutTopic from './cashout-topic.ts';
import type { CashoutBook } from './projections/cashout.ts';
import type { FeedStore } from './persistence.ts';
import { SubscriptionRefused, type FeedSocket, type TransportState } from './socket.ts';
import { gapTimedOut, initialSync, receive, syncRequested, type StreamSync, type SyncDecision } from './stream-sync.ts';
import { liveOverviewView, type LiveOverviewView, type MatchRowView } from './views/live-overview.ts';
import { matchView, type MatchView } from './views/match.ts';

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
  readonly restored?: { readonly book: Book; readonly epochs: Partial<Record<FeedTopic, string>>; readonly betslip?: Betslip };
  /** Keeps the book across reloads, written at most every `saveEveryMs`. */
  readonly store?: FeedStore;
  readonly saveEveryMs?: number;
};

/** The player's betslip as the page shows it. */
export type BetslipModel = BetslipView;

/** The player's tickets with their cash-out state, and how fresh the offers are. */
export type MyBetsModel = CashoutBook & { readonly status: FeedStatus | 'signed-out' };

/** One match with its full market list; `available` is false once the house no longer holds it. */
export type MatchModel = { readonly match: MatchView | null; readonly status: FeedStatus; readonly available: boolean };

type Query = 'live' | 'betslip' | 'bets' | `match:${number}`;

type Subscriber = {
  readonly query: Query;
  readonly send: (patches: Patch[]) => void;
  last: object | null;
  /** The rows the page has on screen; `null` until it says (every row is then sent). */
  visible: ReadonlySet<number> | null;
};

/**
 * What a subscriber is sent: rows off its screen keep what it was last sent, so their changes cost
 * nothing on the page; a row is sent in full when it appears, and brought up to date as soon as it
 * comes into view. Structure (sports, categories, counts, status) is always current.
 */
function visiblePart(next: LiveOverviewModel, sub: Subscriber): LiveOverviewModel {
  const last = sub.last as LiveOverviewModel | null;
  const visible = sub.visible;
  if (last === null || visible === null) return next;
  const matches: Record<string, MatchRowView> = {};
  for (const id in next.matches) matches[id] = visible.has(Number(id)) ? next.matches[id]! : (last.matches[id] ?? next.matches[id]!);
  return { ...next, matches };
}

type CashoutCode = typeof CashoutTopic;
let cashoutCode: Promise<CashoutCode> | null = null;
const loadCashoutCode = (): Promise<CashoutCode> => (cashoutCode ??= import('./cashout-topic.ts'));

const SIGNED_OUT: MyBetsModel = { tickets: {}, order: [], cashout: {}, houseTime: 0, status: 'signed-out' };

const defaultScheduleFlush = (flush: () => void): void => {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(flush);
  else setTimeout(flush, 16);
};

export function createFeedEngine(options: EngineOptions) {
  const freeze = options.freeze ?? false;
  const now = options.now ?? Date.now;
  const scheduleFlush = options.scheduleFlush ?? defaultScheduleFlush;
  const capacity = options.logCapacity ?? 50_000;
  const rowCache = new WeakMap<MatchEntry, MatchRowView>();
  const matchCache = new WeakMap<MatchEntry, MatchView>();
  const subscribers = new Map<number, Subscriber>();
  let folded: Book = options.restored?.book ?? emptyBook();
  let log: EventLog = createLog(folded);
  /** Events accepted but not folded yet: folding waits for a reader, so a frame's messages fold in one pass. */
  let unfolded: DomainEvent[] = [];
  /** The topics followed, with how many reasons there are to follow each (the live feed always). */
  const wanted = new Map<FeedTopic, number>([[STREAMS.live, 1]]);
  const sync = new Map<FeedTopic, StreamSync<FeedMessage>>([[STREAMS.live, restoredSync(STREAMS.live)]]);
  const subscriptions = new Map<Topic, SubscriptionStatus>();
  const resyncRequestedAt = new Map<Topic, number>();
  let betslip: Betslip = emptyBetslip;
  /** The per-user cashout topic, while a player is signed in, with its code (loaded on first sign-in). */
  let cashout: { sync: StreamSync<CashoutMessage>; book: CashoutBook; readonly code: CashoutCode } | null = null;
  /** Whether a player is signed in, as last told (the topic follows once its code has loaded). */
  let signedIn = false;
  let transport: TransportState = 'stopped';
  let invalidMessages = 0;
  let flushPending = false;
  let lastStatus: FeedStatus | null = null;
  let nextSubscriberId = 1;
  let freshnessTimer: ReturnType<typeof setInterval> | undefined;
  let gapTimer: ReturnType<typeof setTimeout> | undefined;

  function restoredSync(topic: FeedTopic): StreamSync<FeedMessage> {
    return initialSync(options.restored?.epochs[topic] ?? null, folded.streams[topic]?.seq ?? -1);
  }

  setAutoFreeze(freeze);
  // The book holds plain data only: the cheap copy and iteration are exact for it.
  setUseStrictShallowCopy(false);
  setUseStrictIteration(false);

  function syncStatus(s: StreamSync | undefined, topic: Topic): FeedStatus {
    if (!s || s.seq < 0) return 'connecting';
    if (transport !== 'started') return 'reconnecting';
    if (subscriptions.get(topic) === 'rejected') return 'stale';
    if (s.resyncing || s.epoch === null || now() - s.heardAt > STALE_AFTER_MS) return 'stale';
    return 'live';
  }

  function streamStatus(topic: FeedTopic): FeedStatus {
    return syncStatus(sync.get(topic), topic);
  }

  /** A match's data is fresh when some followed topic holding it is. */
  function matchFreshness(matchId: number): 'live' | 'stale' {
    const current = book();
    for (const topic of sync.keys()) if (current.streams[topic]?.matchIds[matchId] && streamStatus(topic) === 'live') return 'live';
    return 'stale';
  }

  function model(): LiveOverviewModel {
    const current = book();
    return { ...liveOverviewView(current, rowCache), status: streamStatus(STREAMS.live), houseTime: current.streams.live.houseTime };
  }

  function queryModel(query: Query): object {
    switch (query) {
      case 'live':
        return model();
      case 'betslip':
        return betslipView(betslip, book(), matchFreshness);
      case 'bets':
        return cashout ? { ...cashout.book, status: syncStatus(cashout.sync, CASHOUT_TOPIC) } : SIGNED_OUT;
      default: {
        const matchId = Number(query.slice('match:'.length));
        const topic = matchTopic(matchId);
        const current = book();
        const entry = current.matches[matchId];
        let view = entry ? (matchCache.get(entry) ?? null) : null;
        if (entry && !view) {
          view = matchView(current, matchId);
          if (view) matchCache.set(entry, view);
        }
        return { match: view, status: streamStatus(topic), available: subscriptions.get(topic) !== 'rejected' } satisfies MatchModel;
      }
    }
  }

  function flush(): void {
    flushPending = false;
    if (subscribers.size === 0) return;
    const models = new Map<Query, object>();
    for (const sub of subscribers.values()) {
      let next = models.get(sub.query);
      if (!next) models.set(sub.query, (next = queryModel(sub.query)));
      if (sub.query === 'live') lastStatus = (next as LiveOverviewModel).status;
      const shown = sub.query === 'live' ? visiblePart(next as LiveOverviewModel, sub) : next;
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

  function subscribe(topic: Topic): void {
    let s: StreamSync;
    if (topic === CASHOUT_TOPIC) {
      if (!cashout) return;
      s = cashout.sync = syncRequested(cashout.sync);
    } else {
      const state = sync.get(topic);
      if (!state) return;
      s = syncRequested(state);
      sync.set(topic, s as StreamSync<FeedMessage>);
    }
    subscriptions.set(topic, 'pending');
    resyncRequestedAt.set(topic, now());
    options.socket.subscribe(topic, s.seq < 0 ? null : s.seq, s.epoch).then(
      () => subscriptions.set(topic, 'fulfilled'),
      (error: unknown) => {
        subscriptions.set(topic, 'rejected');
        // Refused by the house (a match it no longer holds): what we held of the topic is gone there too.
        if (error instanceof SubscriptionRefused && topic !== CASHOUT_TOPIC && sync.has(topic)) {
          sync.set(topic, initialSync());
          unfolded.push({ type: 'stream-dropped', stream: topic });
        }
        markDirty();
      },
    );
  }

  /** Follows a topic for one more reason (a betslip selection, a page). */
  function follow(topic: FeedTopic): void {
    const count = wanted.get(topic) ?? 0;
    wanted.set(topic, count + 1);
    if (count > 0) return;
    sync.set(topic, restoredSync(topic));
    if (transport === 'started') subscribe(topic);
  }

  /** Drops one reason to follow a topic; with none left the house stops sending it and its data goes. */
  function unfollow(topic: FeedTopic): void {
    const count = wanted.get(topic) ?? 0;
    if (count > 1) return void wanted.set(topic, count - 1);
    if (count === 0 || topic === STREAMS.live) return;
    wanted.delete(topic);
    sync.delete(topic);
    subscriptions.delete(topic);
    resyncRequestedAt.delete(topic);
    unfolded.push({ type: 'stream-dropped', stream: topic });
    if (transport === 'started') void options.socket.unsubscribe(topic).catch(() => undefined);
    markDirty();
  }

  function setBetslip(next: Betslip): void {
    const before = new Set(betslip.selections.map((s) => s.matchId));
    const after = new Set(next.selections.map((s) => s.matchId));
    betslip = next;
    for (const id of after) if (!before.has(id)) follow(matchTopic(id));
    for (const id of before) if (!after.has(id)) unfollow(matchTopic(id));
    markDirty();
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

  function decide(topic: FeedTopic, decision: SyncDecision<FeedMessage>): void {
    sync.set(topic, decision.state);
    applyMessages(decision.apply);
    if (decision.resync && transport === 'started') subscribe(topic);
    if (decision.state.pending.size > 0) armGapTimer();
    markDirty();
  }

  function decideCashout(decision: SyncDecision<CashoutMessage>): void {
    if (!cashout) return;
    cashout.sync = decision.state;
    for (const message of decision.apply) cashout.book = cashout.code.foldCashoutMessage(cashout.book, message);
    if (decision.resync && transport === 'started') subscribe(CASHOUT_TOPIC);
    if (decision.state.pending.size > 0) armGapTimer();
    markDirty();
  }

  function armGapTimer(): void {
    if (gapTimer !== undefined) return;
    gapTimer = setTimeout(() => {
      gapTimer = undefined;
      for (const [topic, s] of sync) decide(topic, gapTimedOut(s, now()));
      if (cashout) decideCashout(gapTimedOut(cashout.sync, now()));
    }, GAP_WAIT_MS);
  }

  function refuse(failure: ValidationFailure): false {
    invalidMessages++;
    options.onInvalidMessage?.(failure);
    return false;
  }

  /** Validates and takes one wire message; returns false when it was refused. */
  function ingest(raw: unknown): boolean {
    if ((raw as { stream?: unknown } | null)?.stream === CASHOUT_TOPIC) {
      if (!cashout) return true; // not signed in (any more): nothing to check it against
      const result = check(cashout.code.cashoutMessageSchema, raw);
      if (!result.ok) return refuse(result.error);
      decideCashout(receive(cashout.sync, result.value, now()));
      return true;
    }
    const result = check(feedMessageSchema, raw);
    if (!result.ok) return refuse(result.error);
    const state = sync.get(result.value.stream);
    if (!state) return true; // a topic this engine does not follow (any more)
    decide(result.value.stream, receive(state, result.value, now()));
    return true;
  }

  function onState(state: TransportState): void {
    transport = state;
    markDirty();
    // A reconnect is a new connection: subscriptions must be made again, from where we stand.
    if (state !== 'started') return;
    for (const topic of sync.keys()) subscribe(topic);
    if (cashout) subscribe(CASHOUT_TOPIC);
  }

  let savedAt = now();
  function saveIfDue(): void {
    const store = options.store;
    if (!store || now() - savedAt < (options.saveEveryMs ?? 5000)) return;
    savedAt = now();
    const epochs: Partial<Record<FeedTopic, string>> = {};
    for (const [topic, s] of sync) if (s.epoch !== null) epochs[topic] = s.epoch;
    void store.save({ savedAt, epochs, book: book(), betslip });
  }

  /** Staleness is a matter of time passing, so it is checked on a clock, not only on messages. */
  function checkFreshness(): void {
    saveIfDue();
    const retry = (topic: Topic, s: StreamSync) => {
      // A refused subscription (a finished match, a signed-out player) is asked again only after a reconnect.
      const due = now() - (resyncRequestedAt.get(topic) ?? 0) > RESYNC_RETRY_MS;
      if (transport === 'started' && s.resyncing && due && subscriptions.get(topic) !== 'rejected') subscribe(topic);
    };
    for (const [topic, s] of sync) retry(topic, s);
    if (cashout) retry(CASHOUT_TOPIC, cashout.sync);
    // Freshness moves with time alone; views that show it are refreshed on this clock.
    if (subscribers.size === 0) return;
    if (streamStatus(STREAMS.live) !== lastStatus || betslip.selections.length > 0 || cashout) markDirty();
  }

  // A restored slip follows its matches again; any other topic the stored book held is let go.
  if (options.restored?.betslip) setBetslip(options.restored.betslip);
  for (const topic of Object.keys(folded.streams) as FeedTopic[]) if (!wanted.has(topic) && !isStreamName(topic)) unfolded.push({ type: 'stream-dropped', stream: topic });

  function watch(query: Query, send: (patches: Patch[]) => void): number {
    const id = nextSubscriberId++;
    subscribers.set(id, { query, send, last: null, visible: null });
    markDirty();
    return id;
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
      return watch('live', send);
    },
    /** Subscribes to the betslip's view: the whole model first, then per-frame patches. */
    watchBetslip(send: (patches: Patch[]) => void): number {
      return watch('betslip', send);
    },
    /** Subscribes to one match with its full market list (a match page); follows its topic while watched. */
    watchMatch(matchId: number, send: (patches: Patch[]) => void): number {
      follow(matchTopic(matchId));
      return watch(`match:${matchId}`, send);
    },
    /** Subscribes to the player's tickets and cash-out offers. */
    watchMyBets(send: (patches: Patch[]) => void): number {
      return watch('bets', send);
    },
    /**
     * Adds a selection at its current price, or takes it off when it is already on the slip. Refused
     * while the selection's data is stale, or when it is unavailable or the slip is full.
     */
    toggleSelection(pick: Pick<BetslipSelection, 'matchId' | 'marketId' | 'outcomeId'>): AddRefusal | null {
      const result = toggleSelection(betslip, book(), matchFreshness, pick);
      if (result.slip !== betslip) setBetslip(result.slip);
      return result.refused;
    },
    removeSelection(pick: Pick<BetslipSelection, 'matchId' | 'outcomeId'>): void {
      setBetslip(removeSelection(betslip, pick));
    },
    clearBetslip(): void {
      setBetslip(emptyBetslip);
    },
    /** SPEC STA-10: the player takes the new prices. */
    acceptPrices(): void {
      setBetslip(acceptPrices(betslip, book()));
    },
    /**
     * The selections to bet on, at the prices the player accepted; null while betting must wait
     * (stale data, moved prices or unavailable selections): stale prices are never bet on.
     */
    placeable(): readonly BetslipSelection[] | null {
      const view = betslipView(betslip, book(), matchFreshness);
      if (view.selections.length === 0 || view.stale || view.priceChanged || view.unavailable) return null;
      return betslip.selections;
    },
    /** Follows a topic for one more reason (a replay follows every topic its recording holds). */
    followTopic: follow,
    /** Drops one reason to follow a topic; with none left its data goes. */
    unfollowTopic: unfollow,
    /**
     * The signed-in player changed. The hub knows a connection's player from the cookie it was
     * opened with, so the connection is opened anew; the cashout topic is followed while signed in.
     */
    async setSignedIn(nowSignedIn: boolean): Promise<void> {
      signedIn = nowSignedIn;
      const code = nowSignedIn ? await loadCashoutCode() : null;
      // Told again while the code loaded: the latest word wins.
      if (signedIn !== nowSignedIn || nowSignedIn === (cashout !== null)) return;
      cashout = code ? { sync: initialSync<CashoutMessage>(), book: code.emptyCashoutBook, code } : null;
      subscriptions.delete(CASHOUT_TOPIC);
      markDirty();
      if (transport !== 'stopped') options.socket.reconnect();
    },
    /** What the player did about a ticket's cash-out (SPEC STA-37, STA-38). */
    cashoutRequested(action: { type: 'started'; ticketId: string } | { type: 'rejected'; ticketId: string; message?: string | undefined }): void {
      if (!cashout) return;
      cashout.book = cashout.code.cashoutRequested(cashout.book, action);
      markDirty();
    },
    /** The match rows subscriber `id` has on screen (`null`: all); only their changes are sent. */
    setVisibleMatches(id: number, matchIds: readonly number[] | null): void {
      const sub = subscribers.get(id);
      if (!sub) return;
      sub.visible = matchIds === null ? null : new Set(matchIds);
      markDirty();
    },
    unwatch(id: number): void {
      const sub = subscribers.get(id);
      subscribers.delete(id);
      if (sub?.query.startsWith('match:')) unfollow(matchTopic(Number(sub.query.slice('match:'.length))));
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
        status: (topic: FeedTopic) => streamStatus(topic),
        betslip,
        cashout: cashout?.book ?? null,
      };
    },
    /** Runs a pending flush now (tests, replays). */
    flushNow(): void {
      if (flushPending) flush();
    },
  };
}

export type FeedEngine = ReturnType<typeof createFeedEngine>;
