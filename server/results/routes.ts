/**
 * The results API (SPEC API-01..API-08), read from the results store. GET only, no sign-in.
 *
 *   GET /api/results/tournaments                                      → tree of every result held
 *   GET /api/results/tournaments/ByDate?date=                          → tree of the matches of one day
 *   GET /api/results/tournaments/ByMatch?MatchId=                      → the tree's path to one match
 *   GET /api/results/preview/byTournament?langcode=&TournamentId=      → { Matches } (main markets)
 *   GET /api/results/preview/byTournamentAndDate?langcode=&TournamentId=&date=
 *   GET /api/results/preview/byId?langcode=&id=                        → one match (main markets)
 *   GET /api/results/alternative/byId?langCode=&Id=                    → { MatchID, Markets } (the others)
 *
 * A day (API-08) is sent as its start in the player's time zone in UTC text form, or as a plain
 * YYYY-MM-DD (CON-05, a UTC day); it lasts 24 hours and holds the matches that kicked off in it.
 * Parameter names are matched without regard to case. A bad parameter is 400 `invalid` naming it;
 * a match the store does not hold is 404 `not-found` naming the id.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import { ERROR_CODES } from '../../schemas/errors.ts';
import {
  resultsAlternativeQuerySchema,
  resultsByDateQuerySchema,
  resultsByIdQuerySchema,
  resultsByMatchQuerySchema,
  resultsByTournamentAndDateQuerySchema,
  resultsByTournamentQuerySchema,
} from '../../schemas/results.ts';
import type { MatchResult, ResultsAlternative, ResultsPreview, ResultsTree } from '../../schemas/results.ts';
import { check } from '../../schemas/validate.ts';
import { sendError, sendInvalid } from '../http/errors.ts';
import type { ResultsStore, ResultSummary } from './store.ts';

const DAY_MS = 86_400_000;
/** A preview list holds at most this many matches (the newest kick-offs). */
export const MAX_PREVIEW_MATCHES = 500;
/** Results change only as matches finish: a short cache is safe. */
const CACHE = 'public, max-age=5';

/** The query's parameters under their documented names, matched without regard to case. */
function readQuery<S extends v.GenericSchema>(schema: S, names: readonly string[], request: FastifyRequest, reply: FastifyReply): v.InferOutput<S> | undefined {
  const raw = (request.query ?? {}) as Record<string, unknown>;
  const input: Record<string, unknown> = {};
  for (const name of names) {
    const key = Object.keys(raw).find((k) => k.toLowerCase() === name.toLowerCase());
    if (key !== undefined) input[name] = raw[key];
  }
  const result = check(schema, input);
  if (!result.ok) {
    void sendInvalid(reply, result.error);
    return undefined;
  }
  return result.value;
}

const byRank = <T extends { Rank: number; ID: number }>(a: T, b: T) => a.Rank - b.Rank || a.ID - b.ID;

/** The sport → category → tournament tree of these results, each level by Rank. */
export function resultsTree(results: Iterable<ResultSummary>): ResultsTree {
  type T = ResultsTree['Sports'][number];
  type C = T['Categories'][number];
  type U = C['Tournaments'][number];
  const sports = new Map<number, T>();
  const categories = new Map<number, C>();
  const tournaments = new Map<number, U>();
  for (const r of results) {
    let sport = sports.get(r.Sport.ID);
    if (!sport) sports.set(r.Sport.ID, (sport = { ...r.Sport, Categories: [] }));
    let category = categories.get(r.Category.ID);
    if (!category) {
      categories.set(r.Category.ID, (category = { ...r.Category, Tournaments: [] }));
      sport.Categories.push(category);
    }
    let tournament = tournaments.get(r.Tournament.ID);
    if (!tournament) {
      tournaments.set(r.Tournament.ID, (tournament = { ...r.Tournament, MatchesCount: 0 }));
      category.Tournaments.push(tournament);
    }
    tournament.MatchesCount++;
  }
  const list = [...sports.values()].sort(byRank);
  for (const s of list) {
    s.Categories.sort(byRank);
    for (const c of s.Categories) c.Tournaments.sort(byRank);
  }
  return { Sports: list };
}

/** A match as a preview: its main markets only. */
export function preview(r: MatchResult): MatchResult {
  return { ...r, Markets: r.Markets.filter((m) => !m.IsAlternative) };
}

function previews(store: ResultsStore, results: ResultSummary[]): ResultsPreview {
  const newest = results.sort((a, b) => b.StartDateJs - a.StartDateJs || b.ID - a.ID).slice(0, MAX_PREVIEW_MATCHES);
  const Matches: MatchResult[] = [];
  for (const r of newest) {
    const found = store.get(r.ID);
    if (found) Matches.push(preview(found));
  }
  return { Matches };
}

const inDay = (start: number) => (r: ResultSummary) => r.StartDateJs >= start && r.StartDateJs < start + DAY_MS;

export function registerResultsRoutes(app: FastifyInstance, store: ResultsStore): void {
  const notFound = (reply: FastifyReply, field: string, id: number) => sendError(reply, 404, ERROR_CODES.notFound, `${field}: no finished match ${id} in the last 7 days`, field);

  // API-01
  app.get('/api/results/tournaments', async (_request, reply): Promise<ResultsTree> => {
    reply.header('Cache-Control', CACHE);
    return resultsTree(store.summaries());
  });

  // API-02, API-08
  app.get('/api/results/tournaments/ByDate', async (request, reply) => {
    const q = readQuery(resultsByDateQuerySchema, ['date'], request, reply);
    if (!q) return reply;
    reply.header('Cache-Control', CACHE);
    return resultsTree(store.summaries().filter(inDay(q.date)));
  });

  // API-03
  app.get('/api/results/tournaments/ByMatch', async (request, reply) => {
    const q = readQuery(resultsByMatchQuerySchema, ['MatchId'], request, reply);
    if (!q) return reply;
    const found = store.get(q.MatchId);
    if (!found) return notFound(reply, 'MatchId', q.MatchId);
    reply.header('Cache-Control', CACHE);
    return resultsTree([found]);
  });

  // API-04
  app.get('/api/results/preview/byTournament', async (request, reply): Promise<ResultsPreview | FastifyReply> => {
    const q = readQuery(resultsByTournamentQuerySchema, ['langcode', 'TournamentId'], request, reply);
    if (!q) return reply;
    reply.header('Cache-Control', CACHE);
    return previews(store, store.summaries().filter((r) => r.Tournament.ID === q.TournamentId));
  });

  // API-05, API-08
  app.get('/api/results/preview/byTournamentAndDate', async (request, reply): Promise<ResultsPreview | FastifyReply> => {
    const q = readQuery(resultsByTournamentAndDateQuerySchema, ['langcode', 'TournamentId', 'date'], request, reply);
    if (!q) return reply;
    const day = inDay(q.date);
    reply.header('Cache-Control', CACHE);
    return previews(store, store.summaries().filter((r) => r.Tournament.ID === q.TournamentId && day(r)));
  });

  // API-06
  app.get('/api/results/preview/byId', async (request, reply): Promise<MatchResult | FastifyReply> => {
    const q = readQuery(resultsByIdQuerySchema, ['langcode', 'id'], request, reply);
    if (!q) return reply;
    const found = store.get(q.id);
    if (!found) return notFound(reply, 'id', q.id);
    reply.header('Cache-Control', CACHE);
    return preview(found);
  });

  // API-07
  app.get('/api/results/alternative/byId', async (request, reply): Promise<ResultsAlternative | FastifyReply> => {
    const q = readQuery(resultsAlternativeQuerySchema, ['langCode', 'Id'], request, reply);
    if (!q) return reply;
    const found = store.get(q.Id);
    if (!found) return notFound(reply, 'Id', q.Id);
    reply.header('Cache-Control', CACHE);
    return { MatchID: found.ID, Markets: found.Markets.filter((m) => m.IsAlternative) };
  });
}
