/**
 * A read-only replica of the feed simulator, for the hub nodes of a cluster (issue #20). Only the
 * producer node runs the simulator (cluster/producer.ts); a hub node has none, yet its house still
 * reads one: a stream's snapshot and view, a match, a match topic's snapshot, the simulated clock.
 * So it folds the simulator's raw output, as the producer publishes it (cluster/relay.ts): a raw
 * snapshot to start from (rawSnapshotOf), then every step's events in order.
 *
 * The fold is a client's fold of a stream (upserts append new entries and replace held ones in
 * place, removals drop them), which is how stream-state.ts orders a stream, so every read answers
 * what the simulator would: the same content in the same order. Like the simulator, it hands out
 * copies from snapshot() and matchSnapshot() and its own objects from match() and view().
 */
import type { Category, Sport, Tournament } from '../../schemas/catalog.ts';
import type { FeedEvent, StreamSnapshot } from '../../schemas/feed.ts';
import type { Market, Odd } from '../../schemas/market.ts';
import type { Match } from '../../schemas/match.ts';
import type { Play } from '../../schemas/play.ts';
import { STREAM_NAMES } from '../../schemas/protocol.ts';
import type { StreamName } from '../../schemas/protocol.ts';
import type { FeedSimulator, StreamView } from './simulator/index.ts';
import { cloneCategory, cloneLiveInfo, cloneMarket, cloneMatch, cloneSport, cloneTournament } from './simulator/clone.ts';
import { clonePlay } from './simulator/play-book.ts';
import { matchAloneSnapshot } from './simulator/stream-state.ts';

/** The simulator's whole state as a hub node needs it: every stream's snapshot and the live matches' trackers. */
export type RawSnapshot = {
  /** The producer's step count when it was taken (0 before the first step). */
  readonly step: number;
  readonly now: number;
  readonly streams: Record<StreamName, StreamSnapshot>;
  /** The tracker state last sent of each live match that has one (the simulator's `playSent`). */
  readonly plays: readonly (readonly [number, Play])[];
};

/** One simulator step's raw output (all markets, trackers included). */
export type RawTick = { readonly step: number; readonly now: number; readonly events: Record<StreamName, FeedEvent[]> };

/** The reads of the simulator the rest of the house uses. */
export type FeedReads = Pick<FeedSimulator, 'now' | 'snapshot' | 'view' | 'match' | 'matchSnapshot'>;

export type FeedReplica = FeedReads & {
  /** Steps applied: the snapshot's step plus the ticks since; -1 before the first snapshot. */
  readonly step: number;
  /**
   * Starts over from a snapshot. Takes ownership: the snapshot's objects become the replica's state
   * and change as ticks are applied, so the caller hands over a snapshot of its own (one just read
   * from the store, or just made by rawSnapshotOf) and does not use it afterwards.
   */
  reset(snapshot: RawSnapshot): void;
  /**
   * Applies the next step; false (and nothing changed) when tick.step is not step + 1, or before the
   * first snapshot, so the caller fetches a snapshot. The tick stays the caller's: what the replica
   * keeps of it is copied (as the simulator copies what it sends); an odds event carries only numbers.
   */
  apply(tick: RawTick): boolean;
};

/** The state a hub node starts from: `step` is the number of steps the simulator has taken. */
export function rawSnapshotOf(simulator: FeedSimulator, step: number): RawSnapshot {
  const streams = {} as Record<StreamName, StreamSnapshot>;
  for (const name of STREAM_NAMES) streams[name] = simulator.snapshot(name);
  // Only the match topic's snapshot carries a tracker (Match.Play), so that is where it is read.
  const plays: (readonly [number, Play])[] = [];
  for (const match of streams.live.Matches) {
    const play = simulator.matchSnapshot(match.ID)?.snapshot.Matches[0]?.Play;
    if (play) plays.push([match.ID, play]);
  }
  return { step, now: simulator.now, streams, plays };
}

/** Catalogue entries in the order first sent; one sent again replaces the held one in place. */
class Listing<T extends { readonly ID: number }> {
  readonly items: T[] = [];
  private readonly at = new Map<number, number>();

  constructor(items: readonly T[]) {
    for (const item of items) this.upsert(item);
  }

  get(id: number): T | undefined {
    const i = this.at.get(id);
    return i === undefined ? undefined : this.items[i];
  }

  upsert(item: T): void {
    const i = this.at.get(item.ID);
    if (i !== undefined) this.items[i] = item;
    else {
      this.at.set(item.ID, this.items.length);
      this.items.push(item);
    }
  }
}

/** What one stream holds, as a client that applied its events holds it. */
class StreamReplica {
  private readonly sports: Listing<Sport>;
  private readonly categories: Listing<Category>;
  private readonly tournaments: Listing<Tournament>;
  /** Map order is the stream's order: set() on a held id keeps its place, as in stream-state.ts. */
  readonly matches: Map<number, Match>;
  /**
   * Where each market sits in its match's list and each price in its market, by id, built on first
   * use: a price move finds its odd in O(1) (a stress feed sends 10,000 a second). A match or market
   * replaced is a new object and gets an index of its own; the old one goes with it.
   */
  private readonly marketAt = new WeakMap<Match, Map<number, number>>();
  private readonly oddById = new WeakMap<Market, Map<number, Odd>>();

  constructor(s: StreamSnapshot) {
    this.sports = new Listing(s.Sports);
    this.categories = new Listing(s.Categories);
    this.tournaments = new Listing(s.Tournaments);
    this.matches = new Map(s.Matches.map((m) => [m.ID, m]));
  }

  /** Folds one event, a `play` aside (the replica keeps trackers across streams). */
  fold(e: Exclude<FeedEvent, { kind: 'play' }>): void {
    switch (e.kind) {
      case 'catalog':
        for (const x of e.Sports) this.sports.upsert(cloneSport(x));
        for (const x of e.Categories) this.categories.upsert(cloneCategory(x));
        for (const x of e.Tournaments) this.tournaments.upsert(cloneTournament(x));
        return;
      case 'match':
        this.matches.set(e.Match.ID, cloneMatch(e.Match));
        return;
      case 'matchRemoved':
        this.matches.delete(e.MatchID);
        return;
      case 'score': {
        const match = this.matches.get(e.MatchID);
        if (match) match.LiveInfo = cloneLiveInfo(e.LiveInfo);
        return;
      }
      case 'market': {
        const match = this.matches.get(e.MatchID);
        if (match) this.upsertMarket(match, cloneMarket(e.Market));
        return;
      }
      case 'odds': {
        const market = this.market(e.MatchID, e.MarketID);
        const odd = market && this.odds(market).get(e.OddID);
        if (odd) odd.Value = e.Value;
        return;
      }
    }
  }

  private marketsOf(match: Match): Map<number, number> {
    let at = this.marketAt.get(match);
    if (!at) {
      at = new Map(match.Markets.map((k, i) => [k.ID, i]));
      this.marketAt.set(match, at);
    }
    return at;
  }

  private odds(market: Market): Map<number, Odd> {
    let byId = this.oddById.get(market);
    if (!byId) {
      byId = new Map(market.Odds.map((o) => [o.ID, o]));
      this.oddById.set(market, byId);
    }
    return byId;
  }

  private market(matchId: number, marketId: number): Market | undefined {
    const match = this.matches.get(matchId);
    if (!match) return undefined;
    const i = this.marketsOf(match).get(marketId);
    return i === undefined ? undefined : match.Markets[i];
  }

  /** A market sent again replaces the held one in place; a new one goes last. */
  private upsertMarket(match: Match, market: Market): void {
    const at = this.marketsOf(match);
    const i = at.get(market.ID);
    if (i !== undefined) match.Markets[i] = market;
    else {
      at.set(market.ID, match.Markets.length);
      match.Markets.push(market);
    }
  }

  view(): StreamView {
    return { sports: this.sports.items, categories: this.categories.items, tournaments: this.tournaments.items, matches: this.matches };
  }

  snapshot(): StreamSnapshot {
    return {
      Sports: this.sports.items.map(cloneSport),
      Categories: this.categories.items.map(cloneCategory),
      Tournaments: this.tournaments.items.map(cloneTournament),
      Matches: [...this.matches.values()].map(cloneMatch),
    };
  }

  /** One match with the catalogue entries it needs, as stream-state.ts builds it; null when absent. */
  matchSnapshot(matchId: number): StreamSnapshot | null {
    const match = this.matches.get(matchId);
    if (!match) return null;
    const one = <T>(entry: T | undefined, clone: (x: T) => T): T[] => (entry ? [clone(entry)] : []);
    return {
      Sports: one(this.sports.get(match.SportTypeID), cloneSport),
      Categories: one(this.categories.get(match.Category.ID), cloneCategory),
      Tournaments: one(this.tournaments.get(match.Tournament.ID), cloneTournament),
      Matches: [cloneMatch(match)],
    };
  }
}

const EMPTY: StreamSnapshot = { Sports: [], Categories: [], Tournaments: [], Matches: [] };

function emptyStreams(): Record<StreamName, StreamReplica> {
  const streams = {} as Record<StreamName, StreamReplica>;
  for (const name of STREAM_NAMES) streams[name] = new StreamReplica(EMPTY);
  return streams;
}

class Replica implements FeedReplica {
  step = -1;
  now = 0;
  private streams = emptyStreams();
  /** The tracker state last sent of each live match (what the simulator keeps as `playSent`). */
  private plays = new Map<number, Play>();

  reset(snapshot: RawSnapshot): void {
    const streams = {} as Record<StreamName, StreamReplica>;
    for (const name of STREAM_NAMES) streams[name] = new StreamReplica(snapshot.streams[name]);
    this.streams = streams;
    this.plays = new Map(snapshot.plays);
    this.step = snapshot.step;
    this.now = snapshot.now;
  }

  apply(tick: RawTick): boolean {
    if (this.step < 0 || tick.step !== this.step + 1) return false;
    for (const name of STREAM_NAMES) for (const event of tick.events[name]) this.fold(name, event);
    this.step = tick.step;
    this.now = tick.now;
    return true;
  }

  private fold(stream: StreamName, e: FeedEvent): void {
    if (e.kind === 'play') {
      this.plays.set(e.MatchID, clonePlay(e.Play));
      return;
    }
    this.streams[stream].fold(e);
    // A match leaves the live stream only when its stay after the final whistle ends: no more tracker.
    if (e.kind === 'matchRemoved' && stream === 'live') this.plays.delete(e.MatchID);
  }

  snapshot(stream: StreamName): StreamSnapshot {
    return this.stream(stream).snapshot();
  }

  view(stream: StreamName): StreamView {
    return this.stream(stream).view();
  }

  match(matchId: number): Match | undefined {
    return this.streams.live.matches.get(matchId) ?? this.streams.prematch.matches.get(matchId);
  }

  matchSnapshot(matchId: number): { readonly stream: StreamName; readonly snapshot: StreamSnapshot } | null {
    return matchAloneSnapshot(this.streams, matchId, (id) => this.plays.get(id));
  }


  private stream(name: StreamName): StreamReplica {
    const state = this.streams[name];
    if (!state) throw new RangeError(`Unknown stream ${String(name)}`);
    return state;
  }
}

export function createFeedReplica(): FeedReplica {
  return new Replica();
}
