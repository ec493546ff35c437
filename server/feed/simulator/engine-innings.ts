/**
 * Bat-and-ball sports: turns at bat, one side scoring at a time. Baseball style has per-inning
 * items, a skipped bottom of the last inning, walk-offs and extra innings; cricket style is two
 * innings where the chase ends as soon as the target is passed. No game clock.
 */
import { LIVE_STATUS, liveStatus } from '../../../schemas/live-status.ts';
import type { LiveMatchInfo } from '../../../schemas/match.ts';
import { drawPoints, homeShare, initialInfo, periodsOf } from './engine.ts';
import type { EngineReport, EnginePhase, MatchEngine, PlayListener } from './engine.ts';
import type { Outlook } from './outlook.ts';
import type { Prng } from './prng.ts';
import type { MatchFacts } from './settle.ts';
import { meanPoints, meanSquarePoints } from './sport-formats.ts';
import type { InningsFormat } from './sport-formats.ts';

const MINUTE = 60_000;
const MAX_EXTRA_INNINGS = 3;

export class InningsEngine implements MatchEngine {
  readonly info: LiveMatchInfo;
  finished = false;
  endedAt = 0;
  listener: PlayListener | null = null;

  private readonly f: InningsFormat;
  private readonly kickoff: number;
  private readonly pointsWeight: number;
  private readonly meanPoints: number;
  private readonly meanSquare: number;
  /** Expected runs per full turn for each side. */
  private readonly homeRuns: number;
  private readonly awayRuns: number;

  private cursor: number;
  phase: EnginePhase = 'pre';
  /** The turn at bat (0-based; baseball: two per inning). */
  turn = -1;
  /** When the turn at bat under way started. */
  turnStartedAt = 0;
  private turnEndsAt = 0;
  private breakEndsAt = 0;

  constructor(format: InningsFormat, sportSystemId: number, kickoff: number, strength: number) {
    this.f = format;
    this.kickoff = kickoff;
    this.cursor = kickoff;
    this.info = initialInfo(sportSystemId, kickoff, false);
    this.pointsWeight = format.points.reduce((sum, [, weight]) => sum + weight, 0);
    this.meanPoints = meanPoints(format.points);
    this.meanSquare = meanSquarePoints(format.points);
    const expectedEvents = (format.runsPerTurn / this.meanPoints) * format.turns;
    const share = homeShare(strength, expectedEvents);
    this.homeRuns = format.runsPerTurn * 2 * share;
    this.awayRuns = format.runsPerTurn * 2 * (1 - share);
  }

  start(rng: Prng): void {
    if (this.phase !== 'pre') return;
    this.startTurn(0, this.kickoff, rng);
  }

  advance(to: number, rng: Prng, report: EngineReport): void {
    if (this.phase === 'pre' || this.phase === 'ended') return;
    let cur = this.cursor;
    while (cur < to && !this.finished) {
      if (this.phase === 'break') {
        if (this.breakEndsAt > to) break;
        cur = this.breakEndsAt;
        this.startTurn(this.turn + 1, cur, rng);
        report.changed = true;
        continue;
      }
      const segmentEnd = Math.min(to, this.turnEndsAt);
      this.score(cur, segmentEnd, rng, report);
      cur = segmentEnd;
      if (this.finished) break;
      if (cur >= this.turnEndsAt) this.endTurn(cur, rng, report);
    }
    this.cursor = Math.max(this.cursor, to);
  }

  outlook(): Outlook {
    const f = this.f;
    let homeTurns = 0;
    let awayTurns = 0;
    const count = (turn: number, share: number): void => {
      if (this.battingHome(turn)) homeTurns += share;
      else awayTurns += share;
    };
    if (this.phase === 'play') {
      const length = Math.max(1, this.turnEndsAt - this.turnStartedAt);
      count(this.turn, Math.max(0, this.turnEndsAt - this.cursor) / length);
    }
    if (this.phase !== 'ended') for (let t = this.turn + 1; t < f.turns; t++) count(t, 1);
    const eventsHome = (this.homeRuns * homeTurns) / this.meanPoints;
    const eventsAway = (this.awayRuns * awayTurns) / this.meanPoints;
    return {
      kind: 'points',
      match: {
        home: this.info.HomeScore,
        away: this.info.AwayScore,
        meanHome: eventsHome * this.meanPoints,
        meanAway: eventsAway * this.meanPoints,
        varHome: eventsHome * this.meanSquare,
        varAway: eventsAway * this.meanSquare,
      },
      period: null,
      drawStands: false,
      onePointScores: false,
    };
  }

  remainingMs(): number {
    const f = this.f;
    if (this.phase === 'ended') return 0;
    let ms = 0;
    if (this.phase === 'play') ms += Math.max(0, this.turnEndsAt - this.cursor);
    if (this.phase === 'break') ms += Math.max(0, this.breakEndsAt - this.cursor);
    const left = Math.max(0, f.turns - 1 - this.turn);
    ms += left * (f.turnMinutes + f.breakMinutes) * MINUTE;
    return ms;
  }

  /** Whether home bats in a turn. */
  battingHome(turn: number): boolean {
    return (turn % 2 === 0) === (this.f.firstBatting === 'home');
  }

  private turnStatus(): string {
    if (this.f.style === 'cricket') return liveStatus.innings(this.turn + 1);
    return liveStatus.inning(this.turn % 2 === 0 ? 'Top' : 'Bottom', Math.floor(this.turn / 2) + 1);
  }

  private breakStatus(): string {
    if (this.f.style === 'cricket') return LIVE_STATUS.inningsBreak;
    return liveStatus.inning(this.turn % 2 === 0 ? 'Middle' : 'End', Math.floor(this.turn / 2) + 1);
  }

  private startTurn(turn: number, at: number, rng: Prng): void {
    this.turn = turn;
    this.phase = 'play';
    this.turnStartedAt = at;
    this.turnEndsAt = at + Math.round(this.f.turnMinutes * rng.range(0.7, 1.3) * MINUTE);
    if (this.f.style === 'baseball' && turn % 2 === 0) this.info.Sets.Items.push({ HomeScore: 0, AwayScore: 0 });
    this.info.Status = this.turnStatus();
    this.listener?.periodStarted(at);
  }

  private score(from: number, to: number, rng: Prng, report: EngineReport): void {
    const f = this.f;
    const home = this.battingHome(this.turn);
    const runsPerTurn = home ? this.homeRuns : this.awayRuns;
    const events = rng.poisson(((runsPerTurn / this.meanPoints) * (to - from)) / (f.turnMinutes * MINUTE));
    if (events === 0) return;
    for (let i = 0; i < events; i++) {
      const runs = drawPoints(f.points, this.pointsWeight, rng);
      this.addRuns(home, runs);
      this.listener?.scored(home ? 'home' : 'away', runs, to);
    }
    report.scored += events;
    report.changed = true;
    if (this.chaseWon()) this.finish(report, to);
  }

  private addRuns(home: boolean, runs: number): void {
    const item = this.info.Sets.Items[this.info.Sets.Items.length - 1];
    if (home) {
      this.info.HomeScore += runs;
      if (item) item.HomeScore += runs;
    } else {
      this.info.AwayScore += runs;
      if (item) item.AwayScore += runs;
    }
  }

  /** The side batting last has passed the other side's total: no need to play on. */
  private chaseWon(): boolean {
    const lastTurn = this.f.turns - 1;
    if (this.turn < lastTurn) return false;
    const battingHome = this.battingHome(this.turn);
    const lastToBatIsHome = this.battingHome(lastTurn);
    if (battingHome !== lastToBatIsHome) return false;
    return battingHome ? this.info.HomeScore > this.info.AwayScore : this.info.AwayScore > this.info.HomeScore;
  }

  private endTurn(at: number, rng: Prng, report: EngineReport): void {
    const f = this.f;
    report.changed = true;
    const lastTurn = f.turns - 1;
    const next = this.turn + 1;
    const { HomeScore: home, AwayScore: away } = this.info;
    // Baseball skips the bottom of the last inning when home already leads.
    if (next === lastTurn && f.style === 'baseball' && this.battingHome(next) && home > away) {
      this.finish(report, at);
      return;
    }
    if (this.turn >= lastTurn && (this.turn - lastTurn) % 2 === 0) {
      const extraAllowed = f.style === 'baseball' && this.turn < lastTurn + 2 * MAX_EXTRA_INNINGS;
      if (home !== away || !extraAllowed) {
        if (home === away) {
          // Still level when play must stop: a super over / decider gives one run to a side.
          const home = rng.chance(0.5);
          this.addRuns(home, 1);
          report.scored++;
          this.listener?.scored(home ? 'home' : 'away', 1, at);
        }
        this.finish(report, at);
        return;
      }
    }
    this.phase = 'break';
    this.breakEndsAt = at + f.breakMinutes * MINUTE;
    this.info.Status = this.breakStatus();
    this.listener?.periodEnded(at, false);
  }

  facts(): MatchFacts {
    return { home: this.info.HomeScore, away: this.info.AwayScore, periods: periodsOf(this.info), scorers: [] };
  }

  private finish(report: EngineReport, at: number): void {
    this.endedAt = at;
    this.phase = 'ended';
    this.finished = true;
    this.info.Status = LIVE_STATUS.finished;
    report.finished = true;
    this.listener?.periodEnded(at, true);
  }
}
