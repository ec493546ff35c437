/**
 * The match page's market tabs (domain/market-groups.ts): each market's tab decided from wire data
 * only (Market.MarketID and MarketSpecifications Period / PeriodType, SPEC ENT-12..17), which tabs a
 * match shows and what they are called per sport; and, over seeds, that every market of every
 * simulated sport lands in exactly one tab besides All.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { MARKET_GROUPS, marketGroup, marketTabs, type MarketGroup } from '../../domain/market-groups.ts';
import { MARKET_TYPE_IDS, PERIOD_TYPES } from '../../schemas/market-types.ts';
import type { Market } from '../../schemas/market.ts';
import type { StreamSnapshot } from '../../schemas/feed.ts';
import { buildCatalog } from '../../server/feed/simulator/catalog.ts';
import { createFeedSimulator } from '../../server/feed/simulator/index.ts';
import { createMatchEntry } from '../../server/feed/simulator/match-entry.ts';
import { Prng } from '../../server/feed/simulator/prng.ts';
import type { Book } from '../../workers/feed/model.ts';
import { toCategory, toMatch, toSport, toTournament } from '../../workers/feed/normalise/wire-to-domain.ts';
import { matchView } from '../../workers/feed/views/match.ts';

const START = Date.UTC(2025, 5, 1, 12, 0, 0);
const KNOWN_TYPES = new Set<number>(Object.values(MARKET_TYPE_IDS));

const keyOf = (m: Market) => ({ typeId: m.MarketID, period: m.MarketSpecifications.Period, periodType: m.MarketSpecifications.PeriodType });
const grouped = (markets: readonly Market[]) => markets.map((m) => ({ ...keyOf(m), group: marketGroup(keyOf(m)) }));

/** One pre-match match of each sport's first tournament, built as the simulator builds them. */
function oneMatchPerSport(seed: number) {
  const catalog = buildCatalog(new Prng(seed).fork());
  const rng = new Prng(seed);
  let matchId = 1;
  let oddId = 1;
  const ids = { nextMatchId: () => matchId++, nextOddId: () => oddId++ };
  return catalog.sports.map((sport) => {
    const where = sport.tournaments[rng.int(sport.tournaments.length)]!;
    return { alias: sport.definition.alias, match: createMatchEntry(where, START + 86_400_000, true, rng, ids).match };
  });
}

/** Every group a match's markets fall in must be one tab, and together the tabs list each market exactly once. */
function expectEachMarketInOneTab(markets: readonly Market[], sportAlias: string, where: string) {
  const list = grouped(markets);
  for (const m of list) {
    expect(KNOWN_TYPES.has(m.typeId), `${where}: market type ${m.typeId} is one of MARKET_TYPE_IDS`).toBe(true);
    expect(MARKET_GROUPS).toContain(m.group);
  }
  const tabs = marketTabs(list, sportAlias);
  const groups = new Set(list.map((m) => m.group));
  if (groups.size < 2) {
    expect(tabs, where).toEqual([]);
    return;
  }
  expect(tabs[0]).toEqual({ id: 'all', label: 'all', count: markets.length });
  const others = tabs.slice(1);
  expect(others.map((t) => t.id).sort()).toEqual([...groups].sort());
  expect(others.reduce((n, t) => n + t.count, 0), where).toBe(markets.length);
  for (const tab of others) expect(tab.count).toBe(list.filter((m) => m.group === tab.id).length);
}

describe('market tabs', () => {
  test('[ENT-12] [ENT-13] [ENT-15] a market of one period goes under the periods tab whatever its type; otherwise its type decides', () => {
    const whole = (typeId: number): MarketGroup => marketGroup({ typeId, period: 0, periodType: PERIOD_TYPES.regularTime });
    expect(whole(MARKET_TYPE_IDS.winner3Way)).toBe('main');
    expect(whole(MARKET_TYPE_IDS.doubleChance)).toBe('main');
    expect(whole(MARKET_TYPE_IDS.total)).toBe('main');
    expect(whole(MARKET_TYPE_IDS.bothTeamsToScore)).toBe('totals');
    expect(whole(MARKET_TYPE_IDS.correctScore)).toBe('totals');
    expect(whole(MARKET_TYPE_IDS.homeTotal)).toBe('totals');
    expect(whole(MARKET_TYPE_IDS.handicapLines)).toBe('handicaps');
    expect(whole(MARKET_TYPE_IDS.gameHandicap)).toBe('handicaps');
    expect(whole(MARKET_TYPE_IDS.nextGoal)).toBe('specials');
    expect(whole(MARKET_TYPE_IDS.halfTimeFullTime)).toBe('specials');
    expect(whole(MARKET_TYPE_IDS.outrightWinner)).toBe('main');
    // A 1st-half total or 2nd-quarter winner is about a period, whatever its type.
    expect(marketGroup({ typeId: MARKET_TYPE_IDS.totalLines, period: 1, periodType: PERIOD_TYPES.half })).toBe('periods');
    expect(marketGroup({ typeId: MARKET_TYPE_IDS.periodWinner, period: 2, periodType: PERIOD_TYPES.quarter })).toBe('periods');
    // A type this client does not know is still shown, under specials.
    expect(whole(999)).toBe('specials');
  });

  test('[ENT-17] tabs: All first with every market, then the groups present in order; labels follow the sport and its period type', () => {
    const m = (group: MarketGroup, periodType: number = PERIOD_TYPES.regularTime) => ({ group, periodType });
    expect(marketTabs([m('main'), m('totals'), m('periods', PERIOD_TYPES.half), m('main')], 'soccer')).toEqual([
      { id: 'all', label: 'all', count: 4 },
      { id: 'main', label: 'main', count: 2 },
      { id: 'totals', label: 'goals', count: 1 },
      { id: 'periods', label: 'halves', count: 1 },
    ]);
    // Basketball's periods tab holds four quarters and a half: it is named after the quarters.
    const basketball = marketTabs([m('main'), m('totals'), ...Array.from({ length: 4 }, () => m('periods', PERIOD_TYPES.quarter)), m('periods', PERIOD_TYPES.half)], 'basketball');
    expect(basketball.map((t) => t.label)).toEqual(['all', 'main', 'points', 'quarters']);
    expect(marketTabs([m('main'), m('totals'), m('periods', PERIOD_TYPES.set)], 'tennis').map((t) => t.label)).toEqual(['all', 'main', 'games', 'sets']);
    expect(marketTabs([m('main'), m('periods', PERIOD_TYPES.map)], 'esports').map((t) => t.label)).toEqual(['all', 'main', 'maps']);
    expect(marketTabs([m('main'), m('totals'), m('periods', PERIOD_TYPES.inning)], 'baseball').map((t) => t.label)).toEqual(['all', 'main', 'runs', 'innings']);
    // One group only (a winner-only sport, an outright): no tabs at all.
    expect(marketTabs([m('main')], 'boxing')).toEqual([]);
    expect(marketTabs([], 'soccer')).toEqual([]);
  });

  test('[ENT-12] [ENT-17] a soccer match: 20+ markets under Main, Goals, Handicaps, Halves and Specials', () => {
    const soccer = oneMatchPerSport(3).find((s) => s.alias === 'soccer')!;
    expect(soccer.match.Markets.length).toBeGreaterThanOrEqual(20);
    const tabs = marketTabs(grouped(soccer.match.Markets), 'soccer');
    expect(tabs.map((t) => t.label)).toEqual(['all', 'main', 'goals', 'handicaps', 'halves', 'specials']);
    const tennis = oneMatchPerSport(3).find((s) => s.alias === 'tennis')!;
    expect(marketTabs(grouped(tennis.match.Markets), 'tennis').map((t) => t.label)).toEqual(['all', 'main', 'games', 'handicaps', 'sets']);
    const basketball = oneMatchPerSport(3).find((s) => s.alias === 'basketball')!;
    expect(marketTabs(grouped(basketball.match.Markets), 'basketball').map((t) => t.label)).toEqual(['all', 'main', 'points', 'handicaps', 'quarters']);
    const esports = oneMatchPerSport(3).find((s) => s.alias === 'esports')!;
    expect(marketTabs(grouped(esports.match.Markets), 'esports').map((t) => t.label)).toEqual(['all', 'main', 'maps']);
  });

  test('[ENT-12] property: every market of every simulated sport, pre-match and in play, lands in exactly one tab besides All', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        for (const { alias, match } of oneMatchPerSport(seed)) expectEachMarketInOneTab(match.Markets, alias, `${alias} seed ${seed}`);
        const sim = createFeedSimulator({ seed, startTime: START, liveMatches: 30, prematchMatches: 60 });
        sim.step(90_000);
        const sports = new Map(sim.snapshot('prematch').Sports.concat(sim.snapshot('live').Sports).map((s) => [s.ID, s.Alias]));
        for (const m of [...sim.snapshot('live').Matches, ...sim.snapshot('prematch').Matches]) {
          expectEachMarketInOneTab(m.Markets, sports.get(m.SportTypeID) ?? '', `match ${m.ID} seed ${seed}`);
        }
      }),
      { numRuns: 15 },
    );
  }, 120_000);

  test('the match view carries each market’s group and the tabs; an outright has its name, no tabs, and is marked so', () => {
    const sim = createFeedSimulator({ seed: 4, startTime: START, liveMatches: 0, prematchMatches: 200 });
    const snap: StreamSnapshot = sim.snapshot('prematch');
    const book: Book = {
      streams: {} as Book['streams'],
      sports: Object.fromEntries(snap.Sports.map((s) => [s.ID, toSport(s)])),
      categories: Object.fromEntries(snap.Categories.map((c) => [c.ID, toCategory(c)])),
      tournaments: Object.fromEntries(snap.Tournaments.map((t) => [t.ID, toTournament(t)])),
      matches: Object.fromEntries(snap.Matches.map((m) => [m.ID, toMatch(m)])),
    };
    const soccer = snap.Matches.find((m) => m.SportSystemID === 1 && m.Type !== 2)!;
    const view = matchView(book, soccer.ID)!;
    expect(view.outright).toBe(false);
    expect(view.name).toBe(`${soccer.HomeTeamName} – ${soccer.AwayTeamName}`);
    expect(view.tabs.map((t) => t.label)).toEqual(['all', 'main', 'goals', 'handicaps', 'halves', 'specials']);
    expect(view.markets.map((m) => m.group)).toEqual(grouped(soccer.Markets).map((m) => m.group));

    const outright = snap.Matches.find((m) => m.Type === 2 && m.SportSystemID === 1)!;
    const o = matchView(book, outright.ID)!;
    expect(o).toMatchObject({ outright: true, name: outright.Name, home: '', away: '', tabs: [] });
    expect(o.markets[0]?.outcomes.map((x) => x.label)).toEqual(outright.Markets[0]!.Odds.map((x) => x.Title));
  });
});
