/**
 * The house's source of sports data: a seeded, deterministic feed simulator. It has no timers and
 * never reads the real clock; the caller advances simulated time with step() and gets back the
 * events each stream emitted. The same options and the same step() calls always give the same
 * events and snapshots, so a feed can be replayed in tests and benchmarks.
 *
 * This module keeps the book (which matches are in which stream) and runs the clock; how a match
 * plays is the engines', how its markets are traded is the desk's.
 */
import type { FeedEvent, StreamSnapshot } from '../../../schemas/feed.ts';
import type { Match } from '../../../schemas/match.ts';
import { STREAM_NAMES } from '../../../schemas/protocol.ts';
import type { StreamName } from '../../../schemas/protocol.ts';
import { buildCatalog, pickTournament } from './catalog.ts';
import type { Catalog } from './catalog.ts';
import { cloneLiveInfo, cloneMatch } from './clone.ts';
import { emptyReport, resetReport } from './engine.ts';
import { PLAN_LEAD_MS, planKickoffs } from './kickoff-planner.ts';
import { closeAll, dropPeriodMarket, holdAll, moveOnce, RANDOM_SUSPENSION_MEAN_MS, releaseAll, relineAll, reopenDue, RETARGET_MS, retargetAll, sendOdds, suspendAll, suspendRandomMarket } from './market-desk.ts';
import type { Desk } from './market-desk.ts';
import { createMatchEntry, markLive } from './match-entry.ts';
import { decideAtTheOff, matchResult } from './match-result.ts';
import { playHistory } from './played-history.ts';
import type { IdSource, MatchEntry } from './match-entry.ts';
import type { MarketSlot } from './markets.ts';
import { requireInteger, toSettings } from './options.ts';
import { buildOutrights, driftOutright, OUTRIGHT_MOVES_PER_SECOND, outrightRng } from './outrights.ts';
import type { OutrightEntry } from './outrights.ts';
import type { Settings, SimulatorOptions } from './options.ts';
import { narrate } from './play.ts';
import { clonePlay } from './play-book.ts';
import { MIN_ODDS, roundOdds } from './pricing.ts';
import { Prng } from './prng.ts';
import { Schedule } from './schedule.ts';
import { expectedMinutes } from './sport-formats.ts';
import { matchAloneSnapshot, StreamState, type StreamView } from './stream-state.ts';

export type { SimulatorOptions } from './options.ts';

export interface FeedSimulator {
  /** current simulated epoch ms */
  readonly now: number;
  /** current state of a stream, consistent with every event returned so far */
  snapshot(stream: StreamName): StreamSnapshot;
  /** advance simulated time by dtMs and return the events each stream emitted, in order */
  step(dtMs: number): Record<StreamName, FeedEvent[]>;
  /**
   * The match as it stands now: from the live stream if it is playing, else from pre-match; undefined
   * once it has left both. This is the simulator's own object, not a copy (betting prices many
   * selections per tick): callers read it and never change it.
   */
  match(matchId: number): Match | undefined;
  /**
   * What a stream holds now, as the simulator's own objects (no copies: a schedule page reads ~600
   * matches' few fields and none of their markets). Callers read it and never change it.
   */
  view(stream: StreamName): StreamView;
  /** The stream holding a match now (live, else pre-match) and that match alone as a snapshot; null once it left both. */
  matchSnapshot(matchId: number): { readonly stream: StreamName; readonly snapshot: StreamSnapshot } | null;
  /**
   * Shortens a live match's open price by `share` at the next step (a test hook: a cash-out offer
   * that rises when a test needs it to). False when no open price of a live match has that id.
   */
  shortenPrice(oddId: number, share: number): boolean;
}

type Outbox = Record<StreamName, FeedEvent[]>;

/** What the streams need of a match or an outright to publish it. */
type Published = Pick<MatchEntry, 'match' | 'where' | 'esport' | 'liveIndex'>;

const SECOND = 1000;
const MINUTE = 60 * SECOND;
/** Fixtures published ahead start on five-minute marks, as real ones do. */
const KICKOFF_GRID = 5 * MINUTE;
/** Simulation granularity: events inside one tick share its timestamp. */
const TICK_MS = SECOND;
/** Pre-match prices drift slowly: moves per second per pre-match match. */
const PREMATCH_MOVES_PER_MATCH_SECOND = 0.005;
/**
 * How long a finished match stays in the live stream after the final whistle: shown with its
 * final score, LiveInfo.Status 'Finished', IsFinished and every market suspended, then removed
 * (issue #15; docs/protocol.md). Its result goes to onResult at the whistle, not after the stay.
 */
export const FINISHED_STAY_MS = 60 * SECOND;
/** The tracker's state goes out at most once a second per match, or after a quarter of a second for a new event or incident. */
const PLAY_EVERY_MS = SECOND;
const PLAY_URGENT_MS = 250;
/** Share of fixtures eligible for the schedule page (SPEC STA-50). */
const SCHEDULE_ELIGIBLE = { planned: 0.95, shortNotice: 0.7 } as const;

/** A seed of one match's own generator, from the feed's seed and the match id. */
export function matchSeed(seed: number, matchId: number): number {
  return (Math.imul(seed ^ 0x5bd1e995, 0x27d4eb2d) ^ Math.imul(matchId, 0x165667b1)) | 0;
}

function emptyOutbox(): Outbox {
  const out = {} as Outbox;
  for (const name of STREAM_NAMES) out[name] = [];
  return out;
}

class Simulator implements FeedSimulator {
  now: number;

  private readonly s: Settings;
  private readonly rng: Prng;
  private readonly catalog: Catalog;
  private readonly streams: Record<StreamName, StreamState> = { live: new StreamState(), prematch: new StreamState(), esport: new StreamState() };
  private readonly schedule = new Schedule();
  private readonly live: MatchEntry[] = [];
  /** Finished matches staying in the live stream until `until` (FINISHED_STAY_MS), oldest first. */
  private readonly finishing: { readonly entry: MatchEntry; readonly until: number }[] = [];
  /** Live and finishing matches by id (their tracker state for the match topic's snapshot). */
  private readonly playing = new Map<number, MatchEntry>();
  private readonly report = emptyReport();
  private matchSeq = 100_000;
  private oddSeq = 0;
  private readonly ids: IdSource = { nextMatchId: () => this.s.matchIds?.next() ?? ++this.matchSeq, nextOddId: () => ++this.oddSeq };
  private readonly desk: Desk;
  /** Where events of the step under way go; null while building the initial state, which needs none. */
  private out: Outbox | null = null;
  private readonly plannedInterval: number;
  private nextPlannedAt: number;
  /** Odds events owed (positive) or sent ahead (negative), so the long-run rate is exact. */
  private liveCredit = 0;
  private prematchCredit = 0;
  /** Tournament winner markets (outrights.ts), with a generator of their own. */
  private readonly outrights: OutrightEntry[];
  private readonly outrightRng: Prng;
  private outrightCredit = 0;
  /** Prices to shorten at the next step (shortenPrice). */
  private readonly shortenings: { readonly entry: MatchEntry; readonly slot: MarketSlot; readonly oddIndex: number; readonly share: number }[] = [];

  constructor(s: Settings) {
    this.s = s;
    this.now = s.startTime;
    this.rng = new Prng(s.seed);
    // Its own generator, so the catalogue does not shift when the feed's draws change.
    this.catalog = buildCatalog(this.rng.fork());
    const onResult = s.onResult;
    if (onResult && s.historyDays > 0) {
      for (const result of playHistory({ seed: s.seed, catalog: this.catalog, until: s.startTime, days: s.historyDays, matchesPerDay: s.historyMatchesPerDay })) onResult(result);
    }
    this.desk = { rng: this.rng, ids: this.ids, oddsSent: 0, send: (entry, event) => this.broadcast(entry, event) };
    this.plannedInterval = s.prematchMatches > 0 ? s.horizonMs / s.prematchMatches : Infinity;
    this.nextPlannedAt = this.now + this.plannedInterval;
    for (let i = 0; i < s.prematchMatches; i++) {
      const start = this.gridStart(this.now + this.rng.range(KICKOFF_GRID, s.horizonMs));
      this.addPrematch(this.newMatch(start, false, SCHEDULE_ELIGIBLE.planned));
    }
    for (let i = 0; i < s.liveMatches; i++) this.seedLiveMatch();
    this.planShortNotice();
    this.outrightRng = outrightRng(s.seed);
    this.outrights = buildOutrights(this.catalog, this.now + s.horizonMs, this.outrightRng, this.ids);
    for (const outright of this.outrights) this.publishEverywhere(outright);
  }

  snapshot(stream: StreamName): StreamSnapshot {
    const state = this.streams[stream];
    if (!state) throw new RangeError(`Unknown stream ${String(stream)}`);
    return state.snapshot();
  }

  view(stream: StreamName): StreamView {
    const state = this.streams[stream];
    if (!state) throw new RangeError(`Unknown stream ${String(stream)}`);
    return state.view();
  }

  match(matchId: number): Match | undefined {
    return this.streams.live.matches.get(matchId) ?? this.streams.prematch.matches.get(matchId);
  }

  matchSnapshot(matchId: number): { readonly stream: StreamName; readonly snapshot: StreamSnapshot } | null {
    return matchAloneSnapshot(this.streams, matchId, (id) => this.playing.get(id)?.playSent ?? undefined);
  }


  shortenPrice(oddId: number, share: number): boolean {
    for (const entry of this.playing.values()) {
      for (const slot of entry.markets) {
        const oddIndex = slot.market.Odds.findIndex((odd) => odd.ID === oddId);
        if (oddIndex < 0) continue;
        if (slot.closed || slot.market.IsSuspended) return false;
        this.shortenings.push({ entry, slot, oddIndex, share });
        return true;
      }
    }
    return false;
  }

  step(dtMs: number): Record<StreamName, FeedEvent[]> {
    requireInteger('dtMs', dtMs, 0);
    const out = emptyOutbox();
    this.out = out;
    try {
      let left = dtMs;
      while (left > 0) {
        const dt = Math.min(TICK_MS, left);
        this.tick(dt);
        left -= dt;
      }
    } finally {
      this.out = null;
    }
    return out;
  }

  private tick(dt: number): void {
    this.now += dt;
    this.shortenPrices();
    this.addPlanned();
    this.kickOff();
    this.playLive();
    this.moveLiveOdds(dt);
    this.movePrematchOdds(dt);
    this.moveOutrightOdds(dt);
    this.closeOutrights();
    this.endStays();
    this.planShortNotice();
  }

  private shortenPrices(): void {
    for (const { entry, slot, oddIndex, share } of this.shortenings.splice(0)) {
      const odd = slot.market.Odds[oddIndex];
      if (!odd || slot.closed || slot.market.IsSuspended) continue;
      odd.Value = roundOdds(Math.max(MIN_ODDS, odd.Value * (1 - share)));
      sendOdds(this.desk, entry, slot, 1 << oddIndex);
    }
  }

  // ── Streams ─────────────────────────────────────────────────────────────────────────────

  private streamOf(entry: Published): StreamName {
    return entry.liveIndex >= 0 ? 'live' : 'prematch';
  }

  /** Adds or replaces the match in a stream, sending the catalogue entries it needs first. */
  private publish(entry: Published, stream: StreamName, event: FeedEvent | null): void {
    const state = this.streams[stream];
    const w = entry.where;
    const catalog = state.admit({ sport: w.sportWire, category: w.category, tournament: w.tournament });
    state.matches.set(entry.match.ID, entry.match);
    if (!this.out || !event) return;
    if (catalog) this.out[stream].push(catalog);
    this.out[stream].push(event);
  }

  private publishEverywhere(entry: Published): void {
    const event: FeedEvent | null = this.out ? { kind: 'match', Match: cloneMatch(entry.match) } : null;
    this.publish(entry, this.streamOf(entry), event);
    if (entry.esport) this.publish(entry, 'esport', event);
  }

  private remove(entry: Published, stream: StreamName): void {
    this.streams[stream].matches.delete(entry.match.ID);
    this.out?.[stream].push({ kind: 'matchRemoved', MatchID: entry.match.ID });
  }

  /** Sends an event to every stream the match is in. */
  private broadcast(entry: Published, event: FeedEvent): void {
    if (!this.out) return;
    this.out[this.streamOf(entry)].push(event);
    if (entry.esport) this.out.esport.push(event);
  }

  // ── The pre-match book ──────────────────────────────────────────────────────────────────

  private gridStart(t: number): number {
    return Math.floor(t / KICKOFF_GRID) * KICKOFF_GRID;
  }

  private newMatch(start: number, liveOnly: boolean, eligibleShare: number): MatchEntry {
    const where = pickTournament(this.catalog, this.rng, liveOnly);
    return createMatchEntry(where, start, this.rng.chance(eligibleShare), this.rng, this.ids);
  }

  private addPrematch(entry: MatchEntry): void {
    this.schedule.insert(entry);
    this.publishEverywhere(entry);
  }

  /** Fixtures published a horizon ahead, one every horizon/prematchMatches, keep the book full. */
  private addPlanned(): void {
    while (this.nextPlannedAt <= this.now) {
      const start = this.gridStart(this.nextPlannedAt + this.s.horizonMs);
      this.nextPlannedAt += this.plannedInterval;
      if (start > this.now) this.addPrematch(this.newMatch(start, false, SCHEDULE_ELIGIBLE.planned));
    }
  }

  /** Short-notice fixtures that keep the live count on target (see kickoff-planner.ts). */
  private planShortNotice(): void {
    const until = this.now + PLAN_LEAD_MS;
    const endingSoon: number[] = [];
    for (const entry of this.live) {
      const end = this.now + (entry.engine?.remainingMs() ?? 0);
      if (end <= until) endingSoon.push(end);
    }
    const starts = planKickoffs({
      now: this.now,
      target: this.s.liveMatches,
      liveCount: this.live.length,
      endingSoon,
      upcoming: this.schedule.countLiveStartingBy(until + SECOND),
    });
    const latest = this.now + this.s.horizonMs;
    for (const start of starts) this.addPrematch(this.newMatch(Math.min(start, latest), true, SCHEDULE_ELIGIBLE.shortNotice));
  }

  // ── Kick-off and final whistle ──────────────────────────────────────────────────────────

  /** The tracker's narrator, told of the engine's play from its kick-off on. */
  private attachNarrator(entry: MatchEntry): void {
    if (entry.engine) entry.narrator = narrate(entry.where.sport, entry.engine, matchSeed(this.s.seed, entry.match.ID), entry.match.StartDateJs);
  }

  private addLive(entry: MatchEntry): void {
    markLive(entry);
    entry.liveIndex = this.live.length;
    this.live.push(entry);
    this.playing.set(entry.match.ID, entry);
    // Staggered, so matches started together are not all re-priced in the same second.
    entry.nextRetargetAt = this.now + Math.round(this.rng.range(0.25, 1) * RETARGET_MS);
    entry.nextRandomSuspendAt = this.now + Math.round(this.rng.exponential(RANDOM_SUSPENSION_MEAN_MS));
  }

  private kickOff(): void {
    for (const entry of this.schedule.takeDue(this.now)) {
      this.remove(entry, 'prematch');
      if (!entry.engine) {
        // Races and fights leave the book at the off; they are not offered in-play. Their result
        // is known there, drawn from a generator of the match's own (the feed's draws do not shift).
        if (entry.esport) this.remove(entry, 'esport');
        if (this.s.onResult) this.s.onResult(matchResult(entry, decideAtTheOff(entry, new Prng(matchSeed(this.s.seed, entry.match.ID))), this.now));
        continue;
      }
      this.attachNarrator(entry);
      entry.engine.start(this.rng);
      this.addLive(entry);
      this.publishEverywhere(entry);
    }
  }

  /** A match already under way at the start, played forward from its kick-off. */
  private seedLiveMatch(): void {
    for (let attempt = 0; attempt < 10; attempt++) {
      const where = pickTournament(this.catalog, this.rng, true);
      const elapsed = this.rng.range(0, 0.9) * expectedMinutes(where.sport.format) * MINUTE;
      const kickoff = Math.max(0, Math.floor((this.now - elapsed) / MINUTE) * MINUTE);
      const entry = createMatchEntry(where, kickoff, this.rng.chance(SCHEDULE_ELIGIBLE.planned), this.rng, this.ids);
      const engine = entry.engine;
      if (!engine) continue;
      this.attachNarrator(entry);
      engine.start(this.rng);
      resetReport(this.report);
      engine.advance(this.now, this.rng, this.report);
      entry.narrator?.advance(this.now);
      if (engine.finished) continue;
      if (this.report.firstPeriodOver) dropPeriodMarket(entry);
      relineAll(this.desk, entry);
      this.addLive(entry);
      this.publishEverywhere(entry);
      this.sendPlay(entry, true);
      return;
    }
  }

  /**
   * The final whistle: the result goes out at once; the match stays in the live stream for
   * FINISHED_STAY_MS, finished and with every market closed, before it leaves (endStays).
   */
  private finish(entry: MatchEntry): void {
    const last = this.live.pop();
    if (last && last !== entry) {
      this.live[entry.liveIndex] = last;
      last.liveIndex = entry.liveIndex;
    }
    entry.match.IsFinished = true;
    closeAll(entry);
    this.publishEverywhere(entry);
    this.sendPlay(entry, true);
    entry.liveIndex = -1;
    this.finishing.push({ entry, until: this.now + FINISHED_STAY_MS });
    if (this.s.onResult && entry.engine) this.s.onResult(matchResult(entry, entry.engine.facts(), entry.engine.endedAt || this.now));
  }

  /** Finished matches whose stay is over leave the live stream. */
  private endStays(): void {
    while (this.finishing.length > 0 && (this.finishing[0]?.until ?? Infinity) <= this.now) {
      const stay = this.finishing.shift();
      if (!stay) break;
      this.remove(stay.entry, 'live');
      if (stay.entry.esport) this.remove(stay.entry, 'esport');
      this.playing.delete(stay.entry.match.ID);
    }
  }

  /** Sends the tracker's state if it changed: at most once a second, sooner for a new event. */
  private sendPlay(entry: MatchEntry, force = false): void {
    const book = entry.narrator?.book;
    if (!book || !book.changed) return;
    const since = this.now - entry.playSentAt;
    if (!force && since < (book.urgent ? PLAY_URGENT_MS : PLAY_EVERY_MS)) return;
    book.changed = false;
    book.urgent = false;
    entry.playSentAt = this.now;
    entry.playSent = clonePlay(book.play);
    this.broadcast(entry, { kind: 'play', MatchID: entry.match.ID, Play: clonePlay(entry.playSent) });
  }

  // ── In-play ─────────────────────────────────────────────────────────────────────────────

  private playLive(): void {
    const report = this.report;
    const desk = this.desk;
    desk.oddsSent = 0;
    for (const entry of this.live.slice()) {
      const engine = entry.engine;
      if (!engine) continue;
      resetReport(report);
      engine.advance(this.now, this.rng, report);
      entry.narrator?.advance(this.now);
      const format = entry.where.sport.format;
      // Bet stop first, then the score that caused it, as a live feed sends them.
      if (report.redCard || (report.scored > 0 && format.kind !== 'none' && this.rng.chance(format.suspendChance))) suspendAll(desk, entry, this.now);
      if (report.changed) this.broadcast(entry, { kind: 'score', MatchID: entry.match.ID, LiveInfo: cloneLiveInfo(engine.info) });
      if (report.firstPeriodOver && dropPeriodMarket(entry)) this.publishEverywhere(entry);
      if (report.finished) {
        this.finish(entry);
        continue;
      }
      this.holdWhileDangerous(entry);
      // Prices follow the match: at once on a score or a sending-off, else once a clock bucket
      // while play is on; never in a break, where nothing changes.
      const inPlay = engine.phase === 'play';
      if (report.scored > 0 || report.redCard) retargetAll(desk, entry, this.now);
      else if (this.now >= entry.nextRetargetAt) {
        if (inPlay) retargetAll(desk, entry, this.now);
        else entry.nextRetargetAt = this.now + RETARGET_MS;
      }
      if (this.now >= entry.nextRandomSuspendAt) {
        if (inPlay) suspendRandomMarket(desk, entry, this.now);
        else entry.nextRandomSuspendAt = this.now + RANDOM_SUSPENSION_MEAN_MS;
      }
      reopenDue(desk, entry, this.now);
      this.sendPlay(entry);
    }
    // Re-pricing on a change of play counts toward the odds rate, so the rate stays what was asked.
    this.liveCredit -= desk.oddsSent;
  }

  /** A dangerous moment (narrator.holding) suspends every market of the match until it is over. */
  private holdWhileDangerous(entry: MatchEntry): void {
    const holding = entry.narrator?.holding ?? false;
    if (holding && !entry.held) holdAll(this.desk, entry);
    else if (!holding && entry.held) releaseAll(entry, this.now);
    entry.held = holding;
  }

  // ── Price ticks ─────────────────────────────────────────────────────────────────────────

  private moveLiveOdds(dt: number): void {
    const rate = this.s.oddsChangesPerSecond;
    if (this.live.length === 0 || rate === 0) {
      this.liveCredit = 0;
      return;
    }
    this.liveCredit += (rate * dt) / SECOND;
    // Bounded: a move on a suspended market or one whose rounded prices did not change sends nothing.
    const attempts = Math.ceil(this.liveCredit) * 4 + 16;
    for (let i = 0; i < attempts && this.liveCredit > 0; i++) {
      const entry = this.live[this.rng.int(this.live.length)];
      // Nothing moves between periods, even under the stress knob.
      if (entry?.engine?.phase === 'play') this.liveCredit -= moveOnce(this.desk, entry);
    }
    // Everything suspended at once must not store up a burst for later.
    this.liveCredit = Math.min(this.liveCredit, rate / 2);
  }

  private movePrematchOdds(dt: number): void {
    const rate = this.schedule.size * PREMATCH_MOVES_PER_MATCH_SECOND;
    if (rate === 0) return;
    this.prematchCredit += (rate * dt) / SECOND;
    while (this.prematchCredit >= 1) {
      this.prematchCredit -= 1;
      const entry = this.schedule.random(this.rng);
      if (entry) moveOnce(this.desk, entry);
    }
  }

  private moveOutrightOdds(dt: number): void {
    const count = this.outrights.length;
    if (count === 0) return;
    this.outrightCredit += (count * OUTRIGHT_MOVES_PER_SECOND * dt) / SECOND;
    while (this.outrightCredit >= 1) {
      this.outrightCredit -= 1;
      const entry = this.outrights[this.outrightRng.int(count)];
      if (!entry) continue;
      for (const odd of driftOutright(entry, this.outrightRng)) {
        this.broadcast(entry, { kind: 'odds', MatchID: entry.match.ID, MarketID: entry.book.market.ID, OddID: odd.ID, Value: odd.Value });
      }
    }
  }

  /** An outright leaves the feed when its season's end comes (it is not settled: the house never runs that long). */
  private closeOutrights(): void {
    for (let i = this.outrights.length - 1; i >= 0; i--) {
      const entry = this.outrights[i];
      if (!entry || entry.match.StartDateJs > this.now) continue;
      this.outrights.splice(i, 1);
      this.remove(entry, 'prematch');
      if (entry.esport) this.remove(entry, 'esport');
    }
  }
}

export function createFeedSimulator(options: SimulatorOptions): FeedSimulator {
  return new Simulator(toSettings(options));
}
