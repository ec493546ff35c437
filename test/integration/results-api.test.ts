import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiErrorSchema } from '../../schemas/errors.ts';
import { matchResultSchema, resultsAlternativeSchema, resultsPreviewSchema, resultsTreeSchema } from '../../schemas/results.ts';
import type { MatchResult, ResultsTree } from '../../schemas/results.ts';
import { check } from '../../schemas/validate.ts';
import { buildHouse, type House } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { HISTORY_MATCH_ID_BASE } from '../../server/feed/match-ids.ts';
import type { ResultSummary } from '../../server/results/store.ts';

const SLOW = { timeout: 60_000 };
let house: House;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'results-api-'));
  const config = loadConfig({ PORT: '0', DATA_DIR: dataDir, CLIENT_DIR: '/nonexistent', FEED_LIVE_MATCHES: '8', FEED_ODDS_RATE: '50', FEED_TIME_SCALE: '3600', FEED_HISTORY_PER_DAY: '24' }, []);
  house = await buildHouse(config);
}, 60_000);

afterAll(async () => {
  await house?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function get(url: string): Promise<{ status: number; body: unknown }> {
  const res = await house.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() as unknown };
}

function valid<T>(schema: Parameters<typeof check>[0], body: unknown): T {
  const r = check(schema, body);
  expect(r.ok, r.ok ? '' : r.error.message).toBe(true);
  return body as T;
}

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe('results API (SPEC API-01..API-08)', () => {
  test('[API-01] the 7-day history is there right after start: a sport → category → tournament tree of finished matches', async () => {
    const { status, body } = await get('/api/results/tournaments');
    expect(status).toBe(200);
    const tree = valid<ResultsTree>(resultsTreeSchema, body);
    const count = tree.Sports.flatMap((s) => s.Categories.flatMap((c) => c.Tournaments)).reduce((n, t) => n + t.MatchesCount, 0);
    expect(count).toBe(house.results.size);
    expect(count).toBeGreaterThan(7 * 12);
    const days = new Set(house.results.summaries().map((r) => utcDay(r.StartDateJs)));
    expect(days.size).toBeGreaterThanOrEqual(7);
    expect(tree.Sports.map((s) => s.Rank)).toEqual([...tree.Sports.map((s) => s.Rank)].sort((a, b) => a - b));
  });

  test('[API-02][API-08] by date: a plain YYYY-MM-DD (CON-05) and a start of day in the player time zone in UTC text form', async () => {
    const sample = house.results.summaries()[Math.floor(house.results.size / 2)] as ResultSummary;
    const day = utcDay(sample.StartDateJs);
    const plain = valid<ResultsTree>(resultsTreeSchema, (await get(`/api/results/tournaments/ByDate?date=${day}`)).body);
    const expected = house.results.summaries().filter((r) => utcDay(r.StartDateJs) === day).length;
    const total = (t: ResultsTree) => t.Sports.flatMap((s) => s.Categories.flatMap((c) => c.Tournaments)).reduce((n, x) => n + x.MatchesCount, 0);
    expect(total(plain)).toBe(expected);
    // A player at UTC+2: the day starts at 22:00 UTC the evening before.
    const shiftedStart = Date.parse(`${day}T00:00:00Z`) - 2 * 3_600_000;
    const shifted = valid<ResultsTree>(resultsTreeSchema, (await get(`/api/results/tournaments/ByDate?date=${new Date(shiftedStart).toISOString()}`)).body);
    expect(total(shifted)).toBe(house.results.summaries().filter((r) => r.StartDateJs >= shiftedStart && r.StartDateJs < shiftedStart + 86_400_000).length);
    const bad = await get('/api/results/tournaments/ByDate?date=2026-02-31');
    expect(bad.status).toBe(400);
    expect((bad.body as { field: string }).field).toBe('date');
    expect((await get('/api/results/tournaments/ByDate')).status).toBe(400);
  });

  test('[API-03] by match: the path of one match; an unknown one is 404 naming MatchId', async () => {
    const r = house.results.summaries()[0] as ResultSummary;
    const tree = valid<ResultsTree>(resultsTreeSchema, (await get(`/api/results/tournaments/ByMatch?MatchId=${r.ID}`)).body);
    expect(tree.Sports).toHaveLength(1);
    expect(tree.Sports[0]?.Categories[0]?.Tournaments[0]?.ID).toBe(r.Tournament.ID);
    const missing = await get('/api/results/tournaments/ByMatch?MatchId=123');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ error: 'not-found', field: 'MatchId' });
  });

  test('[API-04][API-05][API-06][API-07] previews with final and period scores and settled main markets; alternative markets apart', async () => {
    const r = [...house.results.summaries()].reverse().map((x) => house.results.get(x.ID) as MatchResult).find((x) => x.Markets.some((m) => m.IsAlternative)) as MatchResult;
    expect(r).toBeDefined();
    const byT = valid<{ Matches: MatchResult[] }>(resultsPreviewSchema, (await get(`/api/results/preview/byTournament?langcode=en-US&TournamentId=${r.Tournament.ID}`)).body);
    expect(byT.Matches.map((m) => m.ID)).toContain(r.ID);
    expect(byT.Matches.every((m) => m.Tournament.ID === r.Tournament.ID && m.Markets.every((x) => !x.IsAlternative))).toBe(true);
    const starts = byT.Matches.map((m) => m.StartDateJs);
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
    const byTD = valid<{ Matches: MatchResult[] }>(resultsPreviewSchema, (await get(`/api/results/preview/byTournamentAndDate?langcode=de-DE&TournamentId=${r.Tournament.ID}&date=${utcDay(r.StartDateJs)}`)).body);
    expect(byTD.Matches.map((m) => m.ID)).toContain(r.ID);
    expect(byTD.Matches.every((m) => utcDay(m.StartDateJs) === utcDay(r.StartDateJs))).toBe(true);
    const one = valid<MatchResult>(matchResultSchema, (await get(`/api/results/preview/byId?langcode=en-US&id=${r.ID}`)).body);
    expect(one.HomeScore).toBe(r.HomeScore);
    expect(one.PeriodScores).toEqual(r.PeriodScores);
    expect(one.Markets.length).toBeGreaterThan(0);
    expect(one.Markets.every((m) => !m.IsAlternative && m.Outcomes.every((o) => o.Result >= 1 && o.Result <= 6))).toBe(true);
    const alt = valid<{ MatchID: number; Markets: MatchResult['Markets'] }>(resultsAlternativeSchema, (await get(`/api/results/alternative/byId?langCode=en-US&Id=${r.ID}`)).body);
    expect(alt.MatchID).toBe(r.ID);
    expect(alt.Markets.length + one.Markets.length).toBe(r.Markets.length);
    expect(alt.Markets.every((m) => m.IsAlternative)).toBe(true);
    // Parameter names are matched without regard to case.
    expect((await get(`/api/results/preview/byId?LangCode=en-US&ID=${r.ID}`)).status).toBe(200);
    expect((await get('/api/results/alternative/byId?langCode=en-US&Id=5')).body).toMatchObject({ field: 'Id' });
  });

  test('[API-04..07] bad input is refused naming the field, never a 5xx (fuzz)', SLOW, async () => {
    const routes = [
      { path: '/api/results/tournaments/ByDate', params: ['date'] },
      { path: '/api/results/tournaments/ByMatch', params: ['MatchId'] },
      { path: '/api/results/preview/byTournament', params: ['langcode', 'TournamentId'] },
      { path: '/api/results/preview/byTournamentAndDate', params: ['langcode', 'TournamentId', 'date'] },
      { path: '/api/results/preview/byId', params: ['langcode', 'id'] },
      { path: '/api/results/alternative/byId', params: ['langCode', 'Id'] },
    ];
    const good: Record<string, string> = { date: '2026-11-20', MatchId: '900000001', langcode: 'en-US', langCode: 'en-US', TournamentId: '10001', id: '900000001', Id: '900000001' };
    const junk = fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom('', '0', '-1', '1e3', '1.5', '99999999999999999999', 'en_US', '2026-13-01', '2026-11-20T25:00:00Z', 'null', '[]', '%00'));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), fc.nat(), junk, async (route, which, value) => {
        const bad = route.params[which % route.params.length] as string;
        const query = route.params.map((p) => `${p}=${encodeURIComponent(p === bad ? value : (good[p] ?? ''))}`).join('&');
        const { status, body } = await get(`${route.path}?${query}`);
        expect(status).toBeLessThan(500);
        if (status === 400) {
          const error = valid<{ field?: string }>(apiErrorSchema, body);
          expect(error.field).toBe(bad);
        } else {
          expect([200, 404]).toContain(status);
        }
      }),
      { numRuns: 300 },
    );
  });

  test('a match goes from scheduled to live to finished and into the results store (FEED_TIME_SCALE=3600)', SLOW, async () => {
    const told: MatchResult[] = [];
    const off = house.results.onResult((r) => told.push(r));
    const deadline = Date.now() + 40_000;
    while (told.filter((r) => r.ID < HISTORY_MATCH_ID_BASE).length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    off();
    const live = told.find((r) => r.ID < HISTORY_MATCH_ID_BASE) as MatchResult;
    expect(live, 'a live match finished').toBeDefined();
    expect(house.results.get(live.ID)).toEqual(live);
    const api = await get(`/api/results/preview/byId?langcode=en-US&id=${live.ID}`);
    expect(api.status).toBe(200);
  });
});
