/**
 * The sportsbook's REST reads (schemas/sportsbook.ts): GET /api/sportsbook/tree[?until=epochMs] and
 * GET /api/sportsbook/search?q=text.
 */
import type { FastifyInstance } from 'fastify';
import { activeSearch } from '../../domain/name-search.ts';
import { ERROR_CODES } from '../../schemas/errors.ts';
import type { StreamSnapshot } from '../../schemas/feed.ts';
import { searchQuerySchema, treeQuerySchema, type SportsbookTree } from '../../schemas/sportsbook.ts';
import { check } from '../../schemas/validate.ts';
import { apiErrorHandler, sendError, sendInvalid } from '../http/errors.ts';
import { searchBook, searchIndex, type SearchIndex } from './search.ts';
import { prematchTree } from './tree.ts';

/** The pre-match book changes slowly; one tree per `until` minute, and one search index, are reused for a second. */
const CACHE_MS = 1_000;
const MINUTE_MS = 60_000;

export async function installSportsbook(app: FastifyInstance, prematch: () => StreamSnapshot): Promise<void> {
  const cache = new Map<number | null, { at: number; tree: SportsbookTree }>();
  const treeFor = (until: number | null): SportsbookTree => {
    const now = Date.now();
    const hit = cache.get(until);
    if (hit && now - hit.at < CACHE_MS) return hit.tree;
    if (cache.size > 64) cache.clear();
    const tree = prematchTree(prematch(), until);
    cache.set(until, { at: now, tree });
    return tree;
  };
  let index: { at: number; index: SearchIndex } | null = null;
  const currentIndex = (): SearchIndex => {
    const now = Date.now();
    if (index && now - index.at < CACHE_MS) return index.index;
    const snapshot = prematch();
    index = { at: now, index: searchIndex(snapshot, prematchTree(snapshot, null)) };
    return index.index;
  };
  await app.register(async (scope) => {
    scope.setErrorHandler(apiErrorHandler('sportsbook request'));
    scope.get('/api/sportsbook/tree', async (request, reply) => {
      const query = check(treeQuerySchema, request.query ?? {});
      if (!query.ok) return sendInvalid(reply, query.error);
      const until = query.value.until === undefined ? null : Math.ceil(query.value.until / MINUTE_MS) * MINUTE_MS;
      void reply.header('cache-control', 'public, max-age=5');
      return treeFor(until);
    });
    scope.get('/api/sportsbook/search', async (request, reply) => {
      const query = check(searchQuerySchema, request.query ?? {});
      if (!query.ok) return sendInvalid(reply, query.error);
      const search = activeSearch(query.value.q);
      // VAL-02: one character searches nothing; the page does not ask, so asking is a mistake.
      if (search === null) return sendError(reply, 400, ERROR_CODES.invalid, 'q: must be longer than 1 character', 'q');
      void reply.header('cache-control', 'public, max-age=5');
      return searchBook(currentIndex(), search);
    });
  });
}
