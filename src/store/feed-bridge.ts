/**
 * The main thread's side of the feed: starts the worker once, and mirrors each watched query into a
 * valtio proxy. Patches from the worker are queued and applied together in one animation frame, so
 * React re-renders at most once per frame however fast prices move.
 */
import { proxy as comlinkProxy, wrap } from 'comlink';
import { proxy, subscribe } from 'valtio';
import { betslipCount } from './betslip-count.ts';
import type { FeedApi, FeedConfig } from '../../workers/feed/api.ts';
import type { BetslipSelection } from '../../workers/feed/betslip.ts';
import type { BetslipModel, LiveOverviewModel, MatchModel, MyBetsModel } from '../../workers/feed/engine.ts';
import { applyPatches, type Patch } from '../../workers/feed/patches.ts';
import { sessionState } from './session.ts';

type AsyncFeedApi = { [K in keyof FeedApi]: (...args: Parameters<FeedApi[K]>) => Promise<Awaited<ReturnType<FeedApi[K]>>> };

let feed: AsyncFeedApi | null = null;

/**
 * The feed, in its worker. `?worker=off` runs the identical pipeline on this thread instead: a
 * documented switch for measuring what the worker saves (npm run bench), never for users.
 */
function feedApi(): AsyncFeedApi {
  if (feed) return feed;
  const params = new URLSearchParams(location.search);
  const config: FeedConfig = {
    protocol: params.get('protocol') === 'json' ? 'json' : 'messagepack',
    origin: location.origin,
    freeze: import.meta.env.DEV,
  };
  if (params.get('worker') === 'off') {
    const loading = import('../../workers/feed/api.ts').then(({ createFeedApi }) => {
      const api = createFeedApi();
      void api.start(config);
      return api;
    });
    // Every call waits for the same-thread api, like a call to the worker waits for its reply.
    feed = new Proxy({} as AsyncFeedApi, {
      get: (_target, name: keyof FeedApi | 'then') => {
        if (name === 'then') return undefined; // not a promise itself
        if (name === 'start') return async () => undefined;
        return async (...args: unknown[]) => ((await loading)[name] as (...a: unknown[]) => unknown)(...args);
      },
    });
  } else {
    const worker = wrap<FeedApi>(new Worker(new URL('../../workers/feed/entry.ts', import.meta.url), { type: 'module', name: 'feed' }));
    void worker.start(config);
    feed = worker as unknown as AsyncFeedApi;
  }
  followSession(feed);
  return feed;
}

/**
 * The worker follows the player's cash-out topic while someone is signed in, and reconnects when
 * that changes so the hub sees the session cookie: told at once and on every change of status.
 */
function followSession(api: AsyncFeedApi): void {
  let told: boolean | null = null;
  const tell = () => {
    const { status } = sessionState;
    if (status !== 'user' && status !== 'guest') return;
    const signedIn = status === 'user';
    if (signedIn === told) return;
    told = signedIn;
    void api.setSignedIn(signedIn);
  };
  subscribe(sessionState, tell);
  tell();
}

export type LiveOverviewState = LiveOverviewModel | { readonly status: 'connecting'; readonly sports?: undefined };

/** Applies queued patch batches once per frame. */
function frameApplier(target: Record<string, unknown>): (patches: Patch[]) => void {
  let queue: Patch[][] = [];
  const apply = () => {
    const batches = queue;
    queue = [];
    for (const batch of batches) applyPatches(target, batch);
  };
  return (patches) => {
    if (queue.length === 0) requestAnimationFrame(apply);
    queue.push(patches);
  };
}

type Watch<T> = { readonly state: T; readonly id: Promise<number> };

function watch<T extends object>(initial: T, subscribe: (send: (patches: Patch[]) => void) => Promise<number>): Watch<T> {
  const state = proxy(initial);
  return { state, id: subscribe(comlinkProxy(frameApplier(state as Record<string, unknown>))) };
}

let liveOverview: Watch<LiveOverviewState> | null = null;

function liveOverviewWatch(): Watch<LiveOverviewState> {
  liveOverview ??= watch<LiveOverviewState>({ status: 'connecting' }, (send) => feedApi().watchLiveOverview(send));
  return liveOverview;
}

/** The live overview's proxy: one per tab, shared by every component that shows it, kept warm. */
export function liveOverviewState(): LiveOverviewState {
  return liveOverviewWatch().state;
}

/** Tells the feed which live match rows are on (or near) the screen: only their changes are sent. */
export function showLiveMatches(matchIds: readonly number[]): void {
  const { id } = liveOverviewWatch();
  void id.then((watchId) => feedApi().setVisibleMatches(watchId, matchIds));
}

export type BetslipState = BetslipModel | { readonly selections?: undefined };
export type MyBetsState = MyBetsModel | { readonly status: 'connecting'; readonly order?: undefined };

let betslip: Watch<BetslipState> | null = null;
let myBets: Watch<MyBetsState> | null = null;

/** The player's betslip (SPEC STA-07…STA-15): selections with live prices and what blocks betting. */
export function betslipState(): BetslipState {
  if (!betslip) {
    const watched = (betslip = watch<BetslipState>({}, (send) => feedApi().watchBetslip(send)));
    subscribe(watched.state, () => void (betslipCount.count = watched.state.selections?.length ?? 0));
  }
  return betslip.state;
}

/** The signed-in player's open tickets and their cash-out offers (SPEC STA-37…STA-41). */
export function myBetsState(): MyBetsState {
  myBets ??= watch<MyBetsState>({ status: 'connecting' }, (send) => feedApi().watchMyBets(send));
  return myBets.state;
}

export type MatchState = MatchModel | { readonly status: 'connecting'; readonly match?: undefined; readonly available?: undefined };

type MatchWatch = { readonly watched: Watch<MatchState>; holders: number; releaseTimer?: ReturnType<typeof setTimeout> };

const matchWatches = new Map<number, MatchWatch>();
/** A match let go is kept this long, so a quick return (or React's double effects) finds it warm. */
const MATCH_LINGER_MS = 1000;

function matchWatch(matchId: number): MatchWatch {
  let entry = matchWatches.get(matchId);
  if (!entry) {
    entry = { watched: watch<MatchState>({ status: 'connecting' }, (send) => feedApi().watchMatch(matchId, send)), holders: 0 };
    matchWatches.set(matchId, entry);
  }
  return entry;
}

/** One match with every market (SPEC RTE-04/13/16): its proxy, shared by whoever shows it. */
export function matchState(matchId: number): MatchState {
  return matchWatch(matchId).watched.state;
}

/** Keeps a match followed while held; the returned function lets go (the worker stops following it). */
export function holdMatch(matchId: number): () => void {
  const entry = matchWatch(matchId);
  entry.holders++;
  clearTimeout(entry.releaseTimer);
  return () => {
    if (--entry.holders > 0) return;
    entry.releaseTimer = setTimeout(() => {
      matchWatches.delete(matchId);
      void entry.watched.id.then((id) => feedApi().unwatch(id));
    }, MATCH_LINGER_MS);
  };
}

type Pick3 = Pick<BetslipSelection, 'matchId' | 'marketId' | 'outcomeId'>;

/** Adds a selection at its current price, or takes it off; says why when it cannot be added. */
export function toggleSelection(pick: Pick3): Promise<'stale' | 'unavailable' | 'full' | null> {
  return feedApi().toggleSelection(pick);
}

export function removeSelection(pick: Pick<BetslipSelection, 'matchId' | 'outcomeId'>): Promise<void> {
  return feedApi().removeSelection(pick);
}

export function clearBetslip(): Promise<void> {
  return feedApi().clearBetslip();
}

/** SPEC STA-10: the player takes the moved prices. */
export function acceptPrices(): Promise<void> {
  return feedApi().acceptPrices();
}

/** Asked right before a bet is sent: null while anything is stale, moved or unavailable. */
export function placeable(): Promise<readonly BetslipSelection[] | null> {
  return feedApi().placeable();
}

export function cashoutRequested(action: Parameters<FeedApi['cashoutRequested']>[0]): Promise<void> {
  return feedApi().cashoutRequested(action);
}
