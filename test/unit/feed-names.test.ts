/**
 * Feed names in ten languages (SPEC ENT-01, PRD-04; docs/decisions/0025): every sport, category,
 * market, period, outcome word and status the house's simulator produces has a name in every
 * locale, derived from the simulator's own tables, and the English dictionary reads back exactly
 * what the house wrote.
 */
import { describe, expect, test } from 'vitest';
import { i18nObject } from 'typesafe-i18n';
import { CATEGORY_REGIONS, parseMarketName, parseOutcomeLabel, parseStatus } from '../../domain/feed-names.ts';
import { feedNames } from '../../src/i18n/feed-names.ts';
import { initFormatters } from '../../src/i18n/formatters.ts';
import type { Locales, TranslationFunctions, Translations } from '../../src/i18n/i18n-types.ts';
import { locales } from '../../src/i18n/i18n-util.ts';
import { loadAllLocales } from '../../src/i18n/i18n-util.sync.ts';
import { loadedLocales } from '../../src/i18n/i18n-util.ts';
import { buildCatalog } from '../../server/feed/simulator/catalog.ts';
import { CATEGORIES } from '../../server/feed/simulator/categories.ts';
import { emptyReport, resetReport } from '../../server/feed/simulator/engine.ts';
import { createEngine } from '../../server/feed/simulator/engines.ts';
import { extraDefs } from '../../server/feed/simulator/extra-markets.ts';
import { slugify } from '../../server/feed/simulator/links.ts';
import { createMatchEntry } from '../../server/feed/simulator/match-entry.ts';
import { Prng } from '../../server/feed/simulator/prng.ts';
import { SPORTS } from '../../server/feed/simulator/sports.ts';

loadAllLocales();

function LLof(locale: Locales): TranslationFunctions {
  return i18nObject<Locales, Translations, TranslationFunctions>(locale, loadedLocales[locale], initFormatters(locale));
}

const OTHERS = locales.filter((l) => l !== 'en-US');
const NON_LATIN: ReadonlySet<Locales> = new Set(['ru-RU', 'ja-JP', 'ko-KR', 'zh-Hans', 'zh-Hant']);
const dictionary = (locale: Locales): object => loadedLocales[locale].feedNames;

function flatten(value: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, child] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof child === 'string') out.set(path, child);
    else if (child && typeof child === 'object') for (const [p, s] of flatten(child as object, path)) out.set(p, s);
  }
  return out;
}

const argumentNames = (text: string): string[] => [...text.matchAll(/\{(\w+)[^}]*\}/g)].map((m) => m[1] ?? '').sort();

// ── What the simulator produces, from its own tables ───────────────────────────────────────

type Produced = { titles: Set<string>; outcomes: Set<string>; periods: Map<string, { period: number; periodType: number }> };

function producedMarkets(): Produced {
  const out: Produced = { titles: new Set(), outcomes: new Set(), periods: new Map() };
  const rng = new Prng(7);
  let oddId = 1;
  let matchId = 1;
  const ids = { nextOddId: () => oddId++, nextMatchId: () => matchId++ };
  for (const sport of buildCatalog(rng).sports) {
    for (const def of extraDefs(sport.definition)) {
      out.titles.add(def.title);
      for (const line of [-1.5, 0, 2.5, 3]) for (const [title, sbv] of def.labels(line)) out.outcomes.add(sbv ? `${title} ${sbv}` : title);
    }
    for (const where of sport.tournaments.slice(0, 3)) {
      for (let i = 0; i < 4; i++) {
        const entry = createMatchEntry(where, Date.UTC(2026, 0, 1), true, rng, ids);
        for (const market of entry.match.Markets) {
          out.titles.add(market.Title);
          out.periods.set(market.Title, { period: market.MarketSpecifications.Period, periodType: market.MarketSpecifications.PeriodType });
          if (entry.match.Type !== 2) for (const o of market.Odds) out.outcomes.add(o.SpecialBetValue ? `${o.Title} ${o.SpecialBetValue}` : o.Title);
        }
      }
    }
  }
  return out;
}

/** Every status an engine shows while playing whole matches of every live sport. */
function producedStatuses(): Set<string> {
  const out = new Set<string>();
  const rng = new Prng(11);
  const report = emptyReport();
  for (const sport of SPORTS) {
    for (let round = 0; round < 3; round++) {
      const kickoff = Date.UTC(2026, 0, 1);
      const engine = createEngine(sport, kickoff, round - 1);
      if (!engine) continue;
      out.add(engine.info.Status);
      engine.start(rng);
      for (let t = kickoff; !engine.finished && t < kickoff + 12 * 3600_000; t += 20_000) {
        resetReport(report);
        engine.advance(t, rng, report);
        out.add(engine.info.Status);
      }
    }
  }
  return out;
}

const markets = producedMarkets();
const statuses = producedStatuses();

describe('[ENT-01] feed names: the dictionaries', () => {
  const base = flatten(dictionary('en-US'));

  test.each(OTHERS)('%s has exactly the feed-name keys of en-US (a missing key fails)', (locale) => {
    expect([...flatten(dictionary(locale)).keys()].sort()).toEqual([...base.keys()].sort());
  });

  test.each(OTHERS)('%s uses the same arguments as en-US', (locale) => {
    const own = flatten(dictionary(locale));
    for (const [key, english] of base) expect(argumentNames(own.get(key) ?? ''), key).toEqual(argumentNames(english));
  });

  // Latin-script languages rightly spell many sports and tournaments as English does (Tennis, Golf);
  // the others must write every name in their own script, bar codes and abbreviations.
  const SAME_EVERYWHERE = new Set(['markets.winner3Way', 'inPeriod', 'categories.itf-men', 'categories.itf-women', 'sports.24', 'sports.68', 'sports.22']);
  test.each([...NON_LATIN])('%s writes every feed name in its own words', (locale) => {
    const untranslated = [...flatten(dictionary(locale))].filter(([key, text]) => text === base.get(key) && !SAME_EVERYWHERE.has(key)).map(([key]) => key);
    expect(untranslated).toEqual([]);
  });
});

describe('[ENT-01] feed names: everything the simulator produces has a name in all ten locales', () => {
  test('every sport, by its system id (ENT-02)', () => {
    for (const locale of locales) {
      const sports = (dictionary(locale) as { sports: Record<string, string> }).sports;
      for (const sport of SPORTS) expect(sports[String(sport.systemId)], `${locale} ${sport.alias}`).toBeTruthy();
    }
  });

  test('every category: a country Intl.DisplayNames names, or a dictionary entry, or a proper name kept (tours, games)', () => {
    const KEPT = new Set(['atp', 'wta', 'challenger', 'ncaa', 'counter-strike-2', 'dota-2', 'league-of-legends', 'valorant', 'rainbow-six']);
    const words = (dictionary('en-US') as { categories: Record<string, string> }).categories;
    for (const data of Object.values(CATEGORIES)) {
      for (const c of data.categories) {
        const alias = slugify(c.name);
        expect(Boolean(words[alias]) || Boolean(CATEGORY_REGIONS[alias]) || KEPT.has(alias), `${c.name} (${alias})`).toBe(true);
      }
    }
    const de = feedNames(LLof('de-DE'), 'de-DE');
    expect(de.category('germany', 'Germany')).toBe('Deutschland');
    expect(de.category('international-clubs', 'International Clubs')).toBe('Internationale Vereine');
    expect(feedNames(LLof('ja-JP'), 'ja-JP').category('spain', 'Spain')).toBe('スペイン');
    expect(de.category('atp', 'ATP')).toBe('ATP');
  });

  test('every generic tournament alias in the dictionary is one the simulator has', () => {
    const aliases = new Set(Object.values(CATEGORIES).flatMap((d) => d.categories.flatMap((c) => c.tournaments.map(slugify))));
    for (const alias of Object.keys((dictionary('en-US') as { tournaments: object }).tournaments)) expect(aliases.has(alias), alias).toBe(true);
  });

  test('every market name parses to keys, and en-US reads back exactly the house’s title', () => {
    const en = feedNames(LLof('en-US'), 'en-US', true);
    expect(markets.titles.size).toBeGreaterThan(40);
    for (const title of markets.titles) {
      expect(parseMarketName(title), title).not.toBeNull();
      expect(en.market(title)).toBe(title);
    }
  });

  test('a market’s period read from its name agrees with its MarketSpecifications.Period', () => {
    for (const [title, spec] of markets.periods) {
      const ref = parseMarketName(title);
      if (ref?.period) expect(ref.period.n, title).toBe(spec.period);
    }
  });

  test.each(OTHERS)('%s names every market and outcome word in its own language', (locale) => {
    const names = feedNames(LLof(locale), locale);
    for (const title of markets.titles) {
      const named = names.market(title);
      expect(named, `${locale} ${title}`).toBeTruthy();
      // In other scripts every name but the 1X2 code reads differently (Latin ones rightly keep some: Handicap, Total).
      if (NON_LATIN.has(locale) && title !== '1X2') expect(named, `${locale} ${title}`).not.toBe(title);
    }
    for (const label of markets.outcomes) {
      const ref = parseOutcomeLabel(label);
      if (ref && NON_LATIN.has(locale)) expect(names.outcome(label), `${locale} ${label}`).not.toBe(label);
    }
  });

  test('outcome words the simulator writes are all known; codes, scores and lines stay', () => {
    const words = [...markets.outcomes].filter((label) => /^[A-Za-z]/.test(label) && !/^[12X]/.test(label));
    for (const label of words) expect(parseOutcomeLabel(label), label).not.toBeNull();
    const de = feedNames(LLof('de-DE'), 'de-DE');
    expect(de.selection('Over', '2.5')).toBe('Über 2.5');
    expect(de.selection('No goal', '3')).toBe('Kein Tor 3');
    expect(de.selection('1', '-1.5')).toBe('1 -1.5');
    expect(de.selection('X', '')).toBe('X');
    expect(de.outcome('Norway United')).toBe('Norway United');
  });

  test('every status the engines show has a key and a name in all ten locales; an unknown one stays English', () => {
    expect(statuses.size).toBeGreaterThan(10);
    for (const status of statuses) expect(parseStatus(status), status).not.toBeNull();
    for (const locale of OTHERS) {
      const names = feedNames(LLof(locale), locale);
      for (const status of statuses) expect(names.status(status), `${locale} ${status}`).not.toBe(status);
      expect(names.status('Weather delay')).toBe('Weather delay');
    }
    const de = feedNames(LLof('de-DE'), 'de-DE');
    expect(de.status('2nd set')).toBe('2. Satz');
    expect(de.status('3rd quarter')).toBe('3. Viertel');
    expect(de.status('Q3')).toBe('3. Viertel');
    expect(de.status('Half-time')).toBe('Halbzeit');
    expect(feedNames(LLof('ru-RU'), 'ru-RU').status('Top 3rd')).toBe('3-й иннинг, верх');
  });

  test('sport, market and period names in German', () => {
    const de = feedNames(LLof('de-DE'), 'de-DE');
    expect(de.sport(1, 'Soccer')).toBe('Fußball');
    expect(de.sport(35, 'Ice Hockey')).toBe('Eishockey');
    expect(de.sport(999, 'Quidditch')).toBe('Quidditch');
    expect(de.market('2nd Quarter - Winner')).toBe('2. Viertel - Sieger');
    expect(de.market('Both Teams To Score')).toBe('Beide Teams treffen');
    expect(de.market('Map 2')).toBe('Karte 2');
    expect(de.market('Mystery Market')).toBe('Mystery Market');
    expect(de.tournament('premier-league', 'Premier League')).toBe('Premier League');
    expect(de.tournament('world-championship', 'World Championship')).toBe('Weltmeisterschaft');
  });

  test('the base locale shows the feed’s own English', () => {
    const en = feedNames(LLof('en-US'), 'en-US');
    expect(en.status('Q1')).toBe('Q1');
    expect(en.category('usa', 'USA')).toBe('USA');
  });
});
