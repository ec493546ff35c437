/**
 * The trading desk: what happens to a live match's markets between price ticks. Suspends them on
 * a score (and now and then at random), keeps their targets following the game, reopens them a
 * few seconds later at the main line and fresh prices, and makes the individual price moves.
 * Every change goes out through `send` as the event a client needs to follow it.
 */
import type { FeedEvent } from '../../../schemas/feed.ts';
import { cloneMarket } from './clone.ts';
import { syncCounts } from './match-entry.ts';
import type { MatchEntry } from './match-entry.ts';
import { matchModel } from './match-model.ts';
import type { MatchModel } from './match-model.ts';
import { isWaiting, priceExtra, reline, retarget, SHAPE_CHANGED, snapToTarget } from './markets.ts';
import type { MarketSlot, OddIdSource } from './markets.ts';
import { walkMarket } from './odds-walk.ts';
import type { Prng } from './prng.ts';

const SECOND = 1000;
/** The clock bucket: how often a live match is re-priced as time runs, even without a score. */
export const RETARGET_MS = 60 * SECOND;
/** Mean time between random (non-score) suspensions of one of a live match's markets. */
export const RANDOM_SUSPENSION_MEAN_MS = 20 * 60 * SECOND;
const SUSPENSION_MS = { min: 3 * SECOND, max: 8 * SECOND } as const;

export type Desk = {
  readonly rng: Prng;
  readonly ids: OddIdSource;
  /** Odds events sent by re-pricing since the owner last reset it (they count toward the odds rate). */
  oddsSent: number;
  /** Sends an event to every stream holding the match. */
  send(entry: MatchEntry, event: FeedEvent): void;
};

function sendMarket(desk: Desk, entry: MatchEntry, slot: MarketSlot): void {
  desk.send(entry, { kind: 'market', MatchID: entry.match.ID, Market: cloneMarket(slot.market) });
}

export function suspendMarket(desk: Desk, entry: MatchEntry, slot: MarketSlot, now: number): void {
  if (slot.closed || slot.market.IsSuspended) return;
  slot.market.IsSuspended = true;
  slot.reopenAt = now + Math.round(desk.rng.range(SUSPENSION_MS.min, SUSPENSION_MS.max));
  sendMarket(desk, entry, slot);
}

export function suspendAll(desk: Desk, entry: MatchEntry, now: number): void {
  for (const slot of entry.markets) suspendMarket(desk, entry, slot, now);
}

export function suspendRandomMarket(desk: Desk, entry: MatchEntry, now: number): void {
  const slot = entry.markets[desk.rng.int(entry.markets.length)];
  if (slot) suspendMarket(desk, entry, slot, now);
  entry.nextRandomSuspendAt = now + Math.round(desk.rng.exponential(RANDOM_SUSPENSION_MEAN_MS));
}

/** Sends the odds events of the market's outcomes in `changed` (a bit mask by index in Odds). */
export function sendOdds(desk: Desk, entry: MatchEntry, slot: MarketSlot, changed: number): void {
  const odds = slot.market.Odds;
  for (let j = 0; j < odds.length; j++) {
    const odd = odds[j];
    if (!odd || (changed & (1 << j)) === 0) continue;
    desk.send(entry, { kind: 'odds', MatchID: entry.match.ID, MarketID: slot.market.ID, OddID: odd.ID, Value: odd.Value });
    desk.oddsSent++;
  }
}

/**
 * The state of play changed (a score, the clock moving on): every open market of the match is
 * re-priced from the one model at once, so no market is left quoting an earlier state next to
 * one quoting the new (which could make a sure bet of the two). A line the game has overtaken,
 * or a favourite too short to price, is suspended; markets waiting for that are tried again.
 */
export function retargetAll(desk: Desk, entry: MatchEntry, now: number): void {
  entry.nextRetargetAt = now + RETARGET_MS;
  if (!entry.engine) return;
  const model = matchModel(entry.engine.outlook());
  for (const slot of entry.markets) {
    if (isWaiting(slot)) {
      if (reline(slot, model, desk.rng, desk.ids)) sendMarket(desk, entry, slot);
      continue;
    }
    if (slot.closed || slot.market.IsSuspended) continue;
    if (slot.kind === 'extra') {
      const changed = { mask: 0, shape: false };
      if (!priceExtra(slot, model, changed)) {
        suspendMarket(desk, entry, slot, now);
        continue;
      }
      if (changed.shape) sendMarket(desk, entry, slot);
      else sendOdds(desk, entry, slot, changed.mask);
      continue;
    }
    if (!retarget(slot, model)) {
      suspendMarket(desk, entry, slot, now);
      continue;
    }
    const changed = snapToTarget(slot);
    if ((changed & SHAPE_CHANGED) !== 0) sendMarket(desk, entry, slot);
    else sendOdds(desk, entry, slot, changed);
  }
}

/** Held while a dangerous moment lasts: reopened by releaseAll, never by the clock. */
const HELD = Number.MAX_SAFE_INTEGER;

/**
 * A dangerous moment (a penalty, a VAR check, a break point, a danger attack where a goal would
 * suspend anyway): every open market of the match is suspended until releaseAll. Markets already
 * suspended for a while (after a score) are held too; ones waiting for play or closed are left.
 */
export function holdAll(desk: Desk, entry: MatchEntry): void {
  for (const slot of entry.markets) {
    if (slot.closed || isWaiting(slot)) continue;
    if (!slot.market.IsSuspended) {
      slot.market.IsSuspended = true;
      sendMarket(desk, entry, slot);
    }
    slot.reopenAt = HELD;
  }
}

/** The moment is over: held markets reopen re-priced on this tick (reopenDue). */
export function releaseAll(entry: MatchEntry, now: number): void {
  for (const slot of entry.markets) if (slot.reopenAt === HELD) slot.reopenAt = now;
}

/** The final whistle: every market is suspended for good (the match event that follows carries them). */
export function closeAll(entry: MatchEntry): void {
  for (const slot of entry.markets) {
    slot.closed = true;
    slot.reopenAt = 0;
    slot.market.IsSuspended = true;
  }
}

export function reopenDue(desk: Desk, entry: MatchEntry, now: number): void {
  let model: MatchModel | null = null;
  for (const slot of entry.markets) {
    if (slot.reopenAt === 0 || slot.reopenAt > now || !entry.engine) continue;
    model ??= matchModel(entry.engine.outlook());
    // A market with no line left stays suspended for good; nothing changed, nothing to send.
    if (reline(slot, model, desk.rng, desk.ids)) sendMarket(desk, entry, slot);
  }
}

/** Re-prices every market at the game's current state (a match joining already under way). */
export function relineAll(desk: Desk, entry: MatchEntry): void {
  if (!entry.engine) return;
  const model = matchModel(entry.engine.outlook());
  for (const slot of entry.markets) reline(slot, model, desk.rng, desk.ids);
  syncCounts(entry);
}

/** Takes the first-period market off the page once that period is over (kept for settlement); true if there was one. */
export function dropPeriodMarket(entry: MatchEntry): boolean {
  const index = entry.markets.findIndex((slot) => slot.kind === 'periodMoneyLine');
  if (index < 0) return false;
  entry.dropped.push(...entry.markets.splice(index, 1));
  syncCounts(entry);
  return true;
}

/** One random move on one random open market of the match; returns the odds events sent. */
export function moveOnce(desk: Desk, entry: MatchEntry): number {
  // Only the traded markets walk; the others move when the state of play does.
  let traded = 0;
  while (traded < entry.markets.length && entry.markets[traded]?.kind !== 'extra') traded++;
  const slot = entry.markets[desk.rng.int(traded)];
  if (!slot || slot.market.IsSuspended || slot.longShots) return 0;
  const changed = walkMarket(slot, desk.rng);
  if (changed === 0) return 0;
  let sent = 0;
  const odds = slot.market.Odds;
  for (let j = 0; j < odds.length; j++) {
    const odd = odds[j];
    if (!odd || (changed & (1 << j)) === 0) continue;
    desk.send(entry, { kind: 'odds', MatchID: entry.match.ID, MarketID: slot.market.ID, OddID: odd.ID, Value: odd.Value });
    sent++;
  }
  return sent;
}
