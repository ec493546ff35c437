/**
 * What one stream (live, prematch, esport) currently holds: the catalogue entries it has sent and
 * its matches, in the order a client replaying the stream's events would hold them (new entries
 * appended, replaced ones kept in place, removed ones dropped).
 */
import type { Category, Sport, Tournament } from '../../../schemas/catalog.ts';
import type { FeedEvent, StreamSnapshot } from '../../../schemas/feed.ts';
import type { Match } from '../../../schemas/match.ts';
import type { Play } from '../../../schemas/play.ts';
import { cloneCategory, cloneMatch, cloneSport, cloneTournament } from './clone.ts';
import { clonePlay } from './play-book.ts';

export type CatalogRefs = { readonly sport: Sport; readonly category: Category; readonly tournament: Tournament };

/** A stream's contents as the simulator's own objects, for reads that must not copy: never change them. */
export type StreamView = {
  readonly sports: readonly Sport[];
  readonly categories: readonly Category[];
  readonly tournaments: readonly Tournament[];
  readonly matches: ReadonlyMap<number, Match>;
};

export class StreamState {
  private readonly sports: Sport[] = [];
  private readonly categories: Category[] = [];
  private readonly tournaments: Tournament[] = [];
  private readonly sportIds = new Set<number>();
  private readonly categoryIds = new Set<number>();
  private readonly tournamentIds = new Set<number>();
  /** The simulator's own match objects (shared with other streams); copied on the way out. */
  readonly matches = new Map<number, Match>();

  /** Records the catalogue entries a match needs; the catalog event to send first, if any were new. */
  admit(refs: CatalogRefs): FeedEvent | null {
    const Sports: Sport[] = [];
    const Categories: Category[] = [];
    const Tournaments: Tournament[] = [];
    if (!this.sportIds.has(refs.sport.ID)) {
      this.sportIds.add(refs.sport.ID);
      this.sports.push(refs.sport);
      Sports.push(cloneSport(refs.sport));
    }
    if (!this.categoryIds.has(refs.category.ID)) {
      this.categoryIds.add(refs.category.ID);
      this.categories.push(refs.category);
      Categories.push(cloneCategory(refs.category));
    }
    if (!this.tournamentIds.has(refs.tournament.ID)) {
      this.tournamentIds.add(refs.tournament.ID);
      this.tournaments.push(refs.tournament);
      Tournaments.push(cloneTournament(refs.tournament));
    }
    if (Sports.length + Categories.length + Tournaments.length === 0) return null;
    return { kind: 'catalog', Sports, Categories, Tournaments };
  }

  /** One match of this stream with the catalogue entries it needs, as a snapshot; null when absent. */
  matchSnapshot(matchId: number): StreamSnapshot | null {
    const match = this.matches.get(matchId);
    if (!match) return null;
    return {
      Sports: this.sports.filter((s) => s.ID === match.SportTypeID).map(cloneSport),
      Categories: this.categories.filter((c) => c.ID === match.Category.ID).map(cloneCategory),
      Tournaments: this.tournaments.filter((t) => t.ID === match.Tournament.ID).map(cloneTournament),
      Matches: [cloneMatch(match)],
    };
  }

  view(): StreamView {
    return { sports: this.sports, categories: this.categories, tournaments: this.tournaments, matches: this.matches };
  }

  snapshot(): StreamSnapshot {
    return {
      Sports: this.sports.map(cloneSport),
      Categories: this.categories.map(cloneCategory),
      Tournaments: this.tournaments.map(cloneTournament),
      Matches: [...this.matches.values()].map(cloneMatch),
    };
  }
}

/**
 * A match alone as a snapshot, from the stream holding it now (live, else pre-match), null once it
 * left both. Only a match topic carries the tracker (Match.Play), and only a live match has one:
 * `trackerOf` gives the state last sent, so a snapshot and the events before it agree. The
 * simulator and its replica (feed/replica.ts) answer with this.
 */
export function matchAloneSnapshot(
  streams: Record<'live' | 'prematch', { matchSnapshot(matchId: number): StreamSnapshot | null }>,
  matchId: number,
  trackerOf: (matchId: number) => Play | undefined,
): { readonly stream: 'live' | 'prematch'; readonly snapshot: StreamSnapshot } | null {
  for (const stream of ['live', 'prematch'] as const) {
    const snapshot = streams[stream].matchSnapshot(matchId);
    if (!snapshot) continue;
    const sent = stream === 'live' ? trackerOf(matchId) : undefined;
    const match = snapshot.Matches[0];
    if (sent && match) match.Play = clonePlay(sent);
    return { stream, snapshot };
  }
  return null;
}
