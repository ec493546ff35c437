/**
 * The tracker's story of a timed match (soccer, basketball, ice hockey and the other clocked
 * sports): who has the ball, where, how dangerous, and the statistics. It narrates the engine's
 * score model and never changes it: goals come only from the engine (told through PlayListener),
 * and the engine's next score, drawn ahead, lets the attack that leads to it be shown first.
 * Everything else (shots that miss, corners, fouls, cards, time-outs, penalties that are missed)
 * is drawn from the narrator's own generator, so the feed's draws do not shift.
 */
import type { StatKey } from '../../../schemas/play.ts';
import type { Side } from './engine.ts';
import type { TimedEngine } from './engine-timed.ts';
import { PlayBook } from './play-book.ts';
import type { Narrator } from './play.ts';
import type { Prng } from './prng.ts';
import type { SportDefinition } from './sports.ts';

const SECOND = 1000;
/** A jump longer than this (a match joining under way) is summarised rather than played second by second. */
const CATCH_UP_MS = 120 * SECOND;

type Style = 'football' | 'hockey' | 'basket' | 'gridiron' | 'field';

const STYLE_BY_ALIAS: Readonly<Record<string, Style>> = {
  soccer: 'football',
  futsal: 'football',
  'beach-soccer': 'football',
  bandy: 'football',
  'ice-hockey': 'hockey',
  basketball: 'basket',
  'american-football': 'gridiron',
};

const STATS: Readonly<Record<Style, readonly StatKey[]>> = {
  football: ['possession', 'shots', 'shotsOnTarget', 'corners', 'fouls', 'yellowCards', 'redCards'],
  hockey: ['shotsOnGoal', 'penaltyMinutes', 'powerPlayGoals'],
  basket: ['twoPointers', 'threePointers', 'freeThrows', 'rebounds', 'timeouts'],
  gridiron: ['possession', 'touchdowns', 'fieldGoals', 'timeouts'],
  field: ['possession'],
};

/** Per second of running clock. */
const RATE = {
  /** Phase changes of the side in possession. */
  safeToAttack: 0.05,
  attackToDanger: 0.035,
  attackToSafe: 0.05,
  dangerEnds: 0.25,
  turnover: { safe: 0.03, attack: 0.08, danger: 0 },
  /** Of a danger that ends: a shot (else the ball is cleared). */
  shot: 0.4,
  onTarget: 0.35,
  /** Of a shot saved or blocked: a corner. */
  corner: 0.3,
  foul: 0.0042,
  yellowPerFoul: 0.14,
  /** A penalty that is missed (scored ones come from the engine's goals). */
  missedPenalty: 0.00002,
  varCheck: 0.00004,
  rebound: 0.05,
} as const;

/**
 * Share of ordinary danger attacks that hold the markets, where a goal would suspend them anyway
 * (soccer, hockey…). The attack before each of the engine's goals always holds them, so a held
 * market is no sign of a goal and an open one no promise against it.
 */
const HOT_DANGER = 0.25;
/** Share of goals that are penalties and own goals (football); after a goal, the share checked by VAR. */
const GOAL_SHARES = { penalty: 0.1, ownGoal: 0.04, var: 0.2 } as const;
/** Expected scoring events per match below which each one is listed as an event. */
const LISTED_SCORES_BELOW = 14;

type Script = { readonly side: Side; readonly at: number; readonly penalty: boolean };

export class TimedNarrator implements Narrator {
  readonly book: PlayBook;
  private readonly style: Style;
  private readonly listScores: boolean;
  private readonly goalKind: 'goal' | 'score';
  private readonly holdOnDanger: boolean;
  private readonly soccer: boolean;
  private clock: number;
  private team: Side = 'home';
  private phase: 'safe' | 'attack' | 'danger' = 'safe';
  /** Along the field from the side in possession's own goal (0) to the other's (100). */
  private ahead = 50;
  private stopUntil = 0;
  private incident: { kind: 'penalty' | 'var' | 'freeKick' | 'corner' | 'timeout'; until: number; missed: boolean } | null = null;
  private powerPlay: { side: Side; until: number } | null = null;
  private script: Script | null = null;
  private wasRunning = false;
  /** This danger attack holds the markets (HOT_DANGER). */
  private hot = false;

  constructor(
    sport: SportDefinition,
    private readonly engine: TimedEngine,
    private readonly rng: Prng,
    start: number,
  ) {
    const f = sport.format;
    if (f.kind !== 'timed') throw new Error(`${sport.alias} is not a timed sport`);
    this.style = STYLE_BY_ALIAS[sport.alias] ?? 'field';
    const goals = f.points.every(([value]) => value === 1);
    const stats = this.style === 'field' && goals ? [...STATS.field, 'shots' as const] : STATS[this.style];
    this.book = new PlayBook(stats, true);
    this.listScores = f.scoringPerMinute * f.periods * f.periodMinutes < LISTED_SCORES_BELOW;
    this.goalKind = goals ? 'goal' : 'score';
    this.holdOnDanger = f.suspendChance >= 1;
    this.soccer = sport.alias === 'soccer';
    this.clock = start;
  }

  get holding(): boolean {
    return this.book.holding || (this.holdOnDanger && this.hot && this.book.play.Phase === 'danger');
  }

  // ── What the engine decides ───────────────────────────────────────────────────────────────

  scored(side: Side, points: number, at: number): void {
    const b = this.book;
    const minute = this.engine.minuteAt(at);
    const score = [this.engine.info.HomeScore, this.engine.info.AwayScore] as const;
    const script = this.script;
    this.script = null;
    const penalty = script?.penalty === true && script.side === side;
    this.incident = null;
    switch (this.style) {
      case 'basket':
        b.add(points === 3 ? 'threePointers' : points === 2 ? 'twoPointers' : 'freeThrows', side);
        this.restart(side === 'home' ? 'away' : 'home', at, 2);
        return;
      case 'gridiron':
        if (points >= 6) b.add('touchdowns', side);
        else if (points === 3) b.add('fieldGoals', side);
        break;
      case 'hockey':
        b.add('shotsOnGoal', side);
        if (this.powerPlay?.side === side) {
          b.add('powerPlayGoals', side);
          this.powerPlay = null;
        }
        break;
      case 'football':
      case 'field': {
        const own = this.style === 'football' && !penalty && this.rng.chance(GOAL_SHARES.ownGoal);
        if (!own) {
          b.add('shots', side);
          b.add('shotsOnTarget', side);
        }
        if (this.listScores) b.event(penalty ? 'penaltyGoal' : own ? 'ownGoal' : this.goalKind, side, minute, at, score);
        if (this.soccer && this.rng.chance(GOAL_SHARES.var)) this.incident = { kind: 'var', until: at + this.rng.intBetween(40, 80) * SECOND, missed: false };
        this.restart(side === 'home' ? 'away' : 'home', at, this.rng.intBetween(30, 45));
        return;
      }
    }
    if (this.listScores) b.event(this.goalKind, side, minute, at, score);
    this.restart(side === 'home' ? 'away' : 'home', at, this.rng.intBetween(20, 35));
  }

  redCard(side: Side, at: number): void {
    this.book.add('redCards', side);
    this.book.event('redCard', side, this.engine.minuteAt(at), at);
    this.stopUntil = Math.max(this.stopUntil, at + this.rng.intBetween(30, 60) * SECOND);
  }

  periodStarted(at: number): void {
    this.book.event('periodStart', null, this.engine.minuteAt(at), at);
    this.restart(this.rng.chance(0.5) ? 'home' : 'away', at, 0);
    this.incident = null;
    this.script = null;
  }

  periodEnded(at: number, last: boolean): void {
    this.book.event('periodEnd', null, this.engine.minuteAt(at), at);
    this.incident = null;
    this.script = null;
    this.show(last ? 'ended' : 'break');
  }

  // ── Play between the engine's decisions ───────────────────────────────────────────────────

  advance(now: number): void {
    if (now - this.clock > CATCH_UP_MS) this.catchUp(now - SECOND);
    while (this.clock + SECOND <= now) {
      this.clock += SECOND;
      this.second(this.clock);
    }
  }

  private second(t: number): void {
    const e = this.engine;
    if (e.phase !== 'play') {
      this.show(e.phase === 'break' ? 'break' : e.phase === 'ended' ? 'ended' : 'pre');
      return;
    }
    const running = e.clockRunning;
    if (running !== this.wasRunning) this.clockChanged(running, t);
    this.wasRunning = running;
    if (this.incident && this.incident.until <= t) this.endIncident(t);
    if (this.powerPlay && this.powerPlay.until <= t) this.powerPlay = null;
    if (!running || t < this.stopUntil || this.incident?.kind === 'var') {
      this.show('stopped');
      return;
    }
    this.book.possess(this.team, 1);
    this.lookAhead(t);
    if (!this.script && !this.incident) this.chain(t);
    this.show(this.phase);
  }

  /** The engine's next score, if near, takes over the play: its side attacks and the danger builds. */
  private lookAhead(t: number): void {
    const next = this.engine.nextScore();
    if (!next) {
      if (this.script?.penalty && this.incident?.kind === 'penalty') this.incident = { kind: 'penalty', until: t, missed: true };
      this.script = null;
      return;
    }
    if (!this.script && next.inMs <= 75 * SECOND) {
      const penalty = this.style === 'football' && !this.incident && this.rng.chance(GOAL_SHARES.penalty);
      if (penalty || next.inMs <= 20 * SECOND) this.script = { side: next.side, at: t + next.inMs, penalty };
    }
    const s = this.script;
    if (!s) return;
    if (s.side !== next.side || next.inMs > 75 * SECOND) {
      // A sending-off redrew the model's waits: the chance goes begging.
      this.script = null;
      if (this.incident?.kind === 'penalty') this.incident = { kind: 'penalty', until: t, missed: true };
      return;
    }
    const left = next.inMs;
    if (s.penalty) {
      if (left > 60 * SECOND) return;
      this.incident = { kind: 'penalty', until: Infinity, missed: false };
      this.possessBy(s.side);
      this.phase = 'danger';
      this.ahead = 89;
      return;
    }
    if (left > 20 * SECOND) return;
    this.possessBy(s.side);
    this.phase = left <= 8 * SECOND ? 'danger' : 'attack';
    this.hot = true;
    this.ahead += ((this.phase === 'danger' ? 88 : 70) - this.ahead) * 0.4;
  }

  /** A second of ordinary play: the ball moves, attacks build and break down. */
  private chain(t: number): void {
    const r = this.rng;
    if (this.style === 'basket') {
      this.phase = this.ahead > 50 ? 'attack' : 'safe';
      this.ahead = Math.min(90, this.ahead + r.range(4, 12));
      if (r.chance(RATE.rebound)) this.book.add('rebounds', r.chance(0.7) ? this.other(this.team) : this.team);
      if (r.chance(0.06)) this.restart(this.other(this.team), t, 0);
      return;
    }
    if (this.style === 'football' && r.chance(RATE.foul)) {
      this.foul(t);
      return;
    }
    if (this.style === 'football' && this.wouldMissPenalty(t)) return;
    switch (this.phase) {
      case 'safe':
        if (r.chance(RATE.turnover.safe)) this.turnOver(45);
        else if (r.chance(RATE.safeToAttack)) this.phase = 'attack';
        break;
      case 'attack':
        if (r.chance(RATE.turnover.attack)) this.turnOver(30);
        else if (r.chance(RATE.attackToDanger)) {
          this.phase = 'danger';
          this.hot = r.chance(HOT_DANGER);
        }
        else if (r.chance(RATE.attackToSafe)) this.phase = 'safe';
        break;
      case 'danger':
        if (r.chance(RATE.dangerEnds)) this.dangerEnds(t);
        break;
    }
    const target = this.phase === 'safe' ? 38 : this.phase === 'attack' ? 66 : 87;
    this.ahead += (target - this.ahead) * 0.3 + r.range(-4, 4);
  }

  private dangerEnds(t: number): void {
    const r = this.rng;
    const side = this.team;
    if (!r.chance(RATE.shot)) {
      this.turnOver(20);
      return;
    }
    const shotKey = this.style === 'hockey' ? 'shotsOnGoal' : 'shots';
    const onTarget = r.chance(RATE.onTarget);
    if (this.style === 'hockey') {
      if (onTarget) this.book.add(shotKey, side);
    } else {
      this.book.add(shotKey, side);
      if (onTarget) this.book.add('shotsOnTarget', side);
    }
    if (this.style === 'football' && r.chance(RATE.corner)) {
      this.book.add('corners', side);
      this.book.event('corner', side, this.engine.minuteAt(t), t);
      this.incident = { kind: 'corner', until: t + r.intBetween(8, 15) * SECOND, missed: false };
      this.phase = 'danger';
      this.hot = r.chance(HOT_DANGER);
      this.ahead = 95;
      return;
    }
    this.turnOver(onTarget ? 12 : 8);
    this.stopUntil = t + r.intBetween(3, 8) * SECOND;
  }

  private foul(t: number): void {
    const r = this.rng;
    const fouler = r.chance(0.5) ? this.team : this.other(this.team);
    this.book.add('fouls', fouler);
    if (r.chance(RATE.yellowPerFoul)) {
      this.book.add('yellowCards', fouler);
      this.book.event('yellowCard', fouler, this.engine.minuteAt(t), t);
    }
    const fouled = this.other(fouler);
    if (fouled !== this.team) this.turnOver(100 - this.ahead);
    this.stopUntil = t + r.intBetween(8, 20) * SECOND;
    if (this.ahead > 70) {
      this.incident = { kind: 'freeKick', until: this.stopUntil + r.intBetween(4, 8) * SECOND, missed: false };
      this.phase = 'danger';
      this.hot = r.chance(HOT_DANGER);
    }
  }

  /** Now and then a penalty that is missed, or a VAR check that gives nothing; never while a score is near. */
  private wouldMissPenalty(t: number): boolean {
    const r = this.rng;
    const near = this.engine.nextScore();
    if (near && near.inMs < 120 * SECOND) return false;
    if (r.chance(RATE.missedPenalty)) {
      this.incident = { kind: 'penalty', until: t + r.intBetween(45, 70) * SECOND, missed: true };
      this.phase = 'danger';
      this.ahead = 89;
      return true;
    }
    if (this.soccer && r.chance(RATE.varCheck)) {
      this.incident = { kind: 'var', until: t + r.intBetween(40, 70) * SECOND, missed: false };
      return true;
    }
    return false;
  }

  private endIncident(t: number): void {
    const incident = this.incident;
    this.incident = null;
    if (!incident) return;
    const minute = this.engine.minuteAt(t);
    if (incident.kind === 'var') this.book.event('var', null, minute, t);
    if (incident.kind === 'penalty' && incident.missed) {
      this.book.event('penaltyMissed', this.team, minute, t);
      this.book.add('shots', this.team);
      this.turnOver(5);
      this.stopUntil = t + 5 * SECOND;
    }
  }

  /** The engine's clock stopped or restarted: time-outs, fouls and penalties of stopped-clock sports. */
  private clockChanged(running: boolean, t: number): void {
    if (running) {
      if (this.incident?.kind === 'timeout') this.incident = null;
      return;
    }
    const r = this.rng;
    if ((this.style === 'basket' || this.style === 'gridiron') && r.chance(0.25)) {
      const side = r.chance(0.5) ? 'home' : 'away';
      this.book.add('timeouts', side);
      this.book.event('timeout', side, this.engine.minuteAt(t), t);
      this.incident = { kind: 'timeout', until: Infinity, missed: false };
    }
    if (this.style === 'hockey' && !this.powerPlay && r.chance(0.2)) {
      const offender = r.chance(0.5) ? 'home' : 'away';
      this.book.add('penaltyMinutes', offender, 2);
      this.powerPlay = { side: this.other(offender), until: t + 150 * SECOND };
    }
  }

  /** A summary of a long stretch (a match that joined under way): statistics at their usual rates. */
  private catchUp(to: number): void {
    const r = this.rng;
    const seconds = (to - this.clock) / SECOND;
    if (this.style === 'football') {
      for (const side of ['home', 'away'] as const) {
        const shots = r.poisson(seconds * 0.0024);
        this.book.add('shots', side, shots);
        this.book.add('shotsOnTarget', side, Math.round(shots * RATE.onTarget));
        this.book.add('corners', side, r.poisson(seconds * 0.0009));
        this.book.add('fouls', side, r.poisson(seconds * RATE.foul * 0.5));
        this.book.add('yellowCards', side, r.poisson(seconds * RATE.foul * 0.5 * RATE.yellowPerFoul));
      }
    }
    if (this.style === 'hockey') for (const side of ['home', 'away'] as const) this.book.add('shotsOnGoal', side, r.poisson(seconds * 0.008));
    if (this.style === 'basket') for (const side of ['home', 'away'] as const) this.book.add('rebounds', side, r.poisson(seconds * RATE.rebound * 0.5));
    this.book.possess('home', seconds * r.range(0.4, 0.6));
    this.book.possess('away', seconds * r.range(0.4, 0.6));
    this.clock = to;
  }

  // ── Helpers ───────────────────────────────────────────────────────────────────────────────

  private other(side: Side): Side {
    return side === 'home' ? 'away' : 'home';
  }

  private possessBy(side: Side): void {
    if (side === this.team) return;
    this.team = side;
    this.ahead = 100 - this.ahead;
  }

  /** The other side wins the ball `ahead` along the field from its own goal. */
  private turnOver(ahead: number): void {
    this.team = this.other(this.team);
    this.ahead = ahead;
    this.phase = 'safe';
    this.hot = false;
  }

  /** Play restarts from the middle with `side` in possession after `pauseSeconds`. */
  private restart(side: Side, at: number, pauseSeconds: number): void {
    this.team = side;
    this.ahead = 50;
    this.phase = 'safe';
    this.hot = false;
    this.stopUntil = at + pauseSeconds * SECOND;
  }

  private show(phase: 'pre' | 'safe' | 'attack' | 'danger' | 'stopped' | 'break' | 'ended'): void {
    const b = this.book;
    const between = phase === 'pre' || phase === 'break' || phase === 'ended';
    const incident = between ? null : this.incident ? this.incident.kind : this.powerPlay ? 'powerPlay' : null;
    const team = between || (phase === 'stopped' && this.incident?.kind === 'var') ? null : this.team;
    const zone = between ? 50 : team === 'away' ? 100 - this.ahead : this.ahead;
    const shown = this.incident?.kind === 'penalty' || this.incident?.kind === 'corner' || this.incident?.kind === 'freeKick' ? 'danger' : phase;
    b.state(between ? phase : shown, team, zone, incident);
  }
}
