import { describe, expect, test } from 'vitest';
import { esportsMenu, esportsOf } from '../../domain/esports.ts';
import { esportsListPath, esportsMatchPath, esportsPageOfPath, isKnownAppPath } from '../../domain/site-routes.ts';
import { ESPORT_SPORT_SYSTEM_ID, sportTopic } from '../../schemas/protocol.ts';
import type { SportsbookTree, TreeSport } from '../../schemas/sportsbook.ts';
import { stripQuery } from '../../src/app/query/query-params.ts';
import { sidebarModeOf } from '../../src/app/shell/sidebar-groups.ts';
import { listTarget } from '../../src/features/sportsbook/list-target.ts';
import type { PrematchQuery } from '../../workers/feed/contract.ts';
import { normaliseMessage } from '../../workers/feed/normalise/wire-to-domain.ts';
import { emptyBook, foldEvents } from '../../workers/feed/projections/book.ts';
import { prematchListView, prematchTopics } from '../../workers/feed/views/prematch-list.ts';
import { createHouseFeed } from '../fixtures/house-feed.ts';

const page = (path: string) => esportsPageOfPath(path.split('/').filter(Boolean));

describe('esports paths', () => {
  test('[RTE-14] [RTE-15] /esports, a sport, a game and a league are lists', () => {
    expect(page('')).toEqual({ kind: 'list', sport: null, category: null, tournament: null });
    expect(page('esports')).toEqual({ kind: 'list', sport: 'esports', category: null, tournament: null });
    expect(page('esports/dota-2')).toEqual({ kind: 'list', sport: 'esports', category: 'dota-2', tournament: null });
    expect(page('Esports/Dota-2/DreamLeague')).toEqual({ kind: 'list', sport: 'esports', category: 'dota-2', tournament: 'dreamleague' });
    expect(page('esports/dota-2/dreamleague/more')).toBeNull();
    expect(page('esports/bad alias')).toBeNull();
  });

  test('[RTE-16] a match page names its sport, game and league; only the full path is one', () => {
    expect(page('esports/counter-strike-2/iem-katowice/match/42')).toEqual({ kind: 'match', sport: 'esports', category: 'counter-strike-2', tournament: 'iem-katowice', matchId: 42 });
    expect(page('esports/counter-strike-2/match/42')).toBeNull();
    expect(page('esports/counter-strike-2/iem-katowice/match/0')).toBeNull();
  });

  test('[RTE-17] results and one match’s result under a sport', () => {
    expect(page('esports/results')).toEqual({ kind: 'results', sport: 'esports', matchId: null });
    expect(page('esports/results/77')).toEqual({ kind: 'results', sport: 'esports', matchId: 77 });
    expect(page('esports/results/x')).toBeNull();
    expect(page('esports/results/77/more')).toBeNull();
  });

  test('[RTE-17] [RTE-35] [CON-05] the esports results page keeps its day and tournament in the address, like /sport/results', () => {
    expect(stripQuery(['esports', 'esports', 'results'], '?date=2026-11-20&tournament=7&btag=1')).toEqual({ read: { date: '2026-11-20', tournament: '7', btag: '1' }, search: '?date=2026-11-20&tournament=7' });
    expect(stripQuery(['esports', 'esports', 'results', '9'], '?date=2026-11-20')?.search).toBe('');
    expect(stripQuery(['esports', 'esports'], '?date=2026-11-20')?.search).toBe('');
  });

  test('[RTE-18] outrights of a sport or of one game', () => {
    expect(page('esports/outright')).toEqual({ kind: 'outrights', sport: 'esports', category: null });
    expect(page('esports/outright/dota-2')).toEqual({ kind: 'outrights', sport: 'esports', category: 'dota-2' });
    expect(page('esports/outright/dota-2/x')).toBeNull();
  });

  test('[RTE-15] [RTE-16] links are built in the same shape, and the app knows them', () => {
    expect(esportsListPath('esports')).toBe('/esports/esports');
    expect(esportsListPath('esports', 'lol', 'lec')).toBe('/esports/esports/lol/lec');
    expect(esportsMatchPath('esports', 'lol', 'lec', 5)).toBe('/esports/esports/lol/lec/match/5');
    expect(page(esportsMatchPath('esports', 'lol', 'lec', 5).replace('/esports/', ''))).toMatchObject({ kind: 'match', matchId: 5 });
    expect(isKnownAppPath(['esports', 'esports', 'lol', 'lec', 'match', '5'])).toBe(true);
  });

  test('[SCR-27] every /esports page shows the esports mode of the sidebar', () => {
    expect(sidebarModeOf(['esports'])).toBe('esports');
    expect(sidebarModeOf(['esports', 'esports', 'dota-2'])).toBe('esports');
    expect(sidebarModeOf(['esports', 'esports', 'results', '4'])).toBe('esports');
    expect(sidebarModeOf(['esports', 'esports', 'a', 'b', 'c'])).toBeNull();
  });
});

const league = (ID: number, Alias: string, Count: number, Outrights = 0) => ({ ID, Alias, Name: Alias.toUpperCase(), Rank: ID, Count, Outrights, IsTop: false });
const esport: TreeSport = {
  ID: ESPORT_SPORT_SYSTEM_ID,
  Alias: 'esports',
  Name: 'Esports',
  Rank: 4,
  Count: 5,
  Categories: [
    { ID: 1, Alias: 'cs2', Name: 'CS2', Rank: 1, Count: 3, Tournaments: [league(11, 'iem', 2), league(12, 'esl', 1, 1)] },
    { ID: 2, Alias: 'dota-2', Name: 'Dota 2', Rank: 2, Count: 2, Tournaments: [league(21, 'ti', 2)] },
  ],
};
const tree: SportsbookTree = { Sports: [{ ...esport, ID: 1, Alias: 'soccer', Name: 'Soccer' }, esport] };

describe('the esports sport of a tree', () => {
  test('[RTE-14] esportsOf keeps the esport sports (system id 66), by alias when named', () => {
    expect(esportsOf(tree).Sports.map((s) => s.Alias)).toEqual(['esports']);
    expect(esportsOf(tree, 'esports').Sports).toHaveLength(1);
    expect(esportsOf(tree, 'soccer').Sports).toHaveLength(0);
  });

  test('[SCR-28] [SCR-29] the menu counts each league’s listed matches (in play ones too), games and all, leaving out empty ones', () => {
    const menu = esportsMenu(esport, new Map([[11, 3], [21, 1]]));
    expect(menu.total).toBe(4);
    expect(menu.games.map((g) => [g.alias, g.count])).toEqual([['cs2', 3], ['dota-2', 1]]);
    expect(menu.games[0]?.leagues.map((l) => [l.alias, l.count])).toEqual([['iem', 3]]);
    expect(esportsMenu(esport, new Map()).games).toEqual([]);
  });

  test('[RTE-15] [RTE-18] list targets: the sport (also for /esports), a game, a league, outrights; never another sport', () => {
    const target = (p: Parameters<typeof listTarget>[1]) => listTarget(tree, p, []);
    const list = (sport: string | null, category: string | null = null, tournament: string | null = null) => target({ kind: 'esports', page: { kind: 'list', sport, category, tournament } });
    expect(list(null)).toMatchObject({ sportIds: [66], categoryId: null, tournamentIds: null, live: true, outrights: false, names: ['Esports'] });
    expect(list('esports', 'cs2')).toMatchObject({ categoryId: 1, live: true });
    expect(list('esports', 'cs2', 'esl')).toMatchObject({ tournamentIds: [12], names: ['Esports', 'CS2', 'ESL'] });
    expect(list('soccer')).toBeNull();
    expect(list('esports', 'nope')).toBeNull();
    expect(target({ kind: 'esports-outrights', page: { kind: 'outrights', sport: 'esports', category: null } })).toMatchObject({ sportIds: [66], tournamentIds: [12], outrights: true, live: false });
    expect(target({ kind: 'esports-outrights', page: { kind: 'outrights', sport: 'esports', category: 'dota-2' } })).toMatchObject({ tournamentIds: [] });
    expect(target({ kind: 'esports-outrights', page: { kind: 'outrights', sport: 'soccer', category: null } })).toBeNull();
  });
});

describe('the esports list in the worker', () => {
  const feed = createHouseFeed(7, 'house-7', 80, 50, 300);
  const query: PrematchQuery = { kind: 'prematch', sportIds: [ESPORT_SPORT_SYSTEM_ID], categoryId: null, tournamentIds: null, until: null, sort: 'league', outrights: false, live: true };
  const book = prematchTopics(query).reduce((b, topic) => feed.streams.resync(topic, null, null).reduce((bb, m) => foldEvents(bb, normaliseMessage(m)), b), emptyBook());

  test('[RTE-15] [CON-33] with live, a sport’s matches in play come first, then fixtures; esports columns say Map Spread, Maps O/U, Map 1; links go to /esports', () => {
    expect(prematchTopics(query)).toEqual([sportTopic('live', 66), sportTopic('prematch', 66)]);
    const view = prematchListView(book, query, new WeakMap());
    const rows = view.groups.flatMap((g) => g.matchIds.map((id) => view.matches[id]!));
    expect(rows.some((r) => r.isLive)).toBe(true);
    expect(rows.some((r) => !r.isLive)).toBe(true);
    const firstFixture = view.groups.findIndex((g) => !view.matches[g.matchIds[0]!]!.isLive);
    expect(view.groups.slice(firstFixture).every((g) => !view.matches[g.matchIds[0]!]!.isLive)).toBe(true);
    for (const g of view.groups) {
      const live = g.matchIds.map((id) => view.matches[id]!.isLive);
      expect(live).toEqual([...live].sort((a, b) => Number(b) - Number(a)));
      expect(g.link).toBe(`/esports/${g.sportAlias}/${g.categoryAlias}/${g.alias}`);
      for (const c of g.columns) expect(['12', 'Map Spread', 'Maps O/U', 'Map 1']).toContain(c.header);
    }
    expect(view.groups.some((g) => g.columns.map((c) => c.header).join() === '12,Map Spread,Maps O/U,Map 1')).toBe(true);
    for (const r of rows) {
      expect(r.link).toMatch(new RegExp(`^/esports/esports/[a-z0-9-]+/[a-z0-9-]+/match/${r.id}$`));
      expect(r.score === null).toBe(!r.isLive);
    }
    const fixturesOnly = prematchListView(book, { ...query, live: false }, new WeakMap());
    expect(fixturesOnly.matchCount).toBe(rows.filter((r) => !r.isLive).length);
  });
});
