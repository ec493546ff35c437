import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { isMatchListed } from '../../domain/match-listing.ts';
import type { StreamSnapshot } from '../../schemas/feed.ts';
import { MATCH_TYPES } from '../../schemas/match.ts';
import { sportsbookSearchSchema, sportsbookTreeSchema, type SportsbookSearch, type SportsbookTree } from '../../schemas/sportsbook.ts';
import { check } from '../../schemas/validate.ts';
import { buildHouse, type House } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { SEARCH_LIMITS, searchBook, searchIndex } from '../../server/sportsbook/search.ts';
import { prematchTree } from '../../server/sportsbook/tree.ts';
import { createHouseFeed } from '../fixtures/house-feed.ts';

let house: House;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'sportsbook-api-'));
  const config = loadConfig({ PORT: '0', DATA_DIR: dataDir, CLIENT_DIR: '/nonexistent', FEED_LIVE_MATCHES: '8', FEED_ODDS_RATE: '50', FEED_HISTORY_PER_DAY: '0' }, []);
  house = await buildHouse(config);
}, 60_000);

afterAll(async () => {
  await house?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const fixturesIn = (tree: SportsbookTree) => tree.Sports.reduce((n, s) => n + s.Count, 0);

describe('[SCR-24] [ENT-61] [VAL-12] the pre-match tree', () => {
  test('counts exactly the listed fixtures, each under its sport, category and tournament, by rank; Today counts those starting before its end', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 0, max: 7 * 24 }), (seed, hours) => {
        const snapshot = createHouseFeed(seed, `house-${seed}`, 4, 50, 80).snapshot('prematch').snapshot;
        const until = snapshot.Matches.reduce((t, m) => Math.min(t, m.StartDateJs), Infinity) + hours * 3_600_000;
        const listed = snapshot.Matches.filter((m) => isMatchListed(m) && m.Type !== MATCH_TYPES.outright);
        expect(fixturesIn(prematchTree(snapshot, null))).toBe(listed.length);
        const today = prematchTree(snapshot, until);
        expect(fixturesIn(today)).toBe(listed.filter((m) => m.StartDateJs < until).length);
        for (const sport of today.Sports) {
          expect(sport.Count).toBe(sport.Categories.reduce((n, c) => n + c.Count, 0));
          expect(sport.Categories.map((c) => c.Rank)).toEqual(sport.Categories.map((c) => c.Rank).sort((a, b) => a - b));
          for (const c of sport.Categories) expect(c.Tournaments.every((t) => t.Count + t.Outrights > 0)).toBe(true);
        }
      }),
      { numRuns: 12 },
    );
  }, 60_000);

  test('a match that is not listed (inactive, incomplete, finished, no markets) is not counted', () => {
    const snapshot = createHouseFeed(3, 'house-3', 4, 50, 20).snapshot('prematch').snapshot;
    const before = fixturesIn(prematchTree(snapshot, null));
    const [a, b, c, d] = snapshot.Matches;
    const broken = { ...snapshot, Matches: [{ ...a!, IsActive: false }, { ...b!, isIncomplete: true }, { ...c!, IsFinished: true }, { ...d!, MarketsCount: 0 }, ...snapshot.Matches.slice(4)] };
    expect(fixturesIn(prematchTree(broken, null))).toBe(before - 4);
  });

  test('GET /api/sportsbook/tree answers the tree; a bad until is a 400 naming it', async () => {
    const all = await house.app.inject({ method: 'GET', url: '/api/sportsbook/tree' });
    expect(all.statusCode).toBe(200);
    const tree = check(sportsbookTreeSchema, all.json());
    expect(tree.ok).toBe(true);
    expect(tree.ok && tree.value.Sports.length).toBeGreaterThan(10);
    const soon = await house.app.inject({ method: 'GET', url: `/api/sportsbook/tree?until=${Date.now() + 3_600_000}` });
    expect(fixturesIn(soon.json() as SportsbookTree)).toBeLessThan(fixturesIn(all.json() as SportsbookTree));
    const bad = await house.app.inject({ method: 'GET', url: '/api/sportsbook/tree?until=tomorrow' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'invalid', field: 'until' });
  });
});

describe('[SCR-10] [VAL-02] [VAL-11] the pre-match search', () => {
  const snapshots = new Map<number, StreamSnapshot>();
  const snapshotOf = (seed: number) => {
    let snapshot = snapshots.get(seed);
    if (!snapshot) snapshots.set(seed, (snapshot = createHouseFeed(seed, `house-${seed}`, 4, 50, 80).snapshot('prematch').snapshot));
    return snapshot;
  };

  test('finds exactly the tournaments whose name, and the listed fixtures whose name or a team’s, holds the text in any letter case', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.nat(), fc.nat(), fc.integer({ min: 2, max: 5 }), fc.boolean(), (seed, pickName, at, length, upper) => {
        const snapshot = snapshotOf(seed);
        const tree = prematchTree(snapshot, null);
        const index = searchIndex(snapshot, tree);
        const names = [...snapshot.Matches.map((m) => m.HomeTeamName), ...snapshot.Tournaments.map((t) => t.Name)].filter((n) => n.trim().length >= length);
        const name = names[pickName % names.length]!;
        const from = at % (name.length - length + 1);
        const piece = name.slice(from, from + length);
        const search = (upper ? piece.toUpperCase() : piece.toLowerCase()).trim();
        if (search.length < 2) return;
        const holds = (n: string) => n.toLowerCase().includes(search.toLowerCase());
        const found = searchBook(index, search);
        const fixtures = snapshot.Matches.filter((m) => isMatchListed(m) && m.Type !== MATCH_TYPES.outright && [m.Name, m.HomeTeamName, m.AwayTeamName].some(holds));
        const tournaments = tree.Sports.flatMap((s) => s.Categories.flatMap((c) => c.Tournaments)).filter((t) => t.Count > 0 && holds(t.Name));
        expect(found.MatchCount).toBe(fixtures.length);
        expect(found.TournamentCount).toBe(tournaments.length);
        expect(found.Matches.map((m) => m.ID)).toEqual(
          fixtures
            .sort((a, b) => a.StartDateJs - b.StartDateJs || a.ID - b.ID)
            .slice(0, SEARCH_LIMITS.matches)
            .map((m) => m.ID),
        );
        expect(found.Tournaments.map((t) => t.ID)).toEqual(tournaments.slice(0, SEARCH_LIMITS.tournaments).map((t) => t.ID));
      }),
      { numRuns: 60 },
    );
  }, 60_000);

  test('GET /api/sportsbook/search answers hits with the links of their pages; one character, none or a list of texts is a 400 naming q', async () => {
    const tree = (await house.app.inject({ method: 'GET', url: '/api/sportsbook/tree' })).json() as SportsbookTree;
    const soccer = tree.Sports.find((s) => s.Alias === 'soccer')!;
    const league = soccer.Categories[0]!.Tournaments.find((t) => t.Count > 0)!;
    const answer = await house.app.inject({ method: 'GET', url: `/api/sportsbook/search?q=${encodeURIComponent(`  ${league.Name.toUpperCase()} `)}` });
    expect(answer.statusCode).toBe(200);
    const checked = check(sportsbookSearchSchema, answer.json());
    expect(checked.ok).toBe(true);
    const found = answer.json() as SportsbookSearch;
    expect(found.Tournaments[0]).toMatchObject({ ID: league.ID, SportName: soccer.Name, Link: `/sport/soccer/${soccer.Categories[0]!.Alias}/${league.Alias}` });
    const book = (await house.app.inject({ method: 'GET', url: '/api/feed/prematch/snapshot' })).json<{ snapshot: StreamSnapshot }>().snapshot;
    const fixture = book.Matches.find((m) => isMatchListed(m) && m.Type !== MATCH_TYPES.outright)!;
    const byTeam = (await house.app.inject({ method: 'GET', url: `/api/sportsbook/search?q=${encodeURIComponent(fixture.HomeTeamName.toLowerCase())}` })).json<SportsbookSearch>();
    expect(byTeam.Matches.find((m) => m.ID === fixture.ID)).toMatchObject({ HomeTeamName: fixture.HomeTeamName, MatchLink: fixture.MatchLink, StartDateJs: fixture.StartDateJs });
    expect(fixture.MatchLink).toMatch(/^\/sport\/[a-z0-9-]+\/[a-z0-9-]+\/[a-z0-9-]+\/match\/\d+$/);
    for (const url of ['/api/sportsbook/search?q=a', '/api/sportsbook/search?q=%20a%20', '/api/sportsbook/search', '/api/sportsbook/search?q=ab&q=cd']) {
      const bad = await house.app.inject({ method: 'GET', url });
      expect(bad.statusCode, url).toBe(400);
      expect(bad.json(), url).toMatchObject({ error: 'invalid', field: 'q' });
    }
  });
});
