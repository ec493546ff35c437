/**
 * The feed's API to the page (contract.ts `FeedApi`): the same object runs inside the worker
 * (entry.ts, over comlink) and, for side-by-side measurement only, on the page's own thread
 * (`?worker=off`). Until the stored book has loaded there is no engine: watches wait and are
 * attached once it has, and the last word about the player is kept and applied at start.
 */
import { FEED_HUB_PATH } from '../../schemas/protocol.ts';
import { createSignalRSocket } from './connection.ts';
import type { CommandResult, FeedApi, FeedCommand, FeedConfig, FeedQuery } from './contract.ts';
import { createFeedEngine, type FeedEngine } from './engine.ts';
import type { Patch } from './patches.ts';
import { createIdbFeedStore } from './persistence.ts';

type Waiting = { readonly query: FeedQuery; readonly send: (patches: Patch[]) => void; visible?: readonly number[] | null; paceMs?: number };
type PlayerCommand = Extract<FeedCommand, { kind: 'set-player' }>;

/**
 * What a command answers before the book has loaded: no price is known, so nothing can be added
 * (said as 'stale') or bet, and no ticket is known to cash out; the rest has nothing to act on.
 */
const BEFORE_START: Partial<Record<FeedCommand['kind'], CommandResult>> = { 'toggle-selection': 'stale', 'place-bets': 'blocked', 'cash-out': 'no-offer', 'set-auto-cashout': 'no-offer' };

export function createFeedApi(): FeedApi {
  let engine: FeedEngine | null = null;
  const waiting = new Map<number, Waiting>();
  /** Our watch ids → the engine's (they differ for watches made before it existed). */
  const attached = new Map<number, number>();
  let playerWhileWaiting: PlayerCommand | null = null;
  let nextId = 1;

  async function start(config: FeedConfig): Promise<void> {
    if (engine) return;
    const store = createIdbFeedStore();
    const restored = await store.load();
    if (engine) return;
    const created = createFeedEngine({
      socket: createSignalRSocket({ url: new URL(FEED_HUB_PATH, config.origin).toString(), protocol: config.protocol }),
      origin: config.origin,
      freeze: config.freeze,
      store,
      ...(restored ? { restored: { book: restored.book, epochs: restored.epochs, betslip: restored.betslip } } : {}),
    });
    engine = created;
    // Before the socket opens, so the first connection already carries the player's session.
    if (playerWhileWaiting) await created.run(playerWhileWaiting);
    created.start();
    for (const [id, { query, send, visible, paceMs }] of waiting) {
      const engineId = created.watch(query, send);
      attached.set(id, engineId);
      if (visible !== undefined) created.setVisible(engineId, visible);
      if (paceMs !== undefined) created.setPace(engineId, paceMs);
    }
    waiting.clear();
  }

  return {
    start,
    watch(query, send) {
      const id = nextId++;
      if (engine) attached.set(id, engine.watch(query, send));
      else waiting.set(id, { query, send });
      return id;
    },
    unwatch(id) {
      waiting.delete(id);
      const engineId = attached.get(id);
      attached.delete(id);
      if (engine && engineId !== undefined) engine.unwatch(engineId);
    },
    setVisible(id, matchIds) {
      const engineId = attached.get(id);
      if (engine && engineId !== undefined) engine.setVisible(engineId, matchIds);
      const early = waiting.get(id);
      if (early) early.visible = matchIds;
    },
    setPace(id, paceMs) {
      const engineId = attached.get(id);
      if (engine && engineId !== undefined) engine.setPace(engineId, paceMs);
      const early = waiting.get(id);
      if (early) early.paceMs = paceMs;
    },
    async run(command): Promise<CommandResult> {
      if (engine) return engine.run(command);
      if (command.kind === 'set-player') playerWhileWaiting = command;
      return BEFORE_START[command.kind] ?? null;
    },
  };
}
