/** The pre-match tree and search (GET /api/sportsbook/tree, /api/sportsbook/search; schemas/sportsbook.ts). */
import { sportsbookSearchSchema, sportsbookTreeSchema, type SportsbookSearch, type SportsbookTree } from '../../schemas/sportsbook.ts';
import { getChecked } from './checked-get.ts';

/** Every sport, category and tournament with listed fixtures; with `until`, counting only those starting before it. */
export function fetchSportsbookTree(until: number | null): Promise<SportsbookTree> {
  return getChecked('/api/sportsbook/tree', until === null ? {} : { until }, sportsbookTreeSchema);
}

/** The pre-match book's tournaments and fixtures whose names hold `text` (it must apply: VAL-02, domain/name-search.ts activeSearch). */
export function fetchSportsbookSearch(text: string): Promise<SportsbookSearch> {
  return getChecked('/api/sportsbook/search', { q: text }, sportsbookSearchSchema);
}
