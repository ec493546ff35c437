import { describe, expect, test } from 'vitest';
import { categorySchema, sportSchema, tournamentSchema } from '../../schemas/catalog.ts';
import { check } from '../../schemas/validate.ts';
import { buildCatalog } from '../../server/feed/simulator/catalog.ts';
import { CATEGORIES } from '../../server/feed/simulator/categories.ts';
import { slugify } from '../../server/feed/simulator/links.ts';
import { boundProbabilities, formatLine, overround, priceOf } from '../../server/feed/simulator/pricing.ts';
import { Prng } from '../../server/feed/simulator/prng.ts';
import { SPORTS, sportByAlias } from '../../server/feed/simulator/index.ts';

describe('sports catalogue', () => {
  test('[ENT-02] at least 40 sports, each with a unique system id, alias, rank and icon', () => {
    expect(SPORTS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(SPORTS.map((s) => s.systemId)).size).toBe(SPORTS.length);
    expect(new Set(SPORTS.map((s) => s.alias)).size).toBe(SPORTS.length);
    expect(new Set(SPORTS.map((s) => s.rank)).size).toBe(SPORTS.length);
    for (const s of SPORTS) {
      expect(s.alias).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(s.name.length).toBeGreaterThan(0);
    }
  });

  test('[ENT-02] the system ids named by the spec', () => {
    const expected: Record<string, number> = {
      soccer: 1,
      tennis: 2,
      basketball: 20,
      'american-football': 21,
      'ice-hockey': 35,
      esports: 66,
      boxing: 30,
      mma: 68,
      'horse-racing': 92,
      'boosted-odds': 111,
    };
    for (const [alias, id] of Object.entries(expected)) expect(sportByAlias(alias)?.systemId, alias).toBe(id);
  });

  test('[CON-25] three-way money line exactly for soccer, futsal, handball, water polo, floorball and golf', () => {
    const threeWay = SPORTS.filter((s) => s.threeWay).map((s) => s.alias).sort();
    expect(threeWay).toEqual(['floorball', 'futsal', 'golf', 'handball', 'soccer', 'waterpolo']);
  });

  test('[STA-47] clock direction per sport: count-down, count-up or none', () => {
    for (const alias of ['basketball', 'american-football', 'ice-hockey']) expect(sportByAlias(alias)?.clock, alias).toBe('down');
    for (const alias of ['soccer', 'handball', 'futsal']) expect(sportByAlias(alias)?.clock, alias).toBe('up');
    for (const alias of ['tennis', 'volleyball', 'darts', 'esports']) expect(sportByAlias(alias)?.clock, alias).toBe('none');
    for (const s of SPORTS) {
      if (s.clock === 'none') expect(s.periodLength, s.alias).toBe(0);
      else expect(s.periodLength, s.alias).toBeGreaterThan(0);
    }
    expect(sportByAlias('soccer')).toMatchObject({ periods: 2, periodLength: 45 });
    expect(sportByAlias('ice-hockey')).toMatchObject({ periods: 3, periodLength: 20 });
  });

  test('every sport has categories with tournaments', () => {
    for (const s of SPORTS) {
      const data = CATEGORIES[s.alias];
      expect(data, s.alias).toBeDefined();
      expect(data?.categories.length, s.alias).toBeGreaterThan(0);
      for (const c of data?.categories ?? []) expect(c.tournaments.length, `${s.alias}/${c.name}`).toBeGreaterThan(0);
    }
  });

  test('[ENT-01] [ENT-03] [ENT-04] wire catalogue passes the schemas, ids are unique, links follow the routes', () => {
    const catalog = buildCatalog(new Prng(1));
    const categoryIds = new Set<number>();
    const tournamentIds = new Set<number>();
    for (const sport of catalog.sports) {
      for (const t of sport.tournaments) {
        expect(check(sportSchema, t.sportWire).ok).toBe(true);
        expect(check(categorySchema, t.category).ok).toBe(true);
        expect(check(tournamentSchema, t.tournament).ok).toBe(true);
        categoryIds.add(t.category.ID);
        expect(tournamentIds.has(t.tournament.ID)).toBe(false);
        tournamentIds.add(t.tournament.ID);
        expect(t.sportWire.SportLink).toBe(`/sport/${sport.definition.alias}`);
        expect(t.category.CategoryLink).toBe(`/sport/${sport.definition.alias}/${t.category.Alias}`);
        expect(t.tournament.TournamentLink).toBe(`/sport/${sport.definition.alias}/${t.category.Alias}/${t.tournament.Alias}`);
        expect(t.tournament.SportCategoryID).toBe(t.category.ID);
        expect(t.category.TopTournaments.length).toBeGreaterThan(0);
        expect(t.roster.length).toBeGreaterThanOrEqual(2);
        expect(new Set(t.roster.map((c) => c.name)).size).toBe(t.roster.length);
      }
    }
    const soccer = catalog.sports.find((s) => s.definition.alias === 'soccer');
    expect(soccer?.tournaments.some((t) => t.tournament.TournamentLink === '/sport/soccer/england/premier-league')).toBe(true);
    for (const id of categoryIds) expect(tournamentIds.has(id)).toBe(false);
  });

  test('rosters are seeded: same seed, same names; other seed, other names', () => {
    const names = (seed: number): string[] => buildCatalog(new Prng(seed)).sports.flatMap((s) => s.tournaments.flatMap((t) => t.roster.map((c) => c.name)));
    expect(names(5)).toEqual(names(5));
    expect(names(5)).not.toEqual(names(6));
  });

  test('slugify gives URL aliases', () => {
    expect(slugify('Premier League')).toBe('premier-league');
    expect(slugify('Süper Lig')).toBe('super-lig');
    expect(slugify("Giro d'Italia")).toBe('giro-ditalia');
    expect(slugify('2. Bundesliga')).toBe('2-bundesliga');
    expect(slugify('Łódź')).toBe('lodz');
    expect(slugify('ATP Madrid, Spain')).toBe('atp-madrid-spain');
  });
});

describe('pricing', () => {
  test('bounded probabilities sum to 1 and keep their order', () => {
    const p = boundProbabilities([0.999, 0.0009, 0.0001]);
    expect(p.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(p[0]).toBeLessThanOrEqual(0.93);
    expect(Math.min(...p)).toBeGreaterThanOrEqual(0.003 - 1e-12);
    expect(p[0]).toBeGreaterThan(p[1] ?? 1);
    expect(boundProbabilities([1, 0]).every((x) => x > 0)).toBe(true);
    expect(boundProbabilities([0, 0, 0])).toEqual([1 / 3, 1 / 3, 1 / 3]);
  });

  test('prices keep the overround in 1.04–1.08 for any probabilities and margin in the band', () => {
    const rng = new Prng(99);
    const bad: string[] = [];
    for (let i = 0; i < 50_000; i++) {
      const n = rng.chance(0.5) ? 2 : 3;
      const raw = Array.from({ length: n }, () => rng.next() ** 4);
      const p = boundProbabilities(raw);
      const margin = rng.range(1.05, 1.07);
      const prices = p.map((x) => priceOf(x, margin));
      const o = overround(prices);
      const wellFormed = prices.every((price) => price >= 1.01 && price <= 1000 && Math.round(price * 100) / 100 === price);
      if (o < 1.04 || o > 1.08 || !wellFormed) bad.push(`${prices.join('/')} → ${o}`);
    }
    expect(bad).toEqual([]);
  });

  test('lines are written like a feed writes them', () => {
    expect(formatLine(-1.5, true)).toBe('-1.5');
    expect(formatLine(1.5, true)).toBe('+1.5');
    expect(formatLine(2.5, false)).toBe('2.5');
    expect(formatLine(215.5, false)).toBe('215.5');
  });

  test('Prng is deterministic and uniform enough', () => {
    const a = new Prng(3);
    const b = new Prng(3);
    const xs = Array.from({ length: 10_000 }, () => a.next());
    expect(xs).toEqual(Array.from({ length: 10_000 }, () => b.next()));
    const mean = xs.reduce((s, x) => s + x, 0) / xs.length;
    expect(mean).toBeGreaterThan(0.48);
    expect(mean).toBeLessThan(0.52);
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
  });
});
