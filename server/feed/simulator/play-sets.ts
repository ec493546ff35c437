/**
 * The tracker's story of a set sport. For tennis and padel the engine plays games; each game is
 * told point by point here, scripted to end the way the engine has already drawn it (the winner
 * of the game under way is known when it starts), with aces, double faults, first serves, break
 * points, set points and match points. For rally sports (volleyball, table tennis, badminton,
 * squash), darts legs, snooker frames and esports rounds each engine point is one point, and the
 * tracker shows who serves and the set and match points. The engine's scores are never changed.
 */
import type { StatKey } from '../../../schemas/play.ts';
import type { Side } from './engine.ts';
import type { SetsEngine } from './engine-sets.ts';
import { PlayBook } from './play-book.ts';
import type { Narrator } from './play.ts';
import type { Prng } from './prng.ts';
import type { SportDefinition } from './sports.ts';

/** Per point of a tennis game: the server wins it, an ace, a double fault, the first serve goes in. */
const TENNIS = { serverWins: 0.64, ace: 0.1, doubleFault: 0.07, firstServeIn: 0.62 } as const;
/**
 * Set and match points are moments (and hold the markets) only where a point is short: a rally,
 * a tennis point. A darts leg, a snooker frame or an esports round lasts minutes; holding the
 * markets for one would close them for much of the match.
 */
const MOMENT_SECONDS = 40;
/** Tries at a random game that ends the engine's way before one is written outright. */
const SCRIPT_TRIES = 40;

type Point = { readonly homeWins: boolean; readonly at: number; readonly ace: boolean; readonly doubleFault: boolean; readonly firstIn: boolean };
type Game = { readonly start: number; readonly server: Side; readonly tiebreak: boolean; readonly points: Point[]; next: number; home: number; away: number };

const other = (side: Side): Side => (side === 'home' ? 'away' : 'home');

export class SetsNarrator implements Narrator {
  readonly book: PlayBook;
  private readonly tennis: boolean;
  private readonly esports: boolean;
  private readonly legs: boolean;
  private readonly moments: boolean;
  private game: Game | null = null;
  private lastWinner: Side = 'home';
  private readonly serves = { home: { all: 0, firstIn: 0 }, away: { all: 0, firstIn: 0 } };

  constructor(
    sport: SportDefinition,
    private readonly engine: SetsEngine,
    private readonly rng: Prng,
  ) {
    const f = engine.format;
    this.tennis = f.tiebreakAt !== null;
    this.esports = f.unit === 'Map';
    this.legs = !this.tennis && f.pointsToWin <= 6;
    this.moments = this.tennis || f.secondsPerPoint <= MOMENT_SECONDS;
    const stats: StatKey[] = this.tennis ? ['aces', 'doubleFaults', 'firstServePercentage', 'breakPointsWon', 'pointsWon'] : this.esports ? ['pointsWon', 'kills'] : ['pointsWon'];
    this.book = new PlayBook(stats, false);
    void sport;
  }

  get holding(): boolean {
    return this.book.holding;
  }

  scored(side: Side, _points: number, at: number): void {
    this.lastWinner = side;
    if (this.tennis) {
      const game = this.game && this.game.start === this.engine.pointStartedAt ? this.game : this.script(at);
      // Every point before the last was told as it came; the last one ends the game.
      while (game.next < game.points.length - 1) this.playPoint(game, game.points[game.next]?.at ?? at);
      this.endGame(game, side, at);
      this.game = null;
      return;
    }
    this.book.add('pointsWon', side);
    if (this.esports) this.book.add('kills', side, this.rng.intBetween(1, 5));
    if (this.legs) this.book.event('point', side, null, at, [this.engine.pointsHome, this.engine.pointsAway]);
  }

  redCard(): void {}

  periodStarted(at: number): void {
    this.book.event('periodStart', null, null, at);
  }

  periodEnded(at: number, last: boolean): void {
    this.book.event('setWon', this.lastWinner, null, at, [this.engine.setsHome, this.engine.setsAway]);
    this.book.state(last ? 'ended' : 'break', null, null, null);
  }

  advance(now: number): void {
    const e = this.engine;
    if (e.phase !== 'play') {
      this.book.state(e.phase === 'break' ? 'break' : e.phase === 'ended' ? 'ended' : 'pre', null, null, null);
      return;
    }
    if (this.tennis) {
      if (!this.game || this.game.start !== e.pointStartedAt) this.game = this.script(e.pointStartedAt);
      const game = this.game;
      while (game.next < game.points.length - 1 && (game.points[game.next]?.at ?? Infinity) <= now) this.playPoint(game, now);
      this.book.state(this.incidentOf(game) ? 'danger' : 'safe', game.server, null, this.incidentOf(game));
      return;
    }
    const server: Side = e.homeServes ? 'home' : 'away';
    const incident = this.moments ? this.rallyIncident(server) : null;
    this.book.state(incident ? 'danger' : 'safe', this.esports ? null : server, null, incident);
  }

  /** A set or match point in a rally sport: the side that would win it by winning this point. */
  private rallyIncident(server: Side): 'setPoint' | 'matchPoint' | null {
    let found: 'setPoint' | 'matchPoint' | null = null;
    for (const side of [server, other(server)]) {
      const would = this.engine.wouldWin(side === 'home');
      if (would.match) return 'matchPoint';
      if (would.set) found = 'setPoint';
    }
    return found;
  }

  // ── Tennis ────────────────────────────────────────────────────────────────────────────────

  /** A point-by-point game that ends the way the engine has drawn it. */
  private script(start: number): Game {
    const e = this.engine;
    const server: Side = e.homeServes ? 'home' : 'away';
    const tiebreak = e.isTiebreak();
    const winner: Side = e.nextHomeWins ? 'home' : 'away';
    const r = this.rng;
    let wins: boolean[] = [];
    for (let attempt = 0; attempt < SCRIPT_TRIES; attempt++) {
      wins = this.randomGame(tiebreak, server);
      if ((wins[wins.length - 1] ?? true) === (winner === 'home')) break;
      wins = [];
    }
    if (wins.length === 0) wins = Array.from({ length: tiebreak ? 7 : 4 }, () => winner === 'home');
    const span = Math.max(1, e.nextPointAt - start);
    const points = wins.map((homeWins, i) => {
      const serverWon = homeWins === (server === 'home');
      return { homeWins, at: start + Math.round(((i + 1) * span) / wins.length), ace: serverWon && r.chance(TENNIS.ace), doubleFault: !serverWon && r.chance(TENNIS.doubleFault), firstIn: r.chance(TENNIS.firstServeIn) };
    });
    return { start, server, tiebreak, points, next: 0, home: 0, away: 0 };
  }

  private randomGame(tiebreak: boolean, server: Side): boolean[] {
    const target = tiebreak ? 7 : 4;
    const p = tiebreak ? 0.5 : TENNIS.serverWins;
    const wins: boolean[] = [];
    let h = 0;
    let a = 0;
    while (!((h >= target || a >= target) && Math.abs(h - a) >= 2)) {
      const serverWins = this.rng.chance(p);
      const homeWins = serverWins === (server === 'home');
      wins.push(homeWins);
      if (homeWins) h++;
      else a++;
    }
    return wins;
  }

  private playPoint(game: Game, at: number): void {
    const point = game.points[game.next];
    if (!point) return;
    game.next++;
    const b = this.book;
    const winner: Side = point.homeWins ? 'home' : 'away';
    if (point.homeWins) game.home++;
    else game.away++;
    b.add('pointsWon', winner);
    const s = this.serves[game.server];
    s.all++;
    if (point.firstIn && !point.doubleFault) s.firstIn++;
    if (game.server === 'home') b.set('firstServePercentage', Math.round((100 * s.firstIn) / s.all), b.get('firstServePercentage', 'away'));
    else b.set('firstServePercentage', b.get('firstServePercentage', 'home'), Math.round((100 * s.firstIn) / s.all));
    if (point.ace) {
      b.add('aces', game.server);
      b.event('ace', game.server, null, Math.min(at, point.at));
    }
    if (point.doubleFault) {
      b.add('doubleFaults', game.server);
      b.event('doubleFault', game.server, null, Math.min(at, point.at));
    }
  }

  private endGame(game: Game, winner: Side, at: number): void {
    this.playPoint(game, at);
    const broken = winner !== game.server && !game.tiebreak;
    if (broken) this.book.add('breakPointsWon', winner);
    this.book.event(broken ? 'break' : 'gameWon', winner, null, at, [this.engine.pointsHome, this.engine.pointsAway]);
  }

  /** Before the next point: does it decide the game for the receiver (a break point), the set or the match? */
  private incidentOf(game: Game): 'breakPoint' | 'setPoint' | 'matchPoint' | null {
    const target = game.tiebreak ? 7 : 4;
    let found: 'breakPoint' | 'setPoint' | 'matchPoint' | null = null;
    for (const side of [game.server, other(game.server)]) {
      const mine = side === 'home' ? game.home : game.away;
      const theirs = side === 'home' ? game.away : game.home;
      if (!(mine + 1 >= target && mine + 1 - theirs >= 2)) continue;
      const would = this.engine.wouldWin(side === 'home');
      if (would.match) return 'matchPoint';
      if (would.set) found = 'setPoint';
      else if (side !== game.server && !game.tiebreak && found === null) found = 'breakPoint';
    }
    return found;
  }
}
