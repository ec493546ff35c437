/**
 * What lists carry of a match: its preview markets only (the ones with a list column, HeaderType
 * above 0: money line, handicap, total, first period, team totals; SPEC ENT-10, CON-27..32). The
 * three feeds and their sport topics send this cut; `match/{id}` sends every market. A soccer match
 * has ~30 markets and the pre-match book ~600 matches, so the cut is what keeps a sport list's
 * snapshot in the hundreds of kilobytes rather than megabytes. MarketsCount stays the full count
 * (a list shows "+N markets" from it).
 *
 * Lists never carry the match tracker either: `play` events and `Match.Play` belong to match
 * topics only (schemas/play.ts), so the cut drops them.
 */
import type { FeedEvent, StreamSnapshot } from '../../schemas/feed.ts';
import type { Market } from '../../schemas/market.ts';
import type { Match } from '../../schemas/match.ts';

export const isPreviewMarket = (market: Pick<Market, 'HeaderType'>): boolean => market.HeaderType > 0;

function previewMatch(match: Match): Match {
  if (match.Markets.every(isPreviewMarket) && match.Play === undefined) return match;
  const { Play: _play, ...rest } = match;
  return { ...rest, Markets: match.Markets.filter(isPreviewMarket) };
}

export function previewSnapshot(snapshot: StreamSnapshot): StreamSnapshot {
  return { ...snapshot, Matches: snapshot.Matches.map(previewMatch) };
}

/**
 * Cuts one feed's event stream, in order. Odds events name only a market id, so it keeps which of
 * each match's markets are preview ones, as the match and market events it has seen say.
 */
export class PreviewCut {
  readonly #previewIds = new Map<number, Set<number>>();

  /** Starts from what a feed holds now (before its next events). */
  constructor(initial: StreamSnapshot) {
    for (const match of initial.Matches) this.#remember(match);
  }

  #remember(match: Match): void {
    this.#previewIds.set(match.ID, new Set(match.Markets.filter(isPreviewMarket).map((m) => m.ID)));
  }

  events(events: readonly FeedEvent[]): FeedEvent[] {
    const out: FeedEvent[] = [];
    for (const e of events) {
      switch (e.kind) {
        case 'match':
          this.#remember(e.Match);
          out.push({ kind: 'match', Match: previewMatch(e.Match) });
          break;
        case 'matchRemoved':
          this.#previewIds.delete(e.MatchID);
          out.push(e);
          break;
        case 'market': {
          if (!isPreviewMarket(e.Market)) break;
          let ids = this.#previewIds.get(e.MatchID);
          if (!ids) this.#previewIds.set(e.MatchID, (ids = new Set()));
          ids.add(e.Market.ID);
          out.push(e);
          break;
        }
        case 'odds':
          if (this.#previewIds.get(e.MatchID)?.has(e.MarketID) === true) out.push(e);
          break;
        case 'play':
          break;
        default:
          out.push(e);
      }
    }
    return out;
  }
}
