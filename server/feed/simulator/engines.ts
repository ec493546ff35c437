/**
 * Picks the engine for a sport's format, and the fixed pre-match view of sports that never go
 * in-play.
 */
import type { MatchEngine } from './engine.ts';
import { InningsEngine } from './engine-innings.ts';
import { SetsEngine } from './engine-sets.ts';
import { TimedEngine } from './engine-timed.ts';
import type { FixedOutlook } from './outlook.ts';
import type { SportDefinition } from './sports.ts';

/** Null for sports the book does not offer in-play. */
export function createEngine(sport: SportDefinition, kickoff: number, strength: number): MatchEngine | null {
  const f = sport.format;
  switch (f.kind) {
    case 'timed':
      return new TimedEngine(f, sport.systemId, kickoff, strength);
    case 'sets':
      return new SetsEngine(f, sport.systemId, kickoff, strength);
    case 'innings':
      return new InningsEngine(f, sport.systemId, kickoff, strength);
    case 'none':
      return null;
  }
}

/** Head-to-head chances for a pre-match-only sport (races, fights, golf match-ups). */
export function fixedOutlook(sport: SportDefinition, strength: number): FixedOutlook {
  const draw = sport.format.kind === 'none' ? sport.format.drawChance : 0;
  const home = (1 - draw) / (1 + Math.exp(-1.6 * strength));
  return { kind: 'fixed', home, draw, away: 1 - draw - home };
}
