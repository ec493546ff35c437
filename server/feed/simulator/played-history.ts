/**
 * The book's history: the matches of the last days before the start, played to the end at once (no
 * timers, no feed events) so a freshly started house already has results, as a real book has.
 *
 * Deterministic per seed and UTC day, whatever the start time: day d's fixtures (kick-offs and
 * tournaments) come from a generator of that day's own, and each match plays from a generator of
 * its own, so two starts of the same seed agree on every match both hold. A match is history when
 * it kicked off inside the window and finished before the start. History matches are numbered from
 * HISTORY_MATCH_ID_BASE by day and index (never an id the live book uses); they are priced before
 * kick-off only (no in-play re-lining), which is what their markets settle.
 */
import type { MatchResult } from '../../../schemas/results.ts';
import { pickTournament } from './catalog.ts';
import type { Catalog } from './catalog.ts';
import { emptyReport } from './engine.ts';
import { createMatchEntry } from './match-entry.ts';
import { decideAtTheOff, matchResult } from './match-result.ts';
import { Prng } from './prng.ts';

export const DAY_MS = 86_400_000;
/** History ids: base + (day mod 99,999) × 1,000 + index, nine digits at most. */
export const HISTORY_ID_BASE = 900_000_000;
export const MAX_HISTORY_PER_DAY = 1000;
const KICKOFF_GRID = 5 * 60_000;
/** Longer than any match runs (the engines end every match well within it). */
const PLAY_LIMIT_MS = 2 * DAY_MS;

export type HistoryOptions = {
  readonly seed: number;
  readonly catalog: Catalog;
  /** The start: history is what finished before it. */
  readonly until: number;
  readonly days: number;
  readonly matchesPerDay: number;
};

function mix(a: number, b: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 0x632be5ab, 0xc2b2ae35);
  h ^= h >>> 15;
  return Math.imul(h, 0x27d4eb2d) | 0;
}

export function historyMatchId(day: number, index: number): number {
  return HISTORY_ID_BASE + (day % 99_999) * 1000 + index;
}

/** The results of the history window, oldest finish first. */
export function playHistory(o: HistoryOptions): MatchResult[] {
  if (o.days <= 0 || o.matchesPerDay <= 0) return [];
  const perDay = Math.min(MAX_HISTORY_PER_DAY, Math.floor(o.matchesPerDay));
  const from = o.until - o.days * DAY_MS;
  const results: MatchResult[] = [];
  for (let day = Math.floor(from / DAY_MS); day <= Math.floor(o.until / DAY_MS); day++) {
    const dayRng = new Prng(mix(o.seed, day));
    for (let index = 0; index < perDay; index++) {
      // Drawn for every fixture of the day, so the day's draws never depend on the start time.
      const kickoff = day * DAY_MS + Math.floor(dayRng.range(0, DAY_MS) / KICKOFF_GRID) * KICKOFF_GRID;
      const where = pickTournament(o.catalog, dayRng, false);
      if (kickoff < from || kickoff >= o.until) continue;
      const id = historyMatchId(day, index);
      const rng = new Prng(mix(o.seed, id));
      let odd = 0;
      const entry = createMatchEntry(where, kickoff, true, rng, { nextMatchId: () => id, nextOddId: () => ++odd });
      const engine = entry.engine;
      if (!engine) {
        results.push(matchResult(entry, decideAtTheOff(entry, rng), kickoff));
        continue;
      }
      engine.start(rng);
      engine.advance(kickoff + PLAY_LIMIT_MS, rng, emptyReport());
      if (!engine.finished || engine.endedAt > o.until) continue;
      entry.match.IsFinished = true;
      results.push(matchResult(entry, engine.facts(), engine.endedAt));
    }
  }
  return results.sort((a, b) => a.FinishedDateJs - b.FinishedDateJs || a.ID - b.ID);
}
