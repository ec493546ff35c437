/**
 * The feed engine: socket → topics (validate, order, resync) → normalise → book (pure folds) →
 * views → publisher (patches, one flush per frame). It answers the contract's queries and runs its
 * commands, including placing bets and cashing out against the house. It runs in the Web Worker
 * (api.ts over comlink) and, unchanged, in Node for replays and tests; side effects enter through
 * the socket, the house API, the scheduler and the store passed in.
 */
import { setAutoFreeze, setUseStrictIteration, setUseStrictShallowCopy } from 'immer';
import type { BettingLimits } from '../../schemas/betting.ts';
import type { CashoutMessage } from '../../schemas/cashout-feed.ts';
import type { FeedMessage } from '../../schemas/feed.ts';
import { CASHOUT_TOPIC, isStreamName, matchTopic, STREAMS, tableTopic, type FeedTopic } from '../../schemas/protocol.ts';
import type { TableState } from '../../schemas/live-casino.ts';
import type { ValidationFailure } from '../../schemas/validate.ts';
import type { CurrencyCode } from '../../schemas/wallet.ts';
import type { CashoutAction } from '../../domain/cashout.ts';
import type * as BetPlacementCode from './bet-placement.ts';
import { acceptPrices, emptyBetslip, idlePlacement, quickStake, removeSelection, selectionKey, setStake, tabStakeKey, toggleBanker, toggleSelection, type Betslip, type BetslipSelection } from './betslip.ts';
import type * as SlipViewCode from './betslip-view.ts';
import type { PlannedBet, SlipContext } from './betslip-view.ts';
import type * as CashoutTopic from './cashout-topic.ts';
import type * as TableTopicCode from './table-topic.ts';
import type { BetslipModel, CommandResult, FeedCommand, FeedQuery, FeedStatus, LiveOverviewModel, LiveTableModel, MatchModel, MatchRowView, MatchView, MyBetsModel, PrematchListModel, PrematchQuery, PriceHistoryModel, PriceHistoryQuery, ViewOf } from './contract.ts';
import type { HouseApi } from './house-api.ts';
import type { Book, DomainEvent, MatchEntry } from './model.ts';
import { normaliseMessage } from './normalise/wire-to-domain.ts';
import type { Patch } from './patches.ts';
import type { FeedStore } from './persistence.ts';
import { emptyBook, foldEvents } from './projections/book.ts';
import type { CashoutBook } from './projections/cashout.ts';
import type { PriceSeries } from '../../domain/price-series.ts';
import { PriceLog } from './price-log.ts';
import { priceMove, priceSummary } from '../../domain/price-movement.ts';
import { Publisher } from './publisher.ts';
import type { FeedSocket } from './socket.ts';
import type { OddsAcceptance } from '../../domain/bet-maths.ts';
import { Topics } from './topics.ts';
import { liveOverviewView } from './views/live-overview.ts';
import { matchView, type MarketViewCache } from './views/match.ts';
import { prematchListView, prematchTopics, type RowCache } from './views/prematch-list.ts';

export { GAP_WAIT_MS, RESYNC_RETRY_MS, STALE_AFTER_MS } from './topics.ts';

const FRESHNESS_CHECK_MS = 250;

export type EngineOptions = {
  readonly socket: FeedSocket;
  /** Where bets and cash-outs are sent: the house at `origin`, or this double (tests); neither: offline. */
  readonly house?: HouseApi;
  readonly origin?: string;
  /** Defers a flush to the next frame. */
  readonly scheduleFlush?: (flush: () => void) => void;
  /** Freeze projections (development builds and tests). */
  readonly freeze?: boolean;
  readonly now?: () => number;
  readonly onInvalidMessage?: (failure: ValidationFailure) => void;
  /** Where the engine starts from (a book restored from storage): shown stale until resynced. */
  readonly restored?: { readonly book: Book; readonly epochs: Partial<Record<FeedTopic, string>>; readonly betslip?: Betslip };
  /** Keeps the book across reloads, written at most every `saveEveryMs`. */
  readonly store?: FeedStore;
  readonly saveEveryMs?: number;
};

type CashoutCode = typeof CashoutTopic;
let cashoutCode: Promise<CashoutCode> | null = null;
const loadCashoutCode = (): Promise<CashoutCode> => (cashoutCode ??= import('./cashout-topic.ts'));

let tableCode: Promise<typeof TableTopicCode> | null = null;
/** A live table's schema and fold load when a page first watches one. */
const loadTableCode = (): Promise<typeof TableTopicCode> => (tableCode ??= import('./table-topic.ts'));

/** A live table watched: by how many views, and its state as its topic last told it. */
type WatchedTable = { watchers: number; state: TableState | null; clockOffsetMs: number };

let slipViewCode: Promise<typeof SlipViewCode> | null = null;
/** The slip's view and its maths load with its first selection: a page without one carries none of it. */
const loadSlipViewCode = (): Promise<typeof SlipViewCode> => (slipViewCode ??= import('./betslip-view.ts'));

type BetPlacement = ReturnType<typeof BetPlacementCode.createBetPlacement>;
let betPlacementCode: Promise<typeof BetPlacementCode> | null = null;
/** Placing and cashing out (with the answers' schemas) load once a player signs in: a guest never needs them. */
const loadBetPlacementCode = (): Promise<typeof BetPlacementCode> => (betPlacementCode ??= import('./bet-placement.ts'));

/** An empty slip's view needs none of the maths: nothing to price, nothing to bet. */
function emptySlipView(slip: Betslip, signedIn: boolean): BetslipModel {
  return {
    selections: [],
    mode: slip.mode,
    tabs: [slip.mode],
    acceptance: slip.acceptance,
    tabStake: slip.mode === 'single' ? '' : (slip.stakes[tabStakeKey(slip.mode)] ?? ''),
    tabStakeInvalid: false,
    totalOdds: 1,
    betCount: 0,
    totalStake: '0',
    potentialReturn: '0',
    systems: [],
    systemKey: null,
    teaserTypes: [],
    teaserTypeId: null,
    limits: null,
    limitBreach: null,
    currency: null,
    stale: false,
    priceChanged: false,
    unavailable: false,
    sameMatch: false,
    tabRule: null,
    blocked: signedIn ? 'no-stake' : 'guest',
    ...idlePlacement,
  };
}

const SIGNED_OUT: MyBetsModel = { tickets: {}, order: [], cashout: {}, houseTime: 0, balance: null, status: 'signed-out' };

export class FeedEngine {
  readonly #options: EngineOptions;
  #slipView: typeof SlipViewCode | null = null;
  readonly #now: () => number;
  readonly #topics: Topics;
  readonly #publisher: Publisher;
  #placement: BetPlacement | null = null;
  #houseApi: HouseApi | null = null;
  /** The house's betting limits in the player's currency; null for a guest or until read. */
  #limits: BettingLimits | null = null;
  readonly #rowCache = new WeakMap<MatchEntry, MatchRowView>();
  readonly #matchCache = new WeakMap<MatchEntry, MatchView>();
  readonly #marketCache: MarketViewCache = new WeakMap();
  readonly #prematchRows: RowCache = new WeakMap();
  #folded: Book;
  /** Events accepted but not folded yet: folding waits for a reader, so a frame's messages fold in one pass. */
  #unfolded: DomainEvent[] = [];
  #betslip: Betslip = emptyBetslip;
  /** Each price's recent movement, bounded (price-log.ts). */
  readonly #priceLog = new PriceLog();
  readonly #historyViews = new WeakMap<PriceSeries, { readonly version: number; readonly view: PriceHistoryModel }>();
  #player: { readonly currency: CurrencyCode } | null = null;
  /** Changes of the odds-change policy made here; a stored policy read after one is not applied over it. */
  #acceptanceEdits = 0;
  /** The player's tickets while signed in, with the cash-out code (loaded on first sign-in). */
  #cashout: { book: CashoutBook; readonly code: CashoutCode } | null = null;
  readonly #tables = new Map<string, WatchedTable>();
  #invalidMessages = 0;
  /** The followed topics' statuses when views were last marked for them (they move with time alone). */
  #lastStatuses = '';
  #freshnessTimer: ReturnType<typeof setInterval> | undefined;
  #savedAt: number;

  constructor(options: EngineOptions) {
    this.#options = options;
    this.#now = options.now ?? Date.now;
    this.#savedAt = this.#now();
    this.#folded = options.restored?.book ?? emptyBook();
    setAutoFreeze(options.freeze ?? false);
    // The book holds plain data only: the cheap copy and iteration are exact for it.
    setUseStrictShallowCopy(false);
    setUseStrictIteration(false);
    this.#topics = new Topics({
      socket: options.socket,
      now: this.#now,
      restored: (topic) => ({ epoch: options.restored?.epochs[topic] ?? null, seq: this.#folded.streams[topic]?.seq ?? -1 }),
      onFeed: (messages) => this.#applyFeed(messages),
      onDropped: (topic) => void this.#unfolded.push({ type: 'stream-dropped', stream: topic }),
      onChange: () => this.#publisher.markDirty(),
      onInvalid: (failure) => {
        this.#invalidMessages++;
        options.onInvalidMessage?.(failure);
      },
    });
    this.#publisher = new Publisher((query) => this.view(query), options.scheduleFlush);
    // A restored slip follows its matches again; any other topic the stored book held is let go.
    if (options.restored?.betslip) this.#setBetslip(options.restored.betslip);
    if (this.#betslip.selections.length > 0) void this.#slipViewCode();
    for (const topic of Object.keys(this.#folded.streams) as FeedTopic[]) {
      if (!this.#topics.isFollowed(topic) && !isStreamName(topic)) this.#unfolded.push({ type: 'stream-dropped', stream: topic });
    }
  }

  start(): void {
    this.#topics.start();
    this.#freshnessTimer ??= setInterval(() => this.#checkFreshness(), FRESHNESS_CHECK_MS);
  }

  async stop(): Promise<void> {
    clearInterval(this.#freshnessTimer);
    this.#freshnessTimer = undefined;
    await this.#topics.stop();
  }

  /** Validates and takes one wire message; returns false when it was refused. */
  ingest(raw: unknown): boolean {
    return this.#topics.ingest(raw);
  }

  /** Watches a query: `send` gets the whole view first, then per-frame patches. A match is followed while watched. */
  watch(query: FeedQuery, send: (patches: Patch[]) => void): number {
    for (const topic of topicsOf(query)) this.#topics.follow(topic);
    if (query.kind === 'live-table') this.#followTable(query.tableKey);
    return this.#publisher.watch(query, send);
  }

  unwatch(id: number): void {
    const query = this.#publisher.unwatch(id);
    for (const topic of query ? topicsOf(query) : []) this.#topics.unfollow(topic);
    if (query?.kind === 'live-table') this.#unfollowTable(query.tableKey);
  }

  /** The match rows watch `id` has on screen (`null`: all): only their changes are sent. */
  /** At most one batch per `paceMs` to watch `id` (0: every frame; domain/frame-pace.ts). */
  setPace(id: number, paceMs: number): void {
    this.#publisher.setPace(id, paceMs);
  }

  setVisible(id: number, matchIds: readonly number[] | null): void {
    this.#publisher.setVisible(id, matchIds);
  }

  /** Follows a topic for one more reason (a replay follows every topic its recording holds). */
  followTopic(topic: FeedTopic): void {
    this.#topics.follow(topic);
  }

  async run(command: FeedCommand): Promise<CommandResult> {
    switch (command.kind) {
      case 'toggle-selection': {
        const result = toggleSelection(this.#betslip, this.#book(), (id) => this.#freshness(id), command.pick);
        this.#setBetslip(result.slip);
        if (result.slip.selections.length > 0) await this.#slipViewCode();
        return result.refused;
      }
      case 'remove-selection':
        return this.#setBetslip(removeSelection(this.#betslip, command.key));
      case 'clear-betslip':
        return this.#setBetslip({ ...emptyBetslip, mode: this.#betslip.mode, acceptance: this.#betslip.acceptance });
      case 'accept-prices':
        return this.#setBetslip(acceptPrices(this.#betslip, this.#book()));
      case 'set-mode':
        return this.#setBetslip({ ...this.#betslip, mode: command.mode });
      case 'set-stake':
        return this.#setBetslip(setStake(this.#betslip, command.key, command.stake));
      case 'set-acceptance':
        this.#acceptanceEdits++;
        if (this.#player) void this.#saveAcceptance(command.acceptance);
        return this.#setBetslip({ ...this.#betslip, acceptance: command.acceptance });
      case 'quick-stake':
        return this.#setBetslip(quickStake(this.#betslip, command.stake));
      case 'set-system':
        return this.#setBetslip({ ...this.#betslip, systemKey: command.key });
      case 'toggle-banker':
        return this.#setBetslip(toggleBanker(this.#betslip, command.key));
      case 'set-teaser':
        return this.#setBetslip({ ...this.#betslip, teaserTypeId: command.teaserTypeId });
      case 'place-bets':
        return this.#placeBets();
      case 'accept-trader-offer':
        return (await this.#betPlacement()).acceptOffer();
      case 'decline-trader-offer':
        await (await this.#betPlacement()).declineOffer();
        return null;
      case 'cash-out':
        return this.#cashOut(command.ticketId, command.amount);
      case 'set-auto-cashout':
        return this.#setAutoCashout(command.ticketId, command.target);
      case 'set-player':
        return this.#setPlayer(command.player);
    }
  }

  /** A query's view as it stands now; a restored slip's is null for the moment its code loads. */
  view(query: { readonly kind: 'betslip' }): BetslipModel | null;
  view<Q extends FeedQuery>(query: Q): ViewOf<Q>;
  view(query: FeedQuery): LiveOverviewModel | BetslipModel | MyBetsModel | MatchModel | PrematchListModel | PriceHistoryModel | LiveTableModel | null {
    switch (query.kind) {
      case 'live':
        return this.#liveView();
      case 'betslip':
        return this.#betslipView();
      case 'bets':
        return this.#cashout ? { ...this.#cashout.book, status: this.#topics.sideStatus(CASHOUT_TOPIC) ?? 'connecting' } : SIGNED_OUT;
      case 'match':
        return this.#matchView(query.matchId);
      case 'prematch':
        return this.#prematchView(query);
      case 'price-history':
        return this.#priceHistoryView(query);
      case 'live-table': {
        const table = this.#tables.get(query.tableKey);
        return { status: this.#topics.sideStatus(tableTopic(query.tableKey)) ?? 'connecting', table: table?.state ?? null, clockOffsetMs: table?.clockOffsetMs ?? 0 };
      }
    }
  }

  /**
   * The selections to bet on, at the prices the player accepted; null while betting must wait
   * (stale data, moved prices or unavailable selections): stale prices are never bet on.
   */
  placeable(): readonly BetslipSelection[] | null {
    const view = this.#betslipView();
    return view && this.#slipView ? this.#slipView.placeable(view, this.#betslip) : null;
  }

  /** Runs a pending flush now (tests, replays). */
  flushNow(): void {
    this.#publisher.flushNow();
  }

  /** For replays, checks, persistence and the worker's own diagnostics. */
  inspect() {
    const topics = this.#topics.inspect();
    return {
      book: this.#book(),
      transport: this.#topics.transport,
      invalidMessages: this.#invalidMessages,
      sync: topics.sync,
      subscriptions: topics.subscriptions,
      status: (topic: FeedTopic) => this.#topics.status(topic),
      betslip: this.#betslip,
      cashout: this.#cashout?.book ?? null,
    };
  }

  #book(): Book {
    if (this.#unfolded.length === 0) return this.#folded;
    const events = this.#unfolded;
    this.#unfolded = [];
    // Timed when folded: a watched page folds every frame, so within a frame of arrival.
    this.#priceLog.record(this.#folded, events, this.#now());
    this.#folded = foldEvents(this.#folded, events);
    return this.#folded;
  }

  #applyFeed(messages: readonly FeedMessage[]): void {
    for (const message of messages) for (const event of normaliseMessage(message)) this.#unfolded.push(event);
  }

  #followTable(key: string): void {
    let table = this.#tables.get(key);
    if (!table) this.#tables.set(key, (table = { watchers: 0, state: null, clockOffsetMs: 0 }));
    if (table.watchers++ > 0) return;
    const watched = table;
    void loadTableCode().then((code) => {
      if (this.#tables.get(key) !== watched) return; // let go while the code loaded
      this.#topics.followSide(tableTopic(key), code.tableMessageSchema, (messages) => {
        watched.state = code.foldTableMessages(watched.state, messages);
        watched.clockOffsetMs = messages[messages.length - 1]!.ts - this.#now();
        this.#publisher.markDirty();
      });
    });
  }

  #unfollowTable(key: string): void {
    const table = this.#tables.get(key);
    if (!table || --table.watchers > 0) return;
    this.#tables.delete(key);
    this.#topics.unfollowSide(tableTopic(key));
  }

  #applyCashout(messages: readonly CashoutMessage[]): void {
    const cashout = this.#cashout;
    if (!cashout) return;
    for (const message of messages) cashout.book = cashout.code.foldCashoutMessage(cashout.book, message);
  }

  /** A match's data is fresh when some followed topic holding it is. */
  #freshness(matchId: number): 'live' | 'stale' {
    const book = this.#book();
    for (const topic of this.#topics.followed()) if (book.streams[topic]?.matchIds[matchId] && this.#topics.status(topic) === 'live') return 'live';
    return 'stale';
  }

  #liveView(): LiveOverviewModel {
    const book = this.#book();
    const status = this.#topics.status(STREAMS.live);
    return { ...liveOverviewView(book, this.#rowCache), status, houseTime: book.streams.live.houseTime };
  }

  #betslipView(): BetslipModel | null {
    if (!this.#slipView) {
      if (this.#betslip.selections.length === 0) return emptySlipView(this.#betslip, this.#player !== null);
      void this.#slipViewCode();
      return null;
    }
    return this.#slipView.betslipView(this.#betslip, this.#slipContext());
  }

  #slipContext(): SlipContext {
    return {
      book: this.#book(),
      freshness: (id) => this.#freshness(id),
      currency: this.#player?.currency ?? null,
      signedIn: this.#player !== null,
      placement: this.#placement?.state ?? idlePlacement,
      limits: this.#limits,
    };
  }

  #prematchView(query: PrematchQuery): PrematchListModel {
    // A topic the house refused (a sport with no match in play has no live topic) holds nothing to wait for.
    const statuses = prematchTopics(query)
      .filter((topic) => !this.#topics.refused(topic))
      .map((topic) => this.#topics.status(topic));
    const status = STATUS_ORDER.find((s) => statuses.includes(s)) ?? 'live';
    return { ...prematchListView(this.#book(), query, this.#prematchRows), status };
  }

  #matchView(matchId: number): MatchModel {
    const topic = matchTopic(matchId);
    const book = this.#book();
    const entry = book.matches[matchId];
    let view = entry ? (this.#matchCache.get(entry) ?? null) : null;
    if (entry && !view) {
      view = matchView(book, matchId, this.#marketCache);
      if (view) this.#matchCache.set(entry, view);
    }
    return { match: view, status: this.#topics.status(topic), available: !this.#topics.refused(topic) };
  }

  #priceHistoryView({ matchId, marketId, outcomeId }: PriceHistoryQuery): PriceHistoryModel {
    const price = this.#book().matches[matchId]?.markets[marketId]?.outcomes[outcomeId]?.price ?? null;
    const status = this.#topics.status(matchTopic(matchId));
    const series = this.#priceLog.series(matchId, marketId, outcomeId);
    const now = this.#now();
    const cached = series ? this.#historyViews.get(series) : undefined;
    // Time alone changes only the move flag: it is judged again at most each second.
    if (cached && cached.version === series?.version && cached.view.status === status && cached.view.price === price && now - cached.view.at < 1000) return cached.view;
    const points = series?.points() ?? [];
    const view: PriceHistoryModel = { points, summary: priceSummary(points), move: priceMove(points, now), price, at: now, status };
    if (series) this.#historyViews.set(series, { version: series.version, view });
    return view;
  }

  /** Takes the new slip, and follows the matches it holds (and only those). */
  #setBetslip(next: Betslip): null {
    const before = new Set(this.#betslip.selections.map((s) => s.matchId));
    const after = new Set(next.selections.map((s) => s.matchId));
    this.#betslip = next;
    for (const id of after) if (!before.has(id)) this.#topics.follow(matchTopic(id));
    for (const id of before) if (!after.has(id)) this.#topics.unfollow(matchTopic(id));
    this.#publisher.markDirty();
    return null;
  }

  async #placeBets(): Promise<CommandResult> {
    const slip = await this.#slipViewCode();
    // Asked right before sending: a price that went stale a moment ago is never bet on.
    const view = this.#betslipView();
    if (!view || view.blocked !== null || slip.placeable(view, this.#betslip) === null) return 'blocked';
    const bets = slip.plannedBets(this.#betslip, view, this.#slipContext());
    if (bets.length === 0) return 'blocked';
    const placement = await this.#betPlacement();
    await placement.place(bets, this.#betslip.acceptance);
    // A trader offer in place of the ticket is a refusal too: the slip shows the offer (ADR 0027).
    return placement.state.failures.length > 0 || placement.state.traderOffer ? 'refused' : null;
  }

  async #slipViewCode(): Promise<typeof SlipViewCode> {
    if (this.#slipView) return this.#slipView;
    this.#slipView = await loadSlipViewCode();
    this.#publisher.markDirty();
    return this.#slipView;
  }

  async #house(): Promise<HouseApi> {
    const code = await loadBetPlacementCode();
    return (this.#houseApi ??= this.#options.house ?? (this.#options.origin ? code.createHouseApi(this.#options.origin) : code.offlineHouse));
  }

  /** The house's limits in the player's currency (API-40): the slip shows and checks them before sending. */
  async #loadLimits(currency: CurrencyCode): Promise<void> {
    const code = await loadBetPlacementCode();
    const limits = await code.loadLimits(await this.#house(), currency);
    if (this.#player?.currency !== currency) return;
    this.#limits = limits;
    this.#publisher.markDirty();
  }

  /** The player's odds-change policy as the house keeps it (ENM-07): read at sign-in, unless changed here meanwhile. */
  async #loadAcceptance(): Promise<void> {
    const edits = this.#acceptanceEdits;
    const code = await loadBetPlacementCode();
    const stored = await code.loadAcceptance(await this.#house());
    if (stored === null || edits !== this.#acceptanceEdits || this.#player === null) return;
    this.#setBetslip({ ...this.#betslip, acceptance: stored });
  }

  /** Keeps a change of the policy on the house; if it cannot be written, it still holds here until the next sign-in. */
  async #saveAcceptance(acceptance: OddsAcceptance): Promise<void> {
    const code = await loadBetPlacementCode();
    await code.saveAcceptance(await this.#house(), acceptance);
  }

  async #betPlacement(): Promise<BetPlacement> {
    const code = await loadBetPlacementCode();
    const house = await this.#house();
    this.#placement ??= code.createBetPlacement(house, {
      placed: (bet, ticket) => this.#placed(bet, { ...ticket, CashoutOffer: null }),
      changed: () => this.#publisher.markDirty(),
    });
    return this.#placement;
  }

  /** A bet the house took: its selections leave the slip (with their stakes and the tab's), and its ticket joins My bets. */
  #placed(bet: PlannedBet, ticket: Parameters<CashoutCode['ticketPlaced']>[1]): void {
    let slip = this.#betslip;
    for (const s of bet.selections) slip = removeSelection(slip, selectionKey(s));
    if (bet.mode !== 'single') {
      const { [tabStakeKey(bet.mode)]: _tabStake, ...stakes } = slip.stakes;
      slip = { ...slip, stakes };
    }
    this.#setBetslip(slip);
    if (this.#cashout) this.#cashout.book = this.#cashout.code.ticketPlaced(this.#cashout.book, ticket);
  }

  async #cashOut(ticketId: string, amount?: string): Promise<CommandResult> {
    const ticket = this.#cashout?.book.tickets[ticketId];
    if (!ticket?.CashoutOffer || ticket.CashoutOffer.Amount === null) return 'no-offer';
    this.#cashoutAction({ type: 'started', ticketId });
    const error = await (await this.#betPlacement()).cashOut(ticket, amount);
    if (error !== null) this.#cashoutAction({ type: 'rejected', ticketId, code: error });
    return null;
  }

  /** Sets or clears a ticket's auto cash-out target; a refusal shows on the ticket like a cash-out's (STA-38). */
  async #setAutoCashout(ticketId: string, target: string | null): Promise<CommandResult> {
    if (!this.#cashout?.book.tickets[ticketId]) return 'no-offer';
    this.#cashoutAction({ type: 'started', ticketId });
    const answer = await (await this.#betPlacement()).setAutoCashout(ticketId, target);
    if (!answer.ok) {
      this.#cashoutAction({ type: 'rejected', ticketId, code: answer.error });
      return null;
    }
    const cashout = this.#cashout;
    if (cashout) cashout.book = cashout.code.autoCashoutSet(cashout.book, ticketId, answer.target);
    this.#cashoutAction({ type: 'done', ticketId });
    return null;
  }

  /** What the player did about a ticket's cash-out (SPEC STA-37, STA-38), or a request that ended without a feed status. */
  #cashoutAction(action: Extract<CashoutAction, { type: 'started' | 'rejected' | 'done' }>): void {
    if (!this.#cashout) return;
    this.#cashout.book = this.#cashout.code.cashoutRequested(this.#cashout.book, action);
    this.#publisher.markDirty();
  }

  /**
   * The player changed. The hub knows a connection's player from the cookie it was opened with, so
   * the connection is opened anew; the cashout topic is followed while someone is signed in.
   */
  async #setPlayer(player: { readonly currency: CurrencyCode } | null): Promise<null> {
    const signedIn = player !== null;
    const wasSignedIn = this.#player !== null;
    if (player?.currency !== this.#player?.currency) this.#limits = null;
    this.#player = player;
    this.#publisher.markDirty();
    if (player) void this.#loadLimits(player.currency);
    if (signedIn && !wasSignedIn) void this.#loadAcceptance();
    if (signedIn === wasSignedIn && signedIn === (this.#cashout !== null)) return null;
    if (signedIn) void loadBetPlacementCode().then(() => this.#slipViewCode());
    const code = signedIn ? await loadCashoutCode() : null;
    // Told again while the code loaded: the latest word wins.
    if ((this.#player !== null) !== signedIn || signedIn === (this.#cashout !== null)) return null;
    this.#cashout = code ? { book: code.emptyCashoutBook, code } : null;
    // Subscribed once the connection opens anew with the player's cookie, not on the old one.
    if (code) this.#topics.followSide(CASHOUT_TOPIC, code.cashoutMessageSchema, (messages) => this.#applyCashout(messages), false);
    else this.#topics.unfollowSide(CASHOUT_TOPIC);
    this.#topics.reconnect();
    return null;
  }

  /** Staleness is a matter of time passing, so it is checked on a clock, not only on messages. */
  #checkFreshness(): void {
    this.#saveIfDue();
    this.#topics.retryOverdue();
    // Freshness moves with time alone; views that show it are refreshed on this clock.
    if (!this.#publisher.watching) return;
    const tables = [...this.#tables.keys()].map((key) => this.#topics.sideStatus(tableTopic(key)));
    const statuses = [...[...this.#topics.followed()].map((topic) => this.#topics.status(topic)), ...tables].join();
    if (statuses !== this.#lastStatuses || this.#betslip.selections.length > 0 || this.#cashout) this.#publisher.markDirty();
    this.#lastStatuses = statuses;
  }

  #saveIfDue(): void {
    const store = this.#options.store;
    if (!store || this.#now() - this.#savedAt < (this.#options.saveEveryMs ?? 5000)) return;
    this.#savedAt = this.#now();
    void store.save({ savedAt: this.#savedAt, epochs: this.#topics.epochs(), book: this.#book(), betslip: this.#betslip });
  }
}

/** A view shows the worst of its topics' statuses. */
const STATUS_ORDER: readonly FeedStatus[] = ['connecting', 'reconnecting', 'stale'];

/** The topics a query makes the worker follow while it is watched (the live feed is always followed). */
function topicsOf(query: FeedQuery): readonly FeedTopic[] {
  if (query.kind === 'match' || query.kind === 'price-history') return [matchTopic(query.matchId)];
  if (query.kind === 'prematch') return prematchTopics(query);
  return [];
}

/** The engine for the worker, a replay or a test. */
export function createFeedEngine(options: EngineOptions): FeedEngine {
  return new FeedEngine(options);
}
