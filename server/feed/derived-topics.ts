/**
 * Topics cut out of the three feeds: one sport of a feed (`{feed}/sport/{id}`) and one match with
 * its full market list (`match/{id}`). Each keeps which matches it holds, so it can pass on exactly
 * the events about them, in the order the feed sent them. Pure bookkeeping: streams.ts numbers,
 * stores and publishes what these return.
 */
import type { FeedEvent, StreamSnapshot } from '../../schemas/feed.ts';
import { STREAMS, type ParsedTopic, type StreamName } from '../../schemas/protocol.ts';

/** One tick of a feed's events, grouped by the match they are about (built once per tick). */
export type TickIndex = {
  readonly catalog: readonly Extract<FeedEvent, { kind: 'catalog' }>[];
  /** Events per match, in the feed's order; Map order is the order matches first appeared. */
  readonly byMatch: ReadonlyMap<number, readonly FeedEvent[]>;
};

export function indexTick(events: readonly FeedEvent[]): TickIndex {
  const catalog: Extract<FeedEvent, { kind: 'catalog' }>[] = [];
  const byMatch = new Map<number, FeedEvent[]>();
  for (const e of events) {
    if (e.kind === 'catalog') {
      catalog.push(e);
      continue;
    }
    const id = e.kind === 'match' ? e.Match.ID : e.MatchID;
    let list = byMatch.get(id);
    if (!list) byMatch.set(id, (list = []));
    list.push(e);
  }
  return { catalog, byMatch };
}

export type DerivedTopic = {
  /** This tick's events for the topic, given each feed's tick index. */
  take(ticks: Readonly<Record<StreamName, TickIndex>>): FeedEvent[];
  /** The topic's whole state, given the feeds' snapshots. */
  snapshot(feed: (stream: StreamName) => StreamSnapshot): StreamSnapshot;
};

/** The catalogue entries of one sport. */
function sportCatalog<T extends { Sports: StreamSnapshot['Sports']; Categories: StreamSnapshot['Categories']; Tournaments: StreamSnapshot['Tournaments'] }>(
  source: T,
  sportId: number,
) {
  return {
    Sports: source.Sports.filter((s) => s.ID === sportId),
    Categories: source.Categories.filter((c) => c.SportTypeID === sportId),
    Tournaments: source.Tournaments.filter((t) => t.SportTypeID === sportId),
  };
}

/** `{feed}/sport/{sportId}`: the feed's events about that sport's matches. */
export function sportTopic(stream: StreamName, sportId: number, initial: StreamSnapshot): DerivedTopic {
  const members = new Set(initial.Matches.filter((m) => m.SportTypeID === sportId).map((m) => m.ID));
  return {
    take(ticks) {
      const tick = ticks[stream];
      const out: FeedEvent[] = [];
      for (const c of tick.catalog) {
        const own = sportCatalog(c, sportId);
        if (own.Sports.length + own.Categories.length + own.Tournaments.length > 0) out.push({ kind: 'catalog', ...own });
      }
      for (const [matchId, events] of tick.byMatch) {
        for (const e of events) {
          if (e.kind === 'match') {
            if (e.Match.SportTypeID === sportId) members.add(matchId);
          }
          if (!members.has(matchId)) continue;
          out.push(e);
          if (e.kind === 'matchRemoved') members.delete(matchId);
        }
      }
      return out;
    },
    snapshot(feed) {
      const whole = feed(stream);
      return { ...sportCatalog(whole, sportId), Matches: whole.Matches.filter((m) => m.SportTypeID === sportId) };
    },
  };
}

/** Every match is in exactly one of these at a time (esport matches too), so they cover them all. */
const MATCH_SOURCES = [STREAMS.live, STREAMS.prematch] as const;

/** Where a match is now, and it alone as a snapshot (the simulator's `matchSnapshot`). */
export type MatchLookup = (matchId: number) => { readonly stream: StreamName; readonly snapshot: StreamSnapshot } | null;

/**
 * `match/{matchId}`: one match with every market, following it from pre-match into play. Only the
 * feed holding the match at the end of a tick speaks for it (its full `match` event comes with the
 * move), so a pre-match price sent before kick-off can never overwrite an in-play one.
 */
export function matchTopic(matchId: number, lookup: MatchLookup): DerivedTopic {
  let held = lookup(matchId)?.stream ?? null;
  return {
    take(ticks) {
      const present = new Map<StreamName, boolean>();
      for (const stream of MATCH_SOURCES) {
        for (const e of ticks[stream].byMatch.get(matchId) ?? []) {
          if (e.kind === 'match') present.set(stream, true);
          if (e.kind === 'matchRemoved') present.set(stream, false);
        }
      }
      const next = MATCH_SOURCES.find((s) => present.get(s) ?? s === held) ?? null;
      const previous = held;
      held = next;
      if (next === null) return previous === null ? [] : [{ kind: 'matchRemoved', MatchID: matchId }];
      return (ticks[next].byMatch.get(matchId) ?? []).filter((e) => e.kind !== 'matchRemoved');
    },
    snapshot() {
      const found = lookup(matchId);
      held = found?.stream ?? null;
      return found?.snapshot ?? { Sports: [], Categories: [], Tournaments: [], Matches: [] };
    },
  };
}

export function derivedTopic(
  parsed: Extract<ParsedTopic, { kind: 'sport' | 'match' }>,
  feed: (stream: StreamName) => StreamSnapshot,
  lookup: MatchLookup,
): DerivedTopic {
  return parsed.kind === 'sport' ? sportTopic(parsed.stream, parsed.sportId, feed(parsed.stream)) : matchTopic(parsed.matchId, lookup);
}
