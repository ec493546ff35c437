/**
 * The match tracker's narrators: one per live match, told of the engine's scores and periods as
 * they happen (PlayListener) and played on each tick, with a generator of the match's own. The
 * state they keep (play-book.ts) is what the house sends on `match/{id}` topics as Match.Play and
 * `play` events (schemas/play.ts); `holding` tells the desk a dangerous moment holds the markets.
 */
import type { PlayListener } from './engine.ts';
import { InningsEngine } from './engine-innings.ts';
import { SetsEngine } from './engine-sets.ts';
import { TimedEngine } from './engine-timed.ts';
import type { MatchEngine } from './engine.ts';
import type { PlayBook } from './play-book.ts';
import { InningsNarrator } from './play-innings.ts';
import { SetsNarrator } from './play-sets.ts';
import { TimedNarrator } from './play-timed.ts';
import { Prng } from './prng.ts';
import type { SportDefinition } from './sports.ts';

export interface Narrator extends PlayListener {
  readonly book: PlayBook;
  /** Plays the tracker on to `now` (after the engine has advanced there). */
  advance(now: number): void;
  /** A dangerous moment (a penalty, a VAR check, a break, set or match point, a danger attack where a goal suspends) holds the markets. */
  readonly holding: boolean;
}

/** Starts narrating a match from `start` (its kick-off) and attaches the narrator to its engine. */
export function narrate(sport: SportDefinition, engine: MatchEngine, seed: number, start: number): Narrator | null {
  const rng = new Prng(seed ^ 0x2c1b3c6d);
  let narrator: Narrator | null = null;
  if (engine instanceof TimedEngine) narrator = new TimedNarrator(sport, engine, rng, start);
  else if (engine instanceof SetsEngine) narrator = new SetsNarrator(sport, engine, rng);
  else if (engine instanceof InningsEngine) narrator = new InningsNarrator(sport, engine, rng, start);
  engine.listener = narrator;
  return narrator;
}
