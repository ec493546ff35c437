/**
 * The feed's API to the page: the same object runs inside the worker (entry.ts, over comlink) and,
 * for side-by-side measurement only, on the page's own thread (`?worker=off`).
 */
import { FEED_HUB_PATH } from '../../schemas/protocol.ts';
import type { BetslipSelection } from './betslip.ts';
import { createSignalRSocket } from './connection.ts';
import { createFeedEngine, type FeedEngine } from './engine.ts';
import { createIdbFeedStore } from './persistence.ts';
import type { Patch } from './patches.ts';

export type FeedConfig = { readonly protocol: 'messagepack' | 'json'; readonly origin: string; readonly freeze: boolean };

type Query = 'live' | 'betslip' | 'bets' | { readonly match: number };
type Send = (patches: Patch[]) => void;
type CashoutAction = Parameters<FeedEngine['cashoutRequested']>[0];

export function createFeedApi() {
  let engine: FeedEngine | null = null;
  // Views may subscribe before the stored book has loaded; they are attached once it has.
  const waiting = new Map<number, { readonly query: Query; readonly send: Send }>();
  const watchers = new Map<number, number>();
  const visibleWhileWaiting = new Map<number, readonly number[] | null>();
  // The session is usually known before the stored book has loaded: remembered, applied at start.
  let signedInWhileWaiting: boolean | null = null;
  let nextId = 1;

  function attach(e: FeedEngine, query: Query, send: Send): number {
    if (query === 'betslip') return e.watchBetslip(send);
    if (query === 'bets') return e.watchMyBets(send);
    if (query === 'live') return e.watchLiveOverview(send);
    return e.watchMatch(query.match, send);
  }

  function watch(query: Query, send: Send): number {
    const id = nextId++;
    if (engine) watchers.set(id, attach(engine, query, send));
    else waiting.set(id, { query, send });
    return id;
  }

  return {
    /** Paints from the stored book (if any) first, then connects. */
    async start(config: FeedConfig): Promise<void> {
      if (engine) return;
      const store = createIdbFeedStore();
      const restored = await store.load();
      if (engine) return;
      const url = new URL(FEED_HUB_PATH, config.origin).toString();
      engine = createFeedEngine({
        socket: createSignalRSocket({ url, protocol: config.protocol }),
        freeze: config.freeze,
        store,
        ...(restored ? { restored: { book: restored.book, epochs: restored.epochs, betslip: restored.betslip } } : {}),
      });
      // Before the socket opens, so the first connection already carries the player's session.
      if (signedInWhileWaiting !== null) await engine.setSignedIn(signedInWhileWaiting);
      engine.start();
      for (const [id, { query, send }] of waiting) {
        const engineId = attach(engine, query, send);
        watchers.set(id, engineId);
        const visible = visibleWhileWaiting.get(id);
        if (visible !== undefined) engine.setVisibleMatches(engineId, visible);
      }
      waiting.clear();
      visibleWhileWaiting.clear();
    },
    watchLiveOverview(send: Send): number {
      return watch('live', send);
    },
    watchBetslip(send: Send): number {
      return watch('betslip', send);
    },
    /** One match with its full market list (a match page); its topic is followed while watched. */
    watchMatch(matchId: number, send: Send): number {
      return watch({ match: matchId }, send);
    },
    watchMyBets(send: Send): number {
      return watch('bets', send);
    },
    /** The match rows watcher `id` has on screen (`null`: all): only their changes are sent. */
    setVisibleMatches(id: number, matchIds: readonly number[] | null): void {
      const engineId = watchers.get(id);
      if (engine && engineId !== undefined) engine.setVisibleMatches(engineId, matchIds);
      else if (waiting.has(id)) visibleWhileWaiting.set(id, matchIds);
    },
    unwatch(id: number): void {
      waiting.delete(id);
      visibleWhileWaiting.delete(id);
      const engineId = watchers.get(id);
      if (engine && engineId !== undefined) engine.unwatch(engineId);
      watchers.delete(id);
    },
    /** Before the book has loaded no price is known, so nothing can be added: said as 'stale'. */
    toggleSelection(pick: Pick<BetslipSelection, 'matchId' | 'marketId' | 'outcomeId'>): 'stale' | 'unavailable' | 'full' | null {
      return engine ? engine.toggleSelection(pick) : 'stale';
    },
    removeSelection(pick: Pick<BetslipSelection, 'matchId' | 'outcomeId'>): void {
      engine?.removeSelection(pick);
    },
    clearBetslip(): void {
      engine?.clearBetslip();
    },
    acceptPrices(): void {
      engine?.acceptPrices();
    },
    /** What may be bet on right now; null while anything is stale, moved or unavailable. */
    placeable(): readonly BetslipSelection[] | null {
      return engine ? engine.placeable() : null;
    },
    async setSignedIn(signedIn: boolean): Promise<void> {
      if (engine) await engine.setSignedIn(signedIn);
      else signedInWhileWaiting = signedIn;
    },
    cashoutRequested(action: CashoutAction): void {
      engine?.cashoutRequested(action);
    },
  };
}

export type FeedApi = ReturnType<typeof createFeedApi>;
