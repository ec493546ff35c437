/**
 * The tracker's story of a bat-and-ball match: who bats, the runs as the engine scores them, and a
 * few statistics (hits in baseball and softball, wickets in cricket). The engine's score model is
 * never changed; hits and wickets are drawn from the narrator's own generator.
 */
import type { Side } from './engine.ts';
import type { InningsEngine } from './engine-innings.ts';
import { PlayBook } from './play-book.ts';
import type { Narrator } from './play.ts';
import type { Prng } from './prng.ts';
import type { SportDefinition } from './sports.ts';

const SECOND = 1000;
/** Per second at bat: a hit that scores nobody (baseball), a wicket (cricket: ten in an 85-minute innings). */
const RATE = { hit: 0.008, wicket: 10 / (85 * 60) } as const;

export class InningsNarrator implements Narrator {
  readonly book: PlayBook;
  private readonly cricket: boolean;
  private readonly turnSeconds: number;
  private clock: number;

  constructor(
    sport: SportDefinition,
    private readonly engine: InningsEngine,
    private readonly rng: Prng,
    start: number,
  ) {
    const f = sport.format;
    this.cricket = f.kind === 'innings' && f.style === 'cricket';
    this.book = new PlayBook(this.cricket ? ['wickets'] : ['hits'], false);
    this.turnSeconds = f.kind === 'innings' ? f.turnMinutes * 60 : 0;
    this.clock = start;
  }

  get holding(): boolean {
    return false;
  }

  private batting(): Side {
    return this.engine.battingHome(Math.max(0, this.engine.turn)) ? 'home' : 'away';
  }

  scored(side: Side, points: number, at: number): void {
    if (this.cricket) return;
    this.book.add('hits', side);
    this.book.event('score', side, null, at, [this.engine.info.HomeScore, this.engine.info.AwayScore]);
    void points;
  }

  redCard(): void {}

  periodStarted(at: number): void {
    this.book.event('periodStart', this.batting(), null, at);
  }

  periodEnded(at: number, last: boolean): void {
    this.book.event('periodEnd', this.batting(), null, at);
    this.book.state(last ? 'ended' : 'break', null, null, null);
  }

  advance(now: number): void {
    const e = this.engine;
    const seconds = Math.floor((now - this.clock) / SECOND);
    if (seconds <= 0) return;
    this.clock += seconds * SECOND;
    // A match joining under way: the turns already batted, summarised at the usual rates.
    const catchUp = seconds > 120;
    if (catchUp) {
      const done = e.phase === 'play' ? e.turn : e.turn + 1;
      for (let turn = 0; turn < done; turn++) this.bat(e.battingHome(turn) ? 'home' : 'away', this.turnSeconds);
      if (e.phase === 'play') this.bat(this.batting(), (now - e.turnStartedAt) / SECOND);
    }
    if (e.phase !== 'play') {
      this.book.state(e.phase === 'break' ? 'break' : e.phase === 'ended' ? 'ended' : 'pre', null, null, null);
      return;
    }
    const side = this.batting();
    if (!catchUp) this.bat(side, seconds);
    this.book.state('attack', side, null, null);
  }

  /** `seconds` of `side` batting: hits (baseball), or wickets lost, at most ten (cricket). */
  private bat(side: Side, seconds: number): void {
    if (this.cricket) {
      const wickets = Math.min(10 - this.book.get('wickets', side), this.rng.poisson(RATE.wicket * seconds));
      this.book.add('wickets', side, Math.max(0, wickets));
    } else {
      this.book.add('hits', side, this.rng.poisson(RATE.hit * seconds));
    }
  }
}
