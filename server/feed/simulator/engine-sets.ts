/**
 * Set sports (tennis, volleyball, table tennis, darts, snooker, esports maps…): a race to a number
 * of sets, each a race to a number of points (games, legs, rounds), with serve alternating,
 * win-by-two and the tennis tie-break. No game clock (SPEC STA-48 shows none for these).
 */
import { LIVE_STATUS, liveStatus } from '../../../schemas/live-status.ts';
import type { LiveMatchInfo } from '../../../schemas/match.ts';
import { initialInfo, periodsOf } from './engine.ts';
import type { EngineReport, EnginePhase, MatchEngine, PlayListener } from './engine.ts';
import type { Outlook } from './outlook.ts';
import { raceWin } from './probability.ts';
import type { Prng } from './prng.ts';
import type { MatchFacts, PeriodScore } from './settle.ts';
import { expectedPointsPerSet, expectedRaceLength } from './sport-formats.ts';
import type { SetsFormat } from './sport-formats.ts';

/** Chance that home wins a set from (home, away) points, each point won with p. */
export function setWinChance(home: number, away: number, target: number, format: SetsFormat, p: number): number {
  if (!format.winBy2) return raceWin(target - home, target - away, p);
  const tb = format.tiebreakAt;
  if (tb !== null && home === tb && away === tb) return p;
  if (tb !== null && Math.max(home, away) === tb + 1 && Math.min(home, away) === tb) return home > away ? 1 : 0;
  if (home >= target && home - away >= 2) return 1;
  if (away >= target && away - home >= 2) return 0;
  if (tb === null && home >= target - 1 && away >= target - 1) {
    // Win by two with no tie-break: from level, a run of two decides (deuce).
    const deuce = (p * p) / (p * p + (1 - p) * (1 - p));
    const lead = home - away;
    if (lead >= 1) return p + (1 - p) * deuce;
    if (lead <= -1) return p * deuce;
    return deuce;
  }
  // Exact, point by point (a 7-5 or a tie-break, not a plain race to `target`), memoised per call.
  const memo = new Map<number, number>();
  const from = (h: number, a: number): number => {
    const key = h * 1000 + a;
    const known = memo.get(key);
    if (known !== undefined) return known;
    let value: number;
    if (tb !== null && h === tb && a === tb) value = p;
    else if (tb !== null && Math.max(h, a) === tb + 1 && Math.min(h, a) === tb) value = h > a ? 1 : 0;
    else if (h >= target && h - a >= 2) value = 1;
    else if (a >= target && a - h >= 2) value = 0;
    else if (tb === null && h >= target - 1 && a >= target - 1) value = setWinChance(h, a, target, format, p);
    else value = p * from(h + 1, a) + (1 - p) * from(h, a + 1);
    memo.set(key, value);
    return value;
  };
  return from(home, away);
}

export class SetsEngine implements MatchEngine {
  readonly info: LiveMatchInfo;
  finished = false;
  endedAt = 0;
  listener: PlayListener | null = null;

  private readonly f: SetsFormat;
  private readonly kickoff: number;
  /** Chance home wins a point on neutral serve. */
  private readonly pointChance: number;

  private cursor: number;
  phase: EnginePhase = 'pre';
  set = 0;
  setsHome = 0;
  setsAway = 0;
  /** Points (games, legs, rallies) of the set under way. */
  pointsHome = 0;
  pointsAway = 0;
  /** Who serves (throws first, breaks off) the next point. */
  homeServes = true;
  /** When the next point ends, and who wins it: drawn when it starts, so the tracker can tell its story. */
  nextPointAt = 0;
  nextHomeWins = false;
  /** When the point under way started. */
  pointStartedAt = 0;
  private breakEndsAt = 0;
  /** Each finished set as one unit to its winner (the periods of formats without per-set items). */
  private readonly setResults: PeriodScore[] = [];

  constructor(format: SetsFormat, sportSystemId: number, kickoff: number, strength: number) {
    this.f = format;
    this.kickoff = kickoff;
    this.cursor = kickoff;
    this.info = initialInfo(sportSystemId, kickoff, false);
    this.pointChance = 0.5 + format.edgeScale * (1 / (1 + Math.exp(-strength)) - 0.5);
  }

  start(rng: Prng): void {
    if (this.phase !== 'pre') return;
    this.homeServes = rng.chance(0.5);
    this.startSet(this.kickoff, rng);
  }

  advance(to: number, rng: Prng, report: EngineReport): void {
    if (this.phase === 'pre' || this.phase === 'ended') return;
    while (!this.finished) {
      if (this.phase === 'break') {
        if (this.breakEndsAt > to) break;
        this.startSet(this.breakEndsAt, rng);
        report.changed = true;
        continue;
      }
      if (this.nextPointAt > to) break;
      this.playPoint(this.nextPointAt, rng, report);
    }
    this.cursor = Math.max(this.cursor, to);
  }

  outlook(): Outlook {
    const f = this.f;
    const future = setWinChance(0, 0, f.pointsToWin, f, this.pointChance);
    let current = future;
    if (this.phase === 'play') current = setWinChance(this.pointsHome, this.pointsAway, this.target(), f, this.pointChance);
    const firstSet = this.phase === 'pre' ? future : this.phase === 'play' && this.set === 1 ? current : null;
    const setShape = { pointsToWin: f.pointsToWin, lastSetPoints: f.lastSetPoints, winBy2: f.winBy2, tiebreakAt: f.tiebreakAt };
    return { kind: 'sets', setsHome: this.setsHome, setsAway: this.setsAway, setsToWin: f.setsToWin, current, future, firstSet, set: this.set, items: this.info.Sets.Items, inPlay: this.phase === 'play', pointChance: this.pointChance, setShape };
  }

  remainingMs(): number {
    const f = this.f;
    if (this.phase === 'ended') return 0;
    const pointsPerSet = expectedPointsPerSet(f);
    let sets = expectedRaceLength(f.setsToWin - this.setsHome, f.setsToWin - this.setsAway);
    let ms = 0;
    if (this.phase === 'play') sets -= Math.min(0.9, (this.pointsHome + this.pointsAway) / pointsPerSet);
    if (this.phase === 'break') ms += Math.max(0, this.breakEndsAt - this.cursor);
    sets = Math.max(0.1, sets);
    ms += sets * pointsPerSet * f.secondsPerPoint * 1000 + Math.max(0, Math.ceil(sets) - 1) * f.breakSeconds * 1000;
    return ms;
  }

  facts(): MatchFacts {
    return { home: this.setsHome, away: this.setsAway, periods: this.f.items ? periodsOf(this.info) : [...this.setResults], scorers: [] };
  }

  private deciding(): boolean {
    return this.set === this.f.setsToWin * 2 - 1;
  }

  private target(): number {
    return this.deciding() ? this.f.lastSetPoints : this.f.pointsToWin;
  }

  private startSet(at: number, rng: Prng): void {
    this.set++;
    this.phase = 'play';
    this.pointsHome = 0;
    this.pointsAway = 0;
    if (this.f.items) this.info.Sets.Items.push({ HomeScore: 0, AwayScore: 0 });
    this.info.Status = liveStatus.set(this.f.unit, this.set);
    this.listener?.periodStarted(at);
    this.schedulePoint(at, rng);
  }

  /** The next point: when it ends and who wins it (the same draw the point used to make when it ended). */
  private schedulePoint(at: number, rng: Prng): void {
    const f = this.f;
    this.pointStartedAt = at;
    this.nextPointAt = at + this.pointDuration(rng);
    const serve = this.isTiebreak() ? 0 : this.homeServes ? f.serveEdge : -f.serveEdge;
    this.nextHomeWins = rng.chance(this.pointChance + serve);
  }

  /** The point under way is a tennis tie-break (one deciding game at 6-6). */
  isTiebreak(): boolean {
    const tb = this.f.tiebreakAt;
    return tb !== null && this.pointsHome === tb && this.pointsAway === tb;
  }

  /** Whether winning the point under way would win the set for `home`, and the match. */
  wouldWin(home: boolean): { readonly set: boolean; readonly match: boolean } {
    const h = this.pointsHome + (home ? 1 : 0);
    const a = this.pointsAway + (home ? 0 : 1);
    const set = this.setWinnerAt(h, a) === (home ? 'home' : 'away');
    const sets = (home ? this.setsHome : this.setsAway) + 1;
    return { set, match: set && sets >= this.f.setsToWin };
  }

  /** The format this engine plays. */
  get format(): SetsFormat {
    return this.f;
  }

  private pointDuration(rng: Prng): number {
    return Math.round(this.f.secondsPerPoint * rng.range(0.5, 1.5) * 1000);
  }

  private playPoint(at: number, rng: Prng, report: EngineReport): void {
    const f = this.f;
    const homeWins = this.nextHomeWins;
    this.homeServes = !this.homeServes;
    if (homeWins) this.pointsHome++;
    else this.pointsAway++;
    const item = this.info.Sets.Items[this.info.Sets.Items.length - 1];
    if (item) {
      item.HomeScore = this.pointsHome;
      item.AwayScore = this.pointsAway;
    }
    report.scored++;
    report.changed = true;
    this.listener?.scored(homeWins ? 'home' : 'away', 1, at);
    const winner = this.setWinner();
    if (winner === null) {
      this.schedulePoint(at, rng);
      return;
    }
    this.setResults.push(winner === 'home' ? { home: 1, away: 0 } : { home: 0, away: 1 });
    if (winner === 'home') this.setsHome++;
    else this.setsAway++;
    this.info.HomeScore = this.setsHome;
    this.info.AwayScore = this.setsAway;
    if (this.set === 1) report.firstPeriodOver = true;
    if (this.setsHome >= f.setsToWin || this.setsAway >= f.setsToWin) {
      this.phase = 'ended';
      this.finished = true;
      this.endedAt = at;
      this.info.Status = LIVE_STATUS.finished;
      report.finished = true;
      this.listener?.periodEnded(at, true);
      return;
    }
    this.phase = 'break';
    this.breakEndsAt = at + f.breakSeconds * 1000;
    this.info.Status = LIVE_STATUS.break;
    this.listener?.periodEnded(at, false);
  }

  private setWinner(): 'home' | 'away' | null {
    return this.setWinnerAt(this.pointsHome, this.pointsAway);
  }

  private setWinnerAt(h: number, a: number): 'home' | 'away' | null {
    const f = this.f;
    if (f.tiebreakAt !== null && Math.max(h, a) === f.tiebreakAt + 1 && Math.min(h, a) === f.tiebreakAt) return h > a ? 'home' : 'away';
    const target = this.target();
    const margin = f.winBy2 ? 2 : 1;
    if (h >= target && h - a >= margin) return 'home';
    if (a >= target && a - h >= margin) return 'away';
    return null;
  }
}
