/**
 * The main thread's side of the feed: starts the worker once, mirrors each watched query into a
 * valtio proxy (batch-applier.ts applies the worker's batches of patches), and sends commands. React reads
 * a query with `useFeed(query)` (or `useFeedWithout`); nothing here knows one query from another.
 */
import { use, useEffect, useSyncExternalStore } from 'react';
import { proxy as comlinkProxy, wrap, type Remote } from 'comlink';
import { proxy, subscribe, useSnapshot } from 'valtio';
import {
  LOADING,
  loadSameThreadFeedApi,
  QUERIES,
  queryKey,
  type CommandResult,
  type FeedApi,
  type FeedCommand,
  type FeedConfig,
  type FeedQuery,
  type Loading,
  type ViewOf,
  type WindowFeedApi,
} from '../../workers/feed/contract.ts';
import { isLoading, watched, type FeedState, type Watched } from './feed-views.ts';
export { feedStatusHook, isLoading, type FeedState } from './feed-views.ts';
import { balanceFollower } from './balance-follower.ts';
import { sharedFeedChosen } from './shared-feed.ts';
import { betslipCount } from './betslip-count.ts';
import { isInSlip, setSlipPicks, subscribeSlipPicks } from './slip-picks.ts';
import { applyBalance, refreshUser, sessionState } from './session.ts';
import { currentPace, noteBatch, onPaceChange } from './frame-pace.ts';
import { batchApplier, type PageTiming } from './batch-applier.ts';
import { viewOutline } from './view-outline.ts';
import { bootData } from '../ssr/boot-data.ts';
import { isPageDrawn, pageDrawn, useHydrating } from '../ssr/hydration.ts';
import { serverView } from '../ssr/server-views.ts';

type RemoteFeedApi = { [K in keyof FeedApi]: (...args: Parameters<FeedApi[K]>) => Promise<Awaited<ReturnType<FeedApi[K]>>> };

let feed: RemoteFeedApi | null = null;

/**
 * The feed, in its worker: one SharedWorker for every window of the site (one socket, ADR 0032), or
 * a dedicated worker per tab where the browser has no SharedWorker or the shared feed is turned
 * off (shared-feed.ts). `?protocol=messagepack` always gets a dedicated worker: a shared feed opened by another
 * window might not speak it. `?worker=off` runs the identical pipeline on this thread instead: a
 * documented switch for measuring what the worker saves (npm run bench), never for users.
 */
function feedApi(): RemoteFeedApi {
  if (feed) return feed;
  const params = new URLSearchParams(location.search);
  const config: FeedConfig = { protocol: params.get('protocol') === 'messagepack' ? 'messagepack' : 'json', origin: location.origin, freeze: import.meta.env.DEV };
  if (params.get('worker') === 'off') {
    const loading = loadSameThreadFeedApi().then(async (api) => (await api.start(config), api));
    // Every call waits for the same-thread api, like a call to the worker waits for its reply.
    feed = {
      start: async () => undefined,
      watch: async (query, send) => (await loading).watch(query, send),
      unwatch: async (id) => (await loading).unwatch(id),
      setVisible: async (id, matchIds) => (await loading).setVisible(id, matchIds),
      setPace: async (id, paceMs) => (await loading).setPace(id, paceMs),
      run: async (command) => (await loading).run(command),
    };
  } else if (typeof SharedWorker === 'function' && config.protocol === 'json' && sharedFeedChosen()) {
    feed = sharedFeed(config);
  } else {
    const worker = wrap<FeedApi>(new Worker(new URL('../../workers/feed/entry.ts', import.meta.url), { type: 'module', name: 'feed' }));
    void worker.start(config);
    feed = worker;
  }
  followPlayer(feed);
  followPace(feed);
  return feed;
}

/** The page's pace (frame-pace.ts) applies to every query it watches, now and later. */
function followPace(api: RemoteFeedApi): void {
  onPaceChange((paceMs) => {
    for (const entry of watched.values()) void entry.id.then((id) => api.setPace(id, paceMs));
  });
}

/** Joins the feed every window shares, and lets the worker know when this window has gone. */
function sharedFeed(config: FeedConfig): RemoteFeedApi {
  const worker = new SharedWorker(new URL('../../workers/feed/shared-entry.ts', import.meta.url), { type: 'module', name: 'feed' });
  const api = wrap<WindowFeedApi>(worker.port);
  void api.start(config);
  void followThisWindow(api);
  return api;
}

/**
 * The window holds a Web Lock for its whole life; the worker asks for the same lock, which it gets
 * once the window has gone, however it went. Without Web Locks (an insecure origin) the window says
 * so itself as it hides.
 */
async function followThisWindow(api: Remote<WindowFeedApi>): Promise<void> {
  const locks = navigator.locks as LockManager | undefined;
  if (locks) {
    const name = `feed-window:${crypto.randomUUID()}`;
    await new Promise<void>((held) => void locks.request(name, () => (held(), new Promise<never>(() => undefined))));
    if (await api.followWindow(name)) return;
  }
  addEventListener('pagehide', () => void api.closeWindow());
  // A page brought back from the back-forward cache has let its watches go: it starts anew.
  addEventListener('pageshow', (event) => event.persisted && location.reload());
}

/**
 * The worker follows the player's cash-out topic and counts stakes in the player's currency; it is
 * told at once and whenever the signed-in player changes (it then reconnects, so the hub sees the
 * session cookie).
 */
function followPlayer(api: RemoteFeedApi): void {
  let told: string | null = null;
  const tell = () => {
    const { status, user } = sessionState;
    if (status !== 'user' && status !== 'guest') return;
    const currency = status === 'user' && user ? user.Currency.Code : null;
    if (currency === told) return;
    told = currency;
    void api.run({ kind: 'set-player', player: currency ? { currency } : null });
    // A signed-in player's tickets are followed from the start, so a ticket that settles moves the
    // header's balance even if My bets was never opened (followCashouts).
    if (currency) watchedOf({ kind: 'bets' });
  };
  subscribe(sessionState, tell);
  tell();
}

/** This page as the batch appliers see it. */
const thisPage: PageTiming = {
  isDrawn: isPageDrawn,
  drawn: pageDrawn,
  isVisible: () => document.visibilityState === 'visible',
  frame: (run) => requestAnimationFrame(run),
  later: (run, ms) => setTimeout(run, ms),
  applied: noteBatch,
};

/** A match let go is kept this long, so a quick return (or React's double effects) finds it warm. */
const LINGER_MS = 1000;
/** Queries a tab keeps once it has watched them: small, and shown on most pages (the slip count, My bets). */
const KEPT_WARM: ReadonlySet<FeedQuery['kind']> = new Set(['live', 'betslip', 'bets']);

/** The view the house rendered this page with (its boot data), if it rendered one for the query. */
function bootView(key: string): Record<string, unknown> | null {
  return (bootData()?.views[key] as Record<string, unknown> | undefined) ?? null;
}

/** The house's render (src/entry-server.tsx) reads views it was given and starts no feed. */
const NO_FEED: Promise<number> = new Promise(() => undefined);

function watchedOf(query: FeedQuery): Watched {
  const key = queryKey(query);
  let entry = watched.get(key);
  if (!entry) {
    // A page the house rendered starts from the views its HTML shows (boot data), not from loading.
    const drawn = bootView(key);
    const state = proxy<Record<string, unknown>>(structuredClone(drawn ?? LOADING));
    if (import.meta.env.SSR) {
      entry = { state, id: NO_FEED, holders: 0 };
      watched.set(key, entry);
      return entry;
    }
    const api = feedApi();
    entry = { state, id: api.watch(query, comlinkProxy(batchApplier(state, drawn !== null, thisPage))), holders: 0 };
    watched.set(key, entry);
    const paceMs = currentPace();
    if (paceMs !== 0) void entry.id.then((id) => api.setPace(id, paceMs));
    if (query.kind === 'betslip') followSlip(state);
    if (query.kind === 'bets') followCashouts(state);
  }
  return entry;
}

/** The slip's count for the header, and the balance its last placement left, follow the slip's view. */
function followSlip(state: Record<string, unknown>): void {
  const balanceChanged = balanceFollower();
  subscribe(state, () => {
    const slip = state as FeedState<{ kind: 'betslip' }>;
    betslipCount.count = isLoading(slip) ? 0 : slip.selections.length;
    setSlipPicks(isLoading(slip) ? [] : slip.selections);
    if (isLoading(slip)) return;
    if (balanceChanged(slip.balance)) applyBalance(slip.balance!);
  });
}

/**
 * STA-39: once the house has paid a cash-out, whole or partial, the header's balance is read again.
 * A settled ticket brings the balance it left along: the header takes it as it is (10,000 tickets
 * settling at once must not send 10,000 players to ask again).
 */
function followCashouts(state: Record<string, unknown>): void {
  let paid: ReadonlySet<string> | null = null;
  const balanceChanged = balanceFollower();
  subscribe(state, () => {
    const bets = state as FeedState<{ kind: 'bets' }>;
    if (isLoading(bets)) return;
    if (balanceChanged(bets.balance)) applyBalance(bets.balance!);
    const whole = Object.keys(bets.cashout).filter((id) => bets.cashout[id]?.cashedOut !== null);
    const parts = Object.values(bets.tickets).flatMap((t) => (t.Cashouts ?? []).map((c) => `${t.TicketID}#${c.ID}`));
    const now = new Set([...whole, ...parts]);
    const fresh = paid !== null && [...now].some((id) => !paid!.has(id));
    paid = now;
    if (fresh) void refreshUser();
  });
}

/** A query's proxy, shared by every component that shows it (a live page hands its rows' parts down). */
export function feedState<Q extends FeedQuery>(query: Q): FeedState<Q> {
  return watchedOf(query).state as FeedState<Q>;
}

/** Keeps a query watched while held; the returned function lets go (the worker then stops following it). */
function hold(query: FeedQuery): () => void {
  const entry = watchedOf(query);
  entry.holders++;
  clearTimeout(entry.releaseTimer);
  return () => {
    if (--entry.holders > 0 || KEPT_WARM.has(query.kind)) return;
    entry.releaseTimer = setTimeout(() => {
      watched.delete(queryKey(query));
      void entry.id.then((id) => feedApi().unwatch(id));
    }, LINGER_MS);
  };
}

/** Watches a query while the component is mounted; the house's render waits for the view it holds now (its boot data). */
function useWatched(query: FeedQuery): string {
  const key = queryKey(query);
  // The key names the query: a new object for the same query must not watch it again.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => hold(query), [key]);
  if (import.meta.env.SSR) use(serverView(query));
  return key;
}

/** A query's view while the component is mounted: a snapshot that re-renders on what it reads. */
export function useFeed<Q extends FeedQuery>(query: Q): FeedState<Q> {
  const key = useWatched(query);
  const live = useSnapshot(feedState(query)) as FeedState<Q>;
  // While React hydrates the house's HTML it must draw what the house drew, whatever the worker has sent since.
  return useHydrating() ? ((bootView(key) ?? LOADING) as FeedState<Q>) : live;
}

type Without<V, K extends PropertyKey> = V extends object ? Omit<V, K> : never;

/**
 * A query's view without some of its parts (view-outline.ts), for a component that draws a view's
 * outline while the parts re-render on their own (a live list and its rows). It re-renders when a
 * part it keeps changes, whichever of them it read.
 */
export function useFeedWithout<Q extends FeedQuery, K extends string>(query: Q, without: readonly K[]): Without<ViewOf<Q>, K> | Loading {
  const key = useWatched(query);
  const state = feedState(query) as Record<string, unknown>;
  const outline = viewOutline(state, without);
  const live = useSyncExternalStore(outline.subscribe, outline.snapshot, outline.snapshot);
  return (useHydrating() ? (bootView(key) ?? LOADING) : live) as Without<ViewOf<Q>, K> | Loading;
}

/**
 * Whether the slip holds the outcome, watching the slip while mounted: an odds button re-renders only
 * when its own answer changes (slip-picks.ts). False on the house and while the page hydrates: the
 * house draws a guest's page, whose slip is empty.
 */
export function useInSlip(matchId: number, outcomeId: number): boolean {
  useEffect(() => hold(QUERIES.betslip), []);
  return useSyncExternalStore(subscribeSlipPicks, () => isInSlip(matchId, outcomeId), () => false);
}

/** Starts watching a query before any component shows it (the shell warms the slip on betting pages). */
export function warmFeed(query: FeedQuery): void {
  watchedOf(query);
}

/** Tells the feed which rows of a watched query are on (or near) the screen: only their changes are sent. */
export function showRows(query: FeedQuery, matchIds: readonly number[]): void {
  void watchedOf(query).id.then((id) => feedApi().setVisible(id, matchIds));
}

/** Runs a command in the worker (add a selection, place the slip, cash out …); says why when it could not. */
export function runFeed(command: FeedCommand): Promise<CommandResult> {
  return feedApi().run(command);
}
