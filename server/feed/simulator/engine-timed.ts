/**
 * Timed sports (soccer, basketball, ice hockey…): periods on a game clock that counts up or down,
 * breaks between periods, stoppages that stop the clock, added time, overtime. The clock is only
 * ever stopped or started on whole game seconds, so ClockCorrection is always an integer.
 */
import { LIVE_STATUS, liveStatus } from '../../../schemas/live-status.ts';
import type { LiveMatchInfo } from '../../../schemas/match.ts';
import { drawPoints, homeShare, initialInfo, periodsOf } from './engine.ts';
import type { EngineReport, EnginePhase, MatchEngine, PlayListener, Side } from './engine.ts';
import type { Outlook, ScoreProjection } from './outlook.ts';
import type { Prng } from './prng.ts';
import type { MatchFacts } from './settle.ts';
import { meanPoints, meanSquarePoints, RED_CARD_EFFECT } from './sport-formats.ts';
import type { TimedFormat } from './sport-formats.ts';

const MINUTE = 60_000;

export class TimedEngine implements MatchEngine {
  readonly info: LiveMatchInfo;
  finished = false;
  endedAt = 0;
  listener: PlayListener | null = null;

  private readonly f: TimedFormat;
  private readonly kickoff: number;
  /** Scoring events per game minute (a sending-off changes them). */
  private homeRate: number;
  private awayRate: number;
  private readonly pointsWeight: number;
  private readonly meanPoints: number;
  private readonly meanSquare: number;
  private readonly stopFactor: number;

  private cursor: number;
  phase: EnginePhase = 'pre';
  private period = 0;
  private overtimes = 0;
  /** Length of the current period in game seconds, added time included. */
  private periodSec = 0;
  /** Game seconds played in the current period, as of the last clock stop or start. */
  private playedSec = 0;
  private running = false;
  private runningSince = 0;
  private nextStopAt = Infinity;
  private resumeAt = 0;
  private breakEndsAt = 0;
  /**
   * When the next score of each side and the next sending-off fall, in game seconds played in the
   * current period. Scoring is a Poisson process in game time, so drawing the waits (exponential)
   * is the same model as counting per step; knowing them lets the tracker build the attack first.
   */
  private nextHomeAt = Infinity;
  private nextAwayAt = Infinity;
  private nextRedAt = Infinity;
  /** Sendings-off so far. */
  red = { home: 0, away: 0 };

  constructor(format: TimedFormat, sportSystemId: number, kickoff: number, strength: number) {
    this.f = format;
    this.kickoff = kickoff;
    this.cursor = kickoff;
    this.info = initialInfo(sportSystemId, kickoff, format.clock === 'down');
    const expectedEvents = format.scoringPerMinute * format.periods * format.periodMinutes;
    const share = homeShare(strength, expectedEvents);
    this.homeRate = format.scoringPerMinute * share;
    this.awayRate = format.scoringPerMinute * (1 - share);
    this.pointsWeight = format.points.reduce((sum, [, weight]) => sum + weight, 0);
    this.meanPoints = meanPoints(format.points);
    this.meanSquare = meanSquarePoints(format.points);
    this.stopFactor = format.stoppages ? 1 + (format.stoppages.perMinute * format.stoppages.meanSeconds) / 60 : 1;
  }

  start(rng: Prng): void {
    if (this.phase !== 'pre') return;
    this.startPeriod(1, this.kickoff, rng);
  }

  advance(to: number, rng: Prng, report: EngineReport): void {
    if (this.phase === 'pre' || this.phase === 'ended') return;
    let cur = this.cursor;
    while (cur < to && !this.finished) {
      if (this.phase === 'break') {
        if (this.breakEndsAt > to) break;
        cur = this.breakEndsAt;
        this.beginNextPeriod(cur, rng);
        report.changed = true;
        continue;
      }
      if (!this.running) {
        if (this.resumeAt > to) break;
        cur = this.resumeAt;
        this.startClock(cur, rng);
        report.changed = true;
        continue;
      }
      const endAt = this.runningSince + (this.periodSec - this.playedSec) * 1000;
      const segmentEnd = Math.min(to, endAt, this.nextStopAt);
      const scored = this.score(cur, segmentEnd, rng, report);
      cur = segmentEnd;
      if (scored && this.f.overtime?.suddenDeath && this.period > this.f.periods) {
        this.stopClock(cur);
        this.endPeriod(cur, rng, report);
      } else if (cur >= endAt) {
        this.stopClock(endAt);
        this.endPeriod(endAt, rng, report);
      } else if (cur >= this.nextStopAt) {
        this.stopClock(cur);
        const pause = 1 + Math.round(rng.exponential(this.f.stoppages?.meanSeconds ?? 30));
        this.resumeAt = cur + pause * 1000;
        this.nextStopAt = Infinity;
        report.changed = true;
      }
    }
    this.cursor = Math.max(this.cursor, to);
    if (this.running) {
      const minute = Math.floor(this.displayed(this.playedSec + Math.floor((to - this.runningSince) / 1000)) / 60);
      if (minute !== this.info.MatchMinute) {
        this.info.MatchMinute = minute;
        report.changed = true;
      }
    }
  }

  outlook(): Outlook {
    const f = this.f;
    const played = this.running ? this.playedSec + (this.cursor - this.runningSince) / 1000 : this.playedSec;
    const inPeriodLeft = Math.max(0, this.periodSec - played) / 60;
    let left = 0;
    if (this.phase === 'pre') left = f.periods * f.periodMinutes;
    else if (this.phase === 'play') left = inPeriodLeft + Math.max(0, f.periods - this.period) * f.periodMinutes;
    else if (this.phase === 'break') left = Math.max(0, f.periods - this.period) * f.periodMinutes;
    const firstPeriod = this.info.Sets.Items[0];
    let period: ScoreProjection | null = null;
    if (this.phase === 'pre') period = this.projection(0, 0, f.periodMinutes);
    else if (this.phase === 'play' && this.period === 1 && firstPeriod) period = this.projection(firstPeriod.HomeScore, firstPeriod.AwayScore, inPeriodLeft);
    const periods: ScoreProjection[] = [];
    for (let q = 1; q <= f.periods; q++) {
      const item = this.info.Sets.Items[q - 1];
      const minutes = this.phase === 'pre' || q > this.period ? f.periodMinutes : q === this.period && this.phase === 'play' ? inPeriodLeft : 0;
      periods.push(this.projection(item?.HomeScore ?? 0, item?.AwayScore ?? 0, minutes));
    }
    return { kind: 'points', match: this.projection(this.info.HomeScore, this.info.AwayScore, left), period, drawStands: f.overtime === null, onePointScores: f.points.every(([value]) => value === 1), periods };
  }

  remainingMs(): number {
    const f = this.f;
    if (this.phase === 'ended') return 0;
    const fullPeriod = (f.periodMinutes * this.stopFactor + f.addedTimeMinutes / 2) * MINUTE;
    let ms = 0;
    if (this.phase === 'play') {
      const played = this.running ? this.playedSec + (this.cursor - this.runningSince) / 1000 : this.playedSec;
      ms += (Math.max(0, this.periodSec - played) / 60) * this.stopFactor * MINUTE;
      if (!this.running) ms += Math.max(0, this.resumeAt - this.cursor);
    } else if (this.phase === 'break') {
      ms += Math.max(0, this.breakEndsAt - this.cursor);
    }
    for (let q = this.period + 1; q <= f.periods; q++) {
      ms += fullPeriod;
      // The break before the next period is already counted while it is under way.
      const breakUnderWay = this.phase === 'break' && q === this.period + 1;
      if (q > 1 && !breakUnderWay) ms += this.breakAfter(q - 1) * MINUTE;
    }
    return ms;
  }

  facts(): MatchFacts {
    return { home: this.info.HomeScore, away: this.info.AwayScore, periods: periodsOf(this.info), scorers: [...this.scorers] };
  }

  private projection(home: number, away: number, minutesLeft: number): ScoreProjection {
    const eventsHome = this.homeRate * minutesLeft;
    const eventsAway = this.awayRate * minutesLeft;
    // Compound Poisson: the variance is the event count times the mean square of one event's points.
    return {
      home,
      away,
      meanHome: eventsHome * this.meanPoints,
      meanAway: eventsAway * this.meanPoints,
      varHome: eventsHome * this.meanSquare,
      varAway: eventsAway * this.meanSquare,
    };
  }

  private isHalfTime(period: number): boolean {
    return this.f.periods % 2 === 0 && period === this.f.periods / 2;
  }

  private breakAfter(period: number): number {
    return this.isHalfTime(period) ? this.f.halfTimeMinutes : this.f.breakMinutes;
  }

  private displayed(played: number): number {
    const f = this.f;
    if (this.period > f.periods) {
      const otSeconds = (f.overtime?.minutes ?? 5) * 60;
      return f.clock === 'down' ? otSeconds - played : f.periods * f.periodMinutes * 60 + (this.overtimes - 1) * otSeconds + played;
    }
    return f.clock === 'down' ? f.periodMinutes * 60 - played : (this.period - 1) * f.periodMinutes * 60 + played;
  }

  private status(): string {
    const f = this.f;
    const p = this.period;
    if (p > f.periods) return liveStatus.overtime(this.overtimes);
    if (f.periodName === 'half') return liveStatus.half(p);
    if (f.periodName === 'quarter') return liveStatus.quarter(p);
    return liveStatus.period(p);
  }

  private startPeriod(period: number, at: number, rng: Prng): void {
    const f = this.f;
    this.period = period;
    this.phase = 'play';
    this.playedSec = 0;
    const regulation = period <= f.periods;
    const nominal = regulation ? f.periodMinutes * 60 : (f.overtime?.minutes ?? 5) * 60;
    let added = 0;
    if (regulation && f.clock === 'up' && f.addedTimeMinutes > 0) {
      // More added time at the end of the match than at the break, as in real football.
      added = period === f.periods ? rng.intBetween(60, f.addedTimeMinutes * 60) : rng.intBetween(0, f.addedTimeMinutes * 30);
    }
    this.periodSec = nominal + added;
    this.info.Sets.Items.push({ HomeScore: 0, AwayScore: 0 });
    this.info.Status = this.status();
    this.nextHomeAt = this.wait(this.homeRate, 0, rng);
    this.nextAwayAt = this.wait(this.awayRate, 0, rng);
    this.nextRedAt = this.wait(this.f.redCardsPerMinute ?? 0, 0, rng);
    this.startClock(at, rng);
    this.listener?.periodStarted(at);
  }

  /** Game seconds played in the current period at wall time `at` (fractional while the clock runs). */
  private playedAt(at: number): number {
    return this.running ? this.playedSec + (at - this.runningSince) / 1000 : this.playedSec;
  }

  /** The game second of the next event of a Poisson process of `perMinute`, from `from`. */
  private wait(perMinute: number, from: number, rng: Prng): number {
    return perMinute > 0 ? from + rng.exponential(60 / perMinute) : Infinity;
  }

  /** Whether the game clock is running now. */
  get clockRunning(): boolean {
    return this.running;
  }

  /** The match minute at `at` in the period under way (counting up, whatever way the clock runs). */
  minuteAt(at: number): number {
    const f = this.f;
    const played = Math.min(this.periodSec, this.playedAt(at));
    const regulation = Math.min(this.period - 1, f.periods) * f.periodMinutes * 60;
    const overtime = this.period > f.periods ? (this.overtimes - 1) * (f.overtime?.minutes ?? 5) * 60 : 0;
    return Math.floor((regulation + overtime + played) / 60);
  }

  /**
   * The next score the model has drawn, if it falls while the clock runs on from now: who scores
   * and in how many ms (the clock may yet stop, which only delays it). Null in a break or with the
   * clock stopped.
   */
  nextScore(): { readonly side: Side; readonly inMs: number } | null {
    if (this.phase !== 'play' || !this.running) return null;
    const next = Math.min(this.nextHomeAt, this.nextAwayAt);
    const endSec = this.periodSec;
    if (!(next <= endSec)) return null;
    return { side: next === this.nextHomeAt ? 'home' : 'away', inMs: Math.max(0, (next - this.playedAt(this.cursor)) * 1000) };
  }

  private beginNextPeriod(at: number, rng: Prng): void {
    if (this.period < this.f.periods) {
      this.startPeriod(this.period + 1, at, rng);
    } else {
      this.overtimes++;
      this.startPeriod(this.f.periods + this.overtimes, at, rng);
    }
  }

  private startClock(at: number, rng: Prng): void {
    this.running = true;
    this.runningSince = at;
    const shown = this.displayed(this.playedSec);
    this.info.IsClockStarted = true;
    this.info.ClockStartTime = at;
    this.info.ClockCorrection = shown;
    this.info.MatchMinute = Math.floor(shown / 60);
    const stoppages = this.f.stoppages;
    this.nextStopAt = stoppages ? at + Math.max(1, Math.round(rng.exponential(60 / stoppages.perMinute))) * 1000 : Infinity;
  }

  /** Stops on the last whole game second before `at`. */
  private stopClock(at: number): void {
    if (!this.running) return;
    this.playedSec = Math.min(this.periodSec, this.playedSec + Math.floor((at - this.runningSince) / 1000));
    this.running = false;
    const shown = this.displayed(this.playedSec);
    this.info.IsClockStarted = false;
    this.info.ClockStartTime = at;
    this.info.ClockCorrection = shown;
    this.info.MatchMinute = Math.floor(shown / 60);
  }

  /** Who scored each score, in order (the next-goal market settles on it). */
  readonly scorers: ('home' | 'away')[] = [];

  private addPoints(home: boolean, points: number): void {
    this.scorers.push(home ? 'home' : 'away');
    const item = this.info.Sets.Items[this.info.Sets.Items.length - 1];
    if (home) {
      this.info.HomeScore += points;
      if (item) item.HomeScore += points;
    } else {
      this.info.AwayScore += points;
      if (item) item.AwayScore += points;
    }
  }

  /**
   * Plays the scores (and sendings-off) that fall between `from` and `to`, in time order. Returns
   * whether anyone scored; in sudden death it stops at the first score.
   */
  private score(from: number, to: number, rng: Prng, report: EngineReport): boolean {
    const end = this.playedAt(to);
    let scored = false;
    for (;;) {
      const next = Math.min(this.nextHomeAt, this.nextAwayAt, this.nextRedAt);
      if (!(next <= end)) break;
      const at = Math.min(to, Math.max(from, Math.round(this.runningSince + (next - this.playedSec) * 1000)));
      if (next === this.nextRedAt) {
        this.sendOff(next, at, rng, report);
        continue;
      }
      const home = next === this.nextHomeAt;
      const points = drawPoints(this.f.points, this.pointsWeight, rng);
      this.addPoints(home, points);
      if (home) this.nextHomeAt = this.wait(this.homeRate, next, rng);
      else this.nextAwayAt = this.wait(this.awayRate, next, rng);
      report.scored++;
      report.changed = true;
      scored = true;
      this.listener?.scored(home ? 'home' : 'away', points, at);
      if (this.f.overtime?.suddenDeath && this.period > this.f.periods) break;
    }
    return scored;
  }

  /** A sending-off: the side scores less and the other more from now on (waits redrawn: memoryless). */
  private sendOff(sec: number, at: number, rng: Prng, report: EngineReport): void {
    const homeShown = rng.chance(0.5);
    if (homeShown) {
      this.red.home++;
      this.homeRate *= RED_CARD_EFFECT.own;
      this.awayRate *= RED_CARD_EFFECT.other;
    } else {
      this.red.away++;
      this.awayRate *= RED_CARD_EFFECT.own;
      this.homeRate *= RED_CARD_EFFECT.other;
    }
    this.nextHomeAt = this.wait(this.homeRate, sec, rng);
    this.nextAwayAt = this.wait(this.awayRate, sec, rng);
    this.nextRedAt = this.wait(this.f.redCardsPerMinute ?? 0, sec, rng);
    report.redCard = true;
    this.listener?.redCard(homeShown ? 'home' : 'away', at);
  }

  private endPeriod(at: number, rng: Prng, report: EngineReport): void {
    const f = this.f;
    report.changed = true;
    if (this.period === 1) report.firstPeriodOver = true;
    if (this.period < f.periods) {
      this.phase = 'break';
      this.breakEndsAt = at + this.breakAfter(this.period) * MINUTE;
      this.info.Status = this.isHalfTime(this.period) ? LIVE_STATUS.halfTime : LIVE_STATUS.break;
      this.listener?.periodEnded(at, false);
      return;
    }
    if (this.info.HomeScore !== this.info.AwayScore || !f.overtime) {
      this.finish(report, at);
      return;
    }
    if (this.overtimes >= (f.overtime.suddenDeath ? 1 : 3)) {
      // Still level: a shoot-out (or its equivalent) settles it with the sport's smallest score.
      const smallest = Math.min(...f.points.map(([value]) => value));
      const home = rng.chance(0.5);
      this.addPoints(home, smallest);
      report.scored++;
      this.listener?.scored(home ? 'home' : 'away', smallest, at);
      this.finish(report, at);
      return;
    }
    this.phase = 'break';
    this.breakEndsAt = at + Math.max(2, f.breakMinutes) * MINUTE;
    this.info.Status = LIVE_STATUS.break;
    this.listener?.periodEnded(at, false);
  }

  private finish(report: EngineReport, at: number): void {
    this.endedAt = at;
    this.phase = 'ended';
    this.finished = true;
    this.running = false;
    this.info.IsClockStarted = false;
    this.info.Status = LIVE_STATUS.finished;
    report.finished = true;
    this.listener?.periodEnded(at, true);
  }
}
